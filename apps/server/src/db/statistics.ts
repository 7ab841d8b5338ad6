import { sql, type Kysely } from 'kysely';
import { isPostgres } from './migration-helpers';

/**
 * Brings the query planner's statistics of these tables up to date: after a bulk write (an
 * import of thousands of students), so that the next request is planned with the real numbers
 * rather than those of an empty table, and periodically. SQLite reads a bounded sample of each
 * index (analysis_limit, set when the database opens), so this takes milliseconds; PostgreSQL's
 * ANALYZE samples as well.
 */
export async function refreshStatistics<T>(
  db: Kysely<T>,
  tables: readonly (keyof T & string)[],
): Promise<void> {
  const postgres = isPostgres(db as unknown as Kysely<unknown>);
  for (const table of tables) {
    if (!/^[a-z_]+$/.test(table)) throw new Error(`Bad table name: ${table}`);
    await sql.raw(`analyze ${postgres ? '' : 'main.'}${table}`).execute(db);
  }
}
