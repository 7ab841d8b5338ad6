import type { ExamItem, QuestionItem } from '@institute/shared/online-exams';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HEAD_OFFICE,
  polyfillDialog,
  renderDashboard,
  stubApi,
  testQueryClient,
} from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { AppearedStudentsPage } from './appeared-students-page';
import { ExamLinkPage } from './exam-link-page';
import { QuestionBankPage } from './question-bank-page';
import { ScheduleExamForm } from './schedule-exam-form';

polyfillDialog();
// A Hindi page: the screens' words, and the shared schemas' messages through the dictionary.
beforeEach(() => useTestLocale('hi'));
afterEach(() => vi.unstubAllGlobals());

const EXAM: ExamItem = {
  id: 5,
  centreId: 2,
  centreName: 'Demo Centre, Patna',
  courseCode: '9',
  courseName: '3-Month Certificate Course',
  courseOption: null,
  title: 'Keyboard test',
  kind: 'test',
  examLink: null,
  instructions: '',
  startsAt: '2026-11-21T04:30:00.000Z',
  endsAt: '2026-11-21T05:30:00.000Z',
  durationMinutes: 30,
  selection: 'random',
  questionCount: 10,
  candidates: 2,
  appeared: 0,
  status: 'scheduled',
};

const QUESTION: QuestionItem = {
  id: 4,
  courseCode: '9',
  question: 'Which key saves?',
  options: ['Ctrl+P', 'Ctrl+S'],
  correct: [1],
  marks: 2,
  usedInExams: 1,
};

function stub() {
  return stubApi(({ url }) => {
    const path = url.pathname;
    if (path.endsWith('/questions')) return Response.json([QUESTION]);
    if (path.endsWith('/appeared')) {
      return Response.json({
        exam: { ...EXAM, status: 'closed', appeared: 1 },
        rows: [
          {
            studentId: 11,
            registrationNumber: 'RV2026000011',
            name: 'Asha Kumari',
            appeared: true,
            startedAt: '2026-11-21T04:31:00.000Z',
            submittedAt: '2026-11-21T05:00:00.000Z',
            submittedBy: 'server',
            obtainedMarks: 8,
            maximumMarks: 10,
            percentageBp: 8000,
            grade: 'A',
          },
          {
            studentId: 12,
            registrationNumber: 'RV2026000012',
            name: 'Ravi Kumar',
            appeared: false,
            startedAt: null,
            submittedAt: null,
            submittedBy: null,
            obtainedMarks: null,
            maximumMarks: null,
            percentageBp: null,
            grade: null,
          },
        ],
      });
    }
    if (path.endsWith('/online-exams')) return Response.json([EXAM]);
    return Response.json([]);
  });
}

describe('online exams (staff) in Hindi', () => {
  it('Exam Link: the list of exams, its status and the cancel dialog', async () => {
    stub();
    renderDashboard('/dashboard/AddOnline', [{ path: 'AddOnline', element: <ExamLinkPage /> }]);
    expect(await screen.findByRole('heading', { name: 'परीक्षा लिंक', level: 1 })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'ऑनलाइन परीक्षाएँ' });
    expect(within(table).getByRole('columnheader', { name: 'समय-सीमा' })).toBeInTheDocument();
    expect(within(table).getByText('ऑनलाइन टेस्ट: 10 प्रश्न, बिना क्रम के चुने गए')).toBeInTheDocument();
    expect(within(table).getByText(/ से .* तक$/)).toBeInTheDocument();
    expect(within(table).getByText('30 मिनट')).toBeInTheDocument();
    expect(within(table).getByText('2 में से 0 शामिल हुए')).toBeInTheDocument();
    expect(within(table).getByText('निर्धारित')).toBeInTheDocument();
    expect(
      within(table).getByRole('link', { name: 'Keyboard test में शामिल छात्र' }),
    ).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Keyboard test रद्द करें' }));
    const dialog = screen.getByRole('dialog', { name: 'परीक्षा रद्द करें?' });
    expect(within(dialog).getByRole('button', { name: 'परीक्षा रद्द करें' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'रहने दें' })).toBeVisible();
  });

  it('the schedule form: its fields and the shared checks in Hindi', async () => {
    stub();
    render(
      <QueryClientProvider client={testQueryClient()}>
        <ScheduleExamForm headOffice onScheduled={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'केंद्र' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'हमारा ऑनलाइन टेस्ट (प्रश्न बैंक)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'अभी शुरू करें' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'बैच' })).toBeInTheDocument();
    expect(screen.getByText('पहले कोर्स चुनें।')).toBeInTheDocument();
    expect(screen.getByText('छात्रों को देखने के लिए केंद्र और कोर्स चुनें।')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'अवधि (मिनट)' })).toHaveAccessibleDescription(
      'हर छात्र के लिए 5 से 300 मिनट।',
    );

    await userEvent.click(screen.getByRole('button', { name: 'परीक्षा निर्धारित करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('कृपया चिह्नित फ़ील्ड ठीक करें।');
    expect(screen.getByRole('combobox', { name: 'केंद्र' })).toHaveAccessibleDescription('केंद्र चुनें');
    expect(screen.getByRole('combobox', { name: 'कोर्स' })).toHaveAccessibleDescription('कोर्स चुनें');

    await userEvent.click(
      screen.getByRole('radio', { name: 'हर छात्र के लिए बिना क्रम के चुने गए प्रश्न' }),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'कोर्स' }), '9');
    expect(await screen.findByText('बैंक में 1 प्रश्न हैं।')).toBeInTheDocument();
  });

  it('Appeared Students: who appeared and who did not', async () => {
    stub();
    renderDashboard('/dashboard/AppearedStudents?exam=5', [
      { path: 'AppearedStudents', element: <AppearedStudentsPage /> },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'परीक्षा में शामिल छात्र', level: 1 }),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'परीक्षा' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Keyboard test के छात्र' });
    expect(screen.getByText('2 में से 1 शामिल हुए · 1 शामिल नहीं हुए')).toBeInTheDocument();
    expect(screen.getByText('बंद')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /पंजीकरण संख्या/ })).toBeVisible();
    expect(within(table).getByText('हाँ')).toBeInTheDocument();
    expect(within(table).getByText('शामिल नहीं हुए')).toBeInTheDocument();
    expect(within(table).getByText('समय-सीमा पर अपने आप')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV निर्यात करें' })).toBeInTheDocument();
  });

  it('Question bank: the questions, the import and the question form', async () => {
    stub();
    renderDashboard(
      '/dashboard/QuestionBank?course=9',
      [{ path: 'QuestionBank', element: <QuestionBankPage /> }],
      HEAD_OFFICE,
    );
    expect(await screen.findByRole('heading', { name: 'प्रश्न बैंक', level: 1 })).toBeVisible();
    expect(await screen.findByText('2 अंक · 1 परीक्षा में')).toBeInTheDocument();
    expect(screen.getByText('(सही)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CSV से आयात करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'टेम्पलेट डाउनलोड करें' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'प्रश्न आयात करें' }));
    expect(screen.getByLabelText('CSV फ़ाइल')).toHaveAccessibleDescription('CSV फ़ाइल चुनें');

    await userEvent.click(screen.getByRole('button', { name: 'प्रश्न 1 हटाएँ' }));
    const confirm = screen.getByRole('dialog', { name: 'प्रश्न हटाएँ?' });
    expect(
      within(confirm).getByText(
        'परीक्षाओं में यह प्रश्न पहले से है: इसे संग्रहित किया जाएगा, और उन परीक्षाओं में यह बना रहेगा।',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'रहने दें' }));

    await userEvent.click(screen.getByRole('button', { name: 'प्रश्न जोड़ें' }));
    const form = screen.getByRole('dialog', { name: 'प्रश्न जोड़ें' });
    expect(within(form).getByRole('textbox', { name: 'प्रश्न' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'विकल्प C (वैकल्पिक)' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'प्रश्न सहेजें' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('कृपया चिह्नित फ़ील्ड ठीक करें।');
    expect(within(form).getByText('कम से कम एक सही विकल्प चिह्नित करें')).toBeInTheDocument();
  });
});
