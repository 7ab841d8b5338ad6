import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHeadOffice, staffOf } from './helpers/actors';
import { createCentre } from './helpers/factories';
import { multipart, pdfDocument, pngImage } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  findMarketingAssets,
  marketingThumbnailName,
} from '../src/modules/marketing-tools/marketing-tools.assets';
import { seedFile, thumbnail } from '../src/modules/marketing-tools/marketing-tools.files';
import { MARKETING_SEED } from '../src/modules/marketing-tools/marketing-tools.seed-content';

let t: TestApp;
let head: Record<string, string>;
let staff: Record<string, string>;

const get = (url: string, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'GET', url, headers });
const send = (
  method: 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; filename: string }> = {},
) => {
  const form = multipart(fields, files);
  return t.app.inject({
    method,
    url: `/api/dashboard/marketing-tools${url}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};

beforeAll(async () => {
  t = await createTestApp();
  const centreId = await createCentre(t.app);
  staff = await staffOf(t.app, centreId);
  head = await signInHeadOffice(t.app);
});
afterAll(() => t.close());

describe('Marketing Tools', () => {
  it('seeds the five Online entries of the specification, each with a real file', async () => {
    const response = await get('/api/dashboard/marketing-tools');
    expect(response.statusCode).toBe(200);
    const items = response.json();
    expect(items.map((item: { type: string }) => item.type)).toEqual(Array(5).fill('Online'));
    expect(items.map((item: { description: string }) => item.description)).toEqual([
      'Diploma in Computer Application Course',
      'Advance Diploma in Computer Application Course',
      'Diploma in Beautician Course',
      'Diploma in Yoga and Wellness Course',
      'Admission open banner for your centre (1200 x 628 pixels, PNG)',
    ]);
    const pdf = await get(items[0].downloadUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="diploma-in-computer-application-brochure.pdf"',
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const document = await PDFDocument.load(pdf.rawPayload);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toContain('Diploma in Computer Application (DCA)');

    const banner = await get(items[4].downloadUrl);
    expect(banner.headers['content-type']).toBe('image/png');
    expect(await sharp(banner.rawPayload).metadata()).toMatchObject({ width: 1200, height: 628 });
    const thumb = await get(items[2].imageUrl);
    expect(thumb.headers['content-type']).toBe('image/webp');
    // What is downloaded is the file kept in the repository, byte for byte.
    const kept = findMarketingAssets()!;
    expect(
      banner.rawPayload.equals(fs.readFileSync(path.join(kept, 'admission-open-banner.png'))),
    ).toBe(true);
    expect(
      thumb.rawPayload.equals(
        fs.readFileSync(path.join(kept, 'diploma-in-beautician-brochure-thumbnail.webp')),
      ),
    ).toBe(true);
  });

  it('keeps a drawn file and thumbnail of every seed entry in the repository', async () => {
    const kept = findMarketingAssets();
    expect(kept).not.toBeNull();
    const { PDFDocument } = await import('pdf-lib');
    for (const seed of MARKETING_SEED) {
      const image = await sharp(path.join(kept!, marketingThumbnailName(seed))).metadata();
      expect([image.format, image.width, image.height]).toEqual(['webp', 480, 300]);
      const file = fs.readFileSync(path.join(kept!, seed.fileName));
      if (seed.kind === 'banner') {
        const png = await sharp(file).metadata();
        expect([png.format, png.width, png.height]).toEqual(['png', 1200, 628]);
      } else {
        const document = await PDFDocument.load(file);
        expect(document.getPageCount()).toBe(1);
        expect(document.getTitle()).toContain(seed.title);
      }
    }
  });

  it('draws the same kinds of file for npm run assets:marketing', async () => {
    const [brochure] = MARKETING_SEED.filter((seed) => seed.kind === 'brochure');
    const [banner] = MARKETING_SEED.filter((seed) => seed.kind === 'banner');
    const drawn = await sharp(await thumbnail(brochure!)).metadata();
    expect([drawn.format, drawn.width, drawn.height]).toEqual(['webp', 480, 300]);
    const bannerFile = await seedFile(banner!);
    expect(bannerFile.contentType).toBe('image/png');
    expect((await sharp(bannerFile.data).metadata()).width).toBe(1200);
    const brochureFile = await seedFile(brochure!);
    expect(brochureFile.data.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('does not seed again into a table that has entries', async () => {
    const { seedMarketingTools } =
      await import('../src/modules/marketing-tools/marketing-tools.service');
    const { createMarketingToolsRepository } =
      await import('../src/modules/marketing-tools/marketing-tools.repository');
    expect(await seedMarketingTools(createMarketingToolsRepository(t.app.db), t.app.storage)).toBe(
      0,
    );
    expect((await get('/api/dashboard/marketing-tools')).json()).toHaveLength(5);
  });

  it('refuses every change to centre staff, before reading the form', async () => {
    const add = await send('POST', '', staff, { type: 'Online', description: 'Leaflet' });
    expect(add.statusCode).toBe(403);
    expect(add.json().message).toBe('Only head office can change the marketing tools.');
    expect((await send('PUT', '/1', staff, { type: 'Online', description: 'x' })).statusCode).toBe(
      403,
    );
    const remove = await t.app.inject({
      method: 'DELETE',
      url: '/api/dashboard/marketing-tools/1',
      headers: staff,
    });
    expect(remove.statusCode).toBe(403);
    expect((await get('/api/dashboard/marketing-tools')).json()).toHaveLength(5);
  });

  it('lets head office add, replace and remove an entry, all audited', async () => {
    const added = await send(
      'POST',
      '',
      head,
      { type: 'Offline', description: 'Hindi Typing leaflet' },
      {
        image: { data: await pngImage(120, 80), filename: 'leaflet.png' },
        file: { data: pdfDocument(), filename: 'whatever.pdf' },
      },
    );
    expect(added.statusCode).toBe(201);
    const item = added.json();
    expect(item).toMatchObject({
      type: 'Offline',
      description: 'Hindi Typing leaflet',
      downloadName: 'hindi-typing-leaflet.pdf',
      downloadType: 'application/pdf',
    });
    expect((await get('/api/dashboard/marketing-tools')).json().at(-1).id).toBe(item.id);

    const replaced = await send(
      'PUT',
      `/${item.id}`,
      head,
      { type: 'Offline', description: 'Hindi Typing poster' },
      { file: { data: await pngImage(300, 200), filename: 'poster.png' } },
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      description: 'Hindi Typing poster',
      downloadName: 'hindi-typing-poster.jpg',
      downloadType: 'image/jpeg',
      imageUrl: item.imageUrl,
    });
    const download = await get(replaced.json().downloadUrl);
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="hindi-typing-poster.jpg"',
    );

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/dashboard/marketing-tools/${item.id}`,
      headers: head,
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(`/api/dashboard/marketing-tools/${item.id}/download`)).statusCode).toBe(404);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'marketing_tool')
      .where('entity_id', '=', String(item.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('checks the form: required fields, and files by their content', async () => {
    const empty = await send('POST', '', head, { type: 'Paper', description: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({
      type: ['Type must be Online or Offline'],
      description: ['Description is required'],
      image: ['Image is required'],
      file: ['Download file is required'],
    });
    const fake = await send(
      'POST',
      '',
      head,
      { type: 'Online', description: 'A fake image' },
      {
        image: { data: Buffer.from('plain text pretending to be a picture'), filename: 'pic.jpg' },
        file: { data: Buffer.from('#!/bin/sh\necho hi\n'), filename: 'brochure.pdf' },
      },
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fieldErrors).toEqual({
      image: ['Image must be an image (JPEG, PNG or WebP)'],
      file: ['Download file must be an image or a PDF'],
    });
    expect((await get('/api/dashboard/marketing-tools')).json()).toHaveLength(5);
  });

  it("answers a Hindi page's form in Hindi, the files named in Hindi", async () => {
    const hindi = { ...head, 'accept-language': 'hi' };
    const empty = await send('POST', '', hindi, { type: 'Online', description: 'A brochure' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toMatchObject({
      image: ['छवि आवश्यक है'],
      file: ['डाउनलोड फ़ाइल आवश्यक है'],
    });
    const fake = await send(
      'POST',
      '',
      hindi,
      { type: 'Online', description: 'A fake image' },
      {
        image: { data: Buffer.from('plain text pretending to be a picture'), filename: 'pic.jpg' },
        file: { data: Buffer.from('#!/bin/sh\necho hi\n'), filename: 'brochure.pdf' },
      },
    );
    expect(fake.json().fieldErrors).toEqual({
      image: ['छवि एक छवि (JPEG, PNG या WebP) होनी चाहिए'],
      file: ['डाउनलोड फ़ाइल एक छवि या PDF होनी चाहिए'],
    });
  });
});
