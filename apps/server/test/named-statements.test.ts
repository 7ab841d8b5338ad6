import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, PreparedNames } from '../src/db/database';
import { createCentre, createStudent } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

// Queries with parameters are named statements of their PostgreSQL connection, parsed once and
// planned from a kept plan where PostgreSQL finds it as good (decision 0096); on SQLite the
// statement cache of database.ts does the same. The answers are those of unnamed statements,
// and a table changed under a kept statement (a newer server's migration) costs no failed
// request outside a transaction.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('PreparedNames', () => {
  it('names a text once per connection, never a query without parameters, at most MAX_NAMED', () => {
    const names = new PreparedNames();
    expect(names.nameOf('select 1', 0)).toBeUndefined();
    const first = names.nameOf('select $1', 1);
    expect(first).toBeDefined();
    expect(names.nameOf('select $1', 1)).toBe(first);
    expect(names.nameOf('select $1, $2', 2)).not.toBe(first);
    for (let i = 0; i < PreparedNames.MAX_NAMED; i++) names.nameOf(`select $1 + ${i}`, 1);
    expect(names.nameOf('select $1 - 1', 1)).toBeUndefined();
    // Kept names still answer; forget() starts new names that never repeat an old one.
    expect(names.nameOf('select $1', 1)).toBe(first);
    names.forget();
    const again = names.nameOf('select $1', 1);
    expect(again).toBeDefined();
    expect(again).not.toBe(first);
  });
});

describe('queries through the app', () => {
  it('the same query asked many times answers the same, on one connection a named statement', async () => {
    const centreId = await createCentre(t.app);
    const students = await Promise.all(
      Array.from({ length: 3 }, () => createStudent(t.app, { centreId, feePlan: false })),
    );
    await t.app.db.connection().execute(async (db) => {
      const find = (id: number) =>
        db.selectFrom('students').select(['id', 'centre_id']).where('id', '=', id).execute();
      // More than five times: PostgreSQL may then choose a kept generic plan.
      for (let round = 0; round < 8; round++) {
        for (const student of students) {
          expect(await find(student.id)).toEqual([{ id: student.id, centre_id: centreId }]);
        }
      }
      if (t.database.kind === 'postgres') {
        const { rows } = await sql<{ statement: string }>`
          select statement from pg_prepared_statements where statement like '%"students"%'
        `.execute(db);
        expect(
          rows.filter((row) => row.statement.includes('"centre_id" from "students"')),
        ).toHaveLength(1);
      }
    });
  });

  it('a table changed under a kept statement: the next query outside a transaction still answers', async () => {
    const db = t.app.db;
    await sql`create table named_probe (id integer primary key, a text)`.execute(db);
    await sql`insert into named_probe (id, a) values (1, 'one')`.execute(db);
    await db.connection().execute(async (conn) => {
      const probe = () =>
        conn
          .selectFrom('named_probe' as never)
          .selectAll()
          .where('id' as never, '=', 1 as never)
          .execute();
      for (let i = 0; i < 6; i++) expect(await probe()).toEqual([{ id: 1, a: 'one' }]);
      await sql`alter table named_probe add column b text`.execute(conn);
      expect(await probe()).toEqual([{ id: 1, a: 'one', b: null }]);
      expect(await probe()).toEqual([{ id: 1, a: 'one', b: null }]);
    });
    await sql`drop table named_probe`.execute(db);
  });

  it('DATABASE_NAMED_STATEMENTS=false: queries go unnamed, with the same answers', async () => {
    const url = t.database.env.DATABASE_URL;
    const database = await createDatabase(
      url
        ? { kind: 'postgres', url, namedStatements: false }
        : { kind: 'sqlite', file: `${t.database.env.DATA_DIR}/institute.sqlite` },
    );
    try {
      await database.db.connection().execute(async (db) => {
        for (let i = 0; i < 6; i++) {
          const rows = await db
            .selectFrom('centres')
            .select('code')
            .where('code', '=', 'MAIN')
            .execute();
          expect(rows).toEqual([{ code: 'MAIN' }]);
        }
        if (url) {
          const { rows } = await sql`select name from pg_prepared_statements`.execute(db);
          expect(rows).toEqual([]);
        }
      });
    } finally {
      await database.destroy();
    }
  });
});
