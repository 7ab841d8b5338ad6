// Bad input that used to get a 500 or be stored (issue 32, point 6), and strangers refused
// before their body is looked at (point 10): on SQLite and PostgreSQL alike.
import { ACCOUNT_MESSAGES } from '@institute/shared/accounts';
import {
  ENROLMENT_ERROR_CODES,
  ENROLMENT_MESSAGES,
  maskRegistrationNumber,
} from '@institute/shared/enrolments';
import Fastify from 'fastify';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { CSV_NUL_MESSAGE } from '../src/lib/csv';
import { MALFORMED_FORM_MESSAGE } from '../src/lib/multipart';
import {
  errorHandler,
  PARAMETER_TOO_LONG_MESSAGE,
  REQUEST_TIMEOUT_MESSAGE,
  STORAGE_FULL_MESSAGE,
} from '../src/plugins/errors';
import { signInHeadOffice, signInStaff, signInUser } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { multipart, pngImage, studentFields } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';
import { listen } from './helpers/wallet-load';

let t: TestApp;
let centreId: number;
let staff: Record<string, string>;
let head: Record<string, string>;

const nulMessage = (field: string) =>
  `The field ${field} contains a character that is not allowed (NUL).`;

beforeAll(async () => {
  t = await createTestApp();
  centreId = await createCentre(t.app);
  const user = await createUser(t.app, { role: 'centre_staff', centreId });
  staff = await signInStaff(t.app, user);
  head = await signInHeadOffice(t.app);
});
afterAll(() => t.close());

function expectNulRefused(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    code: 'VALIDATION_ERROR',
    message: nulMessage(field),
    fieldErrors: { [field]: [nulMessage(field)] },
  });
}

const addStudent = (
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1] = {},
) => {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/dashboard/AddStudent',
    headers: { ...staff, ...body.headers },
    payload: body.payload,
  });
};

const countRows = async (table: 'enquiries' | 'users' | 'students' | 'notices' | 'applications') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('a NUL character in a text', () => {
  it('is refused in a public enquiry, naming the field, and nothing is stored', async () => {
    const before = await countRows('enquiries');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: {
        source: 'contact',
        name: 'Ravi\u0000 Kumar',
        email: 'ravi@example.com',
        message: 'Please tell me about the computer course.',
      },
    });
    expectNulRefused(response, 'name');
    expect(await countRows('enquiries')).toBe(before);
  });

  it('is refused in the sign-up name', async () => {
    const before = await countRows('users');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Ravi\u0000',
        email: 'nul.signup@example.com',
        password: 'a long password 1',
      },
    });
    expectNulRefused(response, 'name');
    expect(await countRows('users')).toBe(before);
  });

  it('is refused in a path parameter and in a query string', async () => {
    expectNulRefused(
      await t.app.inject({ method: 'GET', url: '/api/certificates/verify/RV%00123' }),
      'number',
    );
    expectNulRefused(
      await t.app.inject({
        method: 'GET',
        url: '/api/dashboard/AddStudent?q=Ravi%00',
        headers: staff,
      }),
      'q',
    );
  });

  it('is refused in a field and a file name of a multipart form (Add Student)', async () => {
    const before = await countRows('students');
    expectNulRefused(await addStudent(studentFields({ firstname: 'Su\u0000nita' })), 'firstname');
    const photo = { data: await pngImage(32, 32), filename: 'pho\u0000to.png', type: 'image/png' };
    expectNulRefused(await addStudent(studentFields(), { photo }), 'photo');
    expect(await countRows('students')).toBe(before);
  });

  it('is refused in a line of a CSV import, and nothing is imported', async () => {
    const before = await countRows('students');
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/students/import-template.csv',
      headers: staff,
    });
    const header = template.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
    const fields = studentFields({ firstname: 'Su\u0000nita' });
    const row = header
      .split(',')
      .map((column) => `"${(fields[column.replace(/"/g, '')] ?? '').replace(/"/g, '""')}"`)
      .join(',');
    const body = multipart(
      {},
      {
        file: {
          data: Buffer.from(`${header}\n${row}\n`),
          filename: 'students.csv',
          type: 'text/csv',
        },
      },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/students/import',
      headers: { ...staff, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CSV_NUL_MESSAGE.replace('{row}', '2'));
    expect(await countRows('students')).toBe(before);
  });

  it('is refused in a notice, deep in a JSON body', async () => {
    const before = await countRows('notices');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/content/notices',
      headers: head,
      payload: { textEn: 'Admissions open\u0000' },
    });
    expectNulRefused(response, 'textEn');
    expect(await countRows('notices')).toBe(before);
  });
});

describe('a multipart body that is not what it says', () => {
  it('without a boundary: 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/AddStudent',
      headers: { ...staff, 'content-type': 'multipart/form-data' },
      payload: 'firstname=Sunita',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: MALFORMED_FORM_MESSAGE });
  });

  it('cut short: 400, and no student', async () => {
    const before = await countRows('students');
    const body = multipart(studentFields(), {
      photo: { data: await pngImage(32, 32), filename: 'photo.png', type: 'image/png' },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/AddStudent',
      headers: { ...staff, ...body.headers },
      payload: body.payload.subarray(0, body.payload.length - 300),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: MALFORMED_FORM_MESSAGE });
    expect(await countRows('students')).toBe(before);
  });
});

describe('dates that do not exist, and a body of null', () => {
  let registrationNumber: string;
  beforeAll(async () => {
    registrationNumber = (await createStudent(t.app, { centreId })).registrationNumber;
  });
  const pay = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/dashboard/accounts/students/${registrationNumber}/payments`,
      headers: { ...staff, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it.each(['0000-00-00', '2026-02-30', '2025-13-01', '2023-02-29'])(
    'a fee payment on %s: 400 on the date',
    async (paidOn) => {
      const response = await pay({ amount: '100', mode: 'cash', paidOn });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ paidOn: [ACCOUNT_MESSAGES.dateInvalid] });
    },
  );

  it.each(['0000-00-00', '2026-02-30'])('Add Fund paid on %s: 400 on the date', async (paidOn) => {
    const body = multipart(
      { mode: 'bank', reference: 'UTR123456', paidOn, amount: '500' },
      { receipt: { data: await pngImage(40, 40), filename: 'receipt.png', type: 'image/png' } },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/accounts/funds',
      headers: { ...staff, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({ paidOn: [ACCOUNT_MESSAGES.dateInvalid] });
  });

  it('a leap day that exists is a date (2024-02-29)', async () => {
    const response = await pay({ amount: '100', mode: 'cash', paidOn: '2024-02-29' });
    expect(response.json().fieldErrors?.paidOn).toBeUndefined();
  });

  it('a payment body of null: 400', async () => {
    const response = await pay(null);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('a path parameter over 100 characters', () => {
  it('is answered in the API’s error shape', async () => {
    for (const url of [
      `/api/certificates/verify/${'A'.repeat(120)}`,
      `/api/dashboard/student/${'A'.repeat(120)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: staff });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: PARAMETER_TOO_LONG_MESSAGE });
    }
  });
});

describe('a request body that trickles in', () => {
  it('is cut after REQUEST_TIMEOUT_SECONDS with a 408 (on by default)', async () => {
    expect(loadConfig({ NODE_ENV: 'test' }).requestTimeoutMs).toBe(300_000);
    const slow = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '1' });
    try {
      const { baseUrl } = await listen(slow.app);
      const { port } = new URL(baseUrl);
      const socket = net.connect(Number(port), '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      const outcome = new Promise<string>((resolve) => {
        socket.on('close', () => resolve('closed'));
        // Far longer than the limit: a connection still open then was never cut.
        setTimeout(() => resolve('still open'), 15_000).unref();
      });
      socket.write(
        'POST /api/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 200\r\n\r\n{"source":"contact","na',
      );
      expect(await outcome).toBe('closed');
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual({
        code: 'REQUEST_TIMEOUT',
        message: REQUEST_TIMEOUT_MESSAGE,
      });
      socket.destroy();
    } finally {
      await slow.close();
    }
  }, 30_000);
});

describe('a full disk', () => {
  it('refuses an upload with a message that names the storage, and saves nothing', async () => {
    const before = await countRows('students');
    const storage = t.app.storage;
    const stage = storage.stage;
    storage.stage = async () => {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
        errno: -28,
      });
    };
    try {
      const response = await addStudent(studentFields(), {
        photo: { data: await pngImage(32, 32), filename: 'photo.png', type: 'image/png' },
      });
      expect(response.statusCode).toBe(507);
      expect(response.json()).toEqual({ code: 'STORAGE_FULL', message: STORAGE_FULL_MESSAGE });
    } finally {
      storage.stage = stage;
    }
    expect(await countRows('students')).toBe(before);
  });

  it.each([
    ['SQLite', { code: 'SQLITE_FULL', message: 'database or disk is full' }],
    ['PostgreSQL', { code: '53100', message: 'could not extend file: No space left on device' }],
    ['a quota', { code: 'EDQUOT', message: 'disk quota exceeded' }],
  ])('said by %s: 507 with the same message', async (_name, failure) => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    app.post('/write', async () => {
      throw new Error('the write failed', {
        cause: Object.assign(new Error(failure.message), failure),
      });
    });
    const response = await app.inject({ method: 'POST', url: '/write' });
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ code: 'STORAGE_FULL', message: STORAGE_FULL_MESSAGE });
  });
});

describe('an application with the Aadhaar number of an existing student', () => {
  it('is refused when sent, in Add Student’s words, and not stored', async () => {
    const fields = studentFields();
    const added = await addStudent(fields);
    expect(added.statusCode).toBe(201);
    const registrationNumber = added.json().registrationNumber as string;

    const user = await createUser(t.app, { role: 'registered' });
    const applicant = await signInUser(t.app, user);
    const before = await countRows('applications');
    const { email: _email, ...applicationFields } = fields;
    void _email;
    const body = multipart({ ...applicationFields, centreId: String(centreId) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications/mine',
      headers: { ...applicant, ...body.headers },
      payload: body.payload,
    });
    const message = ENROLMENT_MESSAGES.sameCourse(maskRegistrationNumber(registrationNumber));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: ENROLMENT_ERROR_CODES.sameCourse,
      message,
      fieldErrors: { adhar: [message] },
    });
    expect(await countRows('applications')).toBe(before);
  });
});

describe('a stranger with an invalid body', () => {
  it.each([
    ['POST', '/api/account/password', { currentPassword: 5 }],
    ['PUT', '/api/account/notification-preferences', { language: 'fr' }],
    ['POST', '/api/applications/mine/withdraw', { x: '\u0000' }],
    ['POST', '/api/dashboard/AddStudent', { firstname: 5 }],
    ['POST', '/api/dashboard/content/notices', { textEn: 5 }],
    ['POST', '/api/dashboard/accounts/students/RV2026000001/payments', null],
    ['PUT', '/api/dashboard/grading-scale', { grades: 'none' }],
  ])('%s %s: 401, not 400', async (method, url, payload) => {
    const response = await t.app.inject({
      method: method as 'POST' | 'PUT',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });
});
