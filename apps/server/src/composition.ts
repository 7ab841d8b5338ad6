// The composition root: every module's repository and service is built here, once, and every
// route is registered here under /api. app.ts calls it; nothing else constructs a module.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { DB } from './db/schema';
import type { JobRunner } from './jobs/registry';
import type { AuditLog } from './lib/audit';
import type { LoginFailureStore, SessionCache } from './lib/shared-counters';
import type { FileStorage } from './lib/storage';
import { canonicalRegistrationNumber, dashboardGuard } from './plugins/auth';
import { createFilesRepository } from './modules/files/files.repository';
import { createStoredFiles } from './modules/files/stored-files';
import { createReferenceRepository } from './modules/reference/reference.repository';
import { createSeoRepository } from './modules/seo/seo.repository';
import { createAccountsRepository } from './modules/accounts/accounts.repository';
import { accountsRoutes, studentFeeRoutes } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createStudentFeesService } from './modules/accounts/student-fees.service';
import {
  centreApplicationPublicRoutes,
  centreApplicationReviewRoutes,
} from './modules/centre-applications/centre-applications.routes';
import { createCentreApplicationsService } from './modules/centre-applications/centre-applications.service';
import { createApplicationsRepository } from './modules/applications/applications.repository';
import {
  applicantRoutes,
  manageApplicationRoutes,
} from './modules/applications/applications.routes';
import { createApplicationsService } from './modules/applications/applications.service';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createCertificateApprovalRepository } from './modules/certificates/certificate-approval.repository';
import { createCertificatesRepository } from './modules/certificates/certificates.repository';
import {
  certificateStaffRoutes,
  certificateVerifyRoutes,
  studentCertificateRoutes,
} from './modules/certificates/certificates.routes';
import { createCertificatesService } from './modules/certificates/certificates.service';
import { createCertificateExamRepository } from './modules/certificates/certificate-exam.repository';
import { createCredentialsRepository } from './modules/credentials/credentials.repository';
import {
  credentialDashboardRoutes,
  credentialPublicRoutes,
  credentialWellKnownRoutes,
} from './modules/credentials/credentials.routes';
import { createCredentialsService } from './modules/credentials/credentials.service';
import { createPasswordResetRepository } from './modules/auth/password-reset.repository';
import { passwordResetRoutes } from './modules/auth/password-reset.routes';
import { createPasswordResetService } from './modules/auth/password-reset.service';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import {
  notificationRoutes,
  whatsappWebhookRoutes,
} from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createMsg91Sender, createSmtpSender } from './modules/notifications/senders';
import { setWhatsappOn } from './modules/notifications/enqueue';
import { createWhatsappSender } from './modules/notifications/whatsapp';
import { createCentresRepository } from './modules/centres/centres.repository';
import { centreAdminRoutes } from './modules/centres/centres.routes';
import { removeDemoData } from './demo-seed';
import { createCentresService } from './modules/centres/centres.service';
import { affiliationRoutes, centreVerifyRoutes } from './modules/affiliation/affiliation.routes';
import { createAffiliationService } from './modules/affiliation/affiliation.service';
import { createAnnouncementDelivery } from './modules/announcements/announcement-delivery';
import { createAnnouncementsRepository } from './modules/announcements/announcements.repository';
import { announcementRoutes } from './modules/announcements/announcements.routes';
import { createAnnouncementsService } from './modules/announcements/announcements.service';
import { createCentreMessagesRepository } from './modules/centre-messages/centre-messages.repository';
import { centreMessageRoutes } from './modules/centre-messages/centre-messages.routes';
import { createCentreMessagesService } from './modules/centre-messages/centre-messages.service';
import { createDashboardSummaryRepository } from './modules/dashboard-summary/dashboard-summary.repository';
import { dashboardSummaryRoutes } from './modules/dashboard-summary/dashboard-summary.routes';
import { createDashboardSummaryService } from './modules/dashboard-summary/dashboard-summary.service';
import { cashBookRoutes } from './modules/cash-book/cash-book.routes';
import { createCashBookService } from './modules/cash-book/cash-book.service';
import { createReportsRepository } from './modules/reports/reports.repository';
import { reportsRoutes } from './modules/reports/reports.routes';
import { createReportsService } from './modules/reports/reports.service';
import { createMonthlySummary } from './modules/reports/monthly-summary';
import { createStaffProfileRepository } from './modules/staff-profile/staff-profile.repository';
import { staffProfileRoutes } from './modules/staff-profile/staff-profile.routes';
import { createBatchesRepository } from './modules/batches/batches.repository';
import { batchRoutes } from './modules/batches/batches.routes';
import { idCardRoutes, idCardVerifyRoutes } from './modules/id-cards/id-cards.routes';
import { createIdCardsService } from './modules/id-cards/id-cards.service';
import { createBatchesService } from './modules/batches/batches.service';
import { createAttendanceRepository } from './modules/attendance/attendance.repository';
import { attendanceRoutes } from './modules/attendance/attendance.routes';
import { createAttendanceService } from './modules/attendance/attendance.service';
import { createStaffProfileService } from './modules/staff-profile/staff-profile.service';
import { createContentRepository } from './modules/content/content.repository';
import { contentRoutes } from './modules/content/content.routes';
import { seedContent } from './modules/content/content.service';
import { seedContentHindi } from './modules/content/seed/hindi-seed';
import { createSiteEditorRepository } from './modules/content/site-editor.repository';
import { publicSiteRoutes, siteEditorRoutes } from './modules/content/site-editor.routes';
import { createSiteEditor } from './modules/content/site-editor.service';
import { createSiteLogo } from './modules/content/site-logo.service';
import { siteLogoRoutes } from './modules/content/site-logo.routes';
import { documentLanguageRoutes } from './modules/content/document-language.routes';
import { createDocumentLanguage } from './modules/content/document-language.service';
import { createContentHistory } from './modules/content/content-history';
import {
  documentLanguageHistoryKind,
  siteHistoryKinds,
} from './modules/content/site-history-kinds';
import { createMediaEditorRepository } from './modules/content/media-editor.repository';
import { mediaEditorRoutes, mediaRoutes } from './modules/content/media-editor.routes';
import { createPageContentRepository } from './modules/content/page-content.repository';
import { pageEditorRoutes, publicAboutRoutes } from './modules/content/page-content.routes';
import { createPageEditor } from './modules/content/page-content.service';
import { pageHistoryKinds } from './modules/content/page-history-kinds';
import { createContentKinds } from './modules/content/kinds';
import { cataloguePagesRoutes } from './modules/content/catalogue-pages.routes';
import { createContentDraftsRepository } from './modules/content/content-drafts.repository';
import {
  contentDraftRoutes,
  draftPreviewHook,
  draftPreviewRoutes,
} from './modules/content/content-drafts.routes';
import { createContentDrafts } from './modules/content/content-drafts.service';
import { contentDraftKinds } from './modules/content/content-draft-kinds';
import { createContentTranslationsRepository } from './modules/content/content-translations.repository';
import { createContentTranslations } from './modules/content/content-translations.service';
import { contentTranslationRoutes } from './modules/content/content-translations.routes';
import { contentLanguageHook } from './modules/content/content-translations.public';
import { translationHistoryKind } from './modules/content/translation-history-kinds';
import { catalogueDraftKinds } from './modules/content/catalogue-draft-kinds';
import { createDraftPictures } from './modules/content/draft-pictures';
import { galleryDraftKinds } from './modules/content/gallery-draft-kinds';
import { createCentreDocumentsRepository } from './modules/centre-documents/centre-documents.repository';
import { centreDocumentRoutes } from './modules/centre-documents/centre-documents.routes';
import { createCentreDocumentsService } from './modules/centre-documents/centre-documents.service';
import { createEnquiriesRepository } from './modules/enquiries/enquiries.repository';
import { enquiriesRoutes, enquiryListRoutes } from './modules/enquiries/enquiries.routes';
import { createEnquiriesService } from './modules/enquiries/enquiries.service';
import { createMarketingToolsRepository } from './modules/marketing-tools/marketing-tools.repository';
import { marketingToolRoutes } from './modules/marketing-tools/marketing-tools.routes';
import {
  createMarketingToolsService,
  seedMarketingTools,
} from './modules/marketing-tools/marketing-tools.service';
import { createGalleryRepository } from './modules/gallery/gallery.repository';
import { createOnlineExamsRepository } from './modules/online-exams/online-exams.repository';
import {
  onlineExamStaffRoutes,
  studentExamRoutes,
} from './modules/online-exams/online-exams.routes';
import { createOnlineExamsService } from './modules/online-exams/online-exams.service';
import { galleryRoutes } from './modules/gallery/gallery.routes';
import { seedGallery } from './modules/gallery/gallery.service';
import { gradingRoutes } from './modules/grading/grading.routes';
import { createGradingService } from './modules/grading/grading.service';
import { healthRoutes } from './modules/health/health.routes';
import { createOfflineExamsRepository } from './modules/offline-exams/offline-exams.repository';
import {
  offlineExamRoutes,
  studentResultRoutes,
} from './modules/offline-exams/offline-exams.routes';
import { createOfflineExamsService } from './modules/offline-exams/offline-exams.service';
import { seedCourseSubjects } from './modules/offline-exams/offline-exams.subjects';

export { seedCourseSubjects };
import { referenceRoutes } from './modules/reference/reference.routes';
import { createCourseEditorRepository } from './modules/reference/course-editor.repository';
import { courseEditorRoutes } from './modules/reference/course-editor.routes';
import { createCourseEditor } from './modules/reference/course-editor.service';
import { courseHistoryKind } from './modules/reference/course-history-kind';
import { seoRoutes } from './modules/seo/seo.routes';
import { createStudentsRepository } from './modules/students/students.repository';
import { studentProfileRoutes, studentRecordRoutes } from './modules/students/students.routes';
import { createStudentsService } from './modules/students/students.service';
import { createJobsRepository } from './modules/jobs/jobs.repository';
import { setCentreGstin } from './modules/centres/centre-gstin';
import { invoiceRoutes } from './modules/invoices/invoices.routes';
import { createInvoicesService } from './modules/invoices/invoices.service';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { gatewayRoutes, paymentRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { createRazorpayGateway } from './modules/payments/razorpay';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { createJobsService } from './modules/jobs/jobs.service';

export interface ModuleDependencies {
  db: Kysely<DB>;
  storage: FileStorage;
  audit: AuditLog;
  sessionTtlHours: number;
  sessionCache: SessionCache;
  loginFailures?: LoginFailureStore;
  /** Draws the marketing tools' seeded files (once; see app.ts). */
  seedMarketing: () => Promise<unknown>;
  /** Signing keys and issuer of the Open Badges credentials (config.credentials). */
  credentialSettings: Config['credentials'];
  /** E-mail and SMS providers (config.notifications); each null channel is off. */
  notificationSettings: Config['notifications'];
  /** Announcements' pace (config.announcements); 600 a minute when not given. */
  announcementSettings?: Config['announcements'];
  /** The payment gateway's keys (config.payments); null: online payments are off. */
  paymentSettings?: Config['payments'];
  /** Told after every content edit: the kept public pages are dropped (plugins/web.ts). */
  publicContentChanged: () => void;
  log: FastifyBaseLogger;
}

/** Builds every module: repositories, then the services that use them. */
export function createModules(deps: ModuleDependencies) {
  const { db, storage, audit, sessionCache, loginFailures } = deps;
  const files = createFilesRepository(db);
  const storedFiles = createStoredFiles({ db, storage, files });
  const auth = createAuthService({
    repository: createAuthRepository(db),
    audit,
    sessionTtlMs: deps.sessionTtlHours * 3_600_000,
    sessionCache,
    ...(loginFailures ? { loginFailures } : {}),
  });
  // E-mail and SMS from the outbox (modules/notifications, decision 0021); off when not configured.
  const notificationSettings = deps.notificationSettings;
  setWhatsappOn(db, notificationSettings.whatsapp !== null);
  const notifications = createNotificationsService({
    repository: createNotificationsRepository(db),
    config: notificationSettings,
    email: notificationSettings.email ? createSmtpSender(notificationSettings.email) : null,
    sms: notificationSettings.sms ? createMsg91Sender(notificationSettings.sms) : null,
    // WhatsApp's Cloud API (decision 0085): off without its four variables.
    whatsapp: notificationSettings.whatsapp
      ? createWhatsappSender(notificationSettings.whatsapp)
      : null,
    audit,
    log: deps.log,
  });
  const passwordResets = createPasswordResetService({
    repository: createPasswordResetRepository(db),
    audit,
    sessionCache,
    channels: notifications.channels,
    publicUrl: notificationSettings.publicUrl,
    sent: notifications.kick,
  });
  const studentsRepository = createStudentsRepository(db);
  const students = createStudentsService({
    repository: studentsRepository,
    storage,
    files,
    storedFiles,
    audit,
  });
  const offlineExams = createOfflineExamsService({
    repository: createOfflineExamsRepository(db),
    audit,
  });
  const grading = createGradingService({ db: db, audit: audit });
  const centres = createCentresService({
    repository: createCentresRepository(db),
    audit,
    sessionCache,
    removeDemoData: () => removeDemoData(db),
  });
  const affiliation = createAffiliationService({ db, audit });
  const onlineExams = createOnlineExamsService({
    repository: createOnlineExamsRepository(db),
    audit,
    log: deps.log,
  });
  // Signed Open Badges credentials (decision 0019): issued when a certificate is printed.
  const credentials = createCredentialsService({
    repository: createCredentialsRepository(db),
    audit,
    settings: deps.credentialSettings,
  });
  const certificates = createCertificatesService({
    repository: createCertificatesRepository(db),
    approval: createCertificateApprovalRepository(db),
    audit,
    storage,
    credentials,
    exams: createCertificateExamRepository(db),
  });
  const applications = createApplicationsService({
    repository: createApplicationsRepository(db),
    students: studentsRepository,
    storedFiles,
    audit,
    sessionCache,
  });

  const centreApplications = createCentreApplicationsService({
    db,
    storedFiles,
    audit,
    publicUrl: notificationSettings.publicUrl,
    sent: notifications.kick,
  });

  const accountsRepository = createAccountsRepository(db);
  const accounts = createAccountsService({
    repository: accountsRepository,
    storedFiles,
    audit,
  });
  const studentFees = createStudentFeesService({
    repository: accountsRepository,
    audit,
  });
  const enquiries = createEnquiriesService({
    repository: createEnquiriesRepository(db),
    audit,
  });
  const centreDocuments = createCentreDocumentsService({
    repository: createCentreDocumentsRepository(db),
    storage,
    files,
    storedFiles,
    audit,
  });
  const marketingTools = createMarketingToolsService({
    repository: createMarketingToolsRepository(db),
    storage,
    audit,
    seeded: deps.seedMarketing,
  });
  const centreMessages = createCentreMessagesService({
    repository: createCentreMessagesRepository(db),
    audit,
  });
  const batches = createBatchesService({ repository: createBatchesRepository(db), audit });
  // Announcements to students, sent through the outbox at a pace (decision 0086).
  const announcementsRepository = createAnnouncementsRepository(db);
  const announcementDelivery = createAnnouncementDelivery({
    repository: announcementsRepository,
    ratePerMinute: deps.announcementSettings?.ratePerMinute ?? 600,
    sent: notifications.kick,
    log: deps.log,
  });
  const announcements = createAnnouncementsService({
    repository: announcementsRepository,
    delivery: announcementDelivery,
    audit,
    channels: notifications.channels,
  });
  const idCards = createIdCardsService({ db, storage, batches });
  const attendance = createAttendanceService({
    repository: createAttendanceRepository(db),
    batches,
    audit,
  });
  const staffProfile = createStaffProfileService({
    repository: createStaffProfileRepository(db),
    audit,
  });
  const siteEditorRepository = createSiteEditorRepository(db);
  const siteEditor = createSiteEditor({
    repository: siteEditorRepository,
    audit,
    onChange: deps.publicContentChanged,
  });
  const documentLanguage = createDocumentLanguage({ repository: siteEditorRepository, audit });
  const siteLogo = createSiteLogo({
    repository: siteEditorRepository,
    storedFiles,
    audit,
    requireEditor: siteEditor.requireEditor,
    onChange: deps.publicContentChanged,
  });
  const courseEditor = createCourseEditor({
    repository: createCourseEditorRepository(db),
    audit,
    courseAdded: () => seedCourseSubjects(db),
    onChange: deps.publicContentChanged,
  });
  // The website's images in their widths (GET /api/media/:fileId, decision 0026).
  const mediaRepository = createMediaEditorRepository(db);
  const pageEditor = createPageEditor({
    repository: createPageContentRepository(db),
    audit,
    requireEditor: siteEditor.requireEditor,
    onChange: deps.publicContentChanged,
  });
  // The website's declared kinds of listed content (decision 0067): one generic editor each.
  const contentKinds = createContentKinds({
    db,
    audit,
    storedFiles,
    requireEditor: siteEditor.requireEditor,
    onChange: deps.publicContentChanged,
  });
  // Drafts with a preview before publishing (decision 0030), pictures included (0038).
  const draftPictures = createDraftPictures({
    db,
    storedFiles,
    requireEditor: siteEditor.requireEditor,
  });
  const contentDrafts = createContentDrafts({
    repository: createContentDraftsRepository(db),
    audit,
    kinds: [
      ...contentDraftKinds(siteEditor, pageEditor, siteLogo, draftPictures),
      ...contentKinds.drafts(),
      ...catalogueDraftKinds(
        contentKinds.slides,
        contentKinds.courseCards,
        draftPictures,
        contentKinds.coursePages,
      ),
      ...galleryDraftKinds(contentKinds.albums, contentKinds.photos, draftPictures),
    ],
    pictures: draftPictures,
    requireEditor: siteEditor.requireEditor,
    mayEdit: async (user) => (await siteEditor.access(user)).canEdit,
  });
  // The website's texts in Hindi (decision 0034).
  const contentTranslations = createContentTranslations({
    repository: createContentTranslationsRepository(db),
    audit,
    requireEditor: siteEditor.requireEditor,
    publicSite: () => siteEditor.publicSite(),
    publicAbout: () => pageEditor.publicAbout(),
    onChange: deps.publicContentChanged,
    kinds: contentKinds.translations(),
  });
  const dashboardSummary = createDashboardSummaryService({
    repository: createDashboardSummaryRepository(db),
  });
  const reports = createReportsService({ repository: createReportsRepository(db) });
  const monthlySummary = createMonthlySummary({ db, reports });
  // The cash book of a centre's day (issue 36 point 6, decision 0083).
  const cashBook = createCashBookService({ db, audit });
  // Online payments (issue 36, decision 0071): off without the gateway's keys.
  const payments = createPaymentsService({
    repository: createPaymentsRepository(db),
    gateway: deps.paymentSettings ? createRazorpayGateway(deps.paymentSettings) : null,
    audit,
    publicUrl: notificationSettings.publicUrl,
    log: deps.log,
  });
  // GST invoices and credit notes (issue 36 point 5, decision 0082).
  const invoices = createInvoicesService({ db, audit, setCentreGstin });

  return {
    db,
    storage,
    auth,
    students,
    offlineExams,
    grading,
    centres,
    affiliation,
    onlineExams,
    certificates,
    credentials,
    notifications,
    passwordResets,
    applications,
    centreApplications,
    accounts,
    studentFees,
    enquiries,
    centreDocuments,
    marketingTools,
    centreMessages,
    announcements,
    announcementDelivery,
    staffProfile,
    batches,
    idCards,
    attendance,
    dashboardSummary,
    reports,
    monthlySummary,
    cashBook,
    payments,
    invoices,
    // Public modules whose routes call their repository through plain functions.
    reference: createReferenceRepository(db),
    content: createContentRepository(db),
    siteEditor,
    siteLogo,
    documentLanguage,
    media: mediaRepository,
    contentHistory: createContentHistory(siteEditorRepository, siteEditor, audit, [
      ...siteHistoryKinds(siteEditor, siteLogo),
      documentLanguageHistoryKind(documentLanguage),
      courseHistoryKind(courseEditor),
      ...pageHistoryKinds(pageEditor),
      ...contentKinds.history(),
      translationHistoryKind(contentTranslations),
    ]),
    courseEditor,
    pageEditor,
    contentKinds,
    contentDrafts,
    draftPictures,
    contentTranslations,
    enquiryRepository: createEnquiriesRepository(db),
    gallery: createGalleryRepository(db),
    seo: createSeoRepository(db),
  };
}

export type Modules = ReturnType<typeof createModules>;

/** Registers every module's routes: the API under /api (staff's under /api/dashboard), SEO files. */
export async function registerModuleRoutes(
  app: FastifyInstance,
  modules: Modules,
  options: { migration: string | null; runner: JobRunner },
): Promise<void> {
  await app.register(
    async (api) => {
      // A draft's preview (decision 0030): public content answers overlaid for its editors.
      api.addHook('preSerialization', draftPreviewHook(modules.contentDrafts));
      // Then the page's language: head office's Hindi of the content on Hindi pages (decision 0034).
      api.addHook('preSerialization', contentLanguageHook(modules.contentTranslations));
      await api.register(healthRoutes({ migration: options.migration }));
      await api.register(referenceRoutes(modules.reference));
      await api.register(contentRoutes(modules.content));
      await api.register(publicSiteRoutes(modules.siteEditor, modules.siteLogo));
      await api.register(publicAboutRoutes(modules.pageEditor));
      await api.register(
        draftPreviewRoutes(
          modules.contentDrafts,
          modules.draftPictures,
          async (user) => (await modules.siteEditor.access(user)).canEdit,
        ),
      );
      await api.register(enquiriesRoutes(modules.enquiryRepository));
      await api.register(galleryRoutes(modules.gallery));
      await api.register(mediaRoutes(modules.media));
      await api.register(authRoutes(modules.auth));
      await api.register(
        passwordResetRoutes(modules.passwordResets, modules.notifications.channels),
      );
      await api.register(certificateVerifyRoutes(modules.certificates));
      await api.register(centreVerifyRoutes(modules.affiliation));
      await api.register(idCardVerifyRoutes(modules.idCards));
      await api.register(credentialPublicRoutes(modules.credentials));
      await api.register(applicantRoutes(modules.applications));
      await api.register(centreApplicationPublicRoutes(modules.centreApplications));
      await api.register(gatewayRoutes(modules.payments));
      await api.register(whatsappWebhookRoutes(modules.notifications));
      // Everything under /api/dashboard is for staff (routes may also let a student see their own).
      await api.register(
        async (dashboard) => {
          dashboard.addHook('onRoute', (route) => {
            for (const method of [route.method].flat()) {
              if (method !== 'HEAD') app.dashboardRoutes.push({ method, url: route.url });
            }
          });
          // Before the body is read or validated: strangers learn nothing and upload nothing.
          dashboard.addHook('onRequest', dashboardGuard);
          dashboard.addHook('preValidation', canonicalRegistrationNumber);
          await dashboard.register(studentProfileRoutes(modules.students));
          await dashboard.register(studentRecordRoutes(modules.students));
          await dashboard.register(centreAdminRoutes(modules.centres));
          await dashboard.register(affiliationRoutes(modules.affiliation));
          await dashboard.register(dashboardSummaryRoutes(modules.dashboardSummary));
          await dashboard.register(reportsRoutes(modules.reports));
          await dashboard.register(cashBookRoutes(modules.cashBook));
          await dashboard.register(manageApplicationRoutes(modules.applications));
          await dashboard.register(centreApplicationReviewRoutes(modules.centreApplications));
          await dashboard.register(enquiryListRoutes(modules.enquiries));
          await dashboard.register(centreDocumentRoutes(modules.centreDocuments));
          await dashboard.register(marketingToolRoutes(modules.marketingTools));
          await dashboard.register(centreMessageRoutes(modules.centreMessages));
          await dashboard.register(announcementRoutes(modules.announcements));
          await dashboard.register(staffProfileRoutes(modules.staffProfile));
          await dashboard.register(batchRoutes(modules.batches));
          await dashboard.register(idCardRoutes(modules.idCards));
          await dashboard.register(attendanceRoutes(modules.attendance));
          await dashboard.register(
            siteEditorRoutes(modules.siteEditor, modules.contentHistory, modules.contentKinds),
          );
          await dashboard.register(documentLanguageRoutes(modules.documentLanguage));
          await dashboard.register(
            siteLogoRoutes(modules.siteLogo, modules.siteEditor.requireEditor),
          );
          await dashboard.register(courseEditorRoutes(modules.courseEditor));
          await dashboard.register(mediaEditorRoutes(modules.siteEditor, modules.contentKinds));
          await dashboard.register(
            pageEditorRoutes(
              modules.pageEditor,
              modules.siteEditor.requireEditor,
              modules.contentKinds,
            ),
          );
          await dashboard.register(
            cataloguePagesRoutes(modules.siteEditor.requireEditor, modules.contentKinds),
          );
          await dashboard.register(
            contentDraftRoutes(
              modules.contentDrafts,
              modules.draftPictures,
              modules.siteEditor.requireEditor,
            ),
          );
          await dashboard.register(
            contentTranslationRoutes(modules.contentTranslations, modules.siteEditor.requireEditor),
          );
          await dashboard.register(certificateStaffRoutes(modules.certificates));
          await dashboard.register(studentCertificateRoutes(modules.certificates));
          await dashboard.register(credentialDashboardRoutes(modules.credentials));
          await dashboard.register(notificationRoutes(modules.notifications));
          await dashboard.register(onlineExamStaffRoutes(modules.onlineExams));
          await dashboard.register(studentExamRoutes(modules.onlineExams));
          await dashboard.register(offlineExamRoutes(modules.offlineExams, modules.storage));
          await dashboard.register(studentResultRoutes(modules.offlineExams));
          await dashboard.register(gradingRoutes(modules.grading));
          await dashboard.register(accountsRoutes(modules.accounts, modules.studentFees));
          await dashboard.register(studentFeeRoutes(modules.studentFees));
          await dashboard.register(paymentRoutes(modules.payments));
          await dashboard.register(invoiceRoutes(modules.invoices));
          await dashboard.register(
            jobsRoutes(
              createJobsService({
                repository: createJobsRepository(modules.db),
                runner: options.runner,
              }),
            ),
          );
        },
        { prefix: '/dashboard' },
      );
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes(modules.seo));
  await app.register(credentialWellKnownRoutes(modules.credentials));
}

/**
 * The public website's content and gallery, only into tables that are still empty; then the
 * Hindi of the shipped texts still in English without Hindi (decision 0073).
 */
export async function seedPublicContent(db: Kysely<DB>, storage: FileStorage): Promise<void> {
  await seedContent(createContentRepository(db));
  await seedGallery(createGalleryRepository(db), storage);
  // Read-only here: the settings and the About page as the public pages show them.
  const unused = () => Promise.resolve();
  const site = createSiteEditor({
    repository: createSiteEditorRepository(db),
    audit: unused,
    onChange: () => {},
  });
  const pages = createPageEditor({
    repository: createPageContentRepository(db),
    audit: unused,
    requireEditor: site.requireEditor,
    onChange: () => {},
  });
  await seedContentHindi(db, {
    publicSite: () => site.publicSite(),
    publicAbout: () => pages.publicAbout(),
  });
}

/** The marketing tools' brochures and banner, kept in apps/server/assets (decision 0045). */
export const seedMarketingFiles = (db: Kysely<DB>, storage: FileStorage) =>
  seedMarketingTools(createMarketingToolsRepository(db), storage);
