import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../../db/migration-helpers';
import type { DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';

/** The first key of the password resets' advisory locks (ASCII 'RSET'); the second: the account. */
const RESET_LOCK_NAMESPACE = 0x52534554;

/** Queries of the password reset: accounts, where to send, tokens (only their hashes). */
export function createPasswordResetRepository(db: Kysely<DB>) {
  return {
    findUserByEmail: (email: string) =>
      db
        .selectFrom('users')
        .leftJoin('centres', 'centres.id', 'users.centre_id')
        .select([
          'users.id',
          'users.name',
          'users.email',
          'users.role',
          'users.status',
          'users.centre_id',
          'centres.status as centre_status',
        ])
        .where('users.email', '=', email)
        .executeTakeFirst(),

    findStudentByRegistration: (registrationNumber: string) =>
      db
        .selectFrom('students')
        .select(['id', 'user_id', 'email', 'contactno'])
        .where('registration_number', '=', registrationNumber)
        .where('archived_at', 'is', null)
        .executeTakeFirst(),

    /** The mobile number on file: the student's, the staff profile's, or the latest application's. */
    async phoneOf(userId: number): Promise<string | null> {
      const student = await db
        .selectFrom('students')
        .select('contactno')
        .where('user_id', '=', userId)
        .where('archived_at', 'is', null)
        .executeTakeFirst();
      if (student?.contactno) return student.contactno;
      const profile = await db
        .selectFrom('staff_profiles')
        .select('phone')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (profile?.phone) return profile.phone;
      const application = await db
        .selectFrom('applications')
        .select('contactno')
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return application?.contactno ?? null;
    },

    /**
     * The resets of the account made since `since`, counted in `trx` after taking the account's
     * reset lock (PostgreSQL; SQLite runs one write transaction at a time): of two asks at the
     * same moment, the second counts the first's reset.
     */
    async countSince(trx: Transaction<DB>, userId: number, since: string): Promise<number> {
      if (isPostgres(trx as unknown as Kysely<unknown>)) {
        await sql`select pg_advisory_xact_lock(${RESET_LOCK_NAMESPACE}::int4, ${userId}::int4)`.execute(
          trx,
        );
      }
      const row = await trx
        .selectFrom('password_resets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Every live token of the account stops working (a new one replaces them, or a reset). */
    endLiveTokens: (trx: Transaction<DB>, userId: number, now: string) =>
      trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute(),

    insertToken: (
      trx: Transaction<DB>,
      row: {
        user_id: number;
        kind: 'link' | 'code';
        token_hash: string;
        expires_at: string;
        created_at: string;
      },
    ) =>
      trx
        .insertInto('password_resets')
        .values({ ...row, attempts: 0, used_at: null })
        .execute(),

    findLiveLink: (tokenHash: string, now: string) =>
      db
        .selectFrom('password_resets')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('kind', '=', 'link')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst(),

    findLiveCode: (userId: number, now: string, maxAttempts: number) =>
      db
        .selectFrom('password_resets')
        .selectAll()
        .where('user_id', '=', userId)
        .where('kind', '=', 'code')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', maxAttempts)
        .orderBy('id', 'desc')
        .executeTakeFirst(),

    /**
     * Takes one of a code's tries before the guess is compared, in one conditional update: of
     * any number of guesses at the same moment, at most `maxAttempts` are ever compared.
     */
    async takeCodeTry(id: number, now: string, maxAttempts: number): Promise<boolean> {
      const result = await db
        .updateTable('password_resets')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', maxAttempts)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Uses the token (only if still unused: single use), sets the password, ends every session. */
    async useToken(
      trx: Transaction<DB>,
      values: { id: number; userId: number; passwordHash: string; now: string },
    ): Promise<boolean> {
      const used = await trx
        .updateTable('password_resets')
        .set({ used_at: values.now })
        .where('id', '=', values.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('users')
        .set({
          password_hash: values.passwordHash,
          password_changed_at: values.now,
          // Chosen by its owner, through their e-mail (decision 0060).
          must_change_password: 0,
          updated_at: values.now,
        })
        .where('id', '=', values.userId)
        .execute();
      await trx
        .updateTable('sessions')
        .set({ revoked_at: values.now })
        .where('user_id', '=', values.userId)
        .where('revoked_at', 'is', null)
        .execute();
      return true;
    },

    transaction: <T>(work: (trx: Transaction<DB>) => Promise<T>) => runTransaction(db, work),
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
