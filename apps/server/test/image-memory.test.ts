import { describe, expect, it } from 'vitest';
import { loadSharp } from '../src/lib/sharp';
import { processUpload } from '../src/lib/uploads';
import { pngImage } from './helpers/multipart';

// Every upload is a new picture: libvips' operation cache only held memory (the server grew by a
// quarter over a minute of Add Student forms with photos in bench:busy, and by 2% without it).
describe('image processing', () => {
  it('keeps nothing in libvips’ cache after re-encoding uploads', async () => {
    for (let i = 0; i < 3; i++) {
      const stored = await processUpload('photo', 'Photo', 'image', await pngImage(), 'photo.png');
      expect(stored.contentType).toBe('image/jpeg');
    }
    const { memory, items } = (await loadSharp()).cache();
    expect(memory.current).toBe(0);
    expect(items.current).toBe(0);
  });
});
