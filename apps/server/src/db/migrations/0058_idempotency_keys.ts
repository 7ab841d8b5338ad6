import type { Kysely } from 'kysely';

/**
 * Idempotency keys (issue 35 point 6, decision 0087): a save sent again from a phone that lost its
 * connection (the attendance day, Add Student) with the same Idempotency-Key gets the first answer
 * instead of doing the work twice. One row per user and key: the primary key makes the claim
 * unique under concurrent requests on either database; `answer` is null while the first request
 * is at work. Rows older than a week are removed by the 'clean-up-sign-ins' job.
 */
// Migrations work on any schema, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status', 'integer')
    .addColumn('answer', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created_at_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
