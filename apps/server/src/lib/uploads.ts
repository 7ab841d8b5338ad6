import { FILE_LIMITS } from '@institute/shared/student';
import { availableParallelism } from 'node:os';
import { AppError } from './errors';
import { loadSharp } from './sharp';

// Loaded on the first upload, not at start-up: image processing (libvips) costs tens of MB of
// memory that a server answering pages and lists does not need.
const loadFileType = () => import('file-type');

export type UploadKind = 'image' | 'image-or-pdf';

export interface ProcessedUpload {
  data: Buffer;
  contentType: string;
  extension: string;
  originalName: string;
}

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/**
 * Stored images are re-encoded within this box, upright, without metadata (EXIF, GPS, ICC) and as
 * baseline JPEG (decision 0094). Files stored before that decision stay WebP.
 */
const MAX_SIDE = 1600;

/**
 * The file name extension of a stored file by its content type, for the name a download is given
 * (uploads are JPEG since decision 0094, WebP before it, or PDF).
 */
export function extensionOf(contentType: string): string {
  switch (contentType) {
    case 'application/pdf':
      return 'pdf';
    case 'image/jpeg':
      return 'jpg';
    case 'image/png':
      return 'png';
    case 'image/webp':
      return 'webp';
    default:
      return 'bin';
  }
}

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/**
 * Images re-encoded at once by this process: all the cores but one (at least one), so that uploads
 * arriving together wait for each other instead of taking the core that answers every other
 * request (decision 0074: on two cores, three Add Students at once held the reads' p99 at seconds).
 */
const ENCODING_SLOTS = Math.max(1, availableParallelism() - 1);
let encoding = 0;
const waiting: (() => void)[] = [];
async function inEncodingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (encoding >= ENCODING_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else encoding += 1;
  try {
    return await work();
  } finally {
    // The slot passes to the next waiting upload, or is freed.
    const next = waiting.shift();
    if (next) next();
    else encoding -= 1;
  }
}

/**
 * Checks an uploaded file by its content (never its name or declared type) and the size limit of
 * its kind, then re-encodes images (bounded size, metadata removed). Throws a 400 or 413 AppError
 * whose field error names the form field.
 */
export async function processUpload(
  field: string,
  label: string,
  kind: UploadKind,
  data: Buffer,
  originalName: string,
): Promise<ProcessedUpload> {
  const fail = (status: number, message: string) =>
    new AppError(status, status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_ERROR', message, {
      [field]: [message],
    });
  const detected = await (await loadFileType()).fileTypeFromBuffer(data);
  const mime = detected?.mime;
  const isImage = mime !== undefined && IMAGE_TYPES.has(mime);
  const isPdf = mime === 'application/pdf';
  if (kind === 'image' && !isImage) {
    throw fail(400, `${label} must be an image (JPEG, PNG or WebP)`);
  }
  if (kind === 'image-or-pdf' && !isImage && !isPdf) {
    throw fail(400, `${label} must be an image or a PDF`);
  }
  const limit = isPdf ? FILE_LIMITS.pdfBytes : FILE_LIMITS.imageBytes;
  if (data.length > limit) throw fail(413, `${label} must be at most ${megabytes(limit)}`);
  if (isPdf) {
    return { data, contentType: 'application/pdf', extension: 'pdf', originalName };
  }
  const sharp = await loadSharp();
  try {
    const image = await inEncodingSlot(() =>
      sharp(data, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        // Transparency (a PNG signature, a WebP logo) on white: JPEG has no alpha channel.
        .flatten({ background: '#ffffff' })
        // Baseline JPEG: a fifth to two fifths of the CPU of WebP at effort 2 for a somewhat
        // larger file; a busy day's Add Student waited on this encoding (decisions 0074, 0094).
        // No metadata is kept (sharp keeps none unless asked: no EXIF, GPS, XMP or ICC profile).
        .jpeg({ quality: 82, mozjpeg: false })
        .toBuffer(),
    );
    return { data: image, contentType: 'image/jpeg', extension: 'jpg', originalName };
  } catch {
    throw fail(400, `${label} could not be read as an image`);
  }
}
