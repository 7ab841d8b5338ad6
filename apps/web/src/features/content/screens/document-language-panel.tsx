import { useLingui } from '@lingui/react';
import type { DocumentLanguage } from '@institute/shared/document-language';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { messageOf } from '../../../lib/api-client';
import {
  useDocumentLanguageSetting,
  useSaveDocumentLanguage,
} from '../../../lib/document-language';
import { showToast } from '../../../lib/toast';

/**
 * Head office chooses the language marksheets, admit cards, fee receipts and certificates are
 * printed in by default (decision 0035); every screen still offers the other layout.
 */
export function DocumentLanguagePanel() {
  const { _ } = useLingui();
  const setting = useDocumentLanguageSetting();
  const save = useSaveDocumentLanguage();
  const [chosen, setChosen] = useState<DocumentLanguage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (setting.isPending) return <LoadingMessage />;
  if (setting.isError) {
    return (
      <ErrorMessage>{messageOf(setting.error, _('website.documents.loadFailed'))}</ErrorMessage>
    );
  }
  const language = chosen ?? setting.data.language;
  const options: [DocumentLanguage, string][] = [
    ['en', _('website.documents.english')],
    ['bilingual', _('website.documents.bilingual')],
  ];
  const onSave = () => {
    setFailure(null);
    save.mutate(
      { language, version: setting.data.version },
      {
        onSuccess: () => {
          setChosen(null);
          showToast(_('website.documents.saved'), 'success');
        },
        onError: (error) => setFailure(messageOf(error, _('website.documents.saveFailed'))),
      },
    );
  };
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <FormAlert message={failure} />
      <fieldset className="space-y-2">
        <legend className="font-medium text-slate-900">{_('website.documents.legend')}</legend>
        <p className="text-sm text-slate-700">{_('website.documents.hint')}</p>
        {options.map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="document-language"
              value={value}
              checked={language === value}
              onChange={() => setChosen(value)}
              className="size-5 accent-brand-700"
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <Button onClick={onSave} disabled={save.isPending || language === setting.data.language}>
        {save.isPending ? _('website.saving') : _('website.documents.save')}
      </Button>
    </div>
  );
}
