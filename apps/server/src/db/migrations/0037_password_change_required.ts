import type { Kysely } from 'kysely';

/**
 * A password someone else chose or saw (issue 37, decision 0060): `users.must_change_password`
 * is 1 for the first head office account made from ADMIN_PASSWORD or with a generated password,
 * and for a staff member whose password head office set; until its owner chooses their own,
 * the dashboard's API answers 403 PASSWORD_CHANGE_REQUIRED. Accounts already there keep 0.
 * Never edit once landed.
 */

// Migrations work on any schema, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();
}
