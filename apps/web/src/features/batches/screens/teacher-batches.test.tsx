import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard, STAFF, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { BatchDetailPage } from './batch-detail-page';
import { BatchesPage } from './batches-page';

// A teacher's screens (decision 0069): their batches, a batch's students with photos, no changes.
const TEACHER = { ...STAFF, id: 5, name: 'Kavita Sharma', role: 'teacher' as const };
const BATCH = {
  id: 4,
  centreId: 2,
  centreName: 'Patna',
  name: 'Morning Basics',
  course: '8',
  courseName: '1-Month Certificate Course',
  courseOption: null,
  startDate: '2026-11-01',
  endDate: '2027-02-28',
  weekdays: ['Mon', 'Wed'],
  startTime: '09:00',
  endTime: '10:30',
  room: 'Lab 1',
  teacherUserId: 5,
  teacherName: 'Kavita Sharma',
  capacity: 20,
  enrolled: 2,
};
const DETAIL = {
  ...BATCH,
  students: [
    {
      registrationNumber: 'RV2026000001',
      name: 'Asha Kumari',
      hasPhoto: true,
      enrolledAt: '2026-11-02T10:00:00.000Z',
      leftAt: null,
    },
    {
      registrationNumber: 'RV2026000002',
      name: 'Ravi Kumar',
      hasPhoto: false,
      enrolledAt: '2026-11-02T10:00:00.000Z',
      leftAt: null,
    },
  ],
  former: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('a teacher’s batches', () => {
  it('lists My batches without the new batch form, the timetable or the teachers panel', async () => {
    const fetch = stubApi(() => Response.json([BATCH]));
    renderDashboard('/dashboard/Batches', [{ path: 'Batches', element: <BatchesPage /> }], TEACHER);
    expect(screen.getByRole('heading', { name: 'My batches', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Morning Basics' })).toHaveAttribute(
      'href',
      '/dashboard/Batches/4',
    );
    expect(screen.queryByRole('button', { name: 'New batch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Week timetable' })).not.toBeInTheDocument();
    // Only the batches are asked for (no centre or staff list a teacher may not read).
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/dashboard/batches']);
  });

  it('shows a batch’s students with their photos, and nothing to change, in Hindi', async () => {
    useTestLocale('hi');
    stubApi(() => Response.json(DETAIL));
    renderDashboard(
      '/dashboard/Batches/4',
      [{ path: 'Batches/:id', element: <BatchDetailPage /> }],
      TEACHER,
    );
    expect(await screen.findByRole('heading', { name: 'Morning Basics' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Asha Kumari का फ़ोटो' })).toHaveAttribute(
      'src',
      '/api/dashboard/AddStudent/RV2026000001/files/photo',
    );
    expect(screen.getByText('फ़ोटो नहीं')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरे बैच' })).toHaveAttribute(
      'href',
      '/dashboard/Batches',
    );
    expect(screen.getByRole('link', { name: 'अंक लिखें' })).toHaveAttribute(
      'href',
      '/dashboard/AddOffline',
    );
    expect(screen.getByRole('link', { name: 'बैच के पहचान पत्र (हिंदी)' })).toHaveAttribute(
      'href',
      '/api/dashboard/batches/4/id-cards?lang=hi',
    );
    expect(screen.queryByRole('button', { name: 'बैच बदलें' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryAllByRole('combobox')).toEqual([]);
  });
});
