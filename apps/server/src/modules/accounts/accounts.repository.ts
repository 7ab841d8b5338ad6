import { sql, type Insertable, type Kysely } from 'kysely';
import { isPostgres } from '../../db/migration-helpers';
import type { DB, FeePaymentsTable, FundRequestsTable } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';
import { readGoLiveDate } from './go-live';

/** The Account Section's reads and writes; every write takes the caller's transaction. */
export function createAccountsRepository(db: Kysely<DB>) {
  const funds = (executor: Kysely<DB>) =>
    executor
      .selectFrom('fund_requests')
      .innerJoin('centres', 'centres.id', 'fund_requests.centre_id')
      .leftJoin('users as creator', 'creator.id', 'fund_requests.created_by')
      .leftJoin('users as decider', 'decider.id', 'fund_requests.decided_by')
      .selectAll('fund_requests')
      .select([
        'centres.code as centre_code',
        'centres.name as centre_name',
        'creator.name as created_by_name',
        'decider.name as decided_by_name',
      ]);

  const studentWithNames = (executor: Kysely<DB>) =>
    executor
      .selectFrom('students')
      .innerJoin('centres', 'centres.id', 'students.centre_id')
      .innerJoin('courses', 'courses.code', 'students.course')
      .select([
        'students.id',
        'students.registration_number',
        'students.firstname',
        'students.lastname',
        'students.course',
        'students.admission_date',
        'students.centre_id',
        'students.user_id',
        'students.archived_at',
        'courses.name as course_name',
        'centres.code as centre_code',
        'centres.name as centre_name',
        'centres.address as centre_address',
        'centres.phone as centre_phone',
      ]);

  return {
    /** The database, for reads outside a transaction. */
    db,
    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),

    findCentre: (id: number, executor: Kysely<DB> = db) =>
      executor
        .selectFrom('centres')
        .select(['id', 'code', 'name', 'status'])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** Every centre with its balance, computed from its entries, and its pending funds. */
    walletSummaries: () =>
      db
        .selectFrom('centres')
        .select(['centres.id', 'centres.code', 'centres.name'])
        .select((eb) => [
          eb
            .selectFrom('wallet_entries')
            .select(
              sql<
                number | string | null
              >`sum(case when kind = 'credit' then amount_paise else -amount_paise end)`.as('s'),
            )
            .whereRef('wallet_entries.centre_id', '=', 'centres.id')
            .as('balance'),
          eb
            .selectFrom('fund_requests')
            .select((inner) => inner.fn.sum<number | string | null>('amount_paise').as('p'))
            .whereRef('fund_requests.centre_id', '=', 'centres.id')
            .where('fund_requests.status', '=', 'pending')
            .as('pending'),
        ])
        .orderBy('centres.name')
        .orderBy('centres.id')
        .execute(),

    walletEntries: (centreId: number) =>
      db
        .selectFrom('wallet_entries')
        .leftJoin('users', 'users.id', 'wallet_entries.created_by')
        .selectAll('wallet_entries')
        .select('users.name as created_by_name')
        .where('wallet_entries.centre_id', '=', centreId)
        .orderBy('wallet_entries.seq', 'desc')
        .execute(),

    /**
     * The students the ledger's per-student lines are for, within one centre: by registration
     * number (registration fees) and by certificate request (certificate fees and their refunds).
     */
    ledgerStudents: async (
      centreId: number,
      registrationNumbers: readonly string[],
      certificateRequestIds: readonly number[],
    ) => {
      // In slices, so that a long ledger stays under the databases' limits on bound values.
      const slices = <T>(items: readonly T[]) =>
        Array.from({ length: Math.ceil(items.length / 500) }, (_, i) =>
          items.slice(i * 500, i * 500 + 500),
        );
      const byNumber = [];
      for (const slice of slices(registrationNumbers)) {
        byNumber.push(
          ...(await db
            .selectFrom('students')
            .select(['registration_number', 'firstname', 'lastname'])
            .where('centre_id', '=', centreId)
            .where('registration_number', 'in', slice)
            .execute()),
        );
      }
      const byRequest = [];
      for (const slice of slices(certificateRequestIds)) {
        byRequest.push(
          ...(await db
            .selectFrom('certificate_requests')
            .innerJoin('students', 'students.id', 'certificate_requests.student_id')
            .select([
              'certificate_requests.id as request_id',
              'students.registration_number',
              'students.firstname',
              'students.lastname',
            ])
            .where('certificate_requests.centre_id', '=', centreId)
            .where('certificate_requests.id', 'in', slice)
            .execute()),
        );
      }
      return { byNumber, byRequest };
    },

    insertFund: (values: Insertable<FundRequestsTable>, executor: Kysely<DB>) =>
      executor.insertInto('fund_requests').values(values).returning('id').executeTakeFirstOrThrow(),

    listFunds: (filter: { centreId?: number; status?: string }) =>
      funds(db)
        .$if(filter.centreId !== undefined, (qb) =>
          qb.where('fund_requests.centre_id', '=', filter.centreId!),
        )
        .$if(filter.status !== undefined, (qb) =>
          qb.where('fund_requests.status', '=', filter.status as 'pending'),
        )
        .orderBy('fund_requests.created_at', 'desc')
        .orderBy('fund_requests.id', 'desc')
        .limit(500)
        .execute(),

    findFund: (id: number, executor: Kysely<DB> = db) =>
      funds(executor).where('fund_requests.id', '=', id).executeTakeFirst(),

    /**
     * Decides a pending fund; answers false when it was no longer pending (decided by a request
     * racing this one: PostgreSQL re-checks the condition once the other's lock is released).
     */
    decideFund: async (
      id: number,
      values: {
        status: 'confirmed' | 'rejected';
        reject_reason: string | null;
        decided_at: string;
        decided_by: number;
      },
      executor: Kysely<DB>,
    ) => {
      const result = await executor
        .updateTable('fund_requests')
        .set(values)
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    setFundEntry: (id: number, entryId: number, executor: Kysely<DB>) =>
      executor
        .updateTable('fund_requests')
        .set({ wallet_entry_id: entryId })
        .where('id', '=', id)
        .execute(),

    listCourseFees: () =>
      db
        .selectFrom('courses')
        .leftJoin('course_fees', 'course_fees.course_code', 'courses.code')
        .select([
          'courses.code',
          'courses.name',
          'course_fees.registration_fee_paise',
          'course_fees.certificate_fee_paise',
          'course_fees.course_fee_paise',
          'course_fees.instalments',
          'course_fees.updated_at',
        ])
        .orderBy('courses.position')
        .execute(),

    findCourse: (code: string, executor: Kysely<DB> = db) =>
      executor
        .selectFrom('courses')
        .leftJoin('course_fees', 'course_fees.course_code', 'courses.code')
        .select([
          'courses.code',
          'courses.name',
          'course_fees.registration_fee_paise',
          'course_fees.certificate_fee_paise',
          'course_fees.course_fee_paise',
          'course_fees.instalments',
          'course_fees.updated_at',
        ])
        .where('courses.code', '=', code)
        .executeTakeFirst(),

    saveCourseFee: (
      values: {
        course_code: string;
        registration_fee_paise: number;
        certificate_fee_paise: number;
        course_fee_paise: number;
        instalments: string;
        updated_at: string;
        updated_by: number;
      },
      executor: Kysely<DB>,
    ) =>
      executor
        .insertInto('course_fees')
        .values(values)
        .onConflict((oc) =>
          oc.column('course_code').doUpdateSet({
            registration_fee_paise: values.registration_fee_paise,
            certificate_fee_paise: values.certificate_fee_paise,
            course_fee_paise: values.course_fee_paise,
            instalments: values.instalments,
            updated_at: values.updated_at,
            updated_by: values.updated_by,
          }),
        )
        .execute(),

    findStudent: (registrationNumber: string, executor: Kysely<DB> = db) =>
      studentWithNames(executor)
        .where('students.registration_number', '=', registrationNumber)
        .executeTakeFirst(),

    findStudentById: (id: number, executor: Kysely<DB> = db) =>
      studentWithNames(executor).where('students.id', '=', id).executeTakeFirst(),

    findPlan: (studentId: number, executor: Kysely<DB> = db) =>
      executor
        .selectFrom('student_fee_plans')
        .selectAll()
        .where('student_id', '=', studentId)
        .executeTakeFirst(),

    /** The plan, locked until the transaction ends (PostgreSQL; SQLite writes one at a time). */
    lockPlan: async (studentId: number, executor: Kysely<DB>) => {
      const query = executor
        .selectFrom('student_fee_plans')
        .selectAll()
        .where('student_id', '=', studentId);
      return isPostgres(executor as unknown as Kysely<unknown>)
        ? query.forUpdate().executeTakeFirst()
        : query.executeTakeFirst();
    },

    setDiscount: (
      studentId: number,
      values: {
        discount_paise: number;
        discount_reason: string;
        updated_at: string;
        updated_by: number;
      },
      executor: Kysely<DB>,
    ) =>
      executor
        .updateTable('student_fee_plans')
        .set(values)
        .where('student_id', '=', studentId)
        .execute(),

    payments: (studentId: number, executor: Kysely<DB> = db) =>
      executor
        .selectFrom('fee_payments')
        .leftJoin('users', 'users.id', 'fee_payments.created_by')
        .selectAll('fee_payments')
        .select('users.name as created_by_name')
        .where('fee_payments.student_id', '=', studentId)
        .orderBy('fee_payments.id')
        .execute(),

    findPayment: (id: number, executor: Kysely<DB> = db) =>
      executor
        .selectFrom('fee_payments')
        .leftJoin('users', 'users.id', 'fee_payments.created_by')
        .selectAll('fee_payments')
        .select('users.name as created_by_name')
        .where('fee_payments.id', '=', id)
        .executeTakeFirst(),

    receiptNumberTaken: async (receiptNumber: string, executor: Kysely<DB>) =>
      (await executor
        .selectFrom('fee_payments')
        .select('id')
        .where('receipt_number', '=', receiptNumber)
        .executeTakeFirst()) !== undefined,

    goLiveDate: (executor: Kysely<DB> = db) => readGoLiveDate(executor),

    /**
     * The plans of a course's students (not archived), the chosen ones or all (at most 2000),
     * for a fee change.
     */
    coursePlans: (
      courseCode: string,
      registrationNumbers: string[] | undefined,
      executor: Kysely<DB> = db,
    ) =>
      studentWithNames(executor)
        .leftJoin('student_fee_plans', 'student_fee_plans.student_id', 'students.id')
        .select([
          'student_fee_plans.total_paise',
          'student_fee_plans.discount_paise',
          'student_fee_plans.instalments',
        ])
        .where('students.course', '=', courseCode)
        .$if(registrationNumbers !== undefined, (qb) =>
          qb.where('students.registration_number', 'in', registrationNumbers!),
        )
        .where('students.archived_at', 'is', null)
        .orderBy('students.registration_number')
        .limit(2000)
        .execute(),

    /** Sets a plan's total and instalments (an applied course fee), or creates it. */
    replacePlan: async (
      values: {
        student_id: number;
        centre_id: number;
        course_code: string;
        total_paise: number;
        instalments: string;
      },
      userId: number,
      now: string,
      executor: Kysely<DB>,
    ) => {
      await executor
        .insertInto('student_fee_plans')
        .values({
          ...values,
          discount_paise: 0,
          discount_reason: null,
          created_at: now,
          created_by: userId,
          updated_at: now,
          updated_by: userId,
        })
        .onConflict((oc) =>
          oc.column('student_id').doUpdateSet({
            total_paise: values.total_paise,
            instalments: values.instalments,
            course_code: values.course_code,
            updated_at: now,
            updated_by: userId,
          }),
        )
        .execute();
    },

    findReversalOf: (id: number, executor: Kysely<DB> = db) =>
      executor
        .selectFrom('fee_payments')
        .select('id')
        .where('reverses_id', '=', id)
        .executeTakeFirst(),

    insertPayment: (values: Insertable<FeePaymentsTable>, executor: Kysely<DB>) =>
      executor.insertInto('fee_payments').values(values).returning('id').executeTakeFirstOrThrow(),

    /** A reversal by staff; undefined when the receipt's reversal exists (unique reverses_id). */
    insertReversal: (values: Insertable<FeePaymentsTable>, executor: Kysely<DB>) =>
      executor
        .insertInto('fee_payments')
        .values(values)
        .onConflict((oc) => oc.column('reverses_id').doNothing())
        .returning('id')
        .executeTakeFirst(),

    /** A payment's row, held until the transaction ends on PostgreSQL (SQLite writes one at a time). */
    lockPayment: async (id: number, executor: Kysely<DB>) => {
      const query = executor
        .selectFrom('fee_payments')
        .select(['id', 'amount_paise', 'refunded_paise'])
        .where('id', '=', id);
      return isPostgres(executor as unknown as Kysely<unknown>)
        ? query.forUpdate().executeTakeFirstOrThrow()
        : query.executeTakeFirstOrThrow();
    },

    /** The whole receipt given back (its reversal by staff). */
    markRefunded: (id: number, executor: Kysely<DB>) =>
      executor
        .updateTable('fee_payments')
        .set((eb) => ({ refunded_paise: eb.ref('amount_paise') }))
        .where('id', '=', id)
        .execute(),

    /** Students with a fee plan (archived ones left out), with every plan and entry to sum. */
    plansFor: async (centreId: number | undefined) => {
      const plans = await studentWithNames(db)
        .innerJoin('student_fee_plans', 'student_fee_plans.student_id', 'students.id')
        .select([
          'student_fee_plans.total_paise',
          'student_fee_plans.discount_paise',
          'student_fee_plans.instalments',
        ])
        .where('students.archived_at', 'is', null)
        .$if(centreId !== undefined, (qb) => qb.where('students.centre_id', '=', centreId!))
        .execute();
      const entries = await db
        .selectFrom('fee_payments')
        .select(['student_id', 'kind', 'amount_paise'])
        .$if(centreId !== undefined, (qb) => qb.where('centre_id', '=', centreId!))
        .execute();
      return { plans, entries };
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
export type FundRow = NonNullable<Awaited<ReturnType<AccountsRepository['findFund']>>>;
export type AccountStudentRow = NonNullable<Awaited<ReturnType<AccountsRepository['findStudent']>>>;
export type PaymentRow = NonNullable<Awaited<ReturnType<AccountsRepository['findPayment']>>>;
