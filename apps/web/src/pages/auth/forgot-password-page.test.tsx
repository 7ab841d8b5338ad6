import { NOTIFICATION_MESSAGES } from '@institute/shared/notifications';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from './forgot-password-page';

function renderWith(channels: { email: boolean; sms: boolean }, path = '/forgot-password') {
  const router = createMemoryRouter(
    [{ path: '/forgot-password', loader: () => channels, element: <ForgotPasswordPage /> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('forgot password page', () => {
  it('says messages are off when the site has no e-mail or SMS, and offers no form', async () => {
    renderWith({ email: false, sms: false });
    expect(await screen.findByRole('status')).toHaveTextContent(NOTIFICATION_MESSAGES.messagesOff);
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('offers SMS only when e-mail is off, and checks the e-mail before sending', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ message: NOTIFICATION_MESSAGES.resetRequested }, { status: 202 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWith({ email: false, sms: true });
    expect(await screen.findByRole('radio', { name: /A link by e-mail/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'A code by SMS' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Email'), 'Asha@Example.com');
    await userEvent.type(screen.getByLabelText(/Registration Number/), 'rv2026000123');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      NOTIFICATION_MESSAGES.resetRequested,
    );
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'asha@example.com',
      registration: 'RV2026000123',
      channel: 'sms',
    });
    expect(screen.getByRole('link', { name: 'Enter the code and a new password' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('staff coming from /admin are not asked for a registration number', async () => {
    renderWith({ email: true, sms: false }, '/forgot-password?from=admin');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Registration Number/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/admin');
  });
});
