import { sql, type Kysely } from 'kysely';

/**
 * Issuing a certificate completes a course still In Progress (issue 37, decision 0059). Students
 * whose certificate was issued before are set Completed here, ending on the last day of the
 * period their first certificate printed, as the print does now. Completed and Discontinued stay.
 * Data only: down leaves them Completed (which of them were In Progress is not kept).
 */
// Migrations work on any schema, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update students
    set completion_status = 'Completed',
      completed_on = (
        select certificates.period_to from certificates
        where certificates.student_id = students.id
        order by certificates.id
        limit 1
      )
    where completion_status = 'In Progress'
      and exists (select 1 from certificates where certificates.student_id = students.id)
  `.execute(db);
}

export async function down(): Promise<void> {}
