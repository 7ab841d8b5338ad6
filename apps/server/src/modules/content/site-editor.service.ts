import { networkToday } from '@institute/shared/dashboard-summary';
import { ERROR_CODES } from '@institute/shared/api-error';
import {
  DEFAULT_SITE,
  SITE_MESSAGES,
  noticeInputSchema,
  siteSettingsSchema,
  type EditableNotice,
  type ContentEditor,
  type EditableSite,
  type NoticeInput,
  type PublicSite,
  type SiteSettingsInput,
} from '@institute/shared/content/site';
import { forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { SiteEditorRepository } from './site-editor.repository';

export interface SiteEditorOptions {
  repository: SiteEditorRepository;
  audit: AuditLog;
  /** Called after every save: the kept public pages are rendered again (plugins/web.ts). */
  onChange: () => void;
}

interface StoredSite {
  version: number;
  settings: PublicSite;
}

const changed = () => new AppError(409, ERROR_CODES.conflict, SITE_MESSAGES.changed);

function parseStored(value: string | undefined): StoredSite | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as StoredSite;
    // Fields added later start from their default.
    return {
      version: parsed.version,
      settings: {
        ...DEFAULT_SITE,
        ...parsed.settings,
        social: { ...DEFAULT_SITE.social, ...parsed.settings.social },
      },
    };
  } catch {
    return null;
  }
}

type NoticeRow = NonNullable<Awaited<ReturnType<SiteEditorRepository['findNotice']>>>;

function toNotice(row: NoticeRow, today: string): EditableNotice {
  const startsOn = row.starts_on ?? '';
  const endsOn = row.ends_on ?? '';
  return {
    id: row.id,
    textEn: row.text_en,
    textHi: row.text_hi,
    startsOn,
    endsOn,
    position: row.position,
    version: row.version,
    showing: row.active === 1 && (!startsOn || startsOn <= today) && (!endsOn || endsOn >= today),
    updatedAt: row.updated_at,
  };
}

/** What a notice row holds, from the editor's input (already checked by the route's schema). */
function noticeRow(input: NoticeInput) {
  const notice = noticeInputSchema.parse(input);
  return {
    text_en: notice.textEn,
    text_hi: notice.textHi,
    starts_on: notice.startsOn || null,
    ends_on: notice.endsOn || null,
    position: notice.position,
    at: nowIso(),
  };
}

/** Head office edits the website's settings and notices (issue 17); public pages follow at once. */
export function createSiteEditor({ repository, audit, onChange }: SiteEditorOptions) {
  /** Whether the user may edit the website: head office, or staff head office let. */
  async function mayEdit(user: AuthenticatedUser): Promise<boolean> {
    if (user.role === 'head_office') return true;
    return user.role === 'centre_staff' && (await repository.canEditContent(user.id));
  }
  /** Who chooses the other editors: head office only. */
  function requireHeadOffice(user: AuthenticatedUser): void {
    if (user.role !== 'head_office') throw forbidden();
  }
  async function requireEditor(user: AuthenticatedUser): Promise<void> {
    if (!(await mayEdit(user))) throw forbidden();
  }

  return {
    requireEditor,
    requireHeadOffice,

    /** GET /api/dashboard/content/access: whether the signed-in staff member may edit. */
    async access(user: AuthenticatedUser): Promise<{ canEdit: boolean }> {
      return { canEdit: await mayEdit(user) };
    },

    /** Head office: every centre staff member and whether they may edit the website. */
    async listEditors(user: AuthenticatedUser): Promise<ContentEditor[]> {
      requireHeadOffice(user);
      return (await repository.listStaff()).map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        centre: row.centre_name ? `${row.centre_name} (${row.centre_code})` : null,
        canEditContent: row.can_edit_content === 1,
      }));
    },

    /** Head office lets a centre staff member edit the website, or stops them. */
    async setEditor(
      user: AuthenticatedUser,
      staffId: number,
      allowed: boolean,
      ip: string,
    ): Promise<void> {
      requireHeadOffice(user);
      if (!(await repository.setCanEditContent(staffId, allowed, nowIso()))) {
        throw notFound('No such staff member');
      }
      await audit({
        userId: user.id,
        centreId: user.centreId,
        action: allowed ? 'grant' : 'revoke',
        entity: 'content_editor',
        entityId: staffId,
        ip,
      });
    },

    /** GET /api/content/site: the saved settings, or the defaults until head office saves. */
    async publicSite(): Promise<PublicSite> {
      const stored = parseStored((await repository.findSite())?.value);
      return stored?.settings ?? DEFAULT_SITE;
    },

    async editableSite(user: AuthenticatedUser): Promise<EditableSite> {
      await requireEditor(user);
      const row = await repository.findSite();
      const stored = parseStored(row?.value);
      return {
        settings: stored?.settings ?? DEFAULT_SITE,
        version: stored?.version ?? 0,
        configured: stored !== null,
        updatedAt: row?.updated_at ?? null,
      };
    },

    /** Saves the settings named at `version`; 409 when someone else saved since. */
    async saveSite(
      user: AuthenticatedUser,
      input: SiteSettingsInput & { version: number },
      ip: string,
    ): Promise<EditableSite> {
      await requireEditor(user);
      const { version, ...rest } = input;
      const settings = siteSettingsSchema.parse(rest);
      const row = await repository.findSite();
      const stored = parseStored(row?.value);
      if ((stored?.version ?? 0) !== version) throw changed();
      const next: StoredSite = { version: version + 1, settings };
      const at = nowIso();
      const saved = await repository.replaceSite(
        row?.value ?? null,
        JSON.stringify(next),
        at,
        user.id,
      );
      if (!saved) throw changed();
      const before = stored?.settings ?? DEFAULT_SITE;
      const changes = Object.fromEntries(
        (Object.keys(settings) as (keyof typeof settings)[])
          .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(settings[key]))
          .map((key) => [key, [before[key], settings[key]]]),
      );
      await audit({
        userId: user.id,
        centreId: user.centreId,
        action: 'update',
        entity: 'site_settings',
        entityId: 'site',
        changes,
        ip,
      });
      onChange();
      return { settings, version: next.version, configured: true, updatedAt: at };
    },

    /** One notice as the editor sees it (undefined when there is none). */
    async notice(id: number): Promise<EditableNotice | undefined> {
      const row = await repository.findNotice(id);
      return row ? toNotice(row, networkToday()) : undefined;
    },

    async listNotices(user: AuthenticatedUser): Promise<EditableNotice[]> {
      await requireEditor(user);
      const today = networkToday();
      return (await repository.listNotices()).map((row) => toNotice(row, today));
    },

    async createNotice(
      user: AuthenticatedUser,
      input: NoticeInput,
      ip: string,
    ): Promise<EditableNotice> {
      await requireEditor(user);
      const { id } = await repository.insertNotice(noticeRow(input));
      const created = (await repository.findNotice(id))!;
      await audit({
        userId: user.id,
        centreId: user.centreId,
        action: 'create',
        entity: 'notice',
        entityId: id,
        changes: { textEn: created.text_en, textHi: created.text_hi },
        ip,
      });
      onChange();
      return toNotice(created, networkToday());
    },

    async updateNotice(
      user: AuthenticatedUser,
      id: number,
      input: NoticeInput & { version: number },
      ip: string,
    ): Promise<EditableNotice> {
      await requireEditor(user);
      const before = await repository.findNotice(id);
      if (!before) throw notFound('No such notice');
      const row = noticeRow(input);
      if (!(await repository.updateNotice(id, input.version, row))) throw changed();
      const after = (await repository.findNotice(id))!;
      await audit({
        userId: user.id,
        centreId: user.centreId,
        action: 'update',
        entity: 'notice',
        entityId: id,
        changes: {
          textEn: [before.text_en, after.text_en],
          textHi: [before.text_hi, after.text_hi],
          startsOn: [before.starts_on, after.starts_on],
          endsOn: [before.ends_on, after.ends_on],
          position: [before.position, after.position],
        },
        ip,
      });
      onChange();
      return toNotice(after, networkToday());
    },

    async deleteNotice(
      user: AuthenticatedUser,
      id: number,
      version: number,
      ip: string,
    ): Promise<void> {
      await requireEditor(user);
      const before = await repository.findNotice(id);
      if (!before) throw notFound('No such notice');
      if (!(await repository.deleteNotice(id, version))) throw changed();
      await audit({
        userId: user.id,
        centreId: user.centreId,
        action: 'delete',
        entity: 'notice',
        entityId: id,
        // Everything the notice held, so that the removal can be undone.
        changes: {
          textEn: before.text_en,
          textHi: before.text_hi,
          startsOn: before.starts_on ?? '',
          endsOn: before.ends_on ?? '',
          position: before.position,
        },
        ip,
      });
      onChange();
    },
  };
}

export type SiteEditor = ReturnType<typeof createSiteEditor>;
