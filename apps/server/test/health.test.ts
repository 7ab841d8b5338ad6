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

  it('does not serve web pages when no web build is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
