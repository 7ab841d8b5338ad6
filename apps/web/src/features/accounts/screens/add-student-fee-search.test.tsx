import type { StudentFees } from '@institute/shared/accounts';
import type { StudentListItem } from '@institute/shared/student';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog, renderDashboard, stubApi } from '../../../test/dashboard';
import { AddStudentFeePage } from './add-student-fee-page';

// Issue 37: Add Student Fee finds a student by name or phone as well as by registration number,
// and says whose fee it is above the payment form.

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const CENTRE = { id: 2, code: 'DEMO01', name: 'Demo Centre, Patna' };
const match = (registrationNumber: string, firstname: string): StudentListItem => ({
  id: Number(registrationNumber.slice(-3)),
  registrationNumber,
  firstname,
  lastname: 'Kumari',
  course: '9',
  courseName: '3-Months Certificate Course',
  courseOption: null,
  adhar: null,
  contactno: '9876543210',
  admissionDate: '2026-01-05',
  centre: CENTRE,
  archivedAt: null,
});
const FEES: StudentFees = {
  student: {
    registrationNumber: 'RV2026000123',
    name: 'Asha Kumari',
    courseCode: '9',
    courseName: '3-Months Certificate Course',
    admissionDate: '2026-01-05',
    centre: CENTRE,
  },
  plan: { totalPaise: 600_000, discountPaise: 0, discountReason: null, instalments: [] },
  status: {
    totalPaise: 600_000,
    discountPaise: 0,
    paidPaise: 100_000,
    duePaise: 500_000,
    overduePaise: 0,
    overdueSince: null,
    nextDueDate: null,
  },
  payments: [],
};

const route = [{ path: 'AddStudentFee', element: <AddStudentFeePage /> }];

describe('Add Student Fee: finding the student', () => {
  it('searches a name, lists the matches and opens the chosen one', async () => {
    const fetch = stubApi(({ url }) =>
      url.pathname === '/api/dashboard/AddStudent'
        ? Response.json([match('RV2026000123', 'Asha'), match('RV2026000124', 'Ashok')])
        : Response.json(FEES),
    );
    const { router } = renderDashboard('/dashboard/AddStudentFee', route);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Registration number, name or phone'), 'Ash Kumari');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const found = await screen.findByRole('heading', { name: 'Students found' });
    const asked = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://localhost');
    expect(asked.searchParams.get('q')).toBe('Ash Kumari');
    const list = found.nextElementSibling as HTMLElement;
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Choose Asha Kumari, RV2026000123' }));
    expect(router.state.location.search).toBe('?student=RV2026000123');
    // Whose fee it is, before the payment's fields.
    const whose = await screen.findByTestId('fee-of');
    expect(whose).toHaveTextContent(
      'Fee of Asha Kumari (RV2026000123), 3-Months Certificate Course: ₹5,000.00 due',
    );
    const amount = screen.getByLabelText('Amount (₹)');
    expect(whose.compareDocumentPosition(amount) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens a registration number at once, without a search', async () => {
    const fetch = stubApi(() => Response.json(FEES));
    const { router } = renderDashboard('/dashboard/AddStudentFee', route);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Registration number, name or phone'), 'rv2026000123');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(router.state.location.search).toBe('?student=RV2026000123');
    await screen.findByTestId('fee-of');
    expect(
      fetch.mock.calls.some(([url]) => String(url).startsWith('/api/dashboard/AddStudent')),
    ).toBe(false);
  });

  it('says so when nobody matches', async () => {
    stubApi(() => Response.json([]));
    renderDashboard('/dashboard/AddStudentFee', route);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Registration number, name or phone'), '9000000001');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No student matches “9000000001”.')).toBeInTheDocument();
  });
});
