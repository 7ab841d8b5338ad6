import { PostgresAdapter, type Kysely } from 'kysely';

/** Whether the database is PostgreSQL (else SQLite). */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
