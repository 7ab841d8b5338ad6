import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordResult } from '../src/modules/grading/results';
import { isRetryableTransactionError, runTransaction } from '../src/lib/transaction';
import { walletBalance } from '../src/modules/wallet/wallet';
import { signInHeadOffice, staffOf } from './helpers/actors';
import { createCentre } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  aadhaar,
  addStudentsAtOnce,
  countStatuses,
  fundWallet,
  listen,
  manyStudentFields,
  requestCertificatesAtOnce,
  setCourseFees,
  verhoeffValid,
} from './helpers/wallet-load';
import { multipart } from './helpers/multipart';

// Many requests charging one centre's wallet at the same moment, over real HTTP: exactly as many
// succeed as the balance pays for, the others are refused with the balance and the fee, the
// balance never goes below zero, and nothing answers 500 (on PostgreSQL the wallet's lock must
// not deadlock with the foreign-key locks the request's own rows take on the centre).

const CONCURRENT = 50;
const AFFORDABLE = 10;

let t: TestApp;
let head: Record<string, string>;
let baseUrl: string;
let statuses: number[];

beforeAll(async () => {
  t = await createTestApp();
  head = await signInHeadOffice(t.app);
  ({ baseUrl, statuses } = await listen(t.app));
});
afterAll(() => t.close());

/** The ledger's invariants: seq 1, 2, 3..., each balance-after follows the one before, never < 0. */
async function ledger(centreId: number) {
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
  return { rows, balance: running };
}

describe('test helpers', () => {
  it('make Aadhaar numbers valid under the Verhoeff algorithm, all different', () => {
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
    const numbers = Array.from({ length: 200 }, (_, i) => aadhaar(i));
    expect(new Set(numbers).size).toBe(200);
    for (const number of numbers) {
      expect(number).toMatch(/^[2-9]\d{11}$/);
    }
  });
});

describe('transactions', () => {
  it('run again after a deadlock or serialization failure, and not after other errors', async () => {
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    expect(isRetryableTransactionError(deadlock)).toBe(true);
    expect(isRetryableTransactionError({ code: '40001' })).toBe(true);
    expect(isRetryableTransactionError({ code: '23505' })).toBe(false);
    expect(isRetryableTransactionError(new Error('x'))).toBe(false);

    let runs = 0;
    const result = await runTransaction(t.app.db, async (trx) => {
      runs++;
      await trx
        .insertInto('counters')
        .values({ name: `retry-test:${runs}`, value: runs })
        .execute();
      if (runs < 3) throw deadlock;
      return 'done';
    });
    expect(result).toBe('done');
    expect(runs).toBe(3);
    // The failed runs were rolled back whole; only the last one's row remains.
    const rows = await t.app.db
      .selectFrom('counters')
      .select('name')
      .where('name', 'like', 'retry-test:%')
      .execute();
    expect(rows.map((row) => row.name)).toEqual(['retry-test:3']);

    runs = 0;
    await expect(
      runTransaction(t.app.db, async () => {
        runs++;
        throw deadlock;
      }),
    ).rejects.toBe(deadlock);
    expect(runs).toBe(5);

    runs = 0;
    const other = Object.assign(new Error('duplicate'), { code: '23505' });
    await expect(
      runTransaction(t.app.db, async () => {
        runs++;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(runs).toBe(1);
  });
});

describe('concurrent charges of one wallet', () => {
  it(
    `Add Student: ${CONCURRENT} at once with a photo and balance for ${AFFORDABLE} registration fees`,
    { timeout: 60_000 },
    async () => {
      const centreId = await createCentre(t.app);
      const staff = await staffOf(t.app, centreId);
      await setCourseFees(t.app, head, '10', {
        registrationFeePaise: 50_000,
        certificateFeePaise: 0,
        courseFeePaise: 600_000,
      });
      await fundWallet(t.app, staff, head, 500 * AFFORDABLE);
      const before = statuses.length;

      const answers = await addStudentsAtOnce(baseUrl, staff, CONCURRENT, {
        course: '10',
        courseOption: 'CERTIFICATE IN COMPUTER APPLICATION(RV06001)',
      });

      expect(countStatuses(answers)).toEqual({ 201: AFFORDABLE, 409: CONCURRENT - AFFORDABLE });
      for (const refused of answers.filter((a) => a.status === 409)) {
        expect(refused.body.message).toBe(
          'Insufficient wallet balance: the balance is ₹0.00 and ₹500.00 is needed.',
        );
      }
      const saved = answers.filter((a) => a.status === 201).map((a) => a.body);
      expect(new Set(saved.map((s) => s.registrationNumber)).size).toBe(AFFORDABLE);
      for (const student of saved) expect(student.photo).toBeTruthy();

      const list = await fetch(`${baseUrl}/api/dashboard/AddStudent?pageSize=100`, {
        headers: staff,
      });
      expect(list.status).toBe(200);
      expect(list.headers.get('x-total-count')).toBe(String(AFFORDABLE));
      const listed = (await list.json()) as { registrationNumber: string }[];
      expect(listed.map((s) => s.registrationNumber).sort()).toEqual(
        saved.map((s) => s.registrationNumber).sort(),
      );

      const { rows, balance } = await ledger(centreId);
      expect(balance).toBe(0);
      expect(await walletBalance(t.app.db, centreId)).toBe(0);
      expect(rows).toHaveLength(1 + AFFORDABLE);
      expect(rows.slice(1).every((row) => row.reason === 'registration_fee')).toBe(true);
      expect(
        rows
          .slice(1)
          .map((row) => row.reference)
          .sort(),
      ).toEqual(saved.map((s) => s.registrationNumber).sort());
      // The refused requests left no file rows behind: the fund's receipt and one photo per
      // saved student.
      const files = await t.app.db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('centre_id', '=', centreId)
        .executeTakeFirstOrThrow();
      expect(Number(files.n)).toBe(1 + AFFORDABLE);
      // Each saved student has its fee plan (written after the charge, in the same transaction).
      const plans = await t.app.db
        .selectFrom('student_fee_plans')
        .innerJoin('students', 'students.id', 'student_fee_plans.student_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('students.centre_id', '=', centreId)
        .executeTakeFirstOrThrow();
      expect(Number(plans.n)).toBe(AFFORDABLE);

      expect(statuses.slice(before).filter((status) => status >= 500)).toEqual([]);
    },
  );

  it(
    `certificate requests: ${CONCURRENT} eligible students at once, balance for ${AFFORDABLE} fees`,
    { timeout: 60_000 },
    async () => {
      const centreId = await createCentre(t.app);
      const staff = await staffOf(t.app, centreId);
      await setCourseFees(t.app, head, '8', {
        registrationFeePaise: 0,
        certificateFeePaise: 30_000,
      });
      // 50 students added through Add Student (no registration fee for course 8), each with a
      // passing result, admitted long enough ago for the course to be over and marked Completed.
      const registrationNumbers: string[] = [];
      for (let i = 0; i < CONCURRENT; i++) {
        const body = multipart(manyStudentFields(100 + i));
        const added = await t.app.inject({
          method: 'POST',
          url: '/api/dashboard/AddStudent',
          payload: body.payload,
          headers: { ...staff, ...body.headers },
        });
        expect(added.statusCode, added.body).toBe(201);
        registrationNumbers.push(added.json().registrationNumber);
      }
      const students = await t.app.db
        .selectFrom('students')
        .select(['id'])
        .where('centre_id', '=', centreId)
        .execute();
      await t.app.db
        .updateTable('students')
        .set({ admission_date: '2024-01-15', completion_status: 'Completed' })
        .where('centre_id', '=', centreId)
        .execute();
      for (const [index, student] of students.entries()) {
        await recordResult(t.app.db, {
          studentId: student.id,
          centreId,
          source: 'offline',
          sourceId: index + 1,
          title: 'Final examination',
          obtainedMarks: 82,
          maximumMarks: 100,
          examDate: '2024-03-20',
          recordedBy: null,
        });
      }
      await fundWallet(t.app, staff, head, 300 * AFFORDABLE);
      const before = statuses.length;

      const answers = await requestCertificatesAtOnce(baseUrl, staff, registrationNumbers);

      expect(countStatuses(answers)).toEqual({ 201: AFFORDABLE, 409: CONCURRENT - AFFORDABLE });
      for (const refused of answers.filter((a) => a.status === 409)) {
        expect(refused.body.message).toBe(
          'Insufficient wallet balance: the balance is ₹0.00 and ₹300.00 is needed.',
        );
      }
      const requests = await t.app.db
        .selectFrom('certificate_requests')
        .select(['id', 'fee_paise', 'status'])
        .where('centre_id', '=', centreId)
        .execute();
      expect(requests).toHaveLength(AFFORDABLE);
      expect(requests.every((r) => r.fee_paise === 30_000 && r.status === 'requested')).toBe(true);

      const { rows, balance } = await ledger(centreId);
      expect(balance).toBe(0);
      expect(rows).toHaveLength(1 + AFFORDABLE);
      expect(
        rows
          .slice(1)
          .map((row) => row.reference)
          .sort(),
      ).toEqual(requests.map((r) => `certificate-request:${r.id}`).sort());

      expect(statuses.slice(before).filter((status) => status >= 500)).toEqual([]);
    },
  );
});
