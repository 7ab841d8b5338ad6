import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import { FileField } from '../../../components/form/file-field';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useEditableLogo, useSaveLogo } from '../site-content-api';
import { IMAGE_TYPES } from './slides-panel';

/**
 * The institute's logo: shown beside the name in the header of every page. Upload a new one
 * (checked, re-encoded and stored in several widths by the server) or remove it.
 */
export function LogoPanel() {
  const logo = useEditableLogo();
  const save = useSaveLogo();
  const { _ } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

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
        {logo.data.logo && (
          <Button variant="danger" onClick={onRemove} disabled={save.isPending}>
            {_('website.logo.remove')}
          </Button>
        )}
      </div>
    </div>
  );
}
