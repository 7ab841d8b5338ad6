import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

// The nightly clean-up of the outbox (run by the jobs in apps/server/src/jobs; this module owns
// `notification_outbox`: table-owners.json, decision 0063).

/** Removes outbox rows sent or skipped before `old`; pending and failed ones stay. */
export async function removeOutboxRowsBefore(db: Kysely<DB>, old: string): Promise<number> {
  const result = await db
    .deleteFrom('notification_outbox')
    .where('status', 'in', ['sent', 'skipped'])
    .where('updated_at', '<', old)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
