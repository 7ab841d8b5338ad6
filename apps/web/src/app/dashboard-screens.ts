/**
 * The code of every dashboard screen, by its path under /dashboard (the route table names each
 * through dashboardScreen). Its own chunk, loaded with the first dashboard screen: the table of
 * the screens' chunks and what each needs does not weigh on the public site's pages.
 */
export const DASHBOARD_SCREENS = {
  index: async () => ({
    Component: (await import('../features/dashboard-summary/screens/dashboard-home-page'))
      .DashboardHomePage,
  }),
  AddStudent: async () => ({
    Component: (await import('../features/students/screens/add-student-page')).AddStudentPage,
  }),
  'AddStudent/:registrationNumber': async () => ({
    Component: (await import('../features/students/screens/view-student-page')).ViewStudentPage,
  }),
  'EditStudent/:registrationNumber': async () => ({
    Component: (await import('../features/students/screens/edit-student-page')).EditStudentPage,
  }),
  SeeAllStudents: async () => ({
    Component: (await import('../features/students/screens/see-all-students-page'))
      .SeeAllStudentsPage,
  }),
  ImportStudents: async () => ({
    Component: (await import('../features/students/screens/import-students-page'))
      .ImportStudentsPage,
  }),
  Affiliation: async () => ({
    Component: (await import('../features/centres/screens/affiliation-page')).AffiliationPage,
  }),
  CentreApplications: async () => ({
    Component: (await import('../features/centres/screens/centre-applications-page'))
      .CentreApplicationsPage,
  }),
  Centres: async () => ({
    Component: (await import('../features/centres/screens/centres-page')).CentresPage,
  }),
  Reports: async () => ({
    Component: (await import('../features/reports/screens/reports-page')).ReportsPage,
  }),
  CashBook: async () => ({
    Component: (await import('../features/cash-book/screens/cash-book-page')).CashBookPage,
  }),
  Jobs: async () => ({
    Component: (await import('../features/jobs/screens/jobs-page')).JobsPage,
  }),
  Notifications: async () => ({
    Component: (await import('../features/notifications/screens/delivery-log-page'))
      .DeliveryLogPage,
  }),
  NotificationTemplates: async () => ({
    Component: (await import('../features/notifications/screens/templates-page')).TemplatesPage,
  }),
  AddAccount: async () => ({
    Component: (await import('../features/accounts/screens/add-fund-page')).AddFundPage,
  }),
  Invoices: async () => ({
    Component: (await import('../features/accounts/screens/invoices-page')).InvoicesPage,
  }),
  CourseFees: async () => ({
    Component: (await import('../features/accounts/screens/course-fees-page')).CourseFeesPage,
  }),
  AddStudentFee: async () => ({
    Component: (await import('../features/accounts/screens/add-student-fee-page'))
      .AddStudentFeePage,
  }),
  ViewStudentFee: async () => ({
    Component: (await import('../features/accounts/screens/view-student-fee-page'))
      .ViewStudentFeePage,
  }),
  ManageApplication: async () => ({
    Component: (await import('../features/applications/screens/manage-application-page'))
      .ManageApplicationPage,
  }),
  'ManageApplication/:id': async () => ({
    Component: (await import('../features/applications/screens/application-detail-page'))
      .ApplicationDetailPage,
  }),
  CourseEnquiry: async () => ({
    Component: (await import('../features/enquiries/screens/course-enquiry-page'))
      .CourseEnquiryPage,
  }),
  CenterDocument: async () => ({
    Component: (await import('../features/centre-documents/screens/centre-documents-page'))
      .CentreDocumentsPage,
  }),
  MarketingTools: async () => ({
    Component: (await import('../features/marketing-tools/screens/marketing-tools-page'))
      .MarketingToolsPage,
  }),
  Announcements: async () => ({
    Component: (await import('../features/announcements/screens/announcements-page'))
      .AnnouncementsPage,
  }),
  'Announcements/:id': async () => ({
    Component: (await import('../features/announcements/screens/announcement-detail-page'))
      .AnnouncementDetailPage,
  }),
  Batches: async () => ({
    Component: (await import('../features/batches/screens/batches-page')).BatchesPage,
  }),
  'Batches/:id': async () => ({
    Component: (await import('../features/batches/screens/batch-detail-page')).BatchDetailPage,
  }),
  'Attendance/:id': async () => ({
    Component: (await import('../features/attendance/screens/attendance-sheet-page'))
      .AttendanceSheetPage,
  }),
  Holidays: async () => ({
    Component: (await import('../features/attendance/screens/holidays-page')).HolidaysPage,
  }),
  Timetable: async () => ({
    Component: (await import('../features/batches/screens/timetable-page')).TimetablePage,
  }),
  CenterMessage: async () => ({
    Component: (await import('../features/centre-messages/screens/centre-messages-page'))
      .CentreMessagesPage,
  }),
  Profile: async () => ({
    Component: (await import('../features/staff-profile/screens/profile-page')).ProfilePage,
  }),
  CertificationRequisition: async () => ({
    Component: (await import('../features/certificates/screens/certificate-requisition-page'))
      .CertificateRequisitionPage,
  }),
  TrackCertificate: async () => ({
    Component: (await import('../features/certificates/screens/track-certificate-page'))
      .TrackCertificatePage,
  }),
  ViewCertificate: async () => ({
    Component: (await import('../features/certificates/screens/view-certificates-page'))
      .ViewCertificatesPage,
  }),
  CredentialKeys: async () => ({
    Component: (await import('../features/credentials/screens/credential-keys-page'))
      .CredentialKeysPage,
  }),
  AddOffline: async () => ({
    Component: (await import('../features/offline-exams/screens/add-marks-page')).AddMarksPage,
  }),
  ViewMarks: async () => ({
    Component: (await import('../features/offline-exams/screens/view-marks-page')).ViewMarksPage,
  }),
  GradingScale: async () => ({
    Component: (await import('../features/offline-exams/screens/grading-scale-page'))
      .GradingScalePage,
  }),
  AddOnline: async () => ({
    Component: (await import('../features/online-exams/screens/exam-link-page')).ExamLinkPage,
  }),
  AppearedStudents: async () => ({
    Component: (await import('../features/online-exams/screens/appeared-students-page'))
      .AppearedStudentsPage,
  }),
  QuestionBank: async () => ({
    Component: (await import('../features/online-exams/screens/question-bank-page'))
      .QuestionBankPage,
  }),
  Website: async () => ({
    Component: (await import('../features/content/screens/site-content-page')).SiteContentPage,
  }),
  'Website/setup': async () => ({
    Component: (await import('../features/content/screens/site-setup-page')).SiteSetupPage,
  }),
  Courses: async () => ({
    Component: (await import('../features/content/screens/course-catalogue-page'))
      .CourseCataloguePage,
  }),
  'Website/Hindi': async () => ({
    Component: (await import('../features/content/screens/website-hindi-page')).WebsiteHindiPage,
  }),
  'Website/coverage': async () => ({
    Component: (await import('../features/content/screens/translation-coverage-page'))
      .TranslationCoveragePage,
  }),
} satisfies Record<string, () => Promise<object>>;
