import type { Insertable, Kysely } from 'kysely';
import type {
  DB,
  OnlineExamAttemptsTable,
  OnlineExamCandidatesTable,
  OnlineExamQuestionsTable,
  OnlineExamsTable,
} from '../../db/schema';
import type { Db, ExamRow } from './online-exams.rows';

/** The writes of scheduling and attempts (their reads are in online-exams.repository.ts). */
export function examAttemptQueries(db: Kysely<DB>) {
  return {
    examById: (trx: Db, id: number) =>
      trx
        .selectFrom('online_exams')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow() as Promise<ExamRow>,

    insertExam: async (trx: Db, values: Insertable<OnlineExamsTable>) =>
      (
        await trx
          .insertInto('online_exams')
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    insertExamQuestions: async (trx: Db, rows: Insertable<OnlineExamQuestionsTable>[]) => {
      await trx.insertInto('online_exam_questions').values(rows).execute();
    },

    insertCandidates: async (trx: Db, rows: Insertable<OnlineExamCandidatesTable>[]) => {
      await trx.insertInto('online_exam_candidates').values(rows).execute();
    },

    /** Whether anybody has started (or opened the link of) an exam. */
    hasAttempts: async (trx: Db, examId: number) =>
      !!(await trx
        .selectFrom('online_exam_attempts')
        .select('id')
        .where('exam_id', '=', examId)
        .executeTakeFirst()),

    cancelExam: async (trx: Db, examId: number, now: string) => {
      await trx
        .updateTable('online_exams')
        .set({ cancelled_at: now, updated_at: now })
        .where('id', '=', examId)
        .execute();
    },

    /** A new attempt; none when the student has one already (two tabs: the first one wins). */
    insertAttemptIfNone: (trx: Db, values: Insertable<OnlineExamAttemptsTable>) =>
      trx
        .insertInto('online_exam_attempts')
        .values(values)
        .onConflict((oc) => oc.columns(['exam_id', 'student_id']).doNothing())
        .returning('id')
        .executeTakeFirst(),

    /** Marks an attempt submitted, unless somebody else just did: answers whether it did. */
    submitAttempt: async (
      trx: Db,
      attemptId: number,
      values: Pick<OnlineExamAttemptsTable, 'submitted_at' | 'submitted_by' | 'obtained_marks'>,
    ) => {
      const updated = await trx
        .updateTable('online_exam_attempts')
        .set(values)
        .where('id', '=', attemptId)
        .where('submitted_at', 'is', null)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    saveAnswer: async (
      attemptId: number,
      questionId: number,
      selected: string,
      savedAt: string,
    ) => {
      await db
        .insertInto('online_exam_answers')
        .values({ attempt_id: attemptId, question_id: questionId, selected, saved_at: savedAt })
        .onConflict((oc) =>
          oc.columns(['attempt_id', 'question_id']).doUpdateSet({ selected, saved_at: savedAt }),
        )
        .execute();
    },
  };
}
