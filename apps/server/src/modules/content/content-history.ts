import { ERROR_CODES } from '@institute/shared/api-error';
import {
  HISTORY_MESSAGES,
  type ContentHistoryEntry,
  type PublicSite,
} from '@institute/shared/content/site';
import type { AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { SiteEditorRepository } from './site-editor.repository';
import type { SiteEditor } from './site-editor.service';

/** Field names of the settings as the history shows them. */
const FIELD_LABELS: Record<keyof PublicSite, string> = {
  instituteName: 'Institute name',
  phone: 'Phone',
  phone2: 'Second phone',
  email: 'E-mail',
  address: 'Address',
  mapLink: 'Map link',
  openingHours: 'Opening hours',
  footerText: 'Footer text',
  social: 'Social links',
};

const NOTICE_FIELDS = ['textEn', 'textHi', 'startsOn', 'endsOn', 'position'] as const;
type NoticeField = (typeof NOTICE_FIELDS)[number];

const changedSince = () => new AppError(409, ERROR_CODES.conflict, HISTORY_MESSAGES.changedSince);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function parse(changes: string | null): Record<string, unknown> {
  try {
    return changes ? (JSON.parse(changes) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function shortText(changes: Record<string, unknown>): string {
  const text = (value: unknown) =>
    Array.isArray(value) ? String(value[1] ?? value[0] ?? '') : String(value ?? '');
  const found = text(changes.textEn) || text(changes.textHi);
  return found.length > 60 ? `${found.slice(0, 57)}...` : found;
}

type Entry = Awaited<ReturnType<SiteEditorRepository['listHistory']>>[number];

function summaryOf(entry: Entry, changes: Record<string, unknown>): string {
  if (entry.entity === 'site_settings') {
    const fields = Object.keys(changes)
      .map((key) => FIELD_LABELS[key as keyof PublicSite] ?? key)
      .join(', ');
    return `Site settings: ${fields || 'saved unchanged'}`;
  }
  const verb =
    { create: 'added', update: 'edited', delete: 'removed' }[entry.action] ?? entry.action;
  return `Notice ${verb}: ${shortText(changes)}`;
}

/**
 * The history of the website's saves (from the audit log) and their undoing: an undo saves the
 * values before that change, through the editor (so it is checked, versioned and audited like
 * any save), and only while what the change wrote is still there.
 */
export function createContentHistory(
  repository: SiteEditorRepository,
  editor: SiteEditor,
  audit: AuditLog,
) {
  async function undoChange(
    user: AuthenticatedUser,
    entry: NonNullable<Awaited<ReturnType<SiteEditorRepository['findHistoryEntry']>>>,
    ip: string,
  ): Promise<void> {
    const changes = parse(entry.changes);

    if (entry.entity === 'site_settings') {
      const site = await editor.editableSite(user);
      const restored: Record<string, unknown> = { ...site.settings };
      for (const [field, value] of Object.entries(changes)) {
        const [before, after] = value as [unknown, unknown];
        if (!same(restored[field], after)) throw changedSince();
        restored[field] = before;
      }
      await editor.saveSite(
        user,
        { ...(restored as unknown as PublicSite), version: site.version },
        ip,
      );
      return;
    }

    const noticeId = Number(entry.entity_id);
    const current = await editor.notice(noticeId);
    if (entry.action === 'create') {
      if (!current) throw changedSince();
      await editor.deleteNotice(user, noticeId, current.version, ip);
    } else if (entry.action === 'update') {
      if (!current) throw changedSince();
      const restored = { ...current } as Record<NoticeField, unknown>;
      for (const field of NOTICE_FIELDS) {
        const [before, after] = (changes[field] as [unknown, unknown] | undefined) ?? [];
        if (before === undefined && after === undefined) continue;
        if (!same(restored[field], after ?? '')) throw changedSince();
        restored[field] = before ?? '';
      }
      await editor.updateNotice(
        user,
        noticeId,
        {
          textEn: String(restored.textEn),
          textHi: String(restored.textHi),
          startsOn: String(restored.startsOn),
          endsOn: String(restored.endsOn),
          position: Number(restored.position),
          version: current.version,
        },
        ip,
      );
    } else if (entry.action === 'delete') {
      await editor.createNotice(
        user,
        {
          textEn: String(changes.textEn ?? ''),
          textHi: String(changes.textHi ?? ''),
          startsOn: String(changes.startsOn ?? ''),
          endsOn: String(changes.endsOn ?? ''),
          position: Number(changes.position ?? 0),
        },
        ip,
      );
    } else {
      throw notFound('No such change');
    }
  }

  return {
    async list(user: AuthenticatedUser, limit = 50): Promise<ContentHistoryEntry[]> {
      await editor.requireEditor(user);
      const entries = await repository.listHistory(limit);
      const undone = await repository.undoneAmong(entries.map((entry) => entry.id));
      return entries.map((entry) => ({
        id: entry.id,
        at: entry.at,
        by: entry.user_name ?? '',
        summary: summaryOf(entry, parse(entry.changes)),
        undoable: ['create', 'update', 'delete'].includes(entry.action) && !undone.has(entry.id),
      }));
    },

    /** Undoes one save (once), if what it wrote is still there; 409 otherwise. */
    async undo(user: AuthenticatedUser, id: number, ip: string): Promise<void> {
      await editor.requireEditor(user);
      const entry = await repository.findHistoryEntry(id);
      if (!entry) throw notFound('No such change');
      if ((await repository.undoneAmong([id])).has(id)) throw changedSince();
      await undoChange(user, entry, ip);
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
