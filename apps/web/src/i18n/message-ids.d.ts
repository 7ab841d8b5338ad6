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
import type siteCertificate from './messages/en/site/certificate.json';
import type sitePreview from './messages/en/site/preview.json';
import type dashboardLayout from './messages/en/dashboard/layout.json';
import type dashboardHome from './messages/en/dashboard/home.json';
import type dashboardStudents from './messages/en/dashboard/students.json';
import type dashboardWebsite from './messages/en/dashboard/website.json';
import type dashboardContentHindi from './messages/en/dashboard/contentHindi.json';
import type dashboardCentres from './messages/en/dashboard/centres.json';
import type dashboardCentreDocs from './messages/en/dashboard/centreDocs.json';
import type dashboardCentreMessages from './messages/en/dashboard/centreMessages.json';
import type dashboardEnquiries from './messages/en/dashboard/enquiries.json';
import type dashboardMarketing from './messages/en/dashboard/marketing.json';
import type dashboardProfile from './messages/en/dashboard/profile.json';
import type dashboardCertificates from './messages/en/dashboard/certificates.json';
import type dashboardApplications from './messages/en/dashboard/applications.json';
import type dashboardCredentials from './messages/en/dashboard/credentials.json';
import type dashboardAccounts from './messages/en/dashboard/accounts.json';
import type dashboardJobs from './messages/en/dashboard/jobs.json';
import type dashboardNotifications from './messages/en/dashboard/notifications.json';
import type dashboardCourses from './messages/en/dashboard/courses.json';
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
  | keyof typeof siteCertificate
  | keyof typeof sitePreview
  | keyof typeof dashboardLayout
  | keyof typeof dashboardHome
  | keyof typeof dashboardStudents
  | keyof typeof dashboardWebsite
  | keyof typeof dashboardContentHindi
  | keyof typeof dashboardCentres
  | keyof typeof dashboardCentreDocs
  | keyof typeof dashboardCentreMessages
  | keyof typeof dashboardEnquiries
  | keyof typeof dashboardMarketing
  | keyof typeof dashboardProfile
  | keyof typeof dashboardCertificates
  | keyof typeof dashboardApplications
  | keyof typeof dashboardCredentials
  | keyof typeof dashboardAccounts
  | keyof typeof dashboardJobs
  | keyof typeof dashboardNotifications
  | keyof typeof dashboardCourses
  | keyof typeof dashboardExams
  | keyof typeof dashboardOnlineExams;

declare module '@lingui/core' {
  interface Register {
    messageIds: Ids;
  }
}
