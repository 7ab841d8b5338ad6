import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.object({
    dialect: z.enum(['sqlite', 'postgres']),
    migration: z.string().nullable(),
  }),
});

const readySchema = z.object({
  /** 'degraded': the database answers, Redis does not (its fallbacks serve; still ready). */
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  /** Only with REDIS_URL. */
  redis: z.enum(['ok', 'down']).optional(),
});

/** A readiness answer is reused for this long, so that frequent probes cost one query a second. */
const READY_CACHE_MS = 1000;

/**
 * `/health` (liveness) answers from memory: the process is up and the migrations applied when it
 * started. `/health/ready` (readiness) checks that the database answers a `select 1`: 503 when it
 * does not. With REDIS_URL it also tells whether Redis is asked: a Redis that is away leaves the
 * instance ready (200, status 'degraded', redis 'down'), since sessions, sign-in failures and rate
 * limits then use the database and this process (docs/operations.md).
 */
export function healthRoutes(state: { migration: string | null }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness: the process is up; the newest migration applied at start',
          response: { 200: healthSchema },
        },
      },
      async () => ({
        status: 'ok' as const,
        database: { dialect: app.dialect, migration: state.migration },
      }),
    );

    let checked: { at: number; ok: boolean } | null = null;
    let checking: Promise<boolean> | null = null;
    const databaseAnswers = async (): Promise<boolean> => {
      if (checked && Date.now() - checked.at < READY_CACHE_MS) return checked.ok;
      checking ??= sql`select 1`
        .execute(app.db)
        .then(
          () => true,
          (error: unknown) => {
            app.log.warn({ err: error }, 'readiness: the database does not answer');
            return false;
          },
        )
        .then((ok) => {
          checked = { at: Date.now(), ok };
          checking = null;
          return ok;
        });
      return checking;
    };

    app.get(
      '/health/ready',
      {
        schema: {
          tags: ['system'],
          summary:
            'Readiness: the database answers (checked at most once a second); Redis, when configured',
          response: { 200: readySchema, 503: readySchema },
        },
      },
      async (_request, reply) => {
        const ok = await databaseAnswers();
        reply.header('cache-control', 'no-store');
        const redis = app.hasDecorator('redisStatus') ? app.redisStatus() : null;
        const redisPart = redis ? { redis } : {};
        if (!ok) {
          return reply
            .status(503)
            .send({ status: 'unavailable', database: 'unavailable', ...redisPart });
        }
        return {
          status: redis === 'down' ? ('degraded' as const) : ('ok' as const),
          database: 'ok' as const,
          ...redisPart,
        };
      },
    );
  };
}
