import type { Insertable, Kysely, Updateable } from 'kysely';
import { readCatalogue } from '../../db/catalogue';
import type { ApplicationsTable, DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';
import { findEnrolments } from '../students/students.repository';
import { makeStudentAccount } from '../auth/account-writes';

type Status = ApplicationsTable['status'];

export interface ApplicationFilter {
  status?: Status;
  centreId?: number;
}

/** How many applications a list shows at most (newest first). */
export const LIST_LIMIT = 500;

export function createApplicationsRepository(db: Kysely<DB>) {
  /** Applications with course, option, centre and applicant names, and the student once approved. */
  const withNames = (executor: Kysely<DB> = db) =>
    executor
      .selectFrom('applications')
      .innerJoin('courses', 'courses.code', 'applications.course')
      .innerJoin('centres', 'centres.id', 'applications.centre_id')
      .innerJoin('users', 'users.id', 'applications.user_id')
      .leftJoin('course_options', 'course_options.code', 'applications.course_option')
      .leftJoin('students', 'students.id', 'applications.student_id')
      .selectAll('applications')
      .select([
        'courses.name as course_name',
        'course_options.label as course_option_label',
        'centres.code as centre_code',
        'centres.name as centre_name',
        'users.name as applicant_name',
        'users.email as applicant_email',
        'students.registration_number',
      ]);

  return {
    /** The stored course catalogue (db/catalogue.ts). */
    catalogue: () => readCatalogue(db),
    findById: (id: number, executor: Kysely<DB> = db) =>
      withNames(executor).where('applications.id', '=', id).executeTakeFirst(),

    /** The applicant's latest application, whatever its state. */
    findLatestOfUser: (userId: number, executor: Kysely<DB> = db) =>
      withNames(executor)
        .where('applications.user_id', '=', userId)
        .orderBy('applications.id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    list: (filter: ApplicationFilter) =>
      withNames()
        .$if(filter.status !== undefined, (qb) =>
          qb.where('applications.status', '=', filter.status!),
        )
        .$if(filter.centreId !== undefined, (qb) =>
          qb.where('applications.centre_id', '=', filter.centreId!),
        )
        .orderBy('applications.submitted_at', 'desc')
        .orderBy('applications.id', 'desc')
        .limit(LIST_LIMIT)
        .execute(),

    insertApplication: (values: Insertable<ApplicationsTable>, executor: Kysely<DB> = db) =>
      executor.insertInto('applications').values(values).returning('id').executeTakeFirstOrThrow(),

    /** Changes an application only while it is in one of `from`; answers whether it did. */
    updateIfStatus: async (
      id: number,
      from: readonly Status[],
      values: Updateable<ApplicationsTable>,
      executor: Kysely<DB> = db,
    ): Promise<boolean> => {
      const result = await executor
        .updateTable('applications')
        .set(values)
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    findCentre: (id: number) =>
      db
        .selectFrom('centres')
        .select(['id', 'code', 'name', 'status'])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** Centres an applicant can choose: the active ones. */
    listActiveCentres: () =>
      db
        .selectFrom('centres')
        .select(['id', 'code', 'name'])
        .where('status', '=', 'active')
        .orderBy('name')
        .execute(),

    /** The student record an account is linked to, if any (not archived). */
    findStudentOfUser: (userId: number) =>
      db
        .selectFrom('students')
        .select(['registration_number'])
        .where('user_id', '=', userId)
        .where('archived_at', 'is', null)
        .executeTakeFirst(),

    /** The enrolments (students not archived) of the people with these keys (students module). */
    enrolments: (personKeys: readonly string[], executor: Kysely<DB> = db) =>
      findEnrolments(executor, personKeys),

    /** The account becomes a student's: it signs in with the registration number from now on. */
    makeStudentAccount: (userId: number, now: string, executor: Kysely<DB>) =>
      makeStudentAccount(executor, userId, now),

    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
export type ApplicationRow = NonNullable<Awaited<ReturnType<ApplicationsRepository['findById']>>>;
