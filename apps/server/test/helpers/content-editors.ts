import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { signInStaff } from './actors';
import { createUser, signIn } from './factories';

type Headers = Record<string, string>;

/**
 * A stand-in for the web build (WEB_DIST) whose server entry renders what `renderBody` (the
 * source of an async function body, given `url`, `apiGet` and `locale`) returns as the page's
 * HTML: enough for a test to see which content answers a page was rendered from.
 */
export function webBuildRendering(renderBody: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'content-web-'));
  fs.mkdirSync(path.join(folder, 'client'));
  fs.mkdirSync(path.join(folder, 'server'));
  fs.writeFileSync(
    path.join(folder, 'client', 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-head--></head><body><!--app-html--></body></html>',
  );
  fs.writeFileSync(
    path.join(folder, 'server', 'entry-server.js'),
    `export async function render(url, { apiGet, locale }) {\n${renderBody}\n}\n`,
  );
  return folder;
}

/**
 * The people of the website editors' tests: head office (a bearer token and a session cookie),
 * a centre staff member without the permission, and one head office lets edit the website.
 */
export async function contentEditors(t: TestApp): Promise<{
  headOffice: Headers;
  headOfficeCookie: Headers;
  staff: Headers;
  editorStaff: Headers;
}> {
  const admin = await createUser(t.app, { role: 'head_office' });
  const headOffice = await signInStaff(t.app, admin);
  const session = await signIn(t.app, '/api/admin/login', {
    email: admin.email,
    password: admin.password,
  });
  const centre = await t.app.db
    .selectFrom('centres')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const member = await createUser(t.app, { role: 'centre_staff', centreId: centre.id });
  const granted = await createUser(t.app, { role: 'centre_staff', centreId: centre.id });
  const grant = await t.app.inject({
    method: 'PUT',
    url: `/api/dashboard/content/editors/${granted.id}`,
    headers: headOffice,
    payload: { canEditContent: true },
  });
  expect(grant.statusCode).toBe(204);
  return {
    headOffice,
    headOfficeCookie: { cookie: session.cookie },
    staff: await signInStaff(t.app, member),
    editorStaff: await signInStaff(t.app, granted),
  };
}
