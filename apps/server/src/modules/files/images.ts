import { AppError } from '../../lib/errors';
import type { ProcessedUpload } from '../../lib/uploads';
import { loadSharp } from '../../lib/sharp';

// Loaded on the first upload: libvips costs memory a server answering pages does not need.
const loadFileType = () => import('file-type');

/** The widths stored of each uploaded website image (never wider than the upload). */
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const;
/** The largest upload taken (the multipart limit of app.ts is the same). */
export const IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Decoding bombs are refused: at most 40 megapixels. */
const MAX_PIXELS = 40_000_000;

export interface ImageVariant extends ProcessedUpload {
  width: number;
  height: number;
}

/** The responsive widths to make of an image `width` pixels wide (upright). */
export function widthsFor(width: number): number[] {
  const widths: number[] = RESPONSIVE_WIDTHS.filter((candidate) => candidate < width);
  widths.push(Math.min(width, RESPONSIVE_WIDTHS.at(-1)!));
  return [...new Set(widths)];
}

/**
 * The one image pipeline of the website's editors (hero slides, gallery photos): checks the
 * upload by its content (JPEG, PNG or WebP, whatever its name says) and size, turns it upright
 * (EXIF orientation), drops every metadata (EXIF, GPS, ICC) and re-encodes it as WebP in the
 * responsive widths, narrowest first. Throws a 400 or 413 whose field error names `field`.
 */
export async function processWebsiteImage(
  field: string,
  label: string,
  data: Buffer,
  originalName: string,
): Promise<ImageVariant[]> {
  const fail = (status: number, message: string) =>
    new AppError(status, status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_ERROR', message, {
      [field]: [message],
    });
  if (data.length > IMAGE_UPLOAD_BYTES) throw fail(413, `${label} must be at most 5 MB`);
  const detected = await (await loadFileType()).fileTypeFromBuffer(data);
  if (!detected || !ACCEPTED.has(detected.mime)) {
    throw fail(400, `${label} must be a JPEG, PNG or WebP image`);
  }
  const sharp = await loadSharp();
  const unreadable = () => fail(400, `${label} could not be read as an image`);
  let upright: { width: number; height: number };
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw unreadable();
    const turned = (meta.orientation ?? 1) >= 5;
    upright = turned
      ? { width: meta.height, height: meta.width }
      : { width: meta.width, height: meta.height };
  } catch {
    throw unreadable();
  }
  const name = originalName.replace(/\.[^.]*$/, '').slice(0, 200) || 'image';
  try {
    const variants: ImageVariant[] = [];
    for (const width of widthsFor(upright.width)) {
      // sharp writes no metadata unless asked (withMetadata): EXIF and GPS are gone.
      const { data: encoded, info } = await sharp(data, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer({ resolveWithObject: true });
      variants.push({
        data: encoded,
        width: info.width,
        height: info.height,
        contentType: 'image/webp',
        extension: 'webp',
        originalName: `${name}-${info.width}w.webp`,
      });
    }
    return variants;
  } catch {
    throw unreadable();
  }
}
