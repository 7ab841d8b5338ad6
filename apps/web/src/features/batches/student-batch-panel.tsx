import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format-date';
import { useStudentBatch } from './batches-api';
import { timingLabel } from './screens/weekday-label';

/** The student's profile: the batch they are in and its timing, and the batches they were in. */
export function StudentBatchPanel({ registrationNumber }: { registrationNumber: string }) {
  const { _ } = useLingui();
  const query = useStudentBatch(registrationNumber);
  if (!query.data) return null;
  const { current, history } = query.data;
  return (
    <section
      aria-labelledby="student-batch-heading"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="student-batch-heading" className="text-lg font-semibold">
        {_('batches.studentBatch')}
      </h2>
      {current ? (
        <p className="mt-1">
          <Link
            to={`/dashboard/Batches/${current.id}`}
            className="font-semibold text-brand-700 underline"
          >
            {current.name}
          </Link>
          : {timingLabel(_, current)}, {current.room}
          {current.teacherName ? `, ${current.teacherName}` : ''}
        </p>
      ) : (
        <p className="mt-1 text-slate-700">
          {_('batches.notInBatch')}{' '}
          <Link to="/dashboard/Batches" className="text-brand-700 underline">
            {_('batches.title')}
          </Link>
        </p>
      )}
      {history.some((h) => h.leftAt) && (
        <ul className="mt-2 text-sm text-slate-700">
          {history
            .filter((h) => h.leftAt)
            .map((h) => (
              <li key={`${h.batchId}-${h.enrolledAt}`}>
                {_('batches.wasIn', {
                  name: h.batchName,
                  from: formatDate(h.enrolledAt),
                  to: formatDate(h.leftAt ?? ''),
                })}
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
