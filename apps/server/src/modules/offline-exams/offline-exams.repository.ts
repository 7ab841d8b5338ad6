import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';
import { createFilesRepository } from '../files/files.repository';

/**
 * The `settings` key of the four-eyes rule, the certificate approval's (certificates'
 * certificate-approval.repository.ts; read here, not imported: modules do not import each other's
 * repositories). Missing or unreadable counts as on, as there.
 */
const FOUR_EYES_KEY = 'certificate_four_eyes';

const SESSION_COLUMNS = [
  'exam_sessions.id',
  'exam_sessions.centre_id',
  'exam_sessions.course_code',
  'exam_sessions.title',
  'exam_sessions.exam_date',
  'exam_sessions.exam_time',
  'exam_sessions.venue',
  'centres.name as centre_name',
  'centres.address as centre_address',
  'courses.name as course_name',
  'exam_sessions.results_status',
  'exam_sessions.results_submitted_by',
  'exam_sessions.results_submitted_at',
  'exam_sessions.results_published_by',
  'exam_sessions.results_published_at',
  'exam_sessions.results_issue_date',
  'submitter.name as results_submitted_by_name',
  'publisher.name as results_published_by_name',
] as const;

export interface SessionValues {
  title: string;
  exam_date: string;
  exam_time: string | null;
  venue: string | null;
}

/** The only place with the offline examinations' queries. */
export function createOfflineExamsRepository(db: Kysely<DB>) {
  const sessionQuery = (trx: Kysely<DB>) =>
    trx
      .selectFrom('exam_sessions')
      .innerJoin('centres', 'centres.id', 'exam_sessions.centre_id')
      .innerJoin('courses', 'courses.code', 'exam_sessions.course_code')
      .leftJoin('users as submitter', 'submitter.id', 'exam_sessions.results_submitted_by')
      .leftJoin('users as publisher', 'publisher.id', 'exam_sessions.results_published_by')
      .select(SESSION_COLUMNS)
      .select((eb) =>
        eb
          .selectFrom('offline_marks')
          .select((inner) => inner.fn.count<number | string>('student_id').distinct().as('n'))
          .whereRef('offline_marks.session_id', '=', 'exam_sessions.id')
          .as('marked_students'),
      );

  return {
    db,
    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),

    listCourses: () =>
      db.selectFrom('courses').select(['code', 'name']).orderBy('position').execute(),
    findCourse: (code: string) =>
      db.selectFrom('courses').select(['code', 'name']).where('code', '=', code).executeTakeFirst(),
    findCentre: (id: number) =>
      db.selectFrom('centres').select(['id', 'status']).where('id', '=', id).executeTakeFirst(),

    listSubjects: (courseCode?: string, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('course_subjects')
        .select(['id', 'course_code', 'name', 'max_marks', 'position'])
        .$if(courseCode !== undefined, (qb) => qb.where('course_code', '=', courseCode!))
        .orderBy('course_code')
        .orderBy('position')
        .execute(),

    async replaceSubjects(
      trx: Kysely<DB>,
      courseCode: string,
      subjects: { name: string; maxMarks: number }[],
      userId: number | null,
      now: string,
    ) {
      await trx.deleteFrom('course_subjects').where('course_code', '=', courseCode).execute();
      await trx
        .insertInto('course_subjects')
        .values(
          subjects.map((subject, position) => ({
            course_code: courseCode,
            name: subject.name,
            max_marks: subject.maxMarks,
            position,
            updated_at: now,
            updated_by: userId,
          })),
        )
        .execute();
    },

    listSessions: (filter: { centreId?: number; courseCode?: string }) =>
      sessionQuery(db)
        .$if(filter.centreId !== undefined, (qb) =>
          qb.where('exam_sessions.centre_id', '=', filter.centreId!),
        )
        .$if(filter.courseCode !== undefined, (qb) =>
          qb.where('exam_sessions.course_code', '=', filter.courseCode!),
        )
        .orderBy('exam_sessions.exam_date', 'desc')
        .orderBy('exam_sessions.id', 'desc')
        .limit(500)
        .execute(),

    /**
     * A teacher's reach (decision 0069): the centres and courses of the batches assigned to them,
     * and the students enrolled in those batches now.
     */
    teacherBatches: (teacherUserId: number) =>
      db
        .selectFrom('batches')
        .select(['centre_id', 'course'])
        .where('teacher_user_id', '=', teacherUserId)
        .distinct()
        .execute(),

    async teacherStudentIds(teacherUserId: number, trx: Kysely<DB> = db): Promise<Set<number>> {
      const rows = await trx
        .selectFrom('batch_enrolments')
        .innerJoin('batches', 'batches.id', 'batch_enrolments.batch_id')
        .select('batch_enrolments.student_id')
        .where('batches.teacher_user_id', '=', teacherUserId)
        .where('batch_enrolments.left_at', 'is', null)
        .execute();
      return new Set(rows.map((row) => row.student_id));
    },

    findSession: (id: number, trx: Kysely<DB> = db) =>
      sessionQuery(trx).where('exam_sessions.id', '=', id).executeTakeFirst(),

    sessionSubjects: (sessionIds: number[], trx: Kysely<DB> = db) =>
      sessionIds.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('exam_session_subjects')
            .select(['id', 'session_id', 'name', 'max_marks', 'position'])
            .where('session_id', 'in', sessionIds)
            .orderBy('session_id')
            .orderBy('position')
            .execute(),

    async insertSession(
      trx: Kysely<DB>,
      values: SessionValues & { centre_id: number; course_code: string },
      subjects: { name: string; max_marks: number; position: number }[],
      userId: number | null,
      now: string,
    ): Promise<number> {
      const { id } = await trx
        .insertInto('exam_sessions')
        .values({ ...values, created_at: now, created_by: userId, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('exam_session_subjects')
        .values(subjects.map((subject) => ({ ...subject, session_id: id })))
        .execute();
      return id;
    },

    updateSession: (trx: Kysely<DB>, id: number, values: SessionValues, now: string) =>
      trx
        .updateTable('exam_sessions')
        .set({ ...values, updated_at: now })
        .where('id', '=', id)
        .execute(),

    async deleteSession(trx: Kysely<DB>, id: number) {
      await trx.deleteFrom('exam_session_subjects').where('session_id', '=', id).execute();
      await trx.deleteFrom('exam_sessions').where('id', '=', id).execute();
    },

    /** The students a session examines: its centre's students of its course, and anyone who
     * already has marks in it (moved to another course, say); never an archived student, who is
     * frozen and out of every roster until restored (decision 0058). */
    sessionStudents: (
      session: { id: number; centre_id: number; course_code: string },
      trx: Kysely<DB> = db,
    ) =>
      trx
        .selectFrom('students')
        .select([
          'id',
          'registration_number',
          'firstname',
          'lastname',
          'fathername',
          'dob',
          'centre_id',
          'course_option',
          'photo_file_id',
          'signature_file_id',
          'admission_date',
        ])
        .where('archived_at', 'is', null)
        // The option's label, for the admit card (the student's course option, beside the course).
        .select((eb) =>
          eb
            .selectFrom('course_options')
            .select('course_options.label')
            .whereRef('course_options.code', '=', 'students.course_option')
            .as('course_option_label'),
        )
        .where((eb) =>
          eb.or([
            eb.and([
              eb('centre_id', '=', session.centre_id),
              eb('course', '=', session.course_code),
            ]),
            eb(
              'id',
              'in',
              eb
                .selectFrom('offline_marks')
                .select('student_id')
                .where('session_id', '=', session.id),
            ),
          ]),
        )
        .orderBy('firstname')
        .orderBy('lastname')
        .orderBy('registration_number')
        .execute(),

    /**
     * Everyone who entered or changed marks of a session (the four-eyes rule): the marks' last
     * editors and every save of the marks in the audit trail (a save replaces earlier marks).
     */
    markEditors: async (sessionId: number, trx: Kysely<DB> = db) => {
      const marks = await trx
        .selectFrom('offline_marks')
        .select('updated_by')
        .distinct()
        .where('session_id', '=', sessionId)
        .execute();
      const saves = await trx
        .selectFrom('audit_log')
        .select('user_id')
        .distinct()
        .where('entity', '=', 'exam_session')
        .where('entity_id', '=', String(sessionId))
        .where('action', '=', 'save_marks')
        .execute();
      return [...marks.map((row) => row.updated_by), ...saves.map((row) => row.user_id)];
    },

    /**
     * Moves a session's results from one status to the next: a conditional update, so that of
     * two requests at the same moment only one moves it (answers whether this one did).
     */
    async moveResults(
      trx: Kysely<DB>,
      id: number,
      from: ('draft' | 'submitted' | 'published')[],
      values: {
        results_status: 'draft' | 'submitted' | 'published';
        results_submitted_by?: number | null;
        results_submitted_at?: string | null;
        results_published_by?: number | null;
        results_published_at?: string | null;
        results_issue_date?: string | null;
      },
    ): Promise<boolean> {
      const result = await trx
        .updateTable('exam_sessions')
        .set(values)
        .where('id', '=', id)
        .where('results_status', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The four-eyes setting (decision 0056: the certificate approval's, one rule for both). */
    async fourEyes(trx: Kysely<DB> = db): Promise<boolean> {
      const row = await trx
        .selectFrom('settings')
        .select('value')
        .where('key', '=', FOUR_EYES_KEY)
        .executeTakeFirst();
      if (!row) return true;
      try {
        return (JSON.parse(row.value) as { enabled?: unknown }).enabled !== false;
      } catch {
        return true;
      }
    },

    sessionMarks: (sessionId: number, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('offline_marks')
        .select(['student_id', 'subject_id', 'marks', 'absent'])
        .where('session_id', '=', sessionId)
        .execute(),

    deleteStudentMarks: (trx: Kysely<DB>, sessionId: number, studentIds: number[]) =>
      trx
        .deleteFrom('offline_marks')
        .where('session_id', '=', sessionId)
        .where('student_id', 'in', studentIds)
        .execute(),

    insertMarks: (
      trx: Kysely<DB>,
      rows: {
        session_id: number;
        student_id: number;
        subject_id: number;
        marks: number | null;
        absent: number;
        updated_at: string;
        updated_by: number | null;
      }[],
    ) => trx.insertInto('offline_marks').values(rows).execute(),

    findStudent: (registrationNumber: string) =>
      db
        .selectFrom('students')
        .leftJoin('course_options', 'course_options.code', 'students.course_option')
        .select([
          'students.id',
          'students.registration_number',
          'students.firstname',
          'students.lastname',
          'students.fathername',
          'students.dob',
          'students.centre_id',
          'students.user_id',
          'students.course',
          'students.photo_file_id',
          'students.signature_file_id',
          'students.archived_at',
          'course_options.label as course_option_label',
        ])
        .where('students.registration_number', '=', registrationNumber.toUpperCase())
        .executeTakeFirst(),

    /** The sessions a student has marks in whose results are published. */
    studentSessionIds: (studentId: number) =>
      db
        .selectFrom('offline_marks')
        .innerJoin('exam_sessions', 'exam_sessions.id', 'offline_marks.session_id')
        .select('offline_marks.session_id')
        .distinct()
        .where('offline_marks.student_id', '=', studentId)
        .where('exam_sessions.results_status', '=', 'published')
        .execute(),

    /** The results recorded for a session (grading/results writes them; certificates print them). */
    sessionResults: (sessionIds: number[], studentId?: number) =>
      sessionIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('exam_results')
            .select([
              'source_id',
              'student_id',
              'obtained_marks',
              'maximum_marks',
              'percentage_bp',
              'grade',
              'passed',
            ])
            .where('source', '=', 'offline')
            .where('source_id', 'in', sessionIds)
            .$if(studentId !== undefined, (qb) => qb.where('student_id', '=', studentId!))
            .execute(),

    /** Stored files' rows (the files module's repository). */
    findFile: createFilesRepository(db).find,
  };
}

export type OfflineExamsRepository = ReturnType<typeof createOfflineExamsRepository>;
export type SessionRow = NonNullable<Awaited<ReturnType<OfflineExamsRepository['findSession']>>>;
export type SessionStudentRow = Awaited<
  ReturnType<OfflineExamsRepository['sessionStudents']>
>[number];
