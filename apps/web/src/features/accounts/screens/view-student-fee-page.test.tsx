import type { DueItem } from '@institute/shared/accounts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { ViewStudentFeePage } from './view-student-fee-page';

afterEach(() => vi.unstubAllGlobals());

const CENTRE = { id: 2, code: 'DEMO01', name: 'Demo Centre, Patna' };
const DUES: DueItem[] = [
  {
    registrationNumber: 'RV2026000123',
    name: 'Asha Kumari',
    courseName: '3-Months Certificate Course',
    centre: CENTRE,
    status: {
      totalPaise: 600_000,
      discountPaise: 0,
      paidPaise: 100_000,
      duePaise: 500_000,
      overduePaise: 200_000,
      overdueSince: '2026-01-05',
      nextDueDate: null,
    },
  },
];

const route = [{ path: 'ViewStudentFee', element: <ViewStudentFeePage /> }];
const answer = (url: URL) =>
  url.pathname.endsWith('/wallets')
    ? Response.json([{ centre: CENTRE, balancePaise: 0, pendingFundsPaise: 0 }])
    : Response.json(DUES);

describe('View Student Fee', () => {
  it('lists the students with dues, overdue first', async () => {
    stubApi(({ url }) => answer(url));
    renderDashboard('/dashboard/ViewStudentFee', route, HEAD_OFFICE);
    expect(screen.getByRole('heading', { name: 'View Student Fee', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Students with dues, overdue first' });
    expect(within(table).getByRole('link', { name: 'Asha Kumari' })).toHaveAttribute(
      'href',
      '/dashboard/ViewStudentFee?student=RV2026000123',
    );
    // The column says what its cells show: an overdue amount, or the next due date.
    expect(
      within(table).getByRole('columnheader', { name: 'Overdue or next due' }),
    ).toBeInTheDocument();
    expect(within(table).getByText(/^Overdue: ₹2,000.00 since/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show fees' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Centre')).toBeInTheDocument();
  });

  it('is in Hindi for a Hindi user', async () => {
    useTestLocale('hi');
    stubApi(({ url }) => answer(url));
    renderDashboard('/dashboard/ViewStudentFee', route, HEAD_OFFICE);
    expect(screen.getByRole('heading', { name: 'छात्र शुल्क देखें', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'छात्र शुल्क जोड़ें' })).toHaveAttribute(
      'href',
      '/dashboard/AddStudentFee',
    );
    expect(screen.getByRole('button', { name: 'शुल्क दिखाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'बकाया शुल्क वाले छात्र' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV निर्यात करें' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'बकाया शुल्क वाले छात्र, पहले अतिदेय' });
    for (const header of ['छात्र', 'केंद्र', 'भुगतान किया', 'देय', 'अतिदेय या अगली देय तारीख']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getByText(/^अतिदेय: ₹2,000.00, .+ से$/)).toBeInTheDocument();
    const centre = await screen.findByLabelText('केंद्र');
    expect(within(centre).getByRole('option', { name: 'सभी केंद्र' })).toBeInTheDocument();
  });
});
