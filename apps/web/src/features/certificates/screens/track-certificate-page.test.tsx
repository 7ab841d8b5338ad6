import type { Tracking } from '@institute/shared/certificates';
import { cleanup, screen } from '@testing-library/react';
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
      courier: 'India Post',
      trackingNumber: 'EE123456789IN',
      certificateNumber: 'RVC2026000007',
      certificateStatus: 'valid',
      requestedAt: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-22T10:00:00.000Z',
      events: [
        {
          event: 'requested',
          at: '2026-11-21T10:00:00.000Z',
          label: 'Certificate requested',
          by: 'Demo Staff',
          detail: null,
        },
        {
          event: 'printed',
          at: '2026-11-22T10:00:00.000Z',
          label: 'Printed',
          by: null,
          detail: 'Certificate RVC2026000007',
        },
        {
          event: 'dispatched',
          at: '2026-11-23T10:00:00.000Z',
          label: 'Dispatched',
          by: null,
          detail: 'India Post, tracking number EE123456789IN',
        },
      ],
    },
    {
      id: 2,
      kind: 'duplicate',
      status: 'rejected',
      registrationNumber: 'RV2026000123',
      studentName: 'Asha Kumari',
      centreId: 2,
      centreName: 'Demo Centre, Patna',
      reason: 'Lost in a flood',
      rejectionReason: 'Send the FIR copy',
      courier: null,
      trackingNumber: null,
      certificateNumber: null,
      certificateStatus: null,
      requestedAt: '2026-11-24T10:00:00.000Z',
      updatedAt: '2026-11-25T10:00:00.000Z',
      events: [
        {
          event: 'requested',
          at: '2026-11-24T10:00:00.000Z',
          label: 'A duplicate certificate requested',
          by: null,
          detail: 'Lost in a flood',
        },
        {
          event: 'rejected',
          at: '2026-11-25T10:00:00.000Z',
          label: 'Rejected',
          by: null,
          detail: 'Send the FIR copy',
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
    const [first] = await screen.findAllByRole('heading', { name: /^Request of/ });
    expect(first).toHaveTextContent('Printed');
    expect(screen.getByText(/ by Demo Staff$/)).toBeInTheDocument();
    // The steps as the server names them in English, with their details.
    const steps = screen.getAllByRole('listitem').map((step) => step.textContent);
    TRACKING.requests
      .flatMap((request) => request.events)
      .forEach((step, at) => {
        expect(steps[at]!.startsWith(`${step.label} `)).toBe(true);
        expect(steps[at]!.endsWith(step.detail ?? ' by Demo Staff')).toBe(true);
      });
  });

  it('badges a dispatched request whose certificate was revoked Revoked, not Dispatched', async () => {
    const user = userEvent.setup();
    const [first] = TRACKING.requests;
    const badgeOf = async (request: Tracking['requests'][number]) => {
      stubApi(() => Response.json({ ...TRACKING, requests: [request] }));
      renderDashboard('/dashboard/TrackCertificate', page);
      await user.type(screen.getByLabelText(/^Student ID/), 'RV2026000123');
      await user.click(screen.getByRole('button', { name: 'Submit Request' }));
      const heading = await screen.findByRole('heading', { name: /^Request of/ });
      const text = heading.textContent;
      cleanup();
      return text;
    };
    expect(await badgeOf({ ...first!, status: 'dispatched' })).toContain('Dispatched');
    const revoked = await badgeOf({
      ...first!,
      status: 'dispatched',
      certificateStatus: 'revoked',
    });
    expect(revoked).toContain('Revoked');
    expect(revoked).not.toContain('Dispatched');
    expect(
      await badgeOf({ ...first!, status: 'delivered', certificateStatus: 'replaced' }),
    ).toContain('Replaced');
  });

  it('dates a request made at 00:30 India time with that day, not the UTC one', async () => {
    const user = userEvent.setup();
    const [first] = TRACKING.requests;
    const atMidnight = '2026-11-20T19:00:00.000Z';
    stubApi(() =>
      Response.json({
        ...TRACKING,
        requests: [{ ...first!, requestedAt: atMidnight, events: [] }],
      }),
    );
    renderDashboard('/dashboard/TrackCertificate', page);
    await user.type(screen.getByLabelText(/^Student ID/), 'RV2026000123');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(
      await screen.findByRole('heading', { name: /^Request of 21 Nov 2026/ }),
    ).toBeInTheDocument();
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
    const [heading] = await screen.findAllByRole('heading', { name: / का अनुरोध/ });
    expect(heading).toHaveTextContent('प्रिंट हो गया');
    // Each step in Hindi, with its details; what a person wrote is shown as written.
    const steps = screen.getAllByRole('listitem').map((step) => step.textContent);
    expect(steps[0]).toMatch(/^प्रमाणपत्र का अनुरोध किया गया /);
    expect(steps[1]).toMatch(/^प्रिंट हो गया .*प्रमाणपत्र RVC2026000007$/);
    expect(steps[2]).toMatch(/^भेजा गया .*India Post, ट्रैकिंग नंबर EE123456789IN$/);
    expect(steps[3]).toMatch(/^प्रमाणपत्र की दूसरी प्रति का अनुरोध किया गया .*Lost in a flood$/);
    expect(steps[4]).toMatch(/^अस्वीकृत .*Send the FIR copy$/);
    expect(screen.getByRole('link', { name: 'RVC2026000007' })).toHaveAttribute(
      'href',
      '/verify/RVC2026000007',
    );
    expect(screen.getByText(/, Demo Staff द्वारा$/)).toBeInTheDocument();
  });
});
