import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/factories';
import { multipart, pngImage, studentFields } from './helpers/multipart';
import { startS3Server, type TestS3Server } from './helpers/s3-server';
import { createTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';

// Files in an S3-compatible store (s3rver) that stops answering: uploads and file reads answer
// 503 naming the storage, no student is saved without their photo, and once the store is back
// everything works again without a restart.

let s3: TestS3Server;
let t: TestApp;
let token: string;

beforeAll(async () => {
  s3 = await startS3Server();
  const bucket = await s3.createBucket('outage');
  t = await createTestApp(s3.env(bucket));
  ({ token } = await signIn(t.app, '/api/admin/login', TEST_ADMIN));
}, 60_000);

afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const headers = () => ({ authorization: `Bearer ${token}` });

async function addStudent() {
  const body = multipart(studentFields(), {
    photo: { data: await pngImage(60, 80), filename: 'photo.png', type: 'image/png' },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/dashboard/AddStudent',
    headers: { ...headers(), ...body.headers },
    payload: body.payload,
  });
}

const studentCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('students')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('the S3-compatible store stops answering', () => {
  it('uploads and reads answer 503 naming the storage, nothing is half-saved, and it heals', async () => {
    const added = await addStudent();
    expect(added.statusCode).toBe(201);
    const { photo } = added.json<{ photo: string }>();
    expect((await t.app.inject({ url: photo, headers: headers() })).statusCode).toBe(200);

    await s3.pause();
    try {
      const before = await studentCount();
      const refused = await addStudent();
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(refused.json<{ message: string }>().message).toMatch(/storage/i);
      // No student without their photo.
      expect(await studentCount()).toBe(before);

      const read = await t.app.inject({ url: photo, headers: headers() });
      expect(read.statusCode).toBe(503);
      expect(read.headers['retry-after']).toMatch(/^\d+$/);
      expect(read.json<{ message: string }>().message).toMatch(/storage/i);
    } finally {
      await s3.resume();
    }

    expect((await t.app.inject({ url: photo, headers: headers() })).statusCode).toBe(200);
    expect((await addStudent()).statusCode).toBe(201);
  });
});
