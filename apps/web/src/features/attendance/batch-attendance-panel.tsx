import { instituteDate } from '@institute/shared/institute-time';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { registerUrl, useBatchAttendance } from './attendance-api';

/** The batch page's attendance: the sheet's link, each student's percentage, the register. */
export function BatchAttendancePanel({ batchId }: { batchId: number }) {
  const { _ } = useLingui();
  const attendance = useBatchAttendance(batchId);
  const [month, setMonth] = useState(() => instituteDate().slice(0, 7));
  const data = attendance.data;
  return (
    <section
      aria-labelledby="batch-attendance-heading"
      className="mb-6 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="batch-attendance-heading" className="mb-2 text-lg font-semibold">
        {_('attendance.batchHeading')}
      </h2>
      <div className="mb-3 flex flex-wrap gap-2">
        <Link to={`/dashboard/Attendance/${batchId}`} className={buttonClass('primary')}>
          {_('attendance.takeAttendance')}
        </Link>
        <Link to="/dashboard/Holidays" className={buttonClass('secondary')}>
          {_('attendance.holidaysLink')}
        </Link>
      </div>
      {data && (
        <p className="mb-2 text-slate-800">
          {data.percent === null
            ? _('attendance.noMarks')
            : _('attendance.batchSummary', { percent: data.percent, days: data.markedDays })}
        </p>
      )}
      {data && data.percent !== null && (
        <ul className="mb-3 divide-y divide-slate-100">
          {data.students.map((student) => (
            <li
              key={student.registrationNumber}
              className="flex justify-between gap-2 py-1 text-sm"
            >
              <span>
                {student.name} ({student.registrationNumber})
              </span>
              <span className="font-semibold">
                {student.percent === null
                  ? '—'
                  : _('attendance.studentPercent', { percent: student.percent })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="register-month" className="block text-sm font-semibold">
            {_('attendance.month')}
          </label>
          <input
            id="register-month"
            type="month"
            className="mt-1 block min-h-11 rounded-md border border-slate-400 bg-white px-3 py-2 text-base"
            value={month}
            onChange={(e) => e.target.value && setMonth(e.target.value)}
          />
        </div>
        <a href={registerUrl(batchId, month, 'en')} className={buttonClass('secondary')}>
          {_('attendance.registerEnglish')}
        </a>
        <a href={registerUrl(batchId, month, 'bilingual')} className={buttonClass('secondary')}>
          {_('attendance.registerBilingual')}
        </a>
      </div>
    </section>
  );
}
