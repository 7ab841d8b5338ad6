import type { Kysely } from 'kysely';
import type { CertificateExamKind, DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';
import { saveCourseCertificateExam } from '../reference/course-writes';

/** What the setting of a course's counted exam reads and writes (decision 0057). */
export function createCertificateExamRepository(db: Kysely<DB>) {
  return {
    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),

    findCourse: (code: string, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('courses')
        .select(['code', 'name', 'certificate_exam', 'certificate_exam_id'])
        .where('code', '=', code)
        .executeTakeFirst(),

    /** The course's exam sessions, newest first (every centre's). */
    offlineExams: (code: string, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('exam_sessions')
        .innerJoin('centres', 'centres.id', 'exam_sessions.centre_id')
        .select([
          'exam_sessions.id',
          'exam_sessions.title',
          'exam_sessions.exam_date as date',
          'centres.name as centre_name',
        ])
        .where('exam_sessions.course_code', '=', code)
        .orderBy('exam_sessions.exam_date', 'desc')
        .orderBy('exam_sessions.id', 'desc')
        .limit(200)
        .execute(),

    /** The course's online exams (not cancelled), newest first (every centre's). */
    onlineExams: (code: string, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('online_exams')
        .innerJoin('centres', 'centres.id', 'online_exams.centre_id')
        .select([
          'online_exams.id',
          'online_exams.title',
          'online_exams.starts_at as date',
          'centres.name as centre_name',
        ])
        .where('online_exams.course_code', '=', code)
        .where('online_exams.cancelled_at', 'is', null)
        .orderBy('online_exams.starts_at', 'desc')
        .orderBy('online_exams.id', 'desc')
        .limit(200)
        .execute(),

    /** One exam of the course, to check a chosen exam belongs to it. */
    async examOfCourse(
      source: 'online' | 'offline',
      id: number,
      code: string,
      trx: Kysely<DB> = db,
    ): Promise<boolean> {
      const row =
        source === 'offline'
          ? await trx
              .selectFrom('exam_sessions')
              .select('id')
              .where('id', '=', id)
              .where('course_code', '=', code)
              .executeTakeFirst()
          : await trx
              .selectFrom('online_exams')
              .select('id')
              .where('id', '=', id)
              .where('course_code', '=', code)
              .executeTakeFirst();
      return row !== undefined;
    },

    saveRule: (
      code: string,
      rule: { kind: CertificateExamKind; examId: number | null },
      trx: Kysely<DB>,
    ) =>
      saveCourseCertificateExam(trx, code, {
        certificate_exam: rule.kind,
        certificate_exam_id: rule.examId,
      }),
  };
}

export type CertificateExamRepository = ReturnType<typeof createCertificateExamRepository>;
