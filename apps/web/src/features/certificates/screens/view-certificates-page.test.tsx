import type { Certificate } from '@institute/shared/certificates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, polyfillDialog, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { ViewCertificatesPage } from './view-certificates-page';

const CERTIFICATE: Certificate = {
  id: 7,
  number: 'RVC2026000007',
  status: 'valid',
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
  revokedReason: null,
  replacedByNumber: null,
  verificationCode: 'ABCDE-12345',
  verifyPath: '/verify/RVC2026000007?code=ABCDE-12345',
};

const page = [{ path: 'ViewCertificate', element: <ViewCertificatesPage /> }];

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

describe('ViewCertificatesPage', () => {
  it('lists the issued certificates with their links', async () => {
    stubApi(() => Response.json([CERTIFICATE]));
    renderDashboard('/dashboard/ViewCertificate', page);
    expect(screen.getByRole('heading', { name: 'View Certificates' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /RVC2026000007/ });
    expect(row).toHaveTextContent('Grade A');
    expect(row).toHaveTextContent('Valid');
    expect(within(row).getByRole('link', { name: 'PDF in Hindi and English' })).toHaveAttribute(
      'href',
      '/api/dashboard/certificates/RVC2026000007/pdf?lang=bilingual',
    );
    expect(screen.getByRole('button', { name: 'Download ZIP of 0 chosen' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Requests (head office)' })).toBeNull();
  });

  it('shows the certificates and the revoke dialog in Hindi', async () => {
    useTestLocale('hi');
    const user = userEvent.setup();
    stubApi(({ url }) =>
      url.pathname.endsWith('/approval-settings')
        ? Response.json({ fourEyes: true, otherHeadOffice: true, updatedAt: null })
        : url.pathname.endsWith('/requests')
          ? Response.json([])
          : Response.json([CERTIFICATE]),
    );
    renderDashboard('/dashboard/ViewCertificate', page, HEAD_OFFICE);
    expect(screen.getByRole('heading', { name: 'प्रमाणपत्र देखें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'जारी किए गए प्रमाणपत्र' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'अनुरोध (मुख्य कार्यालय)' })).toBeInTheDocument();
    expect(screen.getByLabelText('खोजें')).toHaveAccessibleDescription(
      'प्रमाणपत्र संख्या, पंजीकरण संख्या या नाम',
    );
    const row = await screen.findByRole('row', { name: /RVC2026000007/ });
    expect(row).toHaveTextContent('ग्रेड A');
    expect(row).toHaveTextContent('मान्य');
    expect(within(row).getByRole('link', { name: 'प्रिंट करें' })).toHaveAttribute(
      'href',
      '/certificate/RV2026000123?number=RVC2026000007',
    );
    expect(within(row).getByRole('link', { name: 'हिंदी और अंग्रेज़ी में PDF' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'प्रमाणपत्र संख्या' })).toBeInTheDocument();

    await user.click(within(row).getByRole('checkbox', { name: 'RVC2026000007 चुनें' }));
    expect(screen.getByRole('button', { name: 'चुने गए 1 की ZIP डाउनलोड करें' })).not.toBeDisabled();

    await user.click(within(row).getByRole('button', { name: 'निरस्त करें' }));
    const dialog = screen.getByRole('dialog', { name: 'RVC2026000007 निरस्त करें' });
    expect(within(dialog).getByLabelText(/^कारण/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });
});
