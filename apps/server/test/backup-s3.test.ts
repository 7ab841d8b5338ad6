import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import { createStorage } from '../src/lib/storage-factory';
import { createBackup } from '../src/ops/backup';
import { BackupError } from '../src/ops/backup';
import { restoreBackup } from '../src/ops/restore';
import { signIn } from './helpers/factories';
import { multipart, pngImage, studentFields } from './helpers/multipart';
import { startS3Server, type TestS3Server } from './helpers/s3-server';
import { createTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

// Backups when the stored files live in an S3-compatible bucket: the archive holds every object,
// and a restore puts them into the (empty) bucket of the new installation.

let s3: TestS3Server;
let t: TestApp;
let sourceEnv: Record<string, string>;
let backupDir: string;
const targets: TestDatabase[] = [];

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function objects(config: Pick<Config, 'storage'>): Promise<Record<string, string>> {
  const bucket = await createStorage(config);
  try {
    const result: Record<string, string> = {};
    for await (const { key } of bucket.storage.list()) {
      result[key] = sha256(await bucket.storage.read(key));
    }
    return result;
  } finally {
    await bucket.close();
  }
}

beforeAll(async () => {
  s3 = await startS3Server();
  sourceEnv = s3.env(await s3.createBucket('source'));
  t = await createTestApp(sourceEnv);
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-backups-'));
  const { token } = await signIn(t.app, '/api/admin/login', TEST_ADMIN);
  for (let i = 0; i < 2; i++) {
    const body = multipart(studentFields(), {
      photo: { data: await pngImage(60 + i, 80), filename: 'photo.png', type: 'image/png' },
    });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/AddStudent',
      payload: body.payload,
      headers: { authorization: `Bearer ${token}`, ...body.headers },
    });
    expect(added.statusCode).toBe(201);
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
  for (const target of targets) await target.drop();
  await s3?.stop();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

describe('backups with the files in a bucket', () => {
  it('archives every object and restores them into an empty bucket, byte for byte', async () => {
    const source = loadConfig({
      LOG_LEVEL: 'silent',
      BACKUP_DIR: backupDir,
      ...t.database.env,
      ...sourceEnv,
    });
    const before = await objects(source);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(2);
    const backup = await createBackup(source);
    expect(backup.files).toBe(Object.keys(before).length);

    const target = await createTestDatabase();
    targets.push(target);
    const restoredConfig = loadConfig({
      LOG_LEVEL: 'silent',
      ...target.env,
      ...s3.env(await s3.createBucket('target')),
    });
    await restoreBackup(restoredConfig, backup.archive);
    expect(await objects(restoredConfig)).toEqual(before);

    // Not twice onto the same bucket without --force.
    await expect(restoreBackup(restoredConfig, backup.archive)).rejects.toBeInstanceOf(BackupError);
  });
});
