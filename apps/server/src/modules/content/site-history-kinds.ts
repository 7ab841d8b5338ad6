import type { PublicSite } from '@institute/shared/content/site';
import { notFound } from '../../lib/errors';
import {
  changedSince,
  fieldList,
  saveLine,
  restoreFields,
  sameValue,
  shortText,
  valueOf,
  type HistoryKind,
  type SaveLines,
} from './history-kinds';
import type { StoredVariant } from '../files/media-store';
import type { SiteEditor } from './site-editor.service';
import type { SiteLogoService } from './site-logo.service';
import type { DocumentLanguageService } from './document-language.service';
import type { DocumentLanguage } from '@institute/shared/document-language';

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
  logo: 'Logo',
};

const NOTICE_LINES: SaveLines = {
  what: 'Notice',
  create: 'Notice added: {item}',
  update: 'Notice edited: {item}',
  delete: 'Notice removed: {item}',
};

const NOTICE_FIELDS = ['textEn', 'textHi', 'startsOn', 'endsOn', 'position'] as const;

/** The site settings, the logo and the notices in the website's history. */
export function siteHistoryKinds(editor: SiteEditor, logo: SiteLogoService): HistoryKind[] {
  const logoKind: HistoryKind = {
    entity: 'site_logo',
    summary: ({ changes }, say) => {
      const [before, after] = (changes.variants as [unknown, unknown] | undefined) ?? [];
      if (!after) return say('Logo removed');
      return before ? say('Logo changed') : say('Logo added');
    },
    // The files of a replaced logo are kept: an undo puts the earlier one back.
    async undo(user, { changes }, ip) {
      const [before, after] = (changes.variants as [StoredVariant[] | null, unknown]) ?? [];
      const now = await logo.stored();
      if (!sameValue(now.variants, after ?? null)) throw changedSince();
      await logo.set(user, before ?? null, now.version, ip);
    },
  };

  const settings: HistoryKind = {
    entity: 'site_settings',
    summary: ({ changes }, say) => {
      const fields = fieldList(say, FIELD_LABELS, Object.keys(changes));
      return say('Site settings: {fields}', { fields: fields || say('saved unchanged') });
    },
    async undo(user, { changes }, ip) {
      const site = await editor.editableSite(user);
      const restored: Record<string, unknown> = { ...site.settings };
      for (const [field, value] of Object.entries(changes)) {
        const [before, after] = value as [unknown, unknown];
        if (!sameValue(restored[field], after)) throw changedSince();
        restored[field] = before;
      }
      await editor.saveSite(
        user,
        { ...(restored as unknown as PublicSite), version: site.version },
        ip,
      );
    },
  };

  const notice: HistoryKind = {
    entity: 'notice',
    summary: ({ action, changes }, say) =>
      saveLine(
        say,
        NOTICE_LINES,
        action,
        shortText(valueOf(changes, 'textEn') || valueOf(changes, 'textHi')),
      ),
    async undo(user, { action, entity_id, changes }, ip) {
      const noticeId = Number(entity_id);
      const current = await editor.notice(noticeId);
      if (action === 'create') {
        if (!current) throw changedSince();
        await editor.deleteNotice(user, noticeId, current.version, ip);
      } else if (action === 'update') {
        if (!current) throw changedSince();
        const restored = restoreFields({ ...current }, changes, NOTICE_FIELDS);
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
      } else if (action === 'delete') {
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
    },
  };

  return [settings, logoKind, notice];
}

/** The languages of the printed documents as the history names them. */
const DOCUMENT_LANGUAGE_NAMES: Record<DocumentLanguage, string> = {
  en: 'English',
  hi: 'Hindi',
  bilingual: 'Hindi and English',
};

/** Head office's default language of the printed documents (decision 0035). */
export function documentLanguageHistoryKind(service: DocumentLanguageService): HistoryKind {
  return {
    entity: 'document_language',
    summary: ({ changes }, say) => {
      const [, after] =
        (changes.language as [DocumentLanguage, DocumentLanguage] | undefined) ?? [];
      return say('Printed documents in: {language}', {
        language: say(DOCUMENT_LANGUAGE_NAMES[after ?? 'en'] ?? DOCUMENT_LANGUAGE_NAMES.en),
      });
    },
    async undo(user, { changes }, ip) {
      const [before, after] = changes.language as [DocumentLanguage, DocumentLanguage];
      const now = await service.setting();
      if (now.language !== after) throw changedSince();
      await service.save(user, { language: before, version: now.version }, ip);
    },
  };
}
