import type { PDFFont, PDFPage } from 'pdf-lib';
import { createPdf, rgb } from '../../lib/pdf';
import {
  BROCHURE_FOOTER,
  INSTITUTE,
  type BannerSeed,
  type BrochureSeed,
  type MarketingSeed,
} from './marketing-tools.seed-content';
import { loadSharp } from '../../lib/sharp';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function hexToRgb(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** Splits text into lines no wider than `width` at `size` in `font`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A one-page A4 brochure of a course. */
export async function brochurePdf(seed: BrochureSeed): Promise<Buffer> {
  const { doc, fonts } = await createPdf({ title: `${seed.title} - ${INSTITUTE}` });
  const regular = fonts.regular!;
  const bold = fonts.bold!;
  const page: PDFPage = doc.addPage([595.28, 841.89]);
  const { width, height } = page.getSize();
  const margin = 50;
  const text = width - margin * 2;
  const colour = hexToRgb(seed.colour);
  const dark = rgb(0.12, 0.16, 0.23);

  page.drawRectangle({ x: 0, y: height - 165, width, height: 165, color: colour });
  page.drawText(INSTITUTE, {
    x: margin,
    y: height - 50,
    size: 12,
    font: regular,
    color: rgb(1, 1, 1),
  });
  let y = height - 88;
  for (const line of wrap(seed.title, bold, 24, text)) {
    page.drawText(line, { x: margin, y, size: 24, font: bold, color: rgb(1, 1, 1) });
    y -= 30;
  }
  page.drawText('Online course', {
    x: margin,
    y: y - 4,
    size: 11,
    font: regular,
    color: rgb(1, 1, 1),
  });

  y = height - 200;
  const para = (content: string, size = 11, font = regular) => {
    for (const line of wrap(content, font, size, text)) {
      page.drawText(line, { x: margin, y, size, font, color: dark });
      y -= size * 1.5;
    }
  };
  const heading = (content: string) => {
    y -= 8;
    page.drawText(content, { x: margin, y, size: 14, font: bold, color: colour });
    y -= 22;
  };

  para(seed.summary, 12);
  heading('Course details');
  para(`Duration: ${seed.duration}`);
  para(`Eligibility: ${seed.eligibility}`);
  para('Mode: Online classes with practical work and an examination at the end');
  for (const semester of seed.semesters) {
    heading(`What you learn: ${semester.heading}`);
    for (const topic of semester.topics) para(`•  ${topic}`);
  }
  heading('Career opportunities');
  para(seed.careers.join(', '));
  heading('Certificate');
  para(
    'Students who pass the examination receive a certificate with their registration number, which anyone can verify online.',
  );

  page.drawRectangle({ x: 0, y: 0, width, height: 70, color: rgb(0.95, 0.96, 0.98) });
  y = 42;
  for (const line of wrap(BROCHURE_FOOTER, regular, 10, text)) {
    page.drawText(line, { x: margin, y, size: 10, font: regular, color: dark });
    y -= 14;
  }
  return Buffer.from(await doc.save());
}

/** Text lines of an SVG, each with its size and weight. */
function svgText(lines: { text: string; size: number; bold?: boolean; y: number }[], x: number) {
  return lines
    .map(
      (line) =>
        `<text x="${x}" y="${line.y}" font-family="Noto Sans, DejaVu Sans, Arial, sans-serif" font-size="${line.size}" font-weight="${line.bold ? 700 : 400}" fill="#ffffff">${escapeXml(line.text)}</text>`,
    )
    .join('');
}

/** The admission banner: 1200 x 628 PNG, the size social networks show best. */
export async function bannerPng(seed: BannerSeed): Promise<Buffer> {
  const sharp = await loadSharp();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="628">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${seed.colour}"/><stop offset="1" stop-color="#0ea5e9"/></linearGradient></defs>
<rect width="1200" height="628" fill="url(#g)"/>
<circle cx="1080" cy="110" r="190" fill="#ffffff" opacity="0.08"/>
<circle cx="1130" cy="560" r="140" fill="#ffffff" opacity="0.08"/>
<rect x="80" y="360" width="120" height="8" fill="#fbbf24"/>
${svgText(
  [
    { text: INSTITUTE, size: 32, y: 130 },
    { text: seed.headline, size: 96, bold: true, y: 300 },
    ...seed.lines.map((text, index) => ({ text, size: 34, y: 440 + index * 52 })),
  ],
  80,
)}
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The table's thumbnail of an entry: 480 x 300 WebP with its title. */
export async function thumbnail(seed: MarketingSeed): Promise<Buffer> {
  const sharp = await loadSharp();
  const title = seed.kind === 'brochure' ? seed.title : seed.headline;
  const words = title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last && `${last} ${word}`.length <= 22) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300">
<rect width="480" height="300" fill="${seed.colour}"/>
<rect x="0" y="240" width="480" height="60" fill="#000000" opacity="0.2"/>
<circle cx="420" cy="50" r="90" fill="#ffffff" opacity="0.1"/>
${svgText(
  [
    ...lines.map((text, index) => ({ text, size: 34, bold: true, y: 80 + index * 44 })),
    {
      text: seed.kind === 'brochure' ? 'Course brochure (PDF)' : 'Banner (PNG)',
      size: 22,
      y: 278,
    },
  ],
  30,
)}
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
}

/** The downloadable file of a seed entry, with its content type. */
export async function seedFile(
  seed: MarketingSeed,
): Promise<{ data: Buffer; contentType: string; extension: string }> {
  return seed.kind === 'brochure'
    ? { data: await brochurePdf(seed), contentType: 'application/pdf', extension: 'pdf' }
    : { data: await bannerPng(seed), contentType: 'image/png', extension: 'png' };
}
