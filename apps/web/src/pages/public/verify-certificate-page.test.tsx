import type { Verification } from '@institute/shared/certificates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CredentialCheckResult } from '../../features/credentials/credential-check-result';
import { useTestLocale } from '../../test/i18n';
import { VerifyCertificatePage } from './verify-certificate-page';

const REVOKED: Verification = {
  number: 'RVC2026000123',
  status: 'revoked',
  holderInitials: 'R. K.',
  replacedByNumber: null,
  proof: 'dateOfBirth',
  message: null,
  details: {
    studentName: 'Ravi Kumar',
    courseName: 'Diploma in Computer Applications',
    courseOption: 'DCA',
    grade: 'A',
    percentage: '82%',
    periodFrom: '2026-01-05',
    periodTo: '2026-07-04',
    issueDate: '2026-08-05',
    centreName: 'Main Centre',
    photoUrl: null,
    revokedReason: 'Issued by mistake',
  },
};

function renderVerify(path: string, answer: unknown) {
  const router = createMemoryRouter(
    [{ id: 'verify', path: '/:lang?/verify/:number?', element: <VerifyCertificatePage /> }],
    { initialEntries: [path], hydrationData: { loaderData: { verify: answer } } },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('VerifyCertificatePage', () => {
  it('shows a revoked certificate in English', () => {
    renderVerify('/verify/RVC2026000123', { kind: 'found', certificate: REVOKED });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify a Certificate' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Revoked certificate' })).toBeVisible();
    expect(
      screen.getByText('Head office revoked this certificate: Issued by mistake'),
    ).toBeVisible();
    expect(screen.getByText('5 January 2026 to 4 July 2026')).toBeVisible();
    expect(screen.getByText('Details shown because the date of birth matches.')).toBeVisible();
  });

  it('shows the page and a revoked certificate in Hindi, its form sent to the Hindi page', async () => {
    useTestLocale('hi');
    renderVerify('/hi/verify/RVC2026000123', { kind: 'found', certificate: REVOKED });
    expect(screen.getByRole('heading', { level: 1, name: 'प्रमाणपत्र सत्यापित करें' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'रद्द किया गया प्रमाणपत्र' })).toBeVisible();
    expect(
      screen.getByText('मुख्य कार्यालय ने यह प्रमाणपत्र रद्द कर दिया है: Issued by mistake'),
    ).toBeVisible();
    expect(screen.getByText('प्रमाणपत्र संख्या', { selector: 'dt' })).toBeVisible();
    expect(screen.getByText('5 जनवरी 2026 से 4 जुलाई 2026 तक')).toBeVisible();
    expect(screen.getByLabelText('प्रमाणपत्र संख्या')).toHaveValue('RVC2026000123');
    expect(screen.getByLabelText(/^सत्यापन कोड/)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'सत्यापित करें' });
    expect(button.closest('form')).toHaveAttribute('action', '/hi/verify');

    await userEvent.setup().click(screen.getByRole('button', { name: 'क्रेडेंशियल जाँचें' }));
    expect(screen.getByText('क्रेडेंशियल पेस्ट करें या उसकी फ़ाइल चुनें।')).toBeVisible();
  });

  it('says in Hindi that the check failed', () => {
    useTestLocale('hi');
    renderVerify('/hi/verify/RVC2026000123', { kind: 'error', message: null });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'प्रमाणपत्र की जाँच नहीं हो सकी। कृपया फिर से कोशिश करें।',
    );
  });
});

describe('CredentialCheckResult', () => {
  it('says in Hindi what the check of a credential found', () => {
    useTestLocale('hi');
    render(
      <CredentialCheckResult
        check={{
          valid: true,
          signature: 'valid',
          status: 'valid',
          issuer: 'did:web:example.com',
          keyId: 'did:web:example.com#key-1',
          message: null,
          achievement: null,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'मान्य डिजिटल क्रेडेंशियल' })).toBeVisible();
    expect(screen.getByText('स्टेटस सूची: रद्द नहीं')).toBeVisible();
  });
});
