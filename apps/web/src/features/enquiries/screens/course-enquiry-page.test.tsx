import type { EnquiryListItem } from '@institute/shared/content/enquiry-list';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HEAD_OFFICE,
  polyfillDialog,
  renderDashboard,
  STAFF,
  stubApi,
} from '../../../test/dashboard';
import { CourseEnquiryPage } from './course-enquiry-page';
import { useTestLocale } from '../../../test/i18n';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const item = (overrides: Partial<EnquiryListItem> = {}): EnquiryListItem => ({
  id: 3,
  source: 'buy_now',
  courseTitle: 'MS Excel',
  name: 'Ravi Kumar',
  email: null,
  phone: '9876543210',
  message: 'I would like to join the next batch.',
  status: 'new',
  centreId: null,
  centreName: null,
  notesCount: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

polyfillDialog();
afterEach(() => vi.unstubAllGlobals());

const render = (user = STAFF) =>
  renderDashboard(
    '/dashboard/CourseEnquiry',
    [{ path: 'CourseEnquiry', element: <CourseEnquiryPage /> }],
    user,
  );

describe('CourseEnquiryPage', () => {
  it('lists enquiries and sends the filters to the list and the CSV export', async () => {
    const fetch = stubApi(({ url }) =>
      url.pathname === '/api/dashboard/enquiries'
        ? json(200, [item()], { 'x-total-count': '1' })
        : json(200, []),
    );
    const user = userEvent.setup();
    render();
    const row = (await screen.findByText('Ravi Kumar')).closest('tr')!;
    expect(within(row).getByText('Buy Now: MS Excel')).toBeInTheDocument();
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(within(row).getByText('Not assigned')).toBeInTheDocument();
    expect(screen.getByText('1 enquiry')).toBeInTheDocument();
    // Centre staff have no centre filter.
    expect(screen.queryByLabelText('Centre')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Status'), 'converted');
    await user.selectOptions(screen.getByLabelText('Source'), 'buy_now');
    await vi.waitFor(() => {
      const last = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://localhost');
      expect(last.searchParams.get('status')).toBe('converted');
      expect(last.searchParams.get('source')).toBe('buy_now');
    });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/dashboard/enquiries/export.csv?status=converted&source=buy_now',
    );
  });

  it("offers 'Load more' while there are more enquiries than shown", async () => {
    const fetch = stubApi(({ url }) =>
      url.searchParams.get('page') === '2'
        ? json(200, [item({ id: 1, name: 'Older Enquiry' })], { 'x-total-count': '51' })
        : json(
            200,
            Array.from({ length: 50 }, (_, i) => item({ id: 100 - i, name: `Person ${i}` })),
            { 'x-total-count': '51' },
          ),
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older Enquiry')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
    // Fifty rows to render: slow on a busy machine.
  }, 20_000);

  it('lets head office filter by centre and assign an enquiry in its dialog', async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    stubApi(({ url, method, body }) => {
      calls.push({ method, path: url.pathname, body });
      if (url.pathname === '/api/dashboard/centres') {
        return json(200, [{ id: 4, code: 'GAYA01', name: 'Gaya Centre', status: 'active' }]);
      }
      if (url.pathname === '/api/dashboard/enquiries/3/centre') {
        return json(200, { ...item({ centreId: 4, centreName: 'Gaya Centre' }), notes: [] });
      }
      if (url.pathname === '/api/dashboard/enquiries/3') return json(200, { ...item(), notes: [] });
      return json(200, [item()], { 'x-total-count': '1' });
    });
    const user = userEvent.setup();
    render(HEAD_OFFICE);
    await user.click(await screen.findByRole('button', { name: 'Open the enquiry of Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(
      await within(dialog).findByLabelText('Assign to centre'),
      'Gaya Centre (GAYA01)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/api/dashboard/enquiries/3/centre',
        body: JSON.stringify({ centreId: 4 }),
      }),
    );
    expect(await within(dialog).findByText('Gaya Centre')).toBeInTheDocument();
    expect(screen.getByLabelText('Centre')).toBeInTheDocument();
  });

  it("checks a note with the server's schema and puts the server's note error on the field", async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    stubApi(({ url, method, body }) => {
      calls.push({ method, path: url.pathname, body });
      if (url.pathname === '/api/dashboard/enquiries/3/notes') {
        return json(400, {
          code: 'VALIDATION_ERROR',
          message: 'Some fields are not valid.',
          fieldErrors: { text: ['Note must be less than 2000 characters long'] },
        });
      }
      if (url.pathname === '/api/dashboard/enquiries/3/status') {
        return json(200, { ...item({ status: 'contacted' }), notes: [] });
      }
      if (url.pathname === '/api/dashboard/enquiries/3') return json(200, { ...item(), notes: [] });
      return json(200, [item()], { 'x-total-count': '1' });
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Open the enquiry of Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog');
    const note = await within(dialog).findByLabelText('Add a note');
    await user.type(note, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await within(dialog).findByText('Note is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(note, 'Called back');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    await vi.waitFor(() =>
      expect(note).toHaveAccessibleDescription(
        expect.stringContaining('Note must be less than 2000 characters long'),
      ),
    );
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/dashboard/enquiries/3/notes',
      body: JSON.stringify({ text: 'Called back' }),
    });

    const save = within(dialog).getByRole('button', { name: 'Save status' });
    expect(save).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Change status'), 'Contacted');
    await user.click(save);
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/api/dashboard/enquiries/3/status',
        body: JSON.stringify({ status: 'contacted' }),
      }),
    );
  });
});

describe('CourseEnquiryPage in Hindi', () => {
  it('shows the list, its filters and an enquiry in Hindi', async () => {
    useTestLocale('hi');
    stubApi(({ url }) => {
      if (url.pathname === '/api/dashboard/centres') {
        return json(200, [{ id: 4, code: 'GAYA01', name: 'Gaya Centre', status: 'active' }]);
      }
      if (url.pathname === '/api/dashboard/enquiries/3') {
        return json(200, {
          ...item({ notesCount: 1 }),
          notes: [{ id: 1, text: 'Called back', author: null, createdAt: item().createdAt }],
        });
      }
      return json(200, [item({ notesCount: 2 })], { 'x-total-count': '1' });
    });
    const user = userEvent.setup();
    render(HEAD_OFFICE);
    const row = (await screen.findByText('Ravi Kumar')).closest('tr')!;
    expect(screen.getByRole('heading', { level: 1, name: 'कोर्स पूछताछ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV निर्यात करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('स्थिति')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'सभी स्रोत' })).toBeInTheDocument();
    expect(screen.getByLabelText('केंद्र')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'प्राप्त' })).toBeInTheDocument();
    expect(within(row).getByText('अभी खरीदें: MS Excel')).toBeInTheDocument();
    expect(within(row).getByText('नई')).toBeInTheDocument();
    expect(within(row).getByText('किसी को नहीं सौंपी गई')).toBeInTheDocument();
    expect(within(row).getByText('2 नोट')).toBeInTheDocument();
    expect(screen.getByText('1 पूछताछ')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ravi Kumar की पूछताछ खोलें' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'कोर्स पूछताछ' })).toBeInTheDocument();
    expect(await within(dialog).findByLabelText('केंद्र को सौंपें')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('स्थिति बदलें')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'स्थिति सहेजें' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'नोट जोड़ें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'नोट (1)' })).toBeInTheDocument();
    expect(within(dialog).getByText(/^अज्ञात,/)).toBeInTheDocument();
  });
});
