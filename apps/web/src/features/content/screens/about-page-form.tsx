import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  aboutInputSchema,
  MAX_ABOUT_SECTIONS,
  type AboutInput,
  type EditableAbout,
} from '@institute/shared/content/pages';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { showToast } from '../../../lib/toast';
import { serverText } from '../../../i18n/server-texts';
import { useEditableAbout, useSaveAbout } from '../page-content-api';
import { applyFieldErrors } from '../../../components/form/server-errors';
import { useFormDraft } from './draft-controls';

/** The labels of the three figures' fields. */
const FIGURES = [
  { figure: 'website.about.figure1', counts: 'website.about.counts1' },
  { figure: 'website.about.figure2', counts: 'website.about.counts2' },
  { figure: 'website.about.figure3', counts: 'website.about.counts3' },
] as const;

/** The About page: its introduction, its sections (heading and text) and its three figures. */
function AboutForm({ page }: { page: EditableAbout }) {
  const save = useSaveAbout();
  const { _ } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<AboutInput>({
    resolver: zodResolver(aboutInputSchema),
    defaultValues: page.about,
  });
  const sections = useFieldArray({ control, name: 'sections' });

  const draft = useFormDraft({
    kind: 'about_page',
    itemId: null,
    version: page.version,
    load: (data) => reset(data as AboutInput),
    handleSubmit,
    setError,
    setFailure,
  });

  const onValid = (input: AboutInput) => {
    setFailure(null);
    save.mutate(
      { ...input, version: draft.version },
      {
        onSuccess: () => {
          draft.published();
          showToast(_('website.about.saved'), 'success');
        },
        onError: (error) => {
          applyFieldErrors(error, setError);
          setFailure(messageOf(error, _('website.about.saveFailed')));
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={_('website.about.heading')}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="space-y-6 rounded-lg border border-slate-200 bg-white p-4"
    >
      {draft.offer}
      <FormAlert message={failure} />
      <TextareaField
        label={_('website.about.intro')}
        lang="en"
        rows={3}
        hint={_('website.about.introHint')}
        error={errors.intro?.message}
        {...register('intro')}
      />
      <fieldset className="space-y-3">
        <legend className="font-semibold text-brand-900">{_('website.about.figures')}</legend>
        {errors.stats?.message && (
          <p className="text-sm text-red-700">{serverText(errors.stats.message)}</p>
        )}
        {FIGURES.map((labels, index) => (
          <div key={labels.figure} className="grid gap-3 sm:grid-cols-[10rem_1fr]">
            <TextField
              label={_(labels.figure)}
              maxLength={20}
              error={errors.stats?.[index]?.figure?.message}
              {...register(`stats.${index}.figure`)}
            />
            <TextField
              label={_(labels.counts)}
              lang="en"
              maxLength={60}
              hint={index === 0 ? _('website.about.countsHint') : undefined}
              error={errors.stats?.[index]?.label?.message}
              {...register(`stats.${index}.label`)}
            />
          </div>
        ))}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-semibold text-brand-900">{_('website.about.sections')}</legend>
        {errors.sections?.message && (
          <p className="text-sm text-red-700">{serverText(errors.sections.message)}</p>
        )}
        {sections.fields.map((field, index) => (
          <div key={field.id} className="space-y-3 rounded-md border border-slate-200 p-3">
            <TextField
              label={_('website.about.sectionHeading', { number: index + 1 })}
              lang="en"
              maxLength={100}
              error={errors.sections?.[index]?.heading?.message}
              {...register(`sections.${index}.heading`)}
            />
            <TextareaField
              label={_('website.about.sectionText', { number: index + 1 })}
              lang="en"
              rows={4}
              error={errors.sections?.[index]?.text?.message}
              {...register(`sections.${index}.text`)}
            />
            {sections.fields.length > 1 && (
              <Button variant="small" onClick={() => sections.remove(index)}>
                {_('website.about.removeSection', { number: index + 1 })}
              </Button>
            )}
          </div>
        ))}
        {sections.fields.length < MAX_ABOUT_SECTIONS && (
          <Button variant="secondary" onClick={() => sections.append({ heading: '', text: '' })}>
            {_('website.about.addSection')}
          </Button>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending} busyLabel={_('website.saving')} className="sm:w-auto">
          {_('website.about.save')}
        </SubmitButton>
        {draft.buttons}
      </div>
    </form>
  );
}

/** The About page editor, with when it was last saved. */
export function AboutPagePanel() {
  const page = useEditableAbout();
  const { _ } = useLingui();
  if (page.isPending) return <LoadingMessage />;
  if (page.isError) {
    return <ErrorMessage>{messageOf(page.error, _('website.about.loadFailed'))}</ErrorMessage>;
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {page.data.configured && page.data.updatedAt
          ? _('website.settings.lastSaved', { when: formatDateTime(page.data.updatedAt) })
          : _('website.about.notSaved')}
      </p>
      <AboutForm key={page.data.version} page={page.data} />
    </div>
  );
}
