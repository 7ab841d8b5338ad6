import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ERROR_CODES } from '@institute/shared/api-error';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrator';
import { seedDefaultCentre, seedFirstAdmin, seedReferenceData, type FirstAdmin } from './db/seed';
import { healthRoutes } from './modules/health/health.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { createLocalStorage } from './lib/storage';
import { registerDatabase } from './plugins/database';
import { errorHandler } from './plugins/errors';
import { registerStorage } from './plugins/storage';
import { registerWeb } from './plugins/web';

export interface BuildOptions {
  /** Called once when the first head office account was created on an empty database. */
  onFirstAdmin?: (admin: Extract<FirstAdmin, { created: true }>) => void;
}

/** Builds the whole application: database (migrated and seeded), API under /api, web app. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  const database = createDatabase(config.database);
  registerDatabase(app, database);
  registerStorage(app, createLocalStorage(config.storageDir));
  try {
    await migrateToLatest(database.db);
    await seedReferenceData(database.db);
    await seedDefaultCentre(database.db);
    const firstAdmin = await seedFirstAdmin(database.db, config.admin);
    if (firstAdmin.created) options.onFirstAdmin?.(firstAdmin);
  } catch (error) {
    await database.destroy();
    throw error;
  }

  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Off by default; a route opts in with `config: { rateLimit: { max, timeWindow } }`.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: ERROR_CODES.tooManyRequests,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Institute network API',
        description: 'Public website and staff back office of a network of training centres.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(referenceRoutes);
    },
    { prefix: '/api' },
  );

  const renderPage = config.webDist ? await registerWeb(app, config.webDist) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (renderPage && isPage && !request.url.startsWith('/api/') && request.url !== '/api') {
      return renderPage(request, reply);
    }
    return reply.status(404).send({
      code: ERROR_CODES.notFound,
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    });
  });

  return app;
}
