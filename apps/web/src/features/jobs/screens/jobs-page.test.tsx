import type { JobList } from '@institute/shared/jobs';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, renderDashboard, STAFF, stubApi } from '../../../test/dashboard';
import { JobsPage } from './jobs-page';
import { useTestLocale } from '../../../test/i18n';

const JOBS: JobList = {
  runner: 'pg-boss',
  jobs: [
    {
      name: 'sweep-stored-files',
      schedule: 'every hour',
      everyMs: 3_600_000,
      retries: 2,
      lastRun: {
        startedAt: '2026-11-23T17:00:05.000Z',
        finishedAt: '2026-11-23T17:00:06.000Z',
        status: 'succeeded',
        attempt: 1,
        error: null,
      },
      failuresLast24h: 0,
      nextRunAt: '2026-11-23T18:00:05.000Z',
    },
    {
      name: 'refresh-statistics',
      schedule: 'every hour',
      everyMs: 3_600_000,
      retries: 1,
      lastRun: {
        startedAt: '2026-11-23T17:05:05.000Z',
        finishedAt: '2026-11-23T17:05:06.000Z',
        status: 'failed',
        attempt: 2,
        error: 'database is locked',
      },
      failuresLast24h: 3,
      nextRunAt: null,
    },
    {
      name: 'clean-up-sign-ins',
      schedule: 'every hour',
      everyMs: 3_600_000,
      retries: 2,
      lastRun: null,
      failuresLast24h: 0,
      nextRunAt: '2026-11-23T18:00:05.000Z',
    },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('JobsPage', () => {
  it('lists each job: schedule, last run, failures in 24 hours, next run', async () => {
    const fetch = stubApi(() => json(200, JOBS));
    renderDashboard('/dashboard/Jobs', [{ path: 'Jobs', element: <JobsPage /> }], HEAD_OFFICE);
    const table = await screen.findByRole('table', { name: 'Background jobs' });
    expect(fetch.mock.calls[0]![0]).toBe('/api/dashboard/jobs');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Sweep stored files',
      'Refresh statistics',
      'Clean up sign ins',
    ]);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // Times in the network's time zone (India, UTC+5:30).
    expect(cells(rows[0]!)).toEqual([
      'every hour',
      'Succeeded 23 Nov 2026, 10:30 pm',
      '0',
      '23 Nov 2026, 11:30 pm',
    ]);
    expect(cells(rows[1]!)).toEqual([
      'every hour',
      'Failed 23 Nov 2026, 10:35 pm (attempt 2)database is locked',
      '3',
      'Not scheduled',
    ]);
    expect(cells(rows[2]!)).toEqual(['every hour', 'Not run yet', '0', '23 Nov 2026, 11:30 pm']);
    expect(screen.getByText(/each run happens on one of them only/)).toBeInTheDocument();
  });

  it('says so when the jobs cannot be loaded', async () => {
    stubApi(() => json(500, { code: 'INTERNAL_ERROR', message: 'x' }));
    renderDashboard('/dashboard/Jobs', [{ path: 'Jobs', element: <JobsPage /> }], HEAD_OFFICE);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the jobs. Please try again.',
    );
  });

  it('is for head office only: centre staff get a message and no request', async () => {
    const fetch = stubApi(() => json(200, JOBS));
    renderDashboard('/dashboard/Jobs', [{ path: 'Jobs', element: <JobsPage /> }], STAFF);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only head office can see the background jobs.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is in Hindi for a Hindi user: names, schedules and states of the jobs', async () => {
    useTestLocale('hi');
    stubApi(() => json(200, { ...JOBS, runner: 'in-process' }));
    renderDashboard('/dashboard/Jobs', [{ path: 'Jobs', element: <JobsPage /> }], HEAD_OFFICE);
    expect(screen.getByRole('heading', { name: 'पृष्ठभूमि कार्य' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'पृष्ठभूमि कार्य' });
    for (const header of ['कार्य', 'समय-सारणी', 'पिछला रन', 'विफलताएँ (24 घंटे)', 'अगला रन']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'संग्रहीत फ़ाइलों की सफ़ाई',
      'आँकड़े ताज़ा करना',
      'पुराने साइन-इन साफ़ करना',
    ]);
    expect(within(rows[0]!).getByRole('cell', { name: 'हर घंटे' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('सफल');
    expect(rows[1]).toHaveTextContent('विफल');
    expect(rows[1]).toHaveTextContent('(प्रयास 2)');
    expect(rows[1]).toHaveTextContent('तय नहीं');
    expect(rows[2]).toHaveTextContent('अभी तक नहीं चला');
    expect(screen.queryByText(/केवल एक पर चलता है/)).toBeNull();
  });

  it('writes the schedule from the interval, as the server does in English', async () => {
    const every = (everyMs: number) => ({ ...JOBS.jobs[2]!, name: `job-${everyMs}`, everyMs });
    stubApi(() => json(200, { ...JOBS, jobs: [every(30_000), every(86_400_000), every(1500)] }));
    renderDashboard('/dashboard/Jobs', [{ path: 'Jobs', element: <JobsPage /> }], HEAD_OFFICE);
    const table = await screen.findByRole('table', { name: 'Background jobs' });
    const schedules = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(schedules).toEqual(['every 30 seconds', 'every day', 'every 1500 ms']);
  });

  it('tells centre staff in Hindi that the jobs are for head office', async () => {
    useTestLocale('hi');
    stubApi(() => json(200, JOBS));
    renderDashboard('/dashboard/Jobs', [{ path: 'Jobs', element: <JobsPage /> }], STAFF);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'पृष्ठभूमि के कार्य केवल मुख्य कार्यालय देख सकता है।',
    );
  });
});
