import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { runTransaction } from '../../../lib/transaction';
import { reorderRows, type OrderedTable } from '../ordered-rows';
import type { AnyContentKind, KindWrites } from './content-kind';

/**
 * The same reads and versioned writes for every kind's table (content-kind.ts): the kind names its
 * table, columns and order; a write happens only at the version the editor read.
 */
export function createKindRepository<Row>(
  db: Kysely<DB>,
  kind: Pick<AnyContentKind, 'table' | 'columns' | 'orderBy' | 'query' | 'parent' | 'owner'>,
) {
  // The table is the kind's (one of KindTable, all this module's): its columns are the kind's own.
  type Rows = Kysely<Record<string, Record<string, unknown>>>;
  const rowsOf = (executor: Kysely<DB>) => executor as unknown as Rows;
  const rows = rowsOf(db);
  const table = kind.table;
  const columns = kind.columns as string[];

  type Select = ReturnType<typeof plain>;
  const plain = (executor: Kysely<DB> = db) => rowsOf(executor).selectFrom(table).select(columns);
  const read = (executor: Kysely<DB> = db): Select =>
    kind.query ? (kind.query(executor) as Select) : plain(executor);

  const { parent } = kind;
  // A kind whose table another module owns writes it through that module's writes (decision 0091).
  const writes: KindWrites = kind.owner?.writes ?? {
    async insert(values, at, executor) {
      const row = await rowsOf(executor)
        .insertInto(table)
        .values({ ...values, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async update(id, version, values, at, executor) {
      const updated = await rowsOf(executor)
        .updateTable(table)
        .set((eb) => ({ ...values, updated_at: at, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },
    async delete(id, version, executor) {
      const deleted = await rowsOf(executor)
        .deleteFrom(table)
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },
    reorder: (executor, order, at) => reorderRows(executor, table as OrderedTable, order, at),
  };
  /** A kind with a parent: its rows within one parent (`of`); all rows otherwise. */
  type Narrowed = { where(column: string, op: '=', value: number): unknown };
  const within = <Q>(query: Q, of: number | undefined): Q =>
    parent && of !== undefined
      ? ((query as Narrowed).where(`${table}.${parent.column}`, '=', of) as Q)
      : query;

  /** The rows in the kind's order (a kind with a parent: one parent's). */
  const list = async (of?: number): Promise<Row[]> => {
    let query = within(read(), of);
    for (const column of kind.orderBy) query = query.orderBy(column);
    return (await query.execute()) as Row[];
  };

  return {
    list,

    /** Whether the parent row `id` is there (a kind with a parent). */
    parentExists: async (id: number): Promise<boolean> =>
      parent !== undefined &&
      (await rows.selectFrom(parent.table).select('id').where('id', '=', id).executeTakeFirst()) !==
        undefined,

    /** Runs `work` in one transaction (a picture's files and its row together). */
    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),

    find: async (id: number, executor: Kysely<DB> = db): Promise<Row | undefined> =>
      (await read(executor).where(`${table}.id`, '=', id).executeTakeFirst()) as Row | undefined,

    /** The version of the parent row `id` (a kind with a parent), undefined when it is gone. */
    async parentVersion(id: number, executor: Kysely<DB> = db): Promise<number | undefined> {
      if (!parent) return undefined;
      const row = await rowsOf(executor)
        .selectFrom(parent.table)
        .select('version')
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? Number(row.version) : undefined;
    },

    /** How many rows the list (of one parent) holds: a kind with a limit. */
    async count(executor: Kysely<DB> = db, of?: number): Promise<number> {
      const row = await within(
        rowsOf(executor)
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count')),
        of,
      ).executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** The first row whose `column` holds `value` (its id). */
    findBy: async (column: string, value: unknown): Promise<{ id: number } | undefined> =>
      (await rows.selectFrom(table).select('id').where(column, '=', value).executeTakeFirst()) as
        { id: number } | undefined,

    /** The position after the last item of the list (of one parent). */
    async nextPosition(executor: Kysely<DB> = db, of?: number): Promise<number> {
      const row = await within(
        rowsOf(executor)
          .selectFrom(table)
          .select((eb) => eb.fn.max<number | null>('position').as('last')),
        of,
      ).executeTakeFirst();
      return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
    },

    insert: (values: Record<string, unknown>, at: string, executor: Kysely<DB> = db) =>
      writes.insert(values, at, executor),

    /** Saves the row if it is still at `version`; false when someone else saved it first. */
    update: (
      id: number,
      version: number,
      values: Record<string, unknown>,
      at: string,
      executor: Kysely<DB> = db,
    ): Promise<boolean> => writes.update(id, version, values, at, executor),

    delete: (id: number, version: number): Promise<boolean> => writes.delete(id, version, db),

    reorder: (items: { id: number; version: number }[], at: string) =>
      writes.reorder(db, items, at),
  };
}

export type KindRepository<Row> = ReturnType<typeof createKindRepository<Row>>;
