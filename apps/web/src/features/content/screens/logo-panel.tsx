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
  const input = useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  if (logo.isPending) return <LoadingMessage />;
  if (logo.isError) {
    return <ErrorMessage>{messageOf(logo.error, 'The logo could not be loaded.')}</ErrorMessage>;
  }
  const { version } = logo.data;

  const onError = (error: Error) => {
    const message = error instanceof ApiRequestError ? error.fieldErrors.image?.[0] : undefined;
    setFieldError(message);
    setFailure(message ? null : messageOf(error, 'The logo could not be saved. Please try again.'));
  };
  const onUpload = () => {
    const file = input.current?.files?.[0];
    setFailure(null);
    if (!file) {
      setFieldError('Choose the logo picture');
      return;
    }
    setFieldError(undefined);
    save.mutate(
      { file, version },
      {
        onSuccess: () => {
          if (input.current) input.current.value = '';
          showToast('Logo saved', 'success');
        },
        onError,
      },
    );
  };
  const onRemove = () => {
    if (!window.confirm('Remove the logo? The website shows the name only.')) return;
    save.mutate(
      { file: null, version },
      { onSuccess: () => showToast('Logo removed', 'success'), onError },
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
            alt="The logo now"
            className="size-16 rounded-lg border border-slate-200 object-contain"
          />
        ) : (
          <p className="text-sm text-slate-700">
            No logo yet: the header shows the name’s initials.
          </p>
        )}
        <FileField
          ref={input}
          label="Logo"
          accept={IMAGE_TYPES}
          hint="A square JPEG, PNG or WebP picture, up to 5 MB."
          error={fieldError}
          className="min-w-0 flex-1"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onUpload} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Upload logo'}
        </Button>
        {logo.data.logo && (
          <Button variant="danger" onClick={onRemove} disabled={save.isPending}>
            Remove logo
          </Button>
        )}
      </div>
    </div>
  );
}
