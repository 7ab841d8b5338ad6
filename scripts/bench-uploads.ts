// npm run bench:uploads — the CPU an uploaded image costs (issue 41, decision 0094), measured in
// this process (process.cpuUsage: every libvips thread counted), per image, median of BENCH_RUNS:
// - re-encoding an upload as processUpload did before decision 0094 (WebP, effort 2), at effort 0,
//   and as it does now (baseline JPEG, quality 82), for a 600 x 800 PNG (shaded with noise, and the
//   tests' every-byte-different pattern) and a camera-sized 4000 x 3000 JPEG (noisy shading);
// - processUpload itself (type check, encoding slot, JPEG) for the same two;
// - the photo of an ID card (fitted in 240 x 300 for the PDF): a stored WebP converted to PNG as
//   before, a stored JPEG shrunk and kept JPEG, and a small stored JPEG embedded as it is.
import sharp, { type Sharp } from 'sharp';
import { imageForPdf } from '../apps/server/src/lib/pdf-images';
import { processUpload } from '../apps/server/src/lib/uploads';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const MAX_SIDE = 1600;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Smooth shading with noise on top: compresses like a photograph, not like a flat test card. */
function photoLike(width: number, height: number, noise: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) * 2 - 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const base = [
        128 + 100 * Math.sin(x / 97 + y / 211),
        128 + 90 * Math.cos(y / 131),
        128 + 80 * Math.sin((x + y) / 173),
      ];
      for (let c = 0; c < 3; c++) {
        pixels[i + c] = Math.max(0, Math.min(255, Math.round(base[c]! + noise * random())));
      }
    }
  }
  return pixels;
}

/** CPU (user + system) and wall time per call, ms, and the size of the last answer. */
async function measure(work: () => Promise<Uint8Array | { data: Buffer } | null>) {
  await work(); // warm up (libvips loads its codecs on first use)
  const cpu: number[] = [];
  const wall: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = process.cpuUsage();
    const at = performance.now();
    const answer = await work();
    wall.push(performance.now() - at);
    const used = process.cpuUsage(started);
    cpu.push((used.user + used.system) / 1000);
    bytes = answer ? ('data' in answer ? answer.data.length : answer.length) : 0;
  }
  return { cpu: median(cpu), wall: median(wall), bytes };
}

const reencode = (input: Buffer, encode: (image: Sharp) => Sharp) => () =>
  encode(
    sharp(input, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true }),
  ).toBuffer();

async function main() {
  const png = await sharp(photoLike(600, 800, 12), {
    raw: { width: 600, height: 800, channels: 3 },
  })
    .png()
    .toBuffer();
  const camera = await sharp(photoLike(4000, 3000, 10), {
    raw: { width: 4000, height: 3000, channels: 3 },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  // The pattern of the tests' pngImage (every byte different): the worst case for an encoder.
  const patternPixels = Buffer.alloc(600 * 800 * 3);
  for (let i = 0; i < patternPixels.length; i++) patternPixels[i] = (i * 37) % 256;
  const pattern = await sharp(patternPixels, { raw: { width: 600, height: 800, channels: 3 } })
    .png()
    .toBuffer();
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(`sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, ${RUNS} runs each`);
  console.log(`inputs: 600x800 PNG ${kb(png.length)}, 4000x3000 JPEG ${kb(camera.length)}\n`);

  const rows: string[][] = [['input', 'encoding', 'CPU ms', 'wall ms', 'stored']];
  for (const [name, input] of [
    ['600x800 PNG', png],
    ['600x800 PNG pattern', pattern],
    ['4000x3000 JPEG', camera],
  ] as const) {
    for (const [label, encode] of [
      ['WebP q82 effort 2 (before)', (image: Sharp) => image.webp({ quality: 82, effort: 2 })],
      ['WebP q82 effort 0', (image: Sharp) => image.webp({ quality: 82, effort: 0 })],
      [
        'JPEG q82 baseline (0094)',
        (image: Sharp) =>
          image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: false }),
      ],
    ] as const) {
      const result = await measure(reencode(input, encode));
      rows.push([name, label, result.cpu.toFixed(1), result.wall.toFixed(1), kb(result.bytes)]);
    }
    const real = await measure(() => processUpload('photo', 'Photo', 'image', input, 'x'));
    rows.push([name, 'processUpload', real.cpu.toFixed(1), real.wall.toFixed(1), kb(real.bytes)]);
  }

  // The photo of an ID card: stored files as uploads leave them.
  const storedWebp = await reencode(png, (image) => image.webp({ quality: 82, effort: 2 }))();
  const storedJpeg = await reencode(png, (image) => image.jpeg({ quality: 82, mozjpeg: false }))();
  const passport = await sharp(photoLike(240, 300, 12), {
    raw: { width: 240, height: 300, channels: 3 },
  })
    .jpeg({ quality: 82, mozjpeg: false })
    .toBuffer();
  const box = { width: 240, height: 300 };
  for (const [label, work] of [
    [
      'ID card photo: stored WebP 600x800 to PNG (before)',
      () =>
        sharp(storedWebp)
          .resize({ ...box, fit: 'inside' })
          .png()
          .toBuffer(),
    ],
    ['ID card photo: stored WebP 600x800 (imageForPdf)', () => imageForPdf(storedWebp, box)],
    ['ID card photo: stored JPEG 600x800 (imageForPdf)', () => imageForPdf(storedJpeg, box)],
    ['ID card photo: stored JPEG 240x300, as it is', () => imageForPdf(passport, box)],
  ] as const) {
    const result = await measure(work);
    rows.push(['', label, result.cpu.toFixed(1), result.wall.toFixed(1), kb(result.bytes)]);
  }

  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
