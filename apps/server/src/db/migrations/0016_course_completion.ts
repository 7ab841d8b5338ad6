import { sql, type Kysely } from 'kysely';

/**
 * The day staff set a student's completion status to Completed (`students.completed_on`), which
 * ends the period a certificate prints. Students already Completed get the day their record was
 * last changed (never before their admission): the best record of that day there is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').addColumn('completed_on', 'varchar(10)').execute();
  await sql`
    update students
    set completed_on = case
      when substr(updated_at, 1, 10) < admission_date then admission_date
      else substr(updated_at, 1, 10)
    end
    where completion_status = 'Completed'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').dropColumn('completed_on').execute();
}
