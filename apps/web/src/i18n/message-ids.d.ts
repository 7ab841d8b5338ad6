// The message ids a screen may ask for: the keys of the English catalogs. An id that is not in
// them fails the type check (Lingui's Register); tools/check-messages.test.ts checks that Hindi
// has the same keys, that every key is used, and that every catalog is listed here.
import type publicCommon from './messages/en/public/common.json';
import type publicPublic from './messages/en/public/public.json';
import type publicEnquiry from './messages/en/public/enquiry.json';
import type publicVerify from './messages/en/public/verify.json';
import type publicVerifyCentre from './messages/en/public/verifyCentre.json';
import type publicVerifyIdCard from './messages/en/public/verifyIdCard.json';
import type publicBecomeCentre from './messages/en/public/becomeCentre.json';
import type accountAuth from './messages/en/account/auth.json';
import type studentStudent from './messages/en/student/student.json';
import type studentExam from './messages/en/student/exam.json';
import type publicUi from './messages/en/public/ui.json';
import type studentProgress from './messages/en/student/progress.json';
import type studentCertificate from './messages/en/student/certificate.json';
import type studentPayments from './messages/en/student/payments.json';
import type publicPreview from './messages/en/public/preview.json';
import type dashboardLayout from './messages/en/dashboard/layout.json';
import type dashboardOffline from './messages/en/dashboard/offline.json';
import type dashboardHome from './messages/en/dashboard/home.json';
import type dashboardStudents from './messages/en/dashboard/students.json';
import type dashboardWebsite from './messages/en/dashboard/website.json';
import type dashboardContentHindi from './messages/en/dashboard/contentHindi.json';
import type dashboardContentCoverage from './messages/en/dashboard/contentCoverage.json';
import type dashboardCentres from './messages/en/dashboard/centres.json';
import type dashboardCentreDocs from './messages/en/dashboard/centreDocs.json';
import type dashboardCentreMessages from './messages/en/dashboard/centreMessages.json';
import type dashboardAnnouncements from './messages/en/dashboard/announcements.json';
import type dashboardEnquiries from './messages/en/dashboard/enquiries.json';
import type dashboardMarketing from './messages/en/dashboard/marketing.json';
import type dashboardProfile from './messages/en/dashboard/profile.json';
import type dashboardCertificates from './messages/en/dashboard/certificates.json';
import type dashboardApplications from './messages/en/dashboard/applications.json';
import type dashboardCredentials from './messages/en/dashboard/credentials.json';
import type dashboardAccounts from './messages/en/dashboard/accounts.json';
import type dashboardJobs from './messages/en/dashboard/jobs.json';
import type dashboardReports from './messages/en/dashboard/reports.json';
import type dashboardNotifications from './messages/en/dashboard/notifications.json';
import type dashboardCourses from './messages/en/dashboard/courses.json';
import type dashboardExams from './messages/en/dashboard/exams.json';
import type dashboardOnlineExams from './messages/en/dashboard/onlineExams.json';
import type dashboardBatches from './messages/en/dashboard/batches.json';
import type dashboardAttendance from './messages/en/dashboard/attendance.json';
import type dashboardAffiliation from './messages/en/dashboard/affiliation.json';
import type dashboardCashBook from './messages/en/dashboard/cashBook.json';
import type dashboardCentreApplications from './messages/en/dashboard/centreApplications.json';

type Ids =
  | keyof typeof publicCommon
  | keyof typeof publicPublic
  | keyof typeof publicEnquiry
  | keyof typeof publicVerify
  | keyof typeof publicVerifyCentre
  | keyof typeof publicVerifyIdCard
  | keyof typeof publicBecomeCentre
  | keyof typeof accountAuth
  | keyof typeof studentStudent
  | keyof typeof studentExam
  | keyof typeof publicUi
  | keyof typeof studentProgress
  | keyof typeof studentCertificate
  | keyof typeof studentPayments
  | keyof typeof publicPreview
  | keyof typeof dashboardLayout
  | keyof typeof dashboardOffline
  | keyof typeof dashboardHome
  | keyof typeof dashboardStudents
  | keyof typeof dashboardWebsite
  | keyof typeof dashboardContentHindi
  | keyof typeof dashboardContentCoverage
  | keyof typeof dashboardCentres
  | keyof typeof dashboardCentreDocs
  | keyof typeof dashboardCentreMessages
  | keyof typeof dashboardAnnouncements
  | keyof typeof dashboardEnquiries
  | keyof typeof dashboardMarketing
  | keyof typeof dashboardProfile
  | keyof typeof dashboardCertificates
  | keyof typeof dashboardApplications
  | keyof typeof dashboardCredentials
  | keyof typeof dashboardAccounts
  | keyof typeof dashboardJobs
  | keyof typeof dashboardReports
  | keyof typeof dashboardNotifications
  | keyof typeof dashboardCourses
  | keyof typeof dashboardExams
  | keyof typeof dashboardOnlineExams
  | keyof typeof dashboardBatches
  | keyof typeof dashboardAttendance
  | keyof typeof dashboardAffiliation
  | keyof typeof dashboardCashBook
  | keyof typeof dashboardCentreApplications;

declare module '@lingui/core' {
  interface Register {
    messageIds: Ids;
  }
}
