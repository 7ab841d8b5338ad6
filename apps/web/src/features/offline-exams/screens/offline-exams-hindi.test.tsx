import { DEFAULT_GRADING_SCALE } from '@institute/shared/grading';
import type { ExamSession, Marksheet, MarksSheet } from '@institute/shared/offline-exams';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, polyfillDialog, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { AddMarksPage } from './add-marks-page';
import { GradingScalePage } from './grading-scale-page';
import { MarksGrid } from './marks-grid';
import { ViewMarksPage } from './view-marks-page';

polyfillDialog();
// A Hindi page: the screens' words, and the shared schemas' messages through the dictionary.
beforeEach(() => useTestLocale('hi'));
afterEach(() => vi.unstubAllGlobals());

const SESSION: ExamSession = {
  id: 3,
  centreId: 1,
  centreName: 'Patna Boring Road',
  courseCode: '8',
  courseName: '1-Month Certificate Course',
  title: 'Final examination November 2026',
  examDate: '2026-11-20',
  examTime: '10:00',
  venue: null,
  subjects: [
    { id: 11, name: 'Fundamental', maxMarks: 25, position: 0 },
    { id: 12, name: 'MS Word', maxMarks: 25, position: 1 },
  ],
  markedStudents: 1,
  results: {
    status: 'published',
    submittedBy: null,
    submittedAt: null,
    publishedBy: 'Head Office',
    publishedAt: '2026-11-21T05:00:00.000Z',
    issueDate: '2026-11-21',
  },
};

const MARKS: MarksSheet = {
  session: SESSION,
  rows: [
    {
      studentId: 1,
      registrationNumber: 'RV2026000001',
      name: 'Asha Kumari',
      cells: [
        { subjectId: 11, marks: 20, absent: false },
        { subjectId: 12, marks: 21, absent: false },
      ],
      result: { obtainedMarks: 41, maximumMarks: 50, percentage: '82%', grade: 'A', passed: true },
      allAbsent: false,
    },
    {
      studentId: 2,
      registrationNumber: 'RV2026000002',
      name: 'Ravi Kumar',
      cells: [
        { subjectId: 11, marks: null, absent: false },
        { subjectId: 12, marks: null, absent: false },
      ],
      result: null,
      allAbsent: false,
    },
  ],
  publishing: {
    fourEyes: false,
    marksClosedReason: null,
    canSubmit: false,
    canPublish: true,
    blockedReason: null,
  },
};

const MARKSHEET: Marksheet = {
  institute: 'RV Institute of Computer & Vocational Training',
  session: SESSION,
  student: {
    registrationNumber: 'RV2026000001',
    name: 'Asha Kumari',
    fatherName: null,
    courseOption: null,
  },
  lines: [
    { subject: 'Fundamental', maxMarks: 25, marks: 20, absent: false },
    { subject: 'MS Word', maxMarks: 25, marks: null, absent: true },
  ],
  result: null,
  issueDate: '2026-11-21',
};

function stubExams() {
  return stubApi(({ url }) => {
    const path = url.pathname;
    if (path.endsWith('/sessions')) return Response.json([SESSION]);
    if (path.endsWith('/marks')) return Response.json(MARKS);
    if (path.endsWith('/marksheets')) {
      return Response.json({ student: MARKSHEET.student, marksheets: [MARKSHEET] });
    }
    if (path.endsWith('/courses')) {
      return Response.json([{ code: '8', name: '1-Month Certificate Course', subjects: [] }]);
    }
    if (path.endsWith('/grading-scale')) {
      return Response.json({
        ...DEFAULT_GRADING_SCALE,
        isDefault: true,
        defaultScale: DEFAULT_GRADING_SCALE,
      });
    }
    return Response.json([]);
  });
}

describe('offline exams in Hindi', () => {
  it('Add Marks: heading, session choice, grid and the new session form', async () => {
    stubExams();
    renderDashboard(
      '/dashboard/AddOffline?session=3',
      [{ path: 'AddOffline', element: <AddMarksPage /> }],
      HEAD_OFFICE,
    );
    expect(await screen.findByRole('heading', { name: 'अंक जोड़ें', level: 1 })).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'परीक्षा सत्र' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्रवेश पत्र प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'विषय' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /के अंक$/ })).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Fundamental में Asha Kumari के अंक, 25 में से' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अंक सहेजें' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'नया परीक्षा सत्र' }));
    const dialog = screen.getByRole('dialog', { name: 'नया परीक्षा सत्र' });
    expect(within(dialog).getByRole('textbox', { name: 'शीर्षक' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'केंद्र' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('परीक्षा तिथि')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'परीक्षा सत्र बनाएँ' }));
    // The shared schema's own message, through the Hindi dictionary.
    expect(within(dialog).getByRole('combobox', { name: 'केंद्र' })).toHaveAccessibleDescription(
      'केंद्र चुनें।',
    );
  });

  it('Add Marks: the subjects editor of head office', async () => {
    stubExams();
    renderDashboard(
      '/dashboard/AddOffline',
      [{ path: 'AddOffline', element: <AddMarksPage /> }],
      HEAD_OFFICE,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'विषय' }));
    const dialog = screen.getByRole('dialog', { name: 'हर कोर्स के विषय' });
    await userEvent.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'कोर्स' }),
      '8',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'विषय जोड़ें' }));
    expect(within(dialog).getByRole('textbox', { name: 'विषय 1' })).toBeInTheDocument();
    // jsdom's accessible names drop the space before the hidden words ("हटाएँविषय 1").
    expect(within(dialog).getByRole('button', { name: /^हटाएँ\s?विषय 1$/ })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'विषय सहेजें' }));
    expect(within(dialog).getByText('विषय का नाम लिखें।')).toBeInTheDocument();
  });

  it('the marks grid says what to correct in Hindi', async () => {
    render(<MarksGrid sheet={MARKS} saving={false} serverErrors={{}} onSave={vi.fn()} />);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Fundamental में Ravi Kumar के अंक, 25 में से' }),
      '30',
    );
    await userEvent.click(screen.getByRole('button', { name: 'अंक सहेजें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('सहेजने से पहले 2 अंक ठीक करने हैं।');
    expect(
      screen.getByText('Fundamental के अंक 0 से 25 तक की पूर्ण संख्या होने चाहिए।'),
    ).toBeInTheDocument();
    expect(screen.getByText('MS Word के अंक लिखें या छात्र को अनुपस्थित चिह्नित करें।')).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: /^अनुपस्थित\s?\(Ravi Kumar, MS Word\)$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /^कुल\s?50 में से$/ })).toBeInTheDocument();
  });

  it('View Marks: results by session and a student’s marksheets', async () => {
    stubExams();
    renderDashboard('/dashboard/ViewMarks?session=3', [
      { path: 'ViewMarks', element: <ViewMarksPage /> },
    ]);
    expect(await screen.findByRole('heading', { name: 'अंक देखें', level: 1 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'परीक्षा सत्र के अनुसार' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const table = await screen.findByRole('table', {
      name: 'Final examination November 2026 के परिणाम',
    });
    expect(within(table).getByRole('columnheader', { name: 'परिणाम' })).toBeInTheDocument();
    expect(within(table).getByText('उत्तीर्ण')).toBeInTheDocument();
    expect(within(table).getByText('दर्ज नहीं')).toBeInTheDocument();
    expect(
      within(table).getByRole('link', { name: 'अंकपत्र प्रिंट करें: Asha Kumari' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'छात्र के अनुसार' }));
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'पंजीकरण संख्या या नाम' }),
      'RV2026000001',
    );
    await userEvent.click(screen.getByRole('button', { name: 'खोजें' }));
    expect(await screen.findByText('अंक विवरण')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'प्राप्त अंक' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अंकपत्र प्रिंट करें' })).toBeInTheDocument();
  });

  it('Grading scale: the table for centre staff, the editor for head office', async () => {
    stubExams();
    renderDashboard('/dashboard/GradingScale', [
      { path: 'GradingScale', element: <GradingScalePage /> },
    ]);
    expect(await screen.findByRole('heading', { name: 'ग्रेडिंग स्केल', level: 1 })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'ग्रेडिंग स्केल' });
    expect(within(table).getByText('85% या अधिक')).toBeInTheDocument();
    expect(within(table).getByText('75% या अधिक, 85% से कम')).toBeInTheDocument();
    expect(within(table).getByText('45% से कम: अनुत्तीर्ण (प्रमाणपत्र नहीं)')).toBeInTheDocument();
  });

  it('Grading scale: head office edits and re-grades', async () => {
    stubExams();
    renderDashboard(
      '/dashboard/GradingScale',
      [{ path: 'GradingScale', element: <GradingScalePage /> }],
      HEAD_OFFICE,
    );
    expect(await screen.findByRole('textbox', { name: 'ग्रेड 1' })).toHaveValue('A+');
    expect(screen.getByRole('textbox', { name: 'अनुत्तीर्ण का ग्रेड' })).toHaveValue('F');
    await userEvent.clear(screen.getByRole('textbox', { name: 'ग्रेड 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'ग्रेडिंग स्केल सहेजें' }));
    expect(screen.getByText('ग्रेड लिखें।')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'सभी परिणामों को फिर से ग्रेड करें' }));
    const dialog = screen.getByRole('dialog', { name: 'सभी परिणामों को फिर से ग्रेड करें?' });
    expect(within(dialog).getByRole('button', { name: 'अभी फिर से ग्रेड करें' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeVisible();
  });
});
