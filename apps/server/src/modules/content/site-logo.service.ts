import { ERROR_CODES } from '@institute/shared/api-error';
import { SITE_MESSAGES, type EditableLogo, type SiteLogo } from '@institute/shared/content/site';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { processWebsiteImage } from '../files/images';
import {
  defaultVariant,
  mediaUrl,
  srcsetOf,
  storeImage,
  type StoredVariant,
} from '../files/media-store';
import type { StoredFiles } from '../files/stored-files';
import type { SiteEditorRepository } from './site-editor.repository';

/** The logo's own versioned record in `settings` (the site settings' record stays as it was). */
const LOGO_KEY = 'site_logo';

interface StoredLogo {
  version: number;
  variants: StoredVariant[] | null;
}

function parseLogo(value: string | undefined): StoredLogo {
  if (!value) return { version: 0, variants: null };
  try {
    const parsed = JSON.parse(value) as StoredLogo;
    return { version: parsed.version, variants: parsed.variants?.length ? parsed.variants : null };
  } catch {
    return { version: 0, variants: null };
  }
}

/** The logo as pages show it, from its stored widths. */
export function logoOf(variants: readonly StoredVariant[] | null): SiteLogo | null {
  if (!variants?.length) return null;
  const shown = defaultVariant(variants);
  return {
    src: mediaUrl(shown.fileId),
    srcset: srcsetOf(variants),
    width: shown.width,
    height: shown.height,
  };
}

const changed = () => new AppError(409, ERROR_CODES.conflict, SITE_MESSAGES.changed);

/**
 * The institute's logo (issue 17): uploaded through the website image pipeline (checked by its
 * content, upright, without metadata, in responsive widths), one versioned record written by
 * compare-and-swap, audited and undoable like the settings. A replaced logo's files are kept so
 * that an undo can bring it back.
 */
export function createSiteLogo(deps: {
  repository: SiteEditorRepository;
  storedFiles: StoredFiles;
  audit: AuditLog;
  requireEditor: (user: AuthenticatedUser) => Promise<void>;
  onChange: () => void;
}) {
  const { repository, storedFiles, audit, requireEditor, onChange } = deps;

  async function current(trx?: Kysely<DB>) {
    const row = await repository.findSite(LOGO_KEY, trx);
    return { row, stored: parseLogo(row?.value) };
  }

  /** Writes `variants` as the logo if it is still at `version`, in `trx`; 409 otherwise. */
  async function write(
    trx: Kysely<DB>,
    user: AuthenticatedUser,
    version: number,
    variants: StoredVariant[] | null,
    ip: string,
  ): Promise<EditableLogo> {
    const { row, stored } = await current(trx);
    if (stored.version !== version) throw changed();
    const next: StoredLogo = { version: version + 1, variants };
    const saved = await repository.replaceSite(
      row?.value ?? null,
      JSON.stringify(next),
      nowIso(),
      user.id,
      LOGO_KEY,
      trx,
    );
    if (!saved) throw changed();
    await audit(
      {
        userId: user.id,
        centreId: user.centreId,
        action: 'update',
        entity: 'site_logo',
        entityId: 'logo',
        changes: { variants: [stored.variants, variants] },
        ip,
      },
      trx,
    );
    return { logo: logoOf(variants), version: next.version };
  }

  const inTransaction = <T>(work: (trx: Kysely<DB>) => Promise<T>) => repository.transaction(work);

  return {
    /** The logo pages show (null: none yet). */
    async publicLogo(): Promise<SiteLogo | null> {
      return logoOf((await current()).stored.variants);
    },

    async editable(user: AuthenticatedUser): Promise<EditableLogo> {
      await requireEditor(user);
      const { stored } = await current();
      return { logo: logoOf(stored.variants), version: stored.version };
    },

    /** The stored widths of the logo now, with its version (for undo). */
    async stored(): Promise<StoredLogo> {
      return (await current()).stored;
    },

    /** A new logo from an upload, at `version`. */
    async upload(
      user: AuthenticatedUser,
      picture: { data: Buffer; filename: string },
      version: number,
      ip: string,
    ): Promise<EditableLogo> {
      await requireEditor(user);
      const variants = await processWebsiteImage(
        'image',
        'The logo',
        picture.data,
        picture.filename,
      );
      const saved = await storeImage(
        storedFiles,
        variants,
        { centreId: null, userId: user.id },
        (trx, stored) => write(trx, user, version, stored, ip),
      );
      onChange();
      return saved;
    },

    /** Sets the logo to widths already stored (undo, a draft's), or none (remove), at `version`. */
    async set(
      user: AuthenticatedUser,
      variants: StoredVariant[] | null,
      version: number,
      ip: string,
      /** Run in the logo's transaction first (a draft's picture made public, decision 0038). */
      adopt?: (trx: Kysely<DB>) => Promise<void>,
    ): Promise<EditableLogo> {
      await requireEditor(user);
      const saved = await inTransaction(async (trx) => {
        await adopt?.(trx);
        return write(trx, user, version, variants, ip);
      });
      onChange();
      return saved;
    },
  };
}

export type SiteLogoService = ReturnType<typeof createSiteLogo>;
