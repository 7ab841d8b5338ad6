import type { Kysely } from 'kysely';
import { oneOf, withIdColumn } from '../migration-helpers';

/**
 * One row per run of a background job (each attempt of a retried run is a row of its own): the
 * head office's Jobs screen reads them. The runners keep the last runs of each job only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .$call(withIdColumn(db))
    .addColumn('job_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('started_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('finished_at', 'varchar(30)')
    .addColumn('status', 'varchar(10)', (col) =>
      col.notNull().check(oneOf('status', ['running', 'succeeded', 'failed'])),
    )
    .addColumn('error', 'varchar(500)')
    .addColumn('attempt', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('job_runs_job_idx')
    .on('job_runs')
    .columns(['job_name', 'started_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
}
