import type { AttendanceStatus } from '@institute/shared/attendance';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';
import { putSetting } from '../settings/settings';

/** The `settings` key of attendance's settings (editing window, absence alerts). */
export const ATTENDANCE_SETTINGS_KEY = 'attendance';

export interface StatusCounts {
  student_id: number;
  status: AttendanceStatus;
  n: number;
}

/** Attendance's tables (decision 0070): marks, saved days, holidays, minimums per course. */
export function createAttendanceRepository(db: Kysely<DB>) {
  return {
    transaction: <T>(work: (trx: Transaction<DB>) => Promise<T>) => runTransaction(db, work),

    settingsValue: async () =>
      (
        await db
          .selectFrom('settings')
          .select('value')
          .where('key', '=', ATTENDANCE_SETTINGS_KEY)
          .executeTakeFirst()
      )?.value ?? null,

    saveSettings: (value: string, userId: number, at: string, trx: Kysely<DB>) =>
      putSetting(trx, { key: ATTENDANCE_SETTINGS_KEY, value, at, userId }),

    /** Every enrolment of the batch (open or closed) with its student. */
    enrolmentsOfBatch: (batchId: number) =>
      db
        .selectFrom('batch_enrolments')
        .innerJoin('students', 'students.id', 'batch_enrolments.student_id')
        .select([
          'students.id as student_id',
          'students.registration_number',
          'students.firstname',
          'students.lastname',
          'batch_enrolments.enrolled_at',
          'batch_enrolments.left_at',
        ])
        .where('batch_enrolments.batch_id', '=', batchId)
        .orderBy('students.firstname')
        .orderBy('students.lastname')
        .orderBy('students.registration_number')
        .execute(),

    /** The holidays of a centre (and the network's) from one day to another. */
    holidaysOf: (centreId: number, from: string, to: string) =>
      db
        .selectFrom('holidays')
        .select(['day', 'name'])
        .where((eb) => eb.or([eb('centre_id', '=', centreId), eb('centre_id', 'is', null)]))
        .where('day', '>=', from)
        .where('day', '<=', to)
        .orderBy('day')
        .execute(),

    dayRow: (batchId: number, day: string) =>
      db
        .selectFrom('attendance_days')
        .leftJoin('users', 'users.id', 'attendance_days.saved_by')
        .selectAll('attendance_days')
        .select('users.name as saved_by_name')
        .where('batch_id', '=', batchId)
        .where('day', '=', day)
        .executeTakeFirst(),

    marksOfDay: (batchId: number, day: string, executor: Kysely<DB> = db) =>
      executor
        .selectFrom('attendance_marks')
        .select(['student_id', 'status'])
        .where('batch_id', '=', batchId)
        .where('day', '=', day)
        .execute(),

    /**
     * Records the day as saved. On PostgreSQL the row stays locked until the transaction ends, so
     * two saves of one batch's day run one after the other (SQLite writes one at a time).
     */
    touchDay: (batchId: number, day: string, at: string, userId: number, trx: Kysely<DB>) =>
      trx
        .insertInto('attendance_days')
        .values({ batch_id: batchId, day, saved_at: at, saved_by: userId })
        .onConflict((oc) =>
          oc.columns(['batch_id', 'day']).doUpdateSet({ saved_at: at, saved_by: userId }),
        )
        .execute(),

    unlockDay: (batchId: number, day: string, at: string, userId: number, trx: Kysely<DB>) =>
      trx
        .insertInto('attendance_days')
        .values({ batch_id: batchId, day, unlocked_at: at, unlocked_by: userId })
        .onConflict((oc) =>
          oc.columns(['batch_id', 'day']).doUpdateSet({ unlocked_at: at, unlocked_by: userId }),
        )
        .execute(),

    /** Inserts or replaces each student's mark of the day (one row per batch, student and day). */
    putMarks: async (
      batchId: number,
      day: string,
      marks: { student_id: number; status: AttendanceStatus }[],
      at: string,
      userId: number,
      trx: Kysely<DB>,
    ) => {
      for (let start = 0; start < marks.length; start += 200) {
        await trx
          .insertInto('attendance_marks')
          .values(
            marks.slice(start, start + 200).map((mark) => ({
              batch_id: batchId,
              student_id: mark.student_id,
              day,
              status: mark.status,
              updated_at: at,
              updated_by: userId,
            })),
          )
          .onConflict((oc) =>
            oc.columns(['batch_id', 'day', 'student_id']).doUpdateSet((eb) => ({
              status: eb.ref('excluded.status'),
              updated_at: eb.ref('excluded.updated_at'),
              updated_by: eb.ref('excluded.updated_by'),
            })),
          )
          .execute();
      }
    },

    /** How many marks of each status each student has in the batch. */
    countsOfBatch: (batchId: number) =>
      db
        .selectFrom('attendance_marks')
        .select(['student_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('batch_id', '=', batchId)
        .groupBy(['student_id', 'status'])
        .execute() as Promise<StatusCounts[]>,

    markedDaysOfBatch: async (batchId: number) =>
      Number(
        (
          await db
            .selectFrom('attendance_marks')
            .select((eb) => eb.fn.count<number>('day').distinct().as('n'))
            .where('batch_id', '=', batchId)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    countsOfStudent: (studentId: number) =>
      db
        .selectFrom('attendance_marks')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('student_id', '=', studentId)
        .groupBy('status')
        .execute(),

    marksBetween: (batchId: number, from: string, to: string) =>
      db
        .selectFrom('attendance_marks')
        .select(['student_id', 'day', 'status'])
        .where('batch_id', '=', batchId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .execute(),

    studentByNumber: (registrationNumber: string) =>
      db
        .selectFrom('students')
        .select(['id', 'centre_id', 'course', 'registration_number'])
        .where('registration_number', '=', registrationNumber)
        .executeTakeFirst(),

    /** Each student's marks by status, with the student's course and centre (by numbers). */
    countsOfStudents: (registrationNumbers: string[]) =>
      db
        .selectFrom('students')
        .innerJoin('attendance_rules', 'attendance_rules.course', 'students.course')
        .innerJoin('attendance_marks', 'attendance_marks.student_id', 'students.id')
        .select([
          'students.registration_number',
          'students.centre_id',
          'attendance_rules.minimum_percent',
          'attendance_marks.status',
          (eb) => eb.fn.countAll<number>().as('n'),
        ])
        .where('students.registration_number', 'in', registrationNumbers)
        .groupBy([
          'students.registration_number',
          'students.centre_id',
          'attendance_rules.minimum_percent',
          'attendance_marks.status',
        ])
        .execute(),

    // Absence alerts

    /** A student's marks in a batch, by day (for the run of absences around a day). */
    marksOfStudentInBatch: (batchId: number, studentId: number, trx: Kysely<DB>) =>
      trx
        .selectFrom('attendance_marks')
        .select(['day', 'status'])
        .where('batch_id', '=', batchId)
        .where('student_id', '=', studentId)
        .orderBy('day')
        .execute(),

    /** Whether an alert was already sent for a run of absences starting between two days. */
    alertWithin: (batchId: number, studentId: number, from: string, to: string, trx: Kysely<DB>) =>
      trx
        .selectFrom('absence_alerts')
        .select('id')
        .where('batch_id', '=', batchId)
        .where('student_id', '=', studentId)
        .where('first_day', '>=', from)
        .where('first_day', '<=', to)
        .executeTakeFirst(),

    /** Claims the alert of a run (by its first day); false when it was already claimed. */
    claimAlert: async (
      values: {
        batch_id: number;
        student_id: number;
        first_day: string;
        absences: number;
        created_at: string;
      },
      trx: Kysely<DB>,
    ) => {
      const claimed = await trx
        .insertInto('absence_alerts')
        .values(values)
        .onConflict((oc) => oc.columns(['batch_id', 'student_id', 'first_day']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return claimed !== undefined;
    },

    guardianOf: (studentId: number, trx: Kysely<DB>) =>
      trx
        .selectFrom('students')
        .select(['email', 'guardiancontact', 'contactno', 'user_id', 'firstname', 'archived_at'])
        .where('id', '=', studentId)
        .executeTakeFirst(),

    // Holidays

    listHolidays: (centreId: number | null, everyCentre: boolean) => {
      let query = db
        .selectFrom('holidays')
        .leftJoin('centres', 'centres.id', 'holidays.centre_id')
        .select([
          'holidays.id',
          'holidays.centre_id',
          'centres.name as centre_name',
          'holidays.day',
          'holidays.name',
        ])
        .orderBy('holidays.day')
        .orderBy('holidays.id');
      if (!everyCentre)
        query = query.where((eb) =>
          eb.or([eb('holidays.centre_id', 'is', null), eb('holidays.centre_id', '=', centreId)]),
        );
      return query.execute();
    },

    findHoliday: (id: number) =>
      db.selectFrom('holidays').selectAll().where('id', '=', id).executeTakeFirst(),

    insertHoliday: (
      values: {
        centre_id: number | null;
        day: string;
        name: string;
        created_at: string;
        created_by: number;
      },
      trx: Kysely<DB>,
    ) => trx.insertInto('holidays').values(values).returning('id').executeTakeFirstOrThrow(),

    deleteHoliday: (id: number, trx: Kysely<DB>) =>
      trx.deleteFrom('holidays').where('id', '=', id).execute(),

    centreExists: (id: number) =>
      db.selectFrom('centres').select('id').where('id', '=', id).executeTakeFirst(),

    // Minimum attendance per course

    rules: () =>
      db
        .selectFrom('courses')
        .leftJoin('attendance_rules', 'attendance_rules.course', 'courses.code')
        .select(['courses.code', 'courses.name', 'attendance_rules.minimum_percent'])
        .orderBy('courses.code')
        .execute(),

    ruleOf: async (course: string) =>
      (
        await db
          .selectFrom('attendance_rules')
          .select('minimum_percent')
          .where('course', '=', course)
          .executeTakeFirst()
      )?.minimum_percent ?? null,

    courseName: async (code: string) =>
      (await db.selectFrom('courses').select('name').where('code', '=', code).executeTakeFirst())
        ?.name,

    putRule: (
      course: string,
      minimum: number | null,
      at: string,
      userId: number,
      trx: Kysely<DB>,
    ) =>
      minimum === null
        ? trx.deleteFrom('attendance_rules').where('course', '=', course).execute()
        : trx
            .insertInto('attendance_rules')
            .values({ course, minimum_percent: minimum, updated_at: at, updated_by: userId })
            .onConflict((oc) =>
              oc
                .column('course')
                .doUpdateSet({ minimum_percent: minimum, updated_at: at, updated_by: userId }),
            )
            .execute(),
  };
}

export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
