import type { StudentFees } from '@institute/shared/accounts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog, renderDashboard, stubApi } from '../../../test/dashboard';
import { AddStudentFeePage } from './add-student-fee-page';
import { useTestLocale } from '../../../test/i18n';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const FEES: StudentFees = {
  student: {
    registrationNumber: 'RV2026000123',
    name: 'Asha Kumari',
    courseCode: '9',
    courseName: '3-Months Certificate Course',
    admissionDate: '2026-01-05',
    centre: { id: 2, code: 'DEMO01', name: 'Demo Centre, Patna' },
  },
  plan: {
    totalPaise: 600_000,
    discountPaise: 0,
    discountReason: null,
    instalments: [
      { dueDate: '2026-01-05', amountPaise: 300_000 },
      { dueDate: '2026-02-04', amountPaise: 300_000 },
    ],
  },
  status: {
    totalPaise: 600_000,
    discountPaise: 0,
    paidPaise: 100_000,
    duePaise: 500_000,
    overduePaise: 200_000,
    overdueSince: '2026-01-05',
    nextDueDate: null,
  },
  payments: [
    {
      id: 11,
      kind: 'payment',
      amountPaise: 100_000,
      mode: 'cash',
      reference: '',
      paidOn: '2026-01-05',
      receiptNumber: 'DEMO01/2026/000007',
      reversesId: null,
      reversedBy: null,
      refundedPaise: 0,
      chequeBank: null,
      reason: null,
      ofRecord: false,
      createdAt: '2026-01-05T10:00:00.000Z',
      createdBy: 'Demo Staff',
    },
  ],
};

const route = [{ path: 'AddStudentFee', element: <AddStudentFeePage /> }];

describe('Add Student Fee', () => {
  it('shows the plan and what is due, and refuses a UPI payment without a reference', async () => {
    const fetch = stubApi(() => Response.json(FEES));
    renderDashboard('/dashboard/AddStudentFee?student=RV2026000123', route);
    const form = await screen.findByRole('form', { name: 'Record a payment' });
    expect(within(form).getByText('₹5,000.00')).toBeInTheDocument();
    expect(screen.getByText(/Overdue: ₹2,000.00 since/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print receipt DEMO01/2026/000007' })).toHaveAttribute(
      'href',
      '/print/fee-receipt/11',
    );
    expect(
      screen.getByRole('button', { name: 'Reverse payment DEMO01/2026/000007' }),
    ).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Amount (₹)'), '500');
    await userEvent.selectOptions(within(form).getByLabelText('Payment mode'), 'UPI');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(form).findByText('Reference is required for this payment mode'),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it("shows the server's refusal, then the receipt number and its print link", async () => {
    let attempt = 0;
    const fetch = stubApi(({ method }) => {
      if (method === 'GET') return Response.json(FEES);
      attempt += 1;
      return attempt === 1
        ? Response.json(
            {
              code: 'CONFLICT',
              message: 'This payment is more than the amount due: ₹5,000.00 is due.',
              fieldErrors: {
                amount: ['This payment is more than the amount due: ₹5,000.00 is due.'],
              },
            },
            { status: 409 },
          )
        : Response.json(
            { id: 12, receiptNumber: 'DEMO01/2026/000008', fees: FEES },
            { status: 201 },
          );
    });
    renderDashboard('/dashboard/AddStudentFee?student=RV2026000123', route);
    const form = await screen.findByRole('form', { name: 'Record a payment' });
    await userEvent.type(within(form).getByLabelText('Amount (₹)'), '6000');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(form).findAllByText(
        'This payment is more than the amount due: ₹5,000.00 is due.',
      ),
    ).not.toHaveLength(0);
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ amount: '6000', mode: 'cash' });

    await userEvent.clear(within(form).getByLabelText('Amount (₹)'));
    await userEvent.type(within(form).getByLabelText('Amount (₹)'), '1000');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText('Payment recorded. Receipt number: DEMO01/2026/000008'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('status')).getByRole('link', { name: 'Print receipt' }),
    ).toHaveAttribute('href', '/print/fee-receipt/12');
    expect(
      within(screen.getByRole('status')).getByRole('link', { name: 'PDF in Hindi and English' }),
    ).toHaveAttribute('href', '/api/dashboard/accounts/payments/12/receipt.pdf?lang=bilingual');
  });

  it('takes a cheque with its number and, if given, its bank', async () => {
    const fetch = stubApi(({ method }) =>
      method === 'GET'
        ? Response.json(FEES)
        : Response.json(
            { id: 13, receiptNumber: 'DEMO01/2026/000009', fees: FEES },
            { status: 201 },
          ),
    );
    renderDashboard('/dashboard/AddStudentFee?student=RV2026000123', route);
    const form = await screen.findByRole('form', { name: 'Record a payment' });
    expect(within(form).queryByLabelText('Bank (optional)')).toBeNull();
    await userEvent.type(within(form).getByLabelText('Amount (₹)'), '750');
    await userEvent.selectOptions(within(form).getByLabelText('Payment mode'), 'Cheque');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(form).findByText('Reference is required for this payment mode'),
    ).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Cheque number'), '000123');
    await userEvent.type(within(form).getByLabelText('Bank (optional)'), 'State Bank of India');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText('Payment recorded. Receipt number: DEMO01/2026/000009'),
    ).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toMatchObject({
      amount: '750',
      mode: 'cheque',
      reference: '000123',
      chequeBank: 'State Bank of India',
    });
  });

  it('reverses a payment only with a reason, and sends the reason trimmed', async () => {
    const fetch = stubApi(() => Response.json(FEES));
    renderDashboard('/dashboard/AddStudentFee?student=RV2026000123', route);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reverse payment DEMO01/2026/000007' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reverse payment' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      'Reason is required',
    );
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Entered twice ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(String(url)).toBe('/api/dashboard/accounts/payments/11/reverse');
    expect(JSON.parse(String(init!.body))).toEqual({ reason: 'Entered twice' });
  });

  it('checks the discount as the server does, then sends it as typed', async () => {
    const fetch = stubApi(() => Response.json(FEES));
    renderDashboard('/dashboard/AddStudentFee?student=RV2026000123', route);
    await userEvent.click(await screen.findByRole('button', { name: 'Set discount' }));
    const dialog = screen.getByRole('dialog', { name: 'Discount' });
    await userEvent.type(within(dialog).getByLabelText('Discount (₹)'), '12.345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save discount' }));
    expect(within(dialog).getByLabelText('Discount (₹)')).toHaveAccessibleDescription(
      'Enter an amount in rupees, e.g. 1250 or 1250.50',
    );
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      'Reason is required',
    );
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);

    await userEvent.clear(within(dialog).getByLabelText('Discount (₹)'));
    await userEvent.type(within(dialog).getByLabelText('Discount (₹)'), '500');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Sibling');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save discount' }));
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(JSON.parse(String(init!.body))).toEqual({ amount: '500', reason: 'Sibling' });
  });

  it('is in Hindi for a Hindi user: the form, the figures and the payments', async () => {
    useTestLocale('hi');
    stubApi(() => Response.json(FEES));
    renderDashboard('/dashboard/AddStudentFee?student=RV2026000123', route);
    expect(screen.getByRole('heading', { name: 'छात्र शुल्क जोड़ें', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('पंजीकरण संख्या, नाम या फ़ोन')).toHaveValue('RV2026000123');
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'भुगतान दर्ज करें' });
    expect(within(form).getByText('देय राशि:', { exact: false })).toHaveTextContent(
      'देय राशि: ₹5,000.00',
    );
    expect(within(form).getByLabelText('राशि (₹)')).toBeInTheDocument();
    expect(within(form).getByLabelText('भुगतान का तरीका')).toHaveDisplayValue('नकद');
    expect(within(form).getByRole('option', { name: 'बैंक ट्रांसफ़र' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'भुगतान दर्ज करें' })).toBeInTheDocument();
    expect(screen.getByText(/^बकाया: ₹2,000.00,/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'छूट दें' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'भुगतान और रसीदें' });
    expect(within(table).getByRole('columnheader', { name: 'रसीद' })).toBeInTheDocument();
    expect(
      within(table).getByRole('link', { name: 'रसीद प्रिंट करें DEMO01/2026/000007' }),
    ).toHaveAttribute('href', '/print/fee-receipt/11');
    expect(
      within(table).getByRole('link', { name: 'PDF (रसीद DEMO01/2026/000007)' }),
    ).toHaveAttribute('href', '/api/dashboard/accounts/payments/11/receipt.pdf');
    expect(
      within(table).getByRole('link', {
        name: 'हिंदी और अंग्रेज़ी में PDF (रसीद DEMO01/2026/000007)',
      }),
    ).toHaveAttribute('href', '/api/dashboard/accounts/payments/11/receipt.pdf?lang=bilingual');
    await userEvent.click(
      within(table).getByRole('button', { name: 'भुगतान DEMO01/2026/000007 वापस करें' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'भुगतान वापस करें' });
    expect(
      within(dialog).getByText(/^₹1,000.00 \(रसीद DEMO01\/2026\/000007\) वापस करें\?/),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('कारण')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });
});
