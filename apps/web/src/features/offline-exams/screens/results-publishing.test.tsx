import type { MarksSheet } from '@institute/shared/offline-exams';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { polyfillDialog, renderWithClient, stubApi } from '../../../test/dashboard';
import { ResultsPublishing } from './results-publishing';

// The Results box of Add Marks (decision 0056): where the results stand, the step this user may
// take, and why not.

const SESSION: MarksSheet['session'] = {
  id: 7,
  centreId: 1,
  centreName: 'Patna Boring Road',
  courseCode: '8',
  courseName: '1-Month Certificate Course',
  title: 'Final examination November 2026',
  examDate: '2026-11-20',
  examTime: null,
  venue: null,
  subjects: [],
  markedStudents: 2,
  results: {
    status: 'draft',
    submittedBy: null,
    submittedAt: null,
    publishedBy: null,
    publishedAt: null,
    issueDate: null,
  },
};

const sheet = (
  results: Partial<MarksSheet['session']['results']>,
  publishing: Partial<MarksSheet['publishing']>,
): MarksSheet => ({
  session: { ...SESSION, results: { ...SESSION.results, ...results } },
  rows: [],
  publishing: {
    fourEyes: true,
    marksClosedReason: null,
    canSubmit: false,
    canPublish: false,
    blockedReason: null,
    ...publishing,
  },
});

beforeAll(() => polyfillDialog());

describe('the Results box', () => {
  it('a draft under the four-eyes rule: Submit for publishing, no Publish, and why', () => {
    renderWithClient(
      <ResultsPublishing
        sheet={sheet(
          {},
          {
            canSubmit: true,
            blockedReason:
              'The four-eyes rule is on: the marks must first be submitted for publishing; then another person publishes them.',
          },
        )}
      />,
    );
    expect(screen.getByTestId('results-status')).toHaveTextContent(
      'Draft: students do not see these marks',
    );
    expect(screen.getByRole('button', { name: 'Submit for publishing' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Publish results' })).toBeNull();
    expect(screen.getByTestId('publish-blocked')).toHaveTextContent(
      'the marks must first be submitted for publishing',
    );
  });

  it('an exam not held yet: says so, offers nothing', () => {
    const reason =
      'This exam is on 05/12/2026: marks can be entered from that day, once the exam has been held.';
    renderWithClient(
      <ResultsPublishing sheet={sheet({}, { marksClosedReason: reason, blockedReason: reason })} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(reason);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('publishes only after a confirmation, with one request', async () => {
    const fetch = stubApi(({ url }) => {
      expect(url.pathname).toBe('/api/dashboard/offline-exams/sessions/7/results/publish');
      return Response.json(
        sheet(
          {
            status: 'published',
            publishedBy: 'Head Office',
            publishedAt: '2026-11-21T05:00:00.000Z',
            issueDate: '2026-11-21',
          },
          { blockedReason: 'The results of this exam session are already published.' },
        ),
      );
    });
    renderWithClient(
      <ResultsPublishing sheet={sheet({ status: 'submitted' }, { canPublish: true })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publish results' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Final examination November 2026');
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
