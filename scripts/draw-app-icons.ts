// npm run assets:icons: the dashboard's installable app icons (decision 0087), drawn from
// apps/web/public/favicon.svg with sharp and committed: 192 and 512 px, and a maskable 512 px
// whose picture sits inside the 80% safe zone on the icon's own blue (launchers crop the rest).
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'apps/web/public');
const source = path.join(publicDir, 'favicon.svg');
const BLUE = '#1e3a8a';

for (const size of [192, 512]) {
  await sharp(source, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, `icon-${size}.png`));
}

// Maskable: the same picture at 70% on a full square of the background colour.
const inner = Math.round(512 * 0.7);
const picture = await sharp(source, { density: (72 * inner) / 64 })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: BLUE } })
  .composite([{ input: picture, gravity: 'centre' }])
  .png({ compressionLevel: 9 })
  .toFile(path.join(publicDir, 'icon-maskable-512.png'));
console.log('wrote icon-192.png, icon-512.png, icon-maskable-512.png');
