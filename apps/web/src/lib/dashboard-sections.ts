import type { MessageId } from '@lingui/core';

/**
 * The dashboard sidebar of the specification: six collapsible sections with capitalised paths.
 * Each section ends with the screens it needs that the specification does not name (Question
 * bank, Grading scale, Course fees), so that staff find them where they look (issue 37).
 * Titles and labels are message ids (dashboard/layout.json), written in the page's language.
 */
export interface DashboardLink {
  label: MessageId;
  to: string;
}

export interface DashboardSection {
  id: string;
  title: MessageId;
  links: readonly DashboardLink[];
}

export const DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  {
    id: 'student',
    title: 'layout.section.student',
    links: [
      { label: 'layout.link.addStudent', to: '/dashboard/AddStudent' },
      { label: 'layout.link.manageApplication', to: '/dashboard/ManageApplication' },
      { label: 'layout.link.seeAllStudents', to: '/dashboard/SeeAllStudents' },
      { label: 'layout.link.courseEnquiry', to: '/dashboard/CourseEnquiry' },
    ],
  },
  {
    id: 'center',
    title: 'layout.section.center',
    links: [
      { label: 'layout.link.centerDocument', to: '/dashboard/CenterDocument' },
      { label: 'layout.link.marketingTools', to: '/dashboard/MarketingTools' },
      { label: 'layout.link.centerMessage', to: '/dashboard/CenterMessage' },
      { label: 'layout.link.announcements', to: '/dashboard/Announcements' },
      { label: 'layout.link.affiliation', to: '/dashboard/Affiliation' },
    ],
  },
  {
    id: 'certificate',
    title: 'layout.section.certificate',
    links: [
      { label: 'layout.link.certificateRequisition', to: '/dashboard/CertificationRequisition' },
      { label: 'layout.link.trackCertificate', to: '/dashboard/TrackCertificate' },
      { label: 'layout.link.viewCertificates', to: '/dashboard/ViewCertificate' },
    ],
  },
  {
    id: 'online-exam',
    title: 'layout.section.onlineExam',
    links: [
      { label: 'layout.link.examLink', to: '/dashboard/AddOnline' },
      { label: 'layout.link.appearedStudents', to: '/dashboard/AppearedStudents' },
      { label: 'layout.link.questionBank', to: '/dashboard/QuestionBank' },
    ],
  },
  {
    id: 'offline-exam',
    title: 'layout.section.offlineExam',
    links: [
      { label: 'layout.link.addMarks', to: '/dashboard/AddOffline' },
      { label: 'layout.link.viewMarks', to: '/dashboard/ViewMarks' },
      { label: 'layout.link.gradingScale', to: '/dashboard/GradingScale' },
    ],
  },
  {
    id: 'account',
    title: 'layout.section.account',
    links: [
      { label: 'layout.link.addFund', to: '/dashboard/AddAccount' },
      { label: 'layout.link.addStudentFee', to: '/dashboard/AddStudentFee' },
      { label: 'layout.link.viewStudentFee', to: '/dashboard/ViewStudentFee' },
      { label: 'layout.link.courseFees', to: '/dashboard/CourseFees' },
      { label: 'layout.link.invoices', to: '/dashboard/Invoices' },
    ],
  },
];

/** Dashboard screens reached from other screens rather than from the sidebar. */
export const OTHER_DASHBOARD_PATHS: readonly string[] = [
  '/dashboard/EditStudent',
  '/dashboard/ImportStudents',
  '/dashboard/Centres',
  '/dashboard/CentreApplications',
  '/dashboard/Jobs',
  '/dashboard/CredentialKeys',
  '/dashboard/Notifications',
  '/dashboard/NotificationTemplates',
  '/dashboard/Website',
  '/dashboard/Courses',
  '/dashboard/Profile',
  '/dashboard/Batches',
  '/dashboard/Timetable',
  '/dashboard/Attendance',
  '/dashboard/Holidays',
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
