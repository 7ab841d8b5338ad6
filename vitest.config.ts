import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The server suite runs on SQLite always. With TEST_DATABASE_URL set, the files listed here run a
// second time on PostgreSQL: each one's behaviour can differ by database (transactions, locking,
// concurrency, money, stored files with their rows, migrations, dialect-specific queries, unique
// violations mapped to 409, case-insensitive search, column sizes). A file not listed runs on
// SQLite only: no database at all, or plain reads and writes through the same query builder
// (decision 0031 lists what moved and why). A new test file runs on SQLite only until added here.
const ALSO_ON_POSTGRES: Record<string, string> = {
  announcements:
    'each recipient enqueued once: 50 job runs at once claim rows by a conditional update under the row lock',
  'api-contract':
    "every operation's answers held to the API document: error answers of the database layer (unique and foreign-key refusals) differ by database",
  'centre-applications':
    'approving raced 50-way creates one centre and one manager (a conditional update under the row lock)',
  accounts: 'money: fees, instalments and wallet debits, concurrent payments',
  'gst-invoices':
    "invoice numbers taken in the credit's transaction: 50 top-ups at once give 50 consecutive numbers",
  'cash-book':
    'a close raced 50-way by payments (advisory locks); sums of bigint columns; the India day',
  affiliation:
    'renewals raced 50-way renew once and charge the wallet once; reminders claimed once; periods compared as text',
  payments:
    'online payments: each webhook event once and each payment credited once under 50-way concurrency (unique keys, row and advisory locks)',
  timetable: 'the week of a centre read on both databases (dates compared as text)',
  attendance:
    'one mark per batch, student and day: the same day saved 50-way at once (upserts under the day row lock); holidays unique per centre and network (partial indexes)',
  batches:
    'one open enrolment per student and the capacity of a batch raced 50-way; room and teacher clashes raced 50-way under the centre lock',
  'archived-students':
    'an archived student frozen: archives, restores and fee payments at once hold the student row (FOR SHARE)',
  'amount-limits': 'column sizes of amounts',
  'monthly-summary':
    "one summary per month raced 50-way (the month's row), attachments stored beside the outbox on both databases",
  teachers:
    "the teacher role's migration (a check constraint replaced on PostgreSQL, the users table rebuilt on SQLite) and a teacher's reach read through joins of batches and enrolments",
  'go-live':
    'fee plans at admission, opening balances and past receipt numbers raced 50-way, go-live reminders',
  idempotency:
    'one claim per Idempotency-Key: 50 identical attendance saves and Add Student forms at once do the work once (the primary key under concurrent inserts)',
  'answer-cache': 'cached answers against writes on the database',
  'named-statements':
    'queries as named statements of their PostgreSQL connection (decision 0096): kept plans, a table changed under one',
  'answers-after-commit':
    'a write answers what its transaction saved, the database gone after the commit',
  applications: 'approval assigns registration numbers, concurrently',
  auth: 'sessions, sign-in failure counters in the database',
  'auth-throttle': 'sign-in failure counters counted by one upsert, concurrently',
  backup: 'the backup and restore of each database',
  'results-publishing':
    'fifty publishes of one exam session at the same moment send the result messages once',
  'bad-input': 'NUL characters and impossible dates refused before PostgreSQL sees them',
  'catalogue-pages-editing': 'edits at their version, concurrent saves',
  centres: 'unique codes and e-mails mapped to 409, sessions revoked',
  'certificate-exam':
    'the counted result chosen per course (exists/joins of migration 0034), preview equals print',
  'certificate-approval': 'transactions of the approval queue',
  'certificate-verification': 'lookups over certificates, dialect-specific queries',
  certificates: 'certificate numbers under concurrent printing',
  'certificate-life':
    'one revocation and one message of concurrent revocations (conditional update)',
  content: 'the seed on a restart fills only empty tables',
  'content-hindi':
    'the shipped Hindi written at start in batches, rows head office wrote skipped, on both databases',
  'content-draft-gallery': 'stored files with their rows, concurrent publishing of one draft',
  'content-kinds':
    "the engine's writes within a parent (places, reorder, a picture's files) and through another module's writes",
  'content-draft-pictures': 'stored files with their rows, concurrent publishing of one draft',
  'id-cards':
    'one card code per student when cards are printed at once (primary key, insert on conflict), the joins of the public check',
  'first-sign-in':
    'the forced first password change and the first-day checklist (removing the demo data in one transaction) on a fresh install',
  'draft-rules': 'a draft refused by the rules its Publish runs (unique months), on both databases',
  'content-drafts': 'a draft written only over the one its editor saw, concurrently',
  'content-editing': 'edits at their version, concurrent saves',
  'content-translation-coverage':
    'per-kind counts of Hindi texts over both content and translation rows',
  'content-translations': 'first saves as upserts at their version, concurrently',
  'concurrent-start': 'two instances migrating and seeding one empty database at once',
  'course-catalogue': 'edits at their version, concurrent saves',
  'course-enquiries': 'case-insensitive search and filters',
  credentials: 'status list indexes allocated in a transaction',
  'dashboard-summary': 'aggregate queries',
  reports: 'grouped sums and counts, substr of dates, months of the institute by dialect',
  'reports-attendance':
    'attendance kept per batch day by insert-select with conditional sums, its incremental refresh',
  'report-summaries':
    'kept report summaries: upserts adding to sums, the refresh lock, incremental equal to full',
  'report-summaries-counts':
    'kept report counts: bigint sums, insert-select group by, the old queries as the rule',
  'document-language': 'a settings record written at its version (insert, then compare-and-set)',
  'dues-reminders': 'once per instalment across concurrent runs',
  'files-crash': 'a crash between a row and its file',
  'files-sweeper': 'stored files against the rows that name them',
  'find-things':
    'student search scoped to the centre, ledger lines joined to their students, the refused admission',
  gallery: 'stored files with their rows, removed when the rows fail',
  health: 'the database dialect and readiness check',
  'institute-dates': "dates stored from instants in the institute's time zone, the deadline job",
  jobs: 'two app instances running each period of a job once',
  'media-editing': 'stored files with their rows, edits at their version',
  migrations: 'the migrations of each dialect',
  notifications: 'the outbox: claims and retries',
  'notifications-events': 'messages written in the transaction of their event, wallet debits',
  'notification-hindi-dates': 'a Hindi message written from its queued data and sent',
  whatsapp:
    'webhook events handled once under concurrent copies (a unique key), the outbox rebuilt with a new channel check',
  'offline-exams': 'results re-saved in place (upserts), aggregate grading',
  'online-exams': 'attempts saved as they go and submitted at the deadline',
  'other-centre-students': 'students of another centre looked up by number, as unknown ones',
  'page-content-editing': 'edits at their version, concurrent saves',
  'password-reset': 'single-use links and codes, counters in the database',
  'race-guards': 'only-one rules held by unique indexes under concurrent requests',
  'redis-counters': 'the database counters against memory and Redis',
  'redis-outage': 'sessions and sign-in failures read from the database while Redis is down',
  'redis-return':
    'a sign-out made while Redis was away, honoured from the database once it is back',
  'registration-case': 'case-insensitive registration numbers',
  shutdown: 'the pool drained on SIGTERM',
  's3-outage': 'no row saved without its file while the store is away',
  'site-logo': 'stored files with their rows, edits at their version',
  'storage-contract': 'a row and its file together in a transaction',
  'storage-s3-api': 'objects left behind when the transaction refuses the row',
  'student-import-copy':
    'an import through PostgreSQL COPY saves exactly what the statements of 500 rows saved',
  'student-name-search':
    "a search inside names: PostgreSQL's trigram index against SQLite's FTS5 trigram table (Hindi too)",
  'student-list-keyset':
    "keyset pages of the list: row value comparisons in each database's collation (Hindi names too)",
  'student-counts': 'counts of students, dialect-specific queries',
  'student-identity': 'one person several enrolments, concurrent adds',
  students: 'unique registration numbers under concurrent adds',
  'two-instances': 'two app instances on one database',
  'wallet-concurrency': 'the wallet lock and transaction retry',
  'wallet-results': 'money: wallet debits with results',
};
const POSTGRES_FILES = Object.keys(ALSO_ON_POSTGRES).map(
  (name) => `apps/server/test/${name}.test.ts`,
);

const serverProject = (
  name: string,
  database: 'sqlite' | 'postgres',
): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: database === 'postgres' ? POSTGRES_FILES : ['apps/server/test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: database },
    // Test files of a worker share one module graph: the server's code is imported once per worker
    // instead of once per file. Each file still builds its own app on its own database, and the
    // server keeps no state between apps but caches (fonts, text widths).
    isolate: false,
    // Migrates and seeds one database per project, which each test file copies (test-app.ts).
    globalSetup: [
      database === 'postgres'
        ? 'apps/server/test/postgres-global-setup.ts'
        : 'apps/server/test/helpers/sqlite-global-setup.ts',
    ],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

// The web files that replace a module with `vi.mock`: a mock applies only where the module is
// imported after it, so these run each in a fresh module graph.
const WEB_FILES_WITH_MOCKS = [
  'apps/web/src/features/certificates/screens/request-queue-wording.test.tsx',
  'apps/web/src/features/students/screens/edit-student-page.test.tsx',
  'apps/web/src/features/students/screens/see-all-students-page.test.tsx',
  'apps/web/src/features/centre-messages/screens/inbox-view.test.tsx',
  'apps/web/src/features/staff-profile/screens/posts-panel.test.tsx',
  'apps/web/src/features/centres/screens/demo-data.test.tsx',
];

const webProject = (name: string, withMocks: boolean): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: withMocks ? WEB_FILES_WITH_MOCKS : ['apps/web/src/**/*.test.{ts,tsx}'],
    exclude: withMocks ? [] : WEB_FILES_WITH_MOCKS,
    environment: 'jsdom',
    setupFiles: ['apps/web/src/test/setup.ts'],
    // The other files of a worker share one module graph and one jsdom environment's globals:
    // React, the router, i18n and the screens are imported once per worker instead of once per
    // file (the web suite took 390 s of which 180 s building environments and importing; shared,
    // 110 s). Each test still renders into a clean document (setup.ts cleans up after it) with a
    // fresh query client and locale (decision 0037).
    isolate: withMocks,
    // Form tests type whole forms; on a busy 2-core machine that can pass 5 s.
    testTimeout: 20_000,
  },
});

export default defineConfig({
  test: {
    // Three test files at a time on this 2-core machine (Vitest's default is one fewer than the
    // cores: one). Many server files mostly wait (on child server processes, a job's 30-second
    // period, Redis reconnecting, PostgreSQL), so others run meanwhile (decision 0031). Alone, the
    // suite took 196 s with two (the cores 30% idle), 158 s with three, 161 s with four.
    maxWorkers: 3,
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts', 'tools/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('server-sqlite', 'sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      webProject('web', false),
      webProject('web-mocks', true),
    ],
  },
});
