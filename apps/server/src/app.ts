import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ERROR_CODES } from '@institute/shared/api-error';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createDatabase, type Database } from './db/database';
import { seedDemoData } from './db/demo-seed';
import { appliedMigration, migrateToLatest } from './db/migrator';
import { seedDefaultCentre, seedFirstAdmin, seedReferenceData, type FirstAdmin } from './db/seed';
import { createAccountsRepository } from './modules/accounts/accounts.repository';
import { accountsRoutes, studentFeeRoutes } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createStudentFeesService } from './modules/accounts/student-fees.service';
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
import { createCentresRepository } from './modules/centres/centres.repository';
import { centreAdminRoutes } from './modules/centres/centres.routes';
import { createCentresService } from './modules/centres/centres.service';
import { createCentreMessagesRepository } from './modules/centre-messages/centre-messages.repository';
import { centreMessageRoutes } from './modules/centre-messages/centre-messages.routes';
import { createCentreMessagesService } from './modules/centre-messages/centre-messages.service';
import { createDashboardSummaryRepository } from './modules/dashboard-summary/dashboard-summary.repository';
import { dashboardSummaryRoutes } from './modules/dashboard-summary/dashboard-summary.routes';
import { createDashboardSummaryService } from './modules/dashboard-summary/dashboard-summary.service';
import { createStaffProfileRepository } from './modules/staff-profile/staff-profile.repository';
import { staffProfileRoutes } from './modules/staff-profile/staff-profile.routes';
import { createStaffProfileService } from './modules/staff-profile/staff-profile.service';
import { createContentRepository } from './modules/content/content.repository';
import { contentRoutes } from './modules/content/content.routes';
import { seedContent } from './modules/content/content.service';
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
import { referenceRoutes } from './modules/reference/reference.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { createStudentsRepository } from './modules/students/students.repository';
import { studentProfileRoutes, studentRecordRoutes } from './modules/students/students.routes';
import { createStudentsService } from './modules/students/students.service';
import { canonicalRegistrationNumber, dashboardGuard, registerAuth } from './plugins/auth';
import { requestLogSerializer } from './lib/log-redaction';
import { fastSerializerCompiler } from './lib/serializer';
import { serverJobs } from './jobs/definitions';
import { createInProcessRunner } from './jobs/in-process-runner';
import { createJobRunLog } from './jobs/job-runs';
import { createPgBossRunner } from './jobs/pg-boss-runner';
import { registerJobRunner, type JobDefinition, type JobRunner } from './jobs/registry';
import { requestIdFor } from './lib/request-id';
import { createJobsRepository } from './modules/jobs/jobs.repository';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { createJobsService } from './modules/jobs/jobs.service';
import { createAuditLog, type AuditLog } from './lib/audit';
import { checkDatabaseAnswers, checkDataDir, databaseStartupError } from './lib/startup-checks';
import { createStorage } from './lib/storage-factory';
import { createSharedState, type SharedState } from './lib/shared-counters';
import { registerDatabase } from './plugins/database';
import { errorHandler } from './plugins/errors';
import { registerStorage } from './plugins/storage';
import { registerWeb } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditLog;
    /** Every route under /api/dashboard, as 'METHOD /path' (the authorization tests walk them). */
    dashboardRoutes: { method: string; url: string }[];
    /** The background jobs' runner (started once the server listens). */
    jobs: JobRunner;
    /** Set when the app starts closing: readiness answers 503 from then on. */
    lifecycle: { shuttingDown: boolean };
  }
}

export interface BuildOptions {
  /** Called once when the first head office account was created on an empty database. */
  onFirstAdmin?: (admin: Extract<FirstAdmin, { created: true }>) => void;
  /** Where the JSON log lines go (standard output when not given); the tests read them. */
  logStream?: { write(line: string): unknown };
  /** Changes the list of background jobs (the tests add jobs of their own). */
  jobs?: (defaults: JobDefinition[]) => JobDefinition[];
  /** PostgreSQL: how often each instance polls the job queue, in seconds (default 2). */
  jobPollingIntervalSeconds?: number;
}

/** Builds the whole application: database (migrated and seeded), API under /api, web app. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: requestLogSerializer },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    // Request ids: a valid incoming X-Request-Id (from a proxy or another instance) is kept,
    // otherwise a new one; every log line of the request carries it as reqId.
    requestIdHeader: false,
    genReqId: requestIdFor,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(fastSerializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorate('lifecycle', { shuttingDown: false });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Load balancers stop sending new requests here while in-flight ones finish.
    if (app.lifecycle.shuttingDown && request.url.split('?')[0] === '/api/health/ready') {
      return (
        reply
          .status(503)
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          // Not the route's response schema (which describes the database check).
          .serializer((payload: unknown) => JSON.stringify(payload))
          .send({ status: 'unavailable', shuttingDown: true })
      );
    }
  });
  app.addHook('preClose', async () => {
    app.lifecycle.shuttingDown = true;
  });

  // Expected start-up failures become one line naming DATA_DIR, the SQLite file or DATABASE_URL.
  checkDataDir(config.dataDir);
  let database: Database;
  try {
    database = createDatabase(config.database);
  } catch (error) {
    throw databaseStartupError(config.database, error);
  }
  registerDatabase(app, database);
  // Stored files: DATA_DIR/files, or an S3-compatible bucket (lib/storage-factory.ts, decision 0007).
  const files = await createStorage(config);
  registerStorage(app, files.storage);
  app.addHook('onClose', files.close);
  app.decorate('audit', createAuditLog(database.db));
  app.decorate('dashboardRoutes', []);
  let migration: string | null;
  // Session cache, sign-in failure counters, rate limits: this process's memory and the database,
  // or Redis shared by every process when REDIS_URL is set (lib/shared-counters.ts, decision 0008).
  let shared: SharedState | undefined;
  try {
    await checkDatabaseAnswers(database.db, config.database);
    await files.check();
    shared = await createSharedState(config, app.log);
    await migrateToLatest(database.db);
    // Read once: /api/health answers it from memory.
    migration = await appliedMigration(database.db);
    await seedReferenceData(database.db);
    await seedDefaultCentre(database.db);
    await seedCourseSubjects(database.db);
    const firstAdmin = await seedFirstAdmin(database.db, config.admin);
    if (firstAdmin.created) options.onFirstAdmin?.(firstAdmin);
    if (config.demoData) await seedDemoData(database.db);
    // The public website's content and gallery, only into tables that are still empty.
    await seedContent(createContentRepository(database.db));
    await seedGallery(createGalleryRepository(database.db), app.storage);
  } catch (error) {
    await database.destroy();
    await files.close();
    await shared?.close();
    throw error;
  }
  const { sessionCache, loginFailures, rateLimit } = shared;
  app.addHook('onClose', shared.close);
  // The marketing brochures and banner are drawn on the first start (seconds of work): after the
  // server listens, or when the marketing tools are first asked for, whichever comes first.
  let marketingSeeding: Promise<unknown> | null = null;
  const seedMarketing = () =>
    (marketingSeeding ??= seedMarketingTools(
      createMarketingToolsRepository(database.db),
      app.storage,
    ).catch((error: unknown) =>
      app.log.error({ err: error }, 'seeding the marketing tools failed'),
    ));
  app.addHook('onListen', async () => {
    setTimeout(seedMarketing, 1000).unref();
  });
  app.addHook('preClose', async () => {
    await marketingSeeding;
  });

  // Security headers everywhere; the content security policy is set on pages, with their nonce.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    hsts: config.env === 'production' ? undefined : false,
    // Browsers then send Origin with our own POSTs, which the cross-site check relies on.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Uploads: at most a 5 MB file (a PDF marksheet, an import); images are held to 2 MB later.
  await app.register(fastifyMultipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 4, fields: 60, fieldSize: 2000, parts: 70 },
  });
  // Off by default; a route opts in with `config: { rateLimit: { max, timeWindow } }`.
  await app.register(fastifyRateLimit, {
    global: false,
    // With REDIS_URL the counts are shared; should Redis fail, requests pass rather than fail.
    ...(rateLimit
      ? { redis: rateLimit.redis, nameSpace: rateLimit.nameSpace, skipOnError: true }
      : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: ERROR_CODES.tooManyRequests,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Institute network API',
        description: 'Public website and staff back office of a network of training centres.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI loads its own scripts and styles from /api/docs/static; it sets styles inline.
    staticCSP: [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
  });

  const auth = createAuthService({
    repository: createAuthRepository(app.db),
    audit: app.audit,
    sessionTtlMs: config.sessionTtlHours * 3_600_000,
    sessionCache,
    ...(loginFailures ? { loginFailures } : {}),
  });
  await registerAuth(app, auth);
  const students = createStudentsService({
    repository: createStudentsRepository(app.db),
    storage: app.storage,
    audit: app.audit,
  });
  const offlineExams = createOfflineExamsService({
    repository: createOfflineExamsRepository(app.db),
    audit: app.audit,
  });
  const grading = createGradingService({ db: app.db, audit: app.audit });
  const centres = createCentresService({
    repository: createCentresRepository(app.db),
    audit: app.audit,
    sessionCache,
  });
  const onlineExams = createOnlineExamsService({
    repository: createOnlineExamsRepository(app.db),
    audit: app.audit,
  });
  const certificates = createCertificatesService({
    repository: createCertificatesRepository(app.db),
    approval: createCertificateApprovalRepository(app.db),
    audit: app.audit,
    storage: app.storage,
  });
  const applications = createApplicationsService({
    repository: createApplicationsRepository(app.db),
    storage: app.storage,
    audit: app.audit,
    sessionCache,
  });

  const accountsRepository = createAccountsRepository(app.db);
  const accounts = createAccountsService({
    repository: accountsRepository,
    storage: app.storage,
    audit: app.audit,
  });
  const studentFees = createStudentFeesService({
    repository: accountsRepository,
    audit: app.audit,
  });
  const enquiries = createEnquiriesService({
    repository: createEnquiriesRepository(app.db),
    audit: app.audit,
  });
  const centreDocuments = createCentreDocumentsService({
    repository: createCentreDocumentsRepository(app.db),
    storage: app.storage,
    audit: app.audit,
  });
  const marketingTools = createMarketingToolsService({
    repository: createMarketingToolsRepository(app.db),
    storage: app.storage,
    audit: app.audit,
    seeded: seedMarketing,
  });
  const centreMessages = createCentreMessagesService({
    repository: createCentreMessagesRepository(app.db),
    audit: app.audit,
  });
  const staffProfile = createStaffProfileService({
    repository: createStaffProfileRepository(app.db),
    audit: app.audit,
  });
  const dashboardSummary = createDashboardSummaryService({
    repository: createDashboardSummaryRepository(app.db),
  });

  // Background jobs, all defined in jobs/definitions.ts: in this process on SQLite, through the
  // pg-boss queue on PostgreSQL (each run once across instances). They start once the server
  // listens and finish before the database closes.
  const defaultJobs = serverJobs({
    db: app.db,
    dialect: database.dialect,
    storage: app.storage,
    log: app.log,
    fileSweep: config.fileSweep,
    finaliseOverdueExams: () => onlineExams.finaliseOverdue(),
  });
  const jobDefinitions = options.jobs ? options.jobs(defaultJobs) : defaultJobs;
  const jobRuns = createJobRunLog(app.db);
  const runner =
    config.database.kind === 'postgres'
      ? createPgBossRunner(jobDefinitions, jobRuns, app.log, {
          connectionString: config.database.url,
          pollingIntervalSeconds: options.jobPollingIntervalSeconds,
        })
      : createInProcessRunner(jobDefinitions, jobRuns, app.log);
  app.decorate('jobs', runner);
  registerJobRunner(app, runner);
  const jobs = createJobsService({ repository: createJobsRepository(app.db), runner });

  await app.register(
    async (api) => {
      await api.register(healthRoutes({ migration }));
      await api.register(referenceRoutes);
      await api.register(contentRoutes);
      await api.register(enquiriesRoutes);
      await api.register(galleryRoutes);
      await api.register(authRoutes(auth));
      await api.register(certificateVerifyRoutes(certificates));
      await api.register(applicantRoutes(applications));
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
          await dashboard.register(studentProfileRoutes(students));
          await dashboard.register(studentRecordRoutes(students));
          await dashboard.register(centreAdminRoutes(centres));
          await dashboard.register(dashboardSummaryRoutes(dashboardSummary));
          await dashboard.register(manageApplicationRoutes(applications));
          await dashboard.register(enquiryListRoutes(enquiries));
          await dashboard.register(centreDocumentRoutes(centreDocuments));
          await dashboard.register(marketingToolRoutes(marketingTools));
          await dashboard.register(centreMessageRoutes(centreMessages));
          await dashboard.register(staffProfileRoutes(staffProfile));
          await dashboard.register(certificateStaffRoutes(certificates));
          await dashboard.register(studentCertificateRoutes(certificates));
          await dashboard.register(onlineExamStaffRoutes(onlineExams));
          await dashboard.register(studentExamRoutes(onlineExams));
          await dashboard.register(offlineExamRoutes(offlineExams, app.storage));
          await dashboard.register(studentResultRoutes(offlineExams));
          await dashboard.register(gradingRoutes(grading));
          await dashboard.register(accountsRoutes(accounts, studentFees));
          await dashboard.register(studentFeeRoutes(studentFees));
          await dashboard.register(jobsRoutes(jobs));
        },
        { prefix: '/dashboard' },
      );
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes);

  const renderPage = config.webDist ? await registerWeb(app, config.webDist) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (renderPage && isPage && !request.url.startsWith('/api/') && request.url !== '/api') {
      return renderPage(request, reply);
    }
    return reply.status(404).send({
      code: ERROR_CODES.notFound,
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    });
  });

  return app;
}
