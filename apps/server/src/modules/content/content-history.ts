import type { ContentHistoryEntry } from '@institute/shared/content/site';
import type { AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { Say } from '../../lib/request-language';
import { changedSince, notUndoable, type HistoryEntry, type HistoryKind } from './history-kinds';
import type { SiteEditorRepository } from './site-editor.repository';
import type { SiteEditor } from './site-editor.service';

function parse(changes: string | null): Record<string, unknown> {
  try {
    return changes ? (JSON.parse(changes) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The history of the website's saves (from the audit log) and their undoing. Each kind of content
 * (history-kinds.ts) says how its saves read and how one is undone: an undo saves the values before
 * that change through the kind's editor (so it is checked, versioned and audited like any save),
 * once, and only while what the change wrote is still there.
 */
export function createContentHistory(
  repository: SiteEditorRepository,
  editor: SiteEditor,
  audit: AuditLog,
  kinds: HistoryKind[],
) {
  const byEntity = new Map(kinds.map((kind) => [kind.entity, kind]));
  const entities = [...byEntity.keys()];
  const entryOf = (row: {
    id: number;
    action: string;
    entity: string;
    entity_id: string | null;
    changes: string | null;
  }): HistoryEntry => ({ ...row, changes: parse(row.changes) });

  const undoable = (kind: HistoryKind | undefined, entry: HistoryEntry) =>
    kind !== undefined &&
    ['create', 'update', 'delete'].includes(entry.action) &&
    (kind.undoable?.(entry) ?? true);

  return {
    /** The latest saves, each summed up in the reader's language (`say`, sayIn of the request). */
    async list(user: AuthenticatedUser, say: Say, limit = 50): Promise<ContentHistoryEntry[]> {
      await editor.requireEditor(user);
      const rows = await repository.listHistory(entities, limit);
      const undone = await repository.undoneAmong(rows.map((row) => row.id));
      return rows.map((row) => {
        const kind = byEntity.get(row.entity);
        const entry = entryOf(row);
        return {
          id: row.id,
          at: row.at,
          by: row.user_name ?? '',
          summary: kind?.summary(entry, say) ?? row.entity,
          undoable: undoable(kind, entry) && !undone.has(row.id),
        };
      });
    },

    /** Undoes one save (once), if what it wrote is still there; 409 otherwise. */
    async undo(user: AuthenticatedUser, id: number, ip: string): Promise<void> {
      await editor.requireEditor(user);
      const row = await repository.findHistoryEntry(entities, id);
      const kind = row && byEntity.get(row.entity);
      if (!row || !kind || !['create', 'update', 'delete'].includes(row.action)) {
        throw notFound('No such change');
      }
      if (kind.undoable && !kind.undoable(entryOf(row))) throw notUndoable();
      if ((await repository.undoneAmong([id])).has(id)) throw changedSince();
      await kind.undo(user, entryOf(row), ip);
      await audit({
        userId: user.id,
        centreId: user.centreId,
        action: 'undo',
        entity: 'content_history',
        entityId: id,
        ip,
      });
    },
  };
}

export type ContentHistory = ReturnType<typeof createContentHistory>;
