import { COURSES } from '@institute/shared/catalogue';
import { STATES } from '@institute/shared/reference-lists';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/password';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateToLatest } from '../src/db/migrator';
import * as migration0059 from '../src/db/migrations/0059_cheques_and_refunds';
import { createCentre, createStudent } from './helpers/factories';
import { seedDefaultCentre, seedReferenceData } from '../src/db/seed';
import { createTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

describe('migrations and seed data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates every table of the schema', async () => {
    const tables = (await t.app.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'centres',
        'users',
        'sessions',
        'courses',
        'course_options',
        'states',
        'lookup_values',
      ]),
    );
  });

  it.skipIf(process.env.TEST_DB === 'postgres')(
    'keeps SQLite in WAL mode with foreign keys enforced',
    async () => {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(t.app.db);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
      const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(t.app.db);
      expect(keys.rows[0]?.foreign_keys).toBe(1);
    },
  );

  it('seeds every course and option code of the catalogue', async () => {
    const courses = await t.app.db.selectFrom('courses').selectAll().orderBy('position').execute();
    expect(courses.map((course) => course.code)).toEqual(COURSES.map((course) => course.code));
    const options = await t.app.db.selectFrom('course_options').selectAll().execute();
    const expected = COURSES.flatMap((course) => course.options.map((option) => option.code));
    expect(options.map((option) => option.code).sort()).toEqual([...expected].sort());
    const fundamental = options.find((option) => option.code === 'RV01001');
    expect(fundamental).toMatchObject({
      course_code: '8',
      label: 'CERTIFICATE IN FUNDAMENTAL(RV01001)',
    });
    expect(options.filter((option) => option.course_code === '9')).toHaveLength(27);
  });

  it('seeds the 29 states and the gender, category and marital status lists', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/reference' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.states).toEqual([...STATES]);
    expect(body.states).toHaveLength(29);
    expect(body.genders).toEqual(['Male', 'Female', 'Other']);
    expect(body.categories).toEqual(['General', 'OBC', 'SC', 'ST', 'EWS']);
    expect(body.maritalStatuses).toEqual(['Single', 'Married', 'Divorced', 'Widowed']);
    const threeMonths = body.courses.find((course: { code: string }) => course.code === '9');
    expect(threeMonths.name).toBe('3-Months Certificate Course');
    expect(threeMonths.options).toContainEqual({
      code: 'RV03006',
      name: 'CERTIFICATE IN HINDI TYPING',
      label: 'CERTIFICATE IN HINDI TYPING(RV03006)',
    });
  });

  it('seeds idempotently: migrating and seeding again changes nothing', async () => {
    const count = async (
      table: 'courses' | 'course_options' | 'states' | 'lookup_values' | 'centres',
    ) =>
      Number(
        (
          await t.app.db
            .selectFrom(table)
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await Promise.all(
      (['courses', 'course_options', 'states', 'lookup_values', 'centres'] as const).map(count),
    );
    expect(await migrateToLatest(t.app.db)).toEqual([]);
    await seedReferenceData(t.app.db);
    await seedDefaultCentre(t.app.db);
    const after = await Promise.all(
      (['courses', 'course_options', 'states', 'lookup_values', 'centres'] as const).map(count),
    );
    expect(after).toEqual(before);
  });

  it('seeds a default centre', async () => {
    const centres = await t.app.db.selectFrom('centres').selectAll().execute();
    expect(centres).toHaveLength(1);
    expect(centres[0]).toMatchObject({ code: 'MAIN', status: 'active' });
  });

  it('creates the first head office account from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const users = await t.app.db.selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      email: TEST_ADMIN.email,
      role: 'head_office',
      status: 'active',
    });
    expect(users[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(users[0]!.password_hash, TEST_ADMIN.password)).toBe(true);
  });
});

describe('first admin without ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('generates a password, reports it once, and creates no second account on restart', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...database.env });
    const reported: { email: string; generatedPassword: string | null }[] = [];
    try {
      const first = await buildApp(config, { onFirstAdmin: (admin) => reported.push(admin) });
      await first.close();
      const second = await buildApp(config, { onFirstAdmin: (admin) => reported.push(admin) });
      const users = await second.db.selectFrom('users').selectAll().execute();
      await second.close();

      expect(reported).toHaveLength(1);
      expect(reported[0]?.generatedPassword).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(users).toHaveLength(1);
      expect(await verifyPassword(users[0]!.password_hash, reported[0]!.generatedPassword!)).toBe(
        true,
      );
    } finally {
      await database.drop();
    }
  });
});

describe('0059: cheques and what receipts gave back', () => {
  it('keeps every row and id, fills what refunds gave back, and takes cheques after', async () => {
    const t = await createTestApp();
    try {
      const db = t.app.db;
      const centreId = await createCentre(t.app);
      const { id: studentId } = await createStudent(t.app, { centreId });
      await migration0059.down(db);
      const row = (values: { kind: 'payment' | 'reversal'; amount: number; reverses?: number }) =>
        db
          .insertInto('fee_payments')
          .values({
            student_id: studentId,
            centre_id: centreId,
            kind: values.kind,
            amount_paise: values.amount,
            mode: 'upi',
            reference: 'R',
            paid_on: '2026-11-01',
            receipt_number: values.kind === 'payment' ? `M59-${values.amount}` : null,
            reverses_id: values.reverses ?? null,
            reason: null,
            created_at: '2026-11-01T10:00:00.000Z',
            created_by: null,
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
      // An online payment refunded in part (its first refund's reversal named the receipt, as
      // before 0059), and a receipt reversed by staff.
      const online = await row({ kind: 'payment', amount: 40_000 });
      const refundReversal = await row({ kind: 'reversal', amount: 10_000, reverses: online.id });
      const byStaff = await row({ kind: 'payment', amount: 25_000 });
      const staffReversal = await row({ kind: 'reversal', amount: 25_000, reverses: byStaff.id });
      const op = await db
        .insertInto('online_payments')
        .values({
          provider: 'razorpay',
          purpose: 'fee',
          centre_id: centreId,
          student_id: studentId,
          amount_paise: 40_000,
          status: 'paid',
          gateway_payment_id: 'pay_M59',
          fee_payment_id: online.id,
          refunded_paise: 10_000,
          created_at: '2026-11-01T09:00:00.000Z',
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('online_refunds')
        .values({
          online_payment_id: op.id,
          gateway_refund_id: 'rfnd_M59',
          amount_paise: 10_000,
          reason: 'Part',
          fee_payment_id: refundReversal.id,
          created_at: '2026-11-02T09:00:00.000Z',
        } as never)
        .execute();
      const before = await db.selectFrom('fee_payments').select('id').orderBy('id').execute();

      await migration0059.up(db);
      const after = await db
        .selectFrom('fee_payments')
        .select(['id', 'refunded_paise', 'reverses_id'])
        .orderBy('id')
        .execute();
      expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
      const byId = new Map(after.map((r) => [r.id, r]));
      expect(byId.get(online.id)!.refunded_paise).toBe(10_000);
      expect(byId.get(byStaff.id)!.refunded_paise).toBe(25_000);
      expect(byId.get(refundReversal.id)!.reverses_id).toBeNull();
      expect(byId.get(staffReversal.id)!.reverses_id).toBe(byStaff.id);
      const cheque = await db
        .insertInto('fee_payments')
        .values({
          student_id: studentId,
          centre_id: centreId,
          kind: 'payment',
          amount_paise: 5_000,
          mode: 'cheque',
          reference: '000123',
          cheque_bank: 'Bank of Baroda',
          paid_on: '2026-11-03',
          receipt_number: 'M59-CHQ',
          reverses_id: null,
          reason: null,
          created_at: '2026-11-03T10:00:00.000Z',
          created_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(cheque.id).toBeGreaterThan(staffReversal.id);
      await expect(
        db
          .updateTable('fee_payments')
          .set({ refunded_paise: 5_001 })
          .where('id', '=', cheque.id)
          .execute(),
      ).rejects.toThrow(/check/i);
    } finally {
      await t.close();
    }
  });
});
