import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { withClient } from './test-database';

/**
 * A database migrated and seeded once per test run (by the server projects' global setup), which
 * createTestApp() copies for each test file instead of migrating and seeding from scratch: the
 * SQLite file (and the stored files the seed wrote) is copied; on PostgreSQL the database is
 * created with `CREATE DATABASE ... TEMPLATE`. Tests that need an empty database (the first
 * start, the first admin) still ask createTestDatabase() for a fresh one.
 */
export interface DatabaseTemplate {
  kind: 'sqlite' | 'postgres';
  /** DATA_DIR of the template: the SQLite file and `files/` (the seeded gallery images). */
  dataDir: string;
  /** The template database on the TEST_DATABASE_URL server (PostgreSQL only). */
  postgresName: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | null;
  }
}

/** The first head office account: the template's, and createTestApp's when built from scratch. */
export const TEST_ADMIN = { email: 'head.office@example.com', password: 'correct horse battery' };

/** Builds the template with the real app (migrations and seed), then closes it. */
export async function createDatabaseTemplate(
  kind: 'sqlite' | 'postgres',
): Promise<{ template: DatabaseTemplate; remove(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-template-'));
  let postgresName: string | null = null;
  let databaseUrl: string | null = null;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (kind === 'postgres') {
    if (!adminUrl) throw new Error('The server-postgres project needs TEST_DATABASE_URL');
    postgresName = `institute_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withClient(adminUrl, (client) => client.query(`create database ${postgresName}`));
    const url = new URL(adminUrl);
    url.pathname = `/${postgresName}`;
    databaseUrl = url.toString();
  }
  const remove = async () => {
    if (postgresName && adminUrl) {
      const name = postgresName;
      await withClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ADMIN_PASSWORD_CHANGE: 'false',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const app = await buildApp(config);
    await app.ready();
    await app.close();
  } catch (error) {
    await remove();
    throw error;
  }
  return { template: { kind, dataDir, postgresName }, remove };
}

/** Global setup of a server project: build the template and hand it to the test files. */
export async function provideDatabaseTemplate(
  project: TestProject,
  kind: 'sqlite' | 'postgres',
): Promise<() => Promise<void>> {
  const { template, remove } = await createDatabaseTemplate(kind);
  project.provide('databaseTemplate', template);
  return remove;
}
