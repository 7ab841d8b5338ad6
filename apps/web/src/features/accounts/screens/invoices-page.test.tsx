import type { Invoice } from '@institute/shared/invoices';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { HEAD_OFFICE, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { InvoicesPage } from './invoices-page';

afterEach(() => vi.unstubAllGlobals());

const INVOICES: Invoice[] = [
  {
    id: 7,
    kind: 'invoice',
    number: 'INV/2026-27/000123',
    issuedOn: '2026-11-20',
    centreId: 2,
    centreName: 'Demo Centre, Patna',
    purpose: 'wallet',
    recipientName: 'Demo Centre, Patna',
    recipientGstin: null,
    placeOfSupply: 'Bihar (10)',
    originalNumber: null,
    taxablePaise: 84_746,
    cgstPaise: 7627,
    sgstPaise: 7627,
    igstPaise: 0,
    totalPaise: 100_000,
    pdfUrl: '/api/dashboard/invoices/7/pdf',
  },
];

const route = [{ path: 'Invoices', element: <InvoicesPage /> }];
const SETTINGS = {
  legalName: '',
  address: '',
  gstin: '',
  sac: '999293',
  rateBasisPoints: 1800,
  feeInvoices: false,
  state: '',
  stateCode: '',
  configured: false,
};
const answer = ({ url }: { url: URL }) =>
  url.pathname.endsWith('/settings') ? Response.json(SETTINGS) : Response.json(INVOICES);

describe('GST Invoices', () => {
  it("lists the month's invoices with their PDF and head office's exports", async () => {
    stubApi(answer);
    renderDashboard('/dashboard/Invoices', route, HEAD_OFFICE);
    expect(screen.getByRole('heading', { name: 'GST Invoices', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', {
      name: 'Invoices and credit notes of the month',
    });
    expect(within(table).getByRole('link', { name: 'INV/2026-27/000123' })).toHaveAttribute(
      'href',
      '/api/dashboard/invoices/7/pdf',
    );
    // The PDFs in the language the reader chooses.
    await userEvent.selectOptions(screen.getByLabelText('Language of the PDFs'), 'PDF in Hindi');
    expect(within(table).getByRole('link', { name: 'INV/2026-27/000123' })).toHaveAttribute(
      'href',
      '/api/dashboard/invoices/7/pdf?lang=hi',
    );
    expect(within(table).getByText('₹1,000.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export to Excel' })).toHaveAttribute(
      'href',
      expect.stringContaining('format=xlsx'),
    );
    // Head office's GST details, with the rate in per cent.
    expect(await screen.findByLabelText('GST rate (%)')).toHaveValue(18);
    expect(screen.getByRole('button', { name: 'Save GST details' })).toBeInTheDocument();
  });

  it('is in Hindi for a Hindi user', async () => {
    useTestLocale('hi');
    stubApi(answer);
    renderDashboard('/dashboard/Invoices', route, HEAD_OFFICE);
    expect(screen.getByRole('heading', { name: 'जीएसटी बीजक', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'माह के बीजक और क्रेडिट नोट' });
    for (const header of ['क्रमांक', 'दिनांक', 'प्राप्तकर्ता', 'कर योग्य मूल्य', 'कर', 'कुल']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getByText('कर बीजक')).toBeInTheDocument();
    expect(within(table).getByText('अपंजीकृत')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'जीएसटी विवरण सहेजें' })).toBeInTheDocument();
  });
});
