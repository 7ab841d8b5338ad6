import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHeadOffice, staffOf } from './helpers/actors';
import { createCentre } from './helpers/factories';
import { multipart, pngImage } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let head: Record<string, string>;
let staffA: Record<string, string>;
let staffB: Record<string, string>;
let centreA: number;
let centreB: number;

function upload(
  centreId: number,
  slot: string,
  headers: Record<string, string>,
  file: { data: Buffer; filename: string; type?: string },
) {
  const form = multipart({}, { image: file });
  return t.app.inject({
    method: 'PUT',
    url: `/api/dashboard/centre-documents/${centreId}/${slot}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createTestApp();
  centreA = await createCentre(t.app);
  centreB = await createCentre(t.app);
  staffA = await staffOf(t.app, centreA);
  staffB = await staffOf(t.app, centreB);
  head = await signInHeadOffice(t.app);
});
afterAll(() => t.close());

describe('Centre Documents', () => {
  it('lets staff upload their centre’s document, re-encoded, and open the full image', async () => {
    const response = await upload(centreA, 'trade_license', staffA, {
      data: await pngImage(200, 120),
      filename: 'licence.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.centre.id).toBe(centreA);
    expect(body.documents).toHaveLength(1);
    expect(body.documents[0]).toMatchObject({
      slot: 'trade_license',
      label: 'Trade License',
      uploadedBy: 'Test centre_staff',
    });
    const image = await get(body.documents[0].imageUrl, staffA);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-disposition']).toBe('inline; filename="trade-license.jpg"');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 120 });
  });

  it("keeps each centre's documents from the staff of other centres", async () => {
    const listed = await get(`/api/dashboard/centre-documents/${centreA}`, staffB);
    expect(listed.statusCode).toBe(403);
    const image = await get(
      `/api/dashboard/centre-documents/${centreA}/trade_license/image`,
      staffB,
    );
    expect(image.statusCode).toBe(403);
    const write = await upload(centreA, 'pan_card', staffB, {
      data: await pngImage(),
      filename: 'pan.png',
    });
    expect(write.statusCode).toBe(403);
    const own = await get(`/api/dashboard/centre-documents/${centreB}`, staffB);
    expect(own.json()).toMatchObject({ centre: { id: centreB }, documents: [] });
  });

  it("shows head office every centre's documents and lets it upload for a centre", async () => {
    const listed = await get(`/api/dashboard/centre-documents/${centreA}`, head);
    expect(listed.json().documents.map((d: { slot: string }) => d.slot)).toEqual(['trade_license']);
    const response = await upload(centreB, 'voter_card_2', head, {
      data: await pngImage(80, 50),
      filename: 'voter-back.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().documents[0]).toMatchObject({
      slot: 'voter_card_2',
      label: 'Voter Card (back)',
    });
    const image = await get(response.json().documents[0].imageUrl, head);
    expect(image.statusCode).toBe(200);
    expect((await get(`/api/dashboard/centre-documents/999999`, head)).statusCode).toBe(404);
  });

  it('replaces an image: the new one is shown, the old file removed, both in the audit log', async () => {
    const before = await get(`/api/dashboard/centre-documents/${centreA}`, staffA);
    const oldUrl: string = before.json().documents[0].imageUrl;
    const oldFileId = Number(oldUrl.split('v=')[1]);
    const oldKey = (
      await t.app.db
        .selectFrom('files')
        .select('storage_key')
        .where('id', '=', oldFileId)
        .executeTakeFirstOrThrow()
    ).storage_key;
    const response = await upload(centreA, 'trade_license', staffA, {
      data: await pngImage(300, 200),
      filename: 'licence-2026.png',
    });
    expect(response.statusCode).toBe(200);
    const newUrl: string = response.json().documents[0].imageUrl;
    expect(newUrl).not.toBe(oldUrl);
    const image = await get(newUrl, staffA);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(300);
    expect(await t.app.storage.exists(oldKey)).toBe(false);
    const oldRow = await t.app.db
      .selectFrom('files')
      .select('id')
      .where('id', '=', oldFileId)
      .executeTakeFirst();
    expect(oldRow).toBeUndefined();
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'centre_id', 'changes'])
      .where('entity', '=', 'centre_document')
      .where('entity_id', '=', `${centreA}:trade_license`)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['upload', 'replace']);
    expect(audit[1]!.centre_id).toBe(centreA);
    const changes = JSON.parse(audit[1]!.changes!);
    expect(changes.file[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(changes.file[1].sha256).not.toBe(changes.file[0].sha256);
  });

  it('refuses a text file named .jpg, a missing image and an unknown slot with clear messages', async () => {
    const text = await upload(centreA, 'pan_card', staffA, {
      data: Buffer.from('this is not an image at all, just some text'),
      filename: 'pan.jpg',
      type: 'image/jpeg',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Pan Card must be an image (JPEG, PNG or WebP)');
    expect(text.json().fieldErrors.image).toEqual([
      'Pan Card must be an image (JPEG, PNG or WebP)',
    ]);
    const form = multipart({ note: 'nothing' });
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/dashboard/centre-documents/${centreA}/pan_card`,
      headers: { ...staffA, ...form.headers },
      payload: form.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose an image to upload');
    const slot = await upload(centreA, 'passport', staffA, {
      data: await pngImage(),
      filename: 'a.png',
    });
    expect(slot.statusCode).toBe(400);
    const listed = await get(`/api/dashboard/centre-documents/${centreA}`, staffA);
    expect(listed.json().documents.map((d: { slot: string }) => d.slot)).toEqual(['trade_license']);
  });

  it('refuses an image over 2 MB with 413', async () => {
    // A real PNG followed by padding: sniffed as PNG, then refused for its size.
    const big = Buffer.concat([await pngImage(), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const response = await upload(centreA, 'pan_card', staffA, {
      data: big,
      filename: 'big.png',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Pan Card must be at most 2 MB');
  });

  it("names the documents in Hindi in a Hindi page's messages", async () => {
    const hindi = { ...staffA, 'accept-language': 'hi' };
    const text = await upload(centreA, 'voter_card_2', hindi, {
      data: Buffer.from('this is not an image at all, just some text'),
      filename: 'voter.jpg',
      type: 'image/jpeg',
    });
    expect(text.json().message).toBe(
      'वोटर कार्ड (पीछे का भाग) एक छवि (JPEG, PNG या WebP) होनी चाहिए',
    );
    const none = await get(
      `/api/dashboard/centre-documents/${centreA}/address_proof_1/image`,
      hindi,
    );
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('अभी तक कोई पते का प्रमाण (चित्र 1) अपलोड नहीं किया गया है');
    const english = await get(
      `/api/dashboard/centre-documents/${centreA}/address_proof_1/image`,
      staffA,
    );
    expect(english.json().message).toBe('No Address Proof (image 1) has been uploaded yet');
  });
});
