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
import type dashboardExams from './messages/en/dashboard/exams.json';
import type dashboardOnlineExams from './messages/en/dashboard/onlineExams.json';

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
  | keyof typeof dashboardExams
  | keyof typeof dashboardOnlineExams;

declare module '@lingui/core' {
  interface Register {
    messageIds: Ids;
  }
}
