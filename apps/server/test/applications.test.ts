import { instituteDate } from '@institute/shared/accounts';
import { APPLICATION_MESSAGES } from '@institute/shared/applications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWalletEntry, walletBalance } from '../src/modules/wallet/wallet';
import { bearer, newSiteUser, signInHeadOffice, signInStaff } from './helpers/actors';
import { createCentre, createUser, type TestUser } from './helpers/factories';
import { multipart, pdfDocument, pngImage, studentFields } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let centreA: number;
let centreB: number;
let staffA: Record<string, string>;
let staffB: Record<string, string>;
let head: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  centreA = await createCentre(t.app);
  centreB = await createCentre(t.app);
  const a = await createUser(t.app, { role: 'centre_staff', centreId: centreA });
  const b = await createUser(t.app, { role: 'centre_staff', centreId: centreB });
  staffA = await signInStaff(t.app, a);
  staffB = await signInStaff(t.app, b);
  head = await signInHeadOffice(t.app);
});
afterAll(() => t.close());

interface Applicant extends TestUser {
  headers: Record<string, string>;
}

/** A newly signed-up user, signed in without a registration number. */
function newApplicant(): Promise<Applicant> {
  return newSiteUser(t.app, 'registered');
}

/** The application form's fields: the student's, without email, and the centre. */
const applicationFields = (overrides: Record<string, string> = {}) => {
  const { email: _email, ...fields } = studentFields();
  void _email;
  return { ...fields, centreId: String(centreA), ...overrides };
};

async function send(
  method: 'POST' | 'PUT',
  headers: Record<string, string>,
  fields: Record<string, string> = applicationFields(),
  files: Parameters<typeof multipart>[1] = {},
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method,
    url: '/api/applications/mine',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const apply = (
  applicant: Applicant,
  ...rest: Parameters<typeof send> extends [unknown, unknown, ...infer R] ? R : never
) => send('POST', applicant.headers, ...rest);

const mine = async (applicant: Applicant) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/applications/mine',
      headers: applicant.headers,
    })
  ).json().application;

const staffPost = (headers: Record<string, string>, id: number, action: string, json = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/applications/${id}/${action}`,
    headers,
    payload: json,
  });

const studentsOf = (userId: number) =>
  t.app.db.selectFrom('students').selectAll().where('user_id', '=', userId).execute();

describe('the applicant', () => {
  it('chooses among the active centres only', async () => {
    const suspended = await createCentre(t.app, { status: 'suspended' });
    const response = await t.app.inject({ method: 'GET', url: '/api/applications/centres' });
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((centre: { id: number }) => centre.id);
    expect(ids).toContain(centreA);
    expect(ids).not.toContain(suspended);
    expect(Object.keys(response.json()[0]).sort()).toEqual(['code', 'id', 'name']);
  });

  it('is told what is wrong with the form, in the Add Student words', async () => {
    const applicant = await newApplicant();
    const response = await apply(
      applicant,
      applicationFields({ firstname: '', adhar: '1234', contactno: '12345', centreId: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      firstname: ['First Name is required'],
      adhar: ['Enter a valid 12-digit Aadhaar number'],
      contactno: ['Enter a valid 10-digit mobile number'],
    });
    const noCentre = await apply(applicant, applicationFields({ centreId: '' }));
    expect(noCentre.statusCode).toBe(400);
    expect(noCentre.json().fieldErrors).toEqual({
      centreId: [APPLICATION_MESSAGES.centreRequired],
    });
    const suspended = await createCentre(t.app, { status: 'suspended' });
    const closed = await apply(applicant, applicationFields({ centreId: String(suspended) }));
    expect(closed.json().fieldErrors).toEqual({
      centreId: [APPLICATION_MESSAGES.centreUnavailable],
    });
    expect(await mine(applicant)).toBeNull();
  });

  it('has uploads checked by content and size, as for student files', async () => {
    const applicant = await newApplicant();
    const fake = await apply(applicant, applicationFields(), {
      photo: {
        data: Buffer.from('not an image at all'),
        filename: 'photo.jpg',
        type: 'image/jpeg',
      },
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fieldErrors).toEqual({
      photo: ['Photo must be an image (JPEG, PNG or WebP)'],
    });
    const pdfSignature = await apply(applicant, applicationFields(), {
      signature: { data: pdfDocument(), filename: 'sign.pdf' },
    });
    expect(pdfSignature.json().fieldErrors).toEqual({
      signature: ['Signature must be an image (JPEG, PNG or WebP)'],
    });
    const huge = Buffer.concat([await pngImage(64, 64), Buffer.alloc(2.5 * 1024 * 1024)]);
    const tooLarge = await apply(applicant, applicationFields(), {
      photo: { data: huge, filename: 'big.png' },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('Photo must be at most 2 MB');
    expect(await mine(applicant)).toBeNull();
  });

  it('applies once: the email comes from the account, a second open application is refused', async () => {
    const applicant = await newApplicant();
    const response = await apply(
      applicant,
      { ...applicationFields({ adhar: '2341 2341 2346' }), email: 'someone.else@example.com' },
      {
        photo: { data: await pngImage(300, 400), filename: 'me.png' },
        marksheet: { data: pdfDocument(), filename: 'marks.pdf' },
      },
    );
    expect(response.statusCode).toBe(201);
    const application = response.json();
    expect(application).toMatchObject({
      status: 'submitted',
      email: applicant.email,
      firstname: 'Sunita',
      courseOption: 'CERTIFICATE IN FUNDAMENTAL(RV01001)',
      adhar: '234123412346',
      guardiancontact: '9876501235',
      centre: { id: centreA },
      signature: null,
      registrationNumber: null,
      staffMessage: null,
    });
    expect(application.photo).toMatch(/^\/api\/applications\/mine\/files\/photo\?v=\d+$/);
    const photo = await t.app.inject({
      method: 'GET',
      url: application.photo,
      headers: applicant.headers,
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['content-disposition']).toBe('inline; filename="photo.jpg"');
    const marksheet = await t.app.inject({
      method: 'GET',
      url: application.marksheet,
      headers: applicant.headers,
    });
    expect(marksheet.headers['content-type']).toBe('application/pdf');

    expect((await mine(applicant)).id).toBe(application.id);
    const second = await apply(applicant);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(APPLICATION_MESSAGES.oneOpen);
  });

  it('cannot hold two open applications even if the service check is passed (database index)', async () => {
    const applicant = await newApplicant();
    expect((await apply(applicant)).statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('applications')
      .selectAll()
      .where('user_id', '=', applicant.id)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    void _id;
    await expect(
      t.app.db
        .insertInto('applications')
        .values({ ...copy, status: 'correction_requested' })
        .execute(),
    ).rejects.toThrow();
    // A closed one beside the open one is fine.
    await t.app.db
      .insertInto('applications')
      .values({ ...copy, status: 'rejected' })
      .execute();
  });

  it('two submissions at once leave one open application', async () => {
    const applicant = await newApplicant();
    const answers = await Promise.all([apply(applicant), apply(applicant), apply(applicant)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('withdraws the open application and may then apply again', async () => {
    const applicant = await newApplicant();
    await apply(applicant);
    const withdraw = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/applications/mine/withdraw',
        headers: applicant.headers,
      });
    const response = await withdraw();
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('withdrawn');
    expect((await withdraw()).json().message).toBe(APPLICATION_MESSAGES.noOpenApplication);
    expect((await apply(applicant)).statusCode).toBe(201);
  });

  it('is for registered users: signed out 401, staff 403', async () => {
    const signedOut = await send('POST', {});
    expect(signedOut.statusCode).toBe(401);
    expect((await send('POST', staffA)).statusCode).toBe(403);
    const mineAsNobody = await t.app.inject({ method: 'GET', url: '/api/applications/mine' });
    expect(mineAsNobody.statusCode).toBe(401);
  });
});

describe('Manage Application', () => {
  it('scopes every endpoint to the centre: staff of centre B never see centre A’s applications', async () => {
    const applicant = await newApplicant();
    const { id } = (
      await apply(applicant, applicationFields(), {
        photo: { data: await pngImage(), filename: 'me.png' },
      })
    ).json();
    const list = (headers: Record<string, string>, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/dashboard/applications${query}`, headers });
    const ids = async (headers: Record<string, string>, query = '') =>
      (await list(headers, query)).json().map((item: { id: number }) => item.id);

    expect(await ids(staffA)).toContain(id);
    expect(await ids(staffB)).not.toContain(id);
    expect(await ids(staffB, `?centreId=${centreA}`)).not.toContain(id);
    expect(await ids(head)).toContain(id);
    expect(await ids(head, `?centreId=${centreB}`)).not.toContain(id);
    expect(await ids(staffA, '?status=approved')).not.toContain(id);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/applications/${id}`,
      headers: staffA,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().applicant).toEqual({ name: applicant.name, email: applicant.email });
    expect(detail.json().photo).toMatch(
      new RegExp(`^/api/dashboard/applications/${id}/files/photo\\?v=\\d+$`),
    );
    const photo = await t.app.inject({ method: 'GET', url: detail.json().photo, headers: staffA });
    expect(photo.statusCode).toBe(200);

    for (const [method, url, payload] of [
      ['GET', `/api/dashboard/applications/${id}`, undefined],
      ['GET', `/api/dashboard/applications/${id}/files/photo`, undefined],
      ['POST', `/api/dashboard/applications/${id}/correction`, { message: 'Fix it' }],
      ['POST', `/api/dashboard/applications/${id}/reject`, { reason: 'No' }],
      ['POST', `/api/dashboard/applications/${id}/approve`, {}],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: staffB, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await mine(applicant)).status).toBe('submitted');
    expect(await studentsOf(applicant.id)).toHaveLength(0);
  });

  it('asks for a correction the applicant sees; the resubmission keeps files not replaced', async () => {
    const applicant = await newApplicant();
    const first = (
      await apply(applicant, applicationFields(), {
        photo: { data: await pngImage(200, 200), filename: 'me.png' },
        signature: { data: await pngImage(300, 100), filename: 'sign.png' },
      })
    ).json();
    const empty = await staffPost(staffA, first.id, 'correction', { message: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ message: [APPLICATION_MESSAGES.messageRequired] });

    const message = 'Please upload a clearer signature and check your date of birth.';
    const asked = await staffPost(staffA, first.id, 'correction', { message });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'correction_requested', staffMessage: message });
    expect(await mine(applicant)).toMatchObject({
      status: 'correction_requested',
      staffMessage: message,
    });
    // Not waiting any more: staff cannot approve it, the applicant cannot apply anew.
    expect((await staffPost(staffA, first.id, 'approve')).statusCode).toBe(409);
    expect((await apply(applicant)).statusCode).toBe(409);

    const invalid = await send('PUT', applicant.headers, applicationFields({ dob: '2999-01-01' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toEqual({ dob: ['Enter a valid date of birth'] });

    const resent = await send('PUT', applicant.headers, applicationFields({ dob: '2002-09-19' }), {
      signature: { data: await pngImage(320, 110), filename: 'sign2.png' },
    });
    expect(resent.statusCode).toBe(200);
    const second = resent.json();
    expect(second).toMatchObject({ id: first.id, status: 'submitted', dob: '2002-09-19' });
    expect(second.photo).toBe(first.photo);
    expect(second.signature).not.toBe(first.signature);
    expect(
      (await t.app.inject({ method: 'GET', url: second.photo, headers: applicant.headers }))
        .statusCode,
    ).toBe(200);
    // A second PUT is refused: nothing waits for a correction now.
    expect((await send('PUT', applicant.headers)).statusCode).toBe(409);
  });

  it('approves once even when approved several times at once; the applicant signs in with the registration number', async () => {
    const applicant = await newApplicant();
    const application = (
      await apply(applicant, applicationFields(), {
        photo: { data: await pngImage(), filename: 'me.png' },
      })
    ).json();
    const answers = await Promise.all([
      staffPost(staffA, application.id, 'approve'),
      staffPost(head, application.id, 'approve'),
      staffPost(staffA, application.id, 'approve'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const approved = answers.find((r) => r.statusCode === 200)!.json();
    const registrationNumber: string = approved.registrationNumber;
    expect(registrationNumber).toMatch(/^RV\d{10}$/);
    expect(approved.message).toBe(`${APPLICATION_MESSAGES.approved}: ${registrationNumber}`);

    const students = await studentsOf(applicant.id);
    expect(students).toHaveLength(1);
    const student = students[0]!;
    expect(student).toMatchObject({
      registration_number: registrationNumber,
      centre_id: centreA,
      email: applicant.email,
      firstname: 'Sunita',
      course: '8',
      course_option: 'RV01001',
      admission_date: instituteDate(),
    });
    const row = await t.app.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow();
    expect(student.photo_file_id).toBe(row.photo_file_id);
    expect(row.student_id).toBe(student.id);

    expect(await mine(applicant)).toMatchObject({ status: 'approved', registrationNumber });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: {
        registration: registrationNumber,
        email: applicant.email,
        password: applicant.password,
      },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ role: 'student', registrationNumber });
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/student/${registrationNumber}`,
      headers: bearer(login.json().token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().photo).not.toBeNull();

    // The student now appears among the centre's students.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/AddStudent?q=${registrationNumber}`,
      headers: staffA,
    });
    expect(list.json().map((s: { registrationNumber: string }) => s.registrationNumber)).toEqual([
      registrationNumber,
    ]);
    // A student does not apply again.
    const again = await apply({ ...applicant, headers: bearer(login.json().token) });
    expect(again.statusCode).toBe(403);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where((eb) =>
        eb.or([
          eb.and([eb('entity', '=', 'application'), eb('entity_id', '=', String(application.id))]),
          eb.and([eb('entity', '=', 'student'), eb('entity_id', '=', String(student.id))]),
        ]),
      )
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'create', entity: 'application' },
        { action: 'approve', entity: 'application' },
        { action: 'create', entity: 'student' },
      ]),
    );
  });

  it('rejects with a reason the applicant sees; the applicant may apply again', async () => {
    const applicant = await newApplicant();
    const { id } = (await apply(applicant)).json();
    const noReason = await staffPost(head, id, 'reject', {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({ reason: [APPLICATION_MESSAGES.reasonRequired] });
    const reason = 'The Aadhaar number does not match the document.';
    const rejected = await staffPost(head, id, 'reject', { reason });
    expect(rejected.statusCode).toBe(200);
    expect(await mine(applicant)).toMatchObject({ status: 'rejected', staffMessage: reason });
    expect((await staffPost(head, id, 'approve')).statusCode).toBe(409);
    expect(await studentsOf(applicant.id)).toHaveLength(0);
    const again = await apply(applicant);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(id);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('changes')
      .where('entity', '=', 'application')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'reject')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes!)).toMatchObject({ message: reason });
  });

  it('debits the registration fee and fixes the fee plan as Add Student does; too little balance refuses the approval and changes nothing', async () => {
    await t.app.db
      .insertInto('course_fees')
      .values({
        course_code: '9',
        registration_fee_paise: 50_000,
        course_fee_paise: 600_000,
        certificate_fee_paise: 0,
        updated_at: new Date().toISOString(),
        updated_by: null,
      })
      .execute();
    const applicant = await newApplicant();
    const { id } = (
      await apply(
        applicant,
        applicationFields({ course: '9', courseOption: 'CERTIFICATE IN MS OFFICE(RV03001)' }),
      )
    ).json();
    const refused = await staffPost(staffA, id, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^Insufficient wallet balance: the balance is ₹0(\.00)? and ₹500(\.00)? is needed\.$/,
    );
    expect((await mine(applicant)).status).toBe('submitted');
    expect(await studentsOf(applicant.id)).toHaveLength(0);
    const user = await t.app.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', applicant.id)
      .executeTakeFirstOrThrow();
    expect(user.role).toBe('registered');

    await postWalletEntry(t.app.db, {
      centreId: centreA,
      kind: 'credit',
      amountPaise: 80_000,
      reason: 'fund',
      createdBy: null,
    });
    const approved = await staffPost(staffA, id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(await walletBalance(t.app.db, centreA)).toBe(30_000);
    const debit = await t.app.db
      .selectFrom('wallet_entries')
      .selectAll()
      .where('centre_id', '=', centreA)
      .where('kind', '=', 'debit')
      .executeTakeFirstOrThrow();
    expect(debit).toMatchObject({
      amount_paise: 50_000,
      reason: 'registration_fee',
      reference: approved.json().registrationNumber,
    });
    // The student's fee plan starts at approval, from the course fee as it is now.
    const fees = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/accounts/students/${approved.json().registrationNumber}/fees`,
      headers: staffA,
    });
    expect(fees.statusCode).toBe(200);
    expect(fees.json().plan).toMatchObject({ totalPaise: 600_000, discountPaise: 0 });
    expect(fees.json().status.duePaise).toBe(600_000);
  });
});
