import type { Inbox } from '@institute/shared/centre-messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
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

describe('Center Message in Hindi', () => {
  it('shows centre staff their inbox in Hindi', async () => {
    useTestLocale('hi');
    stubApi(() =>
      Response.json({
        items: [
          message(2, null, 'Exam schedule'),
          message(1, '2026-11-19T10:00:00.000Z', 'Holiday'),
        ],
        total: 45,
        unreadCount: 1,
        page: 1,
        pageSize: 20,
      } satisfies Inbox),
    );
    renderDashboard('/dashboard/CenterMessage', ROUTES);
    expect(screen.getByRole('heading', { level: 1, name: 'केंद्र संदेश' })).toBeInTheDocument();
    const unread = await screen.findByRole('button', { name: /Exam schedule/ });
    expect(unread).toHaveTextContent('नया (अपठित)');
    expect(screen.getByRole('heading', { name: /मुख्य कार्यालय से आए संदेश/ })).toHaveTextContent(
      '(1 अपठित)',
    );
    expect(screen.getByRole('button', { name: 'सभी को पढ़ा हुआ चिह्नित करें' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'संदेशों के पृष्ठ' });
    expect(pages).toHaveTextContent('3 में से पृष्ठ 1');
    expect(screen.getByRole('button', { name: 'अगला' })).toBeEnabled();
    await userEvent.click(unread);
    expect(screen.getByRole('button', { name: 'पढ़ा हुआ चिह्नित करें' })).toBeInTheDocument();
  });

  it('shows head office the message form and the sent messages in Hindi', async () => {
    // The form's own checks speak through the shared dictionary (as a Hindi page loads it).
    useTestLocale('hi');
    stubApi(({ url }) =>
      url.pathname.endsWith('/sent')
        ? Response.json({
            items: [
              {
                id: 4,
                subject: 'Exam schedule',
                body: 'Body',
                important: true,
                audience: 'all',
                centres: [],
                authorName: 'Head Office',
                createdAt: '2026-11-20T10:00:00.000Z',
                staffTotal: 10,
                staffRead: 4,
                centresTotal: 3,
                centresRead: 2,
              },
            ],
            total: 1,
            page: 1,
            pageSize: 20,
          })
        : Response.json([]),
    );
    renderDashboard('/dashboard/CenterMessage', ROUTES, HEAD_OFFICE);
    expect(screen.getByRole('heading', { name: 'नया संदेश' })).toBeInTheDocument();
    expect(screen.getByLabelText('विषय')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'किसे भेजें' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'सभी केंद्र' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'संदेश भेजें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'भेजे गए संदेश' })).toBeInTheDocument();
    expect(await screen.findByText('किसे: सभी केंद्र')).toBeInTheDocument();
    expect(screen.getByText('10 में से 4 स्टाफ ने पढ़ा, 3 में से 2 केंद्रों में')).toBeInTheDocument();
    expect(screen.getByText('महत्वपूर्ण')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'चुने हुए केंद्र' }));
    await userEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByText('विषय आवश्यक है')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('विषय'), 'Exam schedule');
    await userEvent.type(screen.getByLabelText('संदेश'), 'Exams start on Monday.');
    await userEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByText('कम से कम एक केंद्र चुनें')).toBeInTheDocument();
    expect(screen.getByText('अभी तक कोई केंद्र नहीं है।')).toBeInTheDocument();
  });
});
