import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import { createDatabase, type Database } from '../src/db/database';
import { archiveName, BackupError, createBackup } from '../src/ops/backup';
import { restoreBackup } from '../src/ops/restore';
import { createCentre, createUser, signIn } from './helpers/factories';
import { multipart, pdfDocument, pngImage, studentFields } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let t: TestApp;
let source: Config;
let backupDir: string;
const targets: TestDatabase[] = [];
const opened: Database[] = [];

const configOf = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BACKUP_DIR: backupDir, ...env });

async function newTarget(): Promise<Config> {
  const target = await createTestDatabase();
  targets.push(target);
  return configOf(target.env);
}

/** Every table of the database, each as its rows in a stable order (JSON). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function snapshot(db: Kysely<any>): Promise<Record<string, string[]>> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    result[table] = rows.rows
      .map((row) =>
        JSON.stringify(row, (_key, value: unknown) =>
          Buffer.isBuffer(value) ? value.toString('hex') : value,
        ),
      )
      .sort();
  }
  return result;
}

/** Every stored file, by path, with its SHA-256. */
function fileHashes(folder: string): Record<string, string> {
  const result: Record<string, string> = {};
  if (!fs.existsSync(folder)) return result;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
    const full = path.join(entry.parentPath, entry.name);
    result[path.relative(folder, full)] = createHash('sha256')
      .update(fs.readFileSync(full))
      .digest('hex');
  }
  return result;
}

beforeAll(async () => {
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-backups-'));
  t = await createTestApp();
  source = configOf(t.database.env);
  // Students with photos, signatures and marksheets, added through the API.
  const centreId = await createCentre(t.app);
  const staff = await createUser(t.app, { role: 'centre_staff', centreId });
  const { token } = await signIn(t.app, '/api/admin/login', {
    email: staff.email,
    password: staff.password,
  });
  for (let n = 0; n < 3; n++) {
    const body = multipart(studentFields(), {
      photo: { data: await pngImage(64 + n, 64), filename: 'p.png' },
      signature: { data: await pngImage(80, 20 + n), filename: 's.png' },
      marksheet: { data: pdfDocument(), filename: 'm.pdf' },
    });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/AddStudent',
      payload: body.payload,
      headers: { authorization: `Bearer ${token}`, ...body.headers },
    });
    expect(added.statusCode, added.body).toBe(201);
  }
}, 120_000);

afterAll(async () => {
  for (const database of opened) await database.destroy();
  await t.close();
  for (const target of targets) await target.drop();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  let archive: string;

  it('writes a dated archive while the server runs, with the database and every stored file', async () => {
    const at = new Date('2026-11-23T17:00:00.123Z');
    const result = await createBackup(source, { now: at });
    archive = result.archive;
    expect(path.basename(archive)).toBe('institute-2026-11-23T17-00-00Z.tar.gz');
    expect(archiveName(at)).toBe('institute-2026-11-23T17-00-00Z.tar.gz');
    expect(path.dirname(archive)).toBe(backupDir);
    expect(result.database).toBe(t.database.kind);
    // Three students with three files each, and the seeded gallery's images.
    expect(result.files).toBeGreaterThanOrEqual(9);
    expect(result.files).toBe(Object.keys(fileHashes(source.storageDir)).length);

    const entries: string[] = [];
    await tar.list({ file: archive, onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries).toContain('manifest.json');
    expect(entries).toContain(
      t.database.kind === 'sqlite' ? 'database/institute.sqlite' : 'database/institute.pgdump',
    );
    // The staging folder is gone: only the archive is left.
    expect(fs.readdirSync(backupDir)).toEqual([path.basename(archive)]);
  });

  it('restores into an empty folder and database: every row and every file the same', async () => {
    const target = await newTarget();
    const restored = await restoreBackup(target, archive);
    expect(restored.files).toBe(Object.keys(fileHashes(source.storageDir)).length);

    const copy = await createDatabase(target.database);
    opened.push(copy);
    const [before, after] = [await snapshot(t.app.db), await snapshot(copy.db)];
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(before.students?.length).toBe(3);
    expect(fileHashes(target.storageDir)).toEqual(fileHashes(source.storageDir));

    // A target that is no longer empty is refused, unless --force.
    const again = await restoreBackup(target, archive).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(BackupError);
    expect((again as Error).message).toMatch(/add --force to replace what is there$/);
    await copy.db.updateTable('centres').set({ name: 'Changed after the backup' }).execute();
    fs.writeFileSync(path.join(target.storageDir, 'stray.webp'), 'not from the backup');
    // Restoring is done with the server stopped: nothing holds the database open.
    await copy.destroy();
    opened.splice(opened.indexOf(copy), 1);
    await restoreBackup(target, archive, { force: true });
    const reopened = await createDatabase(target.database);
    opened.push(reopened);
    expect(await snapshot(reopened.db)).toEqual(before);
    expect(fileHashes(target.storageDir)).toEqual(fileHashes(source.storageDir));
  }, 60_000);

  it('refuses what is not a backup, with a clear message', async () => {
    const target = await newTarget();
    await expect(restoreBackup(target, path.join(backupDir, 'missing.tar.gz'))).rejects.toThrow(
      `There is no backup archive at ${path.join(backupDir, 'missing.tar.gz')}`,
    );
    const junk = path.join(backupDir, 'junk.tar.gz');
    fs.writeFileSync(junk, 'not an archive');
    await expect(restoreBackup(target, junk)).rejects.toBeInstanceOf(BackupError);
    fs.rmSync(junk);
  });

  it('npm run backup / restore: one line each, a message and exit 1 on a bad request', () => {
    const cli = (args: string[], env: Record<string, string>) =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(root, 'apps/server/src/ops/cli.ts'), ...args],
        {
          cwd: root,
          encoding: 'utf8',
          timeout: 60_000,
          env: { PATH: process.env.PATH, ...env },
        },
      );
    const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-backups-cli-'));
    try {
      const backup = cli(['backup'], { ...t.database.env, BACKUP_DIR: ownDir });
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      expect(backup.stdout).toMatch(
        /^Backup written: .*institute-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz \((sqlite|postgres) database, \d+ stored files\)\n$/,
      );
      const refused = cli(['restore', backup.stdout.split(' ')[2]!], t.database.env);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/add --force to replace what is there\n$/);
      const usage = cli(['restore'], t.database.env);
      expect(usage.status).toBe(1);
      expect(usage.stderr).toBe('Usage: npm run backup | npm run restore -- ARCHIVE [--force]\n');
    } finally {
      fs.rmSync(ownDir, { recursive: true, force: true });
    }
  }, 120_000);
});
