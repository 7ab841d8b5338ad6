import type { AttemptView } from '@institute/shared/online-exams';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { polyfillDialog, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { TakeExamPage } from './take-exam-page';

const REG = 'RV2026000001';
const STORE_KEY = `online-exam:${REG}:9`;

beforeEach(() => {
  polyfillDialog();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

function attempt(overrides: Partial<AttemptView['exam']> = {}): AttemptView {
  const now = new Date();
  return {
    serverNow: now.toISOString(),
    exam: {
      id: 9,
      title: 'Fundamentals test',
      kind: 'test',
      instructions: 'Answer all.',
      startsAt: now.toISOString(),
      endsAt: new Date(now.getTime() + 3_600_000).toISOString(),
      durationMinutes: 30,
      status: 'open',
      examLink: null,
      startedAt: now.toISOString(),
      deadlineAt: new Date(now.getTime() + 30 * 60_000).toISOString(),
      submittedAt: null,
      result: null,
      ...overrides,
    },
    questions: [
      {
        id: 11,
        question: 'Which key saves?',
        options: ['Ctrl+P', 'Ctrl+S'],
        marks: 1,
        multiple: false,
        selected: [],
      },
      {
        id: 12,
        question: 'Input devices?',
        options: ['Keyboard', 'Monitor', 'Mouse'],
        marks: 2,
        multiple: true,
        selected: [0],
      },
    ],
  };
}

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/exam/:examId',
        loader: () => ({ registrationNumber: REG, examId: 9 }),
        element: <TakeExamPage />,
      },
    ],
    { initialEntries: ['/exam/9'] },
  );
  render(<RouterProvider router={router} />);
}

describe('Taking an online exam', () => {
  it('shows a countdown and saves each answer as it is chosen', async () => {
    const puts: { url: string; body: unknown }[] = [];
    stubApi(({ url, method, body }) => {
      if (method === 'PUT') {
        puts.push({ url: url.pathname, body: JSON.parse(String(body)) });
        return Response.json({ savedAt: new Date().toISOString() });
      }
      return Response.json(attempt());
    });
    renderPage();
    expect(await screen.findByRole('timer')).toHaveTextContent(/^(30:00|29:5\d)$/);
    // Answers saved before the reload are shown again.
    expect(screen.getByRole('checkbox', { name: 'A. Keyboard' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'B. Ctrl+S' }));
    expect(await screen.findByText('All answers saved')).toBeInTheDocument();
    expect(puts).toEqual([
      { url: `/api/dashboard/student/${REG}/exams/9/answers/11`, body: { selected: [1] } },
    ]);
    expect(localStorage.getItem(STORE_KEY)).toBeNull();
  });

  it('keeps an answer the server did not receive, and sends it after a reload', async () => {
    let online = false;
    const puts: unknown[] = [];
    stubApi(({ method, body }) => {
      if (method === 'PUT') {
        if (!online) throw new TypeError('Failed to fetch');
        puts.push(JSON.parse(String(body)));
        return Response.json({ savedAt: new Date().toISOString() });
      }
      return Response.json(attempt());
    });
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'B. Ctrl+S' }));
    expect(await screen.findByText(/1 not saved yet/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORE_KEY)!)).toEqual({ '11': [1] });

    // The page is reloaded once the connection is back: the answer is restored and sent.
    online = true;
    cleanup();
    renderPage();
    expect(await screen.findByText('All answers saved')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'B. Ctrl+S' })).toBeChecked();
    expect(puts).toContainEqual({ selected: [1] });
    expect(localStorage.getItem(STORE_KEY)).toBeNull();
  });

  it('shows the score once submitted', async () => {
    stubApi(({ method }) =>
      method === 'POST'
        ? Response.json({
            ...attempt({
              submittedAt: new Date().toISOString(),
              result: {
                obtainedMarks: 3,
                maximumMarks: 3,
                percentageBp: 10000,
                grade: 'A+',
                passed: true,
              },
            }),
            questions: [],
          })
        : Response.json(attempt()),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit answers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your answers have been submitted')).toBeInTheDocument();
    expect(screen.getByText(/Your score:/)).toHaveTextContent(
      'Your score: 3 / 3 (100%) · Grade A+ · Passed',
    );
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('a Submit tapped without a connection waits, says so beside the button, and is sent when the connection returns', async () => {
    let online = false;
    let submits = 0;
    stubApi(({ method }) => {
      if (method !== 'GET' && !online) throw new TypeError('Failed to fetch');
      if (method === 'POST') {
        submits += 1;
        return Response.json({
          ...attempt({ submittedAt: new Date().toISOString(), result: null }),
          questions: [],
        });
      }
      if (method === 'PUT') return Response.json({ savedAt: new Date().toISOString() });
      return Response.json(attempt());
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit answers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('submit-status')).toHaveTextContent(
      'No connection: your answers are kept on this phone. Your submission will be sent as soon as the connection returns.',
    );
    // Beside the button, not an alert at the top of the page.
    expect(screen.getByTestId('submit-status').previousElementSibling).toHaveTextContent(
      'Submit answers',
    );
    expect(screen.queryByText(/Trying again/)).toBeNull();
    expect(submits).toBe(0);

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Your answers have been submitted')).toBeInTheDocument();
    expect(submits).toBe(1);
  });

  it('in Hindi: the time left, each question and the submission with the score', async () => {
    useTestLocale('hi');
    stubApi(({ method }) =>
      method === 'POST'
        ? Response.json({
            ...attempt({
              submittedAt: new Date().toISOString(),
              result: {
                obtainedMarks: 1,
                maximumMarks: 3,
                percentageBp: 3333,
                grade: 'D',
                passed: false,
              },
            }),
            questions: [],
          })
        : Response.json(attempt()),
    );
    renderPage();
    expect(await screen.findByRole('timer', { name: 'शेष समय' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Which key saves\?/ })).toHaveTextContent(
      '1 अंक · एक विकल्प चुनें',
    );
    expect(screen.getByTestId('save-state-11')).toHaveTextContent('उत्तर नहीं दिया');
    expect(screen.getByText(/2 में से 1 के उत्तर दिए/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'उत्तर जमा करें' }));
    const dialog = screen.getByRole('dialog', { name: 'क्या आप अपने उत्तर जमा करना चाहते हैं?' });
    expect(dialog).toHaveTextContent('आपने 2 में से 1 प्रश्नों के उत्तर दिए हैं।');
    await userEvent.click(screen.getByRole('button', { name: 'जमा करें' }));
    expect(await screen.findByText('आपके उत्तर जमा हो गए हैं')).toBeInTheDocument();
    expect(screen.getByText(/आपके अंक:/)).toHaveTextContent(
      'आपके अंक: 1 / 3 (33.33%) · ग्रेड D · अनुत्तीर्ण',
    );
    expect(screen.getByRole('link', { name: 'मेरी प्रोफ़ाइल पर वापस जाएँ' })).toBeInTheDocument();
  });
});
