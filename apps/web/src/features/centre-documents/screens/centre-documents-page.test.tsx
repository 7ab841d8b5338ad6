import type { CentreDocuments } from '@institute/shared/centre-documents';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { CentreDocumentsPage } from './centre-documents-page';

afterEach(() => vi.unstubAllGlobals());

const DOCUMENTS: CentreDocuments = {
  centre: { id: 2, code: 'DEMO01', name: 'Demo Centre, Patna' },
  documents: [
    {
      slot: 'trade_license',
      label: 'Trade License',
      imageUrl: '/files/trade.png',
      size: 1000,
      uploadedAt: '2026-11-20T10:00:00.000Z',
      uploadedBy: 'Demo Staff',
    },
  ],
};

const ROUTES = [{ path: 'CenterDocument', element: <CentreDocumentsPage /> }];

function renderPage() {
  const fetch = stubApi(() => Response.json(DOCUMENTS));
  renderDashboard('/dashboard/CenterDocument', ROUTES);
  return fetch;
}

describe('CentreDocumentsPage', () => {
  it("shows the centre's four rows of documents and refuses a file that is not an image", async () => {
    const fetch = renderPage();
    expect(await screen.findByText('Demo Centre, Patna (DEMO01)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Centre Documents' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Address Proof' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Trade License (opens the full image in a new tab)' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Not uploaded yet')).toHaveLength(5);

    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Upload Pan Card'),
      new File(['x'], 'pan.gif', { type: 'image/gif' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Pan Card must be an image (JPEG, PNG or WebP)',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is in Hindi', async () => {
    useTestLocale('hi');
    renderPage();
    expect(await screen.findByText('Demo Centre, Patna (DEMO01)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'केंद्र दस्तावेज़' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'पते का प्रमाण' })).toBeInTheDocument();
    expect(screen.getByLabelText('ट्रेड लाइसेंस बदलें')).toBeInTheDocument();
    expect(screen.getByLabelText('वोटर कार्ड (पीछे का भाग) अपलोड करें')).toBeInTheDocument();
    expect(screen.getAllByText('अभी अपलोड नहीं किया गया')).toHaveLength(5);

    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('पैन कार्ड अपलोड करें'),
      new File(['x'], 'pan.gif', { type: 'image/gif' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'पैन कार्ड एक चित्र (JPEG, PNG या WebP) होना चाहिए',
    );
  });
});
