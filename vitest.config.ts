import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The server suite runs on SQLite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const serverProject = (
  name: string,
  database: 'sqlite' | 'postgres',
): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['apps/server/test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: database },
    globalSetup: database === 'postgres' ? ['apps/server/test/postgres-global-setup.ts'] : [],
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
          setupFiles: ['apps/web/src/test-setup.ts'],
          // Form tests type whole forms; on a busy 2-core machine that can pass 5 s.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
