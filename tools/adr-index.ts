// The index of the decision records (docs/decisions/README.md), made from the records themselves:
// number, title, date, status, and the later records that amend or replace each one (read from
// both records' Status lines: "amends 0042", "replaces the lockout of 0008's", "amended by 0038").
// tools/adr-index.test.ts fails when the committed index differs; to write it again:
//   npx tsx tools/adr-index.ts
import fs from 'node:fs';
import path from 'node:path';

export const DECISIONS = path.resolve(import.meta.dirname, '../docs/decisions');

export interface Decision {
  number: string;
  file: string;
  title: string;
  date: string | null;
  /** The Status line's text (it may span lines), or null when the record has none. */
  status: string | null;
}

/** The records: every NNNN-*.md file of docs/decisions, in number order. */
export function readDecisions(dir = DECISIONS): Decision[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{4}-.*\.md$/.test(file))
    .sort()
    .map((file) => parseDecision(file, fs.readFileSync(path.join(dir, file), 'utf8')));
}

export function parseDecision(file: string, markdown: string): Decision {
  const number = file.slice(0, 4);
  const heading = /^#\s+(.*)$/m.exec(markdown)?.[1] ?? file;
  const title = heading.replace(new RegExp(`^${number}[.:]?\\s*`), '').trim();
  const date = /^Date:\s*(\d{4}-\d{2}-\d{2})/m.exec(markdown)?.[1] ?? null;
  // "Status: ..." at the start of a line or after "Date: ....", up to the next blank line.
  const statusMatch = /(?:^|\.\s+)Status:\s*([\s\S]*?)(?:\n\s*\n|(?![\s\S]))/m.exec(markdown);
  const status = statusMatch ? statusMatch[1]!.replace(/\s+/g, ' ').trim() : null;
  return { number, file, title, date, status };
}

/** The status in a word or two: "accepted", "proposed", "superseded by 0050". */
export function shortStatus(status: string | null): string {
  if (status === null) return 'not stated';
  const superseded = /^superseded by (?:decision )?(\d{4})/i.exec(status);
  if (superseded) return `superseded by ${superseded[1]}`;
  return (/^[^(.;,]+/.exec(status)?.[0] ?? status).trim().toLowerCase();
}

/** For each record, the later records that amend or replace it, e.g. "0050 (replaces part)". */
export function changesByNumber(decisions: Decision[]): Map<string, string[]> {
  const changes = new Map<string, string[]>();
  const add = (target: string, note: string) => {
    const list = changes.get(target) ?? [];
    if (!list.includes(note)) list.push(note);
    changes.set(target, list);
  };
  for (const decision of decisions) {
    const status = decision.status ?? '';
    // This record's Status names what it changes.
    for (const match of status.matchAll(
      /\b(replaces|amends|supersedes)\b([^;,)]*?)\b(?:decision\s+)?(\d{4})\b/gi,
    )) {
      const verb = match[1]!.toLowerCase();
      const whole =
        match[2]!.trim() === '' && !/^'s\b/.test(status.slice(match.index! + match[0].length));
      const note =
        verb === 'amends'
          ? `${decision.number} (amends)`
          : `${decision.number} (${whole ? 'replaces' : 'replaces part'})`;
      if (match[3] !== decision.number) add(match[3]!, note);
    }
    // Or it names what changed it.
    for (const match of status.matchAll(
      /\b(amended|replaced|superseded|extended)\b(?:\s+in part)?\s+by\s+(?:decision\s+)?(\d{4})\b/gi,
    )) {
      const verb = match[1]!.toLowerCase();
      const note =
        verb === 'amended'
          ? 'amends'
          : verb === 'extended'
            ? 'extends'
            : /in part/i.test(match[0]) || verb === 'replaced'
              ? 'replaces part'
              : 'replaces';
      if (match[2] !== decision.number) add(decision.number, `${match[2]} (${note})`);
    }
  }
  for (const list of changes.values()) list.sort();
  return changes;
}

/** The index as Prettier writes it (the repository's settings), as committed. */
export async function formattedIndex(): Promise<string> {
  const prettier = await import('prettier');
  const file = path.join(DECISIONS, 'README.md');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(buildIndex(), { ...options, filepath: file });
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function buildIndex(decisions = readDecisions()): string {
  const changes = changesByNumber(decisions);
  const rows = decisions.map((decision) =>
    [
      decision.number,
      `[${cell(decision.title)}](${decision.file})`,
      decision.date ?? '',
      shortStatus(decision.status),
      (changes.get(decision.number) ?? []).join(', '),
    ].join(' | '),
  );
  return [
    '# Decisions',
    '',
    'Architecture decision records: why the product is built the way it is. One file per decision,',
    'numbered in the order taken; a record is not rewritten when a later one changes it: the later',
    'one says what it amends or replaces, and the last column below shows it. A new record starts',
    'from [template.md](template.md) with the next free number.',
    '',
    'This index is generated from the records (`npx tsx tools/adr-index.ts`);',
    '`tools/adr-index.test.ts` fails when it is out of date.',
    '',
    '| number | title | date | status | amended or replaced by |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const file = path.join(DECISIONS, 'README.md');
  void formattedIndex().then((text) => {
    fs.writeFileSync(file, text);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  });
}
