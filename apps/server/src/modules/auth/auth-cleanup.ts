import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

// The nightly clean-up of this module's tables (run by the jobs in apps/server/src/jobs; this
// module owns `sessions` and `login_failures`: table-owners.json, decision 0063).

/** Removes sessions expired or revoked by `now`; answers how many. */
export async function removeEndedSessions(db: Kysely<DB>, now: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes sign-in failure counts older than `old` that lock nothing after it; answers how many. */
export async function removeOldLoginFailures(db: Kysely<DB>, old: string): Promise<number> {
  const result = await db
    .deleteFrom('login_failures')
    .where('window_started_at', '<', old)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', old)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
