import { defineConfig } from 'vitest/config';

// `npm run test:faults`: the standing fault suite (docs/testing.md, decision 0048). It starts its
// own PostgreSQL cluster, Redis, S3-compatible store and SMTP server, and runs the built server
// (`npm run build` first), so it stays out of `npm run test:unit`. One file at a time: the fault
// file measures recoveries, and the machine should not be busy with anything else of this run.
export default defineConfig({
  test: {
    include: ['apps/server/test-faults/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // reports/vitest-faults.json: scripts/check-test-reports.mjs fails CI when it is missing.
    reporters: ['default', ['json', { outputFile: 'reports/vitest-faults.json' }]],
  },
});
