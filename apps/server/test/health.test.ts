import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_MIGRATION } from '../src/db/migrator';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the database dialect and the newest applied migration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: { dialect: t.database.kind, migration: LATEST_MIGRATION },
    });
    expect(LATEST_MIGRATION).toMatch(/^\d{4}_/);
  });

  it('answers readiness after a select 1 on the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers an unknown API route with a JSON 404 in the common error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'No route for GET /api/no-such-thing',
    });
  });

  it('answers a POST to an unknown path with a JSON 404 as well', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/reference']),
    );
    expect(
      document.paths['/api/health'].get.responses['200'].content['application/json'].schema
        .properties.database,
    ).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('serves the API docs page with a content security policy and the site’s other headers', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const script = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(script.statusCode).toBe(200);
  });

  it('does not serve web pages when no web build is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('GET /api/health when the database has gone away', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The database closes under the running app (Kysely refuses every query afterwards).
    await t.app.db.destroy();
  });
  afterAll(() => t.close());

  it('keeps answering liveness from memory, and readiness with 503', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({
      status: 'ok',
      database: { dialect: t.database.kind, migration: LATEST_MIGRATION },
    });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
  });
});
