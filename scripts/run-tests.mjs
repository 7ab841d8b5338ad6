// `npm test`: every check, in three lanes that run side by side:
// - the unit and API tests (after SQLite's driver is compiled, where it must be);
// - the production build, then the browser tests against it (once the driver is there too);
// - the static checks: lint, format, type check; then the fault suite on the build, then the web
//   components' tests (jsdom): the unit lane is the longest, the static lane ends minutes before.
// The lanes overlap on purpose (decision 0041): the unit and API tests spend a part of their time
// waiting on databases and child processes, the browser tests on the browser, and the static
// checks need one core, so each fills the others' idle time. One after the other they took
// 603 s on a 2-core machine with the cores a quarter idle.
// Each step's time is printed at the end and written to reports/test-timings.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

// SQLite's driver compiles from source on a machine that cannot fetch its prebuilt binary (50 s
// on one core). `.ci/run` installs with scripts off and leaves that compile to here, where it runs
// beside the build and the static checks instead of before everything.
const sqliteDriver = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';

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

// Whether SQLite's driver is there (compiled first where it is missing): the unit tests and the
// browser tests' server need it.
const sqliteReady = fs.existsSync(sqliteDriver) ? Promise.resolve(true) : run('build:sqlite');

const built = lane(['build']);
const ok = (
  await Promise.all([
    sqliteReady.then((ready) => ready && lane(['test:api'])),
    built.then(async (ok) => ok && (await sqliteReady) && lane(['test:e2e'])),
    // The fault suite (docs/testing.md) runs the built server once the static checks are done:
    // they end minutes before the unit and API tests, and the suite's recoveries, measured in
    // tenths of a second, have a bound of 5 s.
    Promise.all([lane(['lint', 'format:check', 'typecheck']), built]).then(
      async ([checked, hasBuild]) =>
        checked && hasBuild && (await sqliteReady) && lane(['test:faults', 'test:web']),
    ),
  ])
).every(Boolean);

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
