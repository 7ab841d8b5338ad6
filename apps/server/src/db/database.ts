import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import type { Config } from '../config';
import type { DB } from './schema';
import { coalescedRead } from '../lib/coalesced-read';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  destroy(): Promise<void>;
  /**
   * A text that changes whenever the database may have changed, read before the data it stamps;
   * lib/answer-cache.ts keys on it. SQLite: the writes through this connection and commits by
   * other connections or processes. PostgreSQL: the current snapshot (below).
   */
  changeStamp: () => string | Promise<string>;
}

/**
 * PostgreSQL's change stamp: the current snapshot, `xmin:xmax:in-progress ids`. Every transaction
 * that writes takes an id; while it runs its id is in every snapshot's in-progress list, and once
 * it has committed (or rolled back) no later snapshot is the same as one taken before: its id has
 * left the list, or `xmax` has moved past it. Reads take no id, so the snapshot stays the same
 * while nobody writes (in any database of the server, and whichever app instance writes). A
 * commit already in the log but not yet visible is still in progress in the snapshot: an answer
 * read then is kept under a stamp that no request has once the commit is visible.
 */
function snapshotStamp(pool: pg.Pool): () => Promise<string> {
  // One query per batch of requests that arrive together, each still taken after its request
  // came (lib/coalesced-read.ts).
  return coalescedRead(async () => {
    const result = await pool.query<{ stamp: string }>(
      'select pg_current_snapshot()::text as stamp',
    );
    return result.rows[0]!.stamp;
  });
}

/** Where a lost connection is reported (counted: an outage does not flood the log). */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

/**
 * How long opening one connection to PostgreSQL may take before it fails (and its request is
 * answered 503, plugins/errors.ts): a server that does not answer at all. A request waiting for
 * a free connection of a busy pool is not timed out: on a busy day that wait is the queue, and
 * 50 requests at once must all be served, not some answered 503.
 */
const CONNECTION_TIMEOUT_MS = 3000;

/**
 * A PostgreSQL connection can be lost at any time: the server restarts, an administrator runs
 * pg_terminate_backend, the network drops it. pg then emits 'error' on the client (and, for an
 * idle one, on the pool), and an 'error' event that nobody listens to ends the process. Every
 * client of the pool gets a listener of its own (an idle client is also dropped by the pool; a
 * client in use fails its query, and is dropped when released), and the pool opens new
 * connections when asked: once the server answers again, service resumes by itself.
 */
export function keepPoolAlive(pool: pg.Pool, log?: DatabaseLog): void {
  let lastWarning = 0;
  const report = (error: Error) => {
    if (Date.now() - lastWarning < 10_000) return;
    lastWarning = Date.now();
    log?.warn(
      {
        err: { name: error.name, message: error.message, code: (error as { code?: string }).code },
      },
      'a PostgreSQL connection was lost; new ones are opened when needed',
    );
  };
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
}

/**
 * Named statements of one PostgreSQL connection (decision 0096). Kysely sends every query as an
 * unnamed statement, which PostgreSQL parses, analyses and plans on every execution: a third to
 * two thirds of the database's time for the short queries of a busy day. A query with parameters
 * is given a name made from its text, so that the connection parses it once and PostgreSQL may
 * keep its plan (plan_cache_mode auto: a generic plan only when it costs no more than the
 * custom ones). At most MAX_NAMED texts a connection (the lists with IN (...) make many
 * texts); beyond them queries go unnamed, as before.
 */
export class PreparedNames {
  static readonly MAX_NAMED = 200;
  readonly #names = new Map<string, string>();
  /** Bumped by forget(): the statements of earlier names stay on the connection, unused. */
  #generation = 0;
  nameOf(text: string, parameters: number): string | undefined {
    if (parameters === 0) return undefined;
    const known = this.#names.get(text);
    if (known) return known;
    if (this.#names.size >= PreparedNames.MAX_NAMED) return undefined;
    const name = `k${this.#generation}_${this.#names.size.toString(36)}`;
    this.#names.set(text, name);
    return name;
  }
  forget(): void {
    this.#names.clear();
    this.#generation += 1;
  }
}

/** PostgreSQL's "cached plan must not change result type" (feature_not_supported). */
const CACHED_PLAN_CHANGED = '0A000';

export async function createDatabase(
  config: Config['database'],
  log?: DatabaseLog,
): Promise<Database> {
  if (config.kind === 'postgres') {
    // Loaded on PostgreSQL only: with it, a start on SQLite took about 35 ms longer.
    const { default: pgModule } = await import('pg');
    const { namedStatements } = config;
    // pg-pool applies its own connectionTimeoutMillis to the wait for a free connection too;
    // the client's own bounds only the opening of a connection.
    class Client extends pgModule.Client {
      constructor(options?: pg.ClientConfig) {
        super({ ...options, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS });
      }
      readonly #named = new PreparedNames();
      // Kysely sends (text, values): such a query is sent as a named statement of this
      // connection, parsed once (see PreparedNames).
      override query(...args: unknown[]): never {
        const [text, values] = args;
        const plain = () => (super.query as (...a: unknown[]) => never)(...args);
        if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values)) return plain();
        const name = namedStatements ? this.#named.nameOf(text, values.length) : undefined;
        if (!name) return plain();
        const named = super.query({ name, text, values }) as Promise<pg.QueryResult>;
        return named.catch(async (error: { code?: string; message?: string }) => {
          if (error.code !== CACHED_PLAN_CHANGED || !/cached plan/.test(error.message ?? '')) {
            throw error;
          }
          // A table changed under a kept statement (a migration of a newer server beside this
          // one): the names start again, and the query is asked once more unnamed; inside a
          // transaction that second try fails too (the transaction is aborted), with this error.
          this.#named.forget();
          try {
            return await (plain() as Promise<pg.QueryResult>);
          } catch {
            throw error;
          }
        }) as never;
      }
    }
    const pool = new pgModule.Pool({ connectionString: config.url, max: 10, Client });
    keepPoolAlive(pool, log);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      destroy: () => db.destroy(),
      changeStamp: snapshotStamp(pool),
    };
  }
  fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  try {
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    // ANALYZE reads a sample of each index (about this many rows), so it stays quick on large
    // tables.
    sqlite.pragma('analysis_limit = 1000');
    // Keeps the query planner's statistics fresh (cheap when they already are).
    sqlite.pragma('optimize = 0x10002');
  } catch (error) {
    // Locked by another process, say: the caller may open it again.
    sqlite.close();
    throw error;
  }
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  // total_changes() counts the rows written through this connection, committed or not (a write
  // in progress already moves it); data_version moves when another connection commits.
  const totalChanges = sqlite.prepare('select total_changes()').pluck();
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  const changeStamp = () => `${totalChanges.get() as number}:${dataVersion.get() as number}`;
  return { db, dialect: 'sqlite', destroy: () => db.destroy(), changeStamp };
}

/**
 * Kysely prepares every query anew; SQLite then parses and plans the same SQL on every request.
 * Prepared statements are kept by their SQL text (at most 500, least recently used dropped) and
 * reused, as SQLite intends. A statement still busy (an unfinished iteration) is never shared: a
 * fresh one is prepared for that call. SQLite re-prepares a kept statement itself after a
 * migration changes the schema.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: 500 });
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      const kept = statements.get(sql);
      if (kept && !kept.busy) return kept;
      const statement = sqlite.prepare(sql);
      if (!kept) statements.set(sql, statement);
      return statement;
    },
  };
}
