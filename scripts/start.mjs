// npm start: builds whatever is missing (web client, web renderer, server), then runs the server
// in this same process, so that the start costs one Node.js boot and no more.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const outputs = {
  web: ['apps/web/dist/client/index.html', 'apps/web/dist/server/entry-server.js'],
  server: ['apps/server/dist/main.js'],
};

for (const [workspace, files] of Object.entries(outputs)) {
  if (files.every((file) => existsSync(path.join(root, file)))) continue;
  console.log(`Building ${workspace} (first start)...`);
  const result = spawnSync('npm', ['run', 'build', '-w', `@institute/${workspace}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, outputs.server[0])).href);
