// The server's messages in Hindi (issue 18, decision 0032): every English key of the dictionary
// is still a message of the code (no stale keys), and each translation keeps its placeholders.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HINDI_TEXTS } from '../packages/shared/src/i18n-texts/hi';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCES = ['packages/shared/src', 'apps/server/src'];

function sourceText(): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        /\.ts$/.test(entry.name) &&
        !/\.test\.ts$/.test(entry.name) &&
        !full.includes(`${path.sep}i18n-texts${path.sep}`)
      )
        texts.push(fs.readFileSync(full, 'utf8'));
    }
  };
  for (const dir of SOURCES) walk(path.join(ROOT, dir));
  return texts.join('\n');
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the Hindi dictionary of server messages', () => {
  const source = sourceText();

  it('names only messages the code still writes', () => {
    const stale = Object.keys(HINDI_TEXTS).filter((english) => {
      // A template's fixed parts must each be in the code (around its ${...} parts).
      const parts = english.split(/\{\w+\}/).filter((part) => part.trim().length > 0);
      return parts.length === 0 || parts.some((part) => !source.includes(part));
    });
    expect(stale).toEqual([]);
  });

  it('keeps every placeholder of the English message in the Hindi one', () => {
    for (const [english, hindi] of Object.entries(HINDI_TEXTS)) {
      expect(placeholders(hindi), english).toEqual(placeholders(english));
      expect(hindi.trim(), english).not.toBe('');
    }
  });
});
