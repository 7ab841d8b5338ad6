// npm run bench: the foundation's budgets, measured on the built tree.
// - cold start of `npm start` to the first answered request (fresh database, then existing one);
// - resident memory of the server at idle.
// Prints figures; it asserts nothing (budgets are checked by reading them, not by timing tests).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNodeFlags } from './start-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = 4400;
const runs = 5;

if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

async function waitForHealth(deadline) {
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not answer within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Stops the whole process group (npm and the server it started) and waits for the port to free. */
async function stop(child) {
  process.kill(-child.pid, 'SIGTERM');
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    } catch {
      return;
    }
  }
}

async function coldStart(command, args, dataDir) {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true,
  });
  await waitForHealth(Date.now() + 20_000);
  const elapsed = performance.now() - started;
  return { child, elapsed };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const fresh = [];
const existing = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-bench-'));
for (let i = 0; i < runs; i++) {
  const freshDir = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-bench-'));
  let run = await coldStart('npm', ['start'], freshDir);
  fresh.push(run.elapsed);
  await stop(run.child);
  run = await coldStart('npm', ['start'], dataDir);
  existing.push(run.elapsed);
  await stop(run.child);
}

// Memory: the server process itself, started as npm start starts it: first on a new database
// (whose first start stores the seed files, decision 0045), then restarted on that database.
const startArgs = [...startNodeFlags(root), 'scripts/start.mjs'];
async function idleRss(dir, settleMs) {
  const { child } = await coldStart(process.execPath, startArgs, dir);
  // The first start stores the marketing tools' files a second after it listens.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (let i = 0; i < 20; i++) await fetch(`http://127.0.0.1:${port}/`);
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  await stop(child);
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}
const memoryDir = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-bench-'));
const firstRssKb = await idleRss(memoryDir, 3000);
const rssKb = await idleRss(memoryDir, 3000);

const ms = (values) =>
  `median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;
console.log(
  `machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);
console.log(`npm start to first answer, new database:      ${ms(fresh)}`);
console.log(`npm start to first answer, existing database: ${ms(existing)}`);
console.log(
  `server RSS at idle after 20 page renders, first start on a new database: ${(firstRssKb / 1024).toFixed(0)} MB`,
);
console.log(
  `server RSS at idle after 20 page renders, after a restart:           ${(rssKb / 1024).toFixed(0)} MB`,
);
