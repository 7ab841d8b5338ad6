import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../src/db/schema';
import { FILE_ID_COLUMNS, STORAGE_KEY_COLUMNS, sweepStoredFiles } from '../src/jobs/sweep-files';
import { runTransaction } from '../src/lib/transaction';
import { newStorageKey, withStagedFiles } from '../src/lib/storage';
import { nowIso } from '../src/lib/time';
import { createCentre, createUser, signIn } from './helpers/factories';
import { multipart, pdfDocument, pngImage, studentFields } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let root: string;
let outside: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  root = path.join(t.database.env.DATA_DIR!, 'files');
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'sweeper-outside-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outside, { recursive: true, force: true });
});

const file = (key: string) => path.join(root, ...key.split('/'));
const write = (key: string, ageMs: number) => {
  fs.mkdirSync(path.dirname(file(key)), { recursive: true });
  fs.writeFileSync(file(key), 'x');
  age(key, ageMs);
};
const age = (key: string, ageMs: number) => {
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file(key), when, when);
};
const exists = (key: string) => fs.existsSync(file(key));
const fileRows = async () =>
  (await t.app.db.selectFrom('files').select('storage_key').execute()).map(
    (row) => row.storage_key,
  );
const insertFileRow = (key: string) =>
  t.app.db
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

describe('sweepStoredFiles', () => {
  it('removes old unreferenced and temporary files, and keeps referenced, young and pending ones', async () => {
    // A student with photo, signature and marksheet, added through the API.
    const centreId = await createCentre(t.app);
    const staff = await createUser(t.app, { role: 'centre_staff', centreId });
    const { token } = await signIn(t.app, '/api/admin/login', {
      email: staff.email,
      password: staff.password,
    });
    const body = multipart(studentFields(), {
      photo: { data: await pngImage(), filename: 'p.png' },
      signature: { data: await pngImage(), filename: 's.png' },
      marksheet: { data: pdfDocument(), filename: 'm.pdf' },
    });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/AddStudent',
      payload: body.payload,
      headers: { authorization: `Bearer ${token}`, ...body.headers },
    });
    expect(added.statusCode).toBe(201);
    const referenced = await fileRows();
    expect(referenced.length).toBeGreaterThanOrEqual(3);
    // Referenced files older than the safe age: they must survive.
    for (const key of referenced) age(key, 2 * HOUR);

    const oldOrphan = newStorageKey('webp');
    const youngOrphan = newStorageKey('pdf');
    const oldStaged = `${newStorageKey('webp')}.tmp`;
    const oldLegacyTemporary = `${newStorageKey('png')}.0a1b2c3d.tmp`;
    const youngTemporary = `${newStorageKey('webp')}.tmp`;
    write(oldOrphan, 2 * HOUR);
    write(youngOrphan, 60_000);
    write(oldStaged, 2 * HOUR);
    write(oldLegacyTemporary, 2 * HOUR);
    write(youngTemporary, 60_000);
    // Staged by a transaction still running in this process, and old (a slow transaction).
    const pending = newStorageKey('webp');
    await t.app.storage.stage(pending, Buffer.from('x'));
    age(`${pending}.tmp`, 2 * HOUR);
    const pendingCommitted = newStorageKey('webp');
    await t.app.storage.stage(pendingCommitted, Buffer.from('x'));
    await t.app.storage.commit([pendingCommitted]);
    age(pendingCommitted, 2 * HOUR);

    // Symbolic links out of the storage root: neither followed nor removed.
    const outsideFile = path.join(outside, 'secret.webp');
    fs.writeFileSync(outsideFile, 'x');
    const old = new Date(Date.now() - 2 * HOUR);
    fs.utimesSync(outsideFile, old, old);
    fs.mkdirSync(path.join(outside, 'dir'));
    fs.writeFileSync(path.join(outside, 'dir', 'inside.tmp'), 'x');
    fs.utimesSync(path.join(outside, 'dir', 'inside.tmp'), old, old);
    fs.symlinkSync(outsideFile, path.join(root, 'link.webp'));
    fs.symlinkSync(path.join(outside, 'dir'), path.join(root, 'linked-dir'));

    const result = await sweepStoredFiles(t.app.db, t.app.storage, { safeAgeMs: HOUR });

    expect(result.removed).toEqual({ unreferenced: 1, temporary: 2, draftPictures: 0 });
    expect(exists(oldOrphan)).toBe(false);
    expect(exists(oldStaged)).toBe(false);
    expect(exists(oldLegacyTemporary)).toBe(false);
    for (const key of referenced) expect(exists(key)).toBe(true);
    expect(exists(youngOrphan)).toBe(true);
    expect(exists(youngTemporary)).toBe(true);
    expect(exists(`${pending}.tmp`)).toBe(true);
    expect(exists(pendingCommitted)).toBe(true);
    expect(fs.existsSync(outsideFile)).toBe(true);
    expect(fs.existsSync(path.join(outside, 'dir', 'inside.tmp'))).toBe(true);
    expect(fs.lstatSync(path.join(root, 'link.webp')).isSymbolicLink()).toBe(true);
    expect(await fileRows()).toEqual(referenced);

    // Once released, the pending files are judged like any other.
    await t.app.storage.discard([pending]);
    t.app.storage.release([pendingCommitted]);
    const again = await sweepStoredFiles(t.app.db, t.app.storage, { safeAgeMs: HOUR });
    expect(again.removed).toEqual({ unreferenced: 1, temporary: 0, draftPictures: 0 });
    expect(exists(pendingCommitted)).toBe(false);
    for (const key of referenced) expect(exists(key)).toBe(true);
  });

  it('knows every column that names a stored file', async () => {
    const tables = await t.app.db.introspection.getTables();
    const fileLike = tables
      .flatMap((table) =>
        table.columns
          .filter((column) => /file|storage|key|path/i.test(column.name))
          .map((column) => `${table.name}.${column.name}`),
      )
      .sort();
    const known = [...STORAGE_KEY_COLUMNS, ...FILE_ID_COLUMNS].map(
      ({ table, column }) => `${table}.${column}`,
    );
    // Columns that look alike but hold no file: checked by hand when this list changes.
    const notFiles = [
      'content_drafts.draft_key',
      'content_translations.translation_key',
      'credential_keys.key_id',
      'credential_keys.private_key_encrypted',
      'credentials.key_id',
      'gateway_events.event_key',
      'idempotency_keys.key',
      'login_failures.key',
      'notification_attachments.filename',
      'plans.path',
      'settings.key',
      'students.person_key',
      'whatsapp_webhook_events.event_key',
    ];
    expect(fileLike.filter((name) => !notFiles.includes(name))).toEqual([...known].sort());
  });
});

describe('withStagedFiles', () => {
  it('removes what it wrote when the transaction fails, and commits once when it is retried', async () => {
    const before = fs.readdirSync(root, { recursive: true }).length;
    const failing = newStorageKey('webp');
    await expect(
      withStagedFiles(
        t.app.storage,
        [{ key: failing, data: Buffer.from('x') }],
        (work) => runTransaction(t.app.db, work),
        async (trx: Transaction<DB>) => {
          await trx
            .insertInto('files')
            .values({
              storage_key: failing,
              original_name: 'x',
              content_type: 'image/webp',
              size: 1,
              sha256: 'x',
              centre_id: null,
              created_by: null,
              created_at: nowIso(),
            })
            .execute();
          throw new Error('refused');
        },
      ),
    ).rejects.toThrow('refused');
    expect(exists(failing)).toBe(false);
    expect(exists(`${failing}.tmp`)).toBe(false);
    expect(t.app.storage.isPending(failing)).toBe(false);
    expect(fs.readdirSync(root, { recursive: true }).length).toBe(before);

    // A transaction run again after its commit failed (runTransaction retries a deadlock):
    // the file, renamed by the first run, stays committed.
    const retried = newStorageKey('pdf');
    let runs = 0;
    await withStagedFiles(
      t.app.storage,
      [{ key: retried, data: Buffer.from('y') }],
      async (work) => {
        await work(t.app.db);
        return work(t.app.db);
      },
      async () => {
        runs++;
        if (runs === 2) await insertFileRow(retried);
      },
    );
    expect(runs).toBe(2);
    expect(fs.readFileSync(file(retried), 'utf8')).toBe('y');
    expect(exists(`${retried}.tmp`)).toBe(false);
    expect(t.app.storage.isPending(retried)).toBe(false);
  });
});
