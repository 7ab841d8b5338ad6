import { instituteDate } from '@institute/shared/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/modules/accounts/fee-plans';
import { createAccountsRepository } from '../src/modules/accounts/accounts.repository';
import { runTransaction } from '../src/lib/transaction';
import { signInHeadOffice, signInUser, staffOf } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { freshAadhaar, multipart, pngImage, studentFields } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let head: Record<string, string>;
let receiptImage: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  head = await signInHeadOffice(t.app);
  receiptImage = await pngImage(40, 40);
  // Course 8 (the factories' course): ₹10,000 in two instalments, at admission and 30 days on.
  const saved = await setCourseFee('8', {
    registrationFeePaise: 0,
    certificateFeePaise: 0,
    courseFeePaise: 1_000_000,
    instalments: [
      { afterDays: 0, amountPaise: 400_000 },
      { afterDays: 30, amountPaise: 600_000 },
    ],
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => t.close());

const setCourseFee = (code: string, body: Record<string, unknown>, headers = head) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/dashboard/accounts/course-fees/${code}`,
    headers,
    payload: body,
  });

function addFund(
  headers: Record<string, string>,
  fields: Record<string, string>,
  withReceipt = true,
) {
  const body = multipart(
    { mode: 'bank', reference: 'UTR123456', paidOn: instituteDate(), ...fields },
    withReceipt
      ? { receipt: { data: receiptImage, filename: 'receipt.png', type: 'image/png' } }
      : {},
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/dashboard/accounts/funds',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const confirm = (id: number, headers = head) =>
  t.app.inject({ method: 'POST', url: `/api/dashboard/accounts/funds/${id}/confirm`, headers });

/** Funds a centre's wallet through Add Fund and head office's confirmation. */
async function fund(staff: Record<string, string>, rupees: string) {
  const added = await addFund(staff, { amount: rupees });
  expect(added.statusCode).toBe(201);
  expect((await confirm(added.json().id)).statusCode).toBe(200);
}

const wallet = async (headers: Record<string, string>, centreId?: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/dashboard/accounts/wallet${centreId ? `?centreId=${centreId}` : ''}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    balancePaise: number;
    entries: {
      description: string;
      creditPaise: number;
      debitPaise: number;
      balanceAfterPaise: number;
    }[];
  };
};

function addStudent(headers: Record<string, string>, fields: Record<string, string>) {
  const body = multipart(studentFields(fields));
  return t.app.inject({
    method: 'POST',
    url: '/api/dashboard/AddStudent',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const pay = (
  headers: Record<string, string>,
  registrationNumber: string,
  body: Record<string, string>,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/accounts/students/${registrationNumber}/payments`,
    headers,
    payload: { mode: 'cash', paidOn: instituteDate(), ...body },
  });

const feesOf = async (headers: Record<string, string>, registrationNumber: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/dashboard/accounts/students/${registrationNumber}/fees`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** The ledger's invariants: balance = sum of entries, each balance-after follows the one before. */
async function expectConsistentLedger(centreId: number) {
  const rows = await t.app.db
    .selectFrom('wallet_entries')
    .selectAll()
    .where('centre_id', '=', centreId)
    .orderBy('seq')
    .execute();
  let running = 0;
  rows.forEach((row, index) => {
    expect(row.seq).toBe(index + 1);
    running += row.kind === 'credit' ? row.amount_paise : -row.amount_paise;
    expect(row.balance_after_paise).toBe(running);
    expect(running).toBeGreaterThanOrEqual(0);
  });
  const summary = await t.app.inject({
    method: 'GET',
    url: '/api/dashboard/accounts/wallets',
    headers: head,
  });
  const mine = (summary.json() as { centre: { id: number }; balancePaise: number }[]).find(
    (item) => item.centre.id === centreId,
  );
  expect(mine?.balancePaise ?? 0).toBe(running);
  return running;
}

describe('head office only', () => {
  it('refuses centre staff the head office actions, before looking anything up', async () => {
    const staff = await staffOf(t.app, await createCentre(t.app));
    for (const [method, url] of [
      ['PUT', '/api/dashboard/accounts/course-fees/8'],
      ['POST', '/api/dashboard/accounts/funds/999999/confirm'],
      ['POST', '/api/dashboard/accounts/funds/999999/reject'],
      ['GET', '/api/dashboard/accounts/wallets'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: staff,
        payload: method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe('Only head office can do this.');
    }
  });

  it('validates course fees: instalments add up to the fee, in order', async () => {
    const wrongSum = await setCourseFee('11', {
      registrationFeePaise: 0,
      certificateFeePaise: 0,
      courseFeePaise: 500_000,
      instalments: [{ afterDays: 0, amountPaise: 100_000 }],
    });
    expect(wrongSum.statusCode).toBe(400);
    expect(wrongSum.json().fieldErrors.instalments).toEqual([
      'The instalments must add up to the course fee',
    ]);
    expect(
      (
        await setCourseFee('NOPE', {
          registrationFeePaise: 0,
          certificateFeePaise: 0,
          courseFeePaise: 0,
        })
      ).statusCode,
    ).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/accounts/course-fees',
      headers: head,
    });
    const eight = list.json().find((c: { courseCode: string }) => c.courseCode === '8');
    expect(eight).toMatchObject({
      courseFeePaise: 1_000_000,
      instalments: [{ afterDays: 0 }, { afterDays: 30 }],
    });
  });
});

describe('Add Fund', () => {
  it('records a fund with its receipt; head office confirms it and the wallet is credited', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const added = await addFund(staff, { amount: '1,250.50' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ amountPaise: 125_050, status: 'pending', mode: 'bank' });
    const receipt = await t.app.inject({
      method: 'GET',
      url: added.json().receipt,
      headers: staff,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('image/jpeg');
    expect(receipt.headers['content-disposition']).toMatch(
      /^inline; filename="fund-receipt-\d+\.jpg"$/,
    );

    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/accounts/funds?status=pending',
      headers: head,
    });
    expect(pending.json().map((f: { id: number }) => f.id)).toContain(added.json().id);
    expect((await wallet(staff)).balancePaise).toBe(0);

    const confirmed = await confirm(added.json().id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', decidedBy: expect.any(String) });
    const after = await wallet(staff);
    expect(after.balancePaise).toBe(125_050);
    expect(after.entries[0]).toMatchObject({
      creditPaise: 125_050,
      debitPaise: 0,
      balanceAfterPaise: 125_050,
      description: 'Fund confirmed - UTR123456',
      // Its parts, for a screen in another language.
      reason: 'fund',
      reference: 'UTR123456',
      note: null,
    });

    const again = await confirm(added.json().id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This fund payment has already been decided.');
    expect((await wallet(staff)).balancePaise).toBe(125_050);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'fund_request')
      .where('entity_id', '=', String(added.json().id))
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['confirm', 'create']);
  });

  it('credits once when head office confirms the same fund twice at the same moment', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const added = await addFund(staff, { amount: '5000' });
    const results = await Promise.all([
      confirm(added.json().id),
      confirm(added.json().id),
      confirm(added.json().id),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await wallet(staff)).balancePaise).toBe(500_000);
    await expectConsistentLedger(centreId);
  });

  it('rejects with a reason, which the centre sees; a rejected fund credits nothing', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const added = await addFund(staff, { amount: '700' });
    const url = `/api/dashboard/accounts/funds/${added.json().id}/reject`;
    const noReason = await t.app.inject({
      method: 'POST',
      url,
      headers: head,
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await t.app.inject({
      method: 'POST',
      url,
      headers: head,
      payload: { reason: 'No such credit in our bank statement' },
    });
    expect(rejected.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/accounts/funds',
      headers: staff,
    });
    expect(list.json()[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'No such credit in our bank statement',
    });
    expect((await confirm(added.json().id)).statusCode).toBe(409);
    expect((await wallet(staff)).balancePaise).toBe(0);
  });

  it('checks the form: amount, reference for non-cash, no future date, a receipt image', async () => {
    const staff = await staffOf(t.app, await createCentre(t.app));
    const bad = await addFund(staff, {
      amount: '12.345',
      reference: '',
      paidOn: addDays(instituteDate(), 2),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      amount: ['Enter an amount in rupees, e.g. 1250 or 1250.50'],
      paidOn: ['The date cannot be in the future'],
      reference: ['Reference is required for this payment mode'],
    });
    const noReceipt = await addFund(staff, { amount: '100' }, false);
    expect(noReceipt.statusCode).toBe(400);
    expect(noReceipt.json().fieldErrors.receipt).toEqual(['Receipt image is required']);
    const body = multipart(
      { amount: '100', mode: 'cash', paidOn: instituteDate() },
      { receipt: { data: Buffer.from('not an image'), filename: 'receipt.png' } },
    );
    const notImage = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/accounts/funds',
      payload: body.payload,
      headers: { ...staff, ...body.headers },
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().fieldErrors.receipt).toEqual([
      'Receipt image must be an image or a PDF',
    ]);
    const headNoCentre = await addFund(head, { amount: '100' });
    expect(headNoCentre.statusCode).toBe(400);
    expect(headNoCentre.json().fieldErrors.centreId).toEqual(['Choose a centre']);
  });
});

describe('centre scoping', () => {
  it("keeps each centre's wallet, funds and students to itself; head office sees all", async () => {
    const a = await createCentre(t.app);
    const b = await createCentre(t.app);
    const staffA = await staffOf(t.app, a);
    const staffB = await staffOf(t.app, b);
    const added = await addFund(staffA, { amount: '300' });
    const id = added.json().id;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/dashboard/accounts/funds/${id}/receipt`,
          headers: staffB,
        })
      ).statusCode,
    ).toBe(403);
    const listB = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/accounts/funds',
      headers: staffB,
    });
    expect(listB.json()).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/dashboard/accounts/wallet?centreId=${a}`,
          headers: staffB,
        })
      ).statusCode,
    ).toBe(403);
    expect((await wallet(head, a)).balancePaise).toBe(0);
    const { registrationNumber } = await createStudent(t.app, { centreId: a });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/dashboard/accounts/students/${registrationNumber}/fees`,
          headers: staffB,
        })
      ).statusCode,
    ).toBe(404);
    // Another centre's student is not found, as a number nobody has (issue 32).
    expect((await pay(staffB, registrationNumber, { amount: '10' })).statusCode).toBe(404);
    const paid = await pay(staffA, registrationNumber, { amount: '10' });
    expect(paid.statusCode).toBe(201);
    const reverse = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/accounts/payments/${paid.json().id}/reverse`,
      headers: staffB,
      payload: { reason: 'x' },
    });
    expect(reverse.statusCode).toBe(403);
    const dueB = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/accounts/dues',
      headers: staffB,
    });
    expect(dueB.json()).toEqual([]);
  });
});

describe('registration fee', () => {
  it('is debited when a student is added; with too little balance nothing is saved', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    expect(
      (
        await setCourseFee('10', {
          registrationFeePaise: 50_000,
          certificateFeePaise: 30_000,
          courseFeePaise: 600_000,
        })
      ).statusCode,
    ).toBe(200);
    const fields = {
      firstname: 'Feetest',
      course: '10',
      courseOption: 'CERTIFICATE IN COMPUTER APPLICATION(RV06001)',
    };
    const countStudents = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('students')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('centre_id', '=', centreId)
            .executeTakeFirstOrThrow()
        ).n,
      );

    const refused = await addStudent(staff, fields);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Insufficient wallet balance: the balance is ₹0.00 and ₹500.00 is needed.',
    );
    expect(await countStudents()).toBe(0);

    await fund(staff, '1300');
    const added = await addStudent(staff, fields);
    expect(added.statusCode).toBe(201);
    const number = added.json().registrationNumber;
    const after = await wallet(staff);
    expect(after.balancePaise).toBe(80_000);
    expect(after.entries[0]).toMatchObject({
      debitPaise: 50_000,
      description: `Registration fee - Feetest Yadav (${number})`,
      reference: number,
      student: { registrationNumber: number, name: 'Feetest Yadav' },
    });
    const fees = await feesOf(staff, number);
    expect(fees.plan).toMatchObject({ totalPaise: 600_000, discountPaise: 0, instalments: [] });
    expect(fees.status.duePaise).toBe(600_000);

    // ₹800 left: of two students added at the same moment one is refused, none half saved.
    const both = await Promise.all([addStudent(staff, fields), addStudent(staff, fields)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await countStudents()).toBe(2);
    expect(await expectConsistentLedger(centreId)).toBe(30_000);
    await setCourseFee('10', {
      registrationFeePaise: 0,
      certificateFeePaise: 0,
      courseFeePaise: 0,
    });
  });

  it('is debited for every student of a CSV import; a refusal imports nobody', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const course8 = {
      certificateFeePaise: 0,
      courseFeePaise: 1_000_000,
      instalments: [
        { afterDays: 0, amountPaise: 400_000 },
        { afterDays: 30, amountPaise: 600_000 },
      ],
    };
    await setCourseFee('8', { ...course8, registrationFeePaise: 20_000 });
    try {
      const template = await t.app.inject({
        method: 'GET',
        url: '/api/dashboard/students/import-template.csv',
        headers: staff,
      });
      const [header, example] = template.body.trim().split('\r\n');
      expect(example).toContain(',8,');
      // Two people (one enrolment per person, course and option).
      const row = (name: string) =>
        example!.replace('Ravi', name).replace('234123412346', freshAadhaar());
      const csv = `${header}\r\n${row('Csvone')}\r\n${row('Csvtwo')}\r\n`;
      const importCsv = () => {
        const body = multipart(
          {},
          { file: { data: Buffer.from(csv), filename: 'students.csv', type: 'text/csv' } },
        );
        return t.app.inject({
          method: 'POST',
          url: '/api/dashboard/students/import',
          payload: body.payload,
          headers: { ...staff, ...body.headers },
        });
      };
      await fund(staff, '300');
      const refused = await importCsv();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Insufficient wallet balance: the balance is ₹100.00 and ₹200.00 is needed.',
      );
      const none = await t.app.db
        .selectFrom('students')
        .select('id')
        .where('centre_id', '=', centreId)
        .execute();
      expect(none).toEqual([]);
      expect((await wallet(staff)).balancePaise).toBe(30_000);

      await fund(staff, '100');
      const imported = await importCsv();
      expect(imported.statusCode).toBe(200);
      expect(imported.json().imported).toBe(2);
      const after = await wallet(staff);
      expect(after.balancePaise).toBe(0);
      expect(
        after.entries.filter((e) => e.description.startsWith('Registration fee')),
      ).toHaveLength(2);
      const plans = await t.app.db
        .selectFrom('student_fee_plans')
        .select('total_paise')
        .where('centre_id', '=', centreId)
        .execute();
      expect(plans).toEqual([{ total_paise: 1_000_000 }, { total_paise: 1_000_000 }]);
      await expectConsistentLedger(centreId);
    } finally {
      await setCourseFee('8', { ...course8, registrationFeePaise: 0 });
    }
  });

  it('keeps the ledger equal to the sum of its entries after a random sequence of operations', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    expect(
      (
        await setCourseFee('12', {
          registrationFeePaise: 35_000,
          certificateFeePaise: 0,
          courseFeePaise: 0,
        })
      ).statusCode,
    ).toBe(200);
    const fields = {
      firstname: 'Ledger',
      course: '12',
      courseOption: 'ADVANCE DIPLOMA IN COMPUTER APPLICATION(RV12001)',
    };
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let expected = 0;
    let students = 0;
    for (let round = 0; round < 12; round++) {
      const roll = random();
      if (roll < 0.3) {
        const rupees = 100 + Math.floor(random() * 700);
        await fund(staff, String(rupees));
        expected += rupees * 100;
      } else {
        // A burst of concurrent adds: those the balance covers go through, the others are refused.
        const count = 1 + Math.floor(random() * 3);
        const results = await Promise.all(
          Array.from({ length: count }, () => addStudent(staff, fields)),
        );
        const ok = results.filter((r) => r.statusCode === 201).length;
        expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
        expect(ok).toBe(Math.min(count, Math.floor(expected / 35_000)));
        expected -= ok * 35_000;
        students += ok;
      }
      expect(await expectConsistentLedger(centreId)).toBe(expected);
    }
    const saved = await t.app.db
      .selectFrom('students')
      .select('id')
      .where('centre_id', '=', centreId)
      .execute();
    expect(saved.length).toBe(students);
    await setCourseFee('12', {
      registrationFeePaise: 0,
      certificateFeePaise: 0,
      courseFeePaise: 0,
    });
  });
});

describe('student fees', () => {
  it('gives unique, sequential receipt numbers per centre and year under concurrency', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const code = (
      await t.app.db
        .selectFrom('centres')
        .select('code')
        .where('id', '=', centreId)
        .executeTakeFirstOrThrow()
    ).code;
    const students = await Promise.all(
      Array.from({ length: 8 }, () => createStudent(t.app, { centreId })),
    );
    const results = await Promise.all(
      students.flatMap((s) => [
        pay(staff, s.registrationNumber, { amount: '100' }),
        pay(staff, s.registrationNumber, { amount: '50' }),
      ]),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const numbers = results.map((r) => r.json().receiptNumber as string).sort();
    const year = instituteDate().slice(0, 4);
    expect(numbers).toEqual(
      Array.from({ length: 16 }, (_, i) => `${code}/${year}/${String(i + 1).padStart(6, '0')}`),
    );
  });

  it('reverses a payment raced 20 ways once: the others are told it is reversed, none fails; a second reversal row never aborts the transaction', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const { registrationNumber } = await createStudent(t.app, { centreId });
    const paid = await pay(staff, registrationNumber, { amount: '1500' });
    expect(paid.statusCode).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/dashboard/accounts/payments/${paid.json().id}/reverse`,
          headers: staff,
          payload: { reason: 'Entered twice' },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().message).toBe('This payment has already been reversed.');
    }
    const fees = await feesOf(staff, registrationNumber);
    expect(fees.payments).toHaveLength(2);
    expect(fees.payments[0]).toMatchObject({ refundedPaise: 150_000 });

    // The repository's insert of a second reversal of the same receipt, inside one transaction:
    // no row, and the transaction goes on (PostgreSQL would abort it after a failed insert).
    const repository = createAccountsRepository(t.app.db);
    const reversal = fees.payments[1];
    const after = await runTransaction(t.app.db, async (trx) => {
      const again = await repository.insertReversal(
        {
          student_id: (await repository.findPayment(paid.json().id, trx))!.student_id,
          centre_id: centreId,
          kind: 'reversal',
          amount_paise: 1,
          mode: 'cash',
          reference: '',
          paid_on: instituteDate(),
          receipt_number: null,
          reverses_id: paid.json().id,
          reason: 'again',
          created_at: new Date().toISOString(),
          created_by: null,
        },
        trx,
      );
      expect(again).toBeUndefined();
      return repository.findReversalOf(paid.json().id, trx);
    });
    expect(after).toEqual({ id: reversal.id });
  });

  it('refuses an overpayment saying the amount due, and reverses a payment once', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const { registrationNumber } = await createStudent(t.app, { centreId });
    const first = await pay(staff, registrationNumber, {
      amount: '6000',
      mode: 'upi',
      reference: 'UPI-889',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().fees.status.duePaise).toBe(400_000);
    const over = await pay(staff, registrationNumber, { amount: '4000.01' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('This payment is more than the amount due: ₹4,000.00 is due.');
    const noRef = await pay(staff, registrationNumber, { amount: '10', mode: 'card' });
    expect(noRef.json().fieldErrors.reference).toEqual([
      'Reference is required for this payment mode',
    ]);

    const reverseUrl = `/api/dashboard/accounts/payments/${first.json().id}/reverse`;
    const noReason = await t.app.inject({
      method: 'POST',
      url: reverseUrl,
      headers: staff,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const [one, two] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: reverseUrl,
        headers: staff,
        payload: { reason: 'Entered for the wrong student' },
      }),
      t.app.inject({
        method: 'POST',
        url: reverseUrl,
        headers: staff,
        payload: { reason: 'Entered for the wrong student' },
      }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const fees = await feesOf(staff, registrationNumber);
    expect(fees.status).toMatchObject({ paidPaise: 0, duePaise: 1_000_000 });
    expect(fees.payments).toHaveLength(2);
    const [payment, reversal] = fees.payments;
    expect(payment).toMatchObject({ kind: 'payment', reversedBy: reversal.id });
    expect(reversal).toMatchObject({
      kind: 'reversal',
      reversesId: payment.id,
      reason: 'Entered for the wrong student',
      receiptNumber: null,
    });
    const reverseReversal = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/accounts/payments/${reversal.id}/reverse`,
      headers: staff,
      payload: { reason: 'x' },
    });
    expect(reverseReversal.statusCode).toBe(409);
    expect(reverseReversal.json().message).toBe('A reversal cannot be reversed.');
    // The full amount can now be paid again.
    expect((await pay(staff, registrationNumber, { amount: '10000' })).statusCode).toBe(201);
  });

  it('applies a discount with its reason (audited) and never beyond what is left', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const { id, registrationNumber } = await createStudent(t.app, { centreId });
    expect((await pay(staff, registrationNumber, { amount: '9000' })).statusCode).toBe(201);
    const url = `/api/dashboard/accounts/students/${registrationNumber}/discount`;
    const tooMuch = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: { amount: '1000.01', reason: 'Sibling' },
    });
    expect(tooMuch.statusCode).toBe(400);
    const noReason = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: { amount: '500' },
    });
    expect(noReason.json().fieldErrors.reason).toEqual(['Reason is required']);
    const ok = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: { amount: '750', reason: 'Sibling studies here' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().plan).toMatchObject({
      discountPaise: 75_000,
      discountReason: 'Sibling studies here',
    });
    expect(ok.json().status.duePaise).toBe(25_000);
    const over = await pay(staff, registrationNumber, { amount: '300' });
    expect(over.json().message).toBe('This payment is more than the amount due: ₹250.00 is due.');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'student_fee_plan')
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes!)).toMatchObject({ discountPaise: [0, 75_000] });
  });

  it('lists dues overdue first, then by amount, and exports them as CSV', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const today = instituteDate();
    const a = await createStudent(t.app, { centreId, admissionDate: addDays(today, -60) });
    const b = await createStudent(t.app, { centreId, admissionDate: addDays(today, -10) });
    const c = await createStudent(t.app, { centreId, admissionDate: today });
    const d = await createStudent(t.app, { centreId, admissionDate: addDays(today, -40) });
    expect((await pay(staff, b.registrationNumber, { amount: '1000' })).statusCode).toBe(201);
    expect((await pay(staff, d.registrationNumber, { amount: '10000' })).statusCode).toBe(201);
    await feesOf(staff, a.registrationNumber);
    await feesOf(staff, c.registrationNumber);

    const dues = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/accounts/dues',
      headers: staff,
    });
    expect(
      dues
        .json()
        .map((item: { registrationNumber: string; status: Record<string, unknown> }) => [
          item.registrationNumber,
          item.status.duePaise,
          item.status.overduePaise,
        ]),
    ).toEqual([
      [a.registrationNumber, 1_000_000, 1_000_000],
      [b.registrationNumber, 900_000, 300_000],
      [c.registrationNumber, 1_000_000, 0],
    ]);
    expect(dues.json()[0].status.overdueSince).toBe(addDays(today, -60));
    expect(dues.json()[2].status.nextDueDate).toBe(today);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/accounts/dues.csv',
      headers: staff,
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Registration number,Name,Course,Centre,Course fee,Discount,Paid,Due,Overdue,Overdue since,Next due date',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      a.registrationNumber,
      b.registrationNumber,
      c.registrationNumber,
    ]);
    expect(lines[2]).toContain(',10000.00,0.00,1000.00,9000.00,3000.00,');
  });

  it('prints the receipt: figures and words, HTML data and PDF', async () => {
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const { registrationNumber } = await createStudent(t.app, { centreId });
    const paid = await pay(staff, registrationNumber, { amount: '1250' });
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/accounts/payments/${paid.json().id}/receipt`,
      headers: staff,
    });
    expect(receipt.json()).toMatchObject({
      receiptNumber: paid.json().receiptNumber,
      amountPaise: 125_000,
      amountInWords: 'Rupees One Thousand Two Hundred Fifty only',
      duePaiseAfter: 875_000,
      reversed: false,
      student: { registrationNumber },
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/accounts/payments/${paid.json().id}/receipt.pdf`,
      headers: staff,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Hindi beside the English labels on request; a bad choice is a field message, not a 500.
    const bilingual = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/accounts/payments/${paid.json().id}/receipt.pdf?lang=bilingual`,
      headers: staff,
    });
    expect(bilingual.statusCode).toBe(200);
    expect(bilingual.headers['content-type']).toBe('application/pdf');
    expect(bilingual.rawPayload.length).toBeGreaterThan(pdf.rawPayload.length);
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/accounts/payments/${paid.json().id}/receipt.pdf?lang=xx`,
      headers: staff,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain("'en', 'hi' or 'bilingual'");
    // Two PDFs with their fonts embedded (Devanagari in the bilingual one): 24 s in a busy CI run.
  }, 60_000);

  it("shows the student their own fee status, and nobody else's", async () => {
    const centreId = await createCentre(t.app);
    const studentUser = await createUser(t.app, { role: 'student' });
    const other = await createUser(t.app, { role: 'student' });
    const { registrationNumber } = await createStudent(t.app, { centreId, userId: studentUser.id });
    await createStudent(t.app, { centreId, userId: other.id });
    const own = await signInUser(t.app, studentUser);
    const stranger = await signInUser(t.app, other);
    const url = `/api/dashboard/student/${registrationNumber}/fees`;
    const mine = await t.app.inject({ method: 'GET', url, headers: own });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().status.duePaise).toBe(1_000_000);
    expect((await t.app.inject({ method: 'GET', url, headers: stranger })).statusCode).toBe(403);
    // A student cannot record their own payment.
    expect((await pay(own, registrationNumber, { amount: '10' })).statusCode).toBe(403);
  });
});
