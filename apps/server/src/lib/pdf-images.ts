import type { PDFDocument, PDFImage } from 'pdf-lib';
import { loadSharp } from './sharp';

/** A box (in pixels) a printed photo or signature is fitted inside. */
export interface PixelBox {
  width: number;
  height: number;
}

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/**
 * A stored image as bytes pdf-lib embeds, fitted inside `box`, or null if it cannot be read.
 * Uploads stored since decision 0094 are baseline JPEG, which a PDF carries as is: one that fits
 * the box is embedded without decoding it, a larger one is shrunk (libvips decodes a JPEG at a
 * fraction of its size) and stays JPEG. Anything else (WebP stored before, a PNG) becomes PNG,
 * which keeps a signature's transparency.
 */
export async function imageForPdf(
  bytes: Uint8Array | null,
  box: PixelBox,
): Promise<Uint8Array | null> {
  if (!bytes) return null;
  try {
    const sharp = await loadSharp();
    const image = sharp(bytes);
    const meta = await image.metadata();
    // A PDF reader shows a JPEG's samples as they are: only RGB or grey ones, and only upright
    // ones (an orientation tag would be ignored), are passed through; others are re-encoded.
    const plain =
      meta.format === 'jpeg' &&
      (meta.space === 'srgb' || meta.space === 'b-w') &&
      (meta.orientation === undefined || meta.orientation === 1);
    if (plain && meta.width <= box.width && meta.height <= box.height) return bytes;
    const fitted = image.rotate().resize({ ...box, fit: 'inside', withoutEnlargement: true });
    return await (
      meta.format === 'jpeg' ? fitted.jpeg({ quality: 90, mozjpeg: false }) : fitted.png()
    ).toBuffer();
  } catch {
    return null;
  }
}

/** Embeds bytes from imageForPdf: a JPEG as it is (DCTDecode), otherwise a PNG. */
export function embedImage(doc: PDFDocument, bytes: Uint8Array): Promise<PDFImage> {
  return isJpeg(bytes) ? doc.embedJpg(bytes) : doc.embedPng(bytes);
}
