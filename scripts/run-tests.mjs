// `npm test`: every check, in two lanes that run side by side, then the browser tests alone.
// The static checks (lint, format, type check) and the production build only need the CPU, while
// the unit and API tests spend much of their time waiting on databases and child processes, so
// together they finish sooner than one after the other. The browser tests come last and alone, after the production
// build: run beside the unit tests (tried, decision 0037) both lanes took as long as the two one
// after the other, and timing-bound tests failed: Chromium alone keeps the two cores busy.
// Each step's time is printed at the end and written to reports/test-timings.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

// SQLite's driver compiles from source on a machine that cannot fetch its prebuilt binary (50 s
// on one core). `.ci/run` installs with scripts off and leaves that compile to here, where it runs
// at the head of the unit lane beside the static checks instead of before everything.
const sqliteDriver = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';
const lanes = [
  ['lint', 'format:check', 'typecheck', 'build'],
  [...(fs.existsSync(sqliteDriver) ? [] : ['build:sqlite']), 'test:unit'],
];
const last = ['test:e2e'];

const timings = [];
const started = Date.now();
const seconds = (ms) => Math.round(ms / 100) / 10;

function run(script) {
  return new Promise((resolve) => {
    const begin = Date.now();
    console.log(`\n[test] ${script}: started`);
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      const ok = code === 0;
      timings.push({ script, seconds: seconds(Date.now() - begin), ok });
      console.log(
        `\n[test] ${script}: ${ok ? 'passed' : `failed (${signal ?? code})`} in ${seconds(Date.now() - begin)} s`,
      );
      resolve(ok);
    });
  });
}

/** Runs the scripts one after the other, stopping at the first failure. */
async function lane(scripts) {
  for (const script of scripts) if (!(await run(script))) return false;
  return true;
}

let ok = (await Promise.all(lanes.map(lane))).every(Boolean);
if (ok) ok = await lane(last);

const total = seconds(Date.now() - started);
console.log('\n[test] step times (s):');
for (const { script, seconds: s, ok: passed } of timings)
  console.log(`[test]   ${script.padEnd(14)} ${String(s).padStart(6)}${passed ? '' : '  FAILED'}`);
console.log(`[test]   ${'total'.padEnd(14)} ${String(total).padStart(6)}`);
fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync(
  'reports/test-timings.json',
  `${JSON.stringify({ total, steps: timings }, null, 2)}\n`,
);
process.exit(ok ? 0 : 1);
