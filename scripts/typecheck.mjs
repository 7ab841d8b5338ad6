// `npm run typecheck`: every workspace, the browser tests and the tooling, checked with
// TypeScript 7's native compiler (decision 0037): the same checks as `tsc` 6 in a third of the
// time. TypeScript 6 stays the `typescript` package for the tools that use its API
// (typescript-eslint's parser).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin/tsc');
const projects = ['packages/shared', 'apps/server', 'apps/web', 'e2e', 'tsconfig.tools.json'];

let failed = 0;
for (const project of projects) {
  const begin = Date.now();
  const { status } = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], {
    stdio: 'inherit',
  });
  const seconds = ((Date.now() - begin) / 1000).toFixed(1);
  console.log(`typecheck ${project}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  if (status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
