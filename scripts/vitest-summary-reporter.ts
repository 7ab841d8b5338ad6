// Writes reports/vitest-summary.json (or VITEST_SUMMARY: `npm test` runs the web projects apart):
// passed/failed/skipped counts per Vitest project, so that .ci/run can prove the PostgreSQL suite
// really ran (scripts/check-test-reports.mjs), and each test file's duration per project, slowest
// first, to see where the time goes.
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

type Counts = { passed: number; failed: number; skipped: number };

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const projects: Record<string, Counts> = {};
    const files: { project: string; file: string; seconds: number; tests: number }[] = [];
    for (const testModule of testModules) {
      files.push({
        project: testModule.project.name,
        file: path.relative(process.cwd(), testModule.moduleId),
        seconds: Math.round(testModule.diagnostic().duration / 100) / 10,
        tests: [...testModule.children.allTests()].length,
      });
      const counts = (projects[testModule.project.name] ??= { passed: 0, failed: 0, skipped: 0 });
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      if (testModule.state() === 'failed' && !testModule.children.size) counts.failed++;
    }
    const file = process.env.VITEST_SUMMARY ?? 'reports/vitest-summary.json';
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      `${JSON.stringify({ projects, files: files.sort((a, b) => b.seconds - a.seconds) }, null, 2)}\n`,
    );
  }
}
