import type { SessionUser } from '@institute/shared/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header';
import { DEFAULT_SITE, type PublicSite } from '@institute/shared/content/site-defaults';

function renderHeader(
  path = '/',
  user: SessionUser | null = null,
  site?: PublicSite,
  handle?: { notFound: boolean },
) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '*',
        loader: () => ({ site }),
        element: <SiteHeader user={user} />,
        handle,
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: { site } } } },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const USER: SessionUser = {
  id: 7,
  name: 'Asha Devi',
  email: 'asha@example.com',
  role: 'student',
  centreId: 1,
  registrationNumber: 'RV2026000007',
};

const EXPECTED_LINKS = [
  ['Home', '/'],
  ['About Us', '/about'],
  ['Courses', '/course'],
  ['Contact Us', '/contact'],
  ['Gallery', '/gallery'],
  ['Register Now', '/signup'],
  ['Sign In', '/login'],
] as const;

describe('SiteHeader', () => {
  it('shows the main navigation links, Register Now and Sign In with their targets', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of EXPECTED_LINKS) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    const navLabels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((text) =>
        ['Home', 'About Us', 'Courses', 'Contact Us', 'Gallery'].includes(text ?? ''),
      );
    expect(navLabels).toEqual(['Home', 'About Us', 'Courses', 'Contact Us', 'Gallery']);
  });

  it('links the institute name to the home page', () => {
    renderHeader('/about');
    expect(screen.getByRole('link', { name: /RV Institute/ })).toHaveAttribute('href', '/');
  });

  it('shows the logo head office uploaded beside the name, else the initials', () => {
    renderHeader('/', null, {
      ...DEFAULT_SITE,
      logo: {
        src: '/api/media/9',
        srcset: '/api/media/8 480w, /api/media/9 600w',
        width: 600,
        height: 600,
      },
    });
    const home = screen.getByRole('link', { name: /RV Institute/ });
    const logo = home.querySelector('img');
    expect(logo).toHaveAttribute('src', '/api/media/9');
    expect(logo).toHaveAttribute('srcset', '/api/media/8 480w, /api/media/9 600w');
    // Decorative: the link's name stays the institute's name.
    expect(logo).toHaveAttribute('alt', '');
  });

  it('marks the link of the current page', () => {
    renderHeader('/course');
    expect(screen.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('on a not-found page, marks no link and offers the other language from its home page', () => {
    // The server answers every unknown address with one kept copy of the not-found page.
    renderHeader('/about/no-such-page?utm_source=x', null, undefined, { notFound: true });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link', { name: 'About Us' })[0]).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(nav).getAllByTestId('language-switch')[0]).toHaveAttribute('href', '/hi');
  });

  it('opens and closes the mobile menu with its button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panelId = button.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = document.getElementById(panelId ?? '');
    expect(panel).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    expect(panel).toBeVisible();
    for (const [label, href] of EXPECTED_LINKS) {
      expect(within(panel as HTMLElement).getByRole('link', { name: label })).toHaveAttribute(
        'href',
        href,
      );
    }

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Open menu');
    expect(panel).not.toBeVisible();
  });

  it('closes the mobile menu on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Open menu' });
    await user.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();

    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Open menu');
    expect(button).toHaveFocus();
  });

  it('closes the mobile menu when one of its links is followed', async () => {
    const user = userEvent.setup();
    const router = renderHeader();
    const button = screen.getByRole('button', { name: 'Open menu' });
    await user.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');

    await user.click(within(panel as HTMLElement).getByRole('link', { name: 'About Us' }));
    expect(router.state.location.pathname).toBe('/about');
    expect(panel).not.toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts the top info bar inside the banner', () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('list', { name: 'Social media' })).toBeInTheDocument();
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it.each([
    [USER, 'My profile', '/dashboard/student/RV2026000007'],
    [{ ...USER, role: 'registered', registrationNumber: null }, 'My application', '/newuser'],
    [{ ...USER, role: 'centre_staff', registrationNumber: null }, 'Dashboard', '/dashboard'],
    [
      { ...USER, role: 'head_office', centreId: null, registrationNumber: null },
      'Dashboard',
      '/dashboard',
    ],
  ] as const)('signed in, shows the way back and Sign out (%#)', (user, label, href) => {
    renderHeader('/', user as SessionUser);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
  });
});
