import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, testQueryClient } from '../../../test/dashboard';
import { ScheduleExamForm } from './schedule-exam-form';

afterEach(() => vi.unstubAllGlobals());

const QUESTION = {
  id: 4,
  courseCode: '9',
  question: 'Which key saves?',
  options: ['Ctrl+P', 'Ctrl+S'],
  correct: [1],
  marks: 1,
  usedInExams: 0,
};
const student = (id: number, name: string) => ({
  id,
  registrationNumber: `RV20260000${id}`,
  name,
  courseOption: null,
  admissionDate: '2026-01-05',
});

/** Answers the question bank and the batch; `post` answers the scheduling. */
function stub(post: () => Response) {
  return stubApi(({ url, method }) => {
    if (method === 'POST') return post();
    if (url.pathname.endsWith('/questions')) return Response.json([QUESTION]);
    if (url.pathname.endsWith('/batch')) {
      return Response.json([student(11, 'Asha Kumari'), student(12, 'Ravi Kumar')]);
    }
    return Response.json([]);
  });
}

function renderForm(onScheduled = vi.fn()) {
  const client = testQueryClient();
  render(
    <QueryClientProvider client={client}>
      <ScheduleExamForm headOffice={false} onScheduled={onScheduled} />
    </QueryClientProvider>,
  );
  return onScheduled;
}

const posted = (fetch: ReturnType<typeof stub>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('the schedule exam form', () => {
  it('shows the schema messages at their fields and sends nothing while they stand', async () => {
    const fetch = stub(() => Response.json({}, { status: 201 }));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule exam' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please correct the highlighted fields.',
    );
    expect(screen.getByLabelText('Course')).toHaveAccessibleDescription('Choose a course');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(posted(fetch)).toHaveLength(0);
  });

  it('sends the chosen questions and the students still ticked, and puts server errors back', async () => {
    const fetch = stub(() =>
      Response.json(
        {
          code: 'VALIDATION_ERROR',
          message: 'Some fields are not valid.',
          fieldErrors: { title: ['Title must be 3 to 200 characters long'] },
        },
        { status: 400 },
      ),
    );
    const onScheduled = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Course'), '9');
    await userEvent.type(screen.getByLabelText('Title'), 'Keyboard test');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Which key saves\?/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Ravi Kumar/ }));
    expect(screen.getByText('1 of 2 students in the batch')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule exam' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are not valid.');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(
      'Title must be 3 to 200 characters long',
    );
    expect(onScheduled).not.toHaveBeenCalled();
    expect(JSON.parse(String(posted(fetch)[0]?.[1]?.body))).toMatchObject({
      courseCode: '9',
      courseOption: null,
      title: 'Keyboard test',
      kind: 'test',
      examLink: null,
      startNow: true,
      startsAt: null,
      durationMinutes: 30,
      selection: 'fixed',
      questionIds: [4],
      questionCount: null,
      studentIds: [11],
    });
  });

  it('refuses an empty batch', async () => {
    const fetch = stub(() => Response.json({}, { status: 201 }));
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Course'), '9');
    await userEvent.type(screen.getByLabelText('Title'), 'Keyboard test');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Which key saves\?/ }));
    const batch = screen.getByRole('group', { name: 'Batch' });
    for (const box of await within(batch).findAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Schedule exam' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please correct the highlighted fields.',
    );
    expect(
      screen.getByText('The batch is empty: no student of this course matches'),
    ).toBeInTheDocument();
    expect(posted(fetch)).toHaveLength(0);
  });
});
