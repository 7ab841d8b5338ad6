import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../db/database';
import type { DB } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    dialect: Dialect;
  }
}

/** Makes the database available as app.db and closes it when the app closes. */
export function registerDatabase(app: FastifyInstance, database: Database): void {
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.addHook('onClose', async () => {
    await database.destroy();
  });
}
