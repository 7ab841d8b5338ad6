import { sql, type Kysely } from 'kysely';

/**
 * Which exam counts for a course's certificate (issue 37, decision 0057), and the result a
 * certificate request previewed.
 * - courses.certificate_exam: 'offline' (the offline final examination: an exam session's marks),
 *   'online' (an online exam), 'any' (any exam, the rule before this migration),
 *   'offline-exam' or 'online-exam' (one exam session or online exam, certificate_exam_id).
 *   Existing courses: 'offline' when the course has any offline examination (an exam session or an
 *   offline result; every course has subjects, so they say nothing), else 'online' when it has an online exam or result, else 'offline'
 *   (the column's default, for new courses too).
 * - certificate_requests.result_id, grade, percentage_bp, exam_title: the counted result shown on
 *   the requisition and stored with the request; printing refuses if it has changed since.
 * Never edit once landed.
 */
// Migrations work on any schema, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('courses')
    .addColumn('certificate_exam', 'varchar(20)', (col) => col.notNull().defaultTo('offline'))
    .execute();
  await db.schema.alterTable('courses').addColumn('certificate_exam_id', 'integer').execute();
  for (const column of ['result_id', 'percentage_bp'] as const) {
    await db.schema.alterTable('certificate_requests').addColumn(column, 'integer').execute();
  }
  await db.schema.alterTable('certificate_requests').addColumn('grade', 'varchar(10)').execute();
  await db.schema.alterTable('certificate_requests').addColumn('exam_title', 'text').execute();

  // Existing courses with no offline examination but online ones keep their students eligible.
  const offlineResults = db
    .selectFrom('exam_results')
    .innerJoin('students', 'students.id', 'exam_results.student_id')
    .select('exam_results.id')
    .where('exam_results.source', '=', 'offline')
    .whereRef('students.course', '=', sql.ref('courses.code'));
  const onlineResults = db
    .selectFrom('exam_results')
    .innerJoin('students', 'students.id', 'exam_results.student_id')
    .select('exam_results.id')
    .where('exam_results.source', '=', 'online')
    .whereRef('students.course', '=', sql.ref('courses.code'));
  await db
    .updateTable('courses')
    .set({ certificate_exam: 'online' })
    .where((eb) =>
      eb.and([
        eb.not(
          eb.exists(
            eb
              .selectFrom('exam_sessions')
              .select('exam_sessions.id')
              .whereRef('exam_sessions.course_code', '=', sql.ref('courses.code')),
          ),
        ),
        eb.not(eb.exists(offlineResults)),
        eb.or([
          eb.exists(onlineResults),
          eb.exists(
            eb
              .selectFrom('online_exams')
              .select('online_exams.id')
              .whereRef('online_exams.course_code', '=', sql.ref('courses.code')),
          ),
        ]),
      ]),
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['exam_title', 'grade', 'percentage_bp', 'result_id']) {
    await db.schema.alterTable('certificate_requests').dropColumn(column).execute();
  }
  await db.schema.alterTable('courses').dropColumn('certificate_exam_id').execute();
  await db.schema.alterTable('courses').dropColumn('certificate_exam').execute();
}
