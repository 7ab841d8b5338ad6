import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';
import {
  enqueueNotification,
  mobileNumber,
  numberStopped,
  readNotificationPreferences,
  saveNotificationPreferences,
} from '../notifications/enqueue';
import { addSettingIfAbsent } from '../settings/settings';
import { linkStudentToUser } from '../students/student-writes';

/** The settings row holding the key that signs known-device cookies (never sent anywhere). */
const DEVICE_KEY_SETTING = 'sign_in_device_key';

export function createAuthRepository(db: Kysely<DB>) {
  return {
    findUserByEmail: (email: string) =>
      db
        .selectFrom('users')
        .leftJoin('centres', 'centres.id', 'users.centre_id')
        .selectAll('users')
        .select('centres.status as centre_status')
        .where('users.email', '=', email)
        .executeTakeFirst(),

    findUserById: (id: number) =>
      db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

    async insertUser(values: {
      email: string;
      name: string;
      password_hash: string;
      role: 'registered';
      now: string;
    }): Promise<number | null> {
      const row = await db
        .insertInto('users')
        .values({
          email: values.email,
          name: values.name,
          password_hash: values.password_hash,
          role: values.role,
          centre_id: null,
          password_changed_at: values.now,
          created_at: values.now,
          updated_at: values.now,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    updatePassword: (userId: number, passwordHash: string, now: string) =>
      db
        .updateTable('users')
        // Chosen by its owner: the dashboard no longer waits for a change (decision 0060).
        .set({
          password_hash: passwordHash,
          password_changed_at: now,
          must_change_password: 0,
          updated_at: now,
        })
        .where('id', '=', userId)
        .execute(),

    /** The student a registration number names, unless archived. */
    findStudentByRegistration: (registrationNumber: string) =>
      db
        .selectFrom('students')
        .select(['id', 'registration_number', 'user_id', 'email', 'centre_id'])
        .where('registration_number', '=', registrationNumber)
        .where('archived_at', 'is', null)
        .executeTakeFirst(),

    findStudentOfUser: (userId: number) =>
      db
        .selectFrom('students')
        .select(['registration_number'])
        .where('user_id', '=', userId)
        .where('archived_at', 'is', null)
        .executeTakeFirst(),

    /** Links a student record to the account and makes the account a student's. */
    linkStudent: (studentId: number, userId: number, now: string) =>
      runTransaction(db, async (trx) => {
        await linkStudentToUser(trx, studentId, userId, now);
        await trx
          .updateTable('users')
          .set({ role: 'student', updated_at: now })
          .where('id', '=', userId)
          .where('role', '=', 'registered')
          .execute();
      }),

    insertSession: (values: {
      id: string;
      userId: number;
      now: string;
      expiresAt: string;
      ip: string | null;
      userAgent: string | null;
    }) =>
      db
        .insertInto('sessions')
        .values({
          id: values.id,
          user_id: values.userId,
          created_at: values.now,
          last_seen_at: values.now,
          expires_at: values.expiresAt,
          revoked_at: null,
          ip: values.ip,
          user_agent: values.userAgent,
        })
        .execute(),

    /** A live session with its user: not revoked, not expired, user active, centre not suspended. */
    findLiveSession: (id: string, now: string) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .leftJoin('centres', 'centres.id', 'users.centre_id')
        .leftJoin('students', (join) =>
          join.onRef('students.user_id', '=', 'users.id').on('students.archived_at', 'is', null),
        )
        .select([
          'sessions.id as session_id',
          'sessions.expires_at',
          'sessions.last_seen_at',
          'users.id',
          'users.name',
          'users.email',
          'users.role',
          'users.centre_id',
          'users.must_change_password',
          'students.registration_number',
        ])
        .where('sessions.id', '=', id)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now)
        .where('users.status', '=', 'active')
        .where((eb) =>
          eb.or([eb('centres.status', 'is', null), eb('centres.status', '=', 'active')]),
        )
        .executeTakeFirst(),

    extendSession: (id: string, now: string, expiresAt: string) =>
      db
        .updateTable('sessions')
        .set({ last_seen_at: now, expires_at: expiresAt })
        .where('id', '=', id)
        .execute(),

    revokeSession: (id: string, now: string) =>
      db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute(),

    revokeUserSessions: (userId: number, now: string, exceptId?: string) =>
      db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!))
        .execute(),

    findFailures: (keys: string[]) =>
      db
        .selectFrom('login_failures')
        .select(['key', 'locked_until'])
        .where('key', 'in', keys)
        .execute(),

    /** One upsert: concurrent failures of a key are all counted (lib/shared-counters.ts). */
    async countFailure(
      key: string,
      at: { now: string; windowOpenSince: string; lockedUntil: string; max: number },
    ): Promise<number> {
      const row = await db
        .insertInto('login_failures')
        .values({
          key,
          count: 1,
          window_started_at: at.now,
          locked_until: 1 >= at.max ? at.lockedUntil : null,
        })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => {
            const open = eb('login_failures.window_started_at', '>', at.windowOpenSince);
            const count = eb
              .case()
              .when(open)
              .then(eb('login_failures.count', '+', 1))
              .else(1)
              .end();
            return {
              count,
              window_started_at: eb
                .case()
                .when(open)
                .then(eb.ref('login_failures.window_started_at'))
                .else(at.now)
                .end(),
              locked_until: eb
                .case()
                .when(count, '>=', at.max)
                .then(at.lockedUntil)
                .else(eb.ref('login_failures.locked_until'))
                .end(),
            };
          }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    clearFailures: (key: string) =>
      db.deleteFrom('login_failures').where('key', '=', key).execute(),

    /**
     * The key that signs known-device cookies: made once, by whichever instance asks first (an
     * insert that does nothing when another got there first), then read by all.
     */
    async deviceKey(now: string): Promise<Buffer> {
      await addSettingIfAbsent(db, {
        key: DEVICE_KEY_SETTING,
        value: JSON.stringify(randomBytes(32).toString('base64url')),
        at: now,
        userId: null,
      });
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', DEVICE_KEY_SETTING)
        .executeTakeFirstOrThrow();
      return Buffer.from(JSON.parse(row.value) as string, 'base64url');
    },

    /** Tells the account's owner by e-mail that its sign-ins keep failing. */
    warnOfFailedSignIns: (
      user: { id: number; email: string; name: string; centre_id: number | null },
      data: { attempts: number; at: string },
    ) =>
      enqueueNotification(db, {
        kind: 'sign-in-failures',
        to: { email: user.email, userId: user.id },
        centreId: user.centre_id,
        only: 'email',
        data: { name: user.name, ...data },
      }),

    /** The user's message language and reminder choice (kept by the notifications module). */
    storedPreferences: (userId: number) => readNotificationPreferences(db, userId),
    notificationPreferences: async (userId: number) => {
      const stored = await readNotificationPreferences(db, userId);
      // A student's mobile number may have replied STOP on WhatsApp (decision 0085).
      const student = await db
        .selectFrom('students')
        .select('contactno')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const phone = mobileNumber(student?.contactno);
      return {
        locale: stored.locale,
        reminders: stored.reminders,
        channels: stored.channels,
        optedOut: stored.optedOut,
        whatsappStopped: phone ? await numberStopped(db, phone) : false,
      };
    },
    saveNotificationPreferences: (
      userId: number,
      choice: {
        locale: 'en' | 'hi';
        reminders: boolean;
        channels?: { whatsapp: boolean; sms: boolean; email: boolean };
        optedOut?: boolean;
      },
    ) => saveNotificationPreferences(db, userId, choice),
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
