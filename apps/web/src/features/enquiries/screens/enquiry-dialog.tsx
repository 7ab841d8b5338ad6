import {
  ENQUIRY_MESSAGES,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  type EnquiryDetail,
} from '@institute/shared/content/enquiry-list';
import { useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Dialog } from '../../../components/ui/dialog';
import { useEnquiry, useEnquiryChange, type CentreChoice } from '../api/enquiries-api';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { sourceText, StatusBadge } from './enquiry-parts';
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
  return (
    <Dialog open={id !== null} title="Course enquiry" onClose={onClose} className="max-w-2xl">
      {enquiry.isPending && <p role="status">Loading...</p>}
      {enquiry.isError && (
        <ErrorMessage>{messageOf(enquiry.error, 'Could not load the enquiry.')}</ErrorMessage>
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
  const [status, setStatus] = useState(enquiry.status);
  const [centre, setCentre] = useState(enquiry.centreId ? String(enquiry.centreId) : '');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();

  const saveStatus = () =>
    change.mutate(
      { kind: 'status', status },
      {
        onSuccess: () => showToast(ENQUIRY_MESSAGES.statusSaved, 'success'),
        onError: (error) => showToast(messageOf(error, 'Could not save the status.'), 'error'),
      },
    );

  const saveCentre = () =>
    change.mutate(
      { kind: 'centre', centreId: centre ? Number(centre) : null },
      {
        onSuccess: () => showToast(ENQUIRY_MESSAGES.assigned, 'success'),
        onError: (error) => showToast(messageOf(error, 'Could not assign the enquiry.'), 'error'),
      },
    );

  const addNote = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setNoteError('Note is required');
      return;
    }
    setNoteError(undefined);
    change.mutate(
      { kind: 'note', text: note },
      {
        onSuccess: () => {
          setNote('');
          showToast(ENQUIRY_MESSAGES.noteAdded, 'success');
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fieldErrors['text']?.[0]) {
            setNoteError(error.fieldErrors['text'][0]);
          } else showToast(messageOf(error, 'Could not add the note.'), 'error');
        },
      },
    );
  };

  return (
    <div className="space-y-5">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-700">Name</dt>
        <dd>{enquiry.name}</dd>
        {enquiry.phone && (
          <>
            <dt className="font-semibold text-slate-700">Phone</dt>
            <dd>
              <a className="text-brand-700 underline" href={`tel:${enquiry.phone}`}>
                {enquiry.phone}
              </a>
            </dd>
          </>
        )}
        {enquiry.email && (
          <>
            <dt className="font-semibold text-slate-700">Email</dt>
            <dd className="break-all">
              <a className="text-brand-700 underline" href={`mailto:${enquiry.email}`}>
                {enquiry.email}
              </a>
            </dd>
          </>
        )}
        <dt className="font-semibold text-slate-700">Source</dt>
        <dd>{sourceText(enquiry)}</dd>
        <dt className="font-semibold text-slate-700">Received</dt>
        <dd>{formatDateTime(enquiry.createdAt)}</dd>
        <dt className="font-semibold text-slate-700">Status</dt>
        <dd>
          <StatusBadge status={enquiry.status} />
        </dd>
        <dt className="font-semibold text-slate-700">Centre</dt>
        <dd>{enquiry.centreName ?? 'Not assigned'}</dd>
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-slate-700">Message</h3>
        <p className="mt-1 rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line">
          {enquiry.message}
        </p>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Change status"
          className="min-w-48 flex-1"
          value={status}
          onChange={(event) => setStatus(event.target.value as typeof status)}
          options={ENQUIRY_STATUSES.map((value) => ({
            value,
            label: ENQUIRY_STATUS_LABELS[value],
          }))}
        />
        <button
          type="button"
          className={SECONDARY}
          disabled={change.isPending || status === enquiry.status}
          onClick={saveStatus}
        >
          Save status
        </button>
      </div>

      {headOffice && (
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Assign to centre"
            className="min-w-48 flex-1"
            value={centre}
            onChange={(event) => setCentre(event.target.value)}
            placeholder="Not assigned"
            options={centres.map((c) => ({ value: String(c.id), label: `${c.name} (${c.code})` }))}
          />
          <button
            type="button"
            className={SECONDARY}
            disabled={
              change.isPending || centre === (enquiry.centreId ? String(enquiry.centreId) : '')
            }
            onClick={saveCentre}
          >
            Assign
          </button>
        </div>
      )}

      <form onSubmit={addNote} noValidate className="space-y-3">
        <TextareaField
          label="Add a note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={noteError}
          maxLength={2000}
          hint="Who called whom, what was agreed, when to follow up."
        />
        <button type="submit" className={PRIMARY} disabled={change.isPending}>
          Add note
        </button>
      </form>

      <section aria-labelledby="enquiry-notes">
        <h3 id="enquiry-notes" className="text-sm font-semibold text-slate-700">
          Notes ({enquiry.notes.length})
        </h3>
        {enquiry.notes.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No notes yet.</p>
        ) : (
          <ol className="mt-2 space-y-2">
            {enquiry.notes.map((item) => (
              <li key={item.id} className="rounded-md border border-slate-200 p-3 text-sm">
                <p className="whitespace-pre-line">{item.text}</p>
                <p className="mt-1 text-xs text-slate-600">
                  {item.author ?? 'Unknown'}, {formatDateTime(item.createdAt)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
