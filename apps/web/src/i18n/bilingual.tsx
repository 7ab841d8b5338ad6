import { setupI18n, type I18n, type MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { UiLocale } from '@institute/shared/i18n';
import { useEffect, useState } from 'react';
import { loadBundle, type Bundle } from './catalog';

/**
 * The labels of a printed document (marksheets, admit cards, receipts: issue 18) in English, in
 * Hindi, or in both ("Registration number / पंजीकरण संख्या"), whatever the interface's language.
 */
export type LabelMode = UiLocale | 'both';

export const LABEL_MODES: readonly LabelMode[] = ['en', 'hi', 'both'];

/** The order of the two texts of a label in "both": English first, as printed forms do. */
const BOTH_ORDER: readonly UiLocale[] = ['en', 'hi'];

export interface BilingualLabels {
  mode: LabelMode;
  setMode: (mode: LabelMode) => void;
  /** False while the other language's messages load (its labels show in the page's language). */
  ready: boolean;
  /** A label in the chosen mode: one text, or both joined with " / ". */
  label: (id: MessageId, values?: Record<string, unknown>) => string;
  /** A label's texts in the chosen mode, one per language (a long text shown on two lines). */
  texts: (id: MessageId, values?: Record<string, unknown>) => string[];
}

/**
 * Labels for a printed document in a chosen language or both. The default is the interface's
 * language; the other language's messages of `bundle` load (once) only when a mode needs them,
 * into a second Lingui instance, so the page's own i18n is untouched.
 */
export function useBilingualLabels(bundle: Bundle): BilingualLabels {
  const { i18n } = useLingui();
  const locale = i18n.locale as UiLocale;
  const other: UiLocale = locale === 'hi' ? 'en' : 'hi';
  const [mode, setMode] = useState<LabelMode>(locale);
  const [otherI18n, setOtherI18n] = useState<I18n | null>(null);
  const needsOther = mode !== locale;

  useEffect(() => {
    if (!needsOther || otherI18n?.locale === other) return;
    let live = true;
    void loadBundle(other, bundle).then((messages) => {
      if (live) setOtherI18n(setupI18n({ locale: other, messages: { [other]: messages } }));
    });
    return () => {
      live = false;
    };
  }, [needsOther, other, bundle, otherI18n]);

  const ready = !needsOther || otherI18n?.locale === other;
  const textIn = (language: UiLocale, id: MessageId, values?: Record<string, unknown>) =>
    language === locale || !ready || !otherI18n ? i18n._(id, values) : otherI18n._(id, values);
  const texts = (id: MessageId, values?: Record<string, unknown>): string[] => {
    if (mode !== 'both') return [textIn(mode, id, values)];
    if (!ready) return [i18n._(id, values)];
    return BOTH_ORDER.map((language) => textIn(language, id, values));
  };
  const label = (id: MessageId, values?: Record<string, unknown>) => texts(id, values).join(' / ');
  return { mode, setMode, ready, label, texts };
}
