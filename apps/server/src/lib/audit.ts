import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { nowIso } from './time';

export interface AuditEntry {
  /** Who did it; null for the system or an anonymous visitor. */
  userId: number | null;
  centreId: number | null;
  /** What happened, e.g. 'login', 'create', 'update', 'archive'. */
  action: string;
  entity: string;
  entityId?: string | number | null;
  /** What changed, e.g. { field: [before, after] }; stored as JSON. */
  changes?: Record<string, unknown> | null;
  ip?: string | null;
}

export type AuditLog = (entry: AuditEntry, db?: Kysely<DB>) => Promise<void>;

/** Writes audit entries; pass a transaction as `db` to make the entry part of it. */
export function createAuditLog(defaultDb: Kysely<DB>): AuditLog {
  return async (entry, db = defaultDb) => {
    await db
      .insertInto('audit_log')
      .values({
        at: nowIso(),
        user_id: entry.userId,
        centre_id: entry.centreId,
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId == null ? null : String(entry.entityId),
        changes: entry.changes ? JSON.stringify(entry.changes) : null,
        ip: entry.ip ?? null,
      })
      .execute();
  };
}
