import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, ExamQuestionsTable } from '../../db/schema';
import type { Db } from './online-exams.rows';

/** The question bank's writes (its reads are in online-exams.repository.ts). */
export function questionBankQueries(db: Kysely<DB>) {
  return {
    insertQuestion: (trx: Db, values: Insertable<ExamQuestionsTable>) =>
      trx.insertInto('exam_questions').values(values).returningAll().executeTakeFirstOrThrow(),

    insertQuestions: async (trx: Db, values: Insertable<ExamQuestionsTable>[]) => {
      await trx.insertInto('exam_questions').values(values).execute();
    },

    updateQuestion: (trx: Db, id: number, values: Updateable<ExamQuestionsTable>) =>
      trx
        .updateTable('exam_questions')
        .set(values)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),

    archiveQuestion: async (trx: Db, id: number, now: string) => {
      await trx
        .updateTable('exam_questions')
        .set({ archived_at: now })
        .where('id', '=', id)
        .execute();
    },

    deleteQuestion: async (trx: Db, id: number) => {
      await trx.deleteFrom('exam_questions').where('id', '=', id).execute();
    },

    /** The bank's questions with these ids (in no particular order). */
    questionsById: (ids: readonly number[], executor: Db = db) =>
      ids.length === 0
        ? Promise.resolve([])
        : executor.selectFrom('exam_questions').selectAll().where('id', 'in', ids).execute(),
  };
}
