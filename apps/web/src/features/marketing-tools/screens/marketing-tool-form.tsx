import { MARKETING_TOOL_TYPES, type MarketingTool } from '@institute/shared/marketing-tools';
import { FILE_LIMITS } from '@institute/shared/student';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { FileField } from '../../../components/form/file-field';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useSaveMarketingTool } from '../marketing-tools-api';
import { ApiRequestError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { PRIMARY, SECONDARY } from '../../../components/ui/button';
import { TYPE_LABELS } from './marketing-parts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
type Errors = Partial<Record<'type' | 'description' | 'image' | 'file', string>>;

/** The form's fields as the browser holds them. */
interface ToolFields {
  type: string;
  description: string;
  image: FileList | null;
  file: FileList | null;
}

/** What a valid form sends: the chosen files, or null to keep the stored ones. */
interface ToolValues {
  type: string;
  description: string;
  image: File | null;
  file: File | null;
}

/**
 * Client-side checks of the form (the server checks again, files by their content), written in
 * the page's language by `_`.
 */
export function checkMarketingForm(
  values: { type: string; description: string; image: File | null; file: File | null },
  adding: boolean,
  _: I18n['_'],
): Errors {
  const errors: Errors = {};
  if (!(MARKETING_TOOL_TYPES as readonly string[]).includes(values.type)) {
    errors.type = _('marketing.error.type');
  }
  const description = values.description.trim();
  if (!description) errors.description = _('marketing.error.descriptionRequired');
  else if (description.length < 3) errors.description = _('marketing.error.descriptionShort');
  if (values.image) {
    if (!IMAGE_TYPES.includes(values.image.type)) {
      errors.image = _('marketing.error.imageType');
    } else if (values.image.size > FILE_LIMITS.imageBytes) {
      errors.image = _('marketing.error.imageSize');
    }
  } else if (adding) errors.image = _('marketing.error.imageRequired');
  if (values.file) {
    const isPdf = values.file.type === 'application/pdf';
    if (!isPdf && !IMAGE_TYPES.includes(values.file.type)) {
      errors.file = _('marketing.error.fileType');
    } else if (values.file.size > (isPdf ? FILE_LIMITS.pdfBytes : FILE_LIMITS.imageBytes)) {
      errors.file = _('marketing.error.fileSize', { size: isPdf ? 5 : 2 });
    }
  } else if (adding) errors.file = _('marketing.error.fileRequired');
  return errors;
}

/** Add an entry (tool null) or edit one: type, description, image, download file. */
export function MarketingToolForm({
  tool,
  onDone,
}: {
  tool: MarketingTool | null;
  onDone: () => void;
}) {
  const save = useSaveMarketingTool();
  const adding = tool === null;
  const { _ } = useLingui();
  const resolver = useMemo<Resolver<ToolFields, unknown, ToolValues>>(
    () => async (fields) => {
      const values: ToolValues = {
        type: fields.type,
        description: fields.description,
        image: fields.image?.[0] ?? null,
        file: fields.file?.[0] ?? null,
      };
      const found = checkMarketingForm(values, adding, _);
      if (Object.keys(found).length === 0) return { values, errors: {} };
      const errors: FieldErrors<ToolFields> = {};
      for (const [field, message] of Object.entries(found)) {
        errors[field as keyof ToolFields] = { type: 'validate', message };
      }
      return { values: {}, errors };
    },
    [adding, _],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ToolFields, unknown, ToolValues>({
    resolver,
    shouldFocusError: false,
    defaultValues: {
      type: tool?.type ?? 'Online',
      description: tool?.description ?? '',
      image: null,
      file: null,
    },
  });

  const onValid = (values: ToolValues) => {
    save.mutate(
      { id: tool?.id ?? null, values },
      {
        onSuccess: () => {
          showToast(tool ? _('marketing.form.updated') : _('marketing.form.added'), 'success');
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0) {
            for (const [field, messages] of Object.entries(error.fieldErrors)) {
              if (messages[0]) setError(field as keyof ToolFields, { message: messages[0] });
            }
          } else {
            showToast(
              error instanceof ApiRequestError && !error.isNetworkError && error.status < 500
                ? error.message
                : _('marketing.form.saveFailed'),
              'error',
            );
          }
        },
      },
    );
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onValid)(event)} noValidate className="space-y-4">
      <SelectField
        label={_('marketing.col.type')}
        options={MARKETING_TOOL_TYPES.map((value) => ({ value, label: _(TYPE_LABELS[value]) }))}
        error={errors.type?.message}
        data-autofocus
        {...register('type')}
      />
      <TextareaField
        label={_('marketing.col.description')}
        maxLength={300}
        error={errors.description?.message}
        {...register('description')}
      />
      <FileField
        label={tool ? _('marketing.form.replaceImage') : _('marketing.col.image')}
        accept={IMAGE_TYPES.join(',')}
        hint={_('marketing.form.imageHint')}
        error={errors.image?.message}
        {...register('image')}
      />
      <FileField
        label={tool ? _('marketing.form.replaceFile') : _('marketing.form.file')}
        accept={[...IMAGE_TYPES, 'application/pdf'].join(',')}
        hint={_('marketing.form.fileHint')}
        current={tool ? _('marketing.form.current', { name: tool.downloadName }) : undefined}
        error={errors.file?.message}
        {...register('file')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={SECONDARY} onClick={onDone}>
          {_('marketing.cancel')}
        </button>
        <button type="submit" className={PRIMARY} disabled={save.isPending}>
          {save.isPending
            ? _('marketing.form.saving')
            : tool
              ? _('marketing.form.save')
              : _('marketing.add')}
        </button>
      </div>
    </form>
  );
}
