import type { default as Sharp } from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), loaded on first use: image processing costs tens of MB that a server answering
 * pages and lists does not need. Its operation cache is turned off: every upload is a new image,
 * so the cache (up to 50 MB and 100 operations by default) only held memory, and the server's
 * memory grew by a quarter over a busy minute of Add Student forms with photos (bench:busy).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
