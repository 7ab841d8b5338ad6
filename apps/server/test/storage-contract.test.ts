import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrator';
import type { DB } from '../src/db/schema';
import { sweepStoredFiles } from '../src/jobs/sweep-files';
import { newStorageKey, withStagedFiles, type FileStorage } from '../src/lib/storage';
import { createStorage, type ConfiguredStorage } from '../src/lib/storage-factory';
import { runTransaction } from '../src/lib/transaction';
import { nowIso } from '../src/lib/time';
import { startS3Server, type TestS3Server } from './helpers/s3-server';

// The FileStorage contract, run against every driver: the local folder and an S3-compatible
// bucket (a real s3rver started here). What the services, the file routes and the sweeper rely on.

const HOUR = 3_600_000;
let s3: TestS3Server;
let folder: string;
let database: Database;

beforeAll(async () => {
  s3 = await startS3Server();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-contract-'));
  database = await createDatabase({ kind: 'sqlite', file: path.join(folder, 'contract.sqlite') });
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database?.destroy();
  await s3?.stop();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

/** A second storage on the same folder or bucket stands for the next process after a crash. */
interface Driver {
  name: string;
  open(): Promise<() => Promise<ConfiguredStorage>>;
}

const drivers: Driver[] = [
  {
    name: 'local folder',
    async open() {
      const dir = path.join(folder, `files-${randomBytes(4).toString('hex')}`);
      return () => createStorage({ storage: { kind: 'local', dir } });
    },
  },
  {
    name: 'S3-compatible bucket',
    async open() {
      const bucket = await s3.createBucket('contract');
      const config = loadConfig(s3.env(bucket));
      return () => createStorage(config);
    },
  },
];

const readAll = async (stream: NodeJS.ReadableStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};
const listed = async (storage: FileStorage) => {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys;
};
/** Whatever the storage holds for a key: the key itself or a temporary name of it. */
const traces = async (storage: FileStorage, key: string) =>
  (await listed(storage)).filter((listedKey) => listedKey.startsWith(key));
const insertFileRow = (key: string) =>
  database.db
    .insertInto('files')
    .values({
      storage_key: key,
      original_name: 'x',
      content_type: 'image/webp',
      size: 1,
      sha256: 'x',
      centre_id: null,
      created_by: null,
      created_at: nowIso(),
    })
    .execute();

describe.each(drivers)('FileStorage contract: $name', (driver) => {
  let open: () => Promise<ConfiguredStorage>;
  let configured: ConfiguredStorage;
  let storage: FileStorage;

  beforeAll(async () => {
    open = await driver.open();
    configured = await open();
    storage = configured.storage;
    await configured.check();
  });
  afterAll(async () => {
    await configured?.close();
  });

  it('puts, reads, streams, lists and removes a file', async () => {
    const key = newStorageKey('webp');
    const data = randomBytes(1000);
    await storage.put(key, data);

    expect(await storage.exists(key)).toBe(true);
    expect(await storage.read(key)).toEqual(data);
    expect(await readAll(storage.stream(key))).toEqual(data);
    const entry = (async () => {
      for await (const file of storage.list()) if (file.key === key) return file;
      return null;
    })();
    const file = await entry;
    expect(file).not.toBeNull();
    // Keys are listed as given, with '/' separators, with a plausible modification time.
    expect(file!.key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);
    expect(file!.modifiedMs).toBeGreaterThan(Date.now() - HOUR);
    expect(file!.modifiedMs).toBeLessThanOrEqual(Date.now() + 60_000);

    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.read(key)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await traces(storage, key)).toEqual([]);
    // Removing what is not there is not an error.
    await storage.remove(key);
  });

  it('streams a larger file whole, and a missing one as an error', async () => {
    const key = newStorageKey('pdf');
    const data = randomBytes(3 * 1024 * 1024 + 17);
    await storage.put(key, data);
    expect((await readAll(storage.stream(key))).equals(data)).toBe(true);
    await storage.remove(key);

    await expect(readAll(storage.stream(newStorageKey('pdf')))).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('stages, commits (repeatably) and releases', async () => {
    const key = newStorageKey('webp');
    const data = randomBytes(200);
    await storage.stage(key, data);
    expect(storage.isPending(key)).toBe(true);
    await storage.commit([key]);
    // A retried transaction commits again: the file stays as it is.
    await storage.commit([key]);
    expect(storage.isPending(key)).toBe(true);
    storage.release([key]);
    expect(storage.isPending(key)).toBe(false);
    expect(await storage.read(key)).toEqual(data);
    expect(await traces(storage, key)).toEqual([key]);
    await storage.remove(key);
  });

  it('discards staged and committed files without a trace', async () => {
    const staged = newStorageKey('webp');
    const committed = newStorageKey('webp');
    await storage.stage(staged, Buffer.from('staged'));
    await storage.stage(committed, Buffer.from('committed'));
    await storage.commit([committed]);
    await storage.discard([staged, committed]);
    for (const key of [staged, committed]) {
      expect(storage.isPending(key)).toBe(false);
      expect(await storage.exists(key)).toBe(false);
      expect(await traces(storage, key)).toEqual([]);
    }
  });

  it('withStagedFiles: a row and its file together, or neither', async () => {
    const kept = newStorageKey('webp');
    await withStagedFiles(
      storage,
      [{ key: kept, data: Buffer.from('kept') }],
      (work) => runTransaction(database.db, work),
      async (trx: Transaction<DB>) => {
        await trx
          .insertInto('files')
          .values({
            storage_key: kept,
            original_name: 'k',
            content_type: 'image/webp',
            size: 4,
            sha256: 'x',
            centre_id: null,
            created_by: null,
            created_at: nowIso(),
          })
          .execute();
      },
    );
    expect((await storage.read(kept)).toString()).toBe('kept');
    expect(storage.isPending(kept)).toBe(false);

    const failed = newStorageKey('webp');
    await expect(
      withStagedFiles(
        storage,
        [{ key: failed, data: Buffer.from('failed') }],
        (work) => runTransaction(database.db, work),
        async () => {
          throw new Error('the transaction failed');
        },
      ),
    ).rejects.toThrow('the transaction failed');
    expect(storage.isPending(failed)).toBe(false);
    expect(await traces(storage, failed)).toEqual([]);
  });

  it('after a crash, the sweeper removes what no row names and keeps the rest', async () => {
    // Process A: a file staged by a transaction that never finished (the process died), a file
    // whose row committed, and a committed file whose row went away.
    const crashed = newStorageKey('webp');
    const named = newStorageKey('webp');
    const orphan = newStorageKey('webp');
    await storage.stage(crashed, Buffer.from('crashed'));
    await storage.put(named, Buffer.from('named'));
    await insertFileRow(named);
    await storage.put(orphan, Buffer.from('orphan'));
    const later = Date.now() + 2 * HOUR;

    // In process A the staged file is still pending: never swept, however old.
    const inA = await sweepStoredFiles(database.db, storage, { safeAgeMs: HOUR, now: later });
    expect(await traces(storage, crashed)).not.toEqual([]);
    expect(await storage.exists(orphan)).toBe(false);
    expect(inA.removed.unreferenced + inA.removed.temporary).toBeGreaterThanOrEqual(1);

    // Process B (the next start) knows nothing of A's pending files.
    const next = await open();
    try {
      // Young files are kept.
      const early = await sweepStoredFiles(database.db, next.storage, { safeAgeMs: HOUR });
      expect(early.removed).toEqual({ unreferenced: 0, temporary: 0, draftPictures: 0 });
      expect(await traces(next.storage, crashed)).not.toEqual([]);

      const swept = await sweepStoredFiles(database.db, next.storage, {
        safeAgeMs: HOUR,
        now: later,
      });
      expect(swept.removed.unreferenced + swept.removed.temporary).toBe(1);
      expect(await traces(next.storage, crashed)).toEqual([]);
      expect((await next.storage.read(named)).toString()).toBe('named');
    } finally {
      await next.close();
    }
    storage.release([crashed]);
  });
});
