import fsp from 'node:fs/promises';
import path from 'node:path';
import { findServerAssets } from '../../lib/server-assets';
import { MARKETING_SEED, type MarketingSeed } from './marketing-tools.seed-content';

/**
 * The marketing tools' seed files are drawn once by `npm run assets:marketing` (with sharp and
 * pdf-lib, scripts/draw-marketing-assets.ts) and kept in the repository, so that a first start
 * only copies them: drawing them there loaded sharp's image library into the server, which kept
 * about 80 MB more resident memory until a restart (decision 0045).
 */
export const MARKETING_ASSETS_DIR = 'apps/server/assets/marketing';

/** The kept thumbnail of a seed entry: its file's name with -thumbnail.webp for the extension. */
export const marketingThumbnailName = (seed: MarketingSeed) =>
  seed.fileName.replace(/\.\w+$/, '-thumbnail.webp');

const CONTENT_TYPES = { pdf: 'application/pdf', png: 'image/png' } as const;

/** The folder of the kept files: apps/server/assets/marketing. */
export const findMarketingAssets = () => findServerAssets('marketing', MARKETING_SEED[0]!.fileName);

interface SeedUpload {
  data: Buffer;
  contentType: string;
  extension: string;
  originalName: string;
}

/** Each seed entry with its kept thumbnail and downloadable file, read from `dir`. */
export function readMarketingAssets(dir: string) {
  return Promise.all(
    MARKETING_SEED.map(async (seed) => {
      const extension = path.extname(seed.fileName).slice(1) as keyof typeof CONTENT_TYPES;
      const image: SeedUpload = {
        data: await fsp.readFile(path.join(dir, marketingThumbnailName(seed))),
        contentType: 'image/webp',
        extension: 'webp',
        originalName: marketingThumbnailName(seed),
      };
      const file: SeedUpload = {
        data: await fsp.readFile(path.join(dir, seed.fileName)),
        contentType: CONTENT_TYPES[extension],
        extension,
        originalName: seed.fileName,
      };
      return { seed, image, file };
    }),
  );
}
