// Going live with the students an institute already has (issue 37, decision 0055): plans are
// made at admission and never on a read, opening balances come in with the import, a course fee
// applies forward (or to chosen students after a preview), and nothing before go-live is reminded.
import { instituteDate } from '@institute/shared/accounts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveEmptyPlans } from '../src/db/migrations/0032_go_live';
import { csvLine } from '../src/lib/csv';
import { sendDuesReminders } from '../src/modules/accounts/dues-reminders';
import { RECEIPT_RACE_MESSAGE } from '../src/modules/students/student-import.service';
import { signInHeadOffice, signInUser, staffOf } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { freshAadhaar, multipart, studentFields } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let head: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  head = await signInHeadOffice(t.app);
  expect((await setCourseFee(400_000)).statusCode).toBe(200);
});
afterAll(() => t.close());

/** Course 8's fee (no wallet debits): in two halves, at admission and 30 days on. */
const setCourseFee = (courseFeePaise: number) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/dashboard/accounts/course-fees/8',
    headers: head,
    payload: {
      registrationFeePaise: 0,
      certificateFeePaise: 0,
      courseFeePaise,
      instalments: [
        { afterDays: 0, amountPaise: courseFeePaise / 2 },
        { afterDays: 30, amountPaise: courseFeePaise / 2 },
      ],
    },
  });

const OPENING = [
  'paidAmount',
  'paidReceiptNumber',
  'paidOn',
  'paidMode',
  'balanceDue',
  'balanceDueDate',
] as const;
type Opening = Partial<Record<(typeof OPENING)[number], string>>;

/** A CSV of students (each a new person) with their opening-balance columns. */
function importFile(rows: { name: string; opening?: Opening; email?: string }[]): Buffer {
  const fields = Object.keys(studentFields());
  const lines = [csvLine([...fields, ...OPENING])];
  for (const row of rows) {
    const values = studentFields({
      firstname: row.name,
      adhar: freshAadhaar(),
      email: row.email ?? `${row.name.toLowerCase()}@example.com`,
    });
    lines.push(
      csvLine([...fields.map((f) => values[f]!), ...OPENING.map((c) => row.opening?.[c] ?? '')]),
    );
  }
  return Buffer.from(lines.join(''));
}

const importCsv = (headers: Record<string, string>, data: Buffer) => {
  const body = multipart({}, { file: { data, filename: 'students.csv', type: 'text/csv' } });
  return t.app.inject({
    method: 'POST',
    url: '/api/dashboard/students/import',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};

const feesOf = async (
  headers: Record<string, string>,
  registrationNumber: string,
  as: 'staff' | 'student' = 'staff',
) => {
  const response = await t.app.inject({
    method: 'GET',
    url:
      as === 'student'
        ? `/api/dashboard/student/${registrationNumber}/fees`
        : `/api/dashboard/accounts/students/${registrationNumber}/fees`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const numberOf = async (centreId: number, firstname: string) =>
  (
    await t.app.db
      .selectFrom('students')
      .select('registration_number')
      .where('centre_id', '=', centreId)
      .where('firstname', '=', firstname)
      .executeTakeFirstOrThrow()
  ).registration_number;

const dues = async (headers: Record<string, string>) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/dashboard/accounts/dues',
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { registrationNumber: string; status: { overduePaise: number } }[];
};

const setGoLive = (goLiveDate: string | null, headers = head) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/dashboard/accounts/go-live',
    headers,
    payload: { goLiveDate },
  });

describe('fee plans are made at admission, never on a read', () => {
  it('a student without a plan owes nothing on every read, and no plan is written', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const user = await createUser(t.app, { role: 'student' });
    const student = await createStudent(t.app, {
      centreId,
      userId: user.id,
      admissionDate: '2026-08-19',
      feePlan: false,
    });
    const self = await signInUser(t.app, user);
    for (const [headers, as] of [
      [self, 'student'],
      [staff, 'staff'],
      [head, 'staff'],
    ] as const) {
      const fees = await feesOf(headers, student.registrationNumber, as);
      expect(fees.status).toMatchObject({ totalPaise: 0, duePaise: 0, overduePaise: 0 });
      expect(fees.plan.instalments).toEqual([]);
    }
    expect((await dues(staff)).map((d) => d.registrationNumber)).not.toContain(
      student.registrationNumber,
    );
    const plans = await t.app.db
      .selectFrom('student_fee_plans')
      .select('student_id')
      .where('student_id', '=', student.id)
      .execute();
    expect(plans).toEqual([]);
  });

  it('migration 0032 gives a planless student an empty plan, and keeps every other plan', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const planless = await createStudent(t.app, { centreId, feePlan: false });
    const planned = await createStudent(t.app, { centreId });
    await giveEmptyPlans(t.app.db as unknown as Kysely<unknown>, new Date().toISOString());
    const plans = await t.app.db
      .selectFrom('student_fee_plans')
      .select(['student_id', 'total_paise', 'instalments'])
      .where('student_id', 'in', [planless.id, planned.id])
      .orderBy('student_id')
      .execute();
    expect(plans).toEqual([
      { student_id: planless.id, total_paise: 0, instalments: '[]' },
      { student_id: planned.id, total_paise: 400_000, instalments: expect.any(String) },
    ]);
    expect((await feesOf(staff, planless.registrationNumber)).status.duePaise).toBe(0);
  });

  it('an imported student gets the plan of the course fee of the day, in the same import', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const response = await importCsv(staff, importFile([{ name: 'Planone' }]));
    expect(response.json()).toEqual({ imported: 1, failed: [] });
    const fees = await feesOf(staff, await numberOf(centreId, 'Planone'));
    expect(fees.plan.totalPaise).toBe(400_000);
    expect(fees.plan.instalments[0].dueDate).toBe(instituteDate());
  });
});

describe('importing existing students with opening balances', () => {
  it('keeps the past receipt of record, unmailed, and the balance due on its date', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const centre = await t.app.db
      .selectFrom('centres')
      .select('code')
      .where('id', '=', centreId)
      .executeTakeFirstOrThrow();
    const year = Number(instituteDate().slice(0, 4));
    const ownSeries = `${centre.code}/${year}/000007`;
    const response = await importCsv(
      staff,
      importFile([
        {
          name: 'Openone',
          email: 'openone.receipt@example.com',
          opening: {
            paidAmount: '1,500.50',
            paidReceiptNumber: ownSeries,
            paidOn: '2026-08-20',
            paidMode: 'upi',
            balanceDue: '2499.50',
            balanceDueDate: '2026-09-15',
          },
        },
        { name: 'Opentwo', opening: { balanceDue: '1000', balanceDueDate: '2027-01-10' } },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: 2, failed: [] });

    const number = await numberOf(centreId, 'Openone');
    const fees = await feesOf(staff, number);
    expect(fees.status).toMatchObject({
      totalPaise: 400_000,
      paidPaise: 150_050,
      duePaise: 249_950,
      // An opening balance is overdue from its own date.
      overduePaise: 249_950,
      overdueSince: '2026-09-15',
    });
    expect(fees.payments).toMatchObject([
      {
        receiptNumber: ownSeries,
        paidOn: '2026-08-20',
        amountPaise: 150_050,
        mode: 'upi',
        ofRecord: true,
      },
    ]);
    const mailed = await t.app.db
      .selectFrom('notification_outbox')
      .select('id')
      .where('kind', '=', 'fee-receipt')
      .where('recipient', '=', 'openone.receipt@example.com')
      .execute();
    expect(mailed).toEqual([]);

    const two = await feesOf(staff, await numberOf(centreId, 'Opentwo'));
    expect(two.status).toMatchObject({ totalPaise: 100_000, paidPaise: 0, duePaise: 100_000 });
    expect(two.payments).toEqual([]);

    // A new receipt of this centre's series comes after the imported number.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/accounts/students/${number}/payments`,
      headers: staff,
      payload: { amount: '100', mode: 'cash', reference: '', paidOn: instituteDate() },
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().receiptNumber).toBe(`${centre.code}/${year}/000008`);
  });

  it('refuses bad rows with a message per column, and imports the good ones', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const response = await importCsv(
      staff,
      importFile([
        {
          name: 'Goodone',
          opening: { paidAmount: '10', paidReceiptNumber: 'BADROWS-1', paidOn: '2026-08-01' },
        },
        { name: 'Negative', opening: { balanceDue: '-5', balanceDueDate: '2026-12-01' } },
        {
          name: 'Thirdsub',
          opening: { paidAmount: '10.505', paidReceiptNumber: 'BADROWS-2', paidOn: '2026-08-01' },
        },
        {
          name: 'Dupinfile',
          opening: { paidAmount: '10', paidReceiptNumber: 'BADROWS-1', paidOn: '2026-08-01' },
        },
        { name: 'Noreceipt', opening: { paidAmount: '10', paidOn: '2026-08-01' } },
        { name: 'Nodate', opening: { balanceDue: '10' } },
        {
          name: 'Future',
          opening: { paidAmount: '10', paidReceiptNumber: 'BADROWS-3', paidOn: '2099-01-01' },
        },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      imported: 1,
      failed: [
        { row: 3, errors: { balanceDue: [expect.stringContaining('not negative')] } },
        { row: 4, errors: { paidAmount: [expect.stringContaining('at most two decimals')] } },
        {
          row: 5,
          errors: { paidReceiptNumber: ['This receipt number is already on row 2 of the file.'] },
        },
        {
          row: 6,
          errors: {
            paidReceiptNumber: ['Enter the past receipt number of the amount already paid.'],
          },
        },
        { row: 7, errors: { balanceDueDate: ['Enter the date the balance is due (YYYY-MM-DD).'] } },
        { row: 8, errors: { paidOn: [expect.stringContaining('not after today')] } },
      ],
    });
    // Imported before: the same number in a later file is refused on its row.
    const again = await importCsv(
      staff,
      importFile([
        {
          name: 'Later',
          opening: { paidAmount: '10', paidReceiptNumber: 'BADROWS-1', paidOn: '2026-08-01' },
        },
      ]),
    );
    expect(again.json()).toEqual({
      imported: 0,
      failed: [
        { row: 2, errors: { paidReceiptNumber: ['This receipt number is already recorded.'] } },
      ],
    });
  });

  it('one past receipt number imported 50 times at once: one is kept, the others refused cleanly', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const files = Array.from({ length: 50 }, (_, i) =>
      importFile([
        {
          name: `Race${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
          opening: { paidAmount: '500', paidReceiptNumber: 'RACE-0001', paidOn: '2026-08-01' },
        },
      ]),
    );
    const responses = await Promise.all(files.map((file) => importCsv(staff, file)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const imported = responses.filter((r) => r.statusCode === 200 && r.json().imported === 1);
    expect(imported).toHaveLength(1);
    for (const response of responses) {
      if (response === imported[0]) continue;
      if (response.statusCode === 409) expect(response.json().message).toBe(RECEIPT_RACE_MESSAGE);
      else {
        expect(response.statusCode).toBe(200);
        expect(response.json().failed[0].errors.paidReceiptNumber).toEqual([
          'This receipt number is already recorded.',
        ]);
      }
    }
    const rows = await t.app.db
      .selectFrom('fee_payments')
      .select('id')
      .where('receipt_number', '=', 'RACE-0001')
      .execute();
    expect(rows).toHaveLength(1);
    const students = await t.app.db
      .selectFrom('students')
      .select('id')
      .where('centre_id', '=', centreId)
      .execute();
    expect(students).toHaveLength(1);
  });
});

describe('a course fee changed', () => {
  it('applies to admissions from then on, and to chosen students after a preview', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    await importCsv(
      staff,
      importFile([
        { name: 'Feeold' },
        {
          name: 'Feepaid',
          opening: {
            paidAmount: '5000',
            paidReceiptNumber: `FEE-${centreId}`,
            paidOn: '2026-08-01',
          },
        },
      ]),
    );
    const old = await numberOf(centreId, 'Feeold');
    const paid = await numberOf(centreId, 'Feepaid');
    try {
      expect((await setCourseFee(600_000)).statusCode).toBe(200);
      // Forward only: the student admitted before keeps the plan of their admission.
      expect((await feesOf(staff, old)).plan.totalPaise).toBe(400_000);
      await importCsv(staff, importFile([{ name: 'Feenew' }]));
      expect((await feesOf(staff, await numberOf(centreId, 'Feenew'))).plan.totalPaise).toBe(
        600_000,
      );

      // Centre staff may not; head office previews who changes.
      const url = '/api/dashboard/accounts/course-fees/8/apply';
      const body = { registrationNumbers: [old, paid] };
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `${url}/preview`,
            headers: staff,
            payload: body,
          })
        ).statusCode,
      ).toBe(403);
      const preview = await t.app.inject({
        method: 'POST',
        url: `${url}/preview`,
        headers: head,
        payload: body,
      });
      expect(preview.statusCode).toBe(200);
      expect(preview.json().students).toEqual(
        [
          {
            registrationNumber: old,
            name: 'Feeold Yadav',
            oldTotalPaise: 400_000,
            newTotalPaise: 600_000,
            paidPaise: 0,
            refusal: null,
          },
          {
            registrationNumber: paid,
            name: 'Feepaid Yadav',
            oldTotalPaise: 500_000,
            newTotalPaise: 600_000,
            paidPaise: 500_000,
            refusal: null,
          },
        ].sort((a, b) => a.registrationNumber.localeCompare(b.registrationNumber)),
      );
      // The preview changed nothing.
      expect((await feesOf(staff, old)).plan.totalPaise).toBe(400_000);

      const applied = await t.app.inject({
        method: 'POST',
        url,
        headers: head,
        payload: { registrationNumbers: [old] },
      });
      expect(applied.statusCode).toBe(200);
      const after = await feesOf(staff, old);
      expect(after.plan.totalPaise).toBe(600_000);
      expect(after.plan.instalments[0].dueDate).toBe(instituteDate());
      const audit = await t.app.db
        .selectFrom('audit_log')
        .select(['changes', 'user_id'])
        .where('entity', '=', 'student_fee_plan')
        .where('changes', 'like', `%${old}%`)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.changes!).totalPaise).toEqual([400_000, 600_000]);
      expect(audit.user_id).not.toBeNull();

      // Below what a student paid: refused with who and how much, nothing applied.
      expect((await setCourseFee(300_000)).statusCode).toBe(200);
      const refused = await t.app.inject({
        method: 'POST',
        url,
        headers: head,
        payload: { registrationNumbers: [old, paid] },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `The new fee is less than what Feepaid Yadav (${paid}) has already paid (₹5,000.00); it was not applied.`,
      );
      expect((await feesOf(staff, old)).plan.totalPaise).toBe(600_000);
    } finally {
      await setCourseFee(400_000);
    }
  });
});

describe('go-live', () => {
  it('only head office sets it; a date is checked', async () => {
    const staff = await staffOf(t.app, await createCentre(t.app));
    expect((await setGoLive('2026-12-01', staff)).statusCode).toBe(403);
    const bad = await setGoLive('1 Dec 2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Enter the go-live date as YYYY-MM-DD.');
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/accounts/go-live',
      headers: staff,
    });
    expect(read.json()).toEqual({ goLiveDate: null });
  });

  it('nothing due before go-live is reminded, by the India date at 23:30 and 00:30', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    await importCsv(
      staff,
      importFile([
        // Due before go-live: never reminded, opening balance or not.
        {
          name: 'Remindold',
          email: 'remindold@example.com',
          opening: { balanceDue: '100', balanceDueDate: '2026-11-29' },
        },
        // Due 3 days after go-live: reminded once the India date reaches go-live.
        {
          name: 'Remindnew',
          email: 'remindnew@example.com',
          opening: { balanceDue: '200', balanceDueDate: '2026-12-04' },
        },
      ]),
    );
    const reminders = (recipient: string) =>
      t.app.db
        .selectFrom('notification_outbox')
        .select('data')
        .where('kind', '=', 'dues-reminder')
        .where('recipient', '=', recipient)
        .execute();
    expect((await setGoLive('2026-12-01')).statusCode).toBe(200);
    try {
      // 23:30 India time on 30 Nov (18:00 UTC): 4 Dec is more than 3 days ahead.
      await sendDuesReminders(t.app.db, new Date('2026-11-30T18:00:00Z'));
      expect(await reminders('remindnew@example.com')).toEqual([]);
      // 00:30 India time on 1 Dec, still 30 Nov in UTC: 4 Dec is now 3 days ahead.
      await sendDuesReminders(t.app.db, new Date('2026-11-30T19:00:00Z'));
      expect(await reminders('remindnew@example.com')).toHaveLength(1);
      await sendDuesReminders(t.app.db, new Date('2026-12-10T06:00:00Z'));
      expect(await reminders('remindold@example.com')).toEqual([]);
    } finally {
      await setGoLive(null);
    }
  });

  it('an instalment due before go-live is due but not overdue, unless an opening balance', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const planned = await createStudent(t.app, { centreId, admissionDate: '2026-01-05' });
    await importCsv(
      staff,
      importFile([
        { name: 'Overopen', opening: { balanceDue: '100', balanceDueDate: '2026-01-10' } },
      ]),
    );
    const opening = await numberOf(centreId, 'Overopen');
    expect((await setGoLive(instituteDate())).statusCode).toBe(200);
    try {
      const fees = await feesOf(staff, planned.registrationNumber);
      expect(fees.status).toMatchObject({ duePaise: 400_000, overduePaise: 0, overdueSince: null });
      const list = await dues(staff);
      expect(
        list.find((d) => d.registrationNumber === planned.registrationNumber)?.status.overduePaise,
      ).toBe(0);
      expect(list.find((d) => d.registrationNumber === opening)?.status.overduePaise).toBe(10_000);
    } finally {
      await setGoLive(null);
    }
    // Without a go-live date, the same instalments are overdue.
    expect((await feesOf(staff, planned.registrationNumber)).status.overduePaise).toBe(400_000);
  });
});
