import { courseProgress } from '@institute/shared/student-profile';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Course Progress bar: days since admission over the course's length, refreshed daily. */
export function CourseProgressBar({
  admissionDate,
  durationMonths,
}: {
  admissionDate: string;
  durationMonths: number;
}) {
  const [today, setToday] = useState(() => new Date());
  const { _ } = useLingui();
  useEffect(() => {
    const timer = setInterval(() => setToday(new Date()), DAY_MS);
    return () => clearInterval(timer);
  }, []);
  const progress = courseProgress(admissionDate, durationMonths, today);
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <h2 id="course-progress" className="font-semibold text-slate-900">
          {_('progress.title')}
        </h2>
        <span className="text-sm text-slate-700">
          {_('progress.day', { day: progress.day, total: progress.totalDays })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="course-progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className="mt-2 h-4 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <p className="mt-1 text-right text-sm font-semibold text-brand-800">{progress.percent}%</p>
    </div>
  );
}
