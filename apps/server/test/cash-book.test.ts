// The cash book (issue 36 point 6, decision 0083): a centre's India day computed from its fee
// payments (by mode, online apart), reversals and wallet debits; closing a day stores its figures
// and refuses payments and reversals dated on it; head office reopens (audited); exports opened
// with exceljs and pdftotext; a close raced by 50 payments never leaves stored figures that
// differ from the rows. On SQLite and PostgreSQL.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { CASH_BOOK_MESSAGES } from '@institute/shared/cash-book';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInHeadOffice, signInStaff, type Headers } from './helpers/actors';
import { createCentre, createStudent, createUser, type TestUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';
import { createCashBookService } from '../src/modules/cash-book/cash-book.service';

let t: TestApp;
let head: Headers;
let staffA: Headers;
let staffB: Headers;
let teacher: Headers;
let centreA: number;
let centreB: number;
let student: string;
let studentId: number;

let users: { staffA: TestUser; staffB: TestUser; teacher: TestUser } | null = null;

/**
 * Sets the clock (Date only: timers, the database and its pool keep running); everyone signs in
 * again, as a session idle for a day has ended.
 */
async function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  if (!users) return;
  head = await signInHeadOffice(t.app);
  staffA = await signInStaff(t.app, users.staffA);
  staffB = await signInStaff(t.app, users.staffB);
  teacher = await signInStaff(t.app, users.teacher);
}

const get = (url: string, headers: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/dashboard${url}`, headers });
const post = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/dashboard${url}`, headers, payload });
const dayUrl = (centreId: number, day: string) => `/cash-book/centres/${centreId}/days/${day}`;
const pay = (headers: Headers, registrationNumber: string, body: Record<string, string>) =>
  post(`/accounts/students/${registrationNumber}/payments`, headers, {
    reference: '',
    ...body,
  });

/** A student of the centre owing a lot (one instalment due long ago). */
async function owingStudent(centreId: number) {
  const { id, registrationNumber } = await createStudent(t.app, {
    centreId,
    admissionDate: '2026-01-01',
    feePlan: false,
  });
  await t.app.db
    .insertInto('student_fee_plans')
    .values({
      student_id: id,
      centre_id: centreId,
      course_code: '8',
      total_paise: 100_000_000,
      discount_paise: 0,
      discount_reason: null,
      instalments: JSON.stringify([{ dueDate: '2026-01-01', amountPaise: 100_000_000 }]),
      created_at: '2026-01-01T00:00:00.000Z',
      created_by: null,
      updated_at: '2026-01-01T00:00:00.000Z',
      updated_by: null,
    })
    .execute();
  return { id, registrationNumber };
}

let walletSeq = 0;
async function walletDebit(centreId: number, amount: number, at: string) {
  walletSeq++;
  await t.app.db
    .insertInto('wallet_entries')
    .values({
      centre_id: centreId,
      seq: walletSeq,
      kind: 'debit',
      amount_paise: amount,
      balance_after_paise: 0,
      reason: 'admission_fee',
      reference: `W${walletSeq}`,
      note: null,
      created_at: at,
      created_by: null,
    })
    .execute();
}

beforeAll(async () => {
  // 00:30 in India on 20 November: still 19 November in UTC.
  t = await createTestApp();
  centreA = await createCentre(t.app);
  centreB = await createCentre(t.app);
  users = {
    staffA: await createUser(t.app, { role: 'centre_staff', centreId: centreA }),
    staffB: await createUser(t.app, { role: 'centre_staff', centreId: centreB }),
    teacher: await createUser(t.app, { role: 'teacher', centreId: centreA }),
  };
  await clockAt('2026-11-19T19:00:00.000Z');
  ({ id: studentId, registrationNumber: student } = await owingStudent(centreA));
});

afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

describe('the cash book of a day', () => {
  it('counts each mode, online apart, refunds, wallet debits and cash in hand by the India day', async () => {
    // A cash payment of the day before (opening cash of the 20th).
    expect(
      (await pay(staffA, student, { amount: '300', mode: 'cash', paidOn: '2026-11-19' }))
        .statusCode,
    ).toBe(201);
    // 00:30 IST on the 20th: a cash payment, a wallet debit (19:00 UTC on the 19th).
    const cash = await pay(staffA, student, { amount: '1000', mode: 'cash', paidOn: '2026-11-20' });
    expect(cash.statusCode).toBe(201);
    await walletDebit(centreA, 50_000, '2026-11-19T19:00:00.000Z');
    // A wallet debit at 23:59 IST on the 19th belongs to the 19th.
    await walletDebit(centreA, 7_000, '2026-11-19T18:29:00.000Z');
    // 23:30 IST on the 20th (18:00 UTC): UPI, card and bank payments, another debit.
    await clockAt('2026-11-20T18:00:00.000Z');
    for (const [mode, amount, reference] of [
      ['upi', '200', 'UPI123'],
      ['card', '150', 'CARD9'],
      ['bank', '400', 'NEFT77'],
    ] as const) {
      const paid = await pay(staffA, student, { amount, mode, reference, paidOn: '2026-11-20' });
      expect(paid.statusCode).toBe(201);
    }
    await walletDebit(centreA, 2_500, '2026-11-20T18:00:00.000Z');
    // 00:00 IST on the 21st is not the 20th.
    await walletDebit(centreA, 9_900, '2026-11-20T18:30:00.000Z');
    // An online (gateway) payment of the day.
    const online = await t.app.db
      .insertInto('fee_payments')
      .values({
        student_id: studentId,
        centre_id: centreA,
        kind: 'payment',
        amount_paise: 60_000,
        mode: 'upi',
        reference: 'pay_X1',
        paid_on: '2026-11-20',
        receipt_number: 'RPT-ONLINE-1',
        reverses_id: null,
        reason: null,
        created_at: '2026-11-20T10:00:00.000Z',
        created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('online_payments')
      .values({
        provider: 'razorpay',
        purpose: 'fee',
        centre_id: centreA,
        student_id: studentId,
        amount_paise: 60_000,
        status: 'paid',
        gateway_order_id: 'order_X1',
        gateway_link_id: null,
        link_url: null,
        gateway_payment_id: 'pay_X1',
        method: 'upi',
        fee_payment_id: online.id,
        wallet_entry_id: null,
        return_to: null,
        created_at: '2026-11-20T09:59:00.000Z',
        created_by: null,
        paid_at: '2026-11-20T10:00:00.000Z',
        checked_at: null,
      })
      .execute();
    // The cash payment of 00:30 reversed at 23:30: a cash refund of the 20th.
    const reversed = await post(`/accounts/payments/${cash.json().id}/reverse`, staffA, {
      reason: 'Entered twice',
    });
    expect(reversed.statusCode).toBe(200);

    const response = await get(dayUrl(centreA, '2026-11-20'), staffA);
    expect(response.statusCode).toBe(200);
    const book = response.json();
    expect(book.status).toBe('open');
    expect(book.figures).toEqual({
      openingCashPaise: 30_000,
      collections: {
        cash: 100_000,
        upi: 20_000,
        card: 15_000,
        online: 60_000,
        cheque: 0,
        bank: 40_000,
      },
      refunds: { cash: 100_000, upi: 0, card: 0, online: 0, cheque: 0, bank: 0 },
      collectionsTotalPaise: 235_000,
      refundsTotalPaise: 100_000,
      walletDebitsPaise: 52_500,
      cashInPaise: 100_000,
      cashOutPaise: 100_000,
      bankNetPaise: 135_000,
      closingCashPaise: 30_000,
    });
    expect(book.entries.filter((e: { kind: string }) => e.kind === 'wallet_debit')).toHaveLength(2);
    // The 19th: its cash payment and its late wallet debit.
    const before = (await get(dayUrl(centreA, '2026-11-19'), head)).json();
    expect(before.figures.openingCashPaise).toBe(0);
    expect(before.figures.closingCashPaise).toBe(30_000);
    expect(before.figures.walletDebitsPaise).toBe(7_000);
  });

  it('lets only the centre and head office see it; teachers and other centres are refused', async () => {
    expect((await get(dayUrl(centreA, '2026-11-20'), head)).statusCode).toBe(200);
    expect((await get(dayUrl(centreA, '2026-11-20'), staffB)).statusCode).toBe(403);
    expect((await get(dayUrl(centreA, '2026-11-20'), teacher)).statusCode).toBe(403);
    expect((await post(`${dayUrl(centreA, '2026-11-20')}/close`, staffB)).statusCode).toBe(403);
    const bad = await get(dayUrl(centreA, '2026-02-30'), staffA);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(CASH_BOOK_MESSAGES.dayInvalid);
    const future = await post(`${dayUrl(centreA, '2026-11-25')}/close`, staffA);
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(CASH_BOOK_MESSAGES.dayInFuture);
    expect((await get(dayUrl(999_999, '2026-11-20'), head)).statusCode).toBe(404);
  });

  it('closes a day: stored figures, read-only, the next day opens with its closing cash', async () => {
    const closed19 = await post(`${dayUrl(centreA, '2026-11-19')}/close`, staffA);
    expect(closed19.statusCode).toBe(200);
    const closed = await post(`${dayUrl(centreA, '2026-11-20')}/close`, staffA);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe('closed');
    expect(closed.json().closedBy).toBe('Test centre_staff');
    expect((await post(`${dayUrl(centreA, '2026-11-20')}/close`, head)).statusCode).toBe(409);

    const refused = await pay(staffA, student, {
      amount: '10',
      mode: 'cash',
      paidOn: '2026-11-20',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CASH_BOOK_MESSAGES.dayClosed('2026-11-20'));
    const fees = await get(`/accounts/students/${student}/fees`, staffA);
    const payment = fees
      .json()
      .payments.find(
        (p: { kind: string; reversed: boolean }) => p.kind === 'payment' && !p.reversed,
      );
    const reverse = await post(`/accounts/payments/${payment.id}/reverse`, staffA, {
      reason: 'Wrong student',
    });
    expect(reverse.statusCode).toBe(409);
    expect(reverse.json().message).toContain('is closed');

    // A payment of the 21st (India's next day) is taken; the 21st opens with the 20th's closing.
    await clockAt('2026-11-20T19:00:00.000Z');
    expect(
      (await pay(staffA, student, { amount: '500', mode: 'cash', paidOn: '2026-11-21' }))
        .statusCode,
    ).toBe(201);
    const next = (await get(dayUrl(centreA, '2026-11-21'), staffA)).json();
    expect(next.figures.openingCashPaise).toBe(30_000);
    expect(next.figures.closingCashPaise).toBe(80_000);
  });

  it('is reopened by head office only, with a reason, audited; later closed days first', async () => {
    expect(
      (await post(`${dayUrl(centreA, '2026-11-20')}/reopen`, staffA, { reason: 'Late cash' }))
        .statusCode,
    ).toBe(403);
    const noReason = await post(`${dayUrl(centreA, '2026-11-20')}/reopen`, head, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(CASH_BOOK_MESSAGES.reasonRequired);
    const later = await post(`${dayUrl(centreA, '2026-11-19')}/reopen`, head, {
      reason: 'Late cash',
    });
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe(CASH_BOOK_MESSAGES.laterDayClosed);
    const reopened = await post(`${dayUrl(centreA, '2026-11-20')}/reopen`, head, {
      reason: 'Late cash',
    });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().status).toBe('open');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'cash_book_day')
      .where('centre_id', '=', centreA)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['close', 'close', 'reopen']);
    expect(audit[2]!.changes).toContain('Late cash');
    expect(
      (await pay(staffA, student, { amount: '10', mode: 'cash', paidOn: '2026-11-20' })).statusCode,
    ).toBe(201);
    expect((await post(`${dayUrl(centreA, '2026-11-20')}/close`, head)).statusCode).toBe(200);
  });
});

describe('exports', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cash-book-'));
  const pdfText = (buffer: Buffer) => {
    const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.pdf`);
    fs.writeFileSync(file, buffer);
    return execFileSync('pdftotext', ['-layout', file, '-']).toString();
  };

  it("gives the day's book as a workbook with number and date cells", async () => {
    const response = await get(`${dayUrl(centreA, '2026-11-20')}/export?format=xlsx`, staffA);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('B2').value).toEqual(new Date('2026-11-20T00:00:00Z'));
    const rows = new Map<string, unknown[]>();
    sheet.eachRow((row) => {
      const values = row.values as unknown[];
      rows.set(String(values[1]), values.slice(2));
    });
    expect(rows.get('Opening cash')).toEqual([300]);
    expect(rows.get('Online')).toEqual([600, 0]);
    expect(rows.get('Cash')).toEqual([1010, 1000]);
    expect(rows.get('Closing cash')).toEqual([310]);
    const entries = book.worksheets[1]!;
    expect(entries.getCell('A2').value).toBeInstanceOf(Date);
    expect(typeof entries.getCell('D2').value).toBe('number');
  });

  it("gives the day's book as a PDF in English and in Hindi", async () => {
    const en = await get(`${dayUrl(centreA, '2026-11-20')}/export?format=pdf&lang=en`, head);
    expect(en.statusCode).toBe(200);
    const text = pdfText(en.rawPayload);
    expect(text).toContain('Cash book');
    expect(text).toMatch(/Closing cash\s+310\.00/);
    expect(text).toMatch(/Online\s+600\.00/);
    const hi = await get(`${dayUrl(centreA, '2026-11-20')}/export?format=pdf&lang=hi`, head);
    const hindi = pdfText(hi.rawPayload);
    expect(hindi).toContain('रोकड़ बही');
    expect(hindi).toContain('अंतिम नकद');
  });

  it('gives the centre-wise monthly revenue: head office every centre, staff their own', async () => {
    const all = await get('/cash-book/revenue?month=2026-11', head);
    expect(all.statusCode).toBe(200);
    const rowA = all.json().rows.find((r: { centre: { id: number } }) => r.centre.id === centreA);
    expect(rowA.collections.online).toBe(60_000);
    expect(rowA.collections.cash).toBe(30_000 + 100_000 + 50_000 + 1_000);
    expect(rowA.refundsTotalPaise).toBe(100_000);
    expect(rowA.walletDebitsPaise).toBe(7_000 + 50_000 + 2_500 + 9_900);
    expect(all.json().rows.some((r: { centre: { id: number } }) => r.centre.id === centreB)).toBe(
      true,
    );
    const own = await get('/cash-book/revenue?month=2026-11', staffB);
    expect(own.json().rows.map((r: { centre: { id: number } }) => r.centre.id)).toEqual([centreB]);
    expect((await get('/cash-book/revenue?month=2026-13', head)).statusCode).toBe(400);
    expect((await get('/cash-book/revenue?month=2026-11', teacher)).statusCode).toBe(403);

    const xlsx = await get('/cash-book/revenue/export?month=2026-11&format=xlsx', head);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('B2').value).toEqual(new Date('2026-11-01T00:00:00Z'));
    let found = false;
    sheet.eachRow((row) => {
      const values = row.values as unknown[];
      if (String(values[1]).endsWith(rowA.centre.name)) {
        found = true;
        expect(values[5]).toBe(600);
      }
    });
    expect(found).toBe(true);
    const pdf = await get('/cash-book/revenue/export?month=2026-11&format=pdf&lang=hi', head);
    expect(pdfText(pdf.rawPayload)).toContain('केंद्रवार आय विवरण');
  });
});

describe('a close raced by payments', () => {
  it('never leaves a closed day whose stored figures differ from its rows (50 at once)', async () => {
    const day = '2026-11-15';
    const students = await Promise.all(Array.from({ length: 10 }, () => owingStudent(centreA)));
    const requests: Promise<{ statusCode: number }>[] = [];
    for (let i = 0; i < 50; i++) {
      if (i === 20) requests.push(post(`${dayUrl(centreA, day)}/close`, staffA));
      requests.push(
        pay(staffA, students[i % students.length]!.registrationNumber, {
          amount: String(10 + i),
          mode: i % 2 ? 'cash' : 'upi',
          reference: i % 2 ? '' : `U${i}`,
          paidOn: day,
        }),
      );
    }
    const answers = await Promise.all(requests);
    expect(answers.every((a) => [200, 201, 409].includes(a.statusCode))).toBe(true);
    const stored = (await get(dayUrl(centreA, day), head)).json();
    expect(stored.status).toBe('closed');
    const service = createCashBookService({ db: t.app.db, audit: async () => {} });
    expect(await service.computed(centreA, day)).toEqual(stored.figures);
    const taken = answers.filter((a) => a.statusCode === 201).length;
    expect(stored.entries).toHaveLength(taken);
  });
});

describe('cheques', () => {
  it('counts a cheque in the cheque column, never in cash in hand; the receipt shows its number and bank', async () => {
    const centre = await createCentre(t.app);
    const staff = await signInStaff(
      t.app,
      await createUser(t.app, { role: 'centre_staff', centreId: centre }),
    );
    const { registrationNumber } = await owingStudent(centre);
    const day = '2026-11-18';
    const noNumber = await pay(staff, registrationNumber, {
      amount: '250',
      mode: 'cheque',
      paidOn: day,
    });
    expect(noNumber.statusCode).toBe(400);
    const cheque = await pay(staff, registrationNumber, {
      amount: '250',
      mode: 'cheque',
      reference: '000123',
      chequeBank: 'State Bank of India, Patna',
      paidOn: day,
    });
    expect(cheque.statusCode).toBe(201);
    expect(
      (await pay(staff, registrationNumber, { amount: '100', mode: 'cash', paidOn: day }))
        .statusCode,
    ).toBe(201);
    const book = (await get(dayUrl(centre, day), staff)).json();
    expect(book.figures.collections).toEqual({
      cash: 10_000,
      upi: 0,
      card: 0,
      online: 0,
      cheque: 25_000,
      bank: 0,
    });
    expect(book.figures.cashInPaise).toBe(10_000);
    expect(book.figures.closingCashPaise).toBe(10_000);
    expect(book.figures.bankNetPaise).toBe(25_000);
    expect(book.entries.find((e: { mode: string }) => e.mode === 'cheque')).toMatchObject({
      amountPaise: 25_000,
      reference: '000123',
    });

    const receipt = await get(`/accounts/payments/${cheque.json().id}/receipt`, staff);
    expect(receipt.json()).toMatchObject({
      mode: 'cheque',
      reference: '000123',
      chequeBank: 'State Bank of India, Patna',
    });
    const pdf = await get(`/accounts/payments/${cheque.json().id}/receipt.pdf?lang=en`, staff);
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf.rawPayload })
      .toString('utf8')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Payment mode Cheque');
    expect(text).toContain('Cheque No. 000123');
    expect(text).toContain('Bank State Bank of India, Patna');
    const hindi = await get(`/accounts/payments/${cheque.json().id}/receipt.pdf?lang=hi`, staff);
    const hindiText = execFileSync('pdftotext', ['-', '-'], { input: hindi.rawPayload })
      .toString('utf8')
      .replace(/\s+/g, ' ');
    expect(hindiText).toContain('भुगतान का तरीका चेक चेक संख्या बैंक');
    expect(hindiText).toContain('000123 State Bank of India, Patna');
  });
});
