import { setInstituteTimeZone } from '@institute/shared/institute-time';
import fastifyCompress from '@fastify/compress';
import type { DocumentLanguage } from '@institute/shared/document-language';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import { ERROR_CODES } from '@institute/shared/api-error';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import http from 'node:http';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { openApiTransform, openApiTransformObject, SECURITY_SCHEMES } from './lib/openapi';
import type { Config } from './config';
import { createDatabase, type Database } from './db/database';
import { seedDemoData } from './demo-seed';
import { appliedMigration, migrateToLatest } from './db/migrator';
import { withStartLock } from './db/start-lock';
import { trusts } from './lib/trust-proxy';
import { seedDefaultCentre, seedFirstAdmin, seedReferenceData, type FirstAdmin } from './db/seed';
import { sendDuesReminders } from './modules/accounts/dues-reminders';
import { refreshReportSummaries } from './modules/reports/report-summaries';
import { registerAuth } from './plugins/auth';
import {
  createModules,
  registerModuleRoutes,
  seedCourseSubjects,
  seedMarketingFiles,
  seedPublicContent,
} from './composition';
import { requestLogSerializer } from './lib/log-redaction';
import { fastSerializerCompiler } from './lib/serializer';
import { serverJobs } from './jobs/definitions';
import { createInProcessRunner } from './jobs/in-process-runner';
import { createJobRunLog } from './jobs/job-runs';
import { createPgBossRunner } from './jobs/pg-boss-runner';
import { registerJobRunner, type JobDefinition, type JobRunner } from './jobs/registry';
import { requestIdFor } from './lib/request-id';
import type { NotificationsService } from './modules/notifications/notifications.service';
import type { AnnouncementDelivery } from './modules/announcements/announcement-delivery';
import { createAuditLog, type AuditLog } from './lib/audit';
import {
  checkDatabaseAnswers,
  checkDataDir,
  databaseStartupError,
  goLiveWarnings,
} from './lib/startup-checks';
import { createStorage } from './lib/storage-factory';
import {
  createDatabaseFailureStore,
  createSharedState,
  type SharedState,
} from './lib/shared-counters';
import { createAuthRepository } from './modules/auth/auth.repository';
import { registerDatabase } from './plugins/database';
import {
  clientErrorHandler,
  errorHandler,
  frameworkErrorHandler,
  translateAnswerMessage,
} from './plugins/errors';
import { refuseNulInRequest } from './lib/text-input';
import { registerStorage } from './plugins/storage';
import { registerApiDocs } from './plugins/api-docs';
import { registerWeb, type KeptPageAnswerer } from './plugins/web';
import { securityHeaders } from './lib/security-headers';
import { createChangeSignal } from './lib/change-signal';
import type { PaymentsService } from './modules/payments/payments.service';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditLog;
    /** Every route under /api/dashboard, as 'METHOD /path' (the authorization tests walk them). */
    dashboardRoutes: { method: string; url: string }[];
    /** The background jobs' runner (started once the server listens). */
    jobs: JobRunner;
    /** Null without REDIS_URL; 'down' while Redis is away and the fallbacks serve (readiness). */
    redisStatus: () => 'ok' | 'down' | null;
    /** Set when the app starts closing: readiness answers 503 from then on. */
    lifecycle: { shuttingDown: boolean };
    /** E-mail and SMS: the outbox's sender (decision 0021). */
    notifications: NotificationsService;
    /** Announcements' job (decision 0086): for tests and benchmarks to run it. */
    announcementDelivery: AnnouncementDelivery;
    /** Online payments (decision 0071): the reconciliation job's work, for tests to run it. */
    payments: PaymentsService;
    /**
     * The language a printed document is drawn in: the one its address asked for (`?lang=`),
     * else head office's default (decision 0035).
     */
    documentLanguage: (asked?: DocumentLanguage) => Promise<DocumentLanguage>;
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

/** SQLite's "database is locked": another connection held the write lock past the busy timeout. */
const isSqliteBusy = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (('code' in error && (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_BUSY_SNAPSHOT')) ||
    ('cause' in error && error.cause !== error && isSqliteBusy(error.cause)));

/** Runs the start's database steps, again (up to five times) while SQLite says it is busy. */
async function whileSqliteBusy<T>(steps: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await steps();
    } catch (error) {
      if (!isSqliteBusy(error) || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** Builds the whole application: database (migrated and seeded), API under /api, web app. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // Kept public pages are answered before Fastify routes the request (decision 0043), once the
  // web app is registered and until the server starts closing.
  let answerKept: KeptPageAnswerer | null = null;
  // The zone every calendar date of a moment follows (decision 0052): one per process.
  setInstituteTimeZone(config.instituteTimeZone);
  const app = Fastify({
    serverFactory: (handler, options: FastifyServerOptions) => {
      // Node reads its request timeout when the server is made (setting it afterwards has no
      // effect), and checks it this often: a fraction of a short timeout (the tests').
      const requestTimeout = options.requestTimeout ?? 0;
      const server = http.createServer(
        {
          requestTimeout,
          connectionsCheckingInterval:
            requestTimeout > 0
              ? Math.min(30_000, Math.max(100, Math.floor(requestTimeout / 4)))
              : 30_000,
        },
        (request, response) => {
          if (answerKept?.(request, response)) return;
          handler(request, response);
        },
      );
      // What Fastify sets on the server it makes itself.
      if (options.keepAliveTimeout) server.keepAliveTimeout = options.keepAliveTimeout;
      if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
      if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    },
    logger: {
      level: config.logLevel,
      serializers: { req: requestLogSerializer },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy === false ? false : trusts(config.trustProxy),
    // Request ids: a valid incoming X-Request-Id (from a proxy or another instance) is kept,
    // otherwise a new one; every log line of the request carries it as reqId.
    requestIdHeader: false,
    genReqId: requestIdFor,
    bodyLimit: 1024 * 1024,
    // A request (headers and body) must arrive within REQUEST_TIMEOUT_SECONDS: a body that
    // trickles in (a slow-loris client) is cut with a 408 instead of holding a connection forever.
    requestTimeout: config.requestTimeoutMs,
    clientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true },
    // What the router refuses (a path parameter over 100 characters) in the API's error shape.
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(fastSerializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('preSerialization', translateAnswerMessage);
  // A NUL character in any text of a request: a 400 naming the field (lib/text-input.ts).
  app.addHook('preHandler', refuseNulInRequest);
  app.decorate('lifecycle', { shuttingDown: false });
  // Security headers on every answer, as Helmet sets them (worked out once: lib/security-headers.ts);
  // the content security policy is set on pages, with their nonce or their scripts' hashes.
  const security = securityHeaders({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    hsts: config.env === 'production' ? undefined : false,
    // Browsers then send Origin with our own POSTs, which the cross-site check relies on.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const overHttps = Object.fromEntries(security.https);
  const overHttp = Object.fromEntries(security.http);
  app.addHook('onRequest', async (request, reply) => {
    // Strict-Transport-Security only over https (or what the trusted proxy says was https).
    reply.headers(request.protocol === 'https' ? overHttps : overHttp);
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
    database = await whileSqliteBusy(async () => createDatabase(config.database, app.log));
  } catch (error) {
    throw databaseStartupError(config.database, error);
  }
  registerDatabase(app, database, { answerCache: config.answerCache });
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
    await whileSqliteBusy(() => checkDatabaseAnswers(database.db, config.database));
    await files.check();
    shared = await createSharedState(config, app.log, {
      // While Redis is away, sign-in failures are counted in the database (login_failures).
      loginFailures: createDatabaseFailureStore(createAuthRepository(database.db)),
    });
    // Each step is safe to run again; on SQLite another process writing meanwhile (a second
    // server on the same file drawing its first marketing files, say) can hold the lock past the
    // busy timeout: the start then waits and tries again instead of exiting.
    // Instances started together take turns (db/start-lock.ts).
    migration = await withStartLock(database.db, config.database, () =>
      whileSqliteBusy(async () => {
        await migrateToLatest(database.db);
        // Read once: /api/health answers it from memory.
        const applied = await appliedMigration(database.db);
        await seedReferenceData(database.db);
        await seedDefaultCentre(database.db);
        await seedCourseSubjects(database.db);
        const firstAdmin = await seedFirstAdmin(
          database.db,
          config.admin,
          config.adminPasswordChange,
        );
        if (firstAdmin.created) options.onFirstAdmin?.(firstAdmin);
        if (config.demoData) await seedDemoData(database.db);
        // The public website's content and gallery, only into tables that are still empty.
        await seedPublicContent(database.db, app.storage);
        return applied;
      }),
    );
  } catch (error) {
    await database.destroy();
    await files.close();
    await shared?.close();
    throw error;
  }
  // A production server without what a real institute needs says so (docs/deploy.md).
  for (const warning of goLiveWarnings(config)) app.log.warn(warning);
  const { sessionCache, loginFailures, rateLimitStore, contentChanges } = shared;
  app.decorate('redisStatus', shared.redisStatus);
  app.addHook('onClose', shared.close);
  // The marketing tools' kept brochures and banner are stored on the first start: after the
  // server listens, or when the marketing tools are first asked for, whichever comes first.
  let marketingSeeding: Promise<unknown> | null = null;
  const seedMarketing = () =>
    (marketingSeeding ??= seedMarketingFiles(database.db, app.storage).catch((error: unknown) =>
      app.log.error({ err: error }, 'seeding the marketing tools failed'),
    ));
  app.addHook('onListen', async () => {
    setTimeout(seedMarketing, 1000).unref();
  });
  app.addHook('preClose', async () => {
    await marketingSeeding;
  });

  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Uploads: at most a 5 MB file (a PDF marksheet, an import); images are held to 2 MB later.
  await app.register(fastifyMultipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 4, fields: 60, fieldSize: 2000, parts: 70 },
  });
  // Off by default; a route opts in with `config: { rateLimit: { max, timeWindow } }`.
  await app.register(fastifyRateLimit, {
    global: false,
    // With REDIS_URL the counts are shared; while Redis is away they are counted in this process.
    ...(rateLimitStore ? { store: rateLimitStore } : {}),
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
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    // Operation ids, bodies, every error answer and the security schemes (decision 0062).
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  });
  registerApiDocs(app, {
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

  // Content edits drop the public pages this instance keeps (the web plugin listens) and, with
  // REDIS_URL, those every other instance keeps (a message on a Redis channel, decision 0029).
  const publicContent = createChangeSignal();
  contentChanges?.subscribe(publicContent.notify);
  const publicContentChanged = () => {
    publicContent.notify();
    contentChanges?.publish();
  };
  // Every module is built and its routes registered in one place: src/composition.ts.
  const modules = createModules({
    db: app.db,
    storage: app.storage,
    audit: app.audit,
    sessionTtlHours: config.sessionTtlHours,
    sessionCache,
    ...(loginFailures ? { loginFailures } : {}),
    seedMarketing,
    credentialSettings: config.credentials,
    notificationSettings: config.notifications,
    announcementSettings: config.announcements,
    paymentSettings: config.payments,
    publicContentChanged,
    log: app.log,
  });
  await registerAuth(app, modules.auth);
  app.decorate('notifications', modules.notifications);
  app.decorate('announcementDelivery', modules.announcementDelivery);
  app.decorate('payments', modules.payments);
  app.decorate(
    'documentLanguage',
    async (asked?: DocumentLanguage) => asked ?? (await modules.documentLanguage.language()),
  );
  app.addHook('preClose', async () => {
    await modules.announcementDelivery.idle();
    await modules.notifications.close();
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
    finaliseOverdueExams: () => modules.onlineExams.finaliseOverdue(),
    deliverNotifications: () => modules.notifications.deliverDue(),
    sendAnnouncements: () => modules.announcementDelivery.run(),
    sendDuesReminders: () => sendDuesReminders(app.db, new Date(), app.log),
    sendMonthlySummary: () => modules.monthlySummary.run(),
    sendAffiliationReminders: () => modules.affiliation.sendReminders(new Date(), app.log),
    reconcilePayments: () => modules.payments.reconcile(),
    refreshReportSummaries: () => refreshReportSummaries(app.db),
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

  await registerModuleRoutes(app, modules, { migration, runner });

  const web = config.webDist
    ? await registerWeb(app, config.webDist, {
        contentChanges: publicContent,
        securityHeaders: security,
        trustProxy: config.trustProxy,
        // The payment gateway's hosted checkout takes a form post from the page (decision 0071).
        formTargets: config.payments ? [new URL(config.payments.apiUrl).origin] : [],
      })
    : null;
  const renderPage = web?.renderPage ?? null;
  if (web) {
    answerKept = (request, response) =>
      !app.lifecycle.shuttingDown && web.answerKept(request, response);
  }

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
