// `npm run api:types`: writes the typed client's types (tools/api-client/schema.ts) from the API
// document, made by building the app (a throwaway SQLite database) without starting a server.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { API_TYPES_FILE, apiTypesOf } from '../apps/server/test/helpers/api-types';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-types-'));
try {
  const app = await buildApp(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
  );
  await app.ready();
  const document = app.swagger();
  await app.close();
  writeFileSync(API_TYPES_FILE, await apiTypesOf(document));
  console.log(`wrote ${path.relative(process.cwd(), API_TYPES_FILE)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
