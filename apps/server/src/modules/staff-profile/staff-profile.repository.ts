import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';

const PERSON_COLUMNS = [
  'users.id',
  'users.name',
  'users.role',
  'centres.name as centre_name',
  'centres.code as centre_code',
] as const;

export function createStaffProfileRepository(db: Kysely<DB>) {
  return {
    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),

    findMember: (userId: number, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('users')
        .leftJoin('centres', 'centres.id', 'users.centre_id')
        .leftJoin('staff_profiles', 'staff_profiles.user_id', 'users.id')
        .select([
          'users.id',
          'users.name',
          'users.role',
          'users.email',
          'users.created_at',
          'centres.id as centre_id',
          'centres.code as centre_code',
          'centres.name as centre_name',
          'centres.address as centre_address',
          'staff_profiles.phone',
          'staff_profiles.bio',
        ])
        .where('users.id', '=', userId)
        .executeTakeFirst(),

    saveProfile: (
      userId: number,
      values: { phone: string | null; bio: string | null },
      now: string,
      trx: Kysely<DB>,
    ) =>
      trx
        .insertInto('staff_profiles')
        .values({ user_id: userId, ...values, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: now }))
        .execute(),

    /** The centre's posts, newest first. */
    centrePosts: (centreId: number, limit: number) =>
      db
        .selectFrom('staff_posts')
        .innerJoin('users', 'users.id', 'staff_posts.user_id')
        .select([
          'staff_posts.id',
          'staff_posts.user_id',
          'staff_posts.body',
          'staff_posts.created_at',
          'users.name as author_name',
        ])
        .where('staff_posts.centre_id', '=', centreId)
        .orderBy('staff_posts.created_at', 'desc')
        .orderBy('staff_posts.id', 'desc')
        .limit(limit)
        .execute(),

    /** The centre messages the head office member wrote, newest first. */
    messagesBy: (userId: number, limit: number) =>
      db
        .selectFrom('centre_messages')
        .select(['id', 'subject', 'body', 'created_at'])
        .where('created_by', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    insertPost: async (
      values: { userId: number; centreId: number; body: string; now: string },
      trx: Kysely<DB>,
    ) =>
      (
        await trx
          .insertInto('staff_posts')
          .values({
            user_id: values.userId,
            centre_id: values.centreId,
            body: values.body,
            created_at: values.now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    findPost: (postId: number) =>
      db
        .selectFrom('staff_posts')
        .select(['id', 'user_id', 'centre_id', 'body', 'created_at'])
        .where('id', '=', postId)
        .executeTakeFirst(),

    deletePost: (postId: number, trx: Kysely<DB>) =>
      trx.deleteFrom('staff_posts').where('id', '=', postId).execute(),

    /** Active staff accounts of a centre other than the member. */
    colleagues: (centreId: number, exceptUserId: number, limit: number) =>
      db
        .selectFrom('users')
        .leftJoin('centres', 'centres.id', 'users.centre_id')
        .select(PERSON_COLUMNS)
        .where('users.centre_id', '=', centreId)
        .where('users.role', '=', 'centre_staff')
        .where('users.status', '=', 'active')
        .where('users.id', '!=', exceptUserId)
        .orderBy('users.name')
        .limit(limit)
        .execute(),

    /** Other head office members. */
    headOffice: (exceptUserId: number, limit: number) =>
      db
        .selectFrom('users')
        .leftJoin('centres', 'centres.id', 'users.centre_id')
        .select(PERSON_COLUMNS)
        .where('users.role', '=', 'head_office')
        .where('users.status', '=', 'active')
        .where('users.id', '!=', exceptUserId)
        .orderBy('users.name')
        .limit(limit)
        .execute(),

    /** Centre staff, those whose sessions were used most lately first. */
    recentlyActiveCentreStaff: (limit: number) =>
      db
        .selectFrom('users')
        .innerJoin('sessions', 'sessions.user_id', 'users.id')
        .leftJoin('centres', 'centres.id', 'users.centre_id')
        .select(PERSON_COLUMNS)
        .select((eb) => eb.fn.max('sessions.last_seen_at').as('last_seen_at'))
        .where('users.role', '=', 'centre_staff')
        .where('users.status', '=', 'active')
        .groupBy(['users.id', 'users.name', 'users.role', 'centres.name', 'centres.code'])
        .orderBy('last_seen_at', 'desc')
        .limit(limit)
        .execute(),

    /** Staff with a live session used since `since` (one centre's, or all), other than the member. */
    activeSince: (
      since: string,
      now: string,
      centreId: number | null,
      exceptUserId: number,
      limit: number,
    ) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .leftJoin('centres', 'centres.id', 'users.centre_id')
        .select(PERSON_COLUMNS)
        .select((eb) => eb.fn.max('sessions.last_seen_at').as('last_seen_at'))
        .where('sessions.last_seen_at', '>=', since)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now)
        .where('users.role', 'in', ['head_office', 'centre_staff'])
        .where('users.status', '=', 'active')
        .where('users.id', '!=', exceptUserId)
        .$if(centreId !== null, (qb) => qb.where('users.centre_id', '=', centreId!))
        .groupBy(['users.id', 'users.name', 'users.role', 'centres.name', 'centres.code'])
        .orderBy('last_seen_at', 'desc')
        .limit(limit)
        .execute(),
  };
}

export type StaffProfileRepository = ReturnType<typeof createStaffProfileRepository>;
