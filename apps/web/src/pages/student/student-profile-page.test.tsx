import type { StudentProfile } from '@institute/shared/student-profile';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, testQueryClient } from '../../test/dashboard';
import { useTestLocale } from '../../test/i18n';
import { StudentProfilePage } from './student-profile-page';

const PROFILE: StudentProfile = {
  registrationNumber: 'RV2026000042',
  firstname: 'Sunita',
  lastname: 'Yadav',
  photo: null,
  course: '1-Month Certificate Course',
  courseCode: '8',
  courseOption: 'CERTIFICATE IN FUNDAMENTAL(RV01001)',
  courseDurationMonths: 3,
  dob: '2002-08-19',
  email: 'sunita@example.com',
  fatherName: 'Ram Yadav',
  mothername: 'Kamla Devi',
  adhar: 'XXXX XXXX 2346',
  address: 'Lanka, Varanasi',
  completionStatus: 'In Progress',
  admissionDate: '2026-11-01',
  centre: { code: 'PAT01', name: 'Patna Centre' },
  batch: {
    name: 'Morning Basics',
    weekdays: ['Mon', 'Wed', 'Fri'],
    startTime: '09:00',
    endTime: '10:30',
    room: 'Lab 2',
  },
  openCompletionRequest: null,
};

type Data = { profile: StudentProfile } | { error: 'notFound' | 'failed' };

function renderProfile(data: Data) {
  // The panels below the profile: no exams, no results, fees not loaded.
  stubApi(({ url }) =>
    url.pathname.endsWith('/fees')
      ? Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 })
      : Response.json([]),
  );
  const router = createMemoryRouter(
    [
      {
        id: 'profile',
        path: '/dashboard/student/:registrationNumber',
        element: <StudentProfilePage />,
        loader: () => data,
      },
    ],
    {
      initialEntries: ['/dashboard/student/RV2026000042'],
      hydrationData: { loaderData: { profile: data } },
    },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('student profile', () => {
  it('in Hindi: the details, the course details and the panels below', async () => {
    useTestLocale('hi');
    renderProfile({ profile: PROFILE });
    expect(screen.getByRole('heading', { level: 1, name: 'Sunita Yadav' })).toBeInTheDocument();
    expect(screen.getByText('आईडी: RV2026000042')).toBeInTheDocument();
    expect(screen.getByText('जन्म तिथि')).toBeInTheDocument();
    expect(screen.getByText('19 अगस्त 2002')).toBeInTheDocument();
    expect(screen.getByText('पूर्णता की स्थिति').nextSibling).toHaveTextContent('जारी है');
    expect(screen.getByRole('img', { name: 'कोई फ़ोटो नहीं' })).toBeInTheDocument();
    // Their own identity card, in Hindi on the Hindi page (decision 0081).
    expect(screen.getByRole('link', { name: 'मेरा पहचान पत्र डाउनलोड करें' })).toHaveAttribute(
      'href',
      '/api/dashboard/student/RV2026000042/id-card?lang=hi',
    );

    await userEvent.click(screen.getByRole('button', { name: 'कोर्स का विवरण देखें' }));
    const details = screen.getByRole('region', { name: 'कोर्स का विवरण' });
    expect(details).toHaveTextContent('3 महीने');
    expect(details).toHaveTextContent('Patna Centre (PAT01)');

    expect(
      await screen.findByText('आपके लिए अभी तक कोई ऑनलाइन परीक्षा निर्धारित नहीं की गई है।'),
    ).toBeInTheDocument();
    expect(await screen.findByText('अभी तक कोई परीक्षा परिणाम नहीं।')).toBeInTheDocument();
    expect(await screen.findByText('आपके शुल्क की स्थिति लोड नहीं हो सकी।')).toBeInTheDocument();
  });

  it('shows the student their batch and its timing, or that they are in none', () => {
    renderProfile({ profile: PROFILE });
    expect(screen.getByText('Batch').nextSibling).toHaveTextContent(
      'Morning BasicsMon, Wed, Fri, 09:00–10:30, room Lab 2',
    );
  });

  it('shows the batch in Hindi, and none', () => {
    useTestLocale('hi');
    renderProfile({ profile: PROFILE });
    expect(screen.getByText('बैच').nextSibling).toHaveTextContent(
      'Morning Basicsसोम, बुध, शुक्र, 09:00–10:30, कक्ष Lab 2',
    );
  });

  it('says when the student is in no batch', () => {
    renderProfile({ profile: { ...PROFILE, batch: null } });
    expect(screen.getByText('Batch').nextSibling).toHaveTextContent('Not in a batch yet');
  });

  it('says in English that there is no such student', () => {
    renderProfile({ error: 'notFound' });
    expect(screen.getByRole('alert')).toHaveTextContent('No student data available');
  });

  it('says in Hindi that there is no such student', () => {
    useTestLocale('hi');
    renderProfile({ error: 'notFound' });
    expect(screen.getByRole('alert')).toHaveTextContent('विद्यार्थी का कोई डेटा उपलब्ध नहीं है');
  });
});
