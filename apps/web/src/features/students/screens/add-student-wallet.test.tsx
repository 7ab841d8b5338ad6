import type { CourseFeeItem } from '@institute/shared/course-fees';
import type { Wallet } from '@institute/shared/wallet';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddStudentPage } from './add-student-page';
import { STUDENT_COURSE_FEES_KEY } from '../students-api';
import { HEAD_OFFICE, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { describeFailure } from '../components/student-form-parts';
import { ApiRequestError } from '../../../lib/api-client';

// Add Student shows centre staff what admitting costs their wallet before the form (issue 37):
// with too little in it, it says so first, offers Add Fund and does not let the form be sent.

const ROUTES = [{ path: 'AddStudent', element: <AddStudentPage /> }];
const CENTRE = { id: 2, code: 'DEMO01', name: 'Demo Centre, Patna' };
const wallet = (balancePaise: number): Wallet => ({ centre: CENTRE, balancePaise, entries: [] });

/** Course 8 costs the wallet Rs 500, course 9 Rs 300, the others Rs 400. */
function withRegistrationFees(fees: CourseFeeItem[] | undefined) {
  return (fees ?? []).map((fee) => ({
    ...fee,
    registrationFeePaise:
      fee.courseCode === '8' ? 50_000 : fee.courseCode === '9' ? 30_000 : 40_000,
  }));
}

function renderWithWallet(
  balancePaise: number,
  user = undefined as typeof HEAD_OFFICE | undefined,
) {
  const fetch = stubApi(({ url }) =>
    url.pathname === '/api/dashboard/accounts/wallet'
      ? Response.json(wallet(balancePaise))
      : Response.json(
          {
            code: 'CONFLICT',
            message: 'Insufficient wallet balance: the balance is ₹0.00 and ₹500.00 is needed.',
            details: { walletBalancePaise: 0, neededPaise: 50_000 },
          },
          { status: 409 },
        ),
  );
  const { queryClient } = renderDashboard('/dashboard/AddStudent', ROUTES, user);
  queryClient.setQueryData(STUDENT_COURSE_FEES_KEY, withRegistrationFees);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('Add Student: the wallet first', () => {
  it('shows the balance and the fee before the form, and the chosen course’s fee', async () => {
    renderWithWallet(100_000);
    const panel = await screen.findByRole('region', { name: 'Centre wallet' });
    expect(panel).toHaveTextContent('Wallet balance: ₹1,000.00');
    expect(panel).toHaveTextContent('from ₹300.00, by course');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Course'), '8');
    expect(panel).toHaveTextContent("registration fee from the centre's wallet: ₹500.00.");
    expect(screen.getByRole('button', { name: 'Add Student' })).toBeEnabled();
  });

  it('with an empty wallet says so up front, offers Add Fund and does not send the form', async () => {
    const fetch = renderWithWallet(0);
    const panel = await screen.findByRole('region', { name: 'Centre wallet' });
    expect(panel).toHaveTextContent(
      'The wallet balance (₹0.00) is less than the registration fee of every course (at least ₹300.00): no student can be added until funds are added.',
    );
    expect(within(panel).getByRole('link', { name: 'Add Fund' })).toHaveAttribute(
      'href',
      '/dashboard/AddAccount',
    );
    const submit = screen.getByRole('button', { name: 'Add Student' });
    expect(submit).toBeDisabled();
    // The reason is also beside the button, which names it.
    expect(submit).toHaveAccessibleDescription(/no student can be added until funds are added/);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Course'), '9');
    expect(panel).toHaveTextContent(
      "The wallet balance (₹0.00) is less than this course's registration fee (₹300.00)",
    );
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('enough for one course but not another: only the dearer course is stopped', async () => {
    renderWithWallet(40_000);
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Centre wallet' });
    await user.selectOptions(screen.getByLabelText('Course'), '9');
    expect(screen.getByRole('button', { name: 'Add Student' })).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Course'), '8');
    expect(screen.getByRole('button', { name: 'Add Student' })).toBeDisabled();
  });

  it('is in Hindi for a Hindi user', async () => {
    useTestLocale('hi');
    renderWithWallet(0);
    const panel = await screen.findByRole('region', { name: 'केंद्र का वॉलेट' });
    expect(panel).toHaveTextContent('वॉलेट की शेष राशि: ₹0.00');
    expect(within(panel).getByRole('link', { name: 'राशि जमा करें' })).toBeInTheDocument();
  });

  it('shows head office the wallet of the centre it chooses', async () => {
    const fetch = stubApi(({ url }) => {
      if (url.pathname === '/api/dashboard/centres') {
        return Response.json([
          { id: 1, code: 'MAIN', name: 'Head Office', status: 'active' },
          { id: 2, code: 'DEMO01', name: 'Demo Centre, Patna', status: 'active' },
        ]);
      }
      const centre = url.searchParams.get('centreId');
      return Response.json(wallet(centre === '2' ? 0 : 900_000));
    });
    const { queryClient } = renderDashboard('/dashboard/AddStudent', ROUTES, HEAD_OFFICE);
    queryClient.setQueryData(STUDENT_COURSE_FEES_KEY, withRegistrationFees);
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Centre wallet' });
    await expect.poll(() => panel.textContent).toContain('Wallet balance: ₹9,000.00');
    await user.selectOptions(screen.getByLabelText('Centre'), '2');
    await expect
      .poll(() => screen.queryByRole('region', { name: 'Centre wallet' })?.textContent)
      .toContain('Wallet balance: ₹0.00');
    expect(screen.getByRole('button', { name: 'Add Student' })).toBeDisabled();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
      '/api/dashboard/accounts/wallet?centreId=2',
    );
  });
});

describe('Add Student: a refusal is not told as "Please try again"', () => {
  const _ = ((id: string) => id) as Parameters<typeof describeFailure>[3];
  const refusal = new ApiRequestError(409, {
    code: 'CONFLICT',
    message: 'Insufficient wallet balance: the balance is ₹0.00 and ₹500.00 is needed.',
  });

  it('heads a refusal with its own words and gives the server’s reason', () => {
    expect(
      describeFailure(refusal, 'Failed to add student. Please try again.', [], _, 'Not added.'),
    ).toEqual({
      message: 'Not added.',
      details: ['Insufficient wallet balance: the balance is ₹0.00 and ₹500.00 is needed.'],
    });
  });

  it('keeps the specification’s message where trying again can help', () => {
    const down = new ApiRequestError(503, { code: 'SERVICE_UNAVAILABLE', message: 'Down' });
    const offline = new ApiRequestError(0, { code: 'NETWORK', message: 'offline' });
    for (const error of [down, offline]) {
      expect(
        describeFailure(error, 'Failed to add student. Please try again.', [], _, 'Not added.')
          .message,
      ).toBe('Failed to add student. Please try again.');
    }
  });
});
