import type { CentreAdminItem } from '@institute/shared/centres';
import { DEMO } from '@institute/shared/demo';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, polyfillDialog, renderDashboard, stubApi } from '../../../test/dashboard';
import { showToast } from '../../../lib/toast';
import { CentresPage } from './centres-page';

vi.mock('../../../lib/toast', () => ({ showToast: vi.fn() }));

// The first-day checklist's last step (issue 37): the Centres screen offers to remove the demo
// centre while it is there, and shows the server's answer.

const centre = (code: string, id: number): CentreAdminItem => ({
  id,
  code,
  name: `${code} centre`,
  address: 'Boring Road, Patna',
  phone: '9000000001',
  email: null,
  district: null,
  state: null,
  status: 'active',
  staffCount: 1,
  affiliationUntil: '2027-11-27',
  gstin: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

function stubCentres(answer: { status: number; body: object }) {
  let centres = [centre('MAIN', 1), centre(DEMO.centre.code, 2)];
  const writes: string[] = [];
  stubApi(({ url, method }) => {
    if (method === 'DELETE' && url.pathname === '/api/dashboard/centre-admin/demo-data') {
      writes.push(url.pathname);
      if (answer.status === 200) centres = centres.filter((c) => c.code !== DEMO.centre.code);
      return Response.json(answer.body, { status: answer.status });
    }
    return Response.json(centres);
  });
  return writes;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

describe('removing the demo data from the Centres screen', () => {
  it('removes it after a confirmation; the notice goes with the demo centre', async () => {
    polyfillDialog();
    const writes = stubCentres({
      status: 200,
      body: { message: 'The demo centre, its staff account and its student were removed.' },
    });
    vi.stubGlobal('confirm', () => true);
    renderDashboard(
      '/dashboard/Centres',
      [{ path: 'Centres', element: <CentresPage /> }],
      HEAD_OFFICE,
    );
    const notice = await screen.findByRole('region', { name: 'Demo data' });
    expect(within(notice).getByText(/The demo centre DEMO01, its staff account/)).toBeVisible();
    await userEvent.click(within(notice).getByRole('button', { name: 'Remove demo data' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'The demo centre, its staff account and its student were removed.',
        'success',
      ),
    );
    expect(writes).toEqual(['/api/dashboard/centre-admin/demo-data']);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Demo data' })).toBeNull());
  });

  it('shows why the server refused, and keeps the notice', async () => {
    polyfillDialog();
    const refusal =
      'The demo centre DEMO01 holds records of your own (a student or staff account that is not the demo’s): move them to another centre first. Nothing was removed.';
    stubCentres({ status: 409, body: { code: 'CONFLICT', message: refusal } });
    vi.stubGlobal('confirm', () => true);
    renderDashboard(
      '/dashboard/Centres',
      [{ path: 'Centres', element: <CentresPage /> }],
      HEAD_OFFICE,
    );
    const notice = await screen.findByRole('region', { name: 'Demo data' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Remove demo data' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(refusal, 'error'));
    expect(screen.getByRole('region', { name: 'Demo data' })).toBeVisible();
  });
});
