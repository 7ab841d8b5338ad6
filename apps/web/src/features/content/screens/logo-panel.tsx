import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import { FileField } from '../../../components/form/file-field';
import { FormAlert } from '../../../components/form/form-alert';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import type { ContentDraft } from '@institute/shared/content/drafts';
import { Trans } from '@lingui/react';
import { uploadDraftPicture, useItemDraft, useSaveDraft } from '../drafts-api';
import { useEditableLogo, useSaveLogo } from '../site-content-api';
import { Button, buttonClass } from '../../../components/ui/button';
import { IMAGE_TYPES } from './slides-panel';

/**
 * The institute's logo: shown beside the name in the header of every page. Upload a new one
 * (checked, re-encoded and stored in several widths by the server) or remove it; or keep a new
 * one as a draft (decision 0038), previewed, and published from the Drafts section.
 */
export function LogoPanel() {
  const logo = useEditableLogo();
  const save = useSaveLogo();
  const { _ } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const saveDraft = useSaveDraft();
  const [drafting, setDrafting] = useState(false);
  const [kept, setKept] = useState<ContentDraft | null>(null);
  const storedDraft = useItemDraft('site_logo', null);

  if (logo.isPending) return <LoadingMessage />;
  if (logo.isError) {
    return <ErrorMessage>{messageOf(logo.error, _('website.logo.loadFailed'))}</ErrorMessage>;
  }
  const { version } = logo.data;

  const onError = (error: Error) => {
    const message = error instanceof ApiRequestError ? error.fieldErrors.image?.[0] : undefined;
    setFieldError(message);
    setFailure(message ? null : messageOf(error, _('website.logo.saveFailed')));
  };
  const onUpload = () => {
    const file = input.current?.files?.[0];
    setFailure(null);
    if (!file) {
      setFieldError(_('website.logo.choose'));
      return;
    }
    setFieldError(undefined);
    save.mutate(
      { file, version },
      {
        onSuccess: () => {
          if (input.current) input.current.value = '';
          showToast(_('website.logo.saved'), 'success');
        },
        onError,
      },
    );
  };
  /** Uploads the chosen file for a draft of the logo and keeps that draft. */
  const onSaveDraft = async () => {
    const file = input.current?.files?.[0];
    setFailure(null);
    if (!file) {
      setFieldError(_('website.logo.choose'));
      return;
    }
    setFieldError(undefined);
    setDrafting(true);
    try {
      const picture = await uploadDraftPicture(file);
      const draft = await saveDraft.mutateAsync({
        kind: 'site_logo',
        itemId: null,
        version,
        replaces: (kept ?? storedDraft)?.savedAt ?? null,
        data: { picture: picture.id },
      });
      setKept(draft);
      showToast(_('website.logo.draftSaved'), 'success');
    } catch (error) {
      onError(error as Error);
    } finally {
      setDrafting(false);
    }
  };
  const onRemove = () => {
    if (!window.confirm(_('website.logo.confirmRemove'))) return;
    save.mutate(
      { file: null, version },
      { onSuccess: () => showToast(_('website.logo.removed'), 'success'), onError },
    );
  };

  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <FormAlert message={failure} />
      <div className="flex flex-wrap items-end gap-4">
        {logo.data.logo ? (
          <img
            src={logo.data.logo.src}
            srcSet={logo.data.logo.srcset}
            sizes="64px"
            width={logo.data.logo.width}
            height={logo.data.logo.height}
            alt={_('website.logo.current')}
            className="size-16 rounded-lg border border-slate-200 object-contain"
          />
        ) : (
          <p className="text-sm text-slate-700">{_('website.logo.none')}</p>
        )}
        <FileField
          ref={input}
          label={_('website.logo.heading')}
          accept={IMAGE_TYPES}
          hint={_('website.logo.hint')}
          error={fieldError}
          className="min-w-0 flex-1"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onUpload} disabled={save.isPending}>
          {save.isPending ? _('website.saving') : _('website.logo.upload')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void onSaveDraft()}
          disabled={drafting}
          aria-busy={drafting || undefined}
        >
          {drafting ? _('website.draft.saving') : _('website.draft.save')}
        </Button>
        {kept && (
          <a
            href={kept.previewPath}
            target="_blank"
            rel="noopener"
            className={buttonClass('secondary')}
          >
            <Trans id="website.draft.preview" components={{ 0: <span className="sr-only" /> }} />
          </a>
        )}
        {logo.data.logo && (
          <Button variant="danger" onClick={onRemove} disabled={save.isPending}>
            {_('website.logo.remove')}
          </Button>
        )}
      </div>
    </div>
  );
}
