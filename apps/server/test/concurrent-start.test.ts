import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, stubWebBuild, type Server } from './helpers/server-process';
import { TEST_ADMIN } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

// Two instances started at the same moment on an empty database (docs/deploy.md says this is
// safe): both migrate and seed it, one after the other, and both become ready. Three trials,
// each on a new empty database.

const TRIALS = 3;

let started: Server[] = [];
let databases: TestDatabase[] = [];

afterEach(async () => {
  for (const server of started) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const database of databases) await database.drop();
  started = [];
  databases = [];
});

describe('two instances started together on an empty database', () => {
  for (let trial = 1; trial <= TRIALS; trial++) {
    it(`both start and are ready (trial ${trial} of ${TRIALS})`, { timeout: 120_000 }, async () => {
      const database = await createTestDatabase();
      databases.push(database);
      const env = {
        ...database.env,
        WEB_DIST: stubWebBuild(path.join(database.env.DATA_DIR!, 'web')),
      };

      const results = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
      started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));

      expect(
        results.flatMap((result) =>
          result.status === 'rejected' ? [String(result.reason).slice(0, 2000)] : [],
        ),
      ).toEqual([]);
      for (const server of started) {
        const ready = await fetch(`http://127.0.0.1:${server.port}/api/health/ready`);
        expect(ready.status).toBe(200);
        const login = await fetch(`http://127.0.0.1:${server.port}/api/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(TEST_ADMIN),
        });
        expect(login.status).toBe(200);
      }
    });
  }
});
