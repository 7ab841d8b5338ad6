import type { FundItem, Wallet, WalletSummary } from '@institute/shared/accounts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, polyfillDialog, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { AddFundPage } from './add-fund-page';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const CENTRE = { id: 2, code: 'DEMO01', name: 'Demo Centre, Patna' };
const WALLET: Wallet = {
  centre: CENTRE,
  balancePaise: 150_000,
  entries: [
    {
      seq: 2,
      createdAt: '2026-01-06T10:00:00.000Z',
      description:
        'Refund - Asha Verma (RV2026000007), certificate request 7 - Certificate request rejected',
      reason: 'refund',
      reference: 'certificate-request:7',
      student: { registrationNumber: 'RV2026000007', name: 'Asha Verma' },
      certificateRequestId: 7,
      note: 'Certificate request rejected',
      creditPaise: 10_000,
      debitPaise: 0,
      balanceAfterPaise: 150_000,
      createdBy: null,
    },
    {
      seq: 1,
      createdAt: '2026-01-05T10:00:00.000Z',
      description: 'Fund confirmed - UTR123',
      reason: 'fund',
      reference: 'UTR123',
      student: null,
      certificateRequestId: null,
      note: null,
      creditPaise: 140_000,
      debitPaise: 0,
      balanceAfterPaise: 140_000,
      createdBy: 'Head Office',
    },
  ],
};
const FUND: FundItem = {
  id: 5,
  centre: CENTRE,
  amountPaise: 500_000,
  mode: 'bank',
  reference: 'UTR123',
  paidOn: '2026-01-04',
  status: 'pending',
  rejectReason: null,
  receipt: '/api/files/fund-5',
  createdAt: '2026-01-04T10:00:00.000Z',
  createdBy: 'Demo Staff',
  decidedAt: null,
  decidedBy: null,
};
const SUMMARIES: WalletSummary[] = [
  { centre: CENTRE, balancePaise: 150_000, pendingFundsPaise: 500_000 },
];

const route = [{ path: 'AddAccount', element: <AddFundPage /> }];
const answer = (url: URL) => {
  if (url.pathname.endsWith('/wallets')) return Response.json(SUMMARIES);
  if (url.pathname.endsWith('/wallet')) return Response.json(WALLET);
  return Response.json([FUND]);
};

describe('Add Fund', () => {
  it("describes the ledger's entries as the server does in English", async () => {
    stubApi(({ url }) => answer(url));
    renderDashboard('/dashboard/AddAccount', route);
    const wallet = await screen.findByRole('region', { name: 'Wallet' });
    for (const entry of WALLET.entries) {
      expect(within(wallet).getByRole('table')).toHaveTextContent(entry.description);
    }
    // A student's line names the student (not 'certificate-request:7') and opens the record.
    expect(within(wallet).getByRole('link', { name: 'Asha Verma (RV2026000007)' })).toHaveAttribute(
      'href',
      '/dashboard/AddStudent/RV2026000007',
    );
    expect(within(wallet).queryByText(/certificate-request:/)).toBeNull();
  });

  it('is in Hindi for a centre: the wallet, its ledger, the form and the funds', async () => {
    useTestLocale('hi');
    stubApi(({ url }) => answer(url));
    renderDashboard('/dashboard/AddAccount', route);
    expect(screen.getByRole('heading', { name: 'राशि जमा करें', level: 1 })).toBeInTheDocument();
    const wallet = await screen.findByRole('region', { name: 'वॉलेट' });
    expect(within(wallet).getByTestId('wallet-balance')).toHaveTextContent('₹1,500.00');
    expect(within(wallet).getByText(/^शेष राशि:/)).toBeInTheDocument();
    const ledger = within(wallet).getByRole('table', {
      name: 'Demo Centre, Patna के वॉलेट की खाता-बही',
    });
    for (const header of ['तारीख', 'विवरण', 'जमा', 'नामे', 'शेष राशि']) {
      expect(within(ledger).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(ledger).getByText('Head Office द्वारा')).toBeInTheDocument();
    // Each entry's reason in Hindi, with its reference and note.
    expect(within(ledger).getByText('राशि की पुष्टि हुई - UTR123')).toBeInTheDocument();
    expect(ledger).toHaveTextContent(
      'धनवापसी - Asha Verma (RV2026000007), प्रमाणपत्र अनुरोध 7 - प्रमाणपत्र अनुरोध अस्वीकृत',
    );

    const form = screen.getByRole('form', { name: 'भेजी गई राशि दर्ज करें' });
    expect(within(form).getByLabelText('राशि (₹)')).toBeInTheDocument();
    expect(within(form).getByLabelText('भुगतान का तरीका')).toHaveDisplayValue('बैंक ट्रांसफ़र');
    expect(within(form).getByRole('option', { name: 'नकद जमा' })).toBeInTheDocument();
    expect(within(form).getByLabelText('रसीद की छवि')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'राशि जमा करें' })).toBeInTheDocument();

    const filters = screen.getByRole('group', { name: 'राशियाँ दिखाएँ' });
    expect(within(filters).getByRole('button', { name: 'सभी' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const funds = await screen.findByRole('table', { name: 'भेजी गई राशियाँ' });
    expect(within(funds).getByRole('columnheader', { name: 'तरीका और संदर्भ' })).toBeInTheDocument();
    expect(within(funds).getByText('लंबित')).toBeInTheDocument();
    expect(within(funds).getByRole('link', { name: 'राशि 5 की रसीद देखें' })).toBeInTheDocument();
  });

  it('asks head office in Hindi before crediting a fund', async () => {
    useTestLocale('hi');
    stubApi(({ url }) => answer(url));
    renderDashboard('/dashboard/AddAccount', route, HEAD_OFFICE);
    const wallets = await screen.findByRole('table', { name: 'केंद्रों के वॉलेट' });
    expect(within(wallets).getByRole('button', { name: 'लंबित राशि' })).toBeInTheDocument();
    expect(
      within(wallets).getByRole('button', { name: 'Demo Centre, Patna की खाता-बही' }),
    ).toBeInTheDocument();
    const funds = await screen.findByRole('table', { name: 'भेजी गई राशियाँ' });
    await userEvent.click(
      within(funds).getByRole('button', {
        name: 'Demo Centre, Patna से ₹5,000.00 की पुष्टि करें',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'राशि की पुष्टि करें?' });
    expect(
      within(dialog).getByText(
        /^Demo Centre, Patna के वॉलेट में ₹5,000.00 जमा करें \(बैंक ट्रांसफ़र, UTR123, .+ को भुगतान\)\?/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'पुष्टि करें और जमा करें' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });
});
