import type { Kysely } from 'kysely';

/**
 * Results checked before students see them (issue 37, decision 0056). Marks entered for an
 * offline exam session are a draft until someone publishes the session's results:
 * - `exam_sessions.results_status`: 'draft', 'submitted' (submitted for publishing, the first
 *   person of the four-eyes rule) or 'published'; who submitted and who published, when, and
 *   `results_issue_date`, the marksheet's date of issue (the publish day, never before the exam);
 * - `exam_results.published_at`: when the student could first see the result; null for a draft.
 *   Students, their messages and certificates read published results only.
 * Existing data: every result was visible the moment it was saved, so every result is marked
 * published (at its recording time), and every session with marks is published; its issue date
 * is the day of its last marks saved, or the exam date when that came before the exam (the
 * institute's default time zone, India: a migration does not read the configured one). Never
 * edit once landed.
 */

// Migrations work on any schema, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const indiaDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('exam_sessions')
    .addColumn('results_status', 'varchar(20)', (col) => col.notNull().defaultTo('draft'))
    .execute();
  // Users' ids, without a foreign key: SQLite cannot drop a
  // column that has one, and down() drops them.
  for (const column of ['results_submitted_by', 'results_published_by']) {
    await db.schema.alterTable('exam_sessions').addColumn(column, 'integer').execute();
  }
  for (const column of ['results_submitted_at', 'results_published_at']) {
    await db.schema.alterTable('exam_sessions').addColumn(column, 'varchar(30)').execute();
  }
  await db.schema
    .alterTable('exam_sessions')
    .addColumn('results_issue_date', 'varchar(10)')
    .execute();
  await db.schema.alterTable('exam_results').addColumn('published_at', 'varchar(30)').execute();

  // What students could already see stays visible.
  await db
    .updateTable('exam_results')
    .set((eb) => ({ published_at: eb.ref('recorded_at') }))
    .execute();
  const marked = await db
    .selectFrom('exam_sessions')
    .innerJoin('offline_marks', 'offline_marks.session_id', 'exam_sessions.id')
    .select(['exam_sessions.id', 'exam_sessions.exam_date'])
    .select((eb) => eb.fn.max('offline_marks.updated_at').as('last_saved'))
    .groupBy(['exam_sessions.id', 'exam_sessions.exam_date'])
    .execute();
  for (const session of marked as { id: number; exam_date: string; last_saved: string }[]) {
    const saved = indiaDate(session.last_saved);
    await db
      .updateTable('exam_sessions')
      .set({
        results_status: 'published',
        results_published_at: session.last_saved,
        results_issue_date: saved < session.exam_date ? session.exam_date : saved,
      })
      .where('id', '=', session.id)
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('exam_results').dropColumn('published_at').execute();
  for (const column of [
    'results_issue_date',
    'results_published_at',
    'results_submitted_at',
    'results_published_by',
    'results_submitted_by',
    'results_status',
  ]) {
    await db.schema.alterTable('exam_sessions').dropColumn(column).execute();
  }
}
