import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestLocale } from '../../test/i18n';
import { AdminLoginPage } from './admin-login-page';
import { LoginPage } from './login-page';
import { SignupPage } from './signup-page';

// The sign-in pages in Hindi (issue 18): their own words, and links that stay on /hi/ pages.
function renderAt(element: React.ReactNode, path: string) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-in pages in Hindi', () => {
  it('shows the sign-in form in Hindi, with links to the Hindi pages', () => {
    useTestLocale('hi');
    renderAt(<LoginPage />, '/hi/login');
    expect(screen.getByRole('heading', { level: 1, name: 'साइन इन' })).toBeInTheDocument();
    expect(
      screen.getByText('विद्यार्थी: अपनी प्रोफ़ाइल तक पहुँचने के लिए अपनी पंजीकरण संख्या दर्ज करें।'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('पंजीकरण संख्या (वैकल्पिक)')).toBeInTheDocument();
    expect(screen.getByLabelText('ईमेल')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('पासवर्ड')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'साइन इन करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute(
      'href',
      '/hi/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'खाता बनाएँ' })).toHaveAttribute('href', '/hi/signup');
    expect(screen.getByRole('link', { name: 'एडमिन लॉगिन' })).toHaveAttribute('href', '/hi/admin');
  });

  it('says a network failure in Hindi, and goes on to the Hindi account page', async () => {
    useTestLocale('hi');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const router = renderAt(<LoginPage />, '/hi/login');
    await userEvent.type(screen.getByLabelText('ईमेल'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('पासवर्ड'), 'pass');
    await userEvent.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'लॉगिन विफल रहा। कृपया पुनः प्रयास करें।',
    );

    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          token: 't',
          name: 'Arjun',
          message: 'Login successful',
          user: {
            id: 1,
            name: 'Arjun',
            email: 'a@b.co',
            role: 'registered',
            centreId: null,
            registrationNumber: null,
          },
        }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/hi/newuser'));
  });

  it('shows the sign-up form in Hindi', () => {
    useTestLocale('hi');
    renderAt(<SignupPage />, '/hi/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'साइन अप' })).toBeInTheDocument();
    expect(screen.getByLabelText('नाम')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute('href', '/hi/login');
    expect(screen.getByRole('button', { name: 'साइन अप करें' })).toBeInTheDocument();
  });

  it('shows the admin login in Hindi', () => {
    useTestLocale('hi');
    renderAt(<AdminLoginPage />, '/hi/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'एडमिन लॉगिन' })).toBeInTheDocument();
    expect(screen.getByText('केंद्र कर्मचारियों और मुख्य कार्यालय के लिए।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉगिन करें' })).toBeInTheDocument();
  });
});
