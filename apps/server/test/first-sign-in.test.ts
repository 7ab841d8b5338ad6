import { AUTH_MESSAGES } from '@institute/shared/auth';
import { CENTRE_MESSAGES } from '@institute/shared/centres';
import { DEMO } from '@institute/shared/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase } from './helpers/test-database';
import { goLiveWarnings } from '../src/lib/startup-checks';
import { bearer, signInStaff, type Headers } from './helpers/actors';
import { signIn } from './helpers/factories';
import { freshAadhaar, multipart, pngImage } from './helpers/multipart';
import { instituteDate } from '../src/lib/time';
import { createTestApp, type TestApp } from './helpers/test-app';

// Going live (issue 37, point 8, decision 0060): a first head office account whose password came
// from ADMIN_PASSWORD (or the console) and a staff member whose password head office set must
// choose their own before the dashboard answers them; then the first-day checklist of
// docs/deploy.md, followed step by step through the API on a fresh install with demo data.

const OWNER = { email: 'owner@institute.example', password: 'given at install 1' };
const OWN_PASSWORD = 'chosen by the owner 2';

let t: TestApp;

beforeAll(async () => {
  // A fresh database (ADMIN_EMAIL and DEMO_DATA make createTestApp start from empty).
  t = await createTestApp({
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    ADMIN_PASSWORD_CHANGE: 'true',
    DEMO_DATA: 'true',
  });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const me = async (headers: Headers) =>
  (await call('GET', '/api/me', headers)).json().user as { mustChangePassword?: boolean };

let head: Headers;

describe('the first head office account, its password from ADMIN_PASSWORD', () => {
  it('signs in, but the dashboard answers 403 PASSWORD_CHANGE_REQUIRED until the password is changed', async () => {
    head = await signInStaff(t.app, OWNER);
    expect(await me(head)).toMatchObject({ mustChangePassword: true });
    for (const url of [
      '/api/dashboard/centre-admin/centres',
      '/api/dashboard/summary',
      '/api/dashboard/content/drafts',
    ]) {
      const refused = await call('GET', url, head);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'PASSWORD_CHANGE_REQUIRED',
        message: AUTH_MESSAGES.passwordChangeRequired,
      });
    }
    const write = await call('DELETE', '/api/dashboard/centre-admin/demo-data', head);
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('the password given is not a new one', async () => {
    const same = await call('POST', '/api/account/password', head, {
      currentPassword: OWNER.password,
      newPassword: OWNER.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldErrors).toEqual({ newPassword: [AUTH_MESSAGES.samePassword] });
    expect(await me(head)).toMatchObject({ mustChangePassword: true });
  });

  it('once changed, the dashboard answers, and signing in again asks for nothing', async () => {
    const changed = await call('POST', '/api/account/password', head, {
      currentPassword: OWNER.password,
      newPassword: OWN_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(await me(head)).not.toHaveProperty('mustChangePassword');
    expect((await call('GET', '/api/dashboard/centre-admin/centres', head)).statusCode).toBe(200);
    head = await signInStaff(t.app, { email: OWNER.email, password: OWN_PASSWORD });
    expect((await call('GET', '/api/dashboard/summary', head)).statusCode).toBe(200);
  });

  it('signing out works while the change is pending', async () => {
    const { token } = await signIn(t.app, '/api/admin/login', {
      email: OWNER.email,
      password: OWN_PASSWORD,
    });
    await t.app.db
      .updateTable('users')
      .set({ must_change_password: 1 })
      .where('email', '=', OWNER.email)
      .execute();
    const out = await call('POST', '/api/logout', bearer(token));
    expect(out.statusCode).toBe(200);
    await t.app.db
      .updateTable('users')
      .set({ must_change_password: 0 })
      .where('email', '=', OWNER.email)
      .execute();
  });
});

// The first-day checklist of docs/deploy.md, step by step, by the new head office.
describe('the first-day checklist on a fresh install', () => {
  let centreId: number;
  const staff = { name: 'Asha Kumari', email: 'asha@institute.example', password: 'set by head 1' };

  it('1. a centre and its staff; a password head office set is changed at the first sign-in', async () => {
    const centre = await call('POST', '/api/dashboard/centre-admin/centres', head, {
      code: 'PAT01',
      name: 'Patna Boring Road',
      address: 'Boring Road, Patna, Bihar 800001',
      phone: '9123456780',
      email: '',
    });
    expect(centre.statusCode).toBe(201);
    centreId = centre.json().id;
    const added = await call(
      'POST',
      `/api/dashboard/centre-admin/centres/${centreId}/staff`,
      head,
      staff,
    );
    expect(added.statusCode).toBe(201);
    const staffId = added.json().id as number;

    // Head office sets the staff member's password (they forgot it): they choose their own first.
    const reset = await call(
      'POST',
      `/api/dashboard/centre-admin/staff/${staffId}/reset-password`,
      head,
      { password: 'told on the phone 3' },
    );
    expect(reset.statusCode).toBe(200);
    const asha = await signInStaff(t.app, { email: staff.email, password: 'told on the phone 3' });
    const refused = await call('GET', '/api/dashboard/summary', asha);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await call('POST', '/api/account/password', asha, {
      currentPassword: 'told on the phone 3',
      newPassword: 'asha own password 4',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/dashboard/summary', asha)).statusCode).toBe(200);
  });

  it('2. course fees', async () => {
    const saved = await call('PUT', '/api/dashboard/accounts/course-fees/8', head, {
      registrationFeePaise: 50_000,
      certificateFeePaise: 20_000,
      courseFeePaise: 900_000,
      instalments: [
        { afterDays: 0, amountPaise: 300_000 },
        { afterDays: 30, amountPaise: 600_000 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const fees = (await call('GET', '/api/dashboard/accounts/course-fees', head)).json() as {
      courseCode: string;
      courseFeePaise: number;
    }[];
    expect(fees.find((fee) => fee.courseCode === '8')).toMatchObject({ courseFeePaise: 900_000 });
    // The go-live date, on the same screen: nothing due before it is ever reminded.
    const goLive = await call('PUT', '/api/dashboard/accounts/go-live', head, {
      goLiveDate: instituteDate(),
    });
    expect(goLive.statusCode, goLive.body).toBe(200);
    expect((await call('GET', '/api/dashboard/accounts/go-live', head)).json()).toEqual({
      goLiveDate: instituteDate(),
    });
  });

  it('3. existing students imported from the CSV template (the centre’s wallet funded first)', async () => {
    // Each admission takes the course's registration fee from the centre's wallet: the centre
    // adds funds, head office confirms them.
    const asha = await signInStaff(t.app, { email: staff.email, password: 'asha own password 4' });
    const fundForm = multipart(
      { mode: 'bank', reference: 'UTR99887766', paidOn: instituteDate(), amount: '5000' },
      { receipt: { data: await pngImage(40, 40), filename: 'receipt.png', type: 'image/png' } },
    );
    const fund = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/accounts/funds',
      payload: fundForm.payload,
      headers: { ...asha, ...fundForm.headers },
    });
    expect(fund.statusCode).toBe(201);
    const confirmed = await call(
      'POST',
      `/api/dashboard/accounts/funds/${fund.json().id}/confirm`,
      head,
    );
    expect(confirmed.statusCode).toBe(200);
    const template = await call('GET', '/api/dashboard/students/import-template.csv', head);
    expect(template.statusCode).toBe(200);
    const [header, example] = template.body.trim().split('\r\n');
    const rows = [0, 1].map(() => example!.replace('234123412346', freshAadhaar()));
    // The second student joined before the switch: Rs 1,500 paid on the old receipt OLD-0001,
    // Rs 2,500 still owed (the template's last six columns, empty in its example).
    expect(rows[1]!.endsWith(',,,,,,')).toBe(true);
    rows[1] = `${rows[1]!.slice(0, -6)},1500,OLD-0001,2026-08-10,cash,2500,2026-12-31`;
    const file = multipart(
      { centreId: String(centreId) },
      {
        file: {
          data: Buffer.from(`${header}\r\n${rows.join('\r\n')}\r\n`),
          filename: 'students.csv',
          type: 'text/csv',
        },
      },
    );
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/students/import',
      payload: file.payload,
      headers: { ...head, ...file.headers },
    });
    expect(imported.json()).toMatchObject({ imported: 2, failed: [] });
    const { registration_number: moved } = await t.app.db
      .selectFrom('fee_payments')
      .innerJoin('students', 'students.id', 'fee_payments.student_id')
      .select('students.registration_number')
      .where('fee_payments.receipt_number', '=', 'OLD-0001')
      .executeTakeFirstOrThrow();
    const fees = (await call('GET', `/api/dashboard/accounts/students/${moved}/fees`, head)).json();
    expect(fees.status).toMatchObject({ totalPaise: 400_000, paidPaise: 150_000 });
    expect(fees.payments).toMatchObject([
      { receiptNumber: 'OLD-0001', paidOn: '2026-08-10', amountPaise: 150_000, ofRecord: true },
    ]);
  });

  it('4. the website settings', async () => {
    const site = (await call('GET', '/api/dashboard/content/site', head)).json() as {
      settings: Record<string, unknown>;
      version: number;
    };
    const saved = await call('PUT', '/api/dashboard/content/site', head, {
      ...site.settings,
      instituteName: 'Patna Computer Institute',
      phone: '9123456780',
      email: 'office@institute.example',
      address: 'Boring Road, Patna, Bihar 800001',
      version: site.version,
    });
    expect(saved.statusCode).toBe(200);
    const shown = (await call('GET', '/api/content/site', {})).json();
    expect(shown).toMatchObject({ instituteName: 'Patna Computer Institute' });
  });

  it('5. the demo data removed: its centre, staff account and student are gone, nothing else', async () => {
    // The demo staff had tried the dashboard (a session, History lines).
    const demoStaff = await signInStaff(t.app, DEMO.staff);
    expect((await call('GET', '/api/dashboard/summary', demoStaff)).statusCode).toBe(200);
    // ... made a batch with the demo student in it, took today's attendance, added a holiday.
    const [demoStudent] = await t.app.db
      .selectFrom('students')
      .select(['registration_number', 'course'])
      .where('email', '=', DEMO.student.email)
      .execute();
    const batch = await call('POST', '/api/dashboard/batches', demoStaff, {
      name: 'Demo batch',
      course: demoStudent!.course,
      courseOption: null,
      startDate: '2026-01-01',
      endDate: '2030-12-31',
      weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      startTime: '09:00',
      endTime: '10:00',
      room: 'Demo room',
      teacherUserId: null,
      capacity: 5,
    });
    expect(batch.statusCode, batch.body).toBe(201);
    const batchId = batch.json().id as number;
    const enrolled = await call('POST', `/api/dashboard/batches/${batchId}/enrolments`, demoStaff, {
      registrationNumbers: [demoStudent!.registration_number],
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const day = instituteDate();
    const marked = await call(
      'PUT',
      `/api/dashboard/attendance/batches/${batchId}/days/${day}`,
      demoStaff,
      {
        marks: [{ registrationNumber: demoStudent!.registration_number, status: 'absent' }],
      },
    );
    expect(marked.statusCode, marked.body).toBe(200);
    const holiday = await call('POST', '/api/dashboard/attendance/holidays', demoStaff, {
      day: '2030-01-26',
      name: 'Demo holiday',
    });
    expect(holiday.statusCode, holiday.body).toBe(201);

    const staffMayNot = await call('DELETE', '/api/dashboard/centre-admin/demo-data', demoStaff);
    expect(staffMayNot.statusCode).toBe(403);

    const removed = await call('DELETE', '/api/dashboard/centre-admin/demo-data', head);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: CENTRE_MESSAGES.demoRemoved });

    const centres = (await call('GET', '/api/dashboard/centre-admin/centres', head)).json() as {
      code: string;
    }[];
    expect(centres.map((centre) => centre.code)).not.toContain(DEMO.centre.code);
    expect(centres.map((centre) => centre.code)).toContain('PAT01');
    const demoSignIn = await call('POST', '/api/admin/login', {}, DEMO.staff);
    expect(demoSignIn.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const gone = await call('GET', '/api/dashboard/summary', demoStaff);
    expect(gone.json(), 'the demo staff session ended').toMatchObject({ code: 'UNAUTHORIZED' });
    for (const table of ['batches', 'batch_enrolments', 'attendance_marks', 'holidays'] as const)
      expect(await t.app.db.selectFrom(table).select('id').execute(), table).toEqual([]);
    const students = await t.app.db.selectFrom('students').select(['centre_id']).execute();
    expect(students).toHaveLength(2);
    expect(students.every((student) => student.centre_id === centreId)).toBe(true);

    const again = await call('DELETE', '/api/dashboard/centre-admin/demo-data', head);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(CENTRE_MESSAGES.noDemoData);
  });
});

describe('removing demo data the institute has used', () => {
  it('is refused, with nothing removed, when the demo centre holds a staff account of its own', async () => {
    const other = await createTestApp({ DEMO_DATA: 'true' });
    try {
      const { id } = (await other.app.db
        .selectFrom('centres')
        .select('id')
        .where('code', '=', DEMO.centre.code)
        .executeTakeFirstOrThrow()) as { id: number };
      const headOther = await signInStaff(other.app, {
        email: 'head.office@example.com',
        password: 'correct horse battery',
      });
      const added = await other.app.inject({
        method: 'POST',
        url: `/api/dashboard/centre-admin/centres/${id}/staff`,
        headers: headOther,
        payload: { name: 'Real Person', email: 'real@institute.example', password: 'real staff 1' },
      });
      expect(added.statusCode).toBe(201);
      const refused = await other.app.inject({
        method: 'DELETE',
        url: '/api/dashboard/centre-admin/demo-data',
        headers: headOther,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(CENTRE_MESSAGES.demoInUse);
      const still = await other.app.db
        .selectFrom('students')
        .select('id')
        .where('centre_id', '=', id)
        .execute();
      expect(still).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('the first head office account with a generated password', () => {
  it('is asked for its own password too, at its first sign-in', async () => {
    const database = await createTestDatabase();
    const reported: { email: string; generatedPassword: string | null }[] = [];
    const app = await buildApp(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...database.env }),
      { onFirstAdmin: (admin) => reported.push(admin) },
    );
    try {
      await app.ready();
      const { email, generatedPassword } = reported[0]!;
      const headers = await signInStaff(app, { email, password: generatedPassword! });
      const refused = await app.inject({ method: 'GET', url: '/api/dashboard/summary', headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
      const me = await app.inject({ method: 'GET', url: '/api/me', headers });
      expect(me.json().user).toMatchObject({ email, mustChangePassword: true });
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe('a production server without what going live needs', () => {
  it('warns at start, naming the variables, never their values', () => {
    const bare = goLiveWarnings(loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' }));
    expect(bare.join('\n')).toMatch(/PUBLIC_URL is not set/);
    expect(bare.join('\n')).toMatch(/SMTP_URL .*MAIL_FROM are not set/);
    expect(bare.join('\n')).toMatch(/CREDENTIALS_KEY is not set/);
    const key = Buffer.alloc(32, 7).toString('base64');
    const ready = goLiveWarnings(
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: '/tmp/x',
        PUBLIC_URL: 'https://institute.example',
        SMTP_URL: 'smtp://mail.example:587',
        MAIL_FROM: 'Institute <office@institute.example>',
        CREDENTIALS_KEY: key,
      }),
    );
    expect(ready).toEqual([]);
    expect(goLiveWarnings(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/x' }))).toEqual([]);
  });
});

describe('removing the demo data from many requests at once', () => {
  it('removes it once: one answer says so, the others find nothing left, none fails', async () => {
    const other = await createTestApp({ DEMO_DATA: 'true' });
    try {
      const headOther = await signInStaff(other.app, {
        email: 'head.office@example.com',
        password: 'correct horse battery',
      });
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          other.app.inject({
            method: 'DELETE',
            url: '/api/dashboard/centre-admin/demo-data',
            headers: headOther,
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 404)).toHaveLength(49);
      const audit = await other.app.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'remove_demo_data')
        .execute();
      expect(audit).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
