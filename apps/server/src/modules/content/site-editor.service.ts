import { ERROR_CODES } from '@institute/shared/api-error';
import {
  DEFAULT_SITE,
  SITE_MESSAGES,
  siteSettingsSchema,
  type ContentEditor,
  type EditableSite,
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

/**
 * Head office edits the website's settings (issue 17) and says who else may edit the website;
 * public pages follow at once. The notices are a declared kind (kinds/notice.kind.ts).
 */
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
  };
}

export type SiteEditor = ReturnType<typeof createSiteEditor>;
