import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../db/database';
import type { DB } from '../db/schema';
import { answerEveryTime, createAnswerCache, type AnswerCache } from '../lib/answer-cache';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    dialect: Dialect;
    /** Kept answers of read-only routes while the database has not changed. */
    answers: AnswerCache;
  }
}

/** Makes the database available as app.db (and its answer cache) and closes it with the app. */
export function registerDatabase(
  app: FastifyInstance,
  database: Database,
  options: { answerCache: boolean } = { answerCache: true },
): void {
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate(
    'answers',
    options.answerCache ? createAnswerCache(database.changeStamp) : answerEveryTime,
  );
  app.addHook('onClose', async () => {
    await database.destroy();
  });
}
