// The message ids a screen may ask for: the keys of the English catalogs. An id that is not in
// them fails the type check (Lingui's Register); tools/check-messages.test.ts checks that Hindi
// has the same keys, that every key is used, and that every catalog is listed here.
import type siteCommon from './messages/en/site/common.json';
import type sitePublic from './messages/en/site/public.json';
import type siteEnquiry from './messages/en/site/enquiry.json';
import type siteVerify from './messages/en/site/verify.json';
import type siteAuth from './messages/en/site/auth.json';
import type siteStudent from './messages/en/site/student.json';
import type siteExam from './messages/en/site/exam.json';
import type siteUi from './messages/en/site/ui.json';
import type siteProgress from './messages/en/site/progress.json';
import type dashboardLayout from './messages/en/dashboard/layout.json';
import type dashboardHome from './messages/en/dashboard/home.json';
import type dashboardStudents from './messages/en/dashboard/students.json';
import type dashboardWebsite from './messages/en/dashboard/website.json';
import type dashboardAccounts from './messages/en/dashboard/accounts.json';
import type dashboardJobs from './messages/en/dashboard/jobs.json';
import type dashboardNotifications from './messages/en/dashboard/notifications.json';

type Ids =
  | keyof typeof siteCommon
  | keyof typeof sitePublic
  | keyof typeof siteEnquiry
  | keyof typeof siteVerify
  | keyof typeof siteAuth
  | keyof typeof siteStudent
  | keyof typeof siteExam
  | keyof typeof siteUi
  | keyof typeof siteProgress
  | keyof typeof dashboardLayout
  | keyof typeof dashboardHome
  | keyof typeof dashboardStudents
  | keyof typeof dashboardWebsite
  | keyof typeof dashboardAccounts
  | keyof typeof dashboardJobs
  | keyof typeof dashboardNotifications;

declare module '@lingui/core' {
  interface Register {
    messageIds: Ids;
  }
}
