import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTemplate } from './template-database';

export interface TestDatabase {
  kind: 'sqlite' | 'postgres';
  /** Environment variables that point the app at this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file: a fresh SQLite file in a temporary folder, or, when the
 * project runs with TEST_DB=postgres, a fresh database on the TEST_DATABASE_URL server. Given a
 * template (see template-database.ts), a copy of it: already migrated and seeded.
 */
export async function createTestDatabase(
  template: DatabaseTemplate | null = null,
): Promise<TestDatabase> {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
  if (template && template.kind !== kind) {
    throw new Error(`a ${template.kind} template was given to a ${kind} test`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  // The SQLite file and the stored files the seed wrote (the gallery images its rows name).
  if (template) fs.cpSync(template.dataDir, dataDir, { recursive: true });
  if (kind === 'sqlite') {
    return { kind: 'sqlite', env: { DATA_DIR: dataDir }, drop: async () => removeDir() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `institute_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (client) =>
    client.query(
      template?.postgresName
        ? `create database ${name} template ${template.postgresName}`
        : `create database ${name}`,
    ),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      // Without FORCE: the app has closed its pool, but a closing connection may linger a moment.
      await withClient(adminUrl, async (client) => {
        for (let attempt = 1; ; attempt++) {
          try {
            await client.query(`drop database if exists ${name}`);
            return;
          } catch (error) {
            if (attempt >= 20) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      });
      removeDir();
    },
  };
}

export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
