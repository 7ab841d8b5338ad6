import { JOB_MESSAGES, type JobItem, type JobStatus } from '@institute/shared/jobs';
import type { I18n, MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useJobs } from '../jobs-api';
import { formatDateTime } from '../../../lib/format-date';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { serverText } from '../../../i18n/server-texts';

/** Job names as people read them: 'sweep-stored-files' -> 'Sweep stored files'. */
export function jobLabel(name: string): string {
  const words = name.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The jobs the server registers, in the page's language; a new one shows as jobLabel makes it. */
const JOB_NAME_IDS: Record<string, MessageId> = {
  'sweep-stored-files': 'jobs.name.sweepStoredFiles',
  'finalise-online-exams': 'jobs.name.finaliseOnlineExams',
  'deliver-notifications': 'jobs.name.deliverNotifications',
  'send-announcements': 'jobs.name.sendAnnouncements',
  'send-dues-reminders': 'jobs.name.sendDuesReminders',
  'send-monthly-summary': 'jobs.name.sendMonthlySummary',
  'send-affiliation-reminders': 'jobs.name.sendAffiliationReminders',
  'clean-up-sign-ins': 'jobs.name.cleanUpSignIns',
  'refresh-statistics': 'jobs.name.refreshStatistics',
  'reconcile-online-payments': 'jobs.name.reconcileOnlinePayments',
  'refresh-report-summaries': 'jobs.name.refreshReportSummaries',
};

const jobName = (_: I18n['_'], name: string) =>
  Object.hasOwn(JOB_NAME_IDS, name) ? _(JOB_NAME_IDS[name]!) : jobLabel(name);

const SCHEDULE_UNITS: [number, 'day' | 'hour' | 'minute' | 'second'][] = [
  [86_400_000, 'day'],
  [3_600_000, 'hour'],
  [60_000, 'minute'],
  [1000, 'second'],
];

/** "every hour", "every 30 seconds": the schedule in words, from its interval. */
function scheduleText(_: I18n['_'], everyMs: number): string {
  const unit = SCHEDULE_UNITS.find(([size]) => everyMs > 0 && everyMs % size === 0);
  return unit
    ? _('jobs.schedule', { unit: unit[1], count: everyMs / unit[0] })
    : _('jobs.schedule', { unit: 'ms', count: everyMs });
}

const STATUS_IDS: Record<JobStatus, MessageId> = {
  running: 'jobs.status.running',
  succeeded: 'jobs.status.succeeded',
  failed: 'jobs.status.failed',
};
const STATUS_CLASS = {
  running: 'bg-sky-100 text-sky-900',
  succeeded: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
} as const;

function LastRun({ job }: { job: JobItem }) {
  const { _ } = useLingui();
  if (!job.lastRun) return <span className="text-slate-600">{_('jobs.notRunYet')}</span>;
  const { status, startedAt, attempt, error } = job.lastRun;
  return (
    <div>
      <span
        className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[status]}`}
      >
        {_(STATUS_IDS[status])}
      </span>{' '}
      <span>{formatDateTime(startedAt)}</span>
      {attempt > 1 && <span className="text-slate-600"> {_('jobs.attempt', { attempt })}</span>}
      {error && <p className="mt-1 text-xs break-words text-red-800">{error}</p>}
    </div>
  );
}

/** Head office: the background jobs, their schedule, last run, failures and next run. */
export function JobsPage() {
  const { _ } = useLingui();
  const user = useStaffUser();
  if (!isHeadOffice(user)) {
    return (
      <div className="p-4 sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{_('jobs.title')}</h1>
        <p role="alert" className="mt-4 text-red-700">
          {serverText(JOB_MESSAGES.headOfficeOnly)}
        </p>
      </div>
    );
  }
  return <JobsTable />;
}

const jobColumns = (_: I18n['_']): DataColumn<JobItem>[] => [
  {
    id: 'job',
    header: _('jobs.col.job'),
    rowHeader: true,
    className: 'font-semibold text-slate-900',
    cell: (job) => jobName(_, job.name),
    sortValue: (job) => jobName(_, job.name),
  },
  {
    id: 'schedule',
    header: _('jobs.col.schedule'),
    cell: (job) => scheduleText(_, job.everyMs),
  },
  { id: 'lastRun', header: _('jobs.col.lastRun'), cell: (job) => <LastRun job={job} /> },
  {
    id: 'failures',
    header: _('jobs.col.failures'),
    className: (job) => (job.failuresLast24h > 0 ? 'font-semibold text-red-800' : undefined),
    cell: (job) => job.failuresLast24h,
    sortValue: (job) => job.failuresLast24h,
  },
  {
    id: 'nextRun',
    header: _('jobs.col.nextRun'),
    cell: (job) => (job.nextRunAt ? formatDateTime(job.nextRunAt) : _('jobs.notScheduled')),
  },
];

function JobsTable() {
  const { _ } = useLingui();
  const jobs = useJobs();
  return (
    <div className="p-4 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">{_('jobs.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        {jobs.data?.runner === 'pg-boss' ? _('jobs.introSeveralServers') : _('jobs.intro')}
      </p>
      {jobs.isPending && <p className="mt-4 text-slate-700">{_('jobs.loading')}</p>}
      {jobs.isError && (
        <p role="alert" className="mt-4 text-red-700">
          {_('jobs.loadFailed')}
        </p>
      )}
      {jobs.data && (
        // Scrolls sideways on a phone: focusable, so that the keyboard can scroll it too.
        <div
          role="region"
          aria-label={_('jobs.region')}
          tabIndex={0}
          className={`mt-4 overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm ${FOCUS_RING}`}
        >
          <DataTable
            caption={_('jobs.caption')}
            columns={jobColumns(_)}
            rows={jobs.data.jobs}
            rowKey={(job) => job.name}
          />
        </div>
      )}
    </div>
  );
}
