import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';
import {
  insertStaffAccount,
  revokeCentreSessions,
  revokeUserSessions,
  setAccountPassword,
  setAccountStatus,
} from '../auth/account-writes';

const CENTRE_COLUMNS = [
  'centres.id',
  'centres.code',
  'centres.name',
  'centres.address',
  'centres.phone',
  'centres.email',
  'centres.district',
  'centres.state',
  'centres.gstin',
  'centres.status',
  'centres.created_at',
  'centres.updated_at',
] as const;

export interface CentreValues {
  code: string;
  name: string;
  address: string;
  phone: string;
  email: string | null;
  district: string | null;
  state: string | null;
}

export function createCentresRepository(db: Kysely<DB>) {
  const listCentres = (onlyId: number | undefined, trx: Kysely<DB> = db) =>
    trx
      .selectFrom('centres')
      // The end of the centre's affiliation (decision 0072), read for head office's list.
      .leftJoin('affiliations', 'affiliations.centre_id', 'centres.id')
      .select(CENTRE_COLUMNS)
      .select('affiliations.valid_until as affiliation_until')
      .select((eb) =>
        eb
          .selectFrom('users')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .whereRef('users.centre_id', '=', 'centres.id')
          .where('users.role', '=', 'centre_staff')
          .as('staff_count'),
      )
      .$if(onlyId !== undefined, (qb) => qb.where('centres.id', '=', onlyId!))
      .orderBy('centres.name')
      .orderBy('centres.id')
      .execute();

  return {
    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),

    listCentres,

    findCentre: async (id: number, trx: Kysely<DB> = db) => (await listCentres(id, trx))[0],

    findCentreByCode: (code: string, trx: Kysely<DB> = db) =>
      trx.selectFrom('centres').select(['id']).where('code', '=', code).executeTakeFirst(),

    /** The new centre's id, or null when its code is taken (even by a request racing this one). */
    insertCentre: async (values: CentreValues, now: string, trx: Kysely<DB> = db) =>
      (
        await trx
          .insertInto('centres')
          .values({ ...values, status: 'active', created_at: now, updated_at: now })
          .onConflict((oc) => oc.column('code').doNothing())
          .returning('id')
          .executeTakeFirst()
      )?.id ?? null,

    updateCentre: (id: number, values: CentreValues, now: string, trx: Kysely<DB> = db) =>
      trx
        .updateTable('centres')
        .set({ ...values, updated_at: now })
        .where('id', '=', id)
        .execute(),

    setCentreStatus: (
      id: number,
      status: 'active' | 'suspended',
      now: string,
      trx: Kysely<DB> = db,
    ) => trx.updateTable('centres').set({ status, updated_at: now }).where('id', '=', id).execute(),

    /** Revokes every open session of the centre's accounts. */
    revokeCentreSessions: (centreId: number, now: string, trx: Kysely<DB> = db) =>
      revokeCentreSessions(trx, centreId, now),

    listStaff: (centreId: number) =>
      db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'centre_id', 'role', 'status', 'created_at'])
        .where('centre_id', '=', centreId)
        .where('role', 'in', ['centre_staff', 'teacher'])
        .orderBy('name')
        .orderBy('id')
        .execute(),

    findStaff: (userId: number, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('users')
        .select(['id', 'name', 'email', 'centre_id', 'role', 'status', 'created_at'])
        .where('id', '=', userId)
        .where('role', 'in', ['centre_staff', 'teacher'])
        .executeTakeFirst(),

    findUserIdByEmail: (email: string, trx: Kysely<DB> = db) =>
      trx.selectFrom('users').select(['id']).where('email', '=', email).executeTakeFirst(),

    /** Answers null when the email is taken (by a concurrent request too). */
    insertStaff: (
      values: {
        name: string;
        email: string;
        passwordHash: string;
        centreId: number;
        role: 'centre_staff' | 'teacher';
      },
      now: string,
      trx: Kysely<DB> = db,
    ): Promise<number | null> => insertStaffAccount(trx, values, now),

    setPassword: (userId: number, passwordHash: string, now: string, trx: Kysely<DB> = db) =>
      // Head office knows it: its owner chooses their own at the next sign-in (decision 0060).
      setAccountPassword(trx, userId, passwordHash, now, { mustChange: true }),

    setUserStatus: (
      userId: number,
      status: 'active' | 'disabled',
      now: string,
      trx: Kysely<DB> = db,
    ) => setAccountStatus(trx, userId, status, now),

    revokeUserSessions: (userId: number, now: string, trx: Kysely<DB> = db) =>
      revokeUserSessions(trx, userId, now),
  };
}

export type CentresRepository = ReturnType<typeof createCentresRepository>;
export type CentreRow = Awaited<ReturnType<CentresRepository['listCentres']>>[number];
export type StaffRow = NonNullable<Awaited<ReturnType<CentresRepository['findStaff']>>>;

/**
 * A new centre (centre-applications: an approved application), in the caller's transaction: its
 * id, or null when its code is taken (even by a request racing this one).
 */
export async function insertCentreRow(
  trx: Kysely<DB>,
  values: CentreValues,
  now: string,
): Promise<number | null> {
  const row = await trx
    .insertInto('centres')
    .values({ ...values, status: 'active', created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
