import { execFileSync } from 'node:child_process';
import { CERTIFICATE_MESSAGES as M } from '@institute/shared/certificates';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillVerificationCodes } from '../src/db/migrations/0015_certificate_verification';
import { redactUrl } from '../src/lib/log-redaction';
import { recordResult } from '../src/modules/grading/results';
import { signInHeadOffice, signInUser, staffOf } from './helpers/actors';
import { createCentre, createStudent, createUser, giveStudentPhoto } from './helpers/factories';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';

// Verification by number shows only the status and the holder's initials; the verification code
// printed next to the number (or the holder's date of birth) shows the details.
//
// Rules: every printed certificate gets its own code when it is printed, and keeps it (its PDF,
// ZIP and printable page show the same code every time). A duplicate or corrected certificate is
// a new certificate with a new number and a new code; the replaced one keeps its old code, which
// still shows the old certificate's details, marked replaced.

let t: TestApp;
let head: Record<string, string>;
let staff: Record<string, string>;
let otherStaff: Record<string, string>;
let centreId: number;
let sourceId = 1;
let address = 1;

const BASE = '/api/dashboard/certificates';
const CODE = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

/** A client address of its own, so that lookups of one test do not meet another's rate limit. */
const newAddress = () => `10.20.${Math.floor(address / 200)}.${address++ % 200}`;

beforeAll(async () => {
  t = await createTestApp();
  centreId = await createCentre(t.app);
  const otherCentreId = await createCentre(t.app);
  staff = await staffOf(t.app, centreId);
  otherStaff = await staffOf(t.app, otherCentreId);
  head = await signInHeadOffice(t.app);
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A public lookup, from `from` (a fresh client address unless given). */
const lookup = (number: string, query = '', from = newAddress()) =>
  t.app.inject({
    method: 'GET',
    url: `/api/certificates/verify/${number}${query}`,
    remoteAddress: from,
  });
const lookupPost = (number: string, payload: object, from = newAddress()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/certificates/verify/${number}`,
    payload,
    remoteAddress: from,
  });

async function studentWithResult(userId: number | null = null) {
  const student = await createStudent(t.app, { centreId, userId, admissionDate: '2026-08-01' });
  await recordResult(t.app.db, {
    studentId: student.id,
    centreId,
    source: 'offline',
    sourceId: sourceId++,
    title: 'Final examination',
    obtainedMarks: 82,
    maximumMarks: 100,
    examDate: '2026-10-20',
    recordedBy: null,
  });
  return student;
}

/** Requests, approves and prints; answers the number and the code as printed. */
async function print(registrationNumber: string, extra: object = {}) {
  const created = await post(`${BASE}/requests`, staff, { registrationNumber, ...extra });
  expect(created.statusCode).toBe(201);
  const { id } = created.json() as { id: number };
  expect((await post(`${BASE}/requests/${id}/approve`, head)).statusCode).toBe(200);
  const printed = await post(`${BASE}/requests/${id}/print`, head);
  expect(printed.statusCode).toBe(200);
  const number = printed.json().certificateNumber as string;
  const certificate = (await get(`${BASE}/${number}`, head)).json();
  return { number, code: certificate.verificationCode as string };
}

const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');

describe('verification by number and code', () => {
  it('shows only the status and initials by number, and everything with the code', async () => {
    const { registrationNumber } = await studentWithResult();
    const { number, code } = await print(registrationNumber);
    expect(code).toMatch(CODE);

    const bare = await lookup(number);
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual({
      number,
      status: 'valid',
      holderInitials: 'R. K.',
      replacedByNumber: null,
      proof: 'none',
      message: null,
      details: null,
    });
    for (const secret of ['Ravi', 'Kumar', 'CERTIFICATE IN FUNDAMENTAL', '82%', 'photo']) {
      expect(bare.body).not.toContain(secret);
    }

    const full = await lookup(number, `?code=${code}`);
    expect(full.json()).toMatchObject({ number, status: 'valid', proof: 'code', message: null });
    expect(full.json().details).toMatchObject({
      studentName: 'Ravi Kumar',
      courseName: '1-Month Certificate Course',
      courseOption: 'CERTIFICATE IN FUNDAMENTAL',
      grade: 'A',
      percentage: '82%',
      periodFrom: '2026-08-01',
    });

    // Typed from paper: any case, without the hyphen or with spaces, O for 0 and I or L for 1.
    const typed = code.toLowerCase().replace('-', ' ').replaceAll('0', 'o').replaceAll('1', 'l');
    expect((await lookup(number, `?code=${encodeURIComponent(typed)}`)).json().proof).toBe('code');
    const posted = await lookupPost(number.toLowerCase(), { code: code.replace('-', '') });
    expect(posted.json().details.studentName).toBe('Ravi Kumar');
  });

  it('answers a wrong code exactly as the number alone, plus the message', async () => {
    const { number, code } = await print((await studentWithResult()).registrationNumber);
    const bare = (await lookup(number)).json();
    // A code one character off, a code of another certificate, and something that is no code.
    const oneOff = `${code.slice(0, 10)}${code[10] === 'Z' ? 'Y' : 'Z'}`;
    const other = await print((await studentWithResult()).registrationNumber);
    for (const wrong of [oneOff, other.code, 'hello', '%20']) {
      const answer = await lookup(number, `?code=${encodeURIComponent(wrong)}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ ...bare, proof: 'mismatch', message: M.codeMismatch });
    }
    // Bad input is a 400 with a message, never a 500.
    const long = await lookup(number, `?code=${'A'.repeat(41)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBeDefined();
    const unknown = await lookup('RVC2026999999', `?code=${code}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.unknownNumber);
  });

  it('accepts the date of birth instead of the code, by POST only', async () => {
    const { number } = await print((await studentWithResult()).registrationNumber);
    const right = await lookupPost(number, { dateOfBirth: '2003-01-15' });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ proof: 'dateOfBirth', message: null });
    expect(right.json().details.studentName).toBe('Ravi Kumar');

    const bare = (await lookup(number)).json();
    expect((await lookupPost(number, { dateOfBirth: '2003-01-16' })).json()).toEqual({
      ...bare,
      proof: 'mismatch',
      message: M.dateOfBirthMismatch,
    });
    expect(
      (await lookupPost(number, { code: 'AAAAA-AAAAA', dateOfBirth: '2003-01-16' })).json(),
    ).toEqual({ ...bare, proof: 'mismatch', message: M.bothMismatch });
    // Either one matching is enough.
    expect(
      (await lookupPost(number, { code: 'AAAAA-AAAAA', dateOfBirth: '2003-01-15' })).json().proof,
    ).toBe('dateOfBirth');
    // In the address, a date of birth is not read at all.
    expect((await lookup(number, '?dateOfBirth=2003-01-15')).json().details).toBeNull();

    const malformed = await lookupPost(number, { dateOfBirth: '15/01/2003' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors.dateOfBirth).toEqual([M.dateOfBirthFormat]);
    expect((await lookupPost(number, { dateOfBirth: 20030115 })).statusCode).toBe(400);
    // Empty fields are the number alone.
    expect((await lookupPost(number, { code: '', dateOfBirth: '' })).json()).toEqual(bare);
  });

  it('stops taking dates of birth for a certificate after ten wrong ones; its code still works', async () => {
    const { number, code } = await print((await studentWithResult()).registrationNumber);
    for (let day = 1; day <= 10; day++) {
      const wrong = `1999-02-${String(day).padStart(2, '0')}`;
      expect((await lookupPost(number, { dateOfBirth: wrong })).json().proof).toBe('mismatch');
    }
    // From another address too: the count is per certificate.
    const locked = await lookupPost(number, { dateOfBirth: '2003-01-15' });
    expect(locked.json()).toMatchObject({
      proof: 'mismatch',
      message: M.dateOfBirthLocked,
      details: null,
    });
    expect((await lookupPost(number, { code })).json().proof).toBe('code');
  });

  it('keeps the count of wrong dates of birth for every instance and across a restart', async () => {
    const { number } = await print((await studentWithResult()).registrationNumber);
    for (let day = 1; day <= 6; day++) {
      const wrong = `1999-03-${String(day).padStart(2, '0')}`;
      expect((await lookupPost(number, { dateOfBirth: wrong })).json().proof).toBe('mismatch');
    }
    // A second instance on the same database (or this one restarted) goes on counting.
    const second = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        ...t.database.env,
      }),
    );
    try {
      const from = (day: number) =>
        second.inject({
          method: 'POST',
          url: `/api/certificates/verify/${number}`,
          payload: { dateOfBirth: `1999-04-${String(day).padStart(2, '0')}` },
          remoteAddress: newAddress(),
        });
      for (let day = 1; day <= 4; day++) expect((await from(day)).json().proof).toBe('mismatch');
      const locked = await second.inject({
        method: 'POST',
        url: `/api/certificates/verify/${number}`,
        payload: { dateOfBirth: '2003-01-15' },
        remoteAddress: newAddress(),
      });
      expect(locked.json()).toMatchObject({ message: M.dateOfBirthLocked, details: null });
    } finally {
      await second.close();
    }
  });

  it('counts dates of birth sent at the same moment: ten compared at most', async () => {
    const { number } = await print((await studentWithResult()).registrationNumber);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        lookupPost(number, {
          dateOfBirth: i === 29 ? '2003-01-15' : `1999-05-${String(i + 1).padStart(2, '0')}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
    expect(answers.filter((answer) => answer.json().message === M.dateOfBirthLocked)).toHaveLength(
      20,
    );
    expect(answers.filter((answer) => answer.json().details !== null)).toHaveLength(0);
  });

  it('shows revoked and replaced certificates by number, the reason only with the code', async () => {
    const revoked = await print((await studentWithResult()).registrationNumber);
    await post(`${BASE}/${revoked.number}/revoke`, head, { reason: 'Issued in error' });
    const bare = await lookup(revoked.number);
    expect(bare.json()).toMatchObject({
      status: 'revoked',
      holderInitials: 'R. K.',
      details: null,
    });
    expect(bare.body).not.toContain('Issued in error');
    expect((await lookup(revoked.number, `?code=${revoked.code}`)).json()).toMatchObject({
      status: 'revoked',
      proof: 'code',
      details: { revokedReason: 'Issued in error', studentName: 'Ravi Kumar' },
    });

    // A duplicate: a new number and a new code; the old code still opens the old certificate.
    const student = await studentWithResult();
    const old = await print(student.registrationNumber);
    const duplicate = await print(student.registrationNumber, {
      kind: 'duplicate',
      replacesNumber: old.number,
      reason: 'Lost in a flood',
    });
    expect(duplicate.code).toMatch(CODE);
    expect(duplicate.code).not.toBe(old.code);
    expect((await lookup(old.number)).json()).toMatchObject({
      status: 'replaced',
      replacedByNumber: duplicate.number,
      details: null,
    });
    expect((await lookup(old.number, `?code=${old.code}`)).json()).toMatchObject({
      status: 'replaced',
      replacedByNumber: duplicate.number,
      proof: 'code',
    });
    expect((await lookup(duplicate.number, `?code=${old.code}`)).json().proof).toBe('mismatch');
    expect((await lookup(duplicate.number, `?code=${duplicate.code}`)).json()).toMatchObject({
      status: 'valid',
      proof: 'code',
    });
  });

  it('counts every lookup, wrong codes and dates included, in one limit per client', async () => {
    const { number } = await print((await studentWithResult()).registrationNumber);
    const from = '10.99.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      statuses.push((await lookup(number, '?code=AAAAA-AAAAA', from)).statusCode);
      statuses.push((await lookupPost(number, { code: 'BBBBB-BBBBB' }, from)).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
    expect((await lookup(number, '', from)).statusCode).toBe(429);
  });
});

describe('the code on the certificate', () => {
  it('prints the code next to the number and keeps it on every print', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const student = await studentWithResult(user.id);
    const { number, code } = await print(student.registrationNumber);
    const first = pdfText((await get(`${BASE}/${number}/pdf`, staff)).rawPayload);
    expect(first).toContain(`Certificate No. ${number}`);
    expect(first).toContain(`Verification code ${code}`);
    const again = pdfText((await get(`${BASE}/${number}/pdf`, head)).rawPayload);
    expect(again).toContain(`Verification code ${code}`);

    // The holder sees their own code; the verification link holds it, as the QR code does.
    const own = await signInUser(t.app, user);
    const mine = await get(
      `/api/dashboard/student/${student.registrationNumber}/certificates`,
      own,
    );
    expect(mine.json()[0]).toMatchObject({
      number,
      verificationCode: code,
      verifyPath: `/verify/${number}?code=${code}`,
    });
    const ownPdf = await get(
      `/api/dashboard/student/${student.registrationNumber}/certificates/${number}/pdf`,
      own,
    );
    expect(pdfText(ownPdf.rawPayload)).toContain(`Verification code ${code}`);
    expect((await get(`${BASE}/${number}`, otherStaff)).statusCode).toBe(403);

    const qr = await get(`/api/certificates/verify/${number}/qr.svg?code=${code}`);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect((await get(`/api/certificates/verify/${number}/qr.svg?code=nope`)).statusCode).toBe(400);
  });

  it('serves the photo only by the link a matching verification gives', async () => {
    const student = await studentWithResult();
    await giveStudentPhoto(t.app, student, centreId, { width: 8, height: 10, background: '#888' });
    const { number, code } = await print(student.registrationNumber);

    expect((await lookup(number)).body).not.toContain('/photo');
    const photoUrl = (await lookup(number, `?code=${code}`)).json().details.photoUrl as string;
    expect(photoUrl).toMatch(new RegExp(`^/api/certificates/verify/${number}/photo\\?token=`));
    const photo = await get(photoUrl);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect((await get(`/api/certificates/verify/${number}/photo`)).statusCode).toBe(404);
    const forged = photoUrl.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await get(forged)).statusCode).toBe(404);
    const other = await print((await studentWithResult()).registrationNumber);
    const elsewhere = photoUrl.replace(number, other.number);
    expect((await get(elsewhere)).statusCode).toBe(404);
  });

  it('gives certificates printed before the codes existed one each (migration 0015)', async () => {
    const a = await print((await studentWithResult()).registrationNumber);
    const b = await print((await studentWithResult()).registrationNumber);
    await sql`update certificates set verification_code = null where number in (${a.number}, ${b.number})`.execute(
      t.app.db,
    );
    expect(await backfillVerificationCodes(t.app.db as unknown as Kysely<unknown>)).toBe(2);
    const codes = await Promise.all(
      [a, b].map(async ({ number }) => (await get(`${BASE}/${number}`, head)).json()),
    );
    for (const certificate of codes) expect(certificate.verificationCode).toMatch(CODE);
    expect(codes[0].verificationCode).not.toBe(codes[1].verificationCode);
    expect((await lookup(a.number, `?code=${codes[0].verificationCode}`)).json().proof).toBe(
      'code',
    );
  });

  it('keeps codes out of the request log', () => {
    expect(redactUrl('/verify/RVC2026000001?code=7K3QD-M9XPA')).toBe(
      '/verify/RVC2026000001?code=[redacted]',
    );
    expect(redactUrl('/api/certificates/verify/RVC2026000001/photo?token=1.abc')).toBe(
      '/api/certificates/verify/RVC2026000001/photo?token=[redacted]',
    );
    expect(redactUrl('/courses?page=2')).toBe('/courses?page=2');
  });

  it('documents the verification answer in the OpenAPI schema', async () => {
    const document = (await get('/api/docs/json')).json();
    const path = document.paths['/api/certificates/verify/{number}'];
    expect(Object.keys(path)).toEqual(expect.arrayContaining(['get', 'post']));
    const schema = path.get.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['holderInitials', 'proof', 'message', 'details']),
    );
    expect(
      Object.keys(path.post.requestBody.content['application/json'].schema.properties),
    ).toEqual(expect.arrayContaining(['code', 'dateOfBirth']));
  });
});
