import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export function registerStorage(app: FastifyInstance, storage: FileStorage): void {
  app.decorate('storage', storage);
}
