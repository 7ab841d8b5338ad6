// The interface's language (issue 18, decision 0030): which language a page is rendered in, the
// redirects of a public page's English address, the kept pages per language, and the switch's
// endpoint that remembers the choice (cookie, and the account).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from './helpers/factories';
import { stubWebBuild } from './helpers/server-process';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let web: string;

beforeAll(async () => {
  // A web build whose page says which language the server asked it to render in.
  web = stubWebBuild(fs.mkdtempSync(path.join(os.tmpdir(), 'languages-web-')));
  fs.writeFileSync(
    path.join(web, 'client', 'index.html'),
    '<!doctype html><html lang="en"><body><!--app-html--></body></html>',
  );
  fs.writeFileSync(
    path.join(web, 'server', 'entry-server.js'),
    'export async function render(url, { locale }) {\n' +
      '  return { status: 200, head: "", html: `rendered in ${locale}: ${new URL(url).pathname}`, lang: locale };\n' +
      '}\n',
  );
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'institute.test', ...headers } });

const languageCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((cookie) => cookie.startsWith('lang='));

describe('the language of a page', () => {
  it('renders a public page in the language its address names, with <html lang>', async () => {
    const english = await page('/about');
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('rendered in en: /about');
    const hindi = await page('/hi/about');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('rendered in hi: /hi/about');
    // Kept pages are per language: the English page did not answer for the Hindi one.
    expect((await page('/about')).body).toContain('rendered in en');
  });

  it('sends a first-time visitor whose browser prefers Hindi to the Hindi address', async () => {
    const answer = await page('/about?tab=1', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/hi/about?tab=1');
    expect(String(answer.headers.vary)).toContain('accept-language');
    expect((await page('/', { 'accept-language': 'hi' })).headers.location).toBe('/hi');
    // A browser that prefers English, or names neither language, stays.
    expect(
      (await page('/about', { 'accept-language': 'en-GB,en;q=0.9,hi;q=0.5' })).statusCode,
    ).toBe(200);
    expect((await page('/about', { 'accept-language': 'fr-FR' })).statusCode).toBe(200);
  });

  it('follows the remembered choice over the browser', async () => {
    const chose = await page('/contact', { cookie: 'lang=hi', 'accept-language': 'en' });
    expect(chose.statusCode).toBe(302);
    expect(chose.headers.location).toBe('/hi/contact');
    const choseEnglish = await page('/contact', { cookie: 'lang=en', 'accept-language': 'hi' });
    expect(choseEnglish.statusCode).toBe(200);
    expect(choseEnglish.body).toContain('rendered in en');
    // An address in Hindi is shown in Hindi whatever was chosen before (a shared link).
    expect((await page('/hi/contact', { cookie: 'lang=en' })).body).toContain('rendered in hi');
  });

  it('renders pages with one address in the remembered language, else the browser’s', async () => {
    expect((await page('/exam/1', { cookie: 'lang=hi' })).body).toContain(
      'rendered in hi: /exam/1',
    );
    expect((await page('/exam/1', { 'accept-language': 'hi-IN' })).body).toContain(
      'rendered in hi',
    );
    expect((await page('/exam/1', { cookie: 'lang=en', 'accept-language': 'hi' })).body).toContain(
      'rendered in en',
    );
    expect((await page('/exam/1')).body).toContain('rendered in en');
  });
});

describe('POST /api/language', () => {
  it('remembers the choice in a cookie for a year', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/language',
      payload: { locale: 'hi' },
    });
    expect(answer.statusCode).toBe(204);
    const cookie = languageCookie(answer.headers['set-cookie']);
    expect(cookie).toMatch(/^lang=hi;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/HttpOnly/);
  });

  it('refuses a language we do not have, in words', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/language',
      payload: { locale: 'fr' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('Choose English or Hindi');
    expect(languageCookie(answer.headers['set-cookie'])).toBeUndefined();
  });

  it('answers its refusal in the language the page names, field by field', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/language',
      headers: { 'accept-language': 'hi-IN' },
      payload: { locale: 'fr' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('अंग्रेज़ी या हिन्दी चुनें');
    expect(answer.json().fieldErrors.locale).toEqual(['अंग्रेज़ी या हिन्दी चुनें']);
    // No language named: the remembered one, else English.
    const remembered = await t.app.inject({
      method: 'POST',
      url: '/api/language',
      headers: { cookie: 'lang=hi' },
      payload: {},
    });
    expect(remembered.json().message).toBe('अंग्रेज़ी या हिन्दी चुनें');
  });

  it('keeps a signed-in person’s choice with the account, and sets it again at the next sign-in', async () => {
    const user = await createUser(t.app, { role: 'registered' });
    const first = await signIn(t.app, '/api/login', { email: user.email, password: user.password });
    const headers = { authorization: `Bearer ${first.token}` };
    // Nothing chosen yet: signing in leaves the device's language alone.
    const prefs = await t.app.inject({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      headers,
      payload: { locale: 'en', reminders: false },
    });
    expect(prefs.statusCode).toBe(200);
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/language',
      headers,
      payload: { locale: 'hi' },
    });
    expect(chosen.statusCode).toBe(204);
    const saved = await t.app.inject({
      method: 'GET',
      url: '/api/account/notification-preferences',
      headers,
    });
    // The messages follow the interface's language; the reminders choice is kept.
    expect(saved.json()).toMatchObject({ locale: 'hi', reminders: false });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    expect(again.statusCode).toBe(200);
    expect(languageCookie(again.headers['set-cookie'])).toMatch(/^lang=hi;/);
  });

  it('sets no language at sign-in for a person who never chose one', async () => {
    const user = await createUser(t.app, { role: 'registered' });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    expect(answer.statusCode).toBe(200);
    expect(languageCookie(answer.headers['set-cookie'])).toBeUndefined();
  });

  it('goes on in the language of the page a person without a choice signed in on', async () => {
    const user = await createUser(t.app, { role: 'registered' });
    const login = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers,
        payload: { email: user.email, password: user.password },
      });
    // /hi/login: the web app names the page's language.
    const hindi = await login({ 'accept-language': 'hi' });
    expect(languageCookie(hindi.headers['set-cookie'])).toMatch(/^lang=hi;/);
    // A language chosen on this device with the switch stays as it is.
    const chosen = await login({ 'accept-language': 'hi', cookie: 'lang=en' });
    expect(languageCookie(chosen.headers['set-cookie'])).toBeUndefined();
  });
});

describe('the message of a successful answer', () => {
  const signUp = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers,
      payload: { name: 'Asha Verma', email, password: 'asha password' },
    });

  it('is in Hindi when the page names Hindi, and in English otherwise', async () => {
    const hindi = await signUp('asha.hindi@example.com', { 'accept-language': 'hi-IN' });
    expect(hindi.statusCode).toBe(201);
    expect(hindi.json()).toEqual({ message: 'साइन अप सफल!' });
    const english = await signUp('asha.english@example.com');
    expect(english.statusCode).toBe(201);
    expect(english.json()).toEqual({ message: 'Sign up successful!' });
  });

  it('follows the remembered language when the request names none', async () => {
    const user = await createUser(t.app, { role: 'registered' });
    const session = await signIn(t.app, '/api/login', {
      email: user.email,
      password: user.password,
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      // An API client (Bearer token) that names no language; the switch's cookie says Hindi.
      headers: { authorization: `Bearer ${session.token}`, cookie: 'lang=hi' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe('साइन आउट हो गया');
  });
});
