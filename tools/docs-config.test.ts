// The configuration's documentation names exactly the variables the server reads: the keys of
// envSchema in apps/server/src/config.ts (and any process.env.NAME read in the server's source),
// the "Every variable" table of docs/configuration.md, and the commented lines of .env.example.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The variable names config.ts's envSchema declares, plus process.env.NAME reads in the server. */
export function variablesTheServerReads(): string[] {
  const source = read('apps/server/src/config.ts');
  const start = source.indexOf('const envSchema = z.object({');
  if (start < 0) throw new Error('envSchema not found in config.ts');
  const end = source.indexOf('\n});', start);
  const names = new Set(
    [...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!),
  );
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  for (const file of walk(path.join(ROOT, 'apps/server/src'))) {
    for (const match of fs
      .readFileSync(file, 'utf8')
      .matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) {
      names.add(match[1]!);
    }
  }
  return [...names].sort();
}

/** The first column of the markdown table under the given heading. */
export function tableVariables(markdown: string, heading: string): string[] {
  const at = markdown.indexOf(`\n${heading}\n`);
  if (at < 0) throw new Error(`heading not found: ${heading}`);
  const section = markdown.slice(at + heading.length + 2).split(/\n#{1,6} /)[0]!;
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) => /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/.exec(line)?.[1] ?? `unreadable row: ${line}`)
    .sort();
}

/** The variables of .env.example: lines `# NAME=value` or `NAME=value`. */
export function envExampleVariables(text: string): string[] {
  return text
    .split('\n')
    .map((line) => /^#?\s?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
}

describe('configuration documentation', () => {
  const variables = variablesTheServerReads();

  it('reads a plausible list of variables from config.ts', () => {
    expect(variables).toContain('PORT');
    expect(variables).toContain('INSTITUTE_TIME_ZONE');
    expect(variables.length).toBeGreaterThan(30);
  });

  it('docs/configuration.md has one table row per variable the server reads, and no other', () => {
    const documented = tableVariables(read('docs/configuration.md'), '## Every variable');
    expect(documented).toEqual(variables);
  });

  it('.env.example lists every variable the server reads once, and no other', () => {
    const listed = envExampleVariables(read('.env.example'));
    expect(listed).toEqual(variables);
  });

  it('the helpers see a missing or extra variable', () => {
    const table =
      '\n## Every variable\n\n| variable | default |\n| --- | --- |\n| `PORT` | `3000` |\n';
    expect(tableVariables(table, '## Every variable')).toEqual(['PORT']);
    expect(envExampleVariables('# PORT=3000\n# a comment\nHOST=x\n')).toEqual(['HOST', 'PORT']);
  });
});
