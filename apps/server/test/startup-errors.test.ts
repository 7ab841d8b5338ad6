import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { maskDatabaseUrl, StartupError } from '../src/lib/startup-checks';

const folders: string[] = [];
const temporaryFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-startup-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const start = (env: Record<string, string>) =>
  buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }));

async function startupError(env: Record<string, string>): Promise<string> {
  const error: unknown = await start(env).then(
    async (app) => {
      await app.close();
      return null;
    },
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(StartupError);
  return (error as StartupError).message;
}

describe('start-up errors name what is wrong', () => {
  it('a DATA_DIR that is a file', async () => {
    const file = path.join(temporaryFolder(), 'data');
    fs.writeFileSync(file, 'not a folder');
    expect(await startupError({ DATA_DIR: file })).toBe(`DATA_DIR ${file} is a file, not a folder`);
  });

  it('a DATA_DIR under a file', async () => {
    const file = path.join(temporaryFolder(), 'data');
    fs.writeFileSync(file, 'not a folder');
    const dataDir = path.join(file, 'inside');
    expect(await startupError({ DATA_DIR: dataDir })).toBe(
      `DATA_DIR ${dataDir} cannot be created: part of its path is a file`,
    );
  });

  it('a damaged SQLite file', async () => {
    const dataDir = temporaryFolder();
    const file = path.join(dataDir, 'institute.sqlite');
    fs.writeFileSync(
      file,
      'this is not a SQLite database, just some text long enough to look like one',
    );
    const message = await startupError({ DATA_DIR: dataDir });
    expect(message).toContain(
      `The SQLite database ${file} cannot be opened: file is not a database`,
    );
    expect(message).toContain('Restore it from a backup');
  });

  it('a PostgreSQL server that does not answer, with the password masked', async () => {
    const url = 'postgres://institute:s3cret-pass@127.0.0.1:1/institute';
    const message = await startupError({ DATA_DIR: temporaryFolder(), DATABASE_URL: url });
    expect(message).toMatch(
      /^The database at DATABASE_URL postgres:\/\/institute:\*\*\*@127\.0\.0\.1:1\/institute cannot be reached: .*ECONNREFUSED/,
    );
    expect(message).not.toContain('s3cret-pass');
  });

  it('masks passwords in database URLs', () => {
    expect(maskDatabaseUrl('postgresql://u:p%40ss@db.example.com:5432/app?sslmode=require')).toBe(
      'postgresql://u:***@db.example.com:5432/app?sslmode=require',
    );
    expect(maskDatabaseUrl('postgres://u@localhost/app')).toBe('postgres://u@localhost/app');
  });

  it('the server prints one line and exits 1, without a stack trace', () => {
    const dataDir = temporaryFolder();
    const file = path.join(dataDir, 'institute.sqlite');
    fs.writeFileSync(file, 'garbage '.repeat(100));
    const root = path.resolve(__dirname, '../../..');
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 60_000,
        env: {
          PATH: process.env.PATH,
          DATA_DIR: dataDir,
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'silent',
          WEB_DIST: dataDir,
        },
      },
    );
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toEqual([
      expect.stringContaining(`Failed to start: The SQLite database ${file} cannot be opened`),
    ]);
    expect(result.stderr).not.toMatch(/^\s+at /m);
    // Compiling the server on the fly takes a few seconds on a busy machine.
  }, 60_000);
});

describe('a start while another process holds SQLite', () => {
  it('waits for the write lock and starts, instead of exiting with "database is locked"', async () => {
    // The database of a first start, then another connection (as a second server would be)
    // holding the write lock a while: longer than one busy timeout (5 s) of the next start.
    const dataDir = temporaryFolder();
    const first = await start({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'head@example.com',
      ADMIN_PASSWORD: 'first start password',
    });
    await first.close();
    const { default: SQLite } = await import('better-sqlite3');
    const other = new SQLite(path.join(dataDir, 'institute.sqlite'));
    other.exec('begin immediate');
    // Released on the first turn of the event loop the start leaves free, after it found the
    // database locked (SQLite's busy wait blocks this process meanwhile).
    setTimeout(() => {
      other.exec('commit');
      other.close();
    }, 100);
    const app = await start({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'head@example.com',
      ADMIN_PASSWORD: 'first start password',
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  }, 60_000);
});
