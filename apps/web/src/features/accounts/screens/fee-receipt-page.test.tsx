import type { Receipt } from '@institute/shared/accounts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundlesFor } from '../../../i18n/catalog';
import { stubApi, testQueryClient } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { FeeReceiptPage } from './fee-receipt-page';

afterEach(() => vi.unstubAllGlobals());

const RECEIPT: Receipt = {
  id: 11,
  receiptNumber: 'DEMO01/2026/000007',
  amountPaise: 100_000,
  amountInWords: 'Rupees One Thousand Only',
  mode: 'upi',
  reference: 'UPI-42',
  chequeBank: null,
  paidOn: '2026-01-05',
  reversed: false,
  refundedPaise: 0,
  gst: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  createdBy: 'Demo Staff',
  student: {
    registrationNumber: 'RV2026000123',
    name: 'Asha Kumari',
    courseCode: '9',
    courseName: '3-Months Certificate Course',
    admissionDate: '2026-01-05',
    centre: { id: 2, code: 'DEMO01', name: 'Demo Centre, Patna' },
  },
  centre: {
    code: 'DEMO01',
    name: 'Demo Centre, Patna',
    address: 'Boring Road, Patna',
    phone: '9876543210',
  },
  duePaiseAfter: 500_000,
};

function renderReceipt(documentLanguage = 'en', receipt: Receipt = RECEIPT) {
  stubApi(({ url }) =>
    url.pathname === '/api/dashboard/documents/language'
      ? Response.json({ language: documentLanguage, version: 1, updatedAt: null })
      : Response.json(receipt),
  );
  const router = createMemoryRouter(
    [{ path: '/print/fee-receipt/:id', element: <FeeReceiptPage /> }],
    { initialEntries: ['/print/fee-receipt/11'] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The value printed beside a label of the receipt. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Fee receipt', () => {
  it('prints the receipt in English', async () => {
    renderReceipt();
    expect(await screen.findByRole('heading', { name: 'FEE RECEIPT' })).toBeInTheDocument();
    expect(screen.getByText(/^Receipt No\./)).toHaveTextContent('Receipt No. DEMO01/2026/000007');
    expect(valueOf('Payment mode')).toHaveTextContent('UPI');
    expect(valueOf('Amount')).toHaveTextContent('₹1,000.00');
    expect(valueOf('Balance due')).toHaveTextContent('₹5,000.00 after this payment');
    expect(screen.getByText('Received by Demo Staff')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/dashboard/accounts/payments/11/receipt.pdf',
    );
    expect(screen.getByRole('link', { name: 'PDF in Hindi and English' })).toHaveAttribute(
      'href',
      '/api/dashboard/accounts/payments/11/receipt.pdf?lang=bilingual',
    );
    expect(screen.getByRole('link', { name: 'PDF in Hindi' })).toHaveAttribute(
      'href',
      '/api/dashboard/accounts/payments/11/receipt.pdf?lang=hi',
    );
  });

  it('shows what was refunded, a cheque and its bank, and the tax invoice', async () => {
    renderReceipt('en', {
      ...RECEIPT,
      mode: 'cheque',
      reference: '000123',
      chequeBank: 'State Bank of India',
      refundedPaise: 25_000,
      gst: {
        invoiceNumber: 'INV/2026-27/000004',
        gstin: '10AAPFU0939F1ZV',
        taxablePaise: 84_746,
        taxPaise: 15_254,
        cgstPaise: 7627,
        sgstPaise: 7627,
        igstPaise: 0,
      },
    });
    expect(await screen.findByText('Refunded ₹250.00 of ₹1,000.00.')).toBeInTheDocument();
    expect(valueOf('Payment mode')).toHaveTextContent('Cheque');
    expect(valueOf('Cheque No.')).toHaveTextContent('000123');
    expect(valueOf('Bank')).toHaveTextContent('State Bank of India');
    expect(valueOf('Tax invoice No.')).toHaveTextContent('INV/2026-27/000004');
    expect(valueOf('GSTIN')).toHaveTextContent('10AAPFU0939F1ZV');
    expect(valueOf('Taxable value')).toHaveTextContent('₹847.46');
    expect(valueOf('GST included')).toHaveTextContent('₹152.54');
    expect(screen.queryByText('This payment was reversed and is no longer valid.')).toBeNull();
  });

  it("follows head office's default language with the main PDF link, offering the other", async () => {
    renderReceipt('bilingual');
    // The main link names no language: the server draws it in head office's default.
    expect(await screen.findByRole('link', { name: 'PDF in English' })).toHaveAttribute(
      'href',
      '/api/dashboard/accounts/payments/11/receipt.pdf?lang=en',
    );
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/dashboard/accounts/payments/11/receipt.pdf',
    );
    expect(screen.queryByRole('link', { name: 'PDF in Hindi and English' })).toBeNull();
  });

  it('prints a Hindi receipt for a Hindi user, amounts in rupees as before', async () => {
    useTestLocale('hi');
    renderReceipt();
    expect(await screen.findByRole('heading', { name: 'शुल्क रसीद' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PDF डाउनलोड करें' })).toHaveAttribute(
      'href',
      '/api/dashboard/accounts/payments/11/receipt.pdf',
    );
    expect(screen.getByRole('link', { name: 'हिंदी और अंग्रेज़ी में PDF' })).toHaveAttribute(
      'href',
      '/api/dashboard/accounts/payments/11/receipt.pdf?lang=bilingual',
    );
    expect(screen.getByRole('button', { name: 'वापस' })).toBeInTheDocument();
    expect(screen.getByText('फ़ोन 9876543210 · केंद्र कोड DEMO01')).toBeInTheDocument();
    expect(screen.getByText(/^रसीद संख्या/)).toHaveTextContent('रसीद संख्या DEMO01/2026/000007');
    expect(valueOf('पंजीकरण संख्या')).toHaveTextContent('RV2026000123');
    expect(valueOf('छात्र')).toHaveTextContent('Asha Kumari');
    expect(valueOf('भुगतान का तरीका')).toHaveTextContent('UPI');
    expect(valueOf('संदर्भ')).toHaveTextContent('UPI-42');
    expect(valueOf('राशि')).toHaveTextContent('₹1,000.00');
    // The amount in words in Hindi, made from the amount (the server's words are English).
    expect(valueOf('राशि शब्दों में')).toHaveTextContent(/^एक हज़ार रुपये मात्र$/);
    expect(valueOf('शेष देय राशि')).toHaveTextContent('इस भुगतान के बाद ₹5,000.00');
    expect(screen.getByText('प्राप्तकर्ता: Demo Staff')).toBeInTheDocument();
    expect(screen.getByText('अधिकृत हस्ताक्षरकर्ता')).toBeInTheDocument();
  });

  it('is served with the dashboard’s words, though outside /dashboard', () => {
    expect(bundlesFor('/print/fee-receipt/11')).toEqual([
      'public',
      'account',
      'student',
      'dashboard',
    ]);
    expect(bundlesFor('/printing')).toEqual(['public']);
  });
});
