import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ServerTexts from './server-texts';

// A fresh copy of the module for each test: the test setup has loaded Hindi into the shared one.
let texts: typeof ServerTexts;
beforeEach(async () => {
  vi.resetModules();
  texts = await import('./server-texts');
});

describe("the server messages' dictionary in the browser", () => {
  it('is loaded by a form check before it answers, which then answers in Hindi', async () => {
    texts.setServerTextLocale('hi');
    expect(texts.serverTextsReady()).toBe(false);
    const check = texts.withServerTexts(() => texts.serverText('Message is required'));
    expect(await check()).toBe('संदेश आवश्यक है');
    expect(texts.serverTextsReady()).toBe(true);
    expect(texts.serverText('Invalid email format')).toBe('ईमेल का प्रारूप सही नहीं है');
  });

  it('is never loaded for English', async () => {
    texts.setServerTextLocale('en');
    expect(texts.serverTextsReady()).toBe(true);
    await texts.ensureServerTexts();
    expect(texts.serverText('Message is required')).toBe('Message is required');
  });

  it("tells the server's render whether its markup used a Hindi message", async () => {
    await texts.loadServerTexts('hi');
    texts.setServerTextLocale('hi');
    texts.serverTextsUsed(true);
    expect(texts.serverTextsUsed()).toBe(false);
    texts.serverText('Message is required');
    expect(texts.serverTextsUsed(true)).toBe(true);
    expect(texts.serverTextsUsed()).toBe(false);
  });
});
