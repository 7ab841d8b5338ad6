// npm run assets:marketing: draws the marketing tools' seed files (the course brochures as PDF,
// the admission banner as PNG, a WebP thumbnail of each) into apps/server/assets/marketing, where
// the server copies them from into file storage on its first start. Run it after changing
// marketing-tools.seed-content.ts or marketing-tools.files.ts, and commit what it writes.
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  marketingThumbnailName,
  MARKETING_ASSETS_DIR,
} from '../apps/server/src/modules/marketing-tools/marketing-tools.assets';
import {
  seedFile,
  thumbnail,
} from '../apps/server/src/modules/marketing-tools/marketing-tools.files';
import { MARKETING_SEED } from '../apps/server/src/modules/marketing-tools/marketing-tools.seed-content';

const dir = path.resolve(import.meta.dirname, '..', MARKETING_ASSETS_DIR);
await fs.mkdir(dir, { recursive: true });
for (const seed of MARKETING_SEED) {
  const file = await seedFile(seed);
  const image = await thumbnail(seed);
  await fs.writeFile(path.join(dir, seed.fileName), file.data);
  await fs.writeFile(path.join(dir, marketingThumbnailName(seed)), image);
  console.log(`${seed.fileName}: ${file.data.length} bytes, thumbnail ${image.length} bytes`);
}
