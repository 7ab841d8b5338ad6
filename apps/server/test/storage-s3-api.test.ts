import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { sweepStoredFiles } from '../src/jobs/sweep-files';
import { StartupError } from '../src/lib/startup-checks';
import { s3ClientConfig } from '../src/lib/storage-s3';
import { signInStaff } from './helpers/actors';
import { createCentre, createUser } from './helpers/factories';
import { freshAadhaar, multipart, pdfDocument, pngImage, studentFields } from './helpers/multipart';
import { startS3Server, type TestS3Server } from './helpers/s3-server';
import { createTestApp, type TestApp } from './helpers/test-app';

// The API on the S3 driver (S3_* variables, a real s3rver), on SQLite and on PostgreSQL.

let s3: TestS3Server;
let bucket: string;
let client: S3Client;
let t: TestApp;
let staff: Record<string, string>;
let otherStaff: Record<string, string>;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = await s3.createBucket('api');
  const env = s3.env(bucket);
  const config = loadConfig(env);
  if (config.storage.kind !== 's3') throw new Error('expected the S3 driver');
  client = new S3Client(s3ClientConfig(config.storage));
  t = await createTestApp(env);
  const centreId = await createCentre(t.app);
  const user = await createUser(t.app, { role: 'centre_staff', centreId });
  const other = await createUser(t.app, {
    role: 'centre_staff',
    centreId: await createCentre(t.app),
  });
  staff = await signInStaff(t.app, user);
  otherStaff = await signInStaff(t.app, other);
});
afterAll(async () => {
  await t?.close();
  client?.destroy();
  await s3?.stop();
});

const objectKeys = async () => {
  const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (answer.Contents ?? []).map((object) => object.Key!).sort();
};
const fileRowKeys = async () =>
  (await t.app.db.selectFrom('files').select('storage_key').execute())
    .map((row) => row.storage_key)
    .sort();
const localFiles = () => {
  const dir = path.join(t.database.env.DATA_DIR!, 'files');
  return fs.readdirSync(dir, { recursive: true }).filter((entry) => String(entry).includes('.'));
};
const addStudent = (fields: Record<string, string>, files: Parameters<typeof multipart>[1]) => {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/dashboard/AddStudent',
    payload: body.payload,
    headers: { ...staff, ...body.headers },
  });
};

describe('stored files in an S3-compatible bucket', () => {
  it('keeps a student photo in the bucket and serves it only through the API', async () => {
    const seeded = await objectKeys();
    const added = await addStudent(studentFields({ adhar: freshAadhaar() }), {
      photo: { data: await pngImage(800, 600), filename: 'photo.png', type: 'image/png' },
      marksheet: { data: pdfDocument(), filename: 'marks.pdf', type: 'application/pdf' },
    });
    expect(added.statusCode).toBe(201);
    const record = added.json();

    const photo = await t.app.inject({ method: 'GET', url: record.photo, headers: staff });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('jpeg');
    const marksheet = await t.app.inject({ method: 'GET', url: record.marksheet, headers: staff });
    expect(marksheet.statusCode).toBe(200);
    expect(marksheet.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Private: not without a session, not for another centre's staff (who get the answer of an
    // unknown registration number).
    expect((await t.app.inject({ method: 'GET', url: record.photo })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: record.photo, headers: otherStaff })).statusCode,
    ).toBe(404);

    // Every row's object is in the bucket (two new ones), nothing in the local folder.
    const objects = await objectKeys();
    expect(objects.length).toBe(seeded.length + 2);
    expect(await fileRowKeys()).toEqual(objects);
    expect(localFiles()).toEqual([]);
  });

  it('leaves no object behind when the transaction refuses the student', async () => {
    const adhar = freshAadhaar();
    const first = await addStudent(studentFields({ adhar }), {
      photo: { data: await pngImage(), filename: 'p.png' },
    });
    expect(first.statusCode).toBe(201);
    const before = await objectKeys();
    // The same person in the same course: refused inside the transaction, after staging.
    const again = await addStudent(studentFields({ adhar, firstname: 'Other' }), {
      photo: { data: await pngImage(), filename: 'p.png' },
    });
    expect(again.statusCode).toBe(409);
    expect(await objectKeys()).toEqual(before);
    expect(await fileRowKeys()).toEqual(before);
  });

  it('replaces a photo: the old object goes after the commit, the new one is served', async () => {
    const added = await addStudent(studentFields({ adhar: freshAadhaar() }), {
      photo: { data: await pngImage(64, 64), filename: 'old.png' },
    });
    const number: string = added.json().registrationNumber;
    const before = await objectKeys();
    const body = multipart({}, { photo: { data: await pngImage(80, 80), filename: 'new.png' } });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/dashboard/AddStudent/${number}`,
      payload: body.payload,
      headers: { ...staff, ...body.headers },
    });
    expect(edited.statusCode).toBe(200);
    const after = await objectKeys();
    expect(after.length).toBe(before.length);
    expect(after).not.toEqual(before);
    expect(await fileRowKeys()).toEqual(after);
    const photo = await t.app.inject({ method: 'GET', url: edited.json().photo, headers: staff });
    expect(photo.statusCode).toBe(200);
    expect((await sharp(photo.rawPayload).metadata()).width).toBe(80);
  });

  it('the sweep keeps every object a row names', async () => {
    const result = await sweepStoredFiles(t.app.db, t.app.storage, {
      safeAgeMs: 3_600_000,
      now: Date.now() + 2 * 3_600_000,
    });
    expect(result.removed).toEqual({ unreferenced: 0, temporary: 0, draftPictures: 0 });
    expect(await fileRowKeys()).toEqual(await objectKeys());
  });
});

describe('start-up with S3 storage', () => {
  it('stops with a message naming S3_BUCKET when the bucket does not exist', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...t.database.env,
      ...s3.env('no-such-bucket'),
    });
    const start = buildApp(config);
    await expect(start).rejects.toBeInstanceOf(StartupError);
    await expect(start).rejects.toThrow(/S3_BUCKET no-such-bucket .*does not exist/);
  });

  it('stops when the keys are refused, without naming the secret key', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...t.database.env,
      ...s3.env(bucket),
      S3_ACCESS_KEY_ID: 'UNKNOWNKEY',
      S3_SECRET_ACCESS_KEY: 'wrong-secret-value',
    });
    const error = await buildApp(config).then(
      async (app) => {
        await app.close();
        return null;
      },
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(StartupError);
    expect(String((error as Error).message)).toContain('S3_BUCKET');
    expect(String((error as Error).message)).not.toContain('wrong-secret-value');
  });
});
