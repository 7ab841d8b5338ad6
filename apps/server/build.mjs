// Bundles the server (and the shared package it imports) into dist/main.js; npm dependencies
// stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@institute/'));

await build({
  entryPoints: ['src/main.ts'],
  // SERVER_OUTFILE: a private build (scripts/e2e-private.sh), so parallel work does not collide.
  outdir: path.dirname(process.env.SERVER_OUTFILE ?? 'dist/main.js'),
  entryNames: 'main',
  // What only some requests need (PDF making and its libraries) is a chunk loaded on first use,
  // so that start-up does not pay for it.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
