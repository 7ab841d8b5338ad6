import { zodResolver } from '@hookform/resolvers/zod';
import {
  NOTIFICATION_MESSAGES,
  templateFormSchema,
  type TemplateFormInput,
  type TemplateItem,
  type TemplatePreview,
} from '@institute/shared/notifications';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import {
  previewTemplate,
  restoreTemplate,
  saveTemplate,
  useNotificationTemplates,
} from '../notifications-api';
import { ApiRequestError } from '../../../lib/api-client';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { serverText } from '../../../i18n/server-texts';
import { kindTitle } from '../notification-titles';

const keyOf = (item: { kind: string; locale: string }) => `${item.kind}:${item.locale}`;

const LANGUAGE_IDS: Record<TemplateItem['locale'], MessageId> = {
  en: 'notifications.templates.language.en',
  hi: 'notifications.templates.language.hi',
};

/** Head office: the wording of each e-mail, in English and Hindi, with a preview. */
export function TemplatesPage() {
  const { _ } = useLingui();
  const user = useStaffUser();
  if (!isHeadOffice(user)) {
    return (
      <div className="p-4 sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{_('notifications.templates.title')}</h1>
        <p role="alert" className="mt-4 text-red-700">
          {serverText(NOTIFICATION_MESSAGES.headOfficeOnly)}
        </p>
      </div>
    );
  }
  return <Templates />;
}

function Templates() {
  const { _ } = useLingui();
  const templates = useNotificationTemplates();
  const [selected, setSelected] = useState<string>('');
  const items = templates.data ?? [];
  const current = items.find((item) => keyOf(item) === selected) ?? items[0];
  return (
    <div className="p-4 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">{_('notifications.templates.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        {_('notifications.templates.intro', { example: '{name}' })}{' '}
        <Link className="font-semibold text-brand-700 underline" to="/dashboard/Notifications">
          {_('notifications.templates.logLink')}
        </Link>
      </p>
      {templates.isPending && (
        <p className="mt-4 text-slate-700">{_('notifications.templates.loading')}</p>
      )}
      {templates.isError && (
        <p role="alert" className="mt-4 text-red-700">
          {_('notifications.templates.loadFailed')}
        </p>
      )}
      {current && (
        <>
          <SelectField
            className="mt-4 max-w-md"
            label={_('notifications.templates.select')}
            value={keyOf(current)}
            onChange={(event) => setSelected(event.target.value)}
            options={items.map((item) => ({
              value: keyOf(item),
              label: _(
                item.edited
                  ? 'notifications.templates.optionEdited'
                  : 'notifications.templates.option',
                { title: kindTitle(_, item), language: _(LANGUAGE_IDS[item.locale]) },
              ),
            }))}
          />
          <TemplateEditor
            key={`${keyOf(current)}:${current.subject}:${current.body}`}
            item={current}
          />
        </>
      )}
    </div>
  );
}

function TemplateEditor({ item }: { item: TemplateItem }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<TemplatePreview | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TemplateFormInput>({
    resolver: zodResolver(templateFormSchema),
    defaultValues: { subject: item.subject, body: item.body },
  });

  const failed = (error: unknown) => {
    if (error instanceof ApiRequestError && error.fieldErrors.body) {
      setError('body', { message: error.fieldErrors.body[0] });
    }
    setNotice({
      ok: false,
      text:
        error instanceof ApiRequestError && !error.isNetworkError
          ? error.message
          : _('notifications.templates.unreachable'),
    });
  };

  const onPreview = async () => {
    setNotice(null);
    if (!(await trigger())) return;
    try {
      setPreview(await previewTemplate(item.kind, item.locale, getValues()));
    } catch (error) {
      failed(error);
    }
  };

  const onSave = async (input: TemplateFormInput) => {
    setNotice(null);
    try {
      const { message } = await saveTemplate(item.kind, item.locale, input);
      setNotice({ ok: true, text: message });
      await queryClient.invalidateQueries({ queryKey: ['notification-templates'] });
    } catch (error) {
      failed(error);
    }
  };

  const onRestore = async () => {
    setNotice(null);
    try {
      const { message } = await restoreTemplate(item.kind, item.locale);
      setNotice({ ok: true, text: message });
      await queryClient.invalidateQueries({ queryKey: ['notification-templates'] });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div className="mt-6 grid max-w-5xl gap-6 lg:grid-cols-2">
      <form noValidate onSubmit={handleSubmit(onSave)} className="space-y-4">
        <TextField
          label={_('notifications.templates.subject')}
          error={errors.subject?.message}
          {...register('subject')}
        />
        <TextareaField
          label={_('notifications.templates.body')}
          rows={10}
          hint={_('notifications.templates.placeholders', {
            list: item.placeholders.map((name) => `{${name}}`).join(', '),
          })}
          error={errors.body?.message}
          {...register('body')}
        />
        {notice && (
          <p
            role={notice.ok ? 'status' : 'alert'}
            className={`rounded-md p-3 ${notice.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
          >
            {notice.text}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={onPreview}
            className={`min-h-11 rounded-md border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 ${FOCUS_RING}`}
          >
            {_('notifications.templates.preview')}
          </button>
          <SubmitButton busy={isSubmitting} busyLabel={_('notifications.templates.saving')}>
            {_('notifications.templates.save')}
          </SubmitButton>
          {item.edited && (
            <button
              type="button"
              onClick={onRestore}
              className={`min-h-11 rounded-md border border-slate-400 px-4 font-semibold text-slate-800 hover:bg-slate-50 ${FOCUS_RING}`}
            >
              {_('notifications.templates.restore')}
            </button>
          )}
        </div>
      </form>
      <section
        aria-labelledby="template-preview"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="template-preview" className="text-lg font-semibold text-brand-900">
          {_('notifications.templates.preview')}
        </h2>
        {preview ? (
          <div className="mt-2">
            <p className="font-semibold text-slate-900">{preview.subject}</p>
            <p className="mt-2 whitespace-pre-wrap text-slate-800">{preview.body}</p>
          </div>
        ) : (
          <p className="mt-2 text-slate-700">{_('notifications.templates.previewEmpty')}</p>
        )}
      </section>
    </div>
  );
}
