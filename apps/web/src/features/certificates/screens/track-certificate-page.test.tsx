import type { Tracking } from '@institute/shared/certificates';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { TrackCertificatePage } from './track-certificate-page';

const TRACKING: Tracking = {
  registrationNumber: 'RV2026000123',
  studentName: 'Asha Kumari',
  requests: [
    {
      id: 1,
      kind: 'original',
      status: 'printed',
      registrationNumber: 'RV2026000123',
      studentName: 'Asha Kumari',
      centreId: 2,
      centreName: 'Demo Centre, Patna',
      reason: null,
      rejectionReason: null,
      courier: null,
      trackingNumber: null,
      certificateNumber: 'RVC2026000007',
      requestedAt: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-22T10:00:00.000Z',
      events: [
        {
          at: '2026-11-21T10:00:00.000Z',
          label: 'Certificate requested',
          by: 'Demo Staff',
          detail: null,
        },
      ],
    },
  ],
};

const page = [{ path: 'TrackCertificate', element: <TrackCertificatePage /> }];

afterEach(() => vi.unstubAllGlobals());

describe('TrackCertificatePage', () => {
  it('shows the timeline of a student’s requests', async () => {
    const user = userEvent.setup();
    stubApi(() => Response.json(TRACKING));
    renderDashboard('/dashboard/TrackCertificate', page);
    expect(screen.getByText('Enter a Student ID to see its certificates.')).toBeVisible();
    await user.type(screen.getByLabelText(/^Student ID/), 'RV2026000123');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('heading', { name: /^Request of/ })).toHaveTextContent(
      'Printed',
    );
    expect(screen.getByText(/ by Demo Staff$/)).toBeInTheDocument();
  });

  it('is in Hindi, with the request and its status', async () => {
    useTestLocale('hi');
    const user = userEvent.setup();
    stubApi(() => Response.json(TRACKING));
    renderDashboard('/dashboard/TrackCertificate', page);
    expect(screen.getByRole('heading', { name: 'प्रमाणपत्र ट्रैक करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ट्रैकिंग का परिणाम' })).toBeInTheDocument();
    expect(screen.getByText('प्रमाणपत्र देखने के लिए छात्र आईडी दर्ज करें।')).toBeVisible();
    await user.type(screen.getByLabelText(/^छात्र आईडी/), 'RV2026000123');
    await user.click(screen.getByRole('button', { name: 'अनुरोध जमा करें' }));
    const heading = await screen.findByRole('heading', { name: / का अनुरोध/ });
    expect(heading).toHaveTextContent('प्रिंट हो गया');
    expect(screen.getByRole('link', { name: 'RVC2026000007' })).toHaveAttribute(
      'href',
      '/verify/RVC2026000007',
    );
    expect(screen.getByText(/, Demo Staff द्वारा$/)).toBeInTheDocument();
  });
});
