import { shownName, shownOption } from '../../../lib/catalogue';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useStaffUser } from '../../auth/use-staff-user';
import { BatchAttendancePanel } from '../../attendance/batch-attendance-panel';
import { useBatch, useBatches, useEnrol, useMove } from '../batches-api';
import { BatchForm } from './batch-form';
import { timingLabel } from './weekday-label';

/** The sheets of identity cards' languages, each with its link's words. */
const ID_CARDS = [
  ['en', 'batches.idCards.english'],
  ['hi', 'batches.idCards.hindi'],
  ['bilingual', 'batches.idCards.bilingual'],
] as const;

/**
 * One batch: its timing, its students with their photos (enrol one or many, move one), those who
 * left it. Its teacher sees the same page without the changes, and a way to enter marks.
 */
export function BatchDetailPage() {
  const { _ } = useLingui();
  const teacher = useStaffUser()?.role === 'teacher';
  const id = Number(useParams().id);
  const batch = useBatch(id);
  const [editing, setEditing] = useState(false);

  if (batch.isPending) return <LoadingMessage />;
  if (batch.isError)
    return (
      <ErrorMessage>
        {batch.error instanceof ApiRequestError ? batch.error.message : _('batches.loadFailed')}
      </ErrorMessage>
    );
  const b = batch.data;
  return (
    <div className="mx-auto max-w-4xl p-4 sm:p-8">
      <PageHeading
        title={b.name}
        intro={`${shownName(b.courseName)}${b.courseOption ? ` (${shownOption(b.courseOption)})` : ''}`}
        actions={
          <>
            <Link to="/dashboard/Batches" className="font-semibold text-brand-700 underline">
              {teacher ? _('batches.mine.title') : _('batches.back')}
            </Link>
            {b.students.length > 0 &&
              ID_CARDS.map(([language, words]) => (
                <a
                  key={language}
                  className="font-semibold text-brand-700 underline"
                  href={`/api/dashboard/batches/${b.id}/id-cards?lang=${language}`}
                >
                  {_(words)}
                </a>
              ))}
            {teacher && (
              <Link to="/dashboard/AddOffline" className="font-semibold text-brand-700 underline">
                {_('batches.enterMarks')}
              </Link>
            )}
          </>
        }
      />
      <dl className="mb-6 grid gap-2 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{_('batches.timing')}</dt>
          <dd className="font-medium">{timingLabel(_, b)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{_('batches.dates')}</dt>
          <dd className="font-medium">
            {formatDate(b.startDate)} – {formatDate(b.endDate)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{_('batches.field.room')}</dt>
          <dd className="font-medium">{b.room}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{_('batches.field.teacher')}</dt>
          <dd className="font-medium">{b.teacherName ?? _('batches.noTeacher')}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{_('batches.field.capacity')}</dt>
          <dd className="font-medium">
            {_('batches.places', { enrolled: b.enrolled, capacity: b.capacity })}
          </dd>
        </div>
      </dl>
      <BatchAttendancePanel batchId={b.id} />
      {!teacher && (
        <section className="mb-6 rounded-lg border border-slate-200 bg-white p-4">
          {editing ? (
            <BatchForm
              centreId={b.centreId}
              batchId={b.id}
              initial={b}
              onSaved={() => setEditing(false)}
            />
          ) : (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {_('batches.edit')}
            </Button>
          )}
        </section>
      )}
      {!teacher && <EnrolForm batchId={b.id} />}
      <section aria-labelledby="students-heading" className="mb-6">
        <h2 id="students-heading" className="mb-2 text-lg font-semibold">
          {_('batches.students', { count: b.students.length })}
        </h2>
        {b.students.length === 0 && <p className="text-slate-700">{_('batches.noStudents')}</p>}
        <ul className="space-y-2">
          {b.students.map((student) => (
            <li
              key={student.registrationNumber}
              className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3"
            >
              <StudentPhoto
                registrationNumber={student.registrationNumber}
                name={student.name}
                hasPhoto={student.hasPhoto}
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">
                  {student.name}{' '}
                  <span className="text-slate-600">({student.registrationNumber})</span>
                </p>
                {!teacher && (
                  <MoveForm
                    batchId={b.id}
                    centreId={b.centreId}
                    registrationNumber={student.registrationNumber}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
      {b.former.length > 0 && (
        <section aria-labelledby="former-heading">
          <h2 id="former-heading" className="mb-2 text-lg font-semibold">
            {_('batches.former')}
          </h2>
          <ul className="space-y-1">
            {b.former.map((student) => (
              <li key={`${student.registrationNumber}-${student.leftAt}`}>
                {student.name} ({student.registrationNumber}):{' '}
                {_('batches.leftOn', { date: formatDate(student.leftAt ?? '') })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The student's photo (served to the batch's teacher too), or a grey box saying there is none. */
function StudentPhoto({
  registrationNumber,
  name,
  hasPhoto,
}: {
  registrationNumber: string;
  name: string;
  hasPhoto: boolean;
}) {
  const { _ } = useLingui();
  if (!hasPhoto)
    return (
      <div className="flex size-16 shrink-0 items-center justify-center rounded-md bg-slate-100 text-center text-xs text-slate-600">
        {_('batches.noPhoto')}
      </div>
    );
  return (
    <img
      src={`/api/dashboard/AddStudent/${encodeURIComponent(registrationNumber)}/files/photo`}
      alt={_('batches.photoOf', { name })}
      loading="lazy"
      width={64}
      height={64}
      className="size-16 shrink-0 rounded-md object-cover"
    />
  );
}

/** Enrols the registration numbers typed (one or many, by line, comma or space). */
function EnrolForm({ batchId }: { batchId: number }) {
  const { _ } = useLingui();
  const enrol = useEnrol(batchId);
  const [text, setText] = useState('');
  const error = enrol.error instanceof ApiRequestError ? enrol.error : null;
  function submit(event: FormEvent) {
    event.preventDefault();
    const numbers = text.split(/[\s,]+/).filter(Boolean);
    enrol.mutate(numbers, { onSuccess: () => setText('') });
  }
  return (
    <form onSubmit={submit} className="mb-6 rounded-lg border border-slate-200 bg-white p-4">
      <label htmlFor="enrol-numbers" className="block text-sm font-semibold text-slate-800">
        {_('batches.enrolLabel')}
      </label>
      <textarea
        id="enrol-numbers"
        className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base"
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {error && (
        <div role="alert" className="mt-2 text-red-800">
          <p className="font-medium">{error.message}</p>
          {error.fieldErrors && (
            <ul className="list-disc pl-5">
              {Object.entries(error.fieldErrors).map(([number, messages]) => (
                <li key={number}>
                  {number}: {messages.join(' ')}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Button type="submit" className="mt-2" disabled={enrol.isPending || !text.trim()}>
        {_('batches.enrol')}
      </Button>
    </form>
  );
}

function MoveForm({
  batchId,
  centreId,
  registrationNumber,
}: {
  batchId: number;
  centreId: number;
  registrationNumber: string;
}) {
  const { _ } = useLingui();
  const batches = useBatches(centreId);
  const move = useMove(batchId);
  const [to, setTo] = useState('');
  const others = batches.data?.filter(
    (other) => other.id !== batchId && other.centreId === centreId,
  );
  if (!others || others.length === 0) return null;
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (to) move.mutate({ registrationNumber, toBatchId: Number(to) });
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={`move-${registrationNumber}`} className="block text-sm text-slate-800">
          {_('batches.moveTo', { number: registrationNumber })}
        </label>
        <select
          id={`move-${registrationNumber}`}
          className="mt-1 block min-h-11 w-full max-w-full rounded-md border border-slate-400 bg-white px-2"
          value={to}
          onChange={(e) => setTo(e.target.value)}
        >
          <option value="">{_('batches.choose')}</option>
          {others.map((other) => (
            <option key={other.id} value={other.id}>
              {other.name} ({timingLabel(_, other)})
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" disabled={!to || move.isPending}>
        {_('batches.move')}
      </Button>
      {move.error instanceof ApiRequestError && (
        <p role="alert" className="w-full text-red-800">
          {move.error.message}
        </p>
      )}
    </form>
  );
}
