import type { Kysely, Transaction } from 'kysely';
import { isPostgres } from '../../db/migration-helpers';
import type { DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';

/** The batch columns every answer is made from, with the centre's, course's and teacher's names. */
function batchRows(executor: Kysely<DB>) {
  return executor
    .selectFrom('batches')
    .innerJoin('centres', 'centres.id', 'batches.centre_id')
    .innerJoin('courses', 'courses.code', 'batches.course')
    .leftJoin('users as teacher', 'teacher.id', 'batches.teacher_user_id')
    .selectAll('batches')
    .select([
      'centres.name as centre_name',
      'courses.name as course_name',
      'teacher.name as teacher_name',
      (eb) =>
        eb
          .selectFrom('batch_enrolments')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('batch_enrolments.batch_id', '=', 'batches.id')
          .where('batch_enrolments.left_at', 'is', null)
          .as('enrolled'),
    ]);
}

export type BatchRow = Awaited<ReturnType<ReturnType<typeof batchRows>['executeTakeFirstOrThrow']>>;

export function createBatchesRepository(db: Kysely<DB>) {
  const postgres = isPostgres(db as unknown as Kysely<unknown>);
  return {
    transaction: <T>(work: (trx: Transaction<DB>) => Promise<T>) => runTransaction(db, work),

    list: (centreId: number | null, executor: Kysely<DB> = db) => {
      let query = batchRows(executor).orderBy('batches.start_time').orderBy('batches.name');
      if (centreId !== null) query = query.where('batches.centre_id', '=', centreId);
      return query.execute();
    },

    /** The batches assigned to a teacher (decision 0069). */
    listOfTeacher: (teacherUserId: number) =>
      batchRows(db)
        .where('batches.teacher_user_id', '=', teacherUserId)
        .orderBy('batches.start_time')
        .orderBy('batches.name')
        .execute(),

    find: (id: number, executor: Kysely<DB> = db) =>
      batchRows(executor).where('batches.id', '=', id).executeTakeFirst(),

    /**
     * Locks the centre's row until the transaction ends, so that the batches of one centre are
     * created and changed one at a time (PostgreSQL; SQLite writes one transaction at a time).
     */
    lockCentre: async (centreId: number, trx: Kysely<DB>) => {
      const query = trx.selectFrom('centres').select(['id']).where('id', '=', centreId);
      return postgres ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
    },

    /** Locks the batch's row until the transaction ends (its places are counted under it). */
    lockBatch: async (id: number, trx: Kysely<DB>) => {
      const query = trx.selectFrom('batches').selectAll().where('id', '=', id);
      return postgres ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
    },

    /** The centre's batches whose dates meet [startDate, endDate]. */
    batchesMeeting: (centreId: number, startDate: string, endDate: string, trx: Kysely<DB>) =>
      trx
        .selectFrom('batches')
        .selectAll()
        .where('centre_id', '=', centreId)
        .where('start_date', '<=', endDate)
        .where('end_date', '>=', startDate)
        .orderBy('id')
        .execute(),

    courseExists: (code: string) =>
      db.selectFrom('courses').select('code').where('code', '=', code).executeTakeFirst(),

    optionOf: (course: string, option: string) =>
      db
        .selectFrom('course_options')
        .select('code')
        .where('course_code', '=', course)
        .where('code', '=', option)
        .executeTakeFirst(),

    centreName: async (id: number) =>
      (await db.selectFrom('centres').select('name').where('id', '=', id).executeTakeFirst())?.name,

    centreExists: (id: number) =>
      db.selectFrom('centres').select('id').where('id', '=', id).executeTakeFirst(),

    /** An active staff or teacher account of the centre: who may teach its batches (0069). */
    teacherOf: (userId: number, centreId: number) =>
      db
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .where('centre_id', '=', centreId)
        .where('role', 'in', ['centre_staff', 'teacher'])
        .where('status', '=', 'active')
        .executeTakeFirst(),

    insertBatch: (values: Omit<DB['batches'], 'id'> & { id?: never }, trx: Kysely<DB>) =>
      trx.insertInto('batches').values(values).returning('id').executeTakeFirstOrThrow(),

    updateBatch: (
      id: number,
      values: Partial<Omit<DB['batches'], 'id'>> & { id?: never },
      trx: Kysely<DB>,
    ) => trx.updateTable('batches').set(values).where('id', '=', id).execute(),

    countOpen: async (batchId: number, trx: Kysely<DB>) => {
      const row = await trx
        .selectFrom('batch_enrolments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('batch_id', '=', batchId)
        .where('left_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    studentsByNumber: (registrationNumbers: string[], executor: Kysely<DB> = db) =>
      executor
        .selectFrom('students')
        .leftJoin('batch_enrolments', (join) =>
          join
            .onRef('batch_enrolments.student_id', '=', 'students.id')
            .on('batch_enrolments.left_at', 'is', null),
        )
        .select([
          'students.id',
          'students.registration_number',
          'students.centre_id',
          'students.course',
          'students.course_option',
          'students.archived_at',
          'batch_enrolments.batch_id as open_batch_id',
        ])
        .where('students.registration_number', 'in', registrationNumbers)
        .execute(),

    insertEnrolment: (
      values: { batch_id: number; student_id: number; enrolled_at: string; enrolled_by: number },
      trx: Kysely<DB>,
    ) => trx.insertInto('batch_enrolments').values(values).execute(),

    /** Closes the student's open enrolment in the batch; answers how many rows it closed. */
    closeEnrolment: async (
      batchId: number,
      studentId: number,
      at: string,
      by: number,
      trx: Kysely<DB>,
    ) => {
      const result = await trx
        .updateTable('batch_enrolments')
        .set({ left_at: at, left_by: by })
        .where('batch_id', '=', batchId)
        .where('student_id', '=', studentId)
        .where('left_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    enrolmentsOfBatch: (batchId: number) =>
      db
        .selectFrom('batch_enrolments')
        .innerJoin('students', 'students.id', 'batch_enrolments.student_id')
        .select([
          'students.registration_number',
          'students.firstname',
          'students.lastname',
          'students.photo_file_id',
          'batch_enrolments.enrolled_at',
          'batch_enrolments.left_at',
        ])
        .where('batch_enrolments.batch_id', '=', batchId)
        .orderBy('students.firstname')
        .orderBy('students.lastname')
        .orderBy('batch_enrolments.id', 'desc')
        .execute(),

    enrolmentsOfStudent: (studentId: number) =>
      db
        .selectFrom('batch_enrolments')
        .innerJoin('batches', 'batches.id', 'batch_enrolments.batch_id')
        .select([
          'batches.id as batch_id',
          'batches.name as batch_name',
          'batch_enrolments.enrolled_at',
          'batch_enrolments.left_at',
        ])
        .where('batch_enrolments.student_id', '=', studentId)
        .orderBy('batch_enrolments.id', 'desc')
        .execute(),
  };
}

export type BatchesRepository = ReturnType<typeof createBatchesRepository>;
