// npm start: builds whatever is missing (web client, web renderer, server), then runs the server
// in this same process, so that the start costs one Node.js boot and no more.
// package.json's `start` runs this file with `exec`: the shell npm starts it from is replaced by
// Node.js, so the SIGTERM or SIGINT that npm forwards reaches the server (main.ts shuts down on
// it) instead of ending the shell and leaving the server listening.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const outputs = {
  web: ['apps/web/dist/client/index.html', 'apps/web/dist/server/entry-server.js'],
  server: ['apps/server/dist/main.js'],
};

/** Runs a build; a SIGINT or SIGTERM meanwhile goes to it, and this process then ends with it. */
function build(workspace) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '-w', `@institute/${workspace}`], {
      cwd: root,
      stdio: 'inherit',
    });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve({ code, signal });
    });
  });
}

for (const [workspace, files] of Object.entries(outputs)) {
  if (files.every((file) => existsSync(path.join(root, file)))) continue;
  console.log(`Building ${workspace} (first start)...`);
  const { code, signal } = await build(workspace);
  // Stopped by a signal: end as a shell reports it (128 + the signal's number).
  if (signal) process.exit(128 + (constants.signals[signal] ?? 0));
  if (code !== 0) process.exit(code ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, outputs.server[0])).href);
