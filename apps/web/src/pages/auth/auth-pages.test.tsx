import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminLoginPage } from './admin-login-page';
import { LoginPage } from './login-page';
import { SignupPage } from './signup-page';

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

describe('sign up form', () => {
  it('shows every failure with the specification’s words and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAt(<SignupPage />, '/signup');
    await userEvent.type(screen.getByLabelText('Name'), 'Al');
    await userEvent.type(screen.getByLabelText('Email'), 'al@');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Name must be at least 3 characters long')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s message when the email is taken, keeping the values', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            code: 'EMAIL_TAKEN',
            message: 'An account with this email already exists. Please sign in instead.',
          },
          { status: 409 },
        ),
      ),
    );
    renderAt(<SignupPage />, '/signup');
    await userEvent.type(screen.getByLabelText('Name'), 'Priya Sharma');
    await userEvent.type(screen.getByLabelText('Email'), 'priya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'pass1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByText('An account with this email already exists. Please sign in instead.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('priya@example.com');
  });
});

describe('log in form', () => {
  it('refuses a registration number shorter than 7 characters', async () => {
    renderAt(<LoginPage />, '/login');
    await userEvent.type(screen.getByLabelText('Registration Number (optional)'), 'RV123');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('Registration number must be at least 7 characters long'),
    ).toBeInTheDocument();
  });

  it('says “Login failed. Please try again.” when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderAt(<LoginPage />, '/login');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('goes to /newuser without a registration number', async () => {
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
    const router = renderAt(<LoginPage />, '/login');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/newuser'));
    expect(localStorage.getItem('name')).toBe('Arjun');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('admin login form', () => {
  it('shows the server message of a failed answer, and the generic one on network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { code: 'INVALID_CREDENTIALS', message: 'Login failed. Please check your credentials.' },
          { status: 401 },
        ),
      ),
    );
    renderAt(<AdminLoginPage />, '/admin');
    await userEvent.type(screen.getByLabelText('Email'), 'head@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials.',
    );

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to log in. Please try again.'),
    );
  });
});
