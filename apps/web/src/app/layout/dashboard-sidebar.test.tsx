import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DashboardSidebar } from './dashboard-sidebar';
import { useTestLocale } from '../../test/i18n';

/**
 * The sidebar of the specification, written out here so the test checks the data too, with the
 * screens the specification does not name at the end of their section (issue 37: Question bank,
 * Grading scale and Course fees were reachable only from inside another screen).
 */
const SPEC_SECTIONS: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, string]>]> = [
  [
    'Student Section',
    [
      ['Add Student', '/dashboard/AddStudent'],
      ['Manage Application', '/dashboard/ManageApplication'],
      ['See All Students', '/dashboard/SeeAllStudents'],
      ['Course Enquiry', '/dashboard/CourseEnquiry'],
    ],
  ],
  [
    'Center Section',
    [
      ['Center Document', '/dashboard/CenterDocument'],
      ['Marketing Tools', '/dashboard/MarketingTools'],
      ['Center Message', '/dashboard/CenterMessage'],
      ['Announcements', '/dashboard/Announcements'],
      ['Affiliation', '/dashboard/Affiliation'],
    ],
  ],
  [
    'Certificate Section',
    [
      ['Certificate Requisition', '/dashboard/CertificationRequisition'],
      ['Track Certificate', '/dashboard/TrackCertificate'],
      ['View Certificates', '/dashboard/ViewCertificate'],
    ],
  ],
  [
    'Online Examination',
    [
      ['Exam Link', '/dashboard/AddOnline'],
      ['Appeared Students', '/dashboard/AppearedStudents'],
      ['Question bank', '/dashboard/QuestionBank'],
    ],
  ],
  [
    'Offline Examination',
    [
      ['Add Marks', '/dashboard/AddOffline'],
      ['View Marks', '/dashboard/ViewMarks'],
      ['Grading scale', '/dashboard/GradingScale'],
    ],
  ],
  [
    'Account Section',
    [
      ['Add Fund', '/dashboard/AddAccount'],
      ['Add Student Fee', '/dashboard/AddStudentFee'],
      ['View Student Fee', '/dashboard/ViewStudentFee'],
      ['Course fees', '/dashboard/CourseFees'],
      ['GST Invoices', '/dashboard/Invoices'],
    ],
  ],
];

function renderSidebar(path = '/dashboard', onNavigate?: () => void, teacher = false) {
  const router = createMemoryRouter(
    [{ path: '*', element: <DashboardSidebar onNavigate={onNavigate} teacher={teacher} /> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('DashboardSidebar', () => {
  it('has a Dashboard title linking to the site root', () => {
    renderSidebar();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
  });

  it('shows the six section titles, all closed at the dashboard index', () => {
    renderSidebar('/dashboard');
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(
      SPEC_SECTIONS.map(([title]) => title),
    );
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    // The title link, Batches and Timetable (issue 35) and Reports (issue 40), below the sections.
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Batches',
      'Timetable',
      'Reports',
      'Cash book',
    ]);
  });

  it('shows a teacher their batches and marks entry only, no section (decision 0069)', () => {
    renderSidebar('/dashboard/Batches/3', undefined, true);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(
      screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/'],
      ['My batches', '/dashboard/Batches'],
      ['Marks entry', '/dashboard/AddOffline'],
    ]);
    // A batch's page highlights My batches.
    expect(screen.getByRole('link', { name: 'My batches' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("toggles a section's links with its button", async () => {
    const user = userEvent.setup();
    renderSidebar();
    const button = screen.getByRole('button', { name: 'Certificate Section' });
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Track Certificate' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    expect(screen.getByRole('link', { name: 'Track Certificate' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add Student' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Track Certificate' })).not.toBeInTheDocument();
  });

  it('gives every link of the specification its capitalised path', async () => {
    const user = userEvent.setup();
    renderSidebar();
    for (const [title, links] of SPEC_SECTIONS) {
      await user.click(screen.getByRole('button', { name: title }));
      for (const [label, href] of links) {
        expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
      }
    }
    // The title link plus the eighteen section links, Batches, Timetable, Reports and Cash book,
    // and nothing else.
    expect(screen.getAllByRole('link')).toHaveLength(
      5 + SPEC_SECTIONS.reduce((total, [, links]) => total + links.length, 0),
    );
    expect(screen.getByRole('link', { name: 'Batches' })).toHaveAttribute(
      'href',
      '/dashboard/Batches',
    );
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'href',
      '/dashboard/Reports',
    );
    expect(screen.getByRole('link', { name: 'Cash book' })).toHaveAttribute(
      'href',
      '/dashboard/CashBook',
    );
  });

  it('starts with the section of the current route open', () => {
    renderSidebar('/dashboard/TrackCertificate');
    expect(screen.getByRole('button', { name: 'Certificate Section' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Student Section' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('link', { name: 'Track Certificate' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens the section for a lower-case spelling of its path', () => {
    renderSidebar('/dashboard/addaccount');
    expect(screen.getByRole('button', { name: 'Account Section' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('opens the section of a page the location moves to', async () => {
    const router = renderSidebar('/dashboard');
    await router.navigate('/dashboard/AddStudent/ABC1234');
    expect(await screen.findByRole('link', { name: 'Add Student' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add Student' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Student Section' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it("highlights only the page's own item, for every item of the sidebar", () => {
    for (const [, links] of SPEC_SECTIONS) {
      for (const [label, href] of links) {
        const { unmount } = render(
          <RouterProvider
            router={createMemoryRouter([{ path: '*', element: <DashboardSidebar /> }], {
              initialEntries: [href],
            })}
          />,
        );
        const current = document.querySelectorAll('[aria-current="page"]');
        expect(
          [...current].map((link) => link.textContent),
          href,
        ).toEqual([label]);
        unmount();
      }
    }
  });

  it.each([
    ['/dashboard/AddStudent/RV2026000001', 'See All Students'],
    ['/dashboard/EditStudent/RV2026000001', 'See All Students'],
    ['/dashboard/ImportStudents', 'See All Students'],
    ['/dashboard/ManageApplication/12', 'Manage Application'],
    ['/dashboard/CourseFees', 'Course fees'],
    ['/dashboard/QuestionBank', 'Question bank'],
    ['/dashboard/GradingScale', 'Grading scale'],
  ])('on %s highlights %s', (path, label) => {
    renderSidebar(path);
    const current = document.querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.textContent)).toEqual([label]);
  });

  it('highlights nothing on the dashboard home or the profile', () => {
    renderSidebar('/dashboard/Profile');
    expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(0);
  });

  it('calls onNavigate when a link is followed', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const router = renderSidebar('/dashboard', onNavigate);
    await user.click(screen.getByRole('button', { name: 'Offline Examination' }));
    await user.click(screen.getByRole('link', { name: 'View Marks' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/dashboard/ViewMarks');
  });
});

describe('the sidebar entry of Jobs', () => {
  const renderSidebar = (headOffice: boolean, path = '/dashboard') => {
    const router = createMemoryRouter(
      [{ path: '*', element: <DashboardSidebar headOffice={headOffice} /> }],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
  };

  it('leads head office to Jobs, marked as the current page there', () => {
    renderSidebar(true, '/dashboard/Jobs');
    const link = screen.getByRole('link', { name: 'Jobs' });
    expect(link).toHaveAttribute('href', '/dashboard/Jobs');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('is not shown to centre staff', () => {
    renderSidebar(false);
    expect(screen.queryByRole('link', { name: 'Jobs' })).toBeNull();
  });
});

describe('the sidebar entry of Website', () => {
  const renderSidebar = (props: { headOffice?: boolean; websiteEditor?: boolean }) => {
    const router = createMemoryRouter([{ path: '*', element: <DashboardSidebar {...props} /> }], {
      initialEntries: ['/dashboard'],
    });
    render(<RouterProvider router={router} />);
  };

  it('leads head office to the website editor', () => {
    renderSidebar({ headOffice: true });
    expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute(
      'href',
      '/dashboard/Website',
    );
  });

  it('is shown to a centre staff member head office lets edit, alone of its screens', () => {
    renderSidebar({ websiteEditor: true });
    expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute(
      'href',
      '/dashboard/Website',
    );
    expect(screen.queryByRole('link', { name: 'Jobs' })).toBeNull();
  });

  it('is not shown to other centre staff', () => {
    renderSidebar({});
    expect(screen.queryByRole('link', { name: 'Website' })).toBeNull();
  });
});

describe('the sidebar in Hindi', () => {
  it('names its sections, links and unread count in Hindi, with the same paths', async () => {
    useTestLocale('hi');
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: <DashboardSidebar headOffice badges={{ '/dashboard/CenterMessage': 2 }} />,
        },
      ],
      { initialEntries: ['/dashboard/SeeAllStudents'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('navigation', { name: 'डैशबोर्ड' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'छात्र अनुभाग' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'सभी छात्र देखें' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'छात्र जोड़ें' })).toHaveAttribute(
      'href',
      '/dashboard/AddStudent',
    );
    await user.click(screen.getByRole('button', { name: 'केंद्र अनुभाग' }));
    expect(screen.getByRole('link', { name: 'केंद्र संदेश 2 अपठित' })).toHaveAttribute(
      'href',
      '/dashboard/CenterMessage',
    );
    expect(screen.getByRole('link', { name: 'पृष्ठभूमि कार्य' })).toHaveAttribute(
      'href',
      '/dashboard/Jobs',
    );
    expect(screen.queryByText('Student Section')).toBeNull();
  });
});
