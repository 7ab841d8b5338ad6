// Affiliations (issue 38 points 2 to 4, decision 0072): the period and authorised courses that
// admission and certificate requests obey, renewal paid from the wallet (once, however many are
// sent together), the 60/30/7-day reminders through the outbox, the certificate of authorisation
// and the public verification of a centre. Runs on SQLite and PostgreSQL.
import { execFileSync } from 'node:child_process';
import { addDays } from '@institute/shared/dates';
import { instituteDate } from '@institute/shared/institute-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWalletEntry, walletBalance } from '../src/modules/wallet/wallet';
import { sendAffiliationReminders } from '../src/modules/affiliation/affiliation.service';
import { signInHeadOffice, staffOf, type Headers } from './helpers/actors';
import { createCentre, createStudent } from './helpers/factories';
import { multipart, studentFields } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let head: Headers;
const today = () => instituteDate(new Date());
const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');
const shown = (day: string) => day.split('-').reverse().join('/');

beforeAll(async () => {
  t = await createTestApp();
  head = await signInHeadOffice(t.app);
});
afterAll(() => t.close());

async function addStudent(headers: Headers, fields = studentFields()) {
  const body = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/dashboard/AddStudent',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const setAffiliation = (centreId: number, body: Record<string, unknown>, headers = head) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/dashboard/affiliations/${centreId}`,
    headers,
    payload: body,
  });

async function fund(centreId: number, rupees: number) {
  await postWalletEntry(t.app.db, {
    centreId,
    kind: 'credit',
    amountPaise: rupees * 100,
    reason: 'fund',
    createdBy: null,
  });
}

describe('existing and new centres', () => {
  it('a centre created by head office gets a year from today with every course', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/centre-admin/centres',
      headers: head,
      payload: {
        code: `AF${Math.floor(Math.random() * 1e6)}`,
        name: 'Gaya Station Road',
        address: 'Station Road',
        phone: '9876543210',
        district: 'Gaya',
        state: 'Bihar',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ district: 'Gaya', state: 'Bihar' });
    expect(created.json().affiliationUntil).toBe(
      addDays(`${Number(today().slice(0, 4)) + 1}${today().slice(4)}`, -1),
    );
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/affiliations/${created.json().id}`,
      headers: head,
    });
    expect(answer.statusCode).toBe(200);
    const from = today();
    expect(answer.json()).toMatchObject({
      validFrom: from,
      allCourses: true,
      status: 'active',
      blocked: null,
    });
    expect(answer.json().validUntil).toBe(
      addDays(`${Number(from.slice(0, 4)) + 1}${from.slice(4)}`, -1),
    );
    expect(answer.json().courses.length).toBeGreaterThan(0);
  });

  it('the seeded main centre has an open affiliation', async () => {
    const main = await t.app.db
      .selectFrom('affiliations as a')
      .innerJoin('centres as c', 'c.id', 'a.centre_id')
      .select(['a.all_courses', 'a.valid_until'])
      .where('c.code', '=', 'MAIN')
      .executeTakeFirst();
    expect(main).toMatchObject({ all_courses: 1 });
    expect(main!.valid_until > today()).toBe(true);
  });
});

describe('admission obeys the affiliation', () => {
  it('admits to an authorised course and refuses another, naming the course', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const saved = await setAffiliation(centreId, {
      validFrom: today(),
      validUntil: addDays(today(), 200),
      allCourses: false,
      courses: ['8'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().courses.map((c: { code: string }) => c.code)).toEqual(['8']);

    expect((await addStudent(staff)).statusCode).toBe(201);

    const other = await t.app.db
      .selectFrom('course_options')
      .select(['course_code as course', 'label'])
      .where('course_code', '!=', '8')
      .executeTakeFirstOrThrow();
    const refused = await addStudent(
      staff,
      studentFields({ course: other.course, courseOption: other.label }),
    );
    expect(refused.statusCode).toBe(409);
    const course = await t.app.db
      .selectFrom('courses')
      .select('name')
      .where('code', '=', other.course)
      .executeTakeFirstOrThrow();
    expect(refused.json().message).toContain(`${course.name} (${other.course})`);
    expect(refused.json().message).toContain('is not authorised to run the course');
  });

  it('an expired centre signs in and reads, but admits nobody and requests no certificate', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const student = await createStudent(t.app, { centreId });
    const ended = addDays(today(), -1);
    expect(
      (
        await setAffiliation(centreId, {
          validFrom: addDays(today(), -366),
          validUntil: ended,
          allCourses: true,
        })
      ).statusCode,
    ).toBe(200);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/affiliations/mine',
      headers: staff,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ status: 'expired', blocked: { reason: 'expired' } });
    expect(mine.json().blocked.message).toContain('cannot admit students or request certificates');

    // Its records stay readable.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/AddStudent',
      headers: staff,
    });
    expect(list.statusCode).toBe(200);

    const admit = await addStudent(staff);
    expect(admit.statusCode).toBe(409);
    expect(admit.json().message).toContain('ended on');

    // An import admits too: refused as a whole, nothing saved.
    const fields = studentFields();
    const csv = `${Object.keys(fields).join(',')}\n${Object.values(fields)
      .map((value) => `"${value}"`)
      .join(',')}\n`;
    const body = multipart(
      {},
      { file: { data: Buffer.from(csv), filename: 's.csv', type: 'text/csv' } },
    );
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/students/import',
      payload: body.payload,
      headers: { ...staff, ...body.headers },
    });
    expect(imported.statusCode).toBe(409);
    expect(imported.json().message).toContain('ended on');
    const saved = await t.app.db
      .selectFrom('students')
      .select('id')
      .where('centre_id', '=', centreId)
      .execute();
    expect(saved).toHaveLength(1);

    const request = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/certificates/requests',
      headers: staff,
      payload: { registrationNumber: student.registrationNumber },
    });
    expect(request.statusCode).toBe(409);
    expect(request.json().message).toContain('cannot admit students or request certificates');
  });
});

describe('a centre without an affiliation (written into the database by hand)', () => {
  it('admits nobody, and its first renewal gives it one, once', async () => {
    const centreId = await createCentre(t.app);
    await t.app.db.deleteFrom('affiliations').where('centre_id', '=', centreId).execute();
    const staff = await staffOf(t.app, centreId);
    const admit = await addStudent(staff);
    expect(admit.statusCode).toBe(409);
    expect(admit.json().message).toContain('has no affiliation');
    await fund(centreId, 10_000);
    const renew = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/dashboard/affiliations/${centreId}/renew`,
        headers: staff,
        payload: { currentUntil: null },
      });
    const [first, second] = await Promise.all([renew(), renew()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await walletBalance(t.app.db, centreId)).toBe(500_000);
    expect((await addStudent(staff)).statusCode).toBe(201);
  });
});

describe('roles and centre scoping', () => {
  it('staff read only their own centre and change nothing; head office sets the period', async () => {
    const own = await createCentre(t.app);
    const other = await createCentre(t.app);
    const staff = await staffOf(t.app, own);
    const read = (id: number) =>
      t.app.inject({ method: 'GET', url: `/api/dashboard/affiliations/${id}`, headers: staff });
    expect((await read(own)).statusCode).toBe(200);
    expect((await read(other)).statusCode).toBe(403);
    const change = await setAffiliation(
      own,
      { validFrom: today(), validUntil: addDays(today(), 900), allCourses: true },
      staff,
    );
    expect(change.statusCode).toBe(403);
    const renewOther = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/affiliations/${other}/renew`,
      headers: staff,
      payload: { currentUntil: null },
    });
    expect(renewOther.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/affiliations/${own}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const fee = await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/affiliation-settings/renewal-fee',
      headers: staff,
      payload: { feePaise: 0 },
    });
    expect(fee.statusCode).toBe(403);
  });

  it('refuses a period that ends before it starts, and an unknown course', async () => {
    const centreId = await createCentre(t.app);
    const backwards = await setAffiliation(centreId, {
      validFrom: today(),
      validUntil: addDays(today(), -1),
      allCourses: true,
    });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain('must be on or after its start');
    const unknown = await setAffiliation(centreId, {
      validFrom: today(),
      validUntil: addDays(today(), 10),
      allCourses: false,
      courses: ['NOPE'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No course has the code NOPE');
  });
});

describe('renewal', () => {
  it('an expired centre renews itself from its wallet and admits again', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    await setAffiliation(centreId, {
      validFrom: addDays(today(), -400),
      validUntil: addDays(today(), -10),
      allCourses: true,
    });
    const renew = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/dashboard/affiliations/${centreId}/renew`,
        headers: staff,
        payload: { currentUntil: addDays(today(), -10) },
      });
    const poor = await renew();
    expect(poor.statusCode).toBe(409);
    expect(poor.json().message).toContain('Insufficient wallet balance');

    await fund(centreId, 6000);
    const renewed = await renew();
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ status: 'active', validFrom: today(), blocked: null });
    expect(renewed.json().renewals).toHaveLength(1);
    expect(await walletBalance(t.app.db, centreId)).toBe(100_000);
    const ledger = await t.app.db
      .selectFrom('wallet_entries')
      .select(['reason', 'amount_paise'])
      .where('centre_id', '=', centreId)
      .where('kind', '=', 'debit')
      .execute();
    expect(ledger).toEqual([{ reason: 'affiliation_fee', amount_paise: 500_000 }]);
    expect((await addStudent(staff)).statusCode).toBe(201);
  });

  it('a centre still in its period gets a year after its end, at the fee head office set', async () => {
    const centreId = await createCentre(t.app);
    const end = addDays(today(), 20);
    await setAffiliation(centreId, { validFrom: today(), validUntil: end, allCourses: true });
    const fee = await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/affiliation-settings/renewal-fee',
      headers: head,
      payload: { feePaise: 250_000 },
    });
    expect(fee.statusCode).toBe(200);
    await fund(centreId, 2500);
    const renewed = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/affiliations/${centreId}/renew`,
      headers: head,
      payload: { currentUntil: end },
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().validUntil).toBe(`${Number(end.slice(0, 4)) + 1}${end.slice(4)}`);
    expect(await walletBalance(t.app.db, centreId)).toBe(0);
    await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/affiliation-settings/renewal-fee',
      headers: head,
      payload: { feePaise: 500_000 },
    });
  });

  it('renewals sent together renew once and charge once', async () => {
    const centreId = await createCentre(t.app);
    await fund(centreId, 5000 * 50);
    const before = (
      await t.app.inject({
        method: 'GET',
        url: `/api/dashboard/affiliations/${centreId}`,
        headers: head,
      })
    ).json();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/dashboard/affiliations/${centreId}/renew`,
          headers: head,
          payload: { currentUntil: before.validUntil },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200).every((code) => code === 409)).toBe(true);
    const renewals = await t.app.db
      .selectFrom('affiliation_renewals')
      .select('new_until')
      .where('centre_id', '=', centreId)
      .execute();
    expect(renewals).toHaveLength(1);
    expect(renewals[0]!.new_until > before.validUntil).toBe(true);
    expect(await walletBalance(t.app.db, centreId)).toBe(5000 * 49 * 100);
  });
});

describe('reminders before the end', () => {
  it('writes the 60, 30 and 7-day reminders once each, to the centre', async () => {
    const centreId = await createCentre(t.app);
    await t.app.db
      .updateTable('centres')
      .set({ email: 'ending@example.com' })
      .where('id', '=', centreId)
      .execute();
    const end = '2027-03-31';
    await setAffiliation(centreId, { validFrom: '2026-04-01', validUntil: end, allCourses: true });
    const outbox = () =>
      t.app.db
        .selectFrom('notification_outbox')
        .select(['kind', 'data', 'channel'])
        .where('centre_id', '=', centreId)
        .where('kind', '=', 'affiliation-expiry')
        .where('channel', '=', 'email')
        .execute();
    // Noon in India, 70, 59, 58, 29 and 6 days before the end.
    const at = (daysBefore: number) => new Date(`${addDays(end, -daysBefore)}T06:30:00Z`);
    await sendAffiliationReminders(t.app.db, at(70));
    expect(await outbox()).toHaveLength(0);
    await sendAffiliationReminders(t.app.db, at(59));
    await sendAffiliationReminders(t.app.db, at(58));
    expect(await outbox()).toHaveLength(1);
    expect(JSON.parse((await outbox())[0]!.data)).toMatchObject({
      days: 59,
      validUntil: '31 Mar 2027',
    });
    await Promise.all([
      sendAffiliationReminders(t.app.db, at(29)),
      sendAffiliationReminders(t.app.db, at(29)),
    ]);
    expect(await outbox()).toHaveLength(2);
    await sendAffiliationReminders(t.app.db, at(6));
    await sendAffiliationReminders(t.app.db, at(1));
    expect(await outbox()).toHaveLength(3);
  });
});

describe('the certificate of authorisation', () => {
  it('is a PDF for head office and the centre, not for another centre', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    await setAffiliation(centreId, {
      validFrom: today(),
      validUntil: addDays(today(), 364),
      allCourses: false,
      courses: ['8'],
    });
    const { code } = await t.app.db
      .selectFrom('centres')
      .select('code')
      .where('id', '=', centreId)
      .executeTakeFirstOrThrow();
    const course = await t.app.db
      .selectFrom('courses')
      .select('name')
      .where('code', '=', '8')
      .executeTakeFirstOrThrow();
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/affiliations/${centreId}/certificate?lang=bilingual`,
      headers: staff,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('CERTIFICATE OF AUTHORISATION');
    expect(text).toContain('प्राधिकार प्रमाणपत्र');
    expect(text).toContain(code);
    expect(text).toContain(course.name);
    expect(text).toContain(`Valid from / से मान्य: ${shown(today())}`);
    expect(text).toContain(`Valid until / तक मान्य: ${shown(addDays(today(), 364))}`);
    expect(text).toContain(`/verify-centre?code=${code}`);
    const english = pdfText(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/dashboard/affiliations/${centreId}/certificate?lang=en`,
          headers: staff,
        })
      ).rawPayload,
    );
    expect(english).toContain('Authorised courses:');
    expect(english).not.toContain('प्राधिकार');
    const other = await createCentre(t.app);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/affiliations/${other}/certificate`,
      headers: staff,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('public verification', () => {
  it('finds a centre by code, with its courses, end and status, and nobody’s details', async () => {
    const centreId = await createCentre(t.app);
    await t.app.db
      .updateTable('centres')
      .set({ district: 'Nalanda', state: 'Bihar', email: 'owner@example.com' })
      .where('id', '=', centreId)
      .execute();
    await setAffiliation(centreId, {
      validFrom: today(),
      validUntil: addDays(today(), 100),
      allCourses: false,
      courses: ['8'],
    });
    const { code } = await t.app.db
      .selectFrom('centres')
      .select('code')
      .where('id', '=', centreId)
      .executeTakeFirstOrThrow();
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/centres/verify?code=${code.toLowerCase()}`,
    });
    expect(found.statusCode).toBe(200);
    const [centre] = found.json().centres;
    expect(centre).toMatchObject({
      code,
      district: 'Nalanda',
      state: 'Bihar',
      status: 'active',
      validUntil: addDays(today(), 100),
      allCourses: false,
    });
    expect(centre.courses.map((c: { code: string }) => c.code)).toEqual(['8']);
    expect(found.body).not.toContain('owner@example.com');
    expect(found.body).not.toContain('9000000000');
    expect(found.json().places).toContainEqual(
      expect.objectContaining({ state: 'Bihar', districts: expect.arrayContaining(['Nalanda']) }),
    );

    const byPlace = await t.app.inject({
      method: 'GET',
      url: '/api/centres/verify?state=Bihar&district=Nalanda',
    });
    expect(byPlace.json().centres.map((c: { code: string }) => c.code)).toContain(code);

    const missing = await t.app.inject({ method: 'GET', url: '/api/centres/verify?code=NOSUCH1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('No centre has this code');
  });

  it('shows an expired and a suspended centre as such', async () => {
    const expired = await createCentre(t.app);
    await setAffiliation(expired, {
      validFrom: addDays(today(), -30),
      validUntil: addDays(today(), -1),
      allCourses: true,
    });
    const suspended = await createCentre(t.app, { status: 'suspended' });
    for (const [id, status] of [
      [expired, 'expired'],
      [suspended, 'suspended'],
    ] as const) {
      const { code } = await t.app.db
        .selectFrom('centres')
        .select('code')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const answer = await t.app.inject({ method: 'GET', url: `/api/centres/verify?code=${code}` });
      expect(answer.json().centres[0].status).toBe(status);
    }
  });
});
