import { serverText } from '../../../i18n/server-texts';
import {
  ATTENDANCE_STATUSES,
  type AttendanceSheet,
  type AttendanceStatus,
} from '@institute/shared/attendance';
import { instituteDate } from '@institute/shared/institute-time';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { OutboxNotes } from '../../../components/offline/outbox-notes';
import { isOffline, newSaveKey, outbox, useOutboxLoaded } from '../../../lib/outbox';
import {
  sheetGroup,
  sheetPath,
  useAttendanceSheet,
  useSaveAttendance,
  useUnlockDay,
  type AttendanceMarks,
} from '../attendance-api';

const STATUS_LABEL = {
  present: 'attendance.status.present',
  absent: 'attendance.status.absent',
  late: 'attendance.status.late',
  leave: 'attendance.status.leave',
} as const;

// Each status's look when chosen: a colour and a letter as well, never colour alone.
const CHOSEN: Record<AttendanceStatus, string> = {
  present: 'border-green-700 bg-green-700 text-white',
  absent: 'border-red-700 bg-red-700 text-white',
  late: 'border-amber-700 bg-amber-700 text-white',
  leave: 'border-sky-800 bg-sky-800 text-white',
};

/**
 * A batch's attendance of a day, made for a phone: every student present until tapped otherwise,
 * one tap per student for absent, late or leave, and one Save at the bottom of the screen that
 * sends the whole batch in one request.
 */
export function AttendanceSheetPage() {
  const { _ } = useLingui();
  const batchId = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const day = search.get('day') ?? instituteDate();
  const sheet = useAttendanceSheet(batchId, day);
  // The sheet starts again once this phone's waiting saves are read: a day saved offline shows
  // the marks saved (decision 0087).
  const outboxLoaded = useOutboxLoaded();

  return (
    <div className="mx-auto max-w-2xl p-4 pb-32 sm:p-8 sm:pb-32">
      <PageHeading
        title={
          sheet.data ? `${_('attendance.title')}: ${sheet.data.batchName}` : _('attendance.title')
        }
        intro={_('attendance.intro')}
        actions={
          <Link
            to={`/dashboard/Batches/${batchId}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {_('attendance.backToBatch')}
          </Link>
        }
      />
      <div className="mb-4">
        <label htmlFor="attendance-day" className="block text-sm font-semibold text-slate-800">
          {_('attendance.day')}
        </label>
        <input
          id="attendance-day"
          type="date"
          className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base sm:w-60"
          value={day}
          max={sheet.data?.today ?? instituteDate()}
          onChange={(e) => {
            if (e.target.value) setSearch({ day: e.target.value }, { replace: true });
          }}
        />
      </div>
      {sheet.isPending && <LoadingMessage />}
      {sheet.isError && (
        <ErrorMessage>{messageOf(sheet.error, _('attendance.loadFailed'))}</ErrorMessage>
      )}
      {sheet.data && <Sheet key={`${sheet.data.day}:${outboxLoaded}`} sheet={sheet.data} />}
    </div>
  );
}

function Sheet({ sheet }: { sheet: AttendanceSheet }) {
  const { _ } = useLingui();
  const user = useStaffUser();
  const headOffice = isHeadOffice(user);
  const save = useSaveAttendance(sheet.batchId, sheet.day);
  const unlock = useUnlockDay(sheet.batchId, sheet.day);
  const group = sheetGroup(sheet.batchId, sheet.day);
  // A save of this day still waiting on this phone: its marks are shown (decision 0087).
  const [marks, setMarks] = useState<Record<string, AttendanceStatus>>(() => {
    const marks = Object.fromEntries(sheet.students.map((s) => [s.registrationNumber, s.status]));
    const waiting = outbox.items().find((item) => item.group === group && item.userId === user?.id);
    if (waiting) {
      for (const student of sheet.students) marks[student.registrationNumber] = 'present';
      for (const mark of (waiting.json as { marks: AttendanceMarks }).marks) {
        marks[mark.registrationNumber] = mark.status;
      }
    }
    return marks;
  });
  const [saved, setSaved] = useState(false);
  const [keptOffline, setKeptOffline] = useState(false);
  const readOnly = sheet.notMarkable !== null || sheet.locked;
  const changed = sheet.students.some((s) => marks[s.registrationNumber] !== s.status);
  const counts = { present: 0, absent: 0, late: 0, leave: 0 };
  for (const status of Object.values(marks)) counts[status] += 1;
  const error =
    save.error instanceof ApiRequestError && !save.error.isNetworkError ? save.error : null;

  const mark = (registrationNumber: string, status: AttendanceStatus) => {
    setSaved(false);
    setKeptOffline(false);
    setMarks((current) => ({ ...current, [registrationNumber]: status }));
  };
  const submit = () => {
    const list = Object.entries(marks)
      .filter(([, status]) => status !== 'present')
      .map(([registrationNumber, status]) => ({ registrationNumber, status }));
    const key = newSaveKey();
    // No connection: the save waits on this phone and is sent when it returns (decision 0087).
    const keep = () => {
      if (!user) return;
      setKeptOffline(true);
      save.reset();
      void outbox.add({
        id: key,
        userId: user.id,
        kind: 'attendance',
        group,
        label: _('offline.attendanceLabel', { batch: sheet.batchName, day: formatDate(sheet.day) }),
        method: 'PUT',
        url: sheetPath(sheet.batchId, sheet.day),
        json: { marks: list },
      });
    };
    setKeptOffline(false);
    if (isOffline()) {
      keep();
      return;
    }
    save.mutate(
      { marks: list, key },
      {
        onSuccess: () => {
          setSaved(true);
          // Saved now: an earlier save of this day still on the phone (refused) is out of date.
          for (const item of outbox.items()) {
            if (item.group === group && item.userId === user?.id) void outbox.discard(item.id);
          }
        },
        onError: (failure) => {
          if (failure instanceof ApiRequestError && failure.isNetworkError) keep();
        },
      },
    );
  };

  return (
    <>
      {sheet.notMarkable && (
        <p role="status" className="mb-4 rounded-md border border-slate-300 bg-slate-100 p-3">
          {sheet.holidayName
            ? `${serverText(sheet.notMarkable)}: ${sheet.holidayName}`
            : serverText(sheet.notMarkable)}
        </p>
      )}
      {!sheet.notMarkable && sheet.locked && (
        <div role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3">
          <p>{_('attendance.locked', { day: formatDate(sheet.editableUntil) })}</p>
          {headOffice && (
            <Button
              variant="secondary"
              className="mt-2"
              onClick={() => unlock.mutate()}
              disabled={unlock.isPending}
            >
              {_('attendance.unlock')}
            </Button>
          )}
          {unlock.isError && (
            <p role="alert" className="mt-2 text-red-800">
              {messageOf(unlock.error, _('attendance.loadFailed'))}
            </p>
          )}
        </div>
      )}
      <OutboxNotes userId={user?.id} matches={(item) => item.group === group} />
      <p className="mb-3 text-sm text-slate-700">
        {sheet.savedAt
          ? _('attendance.savedBy', {
              at: formatDateTime(sheet.savedAt),
              name: sheet.savedByName ?? '—',
            })
          : _('attendance.notSaved')}{' '}
        {!readOnly && _('attendance.editableUntil', { day: formatDate(sheet.editableUntil) })}
      </p>
      {sheet.students.length === 0 ? (
        <p className="text-slate-700">{_('attendance.noStudents')}</p>
      ) : (
        <ul className="space-y-2">
          {sheet.students.map((student) => (
            <li
              key={student.registrationNumber}
              className="rounded-lg border border-slate-200 bg-white p-3"
            >
              <p className="font-medium">
                {student.name}{' '}
                <span className="text-sm text-slate-600">({student.registrationNumber})</span>
              </p>
              <div
                role="group"
                aria-label={_('attendance.markFor', { name: student.name })}
                className="mt-2 grid grid-cols-4 gap-1"
              >
                {ATTENDANCE_STATUSES.map((status) => {
                  const chosen = marks[student.registrationNumber] === status;
                  return (
                    <button
                      key={status}
                      type="button"
                      aria-pressed={chosen}
                      disabled={readOnly}
                      onClick={() => mark(student.registrationNumber, status)}
                      className={`min-h-11 rounded-md border px-1 text-sm font-semibold disabled:opacity-60 ${
                        chosen ? CHOSEN[status] : 'border-slate-400 bg-white text-slate-800'
                      }`}
                    >
                      {_(STATUS_LABEL[status])}
                    </button>
                  );
                })}
              </div>
            </li>
          ))}
        </ul>
      )}
      {!readOnly && sheet.students.length > 0 && (
        <div className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-300 bg-white p-3 shadow-lg">
          <div className="mx-auto flex max-w-2xl flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-800" aria-live="polite">
              {_('attendance.counts', counts)}
              {changed && !saved && !keptOffline && (
                <span className="block text-amber-800">{_('attendance.unsaved')}</span>
              )}
              {keptOffline && (
                <span role="status" className="block font-semibold text-amber-900">
                  {_('offline.attendanceSaved')}
                </span>
              )}
              {saved && !save.isPending && (
                <span role="status" className="block font-semibold text-green-800">
                  {_('attendance.saved', { day: formatDate(sheet.day) })}
                </span>
              )}
            </p>
            <Button onClick={submit} disabled={save.isPending} className="min-w-40">
              {save.isPending ? _('attendance.saving') : _('attendance.save')}
            </Button>
          </div>
          {error && (
            <div role="alert" className="mx-auto mt-2 max-w-2xl text-red-800">
              <p className="font-medium">{error.message}</p>
            </div>
          )}
        </div>
      )}
    </>
  );
}
