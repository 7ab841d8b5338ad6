import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, ExamQuestionsTable } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';
import type { AttemptRow, Db, ExamRow } from './online-exams.rows';
import { examAttemptQueries } from './exam-attempts.repository';
import { questionBankQueries } from './question-bank.repository';

export type QuestionRow = Selectable<ExamQuestionsTable>;
export type { AttemptRow, Db, ExamRow };

/** Every query of online examination. */
export function createOnlineExamsRepository(db: Kysely<DB>) {
  return {
    db,
    ...questionBankQueries(db),
    ...examAttemptQueries(db),
    transaction: <T>(work: (trx: Transaction<DB>) => Promise<T>) => runTransaction(db, work),

    course: (code: string) =>
      db.selectFrom('courses').select(['code', 'name']).where('code', '=', code).executeTakeFirst(),
    courseOption: (courseCode: string, code: string) =>
      db
        .selectFrom('course_options')
        .select('code')
        .where('course_code', '=', courseCode)
        .where('code', '=', code)
        .executeTakeFirst(),
    centre: (id: number) =>
      db.selectFrom('centres').select(['id', 'name']).where('id', '=', id).executeTakeFirst(),

    // ---- Question bank ----
    listQuestions: (courseCode: string) =>
      db
        .selectFrom('exam_questions as q')
        .selectAll('q')
        .select((eb) =>
          eb
            .selectFrom('online_exam_questions as oq')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('oq.question_id', '=', 'q.id')
            .as('used_in_exams'),
        )
        .where('q.course_code', '=', courseCode)
        .where('q.archived_at', 'is', null)
        .orderBy('q.id')
        .execute(),
    findQuestion: (id: number) =>
      db
        .selectFrom('exam_questions')
        .selectAll()
        .where('id', '=', id)
        .where('archived_at', 'is', null)
        .executeTakeFirst(),
    questionUses: async (trx: Db, id: number) =>
      Number(
        (
          await trx
            .selectFrom('online_exam_questions')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('question_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    activeQuestions: (trx: Db, courseCode: string) =>
      trx
        .selectFrom('exam_questions')
        .selectAll()
        .where('course_code', '=', courseCode)
        .where('archived_at', 'is', null)
        .orderBy('id')
        .execute(),

    // ---- Exams ----
    /** Exams with their counts; scoped to one centre when given. */
    listExams: (centreId: number | null, examId?: number) => {
      let query = db
        .selectFrom('online_exams as e')
        .innerJoin('centres as c', 'c.id', 'e.centre_id')
        .innerJoin('courses as co', 'co.code', 'e.course_code')
        .selectAll('e')
        .select(['c.name as centre_name', 'co.name as course_name'])
        .select((eb) => [
          eb
            .selectFrom('online_exam_candidates as k')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('k.exam_id', '=', 'e.id')
            .as('candidate_count'),
          eb
            .selectFrom('online_exam_attempts as a')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('a.exam_id', '=', 'e.id')
            .as('appeared_count'),
        ])
        .orderBy('e.starts_at', 'desc')
        .orderBy('e.id', 'desc');
      if (centreId !== null) query = query.where('e.centre_id', '=', centreId);
      if (examId !== undefined) query = query.where('e.id', '=', examId);
      return query.execute();
    },
    findExam: (id: number) =>
      db.selectFrom('online_exams').selectAll().where('id', '=', id).executeTakeFirst(),
    examQuestionIds: (trx: Db, examId: number) =>
      trx
        .selectFrom('online_exam_questions')
        .select('question_id')
        .where('exam_id', '=', examId)
        .orderBy('position')
        .execute()
        .then((rows) => rows.map((row) => row.question_id)),

    /** Students of a centre and course (option, admission dates) that are not archived. */
    batch: (filter: {
      centreId: number;
      courseCode: string;
      courseOption?: string | null;
      admittedFrom?: string | null;
      admittedTo?: string | null;
      ids?: number[];
    }) => {
      let query = db
        .selectFrom('students')
        .select([
          'id',
          'registration_number',
          'firstname',
          'lastname',
          'course_option',
          'admission_date',
        ])
        .where('centre_id', '=', filter.centreId)
        .where('course', '=', filter.courseCode)
        .where('archived_at', 'is', null);
      if (filter.courseOption) query = query.where('course_option', '=', filter.courseOption);
      if (filter.admittedFrom) query = query.where('admission_date', '>=', filter.admittedFrom);
      if (filter.admittedTo) query = query.where('admission_date', '<=', filter.admittedTo);
      if (filter.ids) query = query.where('id', 'in', filter.ids.length ? filter.ids : [-1]);
      return query.orderBy('registration_number').limit(5000).execute();
    },

    /** Candidates with their attempt and result, for Appeared Students. */
    appeared: (examId: number) =>
      db
        .selectFrom('online_exam_candidates as k')
        .innerJoin('students as s', 's.id', 'k.student_id')
        .leftJoin('online_exam_attempts as a', (join) =>
          join.onRef('a.exam_id', '=', 'k.exam_id').onRef('a.student_id', '=', 'k.student_id'),
        )
        .leftJoin('exam_results as r', (join) =>
          join
            .onRef('r.student_id', '=', 'k.student_id')
            .onRef('r.source_id', '=', 'k.exam_id')
            .on('r.source', '=', 'online'),
        )
        .select([
          's.id as student_id',
          's.registration_number',
          's.firstname',
          's.lastname',
          'a.started_at',
          'a.submitted_at',
          'a.submitted_by',
          'a.obtained_marks',
          'a.maximum_marks',
          'r.percentage_bp',
          'r.grade',
        ])
        .where('k.exam_id', '=', examId)
        // An archived student is out of every exam list until restored (decision 0058).
        .where('s.archived_at', 'is', null)
        .orderBy(sql`case when a.id is null then 1 else 0 end`)
        .orderBy('s.registration_number')
        .execute(),

    // ---- The student's side ----
    studentByRegistration: (registrationNumber: string) =>
      db
        .selectFrom('students')
        .select(['id', 'centre_id', 'user_id', 'registration_number', 'archived_at'])
        .where('registration_number', '=', registrationNumber.toUpperCase())
        .executeTakeFirst(),
    studentExams: (studentId: number) =>
      db
        .selectFrom('online_exam_candidates as k')
        .innerJoin('online_exams as e', 'e.id', 'k.exam_id')
        .leftJoin('online_exam_attempts as a', (join) =>
          join.onRef('a.exam_id', '=', 'e.id').on('a.student_id', '=', studentId),
        )
        .leftJoin('exam_results as r', (join) =>
          join
            .onRef('r.source_id', '=', 'e.id')
            .on('r.source', '=', 'online')
            .on('r.student_id', '=', studentId),
        )
        .selectAll('e')
        .select([
          'a.started_at',
          'a.deadline_at',
          'a.submitted_at',
          'r.obtained_marks as r_obtained',
          'r.maximum_marks as r_maximum',
          'r.percentage_bp as r_percentage',
          'r.grade as r_grade',
          'r.passed as r_passed',
        ])
        .where('k.student_id', '=', studentId)
        .where('e.cancelled_at', 'is', null)
        .orderBy('e.starts_at', 'desc')
        .execute(),
    isCandidate: async (examId: number, studentId: number) =>
      !!(await db
        .selectFrom('online_exam_candidates')
        .select('exam_id')
        .where('exam_id', '=', examId)
        .where('student_id', '=', studentId)
        .executeTakeFirst()),
    findAttempt: (trx: Db, examId: number, studentId: number) =>
      trx
        .selectFrom('online_exam_attempts')
        .selectAll()
        .where('exam_id', '=', examId)
        .where('student_id', '=', studentId)
        .executeTakeFirst(),
    answers: (trx: Db, attemptId: number) =>
      trx
        .selectFrom('online_exam_answers')
        .select(['question_id', 'selected'])
        .where('attempt_id', '=', attemptId)
        .execute(),
    result: (examId: number, studentId: number) =>
      db
        .selectFrom('exam_results')
        .selectAll()
        .where('source', '=', 'online')
        .where('source_id', '=', examId)
        .where('student_id', '=', studentId)
        .executeTakeFirst(),
    /** Attempts still open whose deadline has passed. */
    overdueAttempts: (now: string) =>
      db
        .selectFrom('online_exam_attempts')
        .select(['id', 'exam_id', 'student_id'])
        .where('submitted_at', 'is', null)
        .where('deadline_at', '<=', now)
        .where('maximum_marks', '>', 0)
        .limit(500)
        .execute(),
  };
}

export type OnlineExamsRepository = ReturnType<typeof createOnlineExamsRepository>;
