import type { Kysely } from 'kysely';

/**
 * Attendance percentages read from indexes alone (issue 35 point 7, decision 0089): a student's
 * counts by status (`where student_id = ? group by status`) and a batch's per student
 * (`where batch_id = ? group by student_id, status`) are index-only scans of these, instead of a
 * heap page per mark (300 for a student, about 400 for a batch of 30 over 300 days, measured
 * with `npm run bench:attendance`).
 */
// Migrations work on any schema, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('attendance_marks_student_status_idx')
    .on('attendance_marks')
    .columns(['student_id', 'status'])
    .execute();
  await db.schema
    .createIndex('attendance_marks_batch_student_status_idx')
    .on('attendance_marks')
    .columns(['batch_id', 'student_id', 'status'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('attendance_marks_batch_student_status_idx').execute();
  await db.schema.dropIndex('attendance_marks_student_status_idx').execute();
}
