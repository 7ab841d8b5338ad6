import { ERROR_CODES } from '@institute/shared/api-error';
import {
  DEFAULT_ABOUT,
  aboutInputSchema,
  type AboutContent,
  type AboutInput,
  type EditableAbout,
} from '@institute/shared/content/pages';
import { SITE_MESSAGES } from '@institute/shared/content/site';
import type { AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { PageContentRepository } from './page-content.repository';
import { differences } from './ordered-rows';

export interface PageEditorOptions {
  repository: PageContentRepository;
  audit: AuditLog;
  /** Who may edit the website (site-editor.service.ts decides, for every editor). */
  requireEditor: (user: AuthenticatedUser) => Promise<void>;
  /** Called after every save: the kept public pages are rendered again (plugins/web.ts). */
  onChange: () => void;
}

const ABOUT_KEY = 'about';

interface StoredAbout {
  version: number;
  about: AboutContent;
}

const changed = () => new AppError(409, ERROR_CODES.conflict, SITE_MESSAGES.changed);

function parseAbout(value: string | undefined): StoredAbout | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as StoredAbout;
    return { version: parsed.version, about: { ...DEFAULT_ABOUT, ...parsed.about } };
  } catch {
    return null;
  }
}

/**
 * Head office edits the About page (issue 17); a save is checked against the version the editor
 * read, audited, and shown publicly at once. The feature cards and the duration plans are declared
 * kinds (kinds/, decision 0067).
 */
export function createPageEditor({
  repository,
  audit,
  requireEditor,
  onChange,
}: PageEditorOptions) {
  const record = (
    user: AuthenticatedUser,
    action: string,
    entity: string,
    entityId: string | number,
    changes: Record<string, unknown>,
    ip: string,
  ) => audit({ userId: user.id, centreId: user.centreId, action, entity, entityId, changes, ip });

  return {
    /** GET /api/content/about: the saved page, or the specification's until head office saves. */
    async publicAbout(): Promise<AboutContent> {
      return parseAbout((await repository.findSetting(ABOUT_KEY))?.value)?.about ?? DEFAULT_ABOUT;
    },

    async editableAbout(user: AuthenticatedUser): Promise<EditableAbout> {
      await requireEditor(user);
      const row = await repository.findSetting(ABOUT_KEY);
      const stored = parseAbout(row?.value);
      return {
        about: stored?.about ?? DEFAULT_ABOUT,
        version: stored?.version ?? 0,
        configured: stored !== null,
        updatedAt: row?.updated_at ?? null,
      };
    },

    /** Saves the About page named at `version`; 409 when someone else saved since. */
    async saveAbout(
      user: AuthenticatedUser,
      input: AboutInput & { version: number },
      ip: string,
    ): Promise<EditableAbout> {
      await requireEditor(user);
      const { version, ...rest } = input;
      const about = aboutInputSchema.parse(rest);
      const row = await repository.findSetting(ABOUT_KEY);
      const stored = parseAbout(row?.value);
      if ((stored?.version ?? 0) !== version) throw changed();
      const next: StoredAbout = { version: version + 1, about };
      const at = nowIso();
      if (
        !(await repository.replaceSetting(
          ABOUT_KEY,
          row?.value ?? null,
          JSON.stringify(next),
          at,
          user.id,
        ))
      ) {
        throw changed();
      }
      await record(
        user,
        'update',
        'about_page',
        'about',
        differences(stored?.about ?? DEFAULT_ABOUT, about),
        ip,
      );
      onChange();
      return { about, version: next.version, configured: true, updatedAt: at };
    },
  };
}

export type PageEditor = ReturnType<typeof createPageEditor>;
