import { DEFAULT_SITE, SITE_MESSAGES, type EditableSite } from '@institute/shared/content/site';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { SiteSetupOffer } from '../components/site-setup-offer';
import { WebsiteChecklist } from '../components/website-checklist';
import { SiteSetupPage } from './site-setup-page';

const UNSET: EditableSite = {
  settings: { ...DEFAULT_SITE, instituteName: 'RV Institute' },
  version: 0,
  configured: false,
  updatedAt: null,
};

/** Answers GET with `site`, PUT with `put` (the saved site by default); keeps the PUT bodies. */
function stubSite(site: EditableSite, put?: () => Response) {
  const saved: Record<string, unknown>[] = [];
  stubApi(({ method, body }) => {
    if (method === 'PUT') {
      const input = JSON.parse(String(body)) as Record<string, unknown>;
      saved.push(input);
      if (put) return put();
      const settings = Object.fromEntries(
        Object.entries(input).filter(([key]) => key !== 'version'),
      );
      return Response.json({
        settings: { ...site.settings, ...settings },
        version: site.version + 1,
        configured: true,
        updatedAt: '2026-11-24T10:00:00.000Z',
      });
    }
    return Response.json(site);
  });
  return saved;
}

const openSetup = async () => {
  const rendered = renderDashboard(
    '/dashboard/Website/setup',
    [{ path: 'Website/setup', element: <SiteSetupPage /> }],
    HEAD_OFFICE,
  );
  await screen.findByRole('heading', { name: 'Step 1 of 4: Name and contact details' });
  return rendered;
};

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

async function fillFirstStep() {
  await userEvent.type(screen.getByLabelText('Phone'), '+91 98765 43210');
  await userEvent.type(screen.getByLabelText('E-mail'), 'office@example.org');
  await userEvent.type(screen.getByLabelText('Address'), 'Station Road, Lucknow');
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the set-up wizard', () => {
  it('checks each step’s fields before the next, with the field messages', async () => {
    stubSite(UNSET);
    await openSetup();
    expect(screen.getByRole('progressbar', { name: 'Set-up progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 1 of 4',
    );
    await userEvent.clear(screen.getByLabelText('Institute name'));
    await userEvent.type(screen.getByLabelText('Phone'), '12345');
    await next();
    expect(await screen.findByText(SITE_MESSAGES.phone)).toBeInTheDocument();
    expect(screen.getByText(SITE_MESSAGES.instituteName)).toBeInTheDocument();
    expect(screen.getByText(SITE_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    // Still the first step.
    expect(
      screen.getByRole('heading', { name: 'Step 1 of 4: Name and contact details' }),
    ).toBeInTheDocument();
  }, 20_000);

  it('moves focus to each step’s heading, and Back keeps what was typed', async () => {
    stubSite(UNSET);
    await openSetup();
    await fillFirstStep();
    await next();
    const second = await screen.findByRole('heading', {
      name: 'Step 2 of 4: Map, opening hours and footer',
    });
    await waitFor(() => expect(second).toHaveFocus());
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 2 of 4');
    await userEvent.type(screen.getByLabelText('Map link (optional)'), 'maps.example.org');
    await next();
    expect(await screen.findByText(SITE_MESSAGES.link)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Opening hours (optional)'), 'Mon–Sat 9 to 6');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const first = screen.getByRole('heading', { name: 'Step 1 of 4: Name and contact details' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.getByLabelText('Phone')).toHaveValue('+91 98765 43210');
    expect(screen.getByLabelText('Address')).toHaveValue('Station Road, Lucknow');
    await next();
    expect(screen.getByLabelText('Opening hours (optional)')).toHaveValue('Mon–Sat 9 to 6');
  }, 20_000);

  it('reviews everything and saves it once at the version read', async () => {
    const saved = stubSite(UNSET);
    const { router } = await openSetup();
    await fillFirstStep();
    await next();
    await userEvent.type(
      await screen.findByLabelText('Opening hours (optional)'),
      'Mon–Sat 9:00 am – 6:00 pm',
    );
    await next();
    await userEvent.type(
      await screen.findByLabelText('Facebook (optional)'),
      'https://facebook.com/rv',
    );
    await next();

    await screen.findByRole('heading', { name: 'Step 4 of 4: Review and save' });
    const review = screen.getByRole('form');
    expect(within(review).getByText('office@example.org')).toBeInTheDocument();
    expect(within(review).getByText('Facebook: https://facebook.com/rv')).toBeInTheDocument();
    expect(within(review).getAllByText('Not given')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Save and publish' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Website'));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      instituteName: 'RV Institute',
      phone: '+91 98765 43210',
      email: 'office@example.org',
      address: 'Station Road, Lucknow',
      openingHours: 'Mon–Sat 9:00 am – 6:00 pm',
      social: { facebook: 'https://facebook.com/rv', instagram: '' },
      version: 0,
    });
  }, 20_000);

  it('says so when someone else saved first, and keeps what was typed', async () => {
    stubSite(UNSET, () =>
      Response.json({ code: 'CONFLICT', message: SITE_MESSAGES.changed }, { status: 409 }),
    );
    await openSetup();
    await fillFirstStep();
    for (const heading of [/^Step 2 of 4/, /^Step 3 of 4/, /^Step 4 of 4/]) {
      await next();
      await screen.findByRole('heading', { name: heading });
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SITE_MESSAGES.changed);
    expect(screen.getByText('Station Road, Lucknow')).toBeInTheDocument();
  }, 20_000);
});

describe('the set-up offer on the dashboard home', () => {
  const home = [
    {
      index: true,
      element: (
        <>
          <SiteSetupOffer />
          <WebsiteChecklist />
        </>
      ),
    },
  ];

  it('is offered while the settings were never saved; Later leaves the checklist', async () => {
    stubSite(UNSET);
    renderDashboard('/dashboard', home, HEAD_OFFICE);
    const offer = (
      await screen.findByRole('heading', { name: 'Your website in four steps' })
    ).closest('section')!;
    // Opening the dashboard does not move the reader into the wizard.
    expect(
      within(offer).getByRole('heading', { name: 'Step 1 of 4: Name and contact details' }),
    ).not.toHaveFocus();
    await userEvent.click(within(offer).getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('heading', { name: 'Your website in four steps' })).toBeNull();
    expect(window.sessionStorage.getItem('institute:site-setup-later')).toBe('1');
    expect(screen.getByRole('heading', { name: 'Set up your website' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up step by step' })).toHaveAttribute(
      'href',
      '/dashboard/Website/setup',
    );
  });

  it('saved there, the checklist is done and both go', async () => {
    stubSite(UNSET);
    renderDashboard('/dashboard', home, HEAD_OFFICE);
    await screen.findByRole('heading', { name: 'Your website in four steps' });
    await fillFirstStep();
    for (const heading of [/^Step 2 of 4/, /^Step 3 of 4/, /^Step 4 of 4/]) {
      await next();
      await screen.findByRole('heading', { name: heading });
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Set up your website' })).toBeNull(),
    );
    expect(screen.queryByRole('heading', { name: 'Your website in four steps' })).toBeNull();
  }, 20_000);

  it('is not offered once the settings are saved', async () => {
    stubSite({ ...UNSET, version: 3, configured: true });
    const { queryClient } = renderDashboard('/dashboard', home, HEAD_OFFICE);
    await waitFor(() =>
      expect(queryClient.getQueryState(['content', 'site'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('heading', { name: 'Your website in four steps' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Set up your website' })).toBeNull();
  });
});

describe('the set-up in Hindi', () => {
  it('asks step by step and reviews in Hindi', async () => {
    useTestLocale('hi');
    stubSite(UNSET);
    renderDashboard(
      '/dashboard/Website/setup',
      [{ path: 'Website/setup', element: <SiteSetupPage /> }],
      HEAD_OFFICE,
    );
    expect(
      await screen.findByRole('heading', { name: 'चरण 1/4: नाम और संपर्क विवरण' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'अपनी वेबसाइट तैयार करें' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'सेट-अप की प्रगति' })).toHaveAttribute(
      'aria-valuetext',
      'चरण 1/4',
    );
    await userEvent.type(screen.getByLabelText('फ़ोन'), '+91 98765 43210');
    await userEvent.type(screen.getByLabelText('ईमेल'), 'office@example.org');
    await userEvent.type(screen.getByLabelText('पता'), 'Station Road, Lucknow');
    await userEvent.click(screen.getByRole('button', { name: 'आगे' }));
    await screen.findByRole('heading', { name: 'चरण 2/4: मानचित्र, खुलने का समय और फ़ुटर' });
    expect(screen.getByLabelText('फ़ुटर का पाठ (वैकल्पिक)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'आगे' }));
    await screen.findByRole('heading', { name: 'चरण 3/4: सोशल मीडिया लिंक' });
    expect(screen.getByLabelText('Facebook (वैकल्पिक)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'आगे' }));
    await screen.findByRole('heading', { name: 'चरण 4/4: जाँचें और सहेजें' });
    expect(screen.getAllByText('नहीं दिया गया').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'नाम और संपर्क विवरण बदलें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'पीछे' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'सहेजें और प्रकाशित करें' })).toBeVisible();
  }, 20_000);

  it('offers the set-up and the checklist on the dashboard home in Hindi', async () => {
    useTestLocale('hi');
    stubSite(UNSET);
    renderDashboard(
      '/dashboard',
      [
        {
          index: true,
          element: (
            <>
              <SiteSetupOffer />
              <WebsiteChecklist />
            </>
          ),
        },
      ],
      HEAD_OFFICE,
    );
    expect(
      await screen.findByRole('heading', { name: 'चार चरणों में आपकी वेबसाइट' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बाद में' })).toBeInTheDocument();
    const checklist = screen
      .getByRole('heading', { name: 'अपनी वेबसाइट तैयार करें' })
      .closest('section')!;
    expect(within(checklist).getByText('आपके संस्थान का नाम')).toBeInTheDocument();
    expect(within(checklist).getByRole('link', { name: 'चरण-दर-चरण तैयार करें' })).toHaveAttribute(
      'href',
      '/dashboard/Website/setup',
    );
  });
});
