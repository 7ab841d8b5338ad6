import { sql, type CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';

// Bulk writes on PostgreSQL through COPY (decision 0090): the rows go into a temporary staging
// table in COPY's text format, one stream for all of them, then one INSERT ... SELECT moves them
// to their table. Each value is parsed by PostgreSQL as its column's type, as a parameter would be.

type Value = string | number | bigint | boolean | null | undefined;

/** One value in COPY's text format: `\N` for null; backslash, tab, newline and return escaped. */
function copyText(value: Value): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value).replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

/**
 * Runs a COPY ... FROM STDIN on the connection of `executor` (a transaction's, so the staging
 * table is its own), writing `lines`. Kysely hands the query to node-postgres's `client.query`,
 * which accepts a submittable query object (the COPY stream) and returns it as it is.
 */
async function copyIn(executor: Kysely<unknown>, statement: string, lines: Iterable<string>) {
  const stream = copyFrom(statement);
  const done = pipeline(
    Readable.from(chunks(lines), { objectMode: false }),
    stream as unknown as NodeJS.WritableStream,
  );
  await executor.executeQuery({
    sql: stream as unknown as string,
    parameters: [],
    query: { kind: 'RawNode', sqlFragments: [statement], parameters: [] },
    queryId: { queryId: 'copy' },
  } as unknown as CompiledQuery);
  await done;
}

/** The lines joined in chunks of about 64 KB (one write per line would be slow). */
function* chunks(lines: Iterable<string>): Generator<string> {
  let chunk = '';
  for (const line of lines) {
    chunk += line;
    if (chunk.length >= 65_536) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * From how many rows a bulk write on PostgreSQL goes through COPY (below it, one multi-row
 * statement is quicker than a staging table). A test sets it to compare both paths.
 */
export const copySettings = { minRows: 200 };

/** Whether these rows are written through COPY: PostgreSQL, and enough of them. */
export const usesCopy = (dialect: 'postgres' | 'sqlite', rows: number) =>
  dialect === 'postgres' && rows >= copySettings.minRows;

/**
 * Inserts `rows` into `table` through a staging table filled by COPY, in the rows' order (so
 * that serial ids are given in that order), skipping rows that conflict on `onConflictColumn`
 * when given; returns the `returning` columns of the inserted rows.
 */
export async function insertByCopy<R = never>(
  trx: Kysely<unknown>,
  table: string,
  rows: readonly Record<string, Value>[],
  options: { returning?: readonly string[]; onConflictColumn?: string } = {},
): Promise<R[]> {
  if (rows.length === 0) return [];
  // The staging table lives until the transaction's end: outside one, a transaction of its own.
  if (!trx.isTransaction) {
    return trx.transaction().execute((own) => insertByCopy<R>(own, table, rows, options));
  }
  const columns = Object.keys(rows[0]!);
  const staging = `copy_${table}`;
  await copyToStaging(trx, staging, table, columns, rows);
  const list = stagedColumns(columns);
  const { rows: saved } = await sql<R>`
    insert into ${sql.table(table)} (${list})
    select ${list} from ${sql.table(staging)} order by n
    ${options.onConflictColumn ? sql`on conflict (${sql.ref(options.onConflictColumn)}) do nothing` : sql``}
    ${options.returning ? sql`returning ${stagedColumns(options.returning)}` : sql``}
  `.execute(trx);
  await sql`drop table ${sql.table(staging)}`.execute(trx);
  return saved;
}

/**
 * Copies `rows` (objects with the same `columns`) into a new temporary table `staging`, dropped
 * at the transaction's end, with the columns' types as in `like` and an ordinal `n` (the rows'
 * order, from 1). The caller then inserts from it with `insertFromStaging`.
 */
export async function copyToStaging(
  trx: Kysely<unknown>,
  staging: string,
  like: string,
  columns: readonly string[],
  rows: readonly Record<string, Value>[],
): Promise<void> {
  const columnList = sql.join(columns.map((column) => sql.ref(column)));
  await sql`drop table if exists ${sql.table(staging)}`.execute(trx);
  await sql`create temporary table ${sql.table(staging)} on commit drop as
    select 0::integer as n, ${columnList} from ${sql.table(like)} with no data`.execute(trx);
  const quoted = ['n', ...columns].map((column) => `"${column.replace(/"/g, '""')}"`).join(', ');
  await copyIn(
    trx,
    `copy "${staging.replace(/"/g, '""')}" (${quoted}) from stdin`,
    (function* () {
      let n = 0;
      for (const row of rows) {
        n += 1;
        yield `${n}\t${columns.map((column) => copyText(row[column])).join('\t')}\n`;
      }
    })(),
  );
}

/** The staging table's columns as a select list, in the rows' order. */
export const stagedColumns = (columns: readonly string[]): RawBuilder<unknown> =>
  sql.join(columns.map((column) => sql.ref(column)));
