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
