import type { StudentExam } from '@institute/shared/online-exams';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/dashboard';
import { StudentExamsPanel } from './student-exams-panel';

afterEach(() => vi.unstubAllGlobals());

const base: StudentExam = {
  id: 1,
  title: 'Exam',
  kind: 'test',
  instructions: '',
  startsAt: '2026-11-21T04:30:00.000Z',
  endsAt: '2026-11-21T05:30:00.000Z',
  durationMinutes: 30,
  status: 'open',
  examLink: null,
  startedAt: null,
  deadlineAt: null,
  submittedAt: null,
  result: null,
};

function renderPanel(exams: StudentExam[]) {
  const fetch = stubApi(() => Response.json(exams));
  const router = createMemoryRouter(
    [{ path: '/', element: <StudentExamsPanel registrationNumber="RV2026000001" /> }],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('Online exams panel on the student profile', () => {
  it('makes an exam active only inside its window and shows the score once marked', async () => {
    const fetch = renderPanel([
      { ...base, id: 1, title: 'Tomorrow', status: 'upcoming' },
      { ...base, id: 2, title: 'Open test' },
      {
        ...base,
        id: 3,
        title: 'Open link',
        kind: 'link',
        examLink: 'https://forms.example.com/x',
      },
      {
        ...base,
        id: 4,
        title: 'Marked',
        status: 'closed',
        startedAt: base.startsAt,
        submittedAt: base.endsAt,
        result: { obtainedMarks: 3, maximumMarks: 4, percentageBp: 7500, grade: 'A', passed: true },
      },
      { ...base, id: 5, title: 'Missed', status: 'closed' },
    ]);
    const items = await screen.findAllByRole('listitem');
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/dashboard/student/RV2026000001/exams');
    const [tomorrow, test, link, marked, missed] = items.map((item) => within(item));
    expect(tomorrow!.queryByRole('link')).toBeNull();
    expect(tomorrow!.getByText(/Opens .* The exam becomes active then\./)).toBeInTheDocument();
    expect(test!.getByRole('link', { name: /Start exam/ })).toHaveAttribute('href', '/exam/2');
    expect(link!.getByRole('link', { name: /Open exam link/ })).toHaveAttribute(
      'href',
      'https://forms.example.com/x',
    );
    expect(marked!.getByText(/Score: 3 \/ 4 \(75%\) · Grade A/)).toBeInTheDocument();
    expect(marked!.queryByRole('link')).toBeNull();
    expect(missed!.getByText('Closed: you did not appear.')).toBeInTheDocument();
  });
});
