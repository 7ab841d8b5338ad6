import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import { inject } from 'vitest';
import { TEST_ADMIN } from './template-database';
import { createTestDatabase, type TestDatabase } from './test-database';

export { TEST_ADMIN };

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

// Variables that change what the first start writes: with any of them the template (migrated and
// seeded with TEST_ADMIN, no demo data) would not be what a first start makes, so start from empty.
const SEED_VARIABLES = [
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'ADMIN_PASSWORD_CHANGE',
  'DEMO_DATA',
  'DATA_DIR',
  'DATABASE_URL',
  // Another storage: the template's seeded files (the gallery's images) live in its local folder.
  'S3_BUCKET',
];

/**
 * The run's template database, made by Vitest's global setup; none outside Vitest (the benchmark
 * scripts build the app with this helper too): the app then migrates and seeds a fresh database.
 */
function runTemplate() {
  try {
    return inject('databaseTemplate');
  } catch {
    return null;
  }
}

/**
 * Builds the real app on a database of its own; close() closes the app and drops the database.
 * The database is a copy of the run's template (migrated and seeded once, by the global setup);
 * buildApp() then finds every migration applied and the seed in place, as on any restart.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const template = Object.keys(env).some((name) => SEED_VARIABLES.includes(name))
    ? null
    : runTemplate();
  const database = await createTestDatabase(template ?? null);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // The tests' head office chose its own password long ago (decision 0060).
    ADMIN_PASSWORD_CHANGE: 'false',
    ...database.env,
    ...env,
  });
  const app = await buildApp(config, options);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
