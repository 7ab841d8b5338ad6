import type { TranslationKind } from '@institute/shared/content/translations';
import { useLingui } from '@lingui/react';
import { useMemo, type ReactNode } from 'react';
import { useTranslations } from './translations-api';

/**
 * The website's texts as the editor's lists show them to a reader of Hindi (decision 0092): the
 * Hindi head office wrote for a text (decision 0034) where there is one; else the English, marked
 * as English (lang="en") and said to be in English only, in Hindi. In English: the English.
 * What an editor types stays in English in the kinds' forms (fields marked lang="en").
 */
export function useShownContent() {
  const { i18n, _ } = useLingui();
  const hindi = i18n.locale === 'hi';
  const translations = useTranslations(hindi);
  const written = useMemo(() => {
    const map = new Map<string, string>();
    for (const item of translations.data?.items ?? []) {
      for (const field of item.fields) {
        if (field.hindi.trim()) map.set(`${item.kind}:${item.itemId}:${field.field}`, field.hindi);
      }
    }
    return map;
  }, [translations.data]);

  /** A text as plain words (names in buttons' labels): its Hindi in Hindi where written. */
  const text = (kind: TranslationKind, itemId: number, field: string, english: string): string =>
    (hindi ? written.get(`${kind}:${itemId}:${field}`) : undefined) ?? english;

  /** A text as shown in a list: its Hindi, or its English marked as English only. */
  const node = (
    kind: TranslationKind,
    itemId: number,
    field: string,
    english: string,
  ): ReactNode => {
    if (!hindi || !english.trim()) return english;
    const shown = written.get(`${kind}:${itemId}:${field}`);
    if (shown) return <span lang="hi">{shown}</span>;
    return (
      <>
        <span lang="en">{english}</span>{' '}
        <span className="text-sm text-slate-600">{_('website.englishOnly')}</span>
      </>
    );
  };

  return { hindi, text, node };
}
