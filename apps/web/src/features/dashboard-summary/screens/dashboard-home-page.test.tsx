import type { DashboardSummary } from '@institute/shared/dashboard-summary';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardHomePage } from './dashboard-home-page';
import { HEAD_OFFICE, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';

const SUMMARY: DashboardSummary = {
  centre: { id: 2, code: 'DEMO01', name: 'Demo Centre, Patna' },
  month: '2026-11',
  studentsTotal: 1234,
  admittedThisMonth: 17,
  applicationsWaiting: 3,
  newEnquiries: 5,
  certificateRequestsWaiting: 2,
  walletBalancePaise: 45_000,
  admissionsByMonth: [
    '2025-12',
    '2026-01',
    '2026-02',
    '2026-03',
    '2026-04',
    '2026-05',
    '2026-06',
    '2026-07',
    '2026-08',
    '2026-09',
    '2026-10',
    '2026-11',
  ].map((month, index) => ({ month, count: index === 10 ? 40 : index === 11 ? 17 : 0 })),
};
const ROUTES = [{ index: true, element: <DashboardHomePage /> }];

afterEach(() => vi.unstubAllGlobals());

describe('dashboard home', () => {
  // The first render loads the page's modules: slow on a busy machine, hence the longer timeout.
  it("shows the centre's figures in one request, each leading to its list", async () => {
    const fetch = stubApi(() => Response.json(SUMMARY));
    renderDashboard('/dashboard', ROUTES);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Demo Centre, Patna (DEMO01) at a glance' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const students = screen.getByRole('link', { name: /^Students/ });
    expect(students).toHaveAttribute('href', '/dashboard/SeeAllStudents');
    expect(students).toHaveTextContent('1,234');
    expect(students).toHaveTextContent('17 admitted in Nov 2026');
    expect(screen.getByRole('link', { name: /^Applications waiting 3/ })).toHaveAttribute(
      'href',
      '/dashboard/ManageApplication',
    );
    expect(screen.getByRole('link', { name: /^New enquiries 5/ })).toHaveAttribute(
      'href',
      '/dashboard/CourseEnquiry',
    );
    expect(screen.getByRole('link', { name: /^Certificate requests waiting 2/ })).toHaveAttribute(
      'href',
      '/dashboard/ViewCertificate',
    );
    // The centre's wallet balance, with the way to add funds (issue 37), from the same request.
    const wallet = screen.getByText('Wallet balance: ₹450.00').parentElement!;
    expect(within(wallet).getByRole('link', { name: 'Add Fund' })).toHaveAttribute(
      'href',
      '/dashboard/AddAccount',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/dashboard/summary');
  }, 20_000);

  it('draws admissions per month with a table of the same figures', async () => {
    stubApi(() => Response.json(SUMMARY));
    renderDashboard('/dashboard', ROUTES);
    const chart = await screen.findByRole('img', { name: 'Admissions per month (last 12 months)' });
    expect(chart.querySelectorAll('rect')).toHaveLength(12);
    expect(chart).toHaveAccessibleDescription(
      'Admissions per month, Dec 2025 to Nov 2026: 57 in all, at most 40 in a month.',
    );
    await userEvent.click(screen.getByText('Show as a table'));
    const table = screen.getByRole('table', { name: 'Admissions per month' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('row', { name: 'Oct 2026 40' })).toBeInTheDocument();
  });

  it('lets head office choose one centre', async () => {
    const fetch = stubApi(({ url }) =>
      url.pathname === '/api/dashboard/centre-admin/centres'
        ? Response.json([{ id: 2, code: 'DEMO01', name: 'Demo Centre, Patna' }])
        : url.pathname === '/api/dashboard/content/site'
          ? Response.json(siteAnswer(true))
          : Response.json(
              url.searchParams.get('centreId') ? SUMMARY : { ...SUMMARY, centre: null },
            ),
    );
    renderDashboard('/dashboard', ROUTES, HEAD_OFFICE);
    expect(
      await screen.findByRole('heading', { name: 'The network at a glance' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Centres and staff' })).toBeInTheDocument();
    await userEvent.selectOptions(
      await screen.findByLabelText('Show figures for'),
      'Demo Centre, Patna (DEMO01)',
    );
    expect(
      await screen.findByRole('heading', { name: 'Demo Centre, Patna (DEMO01) at a glance' }),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.map((call) => String(call[0]))).toContain(
      '/api/dashboard/summary?centreId=2',
    );
    // The website's settings are saved: no checklist.
    expect(screen.queryByRole('heading', { name: 'Set up your website' })).toBeNull();
  });

  it('shows the figures, the chart and the sections in Hindi', async () => {
    useTestLocale('hi');
    stubApi(() => Response.json(SUMMARY));
    renderDashboard('/dashboard', ROUTES);
    expect(await screen.findByRole('heading', { name: 'डैशबोर्ड', level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Demo Centre, Patna (DEMO01) एक नज़र में' }),
    ).toBeInTheDocument();
    const students = screen.getByRole('link', { name: /^छात्र 1,234/ });
    expect(students).toHaveTextContent('1,234');
    expect(students).toHaveTextContent('नव॰ 2026 में 17 प्रवेश');
    expect(screen.getByRole('img', { name: 'प्रति माह प्रवेश (पिछले 12 महीने)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'छात्र अनुभाग' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी छात्र देखें' })).toHaveAttribute(
      'href',
      '/dashboard/SeeAllStudents',
    );
  });

  it('reminds head office to set up the website until its settings are saved', async () => {
    stubApi(({ url }) =>
      url.pathname === '/api/dashboard/content/site'
        ? Response.json(siteAnswer(false))
        : url.pathname === '/api/dashboard/centre-admin/centres'
          ? Response.json([])
          : Response.json({ ...SUMMARY, centre: null }),
    );
    renderDashboard('/dashboard', ROUTES, HEAD_OFFICE);
    const checklist = (await screen.findByRole('heading', { name: 'Set up your website' })).closest(
      'section',
    )!;
    expect(within(checklist).getByText('Your institute’s name')).toHaveTextContent(
      'Your institute’s name: done',
    );
    expect(within(checklist).getByText('A phone number and an e-mail address')).toHaveTextContent(
      ': to do',
    );
    expect(
      within(checklist).getByRole('link', { name: 'Open the website settings' }),
    ).toHaveAttribute('href', '/dashboard/Website');
  });
});

function siteAnswer(configured: boolean) {
  return {
    settings: {
      instituteName: 'RV Institute of Computer & Vocational Training',
      phone: configured ? '9876543210' : '',
      phone2: '',
      email: configured ? 'office@example.in' : '',
      address: configured ? 'Patna' : '',
      mapLink: '',
      openingHours: '',
      footerText: '',
      social: { facebook: '', instagram: '', linkedin: '', telegram: '', twitter: '' },
    },
    version: configured ? 1 : 0,
    configured,
    updatedAt: configured ? '2026-11-24T10:00:00.000Z' : null,
  };
}
