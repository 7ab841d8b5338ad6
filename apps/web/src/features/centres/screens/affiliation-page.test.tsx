import type { Affiliation } from '@institute/shared/affiliation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { AffiliationPage } from './affiliation-page';

// The Affiliation screen (issue 38): a centre's staff see its period, courses and status, are
// told why an expired centre is blocked, and renew naming the end they saw.

const ROUTES = [{ path: 'Affiliation', element: <AffiliationPage /> }];

const EXPIRED: Affiliation = {
  centreId: 2,
  centreCode: 'PAT01',
  centreName: 'Patna Centre',
  validFrom: '2025-11-01',
  validUntil: '2026-10-31',
  allCourses: false,
  courses: [{ code: '8', name: 'Certificate in Fundamental' }],
  status: 'expired',
  daysLeft: -28,
  blocked: { reason: 'expired', message: 'The affiliation of Patna Centre (PAT01) ended…' },
  renewalFeePaise: 500_000,
  renewalUntil: '2027-11-27',
  renewals: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('Affiliation screen', () => {
  it('shows an expired centre why it is blocked and renews from the end it showed', async () => {
    const fetch = stubApi(({ method }) => {
      if (method === 'POST') {
        return Response.json({
          ...EXPIRED,
          validFrom: '2026-11-28',
          validUntil: '2027-11-27',
          status: 'active',
          daysLeft: 364,
          blocked: null,
          renewalUntil: '2028-11-27',
        });
      }
      // The centre's affiliation, asked by its id (and as "mine" by the notices).
      return Response.json(EXPIRED);
    });
    const user = userEvent.setup();
    renderDashboard('/dashboard/Affiliation', ROUTES);
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Your centre's affiliation ended on 31 October 2026.",
    );
    expect(screen.getByText('Certificate in Fundamental (8)')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Certificate of authorisation (PDF)' }),
    ).toHaveAttribute('href', '/api/dashboard/affiliations/2/certificate?lang=en');

    await user.click(
      screen.getByRole('button', {
        name: 'Renew for a year (₹5,000.00 from the wallet): valid until 27 November 2027',
      }),
    );
    const renewal = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(renewal[0])).toBe('/api/dashboard/affiliations/2/renew');
    expect(JSON.parse(String(renewal[1]?.body))).toEqual({ currentUntil: '2026-10-31' });
  });

  it('speaks Hindi', async () => {
    useTestLocale('hi');
    stubApi(() => Response.json(EXPIRED));
    renderDashboard('/dashboard/Affiliation', ROUTES);
    expect(await screen.findByText('समाप्त')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('संबद्धता');
    expect(screen.getByRole('alert')).toHaveTextContent('नवीनीकरण होने तक');
  });
});
