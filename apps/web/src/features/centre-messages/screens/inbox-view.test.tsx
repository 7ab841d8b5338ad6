import type { Inbox } from '@institute/shared/centre-messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard, stubApi } from '../../../test/dashboard';
import { CentreMessagesPage } from './centre-messages-page';

vi.mock('../../../lib/toast', () => ({ showToast: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const ROUTES = [{ path: 'CenterMessage', element: <CentreMessagesPage /> }];
const message = (id: number, readAt: string | null, subject: string) => ({
  id,
  subject,
  body: `Body of ${subject}`,
  important: false,
  authorName: 'Head Office',
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt,
});

describe('Center Message for centre staff', () => {
  it('marks unread messages, opens one and marks it read', async () => {
    let inbox: Inbox = {
      items: [message(2, null, 'Exam schedule'), message(1, '2026-11-19T10:00:00.000Z', 'Holiday')],
      total: 2,
      unreadCount: 1,
      page: 1,
      pageSize: 20,
    };
    const fetch = stubApi(({ url, method }) => {
      if (method === 'POST' && url.pathname === '/api/dashboard/centre-messages/2/read') {
        inbox = {
          ...inbox,
          unreadCount: 0,
          items: inbox.items.map((item) => ({ ...item, readAt: '2026-11-21T10:00:00.000Z' })),
        };
        return Response.json({ readAt: '2026-11-21T10:00:00.000Z' });
      }
      return Response.json(inbox);
    });
    renderDashboard('/dashboard/CenterMessage', ROUTES);

    const unread = await screen.findByRole('button', { name: /Exam schedule/ });
    expect(unread).toHaveTextContent('New (unread)');
    expect(screen.getByRole('button', { name: /Holiday/ })).not.toHaveTextContent('New');
    expect(screen.getByRole('heading', { name: /Messages from head office/ })).toHaveTextContent(
      '(1 unread)',
    );

    await userEvent.click(unread);
    expect(unread).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Body of Exam schedule')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(fetch).toHaveBeenCalledWith(
      '/api/dashboard/centre-messages/2/read',
      expect.objectContaining({ method: 'POST' }),
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: /Exam schedule/ })).not.toHaveTextContent('New'),
    );
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });
});
