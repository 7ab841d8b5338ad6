import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGalleryRepository } from '../src/modules/gallery/gallery.repository';
import { findGalleryAssets, seedGallery } from '../src/modules/gallery/gallery.service';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('gallery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists a dozen captioned images with their sizes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/gallery' });
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items).toHaveLength(12);
    expect(items[0]).toMatchObject({
      caption: 'Computer lab at the main centre',
      alt: expect.stringContaining('computer'),
      width: 1200,
      height: 800,
      thumbWidth: 480,
      thumbHeight: 320,
    });
    expect(items[0].imageUrl).toMatch(/^\/api\/gallery\/images\/\d+$/);
    expect(items[0].thumbUrl).not.toBe(items[0].imageUrl);
  });

  it('keeps each image as a stored file with its row in files', async () => {
    const files = await t.app.db
      .selectFrom('files')
      .innerJoin('gallery_items', 'gallery_items.file_id', 'files.id')
      .select(['files.storage_key', 'files.sha256', 'files.content_type', 'files.size'])
      .execute();
    expect(files).toHaveLength(12);
    for (const file of files) {
      const data = await t.app.storage.read(file.storage_key);
      expect(data.length).toBe(file.size);
      expect(createHash('sha256').update(data).digest('hex')).toBe(file.sha256);
      expect(file.content_type).toBe('image/webp');
    }
  });

  it('serves an image as WebP, cached for a year', async () => {
    const { items } = (await t.app.inject({ method: 'GET', url: '/api/gallery' })).json();
    const response = await t.app.inject({ method: 'GET', url: items[3].thumbUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('serves no stored file that is not a gallery image', async () => {
    const { id } = await t.app.db
      .insertInto('files')
      .values({
        storage_key: 'private/x.pdf',
        original_name: 'marksheet.pdf',
        content_type: 'application/pdf',
        size: 1,
        sha256: '0'.repeat(64),
        centre_id: null,
        created_by: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({ method: 'GET', url: `/api/gallery/images/${id}` });
    expect(response.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/gallery/images/abc' })).statusCode).toBe(
      400,
    );
  });

  it('seeds only an empty gallery', async () => {
    const repository = createGalleryRepository(t.app.db);
    expect(await seedGallery(repository, t.app.storage)).toBe(0);
    const rows = await t.app.db.selectFrom('gallery_items').select('id').execute();
    expect(rows).toHaveLength(12);
  });

  it('removes the stored files again when the rows cannot be written', async () => {
    const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-seed-'));
    const written: string[] = [];
    const storage = {
      ...t.app.storage,
      stage: async (key: string) => {
        written.push(key);
      },
      discard: async (keys: readonly string[]) => {
        for (const key of keys) written.splice(written.indexOf(key), 1);
      },
    };
    const failing = {
      ...createGalleryRepository(t.app.db),
      isEmpty: async () => true,
      insertItems: async () => {
        throw new Error('disk full');
      },
    };
    await expect(seedGallery(failing, storage, findGalleryAssets())).rejects.toThrow('disk full');
    expect(written).toEqual([]);
    fs.rmSync(storageDir, { recursive: true, force: true });
  });
});
