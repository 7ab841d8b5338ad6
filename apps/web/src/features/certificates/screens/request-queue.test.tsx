import { APPROVAL_MESSAGES, type QueueItem } from '@institute/shared/certificate-approval';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, polyfillDialog, renderDashboard, stubApi } from '../../../test/dashboard';
import { RequestQueue } from './request-queue';
import { useTestLocale } from '../../../test/i18n';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const item = (overrides: Partial<QueueItem>): QueueItem => ({
  id: 1,
  kind: 'original',
  status: 'requested',
  registrationNumber: 'RV2026000123',
  studentName: 'Asha Kumari',
  centreId: 2,
  centreName: 'Demo Centre, Patna',
  reason: null,
  rejectionReason: null,
  courier: null,
  trackingNumber: null,
  certificateNumber: null,
  requestedAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  courseEndsOn: '2026-11-01',
  courseFinished: true,
  canApprove: true,
  canPrint: false,
  blockedReason: null,
  ...overrides,
});

const UNFINISHED =
  'The course ends on 23/02/2027: a certificate can be requested from then, or earlier once staff set the completion status to Completed.';

const ITEMS = [
  item({ id: 1 }),
  item({
    id: 2,
    registrationNumber: 'RV2026000124',
    studentName: 'Ravi Kumar',
    canApprove: false,
    blockedReason: APPROVAL_MESSAGES.ownRequestNote,
  }),
  item({
    id: 3,
    registrationNumber: 'RV2026000125',
    studentName: 'Meena Devi',
    courseFinished: false,
    canApprove: false,
    blockedReason: UNFINISHED,
  }),
];

const page = [{ path: 'ViewCertificate', element: <RequestQueue /> }];

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

describe('RequestQueue', () => {
  it('shows Approve only where the server allows it, and says why elsewhere', async () => {
    const user = userEvent.setup();
    const fetch = stubApi(({ url, method }) => {
      if (url.pathname.endsWith('/approval-settings')) {
        return json({ fourEyes: true, otherHeadOffice: true, updatedAt: null });
      }
      if (method === 'POST') return json({ done: [1], failed: [] });
      return json(ITEMS);
    });
    renderDashboard('/dashboard/ViewCertificate', page, HEAD_OFFICE);

    const allowed = await screen.findByRole('row', { name: /RV2026000123/ });
    expect(
      within(allowed).getByRole('button', { name: 'Approve Asha Kumari (RV2026000123)' }),
    ).toBeVisible();

    const own = screen.getByRole('row', { name: /RV2026000124/ });
    expect(within(own).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(within(own).getByRole('button', { name: /^Reject/ })).toBeVisible();
    expect(own).toHaveTextContent(APPROVAL_MESSAGES.ownRequestNote);

    const unfinished = screen.getByRole('row', { name: /RV2026000125/ });
    expect(within(unfinished).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(unfinished).toHaveTextContent(UNFINISHED);

    expect(
      screen.getByText(/your own requests wait for another head office account/),
    ).toBeVisible();

    // Choosing all and approving sends only the request that may be approved.
    await user.click(screen.getByRole('checkbox', { name: 'Choose all' }));
    await user.click(screen.getByRole('button', { name: 'Approve chosen' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ action: 'approve', ids: [1] });
  });

  it('turns four-eyes approval off from the Certificate approval setting', async () => {
    const user = userEvent.setup();
    let fourEyes = true;
    const fetch = stubApi(({ url, method, body }) => {
      if (url.pathname.endsWith('/approval-settings')) {
        if (method === 'PUT')
          fourEyes = (JSON.parse(String(body)) as { fourEyes: boolean }).fourEyes;
        return json({ fourEyes, otherHeadOffice: false, updatedAt: null });
      }
      return json([]);
    });
    renderDashboard('/dashboard/ViewCertificate', page, HEAD_OFFICE);
    const box = await screen.findByRole('checkbox', { name: /Four-eyes approval/ });
    expect(box).toBeChecked();
    expect(screen.getByText(/you are the only active head office account/)).toBeVisible();
    await user.click(box);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /Four-eyes/ })).not.toBeChecked(),
    );
    expect(screen.getByText('Off: head office may approve its own requests.')).toBeVisible();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ fourEyes: false });
  });

  it('rejects only with a reason, which it sends trimmed', async () => {
    const user = userEvent.setup();
    const fetch = stubApi(({ url, method }) => {
      if (url.pathname.endsWith('/approval-settings')) {
        return json({ fourEyes: false, otherHeadOffice: false, updatedAt: null });
      }
      if (method === 'POST') return json({ done: [1], failed: [] });
      return json(ITEMS);
    });
    renderDashboard('/dashboard/ViewCertificate', page, HEAD_OFFICE);
    await user.click(
      await screen.findByRole('button', { name: 'Reject Asha Kumari (RV2026000123)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject requests' });
    await user.type(within(dialog).getByLabelText('Reason'), '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject 1' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      'Please give a reason.',
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong name ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject 1' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      action: 'reject',
      ids: [1],
      reason: 'Wrong name',
    });
  });

  it('shows the queue, its reasons and the reject dialog in Hindi', async () => {
    useTestLocale('hi');
    const user = userEvent.setup();
    stubApi(({ url }) =>
      url.pathname.endsWith('/approval-settings')
        ? json({ fourEyes: true, otherHeadOffice: true, updatedAt: null })
        : json(ITEMS),
    );
    renderDashboard('/dashboard/ViewCertificate', page, HEAD_OFFICE);
    expect(screen.getByRole('heading', { name: 'अनुरोध (मुख्य कार्यालय)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'स्वीकृति के लिए' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'रास्ते में' })).toBeInTheDocument();
    expect(
      await screen.findByRole('checkbox', { name: /^दोहरी स्वीकृति:/ }, { timeout: 5000 }),
    ).toBeChecked();
    expect(screen.getByRole('table', { name: 'अनुरोध: स्वीकृति के लिए' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'चुने गए स्वीकृत करें' })).toBeDisabled();

    const own = await screen.findByRole('row', { name: /RV2026000124/ });
    expect(own).toHaveTextContent('यह अनुरोध आपने किया है');
    expect(own).not.toHaveTextContent(APPROVAL_MESSAGES.ownRequestNote);
    expect(own).toHaveTextContent('अनुरोध किया गया');

    await user.click(
      screen.getByRole('button', { name: 'अस्वीकार करें: Asha Kumari (RV2026000123)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'अनुरोध अस्वीकार करें' });
    await user.type(within(dialog).getByLabelText(/^कारण/), '  ');
    await user.click(within(dialog).getByRole('button', { name: '1 अस्वीकार करें' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^कारण/)).toHaveAccessibleDescription('कृपया कारण बताएँ।'),
    );
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });
});
