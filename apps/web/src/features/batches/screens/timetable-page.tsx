import { WEEKDAYS } from '@institute/shared/batches';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { ApiRequestError } from '../../../lib/api-client';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { useCentres } from '../../centres/centres-api';
import { timetableSearch, useTimetable } from '../batches-api';
import { weekdayLabel } from './weekday-label';

const SELECT =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900';

/** The week view: a centre's running batches by weekday, for a room or a teacher; printable. */
export function TimetablePage() {
  const { _ } = useLingui();
  const user = useStaffUser();
  const headOffice = isHeadOffice(user);
  const centres = useCentres(headOffice);
  const [centreId, setCentreId] = useState<number | null>(null);
  const [room, setRoom] = useState('');
  const [teacherUserId, setTeacherUserId] = useState<number | null>(null);
  const filter = { centreId: headOffice ? centreId : null, room, teacherUserId };
  const timetable = useTimetable(filter, !headOffice || centreId !== null);
  const pdf = (lang: 'en' | 'bilingual') =>
    `/api/dashboard/batches/timetable.pdf?${timetableSearch(filter)}&lang=${lang}`;

  return (
    <div className="mx-auto max-w-6xl p-4 sm:p-8">
      <PageHeading
        title={_('batches.timetable.title')}
        intro={_('batches.timetable.intro')}
        actions={
          <Link to="/dashboard/Batches" className="font-semibold text-brand-700 underline">
            {_('batches.back')}
          </Link>
        }
      />
      <div className="mb-4 grid gap-4 sm:grid-cols-3">
        {headOffice && (
          <div>
            <label htmlFor="timetable-centre" className="block text-sm font-semibold">
              {_('batches.centre')}
            </label>
            <select
              id="timetable-centre"
              className={SELECT}
              value={centreId ?? ''}
              onChange={(e) => {
                setCentreId(e.target.value ? Number(e.target.value) : null);
                setRoom('');
                setTeacherUserId(null);
              }}
            >
              <option value="">{_('batches.choose')}</option>
              {centres.data?.map((centre) => (
                <option key={centre.id} value={centre.id}>
                  {centre.name} ({centre.code})
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor="timetable-room" className="block text-sm font-semibold">
            {_('batches.field.room')}
          </label>
          <select
            id="timetable-room"
            className={SELECT}
            value={room}
            onChange={(e) => {
              setRoom(e.target.value);
              setTeacherUserId(null);
            }}
          >
            <option value="">{_('batches.timetable.allRooms')}</option>
            {timetable.data?.rooms.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="timetable-teacher" className="block text-sm font-semibold">
            {_('batches.field.teacher')}
          </label>
          <select
            id="timetable-teacher"
            className={SELECT}
            value={teacherUserId ?? ''}
            onChange={(e) => {
              setTeacherUserId(e.target.value ? Number(e.target.value) : null);
              setRoom('');
            }}
          >
            <option value="">{_('batches.timetable.allTeachers')}</option>
            {timetable.data?.teachers.map((teacher) => (
              <option key={teacher.id} value={teacher.id}>
                {teacher.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {headOffice && centreId === null && (
        <p className="rounded-md bg-white p-4 text-slate-700">
          {_('batches.timetable.chooseCentre')}
        </p>
      )}
      {timetable.isPending && (!headOffice || centreId !== null) && <LoadingMessage />}
      {timetable.isError && (
        <ErrorMessage>
          {timetable.error instanceof ApiRequestError
            ? timetable.error.message
            : _('batches.loadFailed')}
        </ErrorMessage>
      )}
      {timetable.data && (
        <>
          <p className="mb-4 flex flex-wrap gap-3">
            <a className={buttonClass('secondary')} href={pdf('en')}>
              {_('batches.timetable.pdfEnglish')}
            </a>
            <a className={buttonClass('secondary')} href={pdf('bilingual')}>
              {_('batches.timetable.pdfBilingual')}
            </a>
          </p>
          <div className="grid gap-3 lg:grid-cols-7">
            {WEEKDAYS.map((day) => {
              const meeting = timetable.data.batches
                .filter((batch) => batch.weekdays.includes(day))
                .sort((a, b) => a.startTime.localeCompare(b.startTime));
              return (
                <section
                  key={day}
                  aria-labelledby={`day-${day}`}
                  className="rounded-lg border border-slate-200 bg-white p-3"
                >
                  <h2 id={`day-${day}`} className="font-semibold text-brand-900">
                    {weekdayLabel(_, day)}
                  </h2>
                  {meeting.length === 0 && (
                    <p className="text-sm text-slate-600">{_('batches.timetable.noBatch')}</p>
                  )}
                  <ul className="mt-1 space-y-2">
                    {meeting.map((batch) => (
                      <li key={batch.id} className="border-t border-slate-100 pt-1 text-sm">
                        <p className="font-semibold text-brand-700">
                          {batch.startTime}–{batch.endTime}
                        </p>
                        <Link
                          to={`/dashboard/Batches/${batch.id}`}
                          className="font-medium underline"
                        >
                          {batch.name}
                        </Link>
                        <p className="text-slate-700">
                          {_('batches.roomTeacher', {
                            room: batch.room,
                            teacher: batch.teacherName ?? _('batches.noTeacher'),
                          })}
                        </p>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        </>
      )}
    </div>
  );
}
