import { useLingui } from '@lingui/react';
import { useAttendanceWarnings, useStudentAttendance } from './attendance-api';

/** The student's profile: their attendance over marked class days, and the course's minimum. */
export function StudentAttendancePanel({ registrationNumber }: { registrationNumber: string }) {
  const { _ } = useLingui();
  const query = useStudentAttendance(registrationNumber);
  if (!query.data) return null;
  const a = query.data;
  return (
    <section
      aria-labelledby="student-attendance-heading"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="student-attendance-heading" className="text-lg font-semibold">
        {_('attendance.profileHeading')}
      </h2>
      <p className="mt-1">
        {a.percent === null
          ? _('attendance.noMarks')
          : _('attendance.profileSummary', {
              percent: a.percent,
              attended: a.present + a.late,
              days: a.markedDays,
            })}
      </p>
      {a.belowMinimum && (
        <p className="mt-1 font-semibold text-amber-900">
          {_('attendance.belowMinimum', { minimum: a.minimumPercent })}
        </p>
      )}
    </section>
  );
}

/**
 * Where staff request an admit card or a certificate: a warning (never a refusal) when the
 * student's attendance is below the course's minimum.
 */
export function AttendanceWarning({
  registrationNumber,
  name,
}: {
  registrationNumber: string;
  name: string;
}) {
  const { _ } = useLingui();
  const query = useStudentAttendance(registrationNumber);
  const a = query.data;
  if (!a?.belowMinimum) return null;
  return (
    <div role="note" className="mt-2 rounded-md border border-amber-400 bg-amber-50 p-3">
      <p className="font-semibold text-amber-900">{_('attendance.warningTitle')}</p>
      <p className="text-amber-900">
        {_('attendance.warningText', { name, percent: a.percent, minimum: a.minimumPercent })}
      </p>
    </div>
  );
}

/**
 * Beside an exam session's admit cards: the students whose attendance is below their course's
 * minimum, as a warning (the admit cards can still be printed).
 */
export function AdmitCardAttendanceWarnings({
  students,
}: {
  students: { registrationNumber: string; name: string }[];
}) {
  const { _ } = useLingui();
  const query = useAttendanceWarnings(students.map((s) => s.registrationNumber));
  if (!query.data || query.data.length === 0) return null;
  const names = new Map(students.map((s) => [s.registrationNumber.toUpperCase(), s.name]));
  return (
    <div role="note" className="mb-4 rounded-md border border-amber-400 bg-amber-50 p-3">
      <p className="font-semibold text-amber-900">{_('attendance.admitWarningTitle')}</p>
      <ul className="mt-1 list-disc pl-5 text-amber-900">
        {query.data.map((warning) => (
          <li key={warning.registrationNumber}>
            {_('attendance.admitWarningItem', {
              name: names.get(warning.registrationNumber) ?? warning.registrationNumber,
              registrationNumber: warning.registrationNumber,
              percent: warning.percent,
              minimum: warning.minimumPercent,
            })}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-sm text-amber-900">{_('attendance.admitWarningNote')}</p>
    </div>
  );
}
