import { COURSES } from '@institute/shared/catalogue';
import { STATES } from '@institute/shared/reference-lists';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/password';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateToLatest } from '../src/db/migrator';
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
