import type { DeliveryList } from '@institute/shared/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, renderDashboard, STAFF, stubApi } from '../../../test/dashboard';
import { DeliveryLogPage } from './delivery-log-page';
import { useTestLocale } from '../../../test/i18n';

const LIST: DeliveryList = {
  channels: { email: true, sms: false, whatsapp: true },
  items: [
    {
      id: 9,
      kind: 'application-approved',
      title: 'Application approved',
      channel: 'email',
      recipient: 's***@example.com',
      status: 'failed',
      attempts: 8,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      createdAt: '2026-11-23T17:00:00.000Z',
      sentAt: null,
      nextAttemptAt: null,
      deliveryStatus: null,
      deliveryStatusAt: null,
      fallbackOf: null,
    },
    {
      id: 8,
      kind: 'password-reset-link',
      title: 'Password reset link',
      channel: 'email',
      recipient: 'a***@example.com',
      status: 'sent',
      attempts: 1,
      lastError: null,
      createdAt: '2026-11-23T16:00:00.000Z',
      sentAt: '2026-11-23T16:00:02.000Z',
      nextAttemptAt: null,
      deliveryStatus: null,
      deliveryStatusAt: null,
      fallbackOf: null,
    },
    {
      id: 7,
      kind: 'fee-receipt',
      title: 'Fee receipt',
      channel: 'whatsapp',
      recipient: '******3210',
      status: 'sent',
      attempts: 1,
      lastError: null,
      createdAt: '2026-11-23T15:00:00.000Z',
      sentAt: '2026-11-23T15:00:01.000Z',
      nextAttemptAt: null,
      deliveryStatus: 'read',
      deliveryStatusAt: '2026-11-23T15:05:00.000Z',
      fallbackOf: null,
    },
    {
      id: 6,
      kind: 'fee-receipt',
      title: 'Fee receipt',
      channel: 'sms',
      recipient: '******3211',
      status: 'pending',
      attempts: 0,
      lastError: null,
      createdAt: '2026-11-23T14:00:00.000Z',
      sentAt: null,
      nextAttemptAt: '2026-11-23T14:00:00.000Z',
      deliveryStatus: null,
      deliveryStatusAt: null,
      fallbackOf: 5,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

const route = [{ path: 'Notifications', element: <DeliveryLogPage /> }];

describe('DeliveryLogPage', () => {
  it('lists messages with their status and sends a failed one again', async () => {
    const fetch = stubApi(({ method }) =>
      method === 'POST'
        ? Response.json({ message: 'The message will be sent again.' })
        : Response.json(LIST),
    );
    renderDashboard('/dashboard/Notifications', route, HEAD_OFFICE);
    const table = await screen.findByRole('table', { name: 'Messages' });
    expect(screen.getByText(/E-mail:/)).toHaveTextContent('E-mail: on. SMS: off.');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Application approved');
    expect(rows[0]).toHaveTextContent('Failed');
    expect(rows[0]).toHaveTextContent('connect ECONNREFUSED');
    expect(rows[1]).toHaveTextContent('Sent');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /Send again/ }));
    expect(await screen.findByText('The message will be sent again.')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/dashboard/notifications/9/retry');
  });

  it('shows WhatsApp messages with the status from WhatsApp and its time, and a fallback', async () => {
    stubApi(() => Response.json(LIST));
    renderDashboard('/dashboard/Notifications', route, HEAD_OFFICE);
    const table = await screen.findByRole('table', { name: 'Messages' });
    expect(screen.getByText(/E-mail:/)).toHaveTextContent('WhatsApp: on.');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[2]).toHaveTextContent('WhatsApp ******3210');
    expect(rows[2]).toHaveTextContent(/WhatsApp: read .*2026/);
    expect(rows[3]).toHaveTextContent('SMS ******3211');
    expect(rows[3]).toHaveTextContent('instead of message 5, which failed');
  });

  it('head office sets a message’s order of channels', async () => {
    const orders = [
      {
        kind: 'fee-receipt',
        title: 'Fee receipt',
        channels: ['whatsapp', 'sms', 'email'],
        essential: false,
        edited: false,
      },
      {
        kind: 'password-reset-code',
        title: 'Password reset code',
        channels: ['whatsapp', 'sms', 'email'],
        essential: true,
        edited: false,
      },
    ];
    const fetch = stubApi(({ url, method }) =>
      method === 'PUT'
        ? Response.json({ message: 'The order is saved. New messages follow it.' })
        : url.pathname.includes('channel-orders')
          ? Response.json(orders)
          : Response.json(LIST),
    );
    renderDashboard('/dashboard/Notifications', route, HEAD_OFFICE);
    await userEvent.click(await screen.findByText('Order of channels'));
    const fee = (await screen.findByRole('group', { name: 'Fee receipt' })) as HTMLElement;
    expect(screen.getByRole('group', { name: /Password reset code/ })).toHaveTextContent(
      'Essential',
    );
    await userEvent.selectOptions(within(fee).getByLabelText('Channel 2'), 'email');
    await userEvent.selectOptions(within(fee).getByLabelText('Channel 3'), '');
    await userEvent.click(within(fee).getByRole('button', { name: 'Save: Fee receipt' }));
    expect(
      await within(fee).findByText('The order is saved. New messages follow it.'),
    ).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toBe('/api/dashboard/notifications/channel-orders/fee-receipt');
    expect(JSON.parse(String(put[1]!.body))).toEqual({ channels: ['whatsapp', 'email'] });

    // The same channel twice: said, not sent.
    await userEvent.selectOptions(within(fee).getByLabelText('Channel 2'), 'whatsapp');
    await userEvent.click(within(fee).getByRole('button', { name: 'Save: Fee receipt' }));
    expect(await within(fee).findByRole('alert')).toHaveTextContent(
      'Choose each channel at most once',
    );
  });

  it('is for head office only: centre staff get a message and no request', async () => {
    const fetch = stubApi(() => Response.json(LIST));
    renderDashboard('/dashboard/Notifications', route, STAFF);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only head office can see the delivery log.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is in Hindi for a Hindi user: channels, kinds of message and states', async () => {
    useTestLocale('hi');
    stubApi(() => Response.json(LIST));
    renderDashboard('/dashboard/Notifications', route, HEAD_OFFICE);
    expect(screen.getByRole('heading', { name: 'भेजे गए संदेशों का लॉग' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'संदेश टेम्पलेट' })).toHaveAttribute(
      'href',
      '/dashboard/NotificationTemplates',
    );
    const table = await screen.findByRole('table', { name: 'संदेश' });
    expect(screen.getByText(/ईमेल:/)).toHaveTextContent('ईमेल: चालू। SMS: बंद।');
    const status = screen.getByLabelText('स्थिति');
    expect(within(status).getByRole('option', { name: 'प्रतीक्षा में' })).toBeInTheDocument();
    for (const header of ['संदेश', 'किसे', 'स्थिति', 'प्रयास', 'बनाया गया']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('आवेदन स्वीकृत');
    expect(rows[0]).toHaveTextContent('ईमेल s***@example.com');
    expect(rows[0]).toHaveTextContent('विफल');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('पासवर्ड रीसेट लिंक');
    expect(rows[1]).toHaveTextContent('भेजा गया');
    expect(
      within(rows[0]!).getByRole('button', { name: 'फिर से भेजें: आवेदन स्वीकृत' }),
    ).toBeInTheDocument();
  });
});
