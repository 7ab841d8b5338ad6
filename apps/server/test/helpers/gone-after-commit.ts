import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../src/config';
import { createModules } from '../../src/composition';
import type { DB } from '../../src/db/schema';
import type { AuthenticatedUser } from '../../src/lib/access';
import { createAuditLog } from '../../src/lib/audit';
import { createMemorySessionCache } from '../../src/lib/shared-counters';
import { TEST_ADMIN } from './test-app';
import type { TestDatabase } from './test-database';

/**
 * The database going away right after a write commits: a view of `db` that, once armed, works
 * until the end of the next transaction that commits, and then refuses everything, as pg does
 * when the connection is lost (the error handler answers 503 to it). A write that reads its
 * answer back after its commit then fails although it was saved; one that builds its answer
 * inside its transaction answers what it saved.
 */
export function goneAfterCommit(db: Kysely<DB>) {
  let armed = false;
  let gone = false;
  const lost = () =>
    Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
  const wrapBuilder = (builder: object): object =>
    new Proxy(builder, {
      get(target, property) {
        const value = Reflect.get(target, property, target) as unknown;
        if (typeof value !== 'function') return value;
        if (property === 'execute') {
          return async (work: unknown) => {
            const result = await (value as (work: unknown) => Promise<unknown>).call(target, work);
            if (armed) gone = true;
            return result;
          };
        }
        // setIsolationLevel and the like answer another builder.
        return (...args: unknown[]) => {
          const next = (value as (...args: unknown[]) => unknown).apply(target, args);
          return typeof next === 'object' && next !== null ? wrapBuilder(next) : next;
        };
      },
    });
  const view = new Proxy(db, {
    get(target, property) {
      if (gone) throw lost();
      if (property === 'transaction') return () => wrapBuilder(target.transaction());
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    db: view as Kysely<DB>,
    /** From now on, the next commit is the database's last answer. */
    arm() {
      armed = true;
      gone = false;
    },
    /** The database answers again. */
    restore() {
      armed = false;
      gone = false;
    },
    get gone() {
      return gone;
    },
  };
}

/** Every module of the app, built on a database that goes away after a commit (above). */
export async function modulesGoneAfterCommit(app: FastifyInstance, database: TestDatabase) {
  const config = loadConfig({
    NODE_ENV: 'test',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // A test server: its head office is not asked to choose its own password (decision 0060).
    ADMIN_PASSWORD_CHANGE: 'false',
    ...database.env,
  });
  const outage = goneAfterCommit(app.db);
  const modules = createModules({
    db: outage.db,
    storage: app.storage,
    audit: createAuditLog(outage.db),
    sessionTtlHours: config.sessionTtlHours,
    sessionCache: createMemorySessionCache(0),
    seedMarketing: async () => undefined,
    credentialSettings: config.credentials,
    notificationSettings: config.notifications,
    publicContentChanged: () => undefined,
    log: app.log,
  });
  const head = await app.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', TEST_ADMIN.email)
    .executeTakeFirstOrThrow();
  const headOffice: AuthenticatedUser = {
    sessionId: 'gone-after-commit',
    id: head.id,
    name: head.name,
    email: head.email,
    role: 'head_office',
    centreId: null,
    registrationNumber: null,
  };
  return { modules, outage, headOffice };
}
