/** The dashboard sidebar of the specification: six collapsible sections with capitalised paths. */
export interface DashboardLink {
  label: string;
  to: string;
}

export interface DashboardSection {
  id: string;
  title: string;
  links: readonly DashboardLink[];
}

export const DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  {
    id: 'student',
    title: 'Student Section',
    links: [
      { label: 'Add Student', to: '/dashboard/AddStudent' },
      { label: 'Manage Application', to: '/dashboard/ManageApplication' },
      { label: 'See All Students', to: '/dashboard/SeeAllStudents' },
      { label: 'Course Enquiry', to: '/dashboard/CourseEnquiry' },
    ],
  },
  {
    id: 'center',
    title: 'Center Section',
    links: [
      { label: 'Center Document', to: '/dashboard/CenterDocument' },
      { label: 'Marketing Tools', to: '/dashboard/MarketingTools' },
      { label: 'Center Message', to: '/dashboard/CenterMessage' },
    ],
  },
  {
    id: 'certificate',
    title: 'Certificate Section',
    links: [
      { label: 'Certificate Requisition', to: '/dashboard/CertificationRequisition' },
      { label: 'Track Certificate', to: '/dashboard/TrackCertificate' },
      { label: 'View Certificates', to: '/dashboard/ViewCertificate' },
    ],
  },
  {
    id: 'online-exam',
    title: 'Online Examination',
    links: [
      { label: 'Exam Link', to: '/dashboard/AddOnline' },
      { label: 'Appeared Students', to: '/dashboard/AppearedStudents' },
    ],
  },
  {
    id: 'offline-exam',
    title: 'Offline Examination',
    links: [
      { label: 'Add Marks', to: '/dashboard/AddOffline' },
      { label: 'View Marks', to: '/dashboard/ViewMarks' },
    ],
  },
  {
    id: 'account',
    title: 'Account Section',
    links: [
      { label: 'Add Fund', to: '/dashboard/AddAccount' },
      { label: 'Add Student Fee', to: '/dashboard/AddStudentFee' },
      { label: 'View Student Fee', to: '/dashboard/ViewStudentFee' },
    ],
  },
];

/** Dashboard screens reached from other screens rather than from the sidebar. */
export const OTHER_DASHBOARD_PATHS: readonly string[] = [
  '/dashboard/EditStudent',
  '/dashboard/ImportStudents',
  '/dashboard/Centres',
  '/dashboard/Jobs',
  '/dashboard/CredentialKeys',
  '/dashboard/Notifications',
  '/dashboard/NotificationTemplates',
  '/dashboard/Website',
  '/dashboard/Courses',
  '/dashboard/Profile',
  '/dashboard/CourseFees',
  '/dashboard/GradingScale',
  '/dashboard/QuestionBank',
];

/**
 * The canonical (capitalised) dashboard path for a path written in any case, so that the
 * specification's lower-case spellings (/dashboard/addstudent) reach the same screen.
 */
export function canonicalDashboardPath(pathname: string): string | null {
  const [, , first = '', ...rest] = pathname.split('/');
  const wanted = `/dashboard/${first}`.toLowerCase();
  const known = [
    ...DASHBOARD_SECTIONS.flatMap((section) => section.links.map((link) => link.to)),
    ...OTHER_DASHBOARD_PATHS,
  ];
  for (const to of known) {
    if (to.toLowerCase() === wanted && to !== `/dashboard/${first}`) {
      return [to, ...rest].join('/');
    }
  }
  return null;
}

/**
 * Screens that are not in the sidebar, and the sidebar item they are reached from (and so
 * highlight): a student's details and edit screens belong to See All Students, not Add Student.
 */
const SCREEN_OWNERS: readonly (readonly [path: string, owner: string])[] = [
  ['/dashboard/AddStudent/', '/dashboard/SeeAllStudents'],
  ['/dashboard/EditStudent/', '/dashboard/SeeAllStudents'],
  ['/dashboard/ImportStudents', '/dashboard/SeeAllStudents'],
  ['/dashboard/CourseFees', '/dashboard/AddAccount'],
  ['/dashboard/QuestionBank', '/dashboard/AddOnline'],
  ['/dashboard/GradingScale', '/dashboard/ViewMarks'],
];

const under = (path: string, prefix: string) =>
  prefix.endsWith('/')
    ? path.startsWith(prefix) && path.length > prefix.length
    : path === prefix || path.startsWith(`${prefix}/`);

/**
 * The sidebar item (its path) that the page at `pathname` highlights, in any letter case: the
 * item itself, a screen below it (an application under Manage Application), or the owner of a
 * screen outside the sidebar; null for none (the dashboard's home, the profile, Centres).
 */
export function activeSidebarPath(pathname: string): string | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  for (const [screen, owner] of SCREEN_OWNERS) {
    if (under(path, screen.toLowerCase())) return owner;
  }
  for (const section of DASHBOARD_SECTIONS) {
    for (const link of section.links) {
      if (under(path, link.to.toLowerCase())) return link.to;
    }
  }
  return null;
}
