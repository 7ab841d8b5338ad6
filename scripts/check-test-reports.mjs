// Run by .ci/run after npm test and npm run test:faults: proves that the suites really ran (a green
// run that skipped the PostgreSQL suite, the browser tests or the fault suite must not pass), then
// prints the closing tally.
import fs from 'node:fs';

const requirePostgres = process.argv.includes('--require-postgres');
const requireFaults = process.argv.includes('--require-faults');
const problems = [];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    problems.push(`${file} is missing or unreadable: that suite did not run`);
    return null;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;

// `npm test` runs the web projects apart (scripts/run-tests.mjs): their counts are in a file of their
// own; `npm run test:unit` writes every project to the first.
const vitest = readJson('reports/vitest-summary.json');
const web = fs.existsSync('reports/vitest-web-summary.json')
  ? readJson('reports/vitest-web-summary.json')
  : null;
if (vitest && web) vitest.projects = { ...vitest.projects, ...web.projects };
if (vitest) {
  for (const [name, counts] of Object.entries(vitest.projects)) {
    console.log(`vitest ${name}: ${counts.passed} passed, ${counts.failed} failed`);
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
  for (const name of [
    'shared',
    'server-sqlite',
    'web',
    ...(requirePostgres ? ['server-postgres'] : []),
  ]) {
    if (!(vitest.projects[name]?.passed > 0))
      problems.push(`the ${name} suite ran no passing test`);
  }
}

const playwright = readJson('reports/playwright.json');
if (playwright) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped: notRun = 0 } = playwright.stats ?? {};
  console.log(`playwright: ${expected + flaky} passed, ${unexpected} failed`);
  passed += expected + flaky;
  failed += unexpected;
  skipped += notRun;
  if (expected + flaky === 0) problems.push('the browser suite ran no passing test');
  // Each viewport must have run: a run of the desktop project alone does not pass.
  const passedPerProject = {};
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'expected' || test.status === 'flaky')
          passedPerProject[test.projectName] = (passedPerProject[test.projectName] ?? 0) + 1;
  };
  for (const suite of playwright.suites ?? []) walk(suite);
  for (const name of ['desktop', 'phone']) {
    if (!(passedPerProject[name] > 0))
      problems.push(`the browser suite ran no passing test on the ${name} viewport`);
  }
}

// The fault suite's report (vitest.faults.config.ts): every one of its files ran and passed.
const faults = requireFaults ? readJson('reports/vitest-faults.json') : null;
if (faults) {
  const { numPassedTests = 0, numFailedTests = 0, numPendingTests = 0, numTodoTests = 0 } = faults;
  console.log(`vitest faults: ${numPassedTests} passed, ${numFailedTests} failed`);
  passed += numPassedTests;
  failed += numFailedTests;
  skipped += numPendingTests + numTodoTests;
  if (!(numPassedTests > 0)) problems.push('the fault suite ran no passing test');
  for (const name of ['faults.test.ts', 'start-stop.test.ts']) {
    const file = (faults.testResults ?? []).find((result) => result.name?.endsWith(`/${name}`));
    if (!file) problems.push(`the fault suite did not run ${name}`);
    else if (file.status !== 'passed') problems.push(`the fault suite's ${name} ${file.status}`);
  }
}

for (const problem of problems) console.error(`check-test-reports: ${problem}`);
if (problems.length > 0) failed += problems.length;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
