// `npm test`: every check, in two lanes that run side by side on the 2 cores (decision 0037).
// The browser lane (production build, then Playwright) spends most of its time waiting on pages,
// the server and Chromium: measured on this machine it kept less than one core busy. The other
// lane runs the unit and API tests, which also wait (on databases, child processes, timers), and
// then the CPU-bound static checks (lint, format, type check). Started together, each lane uses
// what the other leaves idle; one after the other, the machine idled for half the run.
// Each step's time is printed at the end and written to reports/test-timings.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const lanes = [
  ['build', 'test:e2e'],
  ['test:unit', 'lint', 'format:check', 'typecheck'],
];

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

const ok = (await Promise.all(lanes.map(lane))).every(Boolean);

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
