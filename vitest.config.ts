import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The server suite runs on SQLite always, and again on PostgreSQL when TEST_DATABASE_URL is set:
// every file whose behaviour can differ by database (transactions, locking, concurrency,
// migrations, queries, column sizes) runs on both. These files do not touch what differs (no
// query of theirs depends on the dialect, or no database at all), so they run on SQLite only; a
// new test file runs on both until it is listed here.
const SQLITE_ONLY = [
  'authorization', // the guards of every dashboard route, decided before any query
  'centre-documents', // image re-encoding and upload checks (withStagedFiles: files-sweeper)
  'config', // loadConfig, no database
  'content-seed', // the seeded content's own shape, no database
  'errors', // the error shape on the wire
  'marketing-tools', // the seeded brochures' files, form checks, plain CRUD with its audit
  'request-log', // what the request log leaves out
  'seo', // robots.txt and sitemap.xml
  'serializer', // how answers are written from their schemas, no database
  'startup-errors', // start-up messages, each for a given DATA_DIR or DATABASE_URL
].map((name) => `apps/server/test/${name}.test.ts`);

const serverProject = (
  name: string,
  database: 'sqlite' | 'postgres',
): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['apps/server/test/**/*.test.ts'],
    exclude: database === 'postgres' ? SQLITE_ONLY : [],
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

export default defineConfig({
  test: {
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
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Form tests type whole forms; on a busy 2-core machine that can pass 5 s.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
