import type { PublicSite } from '@institute/shared/content/site';
import { changedSince, fieldList, sameValue, type HistoryKind } from './history-kinds';
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

/** The site settings and the logo in the website's history (the notices: kinds/). */
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

  return [settings, logoKind];
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
