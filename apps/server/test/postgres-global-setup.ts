import type { TestProject } from 'vitest/node';
import { provideDatabaseTemplate } from './helpers/template-database';
import { withClient } from './helpers/test-database';

/**
 * Fails the PostgreSQL project at once, with a clear message, when the server does not answer;
 * then migrates and seeds the template database every test file is created from.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The server-postgres project needs TEST_DATABASE_URL');
  try {
    await withClient(url, (client) => client.query('select 1'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer: ${reason}`, {
      cause: error,
    });
  }
  return provideDatabaseTemplate(project, 'postgres');
}
