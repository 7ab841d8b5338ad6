import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../db/database';
import type { DB } from '../db/schema';
import { createAnswerCache, type AnswerCache } from '../lib/answer-cache';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    dialect: Dialect;
    /** Kept answers of read-only routes while the database has not changed. */
    answers: AnswerCache;
  }
}

/** Makes the database available as app.db (and its answer cache) and closes it with the app. */
export function registerDatabase(app: FastifyInstance, database: Database): void {
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('answers', createAnswerCache(database.changeStamp));
  app.addHook('onClose', async () => {
    await database.destroy();
  });
}
