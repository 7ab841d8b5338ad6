import { zodResolver } from '@hookform/resolvers/zod';
import {
  ENQUIRY_STATUSES,
  enquiryAssignBodySchema,
  enquiryNoteBodySchema,
  enquiryStatusBodySchema,
  type EnquiryDetail,
} from '@institute/shared/content/enquiry-list';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Dialog } from '../../../components/ui/dialog';
import { useEnquiry, useEnquiryChange, type CentreChoice } from '../api/enquiries-api';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { SourceText, STATUS_LABELS, StatusBadge } from './enquiry-parts';
import { ErrorMessage } from '../../../components/ui/status-message';
import { PRIMARY, SECONDARY } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date';

/** One enquiry: its message and contact, status, centre (head office) and the notes history. */
export function EnquiryDialog({
  id,
  onClose,
  headOffice,
  centres,
}: {
  id: number | null;
  onClose: () => void;
  headOffice: boolean;
  centres: CentreChoice[];
}) {
  const enquiry = useEnquiry(id);
  const { _ } = useLingui();
  return (
    <Dialog
      open={id !== null}
      title={_('enquiries.dialog.title')}
      onClose={onClose}
      className="max-w-2xl"
    >
      {enquiry.isPending && <p role="status">{_('enquiries.loading')}</p>}
      {enquiry.isError && (
        <ErrorMessage>{messageOf(enquiry.error, _('enquiries.dialog.loadFailed'))}</ErrorMessage>
      )}
      {enquiry.data && (
        <EnquiryBody
          key={enquiry.data.id}
          enquiry={enquiry.data}
          headOffice={headOffice}
          centres={centres}
        />
      )}
    </Dialog>
  );
}

function EnquiryBody({
  enquiry,
  headOffice,
  centres,
}: {
  enquiry: EnquiryDetail;
  headOffice: boolean;
  centres: CentreChoice[];
}) {
  const change = useEnquiryChange(enquiry.id);
  const { _ } = useLingui();
  return (
    <div className="space-y-5">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-700">{_('enquiry.name')}</dt>
        <dd>{enquiry.name}</dd>
        {enquiry.phone && (
          <>
            <dt className="font-semibold text-slate-700">{_('enquiry.phone')}</dt>
            <dd>
              <a className="text-brand-700 underline" href={`tel:${enquiry.phone}`}>
                {enquiry.phone}
              </a>
            </dd>
          </>
        )}
        {enquiry.email && (
          <>
            <dt className="font-semibold text-slate-700">{_('enquiry.email')}</dt>
            <dd className="break-all">
              <a className="text-brand-700 underline" href={`mailto:${enquiry.email}`}>
                {enquiry.email}
              </a>
            </dd>
          </>
        )}
        <dt className="font-semibold text-slate-700">{_('enquiries.source')}</dt>
        <dd>
          <SourceText enquiry={enquiry} />
        </dd>
        <dt className="font-semibold text-slate-700">{_('enquiries.received')}</dt>
        <dd>{formatDateTime(enquiry.createdAt)}</dd>
        <dt className="font-semibold text-slate-700">{_('enquiries.status')}</dt>
        <dd>
          <StatusBadge status={enquiry.status} />
        </dd>
        <dt className="font-semibold text-slate-700">{_('enquiries.centre')}</dt>
        <dd>{enquiry.centreName ?? _('enquiries.notAssigned')}</dd>
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-slate-700">{_('enquiry.message')}</h3>
        <p className="mt-1 rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line">
          {enquiry.message}
        </p>
      </div>

      <StatusForm enquiry={enquiry} change={change} />
      {headOffice && <CentreForm enquiry={enquiry} change={change} centres={centres} />}
      <NoteForm change={change} />

      <section aria-labelledby="enquiry-notes">
        <h3 id="enquiry-notes" className="text-sm font-semibold text-slate-700">
          {_('enquiries.dialog.notes', { count: enquiry.notes.length })}
        </h3>
        {enquiry.notes.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{_('enquiries.dialog.noNotes')}</p>
        ) : (
          <ol className="mt-2 space-y-2">
            {enquiry.notes.map((item) => (
              <li key={item.id} className="rounded-md border border-slate-200 p-3 text-sm">
                <p className="whitespace-pre-line">{item.text}</p>
                <p className="mt-1 text-xs text-slate-600">
                  {item.author ?? _('enquiries.dialog.unknownAuthor')},{' '}
                  {formatDateTime(item.createdAt)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

type Change = ReturnType<typeof useEnquiryChange>;
/** The bodies of the three changes, as the shared schemas give them. */
type EnquiryStatusBody = { status: EnquiryDetail['status'] };
type EnquiryAssignBody = { centreId: number | null };
type EnquiryNoteBody = { text: string };

/** Change status: the select and 'Save status', enabled once another status is chosen. */
function StatusForm({ enquiry, change }: { enquiry: EnquiryDetail; change: Change }) {
  const { register, handleSubmit, control } = useForm<EnquiryStatusBody>({
    resolver: zodResolver(enquiryStatusBodySchema),
    defaultValues: { status: enquiry.status },
  });
  const status = useWatch({ control, name: 'status' });
  const { _ } = useLingui();
  const onValid = (values: EnquiryStatusBody) =>
    change.mutate(
      { kind: 'status', status: values.status },
      {
        onSuccess: () => showToast(_('enquiries.dialog.statusSaved'), 'success'),
        onError: (error) =>
          showToast(messageOf(error, _('enquiries.dialog.statusFailed')), 'error'),
      },
    );
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="flex flex-wrap items-end gap-3"
    >
      <SelectField
        label={_('enquiries.dialog.changeStatus')}
        className="min-w-48 flex-1"
        options={ENQUIRY_STATUSES.map((value) => ({
          value,
          label: _(STATUS_LABELS[value]),
        }))}
        {...register('status')}
      />
      <button
        type="submit"
        className={SECONDARY}
        disabled={change.isPending || status === enquiry.status}
      >
        {_('enquiries.dialog.saveStatus')}
      </button>
    </form>
  );
}

/** Assign to centre (head office): the centre as chosen, '' for none. */
function CentreForm({
  enquiry,
  change,
  centres,
}: {
  enquiry: EnquiryDetail;
  change: Change;
  centres: CentreChoice[];
}) {
  const stored = enquiry.centreId ? String(enquiry.centreId) : '';
  const resolver = useMemo(
    () =>
      schemaResolver<{ centreId: string }, EnquiryAssignBody>(
        enquiryAssignBodySchema,
        (values) => ({
          centreId: values.centreId ? Number(values.centreId) : null,
        }),
      ),
    [],
  );
  const { register, handleSubmit, control } = useForm<
    { centreId: string },
    unknown,
    EnquiryAssignBody
  >({ resolver, defaultValues: { centreId: stored } });
  const centreId = useWatch({ control, name: 'centreId' });
  const { _ } = useLingui();
  const onValid = (values: EnquiryAssignBody) =>
    change.mutate(
      { kind: 'centre', centreId: values.centreId },
      {
        onSuccess: () => showToast(_('enquiries.dialog.assigned'), 'success'),
        onError: (error) =>
          showToast(messageOf(error, _('enquiries.dialog.assignFailed')), 'error'),
      },
    );
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="flex flex-wrap items-end gap-3"
    >
      <SelectField
        label={_('enquiries.dialog.assignTo')}
        className="min-w-48 flex-1"
        placeholder={_('enquiries.notAssigned')}
        options={centres.map((c) => ({ value: String(c.id), label: `${c.name} (${c.code})` }))}
        {...register('centreId')}
      />
      <button
        type="submit"
        className={SECONDARY}
        disabled={change.isPending || centreId === stored}
      >
        {_('enquiries.dialog.assign')}
      </button>
    </form>
  );
}

/** Add a note: checked with the server's schema; its field error comes back on the field. */
function NoteForm({ change }: { change: Change }) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<EnquiryNoteBody>({
    resolver: zodResolver(enquiryNoteBodySchema),
    shouldFocusError: false,
    defaultValues: { text: '' },
  });
  const { _ } = useLingui();
  const onValid = (values: EnquiryNoteBody) =>
    change.mutate(
      { kind: 'note', text: values.text },
      {
        onSuccess: () => {
          reset();
          showToast(_('enquiries.dialog.noteAdded'), 'success');
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fieldErrors['text']?.[0]) {
            setError('text', { message: error.fieldErrors['text'][0] });
          } else showToast(messageOf(error, _('enquiries.dialog.noteFailed')), 'error');
        },
      },
    );
  return (
    <form onSubmit={(event) => void handleSubmit(onValid)(event)} noValidate className="space-y-3">
      <TextareaField
        label={_('enquiries.dialog.addNoteLabel')}
        error={errors.text?.message}
        maxLength={2000}
        hint={_('enquiries.dialog.noteHint')}
        {...register('text')}
      />
      <button type="submit" className={PRIMARY} disabled={change.isPending}>
        {_('enquiries.dialog.addNote')}
      </button>
    </form>
  );
}
