import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../lib/dialect';

export { isPostgres };

/** An auto-numbered integer primary key named id, on either dialect. */
export function withIdColumn(db: Kysely<unknown>) {
  return <T extends string, C extends string>(builder: CreateTableBuilder<T, C>) =>
    isPostgres(db)
      ? builder.addColumn('id', 'serial', (col) => col.primaryKey())
      : builder.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** A check constraint expression `column in ('a', 'b')` from constant values. */
export function oneOf(column: string, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql.raw(`${column} in (${list})`);
}
