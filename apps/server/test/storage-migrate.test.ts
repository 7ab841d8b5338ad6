import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateFilesToBucket } from '../../../scripts/storage-migrate';
import { loadConfig, type S3Config } from '../src/config';
import { newStorageKey } from '../src/lib/storage';
import { createS3Storage, type S3Storage } from '../src/lib/storage-s3';
import { startS3Server, type TestS3Server } from './helpers/s3-server';

// npm run storage:migrate: the local folder's files into the bucket, idempotently.

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
let s3: TestS3Server;
let dataDir: string;
let filesDir: string;

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-migrate-'));
  filesDir = path.join(dataDir, 'files');
});
afterAll(async () => {
  await s3?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const writeLocal = (key: string, data: Buffer) => {
  const file = path.join(filesDir, ...key.split('/'));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
};
const bucketOf = async (bucket: string): Promise<S3Storage> =>
  createS3Storage(loadConfig(s3.env(bucket)).storage as S3Config);

describe('storage:migrate', () => {
  it('copies committed files once, skips what is there with the same size, never temporary files', async () => {
    const bucket = await s3.createBucket('migrate');
    const target = await bucketOf(bucket);
    const keys = [newStorageKey('webp'), newStorageKey('pdf'), newStorageKey('webp')];
    const contents = new Map(keys.map((key, index) => [key, randomBytes(1000 * (index + 1))]));
    for (const [key, data] of contents) writeLocal(key, data);
    const large = newStorageKey('zip');
    contents.set(large, randomBytes(9 * 1024 * 1024));
    writeLocal(large, contents.get(large)!);
    writeLocal(`${newStorageKey('webp')}.tmp`, Buffer.from('left by a crash'));

    expect(await migrateFilesToBucket(filesDir, target)).toMatchObject({
      copied: 4,
      skipped: 0,
      failed: 0,
    });
    for (const [key, data] of contents) expect((await target.read(key)).equals(data)).toBe(true);
    const listed: string[] = [];
    for await (const object of target.list()) listed.push(object.key);
    expect(listed.sort()).toEqual([...contents.keys()].sort());

    // Again: nothing to copy. An object of another size (an interrupted copy) is copied again.
    expect(await migrateFilesToBucket(filesDir, target)).toMatchObject({
      copied: 0,
      skipped: 4,
      failed: 0,
    });
    await target.put(keys[0]!, Buffer.from('truncated'));
    expect(await migrateFilesToBucket(filesDir, target)).toMatchObject({
      copied: 1,
      skipped: 3,
      failed: 0,
    });
    expect((await target.read(keys[0]!)).equals(contents.get(keys[0]!)!)).toBe(true);
    target.destroy();
  });

  it('runs as a command that prints its counts', async () => {
    const bucket = await s3.createBucket('command');
    writeLocal(newStorageKey('webp'), randomBytes(100));
    const env = { ...process.env, DATA_DIR: dataDir, ...s3.env(bucket), NODE_NO_WARNINGS: '1' };
    const tsx = path.join(repositoryRoot, 'node_modules', '.bin', 'tsx');
    const first = await run(tsx, ['scripts/storage-migrate.ts'], { cwd: repositoryRoot, env });
    expect(first.stdout).toMatch(/copied \d+ .*skipped 0 .*failed 0/);
    const second = await run(tsx, ['scripts/storage-migrate.ts'], { cwd: repositoryRoot, env });
    expect(second.stdout).toMatch(/copied 0 .*skipped \d+ .*failed 0/);
    expect(second.stdout).not.toContain('S3RVER');

    // Without S3_BUCKET it says what is missing and exits 1.
    const refused = await run(tsx, ['scripts/storage-migrate.ts'], {
      cwd: repositoryRoot,
      env: { ...process.env, DATA_DIR: dataDir, NODE_NO_WARNINGS: '1' },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain('S3_BUCKET');
    // Three runs of a command that loads tsx and the AWS SDK: slow on a busy machine.
  }, 120_000);
});
