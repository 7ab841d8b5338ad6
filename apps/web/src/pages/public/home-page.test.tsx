import type { HomeContent } from '@institute/shared/content/content';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { fullTitle, metaOf } from '../../lib/page-meta';
import { INSTITUTE_NAME } from '../../lib/site';
import { testI18n, useTestLocale } from '../../test/i18n';
import { HomePage } from './home-page';
import { publicRoutes } from './public-routes';

const HOME: HomeContent = {
  banners: [1, 2].map((id) => ({
    id,
    image: `/images/banner-${id}.jpg`,
    width: 1600,
    height: 600,
    alt: `Banner picture ${id}`,
    title: `Banner title ${id}`,
    text: '',
    srcset: '',
    link: '',
  })),
  notices: [{ id: 1, text: 'Admissions open for the new session', lang: 'en' }],
  features: [{ id: 1, icon: 'courses', title: 'Courses', description: 'Many courses.' }],
  plans: [
    { months: 3, label: '3 Months', features: ['Basics'], path: '/three', price: 1500 },
    { months: 6, label: '6 Months', features: ['More'], path: '/six', price: null },
  ],
};

beforeAll(() => {
  // jsdom has no matchMedia: the carousels see a visitor who prefers reduced motion (no autoplay).
  window.matchMedia ??= (query: string) =>
    ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
});

function renderHome(path: string) {
  const router = createMemoryRouter(
    [{ id: 'home', path: '*', loader: () => HOME, element: <HomePage /> }],
    { initialEntries: [path], hydrationData: { loaderData: { home: HOME } } },
  );
  render(<RouterProvider router={router} />);
}

describe('HomePage', () => {
  it('shows the home page in English', () => {
    renderHome('/');
    expect(screen.getByRole('heading', { name: 'Choose Your Course Duration' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explore our courses' })).toHaveAttribute(
      'href',
      '/course',
    );
    expect(
      screen.getByRole('link', { name: 'Learn More about the 3 Months courses' }),
    ).toHaveAttribute('href', '/three');
    expect(screen.getByText('Important Info:')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Banner 1 of 2' })).toBeInTheDocument();
  });

  it('shows the home page in Hindi, with links to the Hindi pages', () => {
    useTestLocale('hi');
    renderHome('/hi');
    expect(screen.getByRole('heading', { name: 'अपने कोर्स की अवधि चुनें' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'किसी कोर्स के बारे में कोई प्रश्न है?' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'हमारे कोर्स देखें' })).toHaveAttribute(
      'href',
      '/hi/course',
    );
    expect(screen.getByRole('link', { name: 'संस्थान के बारे में' })).toHaveAttribute(
      'href',
      '/hi/about',
    );
    expect(screen.getByRole('link', { name: 'और जानें: 3 Months के कोर्स' })).toHaveAttribute(
      'href',
      '/hi/three',
    );
    expect(screen.getByRole('link', { name: 'संपर्क करें' })).toHaveAttribute('href', '/hi/contact');
    const notices = screen.getByRole('region', { name: 'सूचनाएँ' });
    expect(within(notices).getByText('महत्वपूर्ण सूचना:')).toBeInTheDocument();
    expect(within(notices).getByRole('button', { name: 'सूचनाएँ रोकें' })).toHaveTextContent('रोकें');
    expect(screen.getByRole('region', { name: 'मुख्य आकर्षण' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '2 में से बैनर 1' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '2 में से प्लान 1' })).toBeInTheDocument();
  });

  it('is titled with the institute’s name alone in both languages, described in each', () => {
    const home = [{ handle: publicRoutes[0]?.handle }];
    for (const locale of ['en', 'hi'] as const) {
      expect(fullTitle(metaOf(home, testI18n(locale)))).toBe(INSTITUTE_NAME);
    }
    expect(metaOf(home, testI18n('hi')).description).toMatch(/^एक महीने से दो वर्ष तक/);
  });
});
