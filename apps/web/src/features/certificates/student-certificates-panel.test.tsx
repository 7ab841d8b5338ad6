import type { StudentCertificate } from '@institute/shared/certificates';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, testQueryClient } from '../../test/dashboard';
import { useTestLocale } from '../../test/i18n';
import { CertificateSummary, StudentCertificatesPanel } from './student-certificates-panel';

const DISPATCHED: StudentCertificate = {
  id: 7,
  number: 'RVC2026000007',
  status: 'valid',
  requestStatus: 'dispatched',
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
  revokedReason: null,
  replacedByNumber: null,
  verificationCode: 'ABCDE-12345',
  verifyPath: '/verify/RVC2026000007?code=ABCDE-12345',
  // 23 Nov 2026 at 00:30 in India: the date shown is India's, not UTC's 22 Nov.
  dispatch: {
    dispatchedAt: '2026-11-22T19:00:00.000Z',
    courier: 'India Post',
    trackingNumber: 'EE123456789IN',
    deliveredAt: null,
  },
  revokedAt: null,
  centrePhone: '0612 2345678',
};
const REVOKED: StudentCertificate = {
  ...DISPATCHED,
  status: 'revoked',
  revokedAt: '2026-11-25T06:00:00.000Z',
  revokedReason: 'Printed with a wrong grade',
};

function renderPanel(certificates: StudentCertificate[]) {
  stubApi(() => Response.json(certificates));
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/student/:registrationNumber',
        element: (
          <>
            <p data-testid="summary">
              <CertificateSummary registrationNumber="RV2026000123" />
            </p>
            <StudentCertificatesPanel registrationNumber="RV2026000123" />
          </>
        ),
      },
    ],
    { initialEntries: ['/dashboard/student/RV2026000123'] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the student's certificates", () => {
  it('show the courier and tracking number of a dispatched certificate', async () => {
    renderPanel([DISPATCHED]);
    const panel = await screen.findByRole('region', { name: 'Certificates' });
    expect(
      await screen.findByText(/Dispatched 23 November 2026 by India Post, tracking number/),
    ).toHaveTextContent('Dispatched 23 November 2026 by India Post, tracking number EE123456789IN');
    expect(screen.getByTestId('summary')).toHaveTextContent('RVC2026000007 · Dispatched');
    expect(panel).not.toHaveTextContent('Revoked');
  });

  it('say when an issued certificate is not dispatched yet', async () => {
    renderPanel([{ ...DISPATCHED, requestStatus: 'printed', dispatch: null }]);
    expect(await screen.findByText(/^Not dispatched yet/)).toBeInTheDocument();
    expect(screen.getByTestId('summary')).toHaveTextContent('RVC2026000007 · Issued');
  });

  it('show a revocation with its date, reason and whom to call, in Hindi', async () => {
    useTestLocale('hi');
    renderPanel([REVOKED]);
    expect(await screen.findByText('25 नवंबर 2026 को रद्द किया गया')).toBeInTheDocument();
    expect(screen.getByText('कारण: Printed with a wrong grade')).toBeInTheDocument();
    const call = screen.getByRole('link', { name: '0612 2345678' });
    expect(call).toHaveAttribute('href', 'tel:06122345678');
    expect(call.parentElement).toHaveTextContent(
      'आगे क्या करें: अपने केंद्र, Demo Centre, Patna से 0612 2345678 पर संपर्क करें।',
    );
    expect(screen.getByTestId('summary')).toHaveTextContent('RVC2026000007 · रद्द');
    // A revoked certificate offers no PDF to download.
    expect(screen.queryByRole('link', { name: 'PDF डाउनलोड करें' })).not.toBeInTheDocument();
  });
});
