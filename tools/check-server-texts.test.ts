// The server's messages in Hindi (issue 18, decision 0032): every message the server and the
// shared schemas write for a person has a Hindi entry; every English key of the dictionary is
// still a message of the code (no stale keys); each translation keeps its placeholders.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HINDI_TEXTS } from '../packages/shared/src/i18n-texts/hi';
import { createTextTranslator } from '../packages/shared/src/i18n-texts/translate';
import { MessageReader, shapeOf, sourceFiles } from './server-message-texts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCES = ['packages/shared/src', 'apps/server/src'];

/**
 * Texts found where messages are written that are not for a person of the site, by their shape
 * (`{}` for a part made at run time). Each says why.
 */
const NOT_FOR_PEOPLE = new Set([
  // Configuration errors: read by the operator at start-up, in English like the README.
  'must be a postgres:// or postgresql:// URL',
  'must be at least 8 characters long',
  'must be an http:// or https:// URL',
  'must be a redis:// or rediss:// URL',
  'must be 32 bytes in base64 (openssl rand -base64 32)',
  'must be an smtp:// or smtps:// URL',
  'must be kind=templateId pairs separated by commas',
  'must be the digits of the phone number id',
  'must be kind=template_name pairs separated by commas',
  'must be true, false, a number of proxy hops, or proxy addresses/CIDRs separated by commas',
  'must be an IANA time zone, e.g. Asia/Kolkata',
  // Log lines (a `message` of the log's object), read by the operator.
  'Redis did not answer; other instances show content edits within a minute meanwhile',
  'Redis does not answer; sessions, sign-in failures and rate limits use the database and this process meanwhile',
  'Redis answers again but its session cache could not be renewed',
  // A font's name in the PDF writer (`error:` of a font load), not a text.
  'Bold',
  // A field's path in fieldErrors (options.2.code), not a text.
  'options.{}.code',
  // Sample values of the notification templates' editor (the text of a message to a student).
  'Please send a clearer photo.',
  // Stored as the text of a student's request, then shown as it was written: the request's
  // content, not a message of the server.
  'Please review my completion status.',
]);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the Hindi dictionary of server messages', () => {
  const files = sourceFiles(ROOT, SOURCES);
  const messages = new MessageReader(files)
    .messages()
    .map((message) => ({ ...message, text: shapeOf(message.text) }));
  const shapes = new Set(Object.keys(HINDI_TEXTS).map(shapeOf));

  it('has an entry for every message the server and the shared schemas write', () => {
    // Sanity: the reader finds the messages of each kind of place they are written in.
    const found = new Set(messages.map((message) => message.text));
    for (const known of [
      'Email is required', // a *_MESSAGES table
      'Signed out', // a { message } answer
      'The file is empty.', // new AppError(…)
      'You do not have access to this.', // a helper's default message
      'Message must be at least 10 characters long', // a zod check
      'The amount can be at most {}.', // a function that builds a message
    ])
      expect(found, known).toContain(known);
    const missing = messages
      .filter((message) => !NOT_FOR_PEOPLE.has(message.text) && !shapes.has(message.text))
      .map((message) => `${message.at}: ${message.text}`);
    expect(missing).toEqual([]);
  });

  it('lists for people only texts that the code still writes where messages are', () => {
    const found = new Set(messages.map((message) => message.text));
    expect([...NOT_FOR_PEOPLE].filter((text) => !found.has(text))).toEqual([]);
  });

  it('names only messages the code still writes', () => {
    // The code's own texts, and zod's English messages (for a field whose schema names none).
    const zodMessages = fs.readFileSync(
      path.join(ROOT, 'node_modules/zod/v4/locales/en.js'),
      'utf8',
    );
    const source = [...files.map((file) => file.ast.text), zodMessages].join('\n');
    const written = new Set(messages.map((message) => message.text));
    const stale = Object.keys(HINDI_TEXTS).filter((english) => {
      // A message found as it is written, or a template whose fixed parts are each in the code
      // (around its ${...} parts; words that fill a placeholder, such as a field's name).
      if (written.has(shapeOf(english))) return false;
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

  it('translates messages made with values as the code makes them (templates in their order)', () => {
    const toHindi = createTextTranslator(HINDI_TEXTS);
    expect(toHindi('question: Question is required')).toBe('question: प्रश्न आवश्यक है');
    expect(toHindi("Father's Name is required")).toBe('पिता का नाम आवश्यक है');
    expect(toHindi('Invalid input: expected string, received undefined')).toBe(
      'अमान्य इनपुट: अपेक्षित string, प्राप्त undefined',
    );
    expect(
      toHindi(
        'Ravi Kumar: Enter the marks in Maths or mark the student absent. (and 2 more to correct)',
      ),
    ).toBe('Ravi Kumar: Maths के अंक लिखें या छात्र को अनुपस्थित चिह्नित करें। (और 2 सुधार बाकी)');
    expect(toHindi('This request is approved; only a requested request can be rejected.')).toBe(
      'यह अनुरोध स्वीकृत है; केवल अनुरोधित अनुरोध ही अस्वीकृत किया जा सकता है।',
    );
  });
});
