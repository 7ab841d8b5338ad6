// What docs/architecture.md says about the code and a test can check: its list of tables is the
// keys of interface DB in apps/server/src/db/schema.ts, with the count it gives, and every table
// it names as such ("the `x` table", "table `x`") exists.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The table names of interface DB in db/schema.ts. */
export function schemaTables(schema: string): string[] {
  const start = schema.indexOf('export interface DB {');
  if (start < 0) throw new Error('interface DB not found in schema.ts');
  const body = schema.slice(start, schema.indexOf('\n}', start));
  return [...body.matchAll(/^ {2}([a-z][a-z0-9_]*):/gm)].map((match) => match[1]!).sort();
}

/** The backticked names between the architecture page's table markers. */
export function documentedTables(markdown: string): string[] {
  const block = /<!-- tables:[^>]*-->([\s\S]*?)<!-- \/tables -->/.exec(markdown);
  if (!block) throw new Error('the table list markers are missing');
  return [...block[1]!.matchAll(/`([a-z][a-z0-9_]*)`/g)].map((match) => match[1]!).sort();
}

describe('docs/architecture.md', () => {
  const markdown = read('docs/architecture.md');
  const tables = schemaTables(read('apps/server/src/db/schema.ts'));

  it('lists exactly the tables of interface DB', () => {
    expect(tables.length).toBeGreaterThan(50);
    expect(documentedTables(markdown)).toEqual(tables);
  });

  it('gives their count as it is', () => {
    expect(markdown).toContain(`The tables (${tables.length} today)`);
  });

  it('names only existing tables as tables', () => {
    const named = [
      ...markdown.matchAll(/`([a-z][a-z0-9_]*)` tables?\b|\btables? `([a-z][a-z0-9_]*)`/g),
    ].map((match) => match[1] ?? match[2]!);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !tables.includes(name))).toEqual([]);
  });

  it('the helpers read a list and see one missing', () => {
    const doc = '<!-- tables: x -->\n\n`users`, `sessions`.\n\n<!-- /tables -->';
    expect(documentedTables(doc)).toEqual(['sessions', 'users']);
    expect(schemaTables('export interface DB {\n  users: A;\n  files: B;\n}\n')).toEqual([
      'files',
      'users',
    ]);
  });
});
