import { ENROLMENT_ERROR_CODES, ENROLMENT_MESSAGES } from '@institute/shared/enrolments';
import { STUDENT_MESSAGES } from '@institute/shared/student';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWalletEntry, walletBalance } from '../src/modules/wallet/wallet';
import * as identity from '../src/db/migrations/0014_student_identity';
import { signInHeadOffice, signInUser, staffOf } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { freshAadhaar, multipart, studentFields } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

// One person (Aadhaar number), several enrolments: never twice in one course and option; another
// course only when staff confirm it (decision 0006).

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
  staffA = await staffOf(t.app, centreA);
  staffB = await staffOf(t.app, centreB);
  head = await signInHeadOffice(t.app);
});
afterAll(() => t.close());

const OTHER_COURSE = { course: '9', courseOption: 'CERTIFICATE IN MS OFFICE(RV03001)' };

function add(fields: Record<string, string>, headers = staffA) {
  const body = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/dashboard/AddStudent',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

function edit(registrationNumber: string, fields: Record<string, string>, headers = staffA) {
  const body = multipart(fields);
  return t.app.inject({
    method: 'PUT',
    url: `/api/dashboard/AddStudent/${registrationNumber}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

function importCsv(csv: string, fields: Record<string, string> = {}, headers = staffA) {
  const body = multipart(fields, {
    file: { data: Buffer.from(csv), filename: 'students.csv', type: 'text/csv' },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/dashboard/students/import',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const countWith = async (adhar: string) =>
  Number(
    (
      await t.app.db
        .selectFrom('students')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('adhar', '=', adhar)
        .executeTakeFirstOrThrow()
    ).n,
  );

const masked = (registrationNumber: string) =>
  `RV${'*'.repeat(registrationNumber.length - 4)}${registrationNumber.slice(-2)}`;

describe('Aadhaar check digit', () => {
  it('accepts a valid number the old table refused, and tells a wrong last digit from a wrong shape', async () => {
    // 2345 6786 0127 is valid; the mistyped permutation table refused it and wanted 5 instead.
    const valid = '2345 6786 0127';
    expect((await add(studentFields({ adhar: valid }))).statusCode).toBe(201);
    const wrongDigit = await add(studentFields({ adhar: '234567860125' }));
    expect(wrongDigit.statusCode).toBe(400);
    expect(wrongDigit.json().fieldErrors.adhar).toEqual([STUDENT_MESSAGES.aadhaarCheckDigit]);
    expect(STUDENT_MESSAGES.aadhaarCheckDigit).toBe(
      'The last digit does not match: check the number',
    );
    for (const shape of ['12345678901', '123412341234', '98765432109a']) {
      const refused = await add(studentFields({ adhar: shape }));
      expect(refused.json().fieldErrors.adhar).toEqual(['Enter a valid 12-digit Aadhaar number']);
    }
  });
});

describe('the same person in the same course and option', () => {
  it('is refused with 409 naming the registration number, masked outside the centre', async () => {
    const adhar = freshAadhaar();
    const first = await add(studentFields({ adhar }));
    expect(first.statusCode).toBe(201);
    const number: string = first.json().registrationNumber;

    const again = await add(studentFields({ adhar, firstname: 'Other' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: ENROLMENT_ERROR_CODES.sameCourse,
      message: ENROLMENT_MESSAGES.sameCourse(number),
      fieldErrors: { adhar: [ENROLMENT_MESSAGES.sameCourse(number)] },
      details: {
        enrolments: [
          {
            registrationNumber: number,
            name: 'Sunita Yadav',
            course: '8',
            courseOption: 'CERTIFICATE IN FUNDAMENTAL(RV01001)',
          },
        ],
      },
    });
    expect(again.json().message).toContain(number);

    // Another centre's staff learn that the person is enrolled, not who or where exactly.
    const elsewhere = await add(studentFields({ adhar }), staffB);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe(ENROLMENT_MESSAGES.sameCourse(masked(number)));
    expect(elsewhere.json().message).not.toContain(number);
    expect(elsewhere.json().details.enrolments[0]).toMatchObject({
      registrationNumber: masked(number),
      name: null,
    });
    // Head office sees every centre.
    const headOffice = await add(studentFields({ adhar, centreId: String(centreB) }), head);
    expect(headOffice.statusCode).toBe(409);
    expect(headOffice.json().message).toBe(ENROLMENT_MESSAGES.sameCourse(number));
    expect(await countWith(adhar)).toBe(1);
  });

  it('lets 50 concurrent identical adds create exactly one student; the 49 others get a clear 409', async () => {
    const adhar = freshAadhaar();
    const fields = studentFields({ adhar, firstname: 'Twin' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => add(fields)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const number = answers.find((answer) => answer.statusCode === 201)!.json().registrationNumber;
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toMatchObject({
        code: ENROLMENT_ERROR_CODES.sameCourse,
        message: ENROLMENT_MESSAGES.sameCourse(number),
      });
    }
    expect(await countWith(adhar)).toBe(1);
  });

  it('is allowed again once the first student is archived; restoring that one is then refused', async () => {
    const adhar = freshAadhaar();
    const first = (await add(studentFields({ adhar }))).json().registrationNumber;
    const archived = await t.app.inject({
      method: 'DELETE',
      url: `/api/dashboard/AddStudent/${first}`,
      headers: staffA,
    });
    expect(archived.statusCode).toBe(200);
    const second = await add(studentFields({ adhar }));
    expect(second.statusCode).toBe(201);
    const restore = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/AddStudent/${first}/restore`,
      headers: head,
    });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().message).toBe(
      ENROLMENT_MESSAGES.sameCourse(second.json().registrationNumber),
    );
  });
});

describe('the same person in another course', () => {
  it('needs staff to confirm a second enrolment, and lists who already has the number', async () => {
    const adhar = freshAadhaar();
    const first = (await add(studentFields({ adhar }))).json().registrationNumber;

    const unconfirmed = await add(studentFields({ adhar, ...OTHER_COURSE }));
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({
      code: ENROLMENT_ERROR_CODES.unconfirmed,
      message: ENROLMENT_MESSAGES.unconfirmed,
      fieldErrors: { adhar: [ENROLMENT_MESSAGES.unconfirmed] },
      details: {
        enrolments: [
          {
            registrationNumber: first,
            name: 'Sunita Yadav',
            course: '8',
            courseName: '1-Month Certificate Course',
            courseOption: 'CERTIFICATE IN FUNDAMENTAL(RV01001)',
          },
        ],
      },
    });
    expect(await countWith(adhar)).toBe(1);

    // Another centre sees the list masked.
    const elsewhere = await add(studentFields({ adhar, ...OTHER_COURSE }), staffB);
    expect(elsewhere.json().details.enrolments).toEqual([
      expect.objectContaining({ registrationNumber: masked(first), name: null }),
    ]);

    const confirmed = await add(
      studentFields({ adhar, ...OTHER_COURSE, confirmSecondEnrolment: 'true' }),
    );
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toMatchObject({ course: '9', adhar });
    expect(await countWith(adhar)).toBe(2);

    // Confirming never allows the same course twice.
    const sameAgain = await add(
      studentFields({ adhar, ...OTHER_COURSE, confirmSecondEnrolment: 'true' }),
    );
    expect(sameAgain.statusCode).toBe(409);
    expect(sameAgain.json().code).toBe(ENROLMENT_ERROR_CODES.sameCourse);
  });
});

describe('Edit Student', () => {
  it('applies the same rules when the Aadhaar number or the course changes', async () => {
    const adhar = freshAadhaar();
    const first = (await add(studentFields({ adhar }))).json().registrationNumber;
    const other = (await add(studentFields())).json().registrationNumber;

    // Taking the Aadhaar of a student of the same course: refused.
    const taken = await edit(other, { adhar });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ENROLMENT_MESSAGES.sameCourse(first));

    // The same person moved to another course while enrolled in this one: confirm first.
    const moved = await edit(other, { adhar, ...OTHER_COURSE });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe(ENROLMENT_ERROR_CODES.unconfirmed);
    const confirmed = await edit(other, {
      adhar,
      ...OTHER_COURSE,
      confirmSecondEnrolment: 'true',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ adhar, course: '9' });

    // Edits that change neither are not asked anything.
    const renamed = await edit(other, { firstname: 'Renamed' });
    expect(renamed.statusCode).toBe(200);
    // Moving back into the first student's course and option: refused.
    const back = await edit(other, {
      course: '8',
      courseOption: 'CERTIFICATE IN FUNDAMENTAL(RV01001)',
      confirmSecondEnrolment: 'true',
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().code).toBe(ENROLMENT_ERROR_CODES.sameCourse);
  });
});

describe('CSV import', () => {
  async function templateRow() {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/students/import-template.csv',
      headers: staffA,
    });
    const [header, example] = template.body.trim().split('\r\n');
    return { header: header!, row: (adhar: string) => example!.replace('234123412346', adhar) };
  }

  it('reports rows that duplicate a student or another row of the file, and other courses unless allowed', async () => {
    const { header, row } = await templateRow();
    const existing = freshAadhaar();
    const saved = (await add(studentFields({ adhar: existing }))).json().registrationNumber;
    const twice = freshAadhaar();
    const otherCourse = freshAadhaar();
    const otherRow = (adhar: string) => row(adhar).replace(',8,RV01001,', ',9,RV03001,');
    expect(otherRow(otherCourse)).toContain(',9,RV03001,');
    const csv = [
      header,
      row(existing), // row 2: the same course as a saved student
      row(twice), // row 3: imported
      row(twice), // row 4: the same as row 3
      otherRow(existing), // row 5: another course than the saved student
      row(otherCourse), // row 6: imported
      otherRow(otherCourse), // row 7: another course than row 6
      '',
    ].join('\r\n');

    const report = await importCsv(csv);
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual({
      imported: 2,
      failed: [
        { row: 2, errors: { adhar: [ENROLMENT_MESSAGES.sameCourse(saved)] } },
        { row: 4, errors: { adhar: [ENROLMENT_MESSAGES.sameCourseInFile(3)] } },
        { row: 5, errors: { adhar: [ENROLMENT_MESSAGES.unconfirmedImport(saved)] } },
        { row: 7, errors: { adhar: [ENROLMENT_MESSAGES.otherCourseInFile(6)] } },
      ],
    });
    expect(await countWith(twice)).toBe(1);

    // With the option, the other-course rows are imported; the same course never is.
    const allowed = await importCsv([header, otherRow(existing), row(existing), ''].join('\r\n'), {
      confirmSecondEnrolment: 'true',
    });
    expect(allowed.json()).toEqual({
      imported: 1,
      failed: [{ row: 3, errors: { adhar: [ENROLMENT_MESSAGES.sameCourse(saved)] } }],
    });
    expect(await countWith(existing)).toBe(2);
  });
});

describe('approving an application', () => {
  it('is refused when the Aadhaar number has had a student in that course and option since it was sent: no student, no fee', async () => {
    await t.app.db
      .insertInto('course_fees')
      .values({
        course_code: '8',
        registration_fee_paise: 10_000,
        certificate_fee_paise: 0,
        updated_at: new Date().toISOString(),
        updated_by: null,
      })
      .execute();
    await postWalletEntry(t.app.db, {
      centreId: centreA,
      kind: 'credit',
      amountPaise: 100_000,
      reason: 'fund',
      createdBy: null,
    });
    const adhar = freshAadhaar();
    // Sent before the student was added (sending it after is refused: bad-input.test.ts).
    const user = await createUser(t.app, { role: 'registered' });
    const applicant = await signInUser(t.app, user);
    const { email: _email, ...fields } = studentFields({ adhar });
    void _email;
    const body = multipart({ ...fields, centreId: String(centreA) });
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/applications/mine',
      payload: body.payload,
      headers: { ...applicant, ...body.headers },
    });
    expect(applied.statusCode).toBe(201);
    const id = applied.json().id;
    const saved = (await add(studentFields({ adhar }))).json().registrationNumber;
    const balance = await walletBalance(t.app.db, centreA);

    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/applications/${id}/approve`,
      headers: staffA,
      payload: {},
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({
      code: ENROLMENT_ERROR_CODES.sameCourse,
      message: ENROLMENT_MESSAGES.sameCourse(saved),
    });
    expect(await countWith(adhar)).toBe(1);
    expect(await walletBalance(t.app.db, centreA)).toBe(balance);
    const application = await t.app.db
      .selectFrom('applications')
      .select(['status', 'student_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(application).toEqual({ status: 'submitted', student_id: null });
  });
});

describe('migration 0014', () => {
  it('links existing students and keeps going when the data already holds a person twice in a course', async () => {
    // Rows written before the rule (the factory writes no person_key): the same person twice in
    // course 8 / RV01001, and once in course 9.
    const adhar = '234567860127';
    const centre = await createCentre(t.app);
    const a = await createStudent(t.app, { centreId: centre });
    const b = await createStudent(t.app, { centreId: centre });
    await t.app.db
      .updateTable('students')
      .set({ adhar: '234123412346' })
      .where('id', 'in', [a.id, b.id])
      .execute();
    await identity.down(t.app.db as never);
    await identity.up(t.app.db as never);
    const keys = await t.app.db
      .selectFrom('students')
      .select(['id', 'person_key'])
      .where('id', 'in', [a.id, b.id])
      .orderBy('id')
      .execute();
    expect(keys[0]!.person_key).toMatch(/^[0-9a-f]{64}$/);
    expect(keys[1]!.person_key).toBeNull();
    // Students saved through the API keep their link, and the rule holds again.
    const again = await add(studentFields({ adhar }));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(ENROLMENT_ERROR_CODES.sameCourse);
  });
});
