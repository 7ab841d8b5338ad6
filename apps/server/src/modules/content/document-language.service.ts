import { ERROR_CODES } from '@institute/shared/api-error';
import {
  DOCUMENT_LANGUAGES,
  saveDocumentLanguageSchema,
  type DocumentLanguage,
  type DocumentLanguageSetting,
  type SaveDocumentLanguage,
} from '@institute/shared/document-language';
import { SITE_MESSAGES } from '@institute/shared/content/site';
import { forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { SiteEditorRepository } from './site-editor.repository';

/** Its own versioned record in `settings`, beside the site's and the logo's (decision 0035). */
const DOCUMENTS_KEY = 'documents';

interface StoredDocuments {
  version: number;
  language: DocumentLanguage;
}

function parseStored(value: string | undefined): StoredDocuments {
  if (!value) return { version: 0, language: 'en' };
  try {
    const parsed = JSON.parse(value) as Partial<StoredDocuments>;
    const language = DOCUMENT_LANGUAGES.includes(parsed.language as DocumentLanguage)
      ? (parsed.language as DocumentLanguage)
      : 'en';
    return { version: Number(parsed.version) || 0, language };
  } catch {
    return { version: 0, language: 'en' };
  }
}

const changed = () => new AppError(409, ERROR_CODES.conflict, SITE_MESSAGES.changed);

/**
 * Head office's default language of the printed documents (issue 18, decision 0035): what a
 * certificate's, marksheet's, admit card's or fee receipt's PDF is drawn in when its address
 * names no `?lang=`. English until head office chooses.
 */
export function createDocumentLanguage(deps: {
  repository: SiteEditorRepository;
  audit: AuditLog;
}) {
  const { repository, audit } = deps;

  async function read(): Promise<DocumentLanguageSetting> {
    const row = await repository.findSite(DOCUMENTS_KEY);
    const stored = parseStored(row?.value);
    return { ...stored, updatedAt: row?.updated_at ?? null };
  }

  return {
    /** The default a PDF route without `?lang=` follows. */
    async language(): Promise<DocumentLanguage> {
      return (await read()).language;
    },

    /** GET: every staff member may read it (their screens' PDF links follow it). */
    setting: read,

    /** PUT: head office only; 409 when someone saved since `version`. */
    async save(
      user: AuthenticatedUser,
      input: SaveDocumentLanguage,
      ip: string,
    ): Promise<DocumentLanguageSetting> {
      if (user.role !== 'head_office') throw forbidden();
      const { language, version } = saveDocumentLanguageSchema.parse(input);
      const row = await repository.findSite(DOCUMENTS_KEY);
      const stored = parseStored(row?.value);
      if (stored.version !== version) throw changed();
      const at = nowIso();
      const next: StoredDocuments = { version: version + 1, language };
      const saved = await repository.replaceSite(
        row?.value ?? null,
        JSON.stringify(next),
        at,
        user.id,
        DOCUMENTS_KEY,
      );
      if (!saved) throw changed();
      await audit({
        userId: user.id,
        centreId: user.centreId,
        action: 'update',
        entity: 'document_language',
        entityId: DOCUMENTS_KEY,
        changes: { language: [stored.language, language] },
        ip,
      });
      return { ...next, updatedAt: at };
    },
  };
}

export type DocumentLanguageService = ReturnType<typeof createDocumentLanguage>;
