// Every relative link of the README, tools/README.md and docs/ leads somewhere: the file (or folder) exists,
// and a #fragment names a heading of the target markdown file (GitHub's anchors).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

function markdownFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.name.endsWith('.md') ? [full] : [];
    });
  return [
    path.join(ROOT, 'README.md'),
    path.join(ROOT, 'tools/README.md'),
    ...walk(path.join(ROOT, 'docs')),
  ];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a markdown file's headings (outside code blocks), with GitHub's -1, -2 suffixes. */
export function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    const heading = inCode ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = anchorOf(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

/** The targets of inline links `[text](target)` outside code blocks and code spans. */
export function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      inCode = !inCode;
      continue;
    }
    if (inCode) continue;
    const text = line.replace(/`[^`]*`/g, '``');
    for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) targets.push(match[1]!);
  }
  return targets;
}

describe('links in the README and docs/', () => {
  const files = markdownFiles();

  it('finds the README and the docs', () => {
    expect(files.map((file) => path.relative(ROOT, file))).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/configuration.md']),
    );
  });

  it('every relative link names an existing file and, with a #fragment, one of its headings', () => {
    const broken: string[] = [];
    for (const file of files) {
      const markdown = fs.readFileSync(file, 'utf8');
      for (const target of linkTargets(markdown)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: ...
        const [pathPart, fragment] = target.split('#', 2) as [string, string | undefined];
        const resolved =
          pathPart === '' ? file : path.resolve(path.dirname(file), decodeURI(pathPart));
        const where = `${path.relative(ROOT, file)}: ${target}`;
        if (!fs.existsSync(resolved)) {
          broken.push(`${where} (no such file)`);
          continue;
        }
        if (fragment === undefined || !resolved.endsWith('.md')) continue;
        if (!anchors(fs.readFileSync(resolved, 'utf8')).has(fragment)) {
          broken.push(`${where} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('the helpers read links and anchors as GitHub does', () => {
    expect(anchorOf("The institute's time zone (`INSTITUTE_TIME_ZONE`)")).toBe(
      'the-institutes-time-zone-institute_time_zone',
    );
    expect(anchorOf('Test-suite time: `CI=true bash .ci/run`')).toBe(
      'test-suite-time-citrue-bash-cirun',
    );
    expect([...anchors('# A\n## A\n```\n# not a heading\n```\n')]).toEqual(['a', 'a-1']);
    expect(linkTargets('[a](b.md#c) `[x](y)` [d](https://e)')).toEqual(['b.md#c', 'https://e']);
  });
});
