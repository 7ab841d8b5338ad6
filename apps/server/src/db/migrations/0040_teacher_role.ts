import { sql, type Kysely } from 'kysely';
import { isPostgres, oneOf } from '../migration-helpers';

/**
 * The teacher role (issue 35 point 2, decision 0069): `users.role` may also be 'teacher', a staff
 * account of one centre that reaches only the batches assigned to it (`batches.teacher_user_id`).
 * PostgreSQL replaces the check constraint. SQLite cannot change a table's check constraint in
 * place (and the driver's defensive mode refuses editing its schema), so the table is rebuilt
 * with SQLite's own procedure: foreign keys off, a copy with the new definition, the rows and the
 * indexes moved over, the foreign keys checked, on again. Never edit once landed.
 */

// Migrations work on any schema, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const BEFORE = ['head_office', 'centre_staff', 'student', 'registered'];
const AFTER = [...BEFORE, 'teacher'];

async function replaceRoleCheck(db: AnyDb, from: string[], to: string[]): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table users drop constraint users_role_check`.execute(db);
    await sql`alter table users add constraint users_role_check check (${oneOf('role', to)})`.execute(
      db,
    );
    return;
  }
  const { rows } = await sql<{
    type: string;
    name: string;
    sql: string | null;
  }>`select type, name, sql from sqlite_master where tbl_name = 'users'`.execute(db);
  const table = rows.find((row) => row.type === 'table')?.sql;
  const oldCheck = oneOf('role', from).compile(db).sql;
  if (!table?.includes(oldCheck)) throw new Error('users: role check not found');
  const indexes = rows.filter((row) => row.type === 'index' && row.sql !== null);
  const created = table
    .replace(oldCheck, oneOf('role', to).compile(db).sql)
    .replace(/^create table ("?)users\1/i, 'create table "users_rebuilt"');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      await sql.raw(created).execute(db);
      await sql`insert into users_rebuilt select * from users`.execute(db);
      await sql`drop table users`.execute(db);
      await sql`alter table users_rebuilt rename to users`.execute(db);
      for (const index of indexes) await sql.raw(index.sql!).execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error('users: foreign keys broken by the rebuild');
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: AnyDb): Promise<void> {
  await replaceRoleCheck(db, BEFORE, AFTER);
}

export async function down(db: AnyDb): Promise<void> {
  await replaceRoleCheck(db, AFTER, BEFORE);
}
