// The interface's words (issue 18, decision 0030): both languages have every message, each
// message is valid ICU with the same placeholders in both, every message is used by a screen,
// and the type of message ids covers every catalog. Fails CI when a key is missing or unused.
import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(import.meta.dirname, '../apps/web/src');
const MESSAGES = path.join(WEB, 'i18n/messages');
const LOCALES = ['en', 'hi'] as const;

type Catalog = Record<string, string>;

/** bundle/namespace.json → its messages, for one language. */
function catalogs(locale: string): Map<string, Catalog> {
  const found = new Map<string, Catalog>();
  const root = path.join(MESSAGES, locale);
  for (const bundle of fs.readdirSync(root)) {
    for (const file of fs.readdirSync(path.join(root, bundle))) {
      if (!file.endsWith('.json')) continue;
      const text = fs.readFileSync(path.join(root, bundle, file), 'utf8');
      found.set(`${bundle}/${file}`, JSON.parse(text) as Catalog);
    }
  }
  return found;
}

/** The placeholders of a compiled message (names of arguments, plural and select included). */
function placeholders(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    into.add(name);
    if (format && typeof format === 'object') {
      for (const [key, choice] of Object.entries(format)) {
        if (key !== 'offset' && Array.isArray(choice))
          placeholders(choice as CompiledMessage, into);
      }
    }
  }
  return into;
}

/** The tags of rich text (<0>…</0>) a message uses. */
const tags = (message: string) => [...message.matchAll(/<(\d+)\/?>/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, into);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) into.push(full);
  }
  return into;
}

const english = catalogs('en');
const hindi = catalogs('hi');

/**
 * Where each bundle's words are shown (apps/web/src/i18n/catalog.ts): the public site's screens
 * get the `public` bundle only, the sign-in pages `public` and `account`, the applicant's and
 * student's pages those and `student`; a word of another bundle there would show as its id. The
 * first rule a file matches applies.
 */
const SCREENS_OF_BUNDLES: [bundles: string[], paths: RegExp][] = [
  [
    ['public'],
    /^(pages\/public\/|pages\/(error|not-found)-page|app\/root-layout|app\/layout\/(site-|top-info|social)|components\/ui\/|features\/(gallery|enquiries)\/components\/|features\/content\/components\/(contact|course|feature|hero|notice|plan)-|features\/content\/(preview-banner|site)\.|features\/auth\/(sign-out-button|guards)\.|lib\/site\.|i18n\/language-switch)/,
  ],
  [
    ['public', 'account', 'student'],
    /^(pages\/auth\/new-user-page\.|pages\/student\/|features\/applications\/components\/|features\/online-exams\/screens\/(take-exam-page|exam-countdown|exam-question|student-exams-panel)\.|features\/(accounts|certificates|credentials)\/student-|features\/offline-exams\/screens\/results-panel\.|features\/students\/course-progress-bar\.|features\/certificates\/screens\/certificate-print-page\.)/,
  ],
  [['public', 'account'], /^(pages\/auth\/|features\/auth\/components\/)/],
];

describe('message catalogs', () => {
  it('has the same files and keys in English and Hindi', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [file, messages] of english) {
      expect(Object.keys(hindi.get(file) ?? {}).sort(), `keys of hi/${file}`).toEqual(
        Object.keys(messages).sort(),
      );
    }
  });

  it('names every key after its file (namespace.key) and leaves no message empty', () => {
    for (const locale of LOCALES) {
      for (const [file, messages] of catalogs(locale)) {
        const namespace = path.basename(file, '.json');
        for (const [key, message] of Object.entries(messages)) {
          expect(key.startsWith(`${namespace}.`), `${locale}/${file}: ${key}`).toBe(true);
          expect(message.trim(), `${locale}/${file}: ${key}`).not.toBe('');
        }
      }
    }
  });

  it('has valid ICU messages with the same placeholders and tags in both languages', () => {
    for (const [file, messages] of english) {
      const other = hindi.get(file) ?? {};
      for (const [key, message] of Object.entries(messages)) {
        const en = compileMessageOrThrow(message);
        const hi = compileMessageOrThrow(other[key] ?? '');
        expect([...placeholders(hi)].sort(), `placeholders of ${key}`).toEqual(
          [...placeholders(en)].sort(),
        );
        expect(tags(other[key] ?? ''), `tags of ${key}`).toEqual(tags(message));
      }
    }
  });

  it('uses every message in a screen (as a literal id) and types every catalog', () => {
    const source = sourceFiles(WEB)
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    // Every quoted string of the screens, once: a key is used when it appears as one (reading the
    // whole source once per key took seconds with thousands of keys).
    const literals = new Set(
      Array.from(source.matchAll(/'([\w.-]+)'|"([\w.-]+)"/g), (m) => m[1] ?? m[2]),
    );
    const unused = [...english.values()]
      .flatMap((messages) => Object.keys(messages))
      .filter((key) => !literals.has(key));
    expect(unused).toEqual([]);
    const types = fs.readFileSync(path.join(WEB, 'i18n/message-ids.d.ts'), 'utf8');
    for (const file of english.keys()) {
      expect(types, `message-ids.d.ts imports en/${file}`).toContain(`./messages/en/${file}'`);
    }
  });

  it('shows on a public, sign-in or student page only the words of the bundles it is served with', () => {
    const bundleOf = new Map<string, string>();
    for (const [file, messages] of english) {
      for (const key of Object.keys(messages)) bundleOf.set(key, file.split('/')[0] ?? '');
    }
    let checked = 0;
    for (const file of sourceFiles(WEB)) {
      const relative = path.relative(WEB, file).split(path.sep).join('/');
      const rule = SCREENS_OF_BUNDLES.find(([, paths]) => paths.test(relative));
      if (!rule) continue;
      checked += 1;
      const text = fs.readFileSync(file, 'utf8');
      for (const [, id] of text.matchAll(/['"]([a-zA-Z]+\.[\w.]+)['"]/g)) {
        const bundle = id && bundleOf.get(id);
        if (bundle) expect(rule[0], `${relative}: ${id} (${bundle})`).toContain(bundle);
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
