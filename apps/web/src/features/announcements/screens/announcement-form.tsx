import {
  ANNOUNCEMENT_MESSAGES,
  announcementFormSchema,
  type AnnouncementAudience,
  type AnnouncementOptions,
  type AnnouncementPreview,
} from '@institute/shared/announcements';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { PRIMARY, SECONDARY } from '../../../components/ui/button';
import { serverText } from '../../../i18n/server-texts';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { usePreviewAnnouncement, useSendAnnouncement } from '../announcements-api';
import { channelLabel } from '../labels';

type Kind = AnnouncementOptions['kinds'][number];
const RADIO = `size-5 shrink-0 accent-brand-700 ${FOCUS_RING}`;

const KIND_WORDS: Record<Kind, MessageId> = {
  all: 'announcements.form.kind.all',
  centre: 'announcements.form.kind.centre',
  course: 'announcements.form.kind.course',
  batch: 'announcements.form.kind.batch',
};

interface Values {
  kind: Kind;
  centreId: string;
  courseCode: string;
  batchId: string;
  titleEn: string;
  bodyEn: string;
  titleHi: string;
  bodyHi: string;
  when: 'now' | 'later';
  sendAt: string;
}

/** Head office or a centre writes an announcement, previews it, then sends or schedules it. */
export function AnnouncementForm({ options }: { options: AnnouncementOptions }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const preview = usePreviewAnnouncement();
  const send = useSendAnnouncement();
  const ownCentre = !options.kinds.includes('all');
  const [values, setValues] = useState<Values>({
    kind: options.kinds[0]!,
    centreId: '',
    courseCode: '',
    batchId: '',
    titleEn: '',
    bodyEn: '',
    titleHi: '',
    bodyHi: '',
    when: 'now',
    sendAt: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [shown, setShown] = useState<AnnouncementPreview | null>(null);

  const set = (field: keyof Values) => (value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    // A change after the preview: preview again before sending.
    setShown(null);
  };

  const audience = (): AnnouncementAudience | Record<string, unknown> => {
    const centreId = values.centreId ? Number(values.centreId) : null;
    switch (values.kind) {
      case 'all':
        return { kind: 'all' };
      case 'centre':
        return { kind: 'centre', centreId: ownCentre ? null : centreId };
      case 'course':
        return { kind: 'course', courseCode: values.courseCode, centreId };
      case 'batch':
        return { kind: 'batch', batchId: values.batchId ? Number(values.batchId) : undefined };
    }
  };

  /** The form's values as the server takes them, or null with each field's message shown. */
  const checked = () => {
    const parsed = announcementFormSchema.safeParse({
      audience: audience(),
      text: {
        titleEn: values.titleEn,
        bodyEn: values.bodyEn,
        titleHi: values.titleHi,
        bodyHi: values.bodyHi,
      },
      sendAt: values.when === 'later' ? values.sendAt : null,
    });
    const found: Record<string, string> = {};
    if (values.kind === 'centre' && !ownCentre && !values.centreId) {
      found['centreId'] = serverText(ANNOUNCEMENT_MESSAGES.centreRequired);
    }
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        const field =
          path === 'audience.batchId'
            ? 'batchId'
            : path === 'audience.courseCode'
              ? 'courseCode'
              : path.startsWith('audience')
                ? 'kind'
                : (issue.path.at(-1)?.toString() ?? 'form');
        found[field] ??= serverText(issue.message);
      }
    }
    setErrors(found);
    return parsed.success && Object.keys(found).length === 0 ? parsed.data : null;
  };

  const failed = (error: unknown) => {
    if (error instanceof ApiRequestError && !error.isNetworkError && error.status < 500) {
      const found: Record<string, string> = {};
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        const name = field.split('.').at(-1)!;
        if (messages[0]) found[name] = messages[0];
      }
      setErrors(found);
    }
    setFailure(messageOf(error, _('announcements.form.failed')));
  };

  const onPreview = async () => {
    setFailure(null);
    const data = checked();
    if (!data) return;
    try {
      setShown(await preview.mutateAsync({ audience: data.audience, text: data.text }));
    } catch (error) {
      failed(error);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const data = checked();
    if (!data) return;
    try {
      const { id } = await send.mutateAsync(data);
      showToast(_('announcements.sent'), 'success');
      await navigate(`/dashboard/Announcements/${id}`);
    } catch (error) {
      failed(error);
    }
  };

  const centreOptions = options.centres.map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormAlert message={failure} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          {_('announcements.form.audience')}
        </legend>
        <div className="mt-2 grid gap-1 sm:grid-cols-2">
          {options.kinds.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2 text-slate-800">
              <input
                type="radio"
                name="announcement-kind"
                value={kind}
                className={RADIO}
                checked={values.kind === kind}
                onChange={() => set('kind')(kind)}
              />
              {kind === 'centre' && ownCentre
                ? _('announcements.form.kind.ownCentre')
                : _(KIND_WORDS[kind])}
            </label>
          ))}
        </div>
      </fieldset>
      {(values.kind === 'centre' || values.kind === 'course') && !ownCentre && (
        <SelectField
          label={_('announcements.form.centre')}
          options={centreOptions}
          placeholder={
            values.kind === 'course'
              ? _('announcements.form.anyCentre')
              : _('announcements.form.choose')
          }
          value={values.centreId}
          error={errors['centreId']}
          onChange={(event) => set('centreId')(event.target.value)}
        />
      )}
      {values.kind === 'course' && (
        <SelectField
          label={_('announcements.form.course')}
          options={options.courses.map((c) => ({ value: c.code, label: c.name }))}
          placeholder={_('announcements.form.choose')}
          value={values.courseCode}
          error={errors['courseCode']}
          onChange={(event) => set('courseCode')(event.target.value)}
        />
      )}
      {values.kind === 'batch' && (
        <SelectField
          label={_('announcements.form.batch')}
          options={options.batches.map((b) => ({ value: String(b.id), label: b.name }))}
          placeholder={_('announcements.form.choose')}
          value={values.batchId}
          error={errors['batchId']}
          onChange={(event) => set('batchId')(event.target.value)}
        />
      )}
      <TextField
        label={_('announcements.form.titleEn')}
        value={values.titleEn}
        error={errors['titleEn']}
        onChange={(event) => set('titleEn')(event.target.value)}
      />
      <TextareaField
        label={_('announcements.form.bodyEn')}
        rows={4}
        value={values.bodyEn}
        error={errors['bodyEn']}
        onChange={(event) => set('bodyEn')(event.target.value)}
      />
      <TextField
        label={_('announcements.form.titleHi')}
        lang="hi"
        value={values.titleHi}
        error={errors['titleHi']}
        hint={_('announcements.form.hindiHint')}
        onChange={(event) => set('titleHi')(event.target.value)}
      />
      <TextareaField
        label={_('announcements.form.bodyHi')}
        lang="hi"
        rows={4}
        value={values.bodyHi}
        error={errors['bodyHi']}
        onChange={(event) => set('bodyHi')(event.target.value)}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          {_('announcements.form.when')}
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
          {(['now', 'later'] as const).map((when) => (
            <label key={when} className="flex min-h-11 items-center gap-2 text-slate-800">
              <input
                type="radio"
                name="announcement-when"
                value={when}
                className={RADIO}
                checked={values.when === when}
                onChange={() => set('when')(when)}
              />
              {when === 'now' ? _('announcements.form.now') : _('announcements.form.later')}
            </label>
          ))}
        </div>
      </fieldset>
      {values.when === 'later' && (
        <TextField
          label={_('announcements.form.sendAt')}
          type="datetime-local"
          value={values.sendAt}
          error={errors['sendAt']}
          onChange={(event) => set('sendAt')(event.target.value)}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={SECONDARY}
          disabled={preview.isPending}
          onClick={() => void onPreview()}
        >
          {preview.isPending ? _('announcements.form.previewing') : _('announcements.form.preview')}
        </button>
        {shown && (
          <button type="submit" className={PRIMARY} disabled={send.isPending}>
            {send.isPending
              ? _('announcements.form.sending')
              : values.when === 'now'
                ? _('announcements.form.send')
                : _('announcements.form.schedule')}
          </button>
        )}
      </div>
      {!shown && <p className="text-sm text-slate-700">{_('announcements.form.previewFirst')}</p>}
      {shown && <PreviewPanel preview={shown} />}
    </form>
  );
}

function PreviewPanel({ preview }: { preview: AnnouncementPreview }) {
  const { _ } = useLingui();
  return (
    <section
      aria-labelledby="announcement-preview"
      className="rounded-md border border-brand-200 bg-brand-50 p-4"
    >
      <h3 id="announcement-preview" className="font-semibold text-slate-900">
        {_('announcements.preview.heading')}:{' '}
        {_('announcements.preview.people', { count: preview.people })}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {preview.channels.map((reach) => (
          <li key={reach.channel}>
            {reach.configured
              ? _('announcements.preview.channel', {
                  channel: channelLabel(_, reach.channel),
                  count: reach.people,
                })
              : _('announcements.preview.notSetUp', { channel: channelLabel(_, reach.channel) })}
          </li>
        ))}
        {preview.unreachable > 0 && (
          <li>{_('announcements.preview.unreachable', { count: preview.unreachable })}</li>
        )}
      </ul>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <article lang="en" className="rounded-md bg-white p-3">
          <h4 className="text-sm font-medium text-slate-700">
            {_('announcements.preview.english')}
          </h4>
          <p className="mt-1 break-words font-semibold text-slate-900">{preview.en.title}</p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-800">{preview.en.body}</p>
        </article>
        <article lang={preview.hi.fallback ? 'en' : 'hi'} className="rounded-md bg-white p-3">
          <h4 className="text-sm font-medium text-slate-700">{_('announcements.preview.hindi')}</h4>
          {preview.hi.fallback && (
            <p className="mt-1 text-sm text-slate-700">{_('announcements.preview.fallback')}</p>
          )}
          <p className="mt-1 break-words font-semibold text-slate-900">{preview.hi.title}</p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-800">{preview.hi.body}</p>
        </article>
      </div>
    </section>
  );
}
