import type { AttendanceSheet } from '@institute/shared/attendance';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, renderDashboard, renderWithClient, stubApi } from '../../../test/dashboard';
import { AdmitCardAttendanceWarnings } from '../student-attendance-panel';
import { AttendanceSheetPage } from './attendance-sheet-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SHEET: AttendanceSheet = {
  batchId: 7,
  batchName: 'Morning Basics',
  centreId: 2,
  day: '2026-11-23',
  today: '2026-11-23',
  notMarkable: null,
  holidayName: null,
  savedAt: null,
  savedByName: null,
  locked: false,
  editableUntil: '2026-11-26',
  students: [
    { registrationNumber: 'RV2026000001', name: 'Asha Kumari', status: 'present' },
    { registrationNumber: 'RV2026000002', name: 'Bina Devi', status: 'present' },
  ],
};

const page = [{ path: 'Attendance/:id', element: <AttendanceSheetPage /> }];

afterEach(() => vi.unstubAllGlobals());

describe('AttendanceSheetPage', () => {
  it('shows everyone present, marks one absent with a tap and saves the batch in one request', async () => {
    const user = userEvent.setup();
    const fetch = stubApi(({ method, body }) => {
      if (method === 'PUT') {
        expect(JSON.parse(String(body))).toEqual({
          marks: [{ registrationNumber: 'RV2026000001', status: 'absent' }],
        });
        return json({
          ...SHEET,
          savedAt: '2026-11-23T04:30:00.000Z',
          savedByName: 'Centre Manager',
          students: [{ ...SHEET.students[0]!, status: 'absent' }, SHEET.students[1]!],
        });
      }
      return json(SHEET);
    });
    renderDashboard('/dashboard/Attendance/7?day=2026-11-23', page);
    expect(
      await screen.findByRole('heading', { name: 'Attendance: Morning Basics' }),
    ).toBeVisible();
    expect(screen.getByText('Present 2 · Absent 0 · Late 0 · Leave 0')).toBeVisible();
    const asha = screen.getByRole('group', { name: 'Attendance of Asha Kumari' });
    expect(within(asha).getByRole('button', { name: 'Present' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(asha).getByRole('button', { name: 'Absent' }));
    expect(screen.getByText('Present 1 · Absent 1 · Late 0 · Leave 0')).toBeVisible();
    expect(screen.getByText('Changes not saved yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(await screen.findByText('Attendance saved for 23 November 2026.')).toBeVisible();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
    expect(
      within(screen.getByRole('group', { name: 'Attendance of Asha Kumari' })).getByRole('button', {
        name: 'Absent',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('without a connection keeps the save on the phone, marked not sent yet, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetch = stubApi(() => json(SHEET));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderDashboard('/dashboard/Attendance/7?day=2026-11-23', page);
      const asha = await screen.findByRole('group', { name: 'Attendance of Asha Kumari' });
      await user.click(within(asha).getByRole('button', { name: 'Absent' }));
      await user.click(screen.getByRole('button', { name: 'Save attendance' }));
      expect(
        await screen.findByText(
          'No connection: the attendance is saved on this phone and will be sent when the connection returns.',
        ),
      ).toBeVisible();
      expect(screen.getByText('Attendance: Morning Basics, 23 November 2026')).toBeVisible();
      expect(screen.getByText(/^Not sent yet: saved on this phone at /)).toBeVisible();
      expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
      const { outbox } = await import('../../../lib/outbox');
      expect(outbox.items()).toMatchObject([
        {
          kind: 'attendance',
          method: 'PUT',
          url: '/api/dashboard/attendance/batches/7/days/2026-11-23',
          json: { marks: [{ registrationNumber: 'RV2026000001', status: 'absent' }] },
        },
      ]);
      await user.click(screen.getByRole('button', { name: 'Save attendance' }));
      // Saved again: the one waiting save of the day is replaced, not added to.
      expect(outbox.items()).toHaveLength(1);
      await outbox.discard(outbox.items()[0]!.id);
    } finally {
      onLine.mockRestore();
    }
  });

  it('keeps a locked day read-only; head office unlocks it', async () => {
    const user = userEvent.setup();
    const locked = { ...SHEET, locked: true, savedAt: '2026-11-23T04:30:00.000Z' };
    stubApi(({ method, url }) =>
      method === 'POST' && url.pathname.endsWith('/unlock')
        ? json({ ...locked, locked: false, editableUntil: '2026-12-01' })
        : json(locked),
    );
    renderDashboard('/dashboard/Attendance/7?day=2026-11-23', page, HEAD_OFFICE);
    expect(
      await screen.findByText('This day is locked (it could be changed until 26 November 2026).'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save attendance' })).toBeNull();
    const asha = screen.getByRole('group', { name: 'Attendance of Asha Kumari' });
    expect(within(asha).getByRole('button', { name: 'Absent' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Unlock this day' }));
    expect(await screen.findByRole('button', { name: 'Save attendance' })).toBeVisible();
    expect(within(asha).getByRole('button', { name: 'Absent' })).toBeEnabled();
  });

  it('says why a day cannot be marked', async () => {
    stubApi(() => json({ ...SHEET, notMarkable: 'This day is a holiday', holidayName: 'Diwali' }));
    renderDashboard('/dashboard/Attendance/7?day=2026-11-23', page);
    expect(await screen.findByText('This day is a holiday: Diwali')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save attendance' })).toBeNull();
  });
});

describe('AdmitCardAttendanceWarnings', () => {
  it('names the students below their course’s minimum, as a warning', async () => {
    const fetch = stubApi(() =>
      json([{ registrationNumber: 'RV2026000002', percent: 60, minimumPercent: 75 }]),
    );
    renderWithClient(
      <AdmitCardAttendanceWarnings
        students={[
          { registrationNumber: 'RV2026000001', name: 'Asha Kumari' },
          { registrationNumber: 'RV2026000002', name: 'Bina Devi' },
        ]}
      />,
    );
    expect(await screen.findByText('Bina Devi (RV2026000002): 60%, minimum 75%')).toBeVisible();
    expect(screen.queryByText(/Asha Kumari/)).toBeNull();
    expect(String(fetch.mock.calls[0]![0])).toBe(
      '/api/dashboard/attendance/warnings?registrationNumbers=RV2026000001%2CRV2026000002',
    );
  });
});
