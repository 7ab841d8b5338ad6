// The decisions' index (docs/decisions/README.md) is the one tools/adr-index.ts makes from the
// records: every record listed, with its title, date, status and what later records changed it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildIndex,
  changesByNumber,
  DECISIONS,
  formattedIndex,
  parseDecision,
  readDecisions,
  shortStatus,
} from './adr-index';

describe('the index of decisions', () => {
  const committed = fs.readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');

  it('is up to date (npx tsx tools/adr-index.ts writes it)', async () => {
    expect(committed).toBe(await formattedIndex());
  });

  it('links every record of docs/decisions, and nothing else', () => {
    const records = fs.readdirSync(DECISIONS).filter((file) => /^\d{4}-.*\.md$/.test(file));
    const linked = [...committed.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(linked.sort()).toEqual(records.sort());
    const others = fs
      .readdirSync(DECISIONS)
      .filter((file) => !records.includes(file))
      .sort();
    expect(others).toEqual(['README.md', 'template.md']);
  });

  it('every record states its date and status', () => {
    const missing = readDecisions()
      .filter((decision) => decision.date === null || decision.status === null)
      .map((decision) => decision.file);
    expect(missing).toEqual([]);
  });

  it('shows a record that a later one replaces in part (0008, 0050)', () => {
    const row = committed.split('\n').find((line) => line.startsWith('| 0008 '));
    expect(row).toContain('0050 (replaces part)');
  });

  it('reads the status forms the records use', () => {
    const one = parseDecision(
      '0099-x.md',
      '# 0099. A title\n\nDate: 2026-11-24. Status: accepted. Issue 18.\n\n## Context\n',
    );
    expect(one).toMatchObject({ number: '0099', title: 'A title', date: '2026-11-24' });
    expect(shortStatus(one.status)).toBe('accepted');
    expect(shortStatus('Superseded by 0101 (issue 40)')).toBe('superseded by 0101');
    expect(shortStatus(null)).toBe('not stated');
    const later = parseDecision(
      '0100-y.md',
      "# 0100 Later\n\nDate: 2026-11-27\n\nStatus: accepted (amends 0098, builds on 0097;\nreplaces 0099's rule)\n",
    );
    const changes = changesByNumber([one, later]);
    expect(changes.get('0098')).toEqual(['0100 (amends)']);
    expect(changes.get('0099')).toEqual(['0100 (replaces part)']);
    expect(changes.has('0097')).toBe(false);
    expect(buildIndex([one, later])).toContain(
      '| 0099 | [A title](0099-x.md) | 2026-11-24 | accepted | 0100 (replaces part) |',
    );
  });
});
