import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HEAD_OFFICE,
  polyfillDialog,
  renderDashboard,
  STAFF,
  stubApi,
} from '../../../test/dashboard';
import { QuestionBankPage } from './question-bank-page';

polyfillDialog();
afterEach(() => vi.unstubAllGlobals());

const render = () =>
  renderDashboard(
    '/dashboard/QuestionBank?course=9',
    [{ path: 'QuestionBank', element: <QuestionBankPage /> }],
    HEAD_OFFICE,
  );

const csv = () => new File(['question,option_a\n'], 'questions.csv', { type: 'text/csv' });

describe('the question bank import', () => {
  it('asks for a file, then shows the report of the rows', async () => {
    const fetch = stubApi(({ url, method }) =>
      method === 'POST' && url.pathname.endsWith('/questions/import')
        ? Response.json({ imported: 2, errors: [{ row: 4, messages: ['Question is required'] }] })
        : Response.json([]),
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Import questions' }));
    expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription('Choose a CSV file');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.upload(screen.getByLabelText('CSV file'), csv());
    await user.click(screen.getByRole('button', { name: 'Import questions' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '2 questions imported; 1 row not imported:',
    );
    expect(screen.getByText('Row 4: Question is required')).toBeInTheDocument();
    expect(screen.getByLabelText('CSV file')).not.toHaveAccessibleDescription('Choose a CSV file');
  });

  it("puts the server's file error on the field", async () => {
    stubApi(({ method }) =>
      method === 'POST'
        ? Response.json(
            {
              code: 'VALIDATION_ERROR',
              message: 'Some fields are not valid.',
              fieldErrors: { file: ['The file is not a CSV file'] },
            },
            { status: 400 },
          )
        : Response.json([]),
    );
    const user = userEvent.setup();
    render();
    await user.upload(await screen.findByLabelText('CSV file'), csv());
    await user.click(screen.getByRole('button', { name: 'Import questions' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription(
        'The file is not a CSV file',
      ),
    );
  });
});

describe('the question bank of centre staff', () => {
  it('lists the questions and options without marking any as correct', async () => {
    // The server sends centre staff no correct options (issue 32): the page must not need them.
    stubApi(() =>
      Response.json([
        {
          id: 7,
          courseCode: '9',
          question: 'Which key saves a file?',
          options: ['Ctrl+S', 'Ctrl+P'],
          marks: 1,
          usedInExams: 0,
        },
      ]),
    );
    renderDashboard(
      '/dashboard/QuestionBank?course=9',
      [{ path: 'QuestionBank', element: <QuestionBankPage /> }],
      STAFF,
    );
    expect(await screen.findByText('1. Which key saves a file?')).toBeInTheDocument();
    expect(screen.getByText('A. Ctrl+S')).toBeInTheDocument();
    expect(screen.getByText('B. Ctrl+P')).toBeInTheDocument();
    expect(screen.queryByText('(correct)')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add question' })).not.toBeInTheDocument();
  });
});
