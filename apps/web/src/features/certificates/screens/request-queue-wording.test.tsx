import type { RequestItem } from '@institute/shared/certificates';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/toast';
import { HEAD_OFFICE, renderDashboard, stubApi } from '../../../test/dashboard';
import { RequestQueue } from './request-queue';
import { useTestLocale } from '../../../test/i18n';

vi.mock('../../../lib/toast', () => ({ showToast: vi.fn() }));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const item = (id: number, studentName: string): RequestItem => ({
  id,
  kind: 'original',
  status: 'requested',
  registrationNumber: `RV202600000${id}`,
  studentName,
  centreId: 2,
  centreName: 'Demo Centre, Patna',
  reason: null,
  rejectionReason: null,
  courier: null,
  trackingNumber: null,
  certificateNumber: null,
  requestedAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
});

const ITEMS = [item(1, 'Asha Kumari'), item(2, 'Ravi Kumar'), item(3, 'Meena Devi')];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

describe('RequestQueue wording', () => {
  it('says "1 request updated." for one and "3 requests updated." for three', async () => {
    const user = userEvent.setup();
    stubApi(({ method, body }) =>
      method === 'POST'
        ? json({ done: (JSON.parse(String(body)) as { ids: number[] }).ids, failed: [] })
        : json(ITEMS),
    );
    renderDashboard(
      '/dashboard/ViewCertificate',
      [{ path: 'ViewCertificate', element: <RequestQueue /> }],
      HEAD_OFFICE,
    );

    await user.click(
      await screen.findByRole('button', { name: 'Approve Asha Kumari (RV2026000001)' }),
    );
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('1 request updated.', 'success'));

    await user.click(screen.getByRole('checkbox', { name: 'Choose all' }));
    await user.click(screen.getByRole('button', { name: 'Approve chosen' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('3 requests updated.', 'success'));
    expect(vi.mocked(showToast).mock.calls.map(([message]) => message)).not.toContainEqual(
      expect.stringContaining('(s)'),
    );
  });

  it('says how many requests were updated in Hindi', async () => {
    useTestLocale('hi');
    const user = userEvent.setup();
    stubApi(({ method, body }) =>
      method === 'POST'
        ? json({ done: (JSON.parse(String(body)) as { ids: number[] }).ids, failed: [] })
        : json(ITEMS),
    );
    renderDashboard(
      '/dashboard/ViewCertificate',
      [{ path: 'ViewCertificate', element: <RequestQueue /> }],
      HEAD_OFFICE,
    );
    await user.click(
      await screen.findByRole('button', { name: 'स्वीकृत करें: Asha Kumari (RV2026000001)' }),
    );
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('1 अनुरोध अपडेट किया गया।', 'success'),
    );
    await user.click(screen.getByRole('checkbox', { name: 'सभी चुनें' }));
    expect(screen.getByText('3 चुने गए:')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'चुने गए स्वीकृत करें' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('3 अनुरोध अपडेट किए गए।', 'success'));
  });
});
