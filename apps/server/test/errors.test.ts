import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/lib/errors';
import { errorHandler } from '../src/plugins/errors';

/** A bare Fastify app with the product's error handler and a few routes that fail on purpose. */
function appWithErrorHandler(logs: string[]) {
  const app = Fastify({
    logger: {
      level: 'error',
      stream: { write: (line: string) => logs.push(line) },
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.post(
    '/signup',
    {
      schema: {
        body: z.object({
          name: z.string().min(3, 'Name must be at least 3 characters long'),
          email: z.email('Invalid email format'),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/conflict', async () => {
    throw new AppError(409, 'CONFLICT', 'That email is already registered.');
  });
  app.get('/crash', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 at /srv/app/secret.ts');
  });
  return app;
}

describe('the error shape on the wire', () => {
  it('answers validation errors with 400 and the messages per field', async () => {
    const app = appWithErrorHandler([]);
    const response = await app.inject({
      method: 'POST',
      url: '/signup',
      payload: { name: 'Al', email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Name must be at least 3 characters long',
      fieldErrors: {
        name: ['Name must be at least 3 characters long'],
        email: ['Invalid email format'],
      },
    });
  });

  it('answers malformed JSON with a 400 in the same shape', async () => {
    const app = appWithErrorHandler([]);
    const response = await app.inject({
      method: 'POST',
      url: '/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
  });

  it('answers the product’s own errors with their status, code and message', async () => {
    const app = appWithErrorHandler([]);
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      message: 'That email is already registered.',
    });
  });

  it('answers anything unexpected with a 500 that reveals nothing, and logs it', async () => {
    const logs: string[] = [];
    const app = appWithErrorHandler(logs);
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|secret|stack/);
    expect(logs.join('')).toMatch(/ECONNREFUSED/);
  });
});
