import type { CentreAdminItem } from '@institute/shared/centres';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HEAD_OFFICE,
  polyfillDialog,
  renderDashboard,
  STAFF,
  stubApi,
} from '../../../test/dashboard';
import { CentreForm } from './centre-form';
import { CentresPage } from './centres-page';
import { useTestLocale } from '../../../test/i18n';

const CENTRE: CentreAdminItem = {
  id: 5,
  code: 'PATNA01',
  name: 'Patna Boring Road',
  address: 'Boring Road, Patna',
  phone: '9876543210',
  email: null,
  district: null,
  state: null,
  status: 'active',
  staffCount: 2,
  affiliationUntil: '2027-11-27',
  gstin: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const field = (label: string) => screen.getByLabelText(label);

function renderForm(centre: CentreAdminItem | null, onSaved = vi.fn()) {
  renderDashboard(
    '/dashboard/Centres',
    [{ path: 'Centres', element: <CentreForm centre={centre} onSaved={onSaved} /> }],
    HEAD_OFFICE,
  );
  return onSaved;
}

polyfillDialog();
afterEach(() => vi.unstubAllGlobals());

describe('CentreForm', () => {
  it('shows clear messages and sends nothing while fields are invalid', async () => {
    const fetch = stubApi(() => json(500, {}));
    const user = userEvent.setup();
    renderForm(null);
    await user.type(field('Centre code'), 'p!');
    await user.type(field('Centre name'), 'Ab');
    await user.type(field('Phone'), '12345');
    await user.type(field('Email (optional)'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Add centre' }));
    expect(
      await screen.findByText('Centre code must be 2 to 20 capital letters or digits'),
    ).toBeInTheDocument();
    expect(screen.getByText('Centre name must be 3 to 200 characters long')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a 10-digit mobile number or a landline number with its STD code'),
    ).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(field('Centre code')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('creates a centre with the code in capitals and the phone normalised', async () => {
    const fetch = stubApi(({ method }) =>
      json(method === 'POST' ? 201 : 200, { ...CENTRE, code: 'GAYA1' }),
    );
    const user = userEvent.setup();
    const onSaved = renderForm(null);
    await user.type(field('Centre code'), 'gaya1');
    await user.type(field('Centre name'), 'Gaya Station Road');
    await user.type(field('Address'), 'Station Road, Gaya');
    await user.type(field('Phone'), '0631-2345678');
    await user.click(screen.getByRole('button', { name: 'Add centre' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/dashboard/centre-admin/centres');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      code: 'GAYA1',
      name: 'Gaya Station Road',
      address: 'Station Road, Gaya',
      phone: '6312345678',
      email: null,
      district: null,
      state: null,
    });
  });

  it('edits with PUT and shows the server’s message on a taken code', async () => {
    const fetch = stubApi(() =>
      json(409, {
        code: 'CONFLICT',
        message: 'A centre with this code already exists',
        fieldErrors: { code: ['A centre with this code already exists'] },
      }),
    );
    const user = userEvent.setup();
    const onSaved = renderForm(CENTRE);
    expect(field('Centre code')).toHaveValue('PATNA01');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A centre with this code already exists',
    );
    expect(screen.getAllByText('A centre with this code already exists')).toHaveLength(2);
    expect(fetch.mock.calls[0]![1]?.method).toBe('PUT');
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/dashboard/centre-admin/centres/5');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('CentreForm: the centre’s GSTIN (head office)', () => {
  it('saves the centre, then its GSTIN in capitals through the invoices route', async () => {
    const fetch = stubApi(({ url }) =>
      url.pathname.endsWith('/gstin')
        ? json(200, { centreId: 5, gstin: '10AABCU9603R1Z2' })
        : json(200, CENTRE),
    );
    const user = userEvent.setup();
    const onSaved = renderForm(CENTRE);
    expect(field('GSTIN (optional)')).toHaveValue('');
    await user.type(field('GSTIN (optional)'), ' 10aabcu9603r1z2 ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledWith({ ...CENTRE, gstin: '10AABCU9603R1Z2' });
    expect(fetch).toHaveBeenCalledTimes(2);
    const [centreUrl, centreInit] = fetch.mock.calls[0]!;
    expect(String(centreUrl)).toBe('/api/dashboard/centre-admin/centres/5');
    expect(JSON.parse(String(centreInit?.body))).not.toHaveProperty('gstin');
    const [gstinUrl, gstinInit] = fetch.mock.calls[1]!;
    expect(String(gstinUrl)).toBe('/api/dashboard/invoices/centres/5/gstin');
    expect(gstinInit?.method).toBe('PUT');
    expect(JSON.parse(String(gstinInit?.body))).toEqual({ gstin: '10AABCU9603R1Z2' });
  });

  it('clears a GSTIN with an empty field, and leaves an unchanged one alone', async () => {
    const fetch = stubApi(({ url }) =>
      url.pathname.endsWith('/gstin')
        ? json(200, { centreId: 5, gstin: null })
        : json(200, { ...CENTRE, gstin: '10AABCU9603R1Z2' }),
    );
    const user = userEvent.setup();
    const onSaved = renderForm({ ...CENTRE, gstin: '10AABCU9603R1Z2' });
    expect(field('GSTIN (optional)')).toHaveValue('10AABCU9603R1Z2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    await user.clear(field('GSTIN (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(String(fetch.mock.calls[2]![0])).toBe('/api/dashboard/invoices/centres/5/gstin');
    expect(JSON.parse(String(fetch.mock.calls[2]![1]?.body))).toEqual({ gstin: '' });
    expect(onSaved).toHaveBeenLastCalledWith({ ...CENTRE, gstin: null });
  });

  it('shows the GSTIN message for a wrong check character and sends nothing', async () => {
    const fetch = stubApi(() => json(500, {}));
    const user = userEvent.setup();
    const onSaved = renderForm(CENTRE);
    await user.type(field('GSTIN (optional)'), '10AABCU9603R1Z3');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Enter a valid GSTIN: 15 characters (state code, PAN, entity number, Z, check character).',
      ),
    ).toBeInTheDocument();
    expect(field('GSTIN (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('CentresPage', () => {
  it('lists centres with their status for head office', async () => {
    stubApi(() =>
      json(200, [
        CENTRE,
        { ...CENTRE, id: 6, code: 'GAYA1', status: 'suspended', gstin: '10AABCU9603R1Z2' },
      ]),
    );
    renderDashboard(
      '/dashboard/Centres',
      [{ path: 'Centres', element: <CentresPage /> }],
      HEAD_OFFICE,
    );
    expect(await screen.findByText('PATNA01')).toBeInTheDocument();
    expect(screen.getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByText('GSTIN 10AABCU9603R1Z2')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Suspend Patna Boring Road' }));
    expect(await screen.findByRole('heading', { name: 'Suspend centre?' })).toBeInTheDocument();
    expect(screen.getByText(/Its 2 staff are signed out/)).toBeInTheDocument();
  });

  it('tells centre staff the screen is for head office, without calling the API', () => {
    const fetch = stubApi(() => json(200, []));
    renderDashboard('/dashboard/Centres', [{ path: 'Centres', element: <CentresPage /> }], STAFF);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only head office can manage centres and staff.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('Centres in Hindi', () => {
  it('shows the list, the staff panel and the suspend dialog in Hindi', async () => {
    useTestLocale('hi');
    stubApi(({ url }) =>
      url.pathname.endsWith('/staff')
        ? json(200, [
            {
              id: 9,
              name: 'Asha Devi',
              email: 'asha@example.com',
              role: 'teacher',
              status: 'active',
              createdAt: '2026-01-05T10:00:00.000Z',
            },
          ])
        : json(200, [CENTRE]),
    );
    renderDashboard(
      '/dashboard/Centres',
      [{ path: 'Centres', element: <CentresPage /> }],
      HEAD_OFFICE,
    );
    expect(await screen.findByText('PATNA01')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'केंद्र' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'केंद्र जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'कार्रवाई' })).toBeInTheDocument();
    expect(screen.getByText('सक्रिय')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Patna Boring Road का स्टाफ' }));
    expect(
      await screen.findByRole('heading', { name: 'Patna Boring Road (PATNA01) का स्टाफ' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'निष्क्रिय करें' })).toBeInTheDocument();
    // Her account is a teacher's (decision 0069), and head office may add either kind.
    expect(screen.getByRole('cell', { name: 'शिक्षक' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'खाता' })).toBeInTheDocument();
    expect(screen.getByLabelText('शुरुआती पासवर्ड')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Patna Boring Road को निलंबित करें' }));
    expect(await screen.findByRole('heading', { name: 'केंद्र निलंबित करें?' })).toBeInTheDocument();
    expect(screen.getByText(/इसके 2 स्टाफ सदस्य साइन आउट हो जाएँगे/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });

  it('labels the centre form in Hindi', () => {
    useTestLocale('hi');
    stubApi(() => json(500, {}));
    renderForm(CENTRE);
    expect(field('केंद्र कोड')).toHaveValue('PATNA01');
    expect(field('केंद्र का नाम')).toBeInTheDocument();
    expect(field('ईमेल (वैकल्पिक)')).toBeInTheDocument();
    expect(field('जीएसटीआईएन (वैकल्पिक)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बदलाव सहेजें' })).toBeInTheDocument();
  });

  it('tells centre staff in Hindi that the screen is for head office', () => {
    useTestLocale('hi');
    stubApi(() => json(200, []));
    renderDashboard('/dashboard/Centres', [{ path: 'Centres', element: <CentresPage /> }], STAFF);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'केंद्रों और स्टाफ का प्रबंधन केवल मुख्य कार्यालय कर सकता है।',
    );
  });
});
