import {
  ADMIT_CARD_INSTRUCTIONS,
  type AdmitCard,
  type ExamSession,
  type Marksheet,
} from '@institute/shared/offline-exams';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../../../i18n/messages/en/dashboard/exams.json';
import { stubApi, testQueryClient } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { INSTRUCTION_IDS, PrintAdmitCardsPage, PrintMarksheetPage } from './print-pages';

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
  venue: 'Computer lab 1',
  subjects: [{ id: 11, name: 'Fundamental', maxMarks: 50, position: 0 }],
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

const SHEET: Marksheet = {
  institute: 'RV Institute of Computer & Vocational Training',
  session: SESSION,
  student: {
    registrationNumber: 'RV2026000001',
    name: 'Asha Kumari',
    fatherName: 'Ramesh Prasad',
    courseOption: null,
  },
  lines: [{ subject: 'Fundamental', maxMarks: 50, marks: 41, absent: false }],
  result: { obtainedMarks: 41, maximumMarks: 50, percentage: '82%', grade: 'A', passed: true },
  issueDate: '2026-11-21',
};

const CARD: AdmitCard = {
  institute: SHEET.institute,
  session: SESSION,
  centreAddress: 'Boring Road, Patna',
  student: {
    registrationNumber: 'RV2026000001',
    name: 'Asha Kumari',
    fatherName: 'Ramesh Prasad',
    dob: '2004-03-21',
    courseOption: 'CERTIFICATE IN FUNDAMENTAL(RV01001)',
    photoUrl: null,
    signatureUrl: null,
  },
};

function renderPrint(path: string) {
  stubApi(({ url }) =>
    url.pathname.endsWith('/admit-cards') ? Response.json([CARD]) : Response.json(SHEET),
  );
  const router = createMemoryRouter(
    [
      { path: '/print/marksheet/:id/:registrationNumber', element: <PrintMarksheetPage /> },
      { path: '/print/admit-cards/:id', element: <PrintAdmitCardsPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The label of a row of a details list (its <dt>), by the value beside it. */
const termOf = (value: string) =>
  screen.getByText(value, { selector: 'dd' }).previousElementSibling?.textContent;

describe('the printed marksheet', () => {
  it('writes its labels in English by default, in both languages on request', async () => {
    renderPrint('/print/marksheet/3/RV2026000001');
    expect(await screen.findByText('STATEMENT OF MARKS')).toBeInTheDocument();
    expect(termOf('RV2026000001')).toBe('Registration number:');
    const labels = screen.getByRole('group', { name: 'Labels:' });
    expect(within(labels).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(labels.closest('.print\\:hidden')).not.toBeNull();
    // The PDF in English (the specification's layout), or with Hindi beside each label.
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/dashboard/offline-exams/sessions/3/marksheets/RV2026000001/pdf',
    );
    expect(screen.getByRole('link', { name: 'PDF in Hindi and English' })).toHaveAttribute(
      'href',
      '/api/dashboard/offline-exams/sessions/3/marksheets/RV2026000001/pdf?lang=bilingual',
    );

    await userEvent.click(within(labels).getByRole('radio', { name: 'Both' }));
    expect(await screen.findByText('STATEMENT OF MARKS / अंक विवरण')).toBeInTheDocument();
    expect(termOf('RV2026000001')).toBe('Registration number / पंजीकरण संख्या:');
    expect(termOf('Asha Kumari')).toBe('Student name / छात्र का नाम:');
    expect(
      screen.getByRole('columnheader', { name: 'Marks obtained / प्राप्त अंक' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Controller of Examinations / परीक्षा नियंत्रक')).toBeInTheDocument();
    expect(screen.getByText('Pass / उत्तीर्ण')).toBeInTheDocument();
    // The page's own controls stay in the page's language.
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();

    await userEvent.click(within(labels).getByRole('radio', { name: 'हिन्दी' }));
    expect(screen.getByText('अंक विवरण')).toBeInTheDocument();
    expect(termOf('RV2026000001')).toBe('पंजीकरण संख्या:');
  });

  it('is all Hindi on a Hindi page', async () => {
    useTestLocale('hi');
    renderPrint('/print/marksheet/3/RV2026000001');
    expect(await screen.findByText('अंक विवरण')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Asha Kumari का अंकपत्र' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PDF डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'हिंदी और अंग्रेज़ी में PDF' })).toHaveAttribute(
      'href',
      '/api/dashboard/offline-exams/sessions/3/marksheets/RV2026000001/pdf?lang=bilingual',
    );
    expect(screen.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
    expect(termOf('Ramesh Prasad')).toBe('पिता का नाम:');
  });
});

describe('the printed admit cards', () => {
  it('writes labels and instructions in both languages on request', async () => {
    renderPrint('/print/admit-cards/3');
    expect(await screen.findByText('ADMIT CARD')).toBeInTheDocument();
    expect(termOf('Asha Kumari')).toBe('Candidate name');
    // The course and the option of it the student took.
    expect(termOf('1-Month Certificate Course')).toBe('Course');
    expect(termOf('CERTIFICATE IN FUNDAMENTAL(RV01001)')).toBe('Course option');
    expect(screen.getByRole('link', { name: 'PDF in Hindi and English' })).toHaveAttribute(
      'href',
      '/api/dashboard/offline-exams/sessions/3/admit-cards/pdf?lang=bilingual',
    );
    for (const instruction of ADMIT_CARD_INSTRUCTIONS) {
      expect(screen.getByText(instruction)).toBeInTheDocument();
    }

    await userEvent.click(screen.getByRole('radio', { name: 'Both' }));
    expect(await screen.findByText('ADMIT CARD / प्रवेश पत्र')).toBeInTheDocument();
    expect(termOf('Asha Kumari')).toBe('Candidate name / परीक्षार्थी का नाम');
    expect(termOf('RV2026000001')).toBe('Registration number / पंजीकरण संख्या');
    expect(screen.getByText("Candidate's signature / परीक्षार्थी के हस्ताक्षर")).toBeVisible();
    // A long instruction: English, then Hindi beneath it.
    expect(screen.getByText(ADMIT_CARD_INSTRUCTIONS[1])).toBeInTheDocument();
    expect(screen.getByText('परीक्षा शुरू होने से 30 मिनट पहले परीक्षा स्थल पर पहुँचें।')).toBeInTheDocument();
  });

  it('prints the same instructions as the PDF (the shared English texts)', () => {
    expect(INSTRUCTION_IDS.map((id) => english[id])).toEqual([...ADMIT_CARD_INSTRUCTIONS]);
  });

  it('is all Hindi on a Hindi page', async () => {
    useTestLocale('hi');
    renderPrint('/print/admit-cards/3');
    expect(await screen.findByText('प्रवेश पत्र', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'प्रवेश पत्र', level: 1 })).toBeInTheDocument();
    expect(termOf('Asha Kumari')).toBe('परीक्षार्थी का नाम');
    expect(screen.getByText('निर्देश')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'वापस' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'हिंदी और अंग्रेज़ी में PDF' })).toBeInTheDocument();
  });
});
