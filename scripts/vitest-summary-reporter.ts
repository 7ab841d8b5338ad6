// Writes reports/vitest-summary.json: passed/failed/skipped counts per Vitest project, so that
// .ci/run can prove the PostgreSQL suite really ran (scripts/check-test-reports.mjs).
import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

type Counts = { passed: number; failed: number; skipped: number };

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const projects: Record<string, Counts> = {};
    for (const testModule of testModules) {
      const counts = (projects[testModule.project.name] ??= { passed: 0, failed: 0, skipped: 0 });
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      if (testModule.state() === 'failed' && !testModule.children.size) counts.failed++;
    }
    fs.mkdirSync('reports', { recursive: true });
    fs.writeFileSync('reports/vitest-summary.json', `${JSON.stringify({ projects }, null, 2)}\n`);
  }
}
