import fs from 'node:fs';
import path from 'node:path';

/**
 * The Node.js flags `npm start` gives the server (package.json's `start`, decision 0042) in the
 * checkout at `root`: the benchmarks start the server with them, to measure it as it runs.
 * @param {string} root
 * @returns {string[]}
 */
export function startNodeFlags(root) {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return scripts.start.split(' ').filter((word) => word.startsWith('--'));
}
