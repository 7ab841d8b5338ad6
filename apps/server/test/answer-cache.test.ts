import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHeadOffice, signInStaff } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

// The students list, a student and the dashboard figures are kept as sent while the database has
// not changed (lib/answer-cache.ts; SQLite's change counters, PostgreSQL's snapshot). Whatever
// changes them, by any path, connection or process, is seen at once.
let t: TestApp;
let staff: Record<string, string>;
let otherStaff: Record<string, string>;
let head: Record<string, string>;
let centreId: number;
let otherCentreId: number;

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });
const names = (body: string) =>
  (JSON.parse(body) as { registrationNumber: string; firstname: string }[]).map(
    (row) => `${row.registrationNumber} ${row.firstname}`,
  );

beforeAll(async () => {
  t = await createTestApp();
  centreId = await createCentre(t.app);
  otherCentreId = await createCentre(t.app);
  const user = await createUser(t.app, { role: 'centre_staff', centreId });
  const other = await createUser(t.app, { role: 'centre_staff', centreId: otherCentreId });
  staff = await signInStaff(t.app, user);
  otherStaff = await signInStaff(t.app, other);
  head = await signInHeadOffice(t.app);
});
afterAll(() => t.close());

describe('kept answers of the students list, a student and the dashboard figures', () => {
  it('answers the same list twice, then shows a student added by any path at once', async () => {
    const first = await createStudent(t.app, { centreId });
    const url = '/api/dashboard/AddStudent?sort=registrationNumber&order=asc';
    const before = await get(url, staff);
    expect(before.statusCode).toBe(200);
    const again = await get(url, staff);
    expect(again.body).toBe(before.body);
    expect(again.headers['x-total-count']).toBe(before.headers['x-total-count']);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(names(again.body)).toContain(`${first.registrationNumber} Ravi`);

    // A row written straight into the table (as an import or another module would).
    const second = await createStudent(t.app, { centreId });
    const after = await get(url, staff);
    expect(names(after.body)).toContain(`${second.registrationNumber} Ravi`);
    expect(Number(after.headers['x-total-count'])).toBe(
      Number(before.headers['x-total-count']) + 1,
    );
  });

  it('keeps only the answers of the database as it is now: a write drops those of before', async () => {
    const student = await createStudent(t.app, { centreId });
    const urls = [
      '/api/dashboard/AddStudent?sort=registrationNumber&order=desc',
      `/api/dashboard/AddStudent/${student.registrationNumber}`,
      '/api/dashboard/summary',
    ];
    for (const url of urls) expect((await get(url, staff)).statusCode).toBe(200);
    // Kept (on PostgreSQL, writes anywhere on the server move its snapshot: fewer may be kept).
    expect(t.app.answers.kept().answers).toBeGreaterThan(0);
    expect(t.app.answers.kept().answers).toBeLessThanOrEqual(3);

    // Any write: the answers of before can never be sent again, and are not kept.
    await createStudent(t.app, { centreId: otherCentreId });
    expect((await get(urls[1]!, staff)).statusCode).toBe(200);
    // At most the one answer read since (none, had the database moved on again meanwhile).
    expect(t.app.answers.kept().answers).toBeLessThanOrEqual(1);
  });

  it('never gives one centre the answer kept for another, or for head office', async () => {
    const mine = await createStudent(t.app, { centreId });
    const theirs = await createStudent(t.app, { centreId: otherCentreId });
    const url = '/api/dashboard/AddStudent?pageSize=100';
    const headOffice = names((await get(url, head)).body);
    expect(headOffice).toEqual(
      expect.arrayContaining([
        `${mine.registrationNumber} Ravi`,
        `${theirs.registrationNumber} Ravi`,
      ]),
    );
    const ours = names((await get(url, staff)).body);
    expect(ours).toContain(`${mine.registrationNumber} Ravi`);
    expect(ours).not.toContain(`${theirs.registrationNumber} Ravi`);
    const other = names((await get(url, otherStaff)).body);
    expect(other).toContain(`${theirs.registrationNumber} Ravi`);
    expect(other).not.toContain(`${mine.registrationNumber} Ravi`);

    // A student of the other centre stays out of reach (not found), however often it is asked for.
    const detail = `/api/dashboard/AddStudent/${theirs.registrationNumber}`;
    expect((await get(detail, otherStaff)).statusCode).toBe(200);
    expect((await get(detail, staff)).statusCode).toBe(404);
    expect((await get(detail, staff)).statusCode).toBe(404);
  });

  it('shows an edited student, a renamed course and an archived student at once', async () => {
    const student = await createStudent(t.app, { centreId });
    const detail = `/api/dashboard/AddStudent/${student.registrationNumber}`;
    const list = `/api/dashboard/AddStudent?q=${student.registrationNumber}`;
    expect((JSON.parse((await get(detail, staff)).body) as { firstname: string }).firstname).toBe(
      'Ravi',
    );
    const listed = JSON.parse((await get(list, staff)).body) as { courseName: string }[];
    expect(listed).toHaveLength(1);

    await t.app.db
      .updateTable('students')
      .set({ firstname: 'Sunita' })
      .where('registration_number', '=', student.registrationNumber)
      .execute();
    expect((JSON.parse((await get(detail, staff)).body) as { firstname: string }).firstname).toBe(
      'Sunita',
    );

    const course = await t.app.db
      .selectFrom('courses')
      .select(['code', 'name'])
      .where('code', '=', '8')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('courses')
      .set({ name: `${course.name} (renamed)` })
      .where('code', '=', course.code)
      .execute();
    const renamed = JSON.parse((await get(list, staff)).body) as { courseName: string }[];
    expect(renamed[0]!.courseName).toBe(`${course.name} (renamed)`);
    await t.app.db
      .updateTable('courses')
      .set({ name: course.name })
      .where('code', '=', course.code)
      .execute();

    const archived = await t.app.inject({
      method: 'DELETE',
      url: detail,
      headers: staff,
    });
    expect(archived.statusCode).toBeLessThan(300);
    expect(JSON.parse((await get(list, staff)).body)).toEqual([]);
    // Centre staff are told the student is archived (decision 0058), not that there is none.
    expect((await get(detail, staff)).statusCode).toBe(409);
  });

  it('counts a new student in the dashboard figures at once', async () => {
    const figures = async () =>
      (JSON.parse((await get('/api/dashboard/summary', staff)).body) as { studentsTotal: number })
        .studentsTotal;
    const before = await figures();
    expect(await figures()).toBe(before);
    await createStudent(t.app, { centreId });
    expect(await figures()).toBe(before + 1);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'PostgreSQL: sees a write of another connection once it commits, never before and never later',
    async () => {
      const student = await createStudent(t.app, { centreId });
      const detail = `/api/dashboard/AddStudent/${student.registrationNumber}`;
      const list = `/api/dashboard/AddStudent?q=${student.registrationNumber}`;
      const firstname = async () =>
        (JSON.parse((await get(detail, staff)).body) as { firstname: string }).firstname;
      const listed = async () => names((await get(list, staff)).body);
      expect(await firstname()).toBe('Ravi');
      expect(await listed()).toEqual([`${student.registrationNumber} Ravi`]);

      // Another instance's connection, in a transaction left open across the reads.
      const other = new pg.Client({ connectionString: t.database.env.DATABASE_URL });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('update students set firstname = $1 where registration_number = $2', [
          'Asha',
          student.registrationNumber,
        ]);
        // Not committed: every read (kept or not) still shows the committed name.
        expect(await firstname()).toBe('Ravi');
        expect(await firstname()).toBe('Ravi');
        expect(await listed()).toEqual([`${student.registrationNumber} Ravi`]);
        await other.query('commit');
        expect(await firstname()).toBe('Asha');
        expect(await listed()).toEqual([`${student.registrationNumber} Asha`]);

        // Committed without a transaction of its own, and rolled back: the same.
        await other.query('update students set firstname = $1 where registration_number = $2', [
          'Meera',
          student.registrationNumber,
        ]);
        expect(await firstname()).toBe('Meera');
        await other.query('begin');
        await other.query('update students set firstname = $1 where registration_number = $2', [
          'Nobody',
          student.registrationNumber,
        ]);
        await other.query('rollback');
        expect(await firstname()).toBe('Meera');
        expect(await listed()).toEqual([`${student.registrationNumber} Meera`]);
      } finally {
        await other.end();
      }
    },
  );

  it.runIf(process.env.TEST_DB !== 'postgres')(
    'SQLite: sees a write committed by another connection to the same file',
    async () => {
      const student = await createStudent(t.app, { centreId });
      const detail = `/api/dashboard/AddStudent/${student.registrationNumber}`;
      expect((JSON.parse((await get(detail, staff)).body) as { firstname: string }).firstname).toBe(
        'Ravi',
      );
      const other = new SQLite(path.join(t.database.env.DATA_DIR!, 'institute.sqlite'));
      try {
        other
          .prepare('update students set firstname = ? where registration_number = ?')
          .run('Asha', student.registrationNumber);
      } finally {
        other.close();
      }
      expect((JSON.parse((await get(detail, staff)).body) as { firstname: string }).firstname).toBe(
        'Asha',
      );
    },
  );
});

describe('with ANSWER_CACHE=false', () => {
  it('reads the database for every request and answers as with the cache', async () => {
    const uncached = await createTestApp({ ANSWER_CACHE: 'false' });
    try {
      const centre = await createCentre(uncached.app);
      const user = await createUser(uncached.app, { role: 'centre_staff', centreId: centre });
      const headers = await signInStaff(uncached.app, user);
      const student = await createStudent(uncached.app, { centreId: centre });
      const list = () =>
        uncached.app.inject({ method: 'GET', url: '/api/dashboard/AddStudent', headers });
      const first = await list();
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(names(first.body).map((row) => row.split(' ')[0])).toEqual([
        student.registrationNumber,
      ]);
      expect((await list()).body).toBe(first.body);
      const one = await uncached.app.inject({
        method: 'GET',
        url: `/api/dashboard/AddStudent/${student.registrationNumber}`,
        headers,
      });
      expect(one.json().registrationNumber).toBe(student.registrationNumber);
    } finally {
      await uncached.close();
    }
  });
});
