import type { CourseFeeItem, FeeChangePreview } from '@institute/shared/accounts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  HEAD_OFFICE,
  polyfillDialog,
  renderDashboard,
  STAFF,
  stubApi,
} from '../../../test/dashboard';
import { CourseFeesPage } from './course-fees-page';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const COURSES: CourseFeeItem[] = [
  {
    courseCode: '9',
    courseName: '3-Months Certificate Course',
    registrationFeePaise: 0,
    certificateFeePaise: 0,
    courseFeePaise: 400_000,
    instalments: [],
    updatedAt: null,
  },
];
const PREVIEW: FeeChangePreview = {
  courseCode: '9',
  courseFeePaise: 400_000,
  students: [
    {
      registrationNumber: 'RV2026000101',
      name: 'Asha Kumari',
      oldTotalPaise: 0,
      newTotalPaise: 400_000,
      paidPaise: 0,
      refusal: null,
    },
    {
      registrationNumber: 'RV2026000102',
      name: 'Priya Singh',
      oldTotalPaise: 500_000,
      newTotalPaise: 400_000,
      paidPaise: 500_000,
      refusal: 'The new fee is less than what Priya Singh (RV2026000102) has already paid.',
    },
  ],
};
const route = [{ path: 'CourseFees', element: <CourseFeesPage /> }];

function api() {
  return stubApi(({ url, method }) => {
    if (url.pathname.endsWith('/go-live')) {
      return Response.json({ goLiveDate: method === 'PUT' ? '2026-12-01' : null });
    }
    if (url.pathname.endsWith('/apply/preview')) return Response.json(PREVIEW);
    if (url.pathname.endsWith('/apply')) return Response.json(PREVIEW);
    return Response.json(COURSES);
  });
}

describe('Going live on the Course fees screen', () => {
  it('lists who changes, lets head office choose, review and confirm; nothing is sent before', async () => {
    const fetch = api();
    renderDashboard('/dashboard/CourseFees', route, HEAD_OFFICE);
    expect(
      await screen.findByText(/a changed course fee applies to students admitted from then on/),
    ).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Apply the fee of 3-Months Certificate Course to existing students',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const asha = (await within(dialog).findByText('Asha Kumari')).closest('tr')!;
    expect(asha).toHaveTextContent('₹0.00');
    expect(asha).toHaveTextContent('₹4,000.00');
    const priya = within(dialog).getByText('Priya Singh').closest('tr')!;
    expect(within(priya).getByRole('checkbox')).toBeDisabled();
    expect(priya).toHaveTextContent('Paid more than the new fee');
    expect(within(dialog).getByRole('button', { name: 'Review 0 students' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Choose Asha Kumari' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review 1 student' }));
    expect(within(dialog).queryByText('Priya Singh')).toBeNull();
    expect(
      within(dialog).getByText(/This student will get the course fee of ₹4,000.00/),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/apply'))).toBe(false);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Confirm: apply to 1 student' }),
    );
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/apply'))).toBe(true),
    );
    const [, init] = fetch.mock.calls.find(([u]) => String(u).endsWith('/apply'))!;
    expect(JSON.parse(String(init!.body))).toEqual({ registrationNumbers: ['RV2026000101'] });
  });

  it('head office sets the go-live date; centre staff only read it', async () => {
    const fetch = api();
    renderDashboard('/dashboard/CourseFees', route, HEAD_OFFICE);
    expect(await screen.findByTestId('go-live-current')).toHaveTextContent(
      'No go-live date is set',
    );
    const field = screen.getByLabelText('Go-live date', { selector: 'input' });
    await userEvent.type(field, '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save go-live date' }));
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(JSON.parse(String(init!.body))).toEqual({ goLiveDate: '2026-12-01' });
    cleanup();

    api();
    renderDashboard('/dashboard/CourseFees', route, STAFF);
    expect(await screen.findByTestId('go-live-current')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save go-live date' })).toBeNull();
    expect(screen.queryByRole('button', { name: /to existing students/ })).toBeNull();
  });
});
