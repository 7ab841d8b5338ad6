import { JOB_MESSAGES, type JobItem } from '@institute/shared/jobs';
import { useJobs } from '../jobs-api';
import { formatDateTime } from '../../../lib/format-date';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';

/** Job names as people read them: 'sweep-stored-files' -> 'Sweep stored files'. */
export function jobLabel(name: string): string {
  const words = name.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const STATUS_TEXT = { running: 'Running', succeeded: 'Succeeded', failed: 'Failed' } as const;
const STATUS_CLASS = {
  running: 'bg-sky-100 text-sky-900',
  succeeded: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
} as const;

function LastRun({ job }: { job: JobItem }) {
  if (!job.lastRun) return <span className="text-slate-600">Not run yet</span>;
  const { status, startedAt, attempt, error } = job.lastRun;
  return (
    <div>
      <span
        className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[status]}`}
      >
        {STATUS_TEXT[status]}
      </span>{' '}
      <span>{formatDateTime(startedAt)}</span>
      {attempt > 1 && <span className="text-slate-600"> (attempt {attempt})</span>}
      {error && <p className="mt-1 text-xs break-words text-red-800">{error}</p>}
    </div>
  );
}

/** Head office: the background jobs, their schedule, last run, failures and next run. */
export function JobsPage() {
  const user = useStaffUser();
  if (!isHeadOffice(user)) {
    return (
      <div className="p-4 sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Jobs</h1>
        <p role="alert" className="mt-4 text-red-700">
          {JOB_MESSAGES.headOfficeOnly}
        </p>
      </div>
    );
  }
  return <JobsTable />;
}

const JOB_COLUMNS: DataColumn<JobItem>[] = [
  {
    id: 'job',
    header: 'Job',
    rowHeader: true,
    className: 'font-semibold text-slate-900',
    cell: (job) => jobLabel(job.name),
    sortValue: (job) => jobLabel(job.name),
  },
  { id: 'schedule', header: 'Schedule', cell: (job) => job.schedule },
  { id: 'lastRun', header: 'Last run', cell: (job) => <LastRun job={job} /> },
  {
    id: 'failures',
    header: 'Failures (24 h)',
    className: (job) => (job.failuresLast24h > 0 ? 'font-semibold text-red-800' : undefined),
    cell: (job) => job.failuresLast24h,
    sortValue: (job) => job.failuresLast24h,
  },
  {
    id: 'nextRun',
    header: 'Next run',
    cell: (job) => (job.nextRunAt ? formatDateTime(job.nextRunAt) : 'Not scheduled'),
  },
];

function JobsTable() {
  const jobs = useJobs();
  return (
    <div className="p-4 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">Jobs</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Work the server does by itself on a schedule. A failed run is tried again; failures of the
        last 24 hours are counted here.
        {jobs.data?.runner === 'pg-boss' &&
          ' With several servers, each run happens on one of them only.'}
      </p>
      {jobs.isPending && <p className="mt-4 text-slate-700">Loading jobs...</p>}
      {jobs.isError && (
        <p role="alert" className="mt-4 text-red-700">
          Could not load the jobs. Please try again.
        </p>
      )}
      {jobs.data && (
        // Scrolls sideways on a phone: focusable, so that the keyboard can scroll it too.
        <div
          role="region"
          aria-label="Background jobs, scrollable"
          tabIndex={0}
          className={`mt-4 overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm ${FOCUS_RING}`}
        >
          <DataTable
            caption="Background jobs"
            cards={false}
            columns={JOB_COLUMNS}
            rows={jobs.data.jobs}
            rowKey={(job) => job.name}
          />
        </div>
      )}
    </div>
  );
}
