import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

// The nightly clean-up of the outbox (run by the jobs in apps/server/src/jobs; this module owns
// `notification_outbox`: table-owners.json, decision 0063).

/** Removes outbox rows sent or skipped before `old`; pending and failed ones stay. */
export async function removeOutboxRowsBefore(db: Kysely<DB>, old: string): Promise<number> {
  // Their attachments first (SQLite enforces the foreign key's cascade only when told to).
  await db
    .deleteFrom('notification_attachments')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('notification_outbox')
          .select('notification_outbox.id')
          .whereRef('notification_outbox.id', '=', 'notification_attachments.notification_id')
          .where('notification_outbox.status', 'in', ['sent', 'skipped'])
          .where('notification_outbox.updated_at', '<', old),
      ),
    )
    .execute();
  const result = await db
    .deleteFrom('notification_outbox')
    .where('status', 'in', ['sent', 'skipped'])
    .where('updated_at', '<', old)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
