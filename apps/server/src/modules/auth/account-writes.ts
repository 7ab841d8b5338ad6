import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

// Writes of `users` and `sessions` that other modules make, each in the caller's transaction
// (this module owns both tables: table-owners.json, decision 0063).

/**
 * A new account of a centre (centres): its staff, or a teacher (decision 0069); null when the
 * email is taken (by a concurrent request too).
 */
export async function insertStaffAccount(
  trx: Kysely<DB>,
  values: {
    name: string;
    email: string;
    passwordHash: string;
    centreId: number;
    role: 'centre_staff' | 'teacher';
  },
  now: string,
): Promise<number | null> {
  const row = await trx
    .insertInto('users')
    .values({
      name: values.name,
      email: values.email,
      password_hash: values.passwordHash,
      role: values.role,
      centre_id: values.centreId,
      status: 'active',
      password_changed_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Sets an account's password (centres, for its staff). */
export function setAccountPassword(
  trx: Kysely<DB>,
  userId: number,
  passwordHash: string,
  now: string,
  options: { mustChange?: boolean } = {},
) {
  return trx
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      password_changed_at: now,
      // A password someone else chose is changed by its owner at the next sign-in (0060).
      ...(options.mustChange ? { must_change_password: 1 } : {}),
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

/** Enables or disables an account (centres, for its staff). */
export function setAccountStatus(
  trx: Kysely<DB>,
  userId: number,
  status: 'active' | 'disabled',
  now: string,
) {
  return trx
    .updateTable('users')
    .set({ status, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** The account becomes a student's: it signs in with the registration number from now on. */
export function makeStudentAccount(trx: Kysely<DB>, userId: number, now: string) {
  return trx
    .updateTable('users')
    .set({ role: 'student', updated_at: now })
    .where('id', '=', userId)
    .where('role', '=', 'registered')
    .execute();
}

/** Sets a centre staff member's permission to edit content; false when there is no such staff member. */
export async function setCanEditContent(
  trx: Kysely<DB>,
  userId: number,
  allowed: boolean,
  at: string,
): Promise<boolean> {
  const updated = await trx
    .updateTable('users')
    .set({ can_edit_content: allowed ? 1 : 0, updated_at: at })
    .where('id', '=', userId)
    .where('role', '=', 'centre_staff')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Revokes every open session of one account. */
export function revokeUserSessions(trx: Kysely<DB>, userId: number, now: string) {
  return trx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every open session of a centre's accounts (centres, on suspending the centre). */
export function revokeCentreSessions(trx: Kysely<DB>, centreId: number, now: string) {
  return trx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('revoked_at', 'is', null)
    .where('user_id', 'in', (eb) =>
      eb.selectFrom('users').select('users.id').where('users.centre_id', '=', centreId),
    )
    .execute();
}

/** A new centre's manager sets a password from a one-time link this long (decision 0080). */
export const SET_PASSWORD_LINK_TTL_MS = 7 * 24 * 3_600_000;

/**
 * A one-time link for a new account to choose its password (centre-applications: the manager of
 * an approved centre), in the caller's transaction. It is a password reset link (the same page,
 * used once, ending when used), valid for SET_PASSWORD_LINK_TTL_MS; only its hash is kept.
 */
export async function issueSetPasswordLink(
  trx: Kysely<DB>,
  userId: number,
  publicUrl: string,
  now: string,
): Promise<{ link: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.parse(now) + SET_PASSWORD_LINK_TTL_MS).toISOString();
  await trx
    .insertInto('password_resets')
    .values({
      user_id: userId,
      kind: 'link',
      token_hash: createHash('sha256').update(token).digest('hex'),
      expires_at: expiresAt,
      created_at: now,
      attempts: 0,
      used_at: null,
    })
    .execute();
  // The token travels in the fragment: never sent to a server, never in a log or a Referer.
  return { link: `${publicUrl}/reset-password#token=${token}`, expiresAt };
}
