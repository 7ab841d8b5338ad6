import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bestPassingResult,
  getGradingScale,
  recordResult,
  saveGradingScale,
} from '../src/modules/grading/results';
import { chargeCourseFee, postWalletEntry, walletBalance } from '../src/modules/wallet/wallet';
import { createCentre, createStudent } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const entries = (centreId: number) =>
  t.app.db
    .selectFrom('wallet_entries')
    .selectAll()
    .where('centre_id', '=', centreId)
    .orderBy('seq')
    .execute();

describe('centre wallet ledger', () => {
  it('keeps the balance equal to the sum of its entries', async () => {
    const centreId = await createCentre(t.app);
    await postWalletEntry(t.app.db, {
      centreId,
      kind: 'credit',
      amountPaise: 100_000,
      reason: 'fund',
      createdBy: null,
    });
    await postWalletEntry(t.app.db, {
      centreId,
      kind: 'debit',
      amountPaise: 25_050,
      reason: 'registration_fee',
      createdBy: null,
    });
    const rows = await entries(centreId);
    const sum = rows.reduce((s, e) => s + (e.kind === 'credit' ? 1 : -1) * e.amount_paise, 0);
    expect(await walletBalance(t.app.db, centreId)).toBe(74_950);
    expect(sum).toBe(74_950);
    expect(rows.map((e) => e.seq)).toEqual([1, 2]);
  });

  it('refuses a debit above the balance, saying the balance and the amount needed', async () => {
    const centreId = await createCentre(t.app);
    await postWalletEntry(t.app.db, {
      centreId,
      kind: 'credit',
      amountPaise: 50_000,
      reason: 'fund',
      createdBy: null,
    });
    await expect(
      postWalletEntry(t.app.db, {
        centreId,
        kind: 'debit',
        amountPaise: 60_000,
        reason: 'certificate_fee',
        createdBy: null,
      }),
    ).rejects.toThrow('Insufficient wallet balance: the balance is ₹500.00 and ₹600.00 is needed.');
    expect(await walletBalance(t.app.db, centreId)).toBe(50_000);
  });

  it('refuses one of two concurrent debits that together would overdraw, losing none', async () => {
    const centreId = await createCentre(t.app);
    await postWalletEntry(t.app.db, {
      centreId,
      kind: 'credit',
      amountPaise: 10_000,
      reason: 'fund',
      createdBy: null,
    });
    const debit = () =>
      postWalletEntry(t.app.db, {
        centreId,
        kind: 'debit',
        amountPaise: 6_000,
        reason: 'registration_fee',
        createdBy: null,
      });
    const outcomes = await Promise.allSettled([debit(), debit(), debit()]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const rows = await entries(centreId);
    expect(rows).toHaveLength(2);
    expect(await walletBalance(t.app.db, centreId)).toBe(4_000);
  });

  it('charges a course fee inside the caller’s transaction, or nothing when none is set', async () => {
    const centreId = await createCentre(t.app);
    await t.app.db
      .insertInto('course_fees')
      .values({
        course_code: '9',
        registration_fee_paise: 30_000,
        certificate_fee_paise: 0,
        updated_at: new Date().toISOString(),
        updated_by: null,
      })
      .execute();
    const charge = (courseCode: string) =>
      t.app.db.transaction().execute((trx) =>
        chargeCourseFee(trx, {
          centreId,
          courseCode,
          fee: 'registration',
          reference: 'RV2026000001',
          createdBy: null,
        }),
      );
    expect(await charge('8')).toBeNull();
    await expect(charge('9')).rejects.toThrow('the balance is ₹0.00 and ₹300.00 is needed');
    expect(await entries(centreId)).toHaveLength(0);
  });
});

describe('examination results', () => {
  it('grades with the scale, and the best passing result is what a certificate prints', async () => {
    const centreId = await createCentre(t.app);
    const student = await createStudent(t.app, { centreId, admissionDate: '2026-09-01' });
    const base = {
      studentId: student.id,
      centreId,
      source: 'offline' as const,
      title: 'Term exam',
      maximumMarks: 200,
      examDate: '2026-10-01',
      recordedBy: null,
    };
    expect(await bestPassingResult(t.app.db, student.id)).toBeNull();
    const failed = await recordResult(t.app.db, { ...base, sourceId: 1, obtainedMarks: 89 });
    expect([failed.grade, failed.passed, failed.percentage_bp]).toEqual(['F', 0, 4450]);
    expect(await bestPassingResult(t.app.db, student.id)).toBeNull();
    const boundary = await recordResult(t.app.db, { ...base, sourceId: 2, obtainedMarks: 170 });
    expect([boundary.grade, boundary.passed]).toEqual(['A+', 1]);
    // Marking the same exam again replaces its result.
    await recordResult(t.app.db, { ...base, sourceId: 2, obtainedMarks: 150 });
    const best = await bestPassingResult(t.app.db, student.id);
    expect([best?.grade, best?.percentage_bp]).toEqual(['A', 7500]);
  });

  it('uses the scale head office saved', async () => {
    await saveGradingScale(
      t.app.db,
      { bands: [{ grade: 'P', minPercent: 40 }], failGrade: 'NP' },
      null,
    );
    expect((await getGradingScale(t.app.db)).failGrade).toBe('NP');
    const centreId = await createCentre(t.app);
    const student = await createStudent(t.app, { centreId, admissionDate: '2026-09-01' });
    const result = await recordResult(t.app.db, {
      studentId: student.id,
      centreId,
      source: 'online',
      sourceId: 7,
      title: 'Quiz',
      obtainedMarks: 40,
      maximumMarks: 100,
      examDate: '2026-10-01',
      recordedBy: null,
    });
    expect(result.grade).toBe('P');
  });
});
