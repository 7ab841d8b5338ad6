import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from './helpers/actors';
import { createUser } from './helpers/factories';
import { multipart } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let headOffice: Record<string, string>;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.app, { role: 'head_office' });
  headOffice = await signInStaff(t.app, admin);
  const centre = await t.app.db
    .selectFrom('centres')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const member = await createUser(t.app, { role: 'centre_staff', centreId: centre.id });
  staff = await signInStaff(t.app, member);
});
afterAll(() => t.close());

const LOGO = '/api/dashboard/content/site/logo';

/** A square logo of one colour, as a PNG. */
const png = (colour: { r: number; g: number; b: number }, size = 600) =>
  sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();

function upload(
  version: number,
  file: { data: Buffer; filename: string } | null,
  headers = headOffice,
) {
  const form = multipart({ version: String(version) }, file ? { image: file } : {});
  return t.app.inject({
    method: 'PUT',
    url: LOGO,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}
const publicSite = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/content/site' })).json() as {
    logo: { src: string; srcset: string; width: number; height: number } | null;
  };
const history = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/content/history',
      headers: headOffice,
    })
  ).json() as { id: number; summary: string; undoable: boolean }[];

describe('the logo', () => {
  it('is none until head office uploads one, and only website editors may, before the upload is read', async () => {
    expect((await publicSite()).logo).toBeNull();
    const refused = await upload(
      0,
      { data: await png({ r: 200, g: 0, b: 0 }), filename: 'l.png' },
      staff,
    );
    expect(refused.statusCode).toBe(403);
    expect((await publicSite()).logo).toBeNull();
  });

  it('refuses what is not a picture, and a missing file, with the field’s message', async () => {
    const text = await upload(0, {
      data: Buffer.from('not a picture at all'),
      filename: 'logo.png',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().fieldErrors.image).toEqual(['The logo must be a JPEG, PNG or WebP image']);
    const none = await upload(0, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors.image).toEqual(['Choose the logo picture']);
  });

  it('is stored re-encoded in responsive widths, shown publicly, and a stale upload is refused', async () => {
    const saved = await upload(0, { data: await png({ r: 200, g: 0, b: 0 }), filename: 'red.png' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1 });
    const { logo } = await publicSite();
    expect(logo).toMatchObject({ width: 600, height: 600 });
    expect(logo!.srcset).toMatch(/^\/api\/media\/\d+ 480w, \/api\/media\/\d+ 600w$/);
    const image = await t.app.inject({ method: 'GET', url: logo!.src });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');

    const stale = await upload(0, {
      data: await png({ r: 0, g: 0, b: 200 }),
      filename: 'blue.png',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone else saved this since you opened it/);
    expect((await publicSite()).logo!.src).toBe(logo!.src);
  });

  it('is replaced, the change undone from the history, and removed', async () => {
    const first = (await publicSite()).logo!;
    const replaced = await upload(1, {
      data: await png({ r: 0, g: 120, b: 0 }),
      filename: 'g.png',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await publicSite()).logo!.src).not.toBe(first.src);

    const entries = await history();
    expect(entries.slice(0, 2).map((entry) => entry.summary)).toEqual([
      'Logo changed',
      'Logo added',
    ]);
    const undone = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/content/history/${entries[0]!.id}/undo`,
      headers: headOffice,
    });
    expect(undone.statusCode, undone.body).toBe(204);
    expect((await publicSite()).logo!.src).toBe(first.src);

    const version = (await t.app.inject({ method: 'GET', url: LOGO, headers: headOffice })).json()
      .version as number;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${LOGO}?version=${version}`,
      headers: headOffice,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await publicSite()).logo).toBeNull();
    expect((await history())[0]!.summary).toBe('Logo removed');
  });
});
