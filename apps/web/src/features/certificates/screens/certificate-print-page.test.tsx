import type { Certificate } from '@institute/shared/certificates';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, testQueryClient } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { CertificatePrintPage } from './certificate-print-page';

const CERTIFICATE: Certificate = {
  id: 7,
  number: 'RVC2026000007',
  status: 'revoked',
  requestStatus: 'printed',
  registrationNumber: 'RV2026000123',
  studentName: 'Asha Kumari',
  fatherName: 'Ram Kumar',
  courseName: '1-Month Certificate Course',
  courseOption: 'CERTIFICATE IN FUNDAMENTAL(RV01001)',
  periodFrom: '2026-09-01',
  periodTo: '2026-10-01',
  grade: 'A',
  percentage: '82%',
  issueDate: '2026-11-21',
  institute: 'RV Institute of Computer & Vocational Training',
  centreName: 'Demo Centre, Patna',
  revokedReason: 'Wrong name',
  replacedByNumber: null,
  verificationCode: 'ABCDE-12345',
  verifyPath: '/verify/RVC2026000007?code=ABCDE-12345',
};

function renderPrint() {
  const router = createMemoryRouter(
    [{ path: '/certificate/:registrationNumber', element: <CertificatePrintPage /> }],
    { initialEntries: ['/certificate/RV2026000123'] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CertificatePrintPage', () => {
  it('says in English that a revoked certificate is no longer valid', async () => {
    stubApi(() => Response.json([CERTIFICATE]));
    renderPrint();
    expect(await screen.findByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(
      screen.getByText('This certificate is revoked; it is no longer valid.'),
    ).toBeInTheDocument();
  });

  it('has its buttons and notices in Hindi, and the certificate’s own wording unchanged', async () => {
    useTestLocale('hi');
    stubApi(() => Response.json([CERTIFICATE]));
    renderPrint();
    expect(await screen.findByRole('button', { name: 'प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PDF डाउनलोड करें' })).toHaveAttribute(
      'href',
      '/api/dashboard/student/RV2026000123/certificates/RVC2026000007/pdf',
    );
    expect(screen.getByRole('link', { name: 'सत्यापित करें' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'यह प्रमाणपत्र रद्द कर दिया गया है; अब यह मान्य नहीं है।',
    );
    expect(
      screen.getByRole('img', { name: 'प्रमाणपत्र RVC2026000007 को सत्यापित करने का QR कोड' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CERTIFICATE OF COMPLETION' })).toBeInTheDocument();
  });

  it('says in Hindi when no certificate has been issued', async () => {
    useTestLocale('hi');
    stubApi(() => Response.json([]));
    renderPrint();
    expect(
      await screen.findByText('इस छात्र को अभी तक कोई प्रमाणपत्र जारी नहीं किया गया है।'),
    ).toBeInTheDocument();
  });
});
