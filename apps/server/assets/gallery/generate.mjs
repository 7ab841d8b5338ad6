// Draws the seed gallery pictures (the project's own illustrations) and writes each as
// <name>-large.webp (1200 x 800) and <name>-thumb.webp (480 x 320), using the system Chromium.
// Run once by hand when a picture changes: node apps/server/assets/gallery/generate.mjs
/* global Image, document -- used inside page.evaluate, which runs in the browser */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const dir = import.meta.dirname;
const W = 1200;
const H = 800;

const sky = (a, b) =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#bg)"/>`;
const floor = (color, y = 560) => `<rect y="${y}" width="${W}" height="${H - y}" fill="${color}"/>`;
const monitor = (x, y, s = 1, screen = '#60a5fa') =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect width="160" height="110" rx="8" fill="#1f2937"/><rect x="8" y="8" width="144" height="90" rx="4" fill="${screen}"/><rect x="70" y="110" width="20" height="30" fill="#374151"/><rect x="45" y="138" width="70" height="10" rx="4" fill="#374151"/></g>`;
const desk = (x, y, w) =>
  `<rect x="${x}" y="${y}" width="${w}" height="18" rx="4" fill="#92400e"/><rect x="${x + 10}" y="${y + 18}" width="12" height="90" fill="#78350f"/><rect x="${x + w - 22}" y="${y + 18}" width="12" height="90" fill="#78350f"/>`;
const keyboard = (x, y, w = 150) =>
  `<rect x="${x}" y="${y}" width="${w}" height="26" rx="5" fill="#e5e7eb"/>${Array.from({ length: 3 }, (_, r) => Array.from({ length: Math.floor(w / 15) - 1 }, (_, c) => `<rect x="${x + 6 + c * 15}" y="${y + 4 + r * 7}" width="11" height="5" rx="1" fill="#9ca3af"/>`).join('')).join('')}`;
const book = (x, y, h, color) =>
  `<rect x="${x}" y="${y - h}" width="34" height="${h}" rx="3" fill="${color}"/><rect x="${x + 6}" y="${y - h + 12}" width="22" height="4" fill="#fff" opacity=".7"/>`;
const bars = (x, y, values, color) =>
  values
    .map(
      (v, i) => `<rect x="${x + i * 46}" y="${y - v}" width="30" height="${v}" fill="${color}"/>`,
    )
    .join('');
const sun = (x, y, r, c = '#fbbf24') => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`;
const BOOK_COLORS = ['#ef4444', '#f59e0b', '#10b981', '#3b82f6', '#8b5cf6', '#ec4899', '#14b8a6'];

const scenes = {
  'computer-lab': () =>
    sky('#dbeafe', '#eff6ff') +
    floor('#cbd5e1') +
    desk(60, 520, 1080) +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          monitor(
            100 + i * 210,
            372,
            1,
            ['#60a5fa', '#34d399', '#fbbf24', '#f472b6', '#a78bfa'][i],
          ) + keyboard(105 + i * 210, 490),
      )
      .join('') +
    `<rect x="0" y="60" width="${W}" height="40" fill="#1e3a8a" opacity=".9"/>`,
  'typing-class': () =>
    sky('#fef3c7', '#fffbeb') +
    floor('#e7e5e4', 520) +
    desk(40, 520, 1120) +
    [0, 1, 2, 3].map((i) => keyboard(90 + i * 270, 480, 210)).join('') +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${120 + i * 270}" y="300" width="150" height="170" rx="6" fill="#fff" stroke="#d6d3d1" stroke-width="4"/>${[0, 1, 2, 3, 4, 5].map((l) => `<rect x="${135 + i * 270}" y="${325 + l * 22}" width="${120 - (l % 3) * 20}" height="8" rx="3" fill="#a8a29e"/>`).join('')}`,
      )
      .join(''),
  'tally-class': () =>
    sky('#1e293b', '#334155') +
    floor('#475569', 620) +
    `<rect x="200" y="80" width="800" height="460" rx="10" fill="#f8fafc"/>` +
    bars(260, 500, [120, 200, 160, 260, 220, 320], '#2563eb') +
    Array.from(
      { length: 8 },
      (_, i) =>
        `<rect x="600" y="${130 + i * 44}" width="340" height="26" rx="4" fill="${i % 2 ? '#e2e8f0' : '#cbd5e1'}"/>`,
    ).join('') +
    `<rect x="560" y="600" width="80" height="40" rx="6" fill="#0f172a"/>`,
  'programming-class': () =>
    sky('#0f172a', '#1e293b') +
    floor('#334155', 600) +
    `<rect x="300" y="180" width="600" height="380" rx="14" fill="#111827" stroke="#4b5563" stroke-width="6"/><rect x="250" y="560" width="700" height="30" rx="8" fill="#6b7280"/>` +
    Array.from(
      { length: 10 },
      (_, i) =>
        `<rect x="${340 + (i % 4) * 30}" y="${215 + i * 32}" width="${180 + ((i * 53) % 220)}" height="14" rx="5" fill="${['#f472b6', '#60a5fa', '#34d399', '#fbbf24'][i % 4]}"/>`,
    ).join('') +
    `<rect x="960" y="470" width="120" height="130" rx="6" fill="#fde68a"/><rect x="80" y="500" width="150" height="100" rx="6" fill="#93c5fd"/>`,
  library: () =>
    sky('#fef9c3', '#fef3c7') +
    floor('#a16207', 700) +
    [140, 330, 520]
      .map(
        (y) =>
          `<rect x="80" y="${y}" width="1040" height="16" fill="#78350f"/>` +
          Array.from({ length: 26 }, (_, i) =>
            book(100 + i * 39, y, 100 + ((i * 37 + y) % 60), BOOK_COLORS[(i + y) % 7]),
          ).join(''),
      )
      .join('') +
    `<rect x="80" y="680" width="1040" height="20" fill="#78350f"/>`,
  'certificate-day': () =>
    sky('#fce7f3', '#fdf2f8') +
    floor('#be185d', 640) +
    `<path d="M0 0h${W}v90C900 140 300 140 0 90z" fill="#db2777"/>` +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<circle cx="${50 + i * 100}" cy="${110 + (i % 2) * 20}" r="16" fill="${BOOK_COLORS[i % 7]}"/>`,
    ).join('') +
    `<rect x="330" y="200" width="540" height="380" rx="10" fill="#fffbeb" stroke="#b45309" stroke-width="10"/>` +
    `<rect x="420" y="260" width="360" height="24" rx="6" fill="#92400e"/>${[0, 1, 2].map((l) => `<rect x="400" y="${320 + l * 40}" width="400" height="12" rx="4" fill="#d6d3d1"/>`).join('')}` +
    `<circle cx="760" cy="510" r="44" fill="#dc2626"/><path d="M740 540l-20 70 40-20 40 20-20-70z" fill="#dc2626"/>`,
  'hardware-workshop': () =>
    sky('#e0f2fe', '#f0f9ff') +
    floor('#94a3b8', 600) +
    desk(60, 600, 1080) +
    `<rect x="160" y="250" width="300" height="350" rx="10" fill="#374151"/><rect x="185" y="280" width="250" height="290" fill="#1f2937"/><rect x="210" y="310" width="200" height="120" fill="#065f46"/><rect x="230" y="330" width="60" height="60" fill="#9ca3af"/><rect x="310" y="450" width="100" height="20" fill="#fbbf24"/><rect x="310" y="490" width="100" height="20" fill="#fbbf24"/>` +
    `<rect x="600" y="470" width="460" height="80" rx="8" fill="#1e40af"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${630 + i * 52}" y="495" width="34" height="26" fill="#0f172a"/><circle cx="${647 + i * 52}" cy="485" r="4" fill="#22c55e"/>`).join('')}` +
    Array.from(
      { length: 5 },
      (_, i) =>
        `<path d="M${647 + i * 104} 550 C ${640 + i * 100} 640, ${400 + i * 40} 560, ${420 + i * 10} 600" stroke="${BOOK_COLORS[i]}" stroke-width="8" fill="none"/>`,
    ).join(''),
  'design-studio': () =>
    sky('#ede9fe', '#f5f3ff') +
    floor('#c4b5fd', 620) +
    monitor(330, 130, 3.4, '#ffffff') +
    sun(560, 290, 80, '#f472b6') +
    `<rect x="680" y="200" width="160" height="160" rx="20" fill="#60a5fa" opacity=".85"/><path d="M480 420l90-120 90 120z" fill="#fbbf24" opacity=".9"/>` +
    `<rect x="850" y="560" width="260" height="170" rx="14" fill="#1f2937"/><rect x="870" y="580" width="220" height="130" rx="8" fill="#4b5563"/><path d="M1100 520l-90 130" stroke="#111827" stroke-width="12" stroke-linecap="round"/>`,
  'yoga-session': () =>
    sky('#fed7aa', '#fff7ed') +
    sun(600, 330, 130, '#fb923c') +
    floor('#fde68a', 520) +
    `<path d="M0 520 Q 300 430 600 500 T 1200 480 V520z" fill="#86efac"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${90 + i * 280}" y="600" width="220" height="60" rx="10" fill="${['#0ea5e9', '#22c55e', '#a855f7', '#ef4444'][i]}" transform="skewX(-18)"/>`,
      )
      .join(''),
  'music-room': () =>
    sky('#7c2d12', '#9a3412') +
    floor('#b91c1c', 560) +
    `<rect x="120" y="620" width="960" height="120" rx="20" fill="#fbbf24" opacity=".5"/>` +
    `<rect x="180" y="420" width="420" height="200" rx="12" fill="#78350f"/><rect x="200" y="440" width="380" height="60" fill="#451a03"/>${Array.from({ length: 18 }, (_, i) => `<rect x="${205 + i * 21}" y="520" width="18" height="70" fill="#f5f5f4"/>`).join('')}${Array.from({ length: 12 }, (_, i) => `<rect x="${218 + i * 31}" y="520" width="10" height="40" fill="#1c1917"/>`).join('')}` +
    `<ellipse cx="800" cy="580" rx="90" ry="40" fill="#1c1917"/><rect x="710" y="580" width="180" height="90" fill="#57534e"/><ellipse cx="800" cy="670" rx="90" ry="30" fill="#44403c"/><ellipse cx="800" cy="580" rx="70" ry="28" fill="#e7e5e4"/>` +
    `<ellipse cx="1000" cy="590" rx="70" ry="32" fill="#1c1917"/><rect x="930" y="590" width="140" height="80" fill="#b45309"/><ellipse cx="1000" cy="590" rx="52" ry="22" fill="#e7e5e4"/>`,
  'art-class': () =>
    sky('#ecfccb', '#f7fee7') +
    floor('#a3e635', 640) +
    `<path d="M600 120 L430 700 M600 120 L770 700 M600 120 L600 720" stroke="#78350f" stroke-width="16"/>` +
    `<rect x="390" y="170" width="420" height="320" fill="#fff" stroke="#78350f" stroke-width="10"/>` +
    `<rect x="400" y="180" width="400" height="160" fill="#7dd3fc"/><path d="M400 340 L520 230 L620 320 L700 250 L800 340z" fill="#16a34a"/><rect x="400" y="340" width="400" height="140" fill="#65a30d"/>` +
    sun(730, 230, 30) +
    `<ellipse cx="980" cy="600" rx="150" ry="90" fill="#fef3c7"/>${BOOK_COLORS.slice(0, 6)
      .map(
        (c, i) =>
          `<circle cx="${900 + (i % 3) * 70}" cy="${570 + Math.floor(i / 3) * 60}" r="22" fill="${c}"/>`,
      )
      .join('')}`,
  'centre-front': () =>
    sky('#bae6fd', '#e0f2fe') +
    sun(1050, 120, 60) +
    floor('#a8a29e', 660) +
    `<rect x="240" y="200" width="720" height="460" fill="#f5f5f4" stroke="#d6d3d1" stroke-width="6"/>` +
    `<rect x="300" y="230" width="600" height="80" rx="8" fill="#1e3a8a"/><rect x="340" y="255" width="520" height="28" rx="6" fill="#fbbf24"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${300 + i * 160}" y="350" width="100" height="100" fill="#7dd3fc" stroke="#57534e" stroke-width="6"/>`,
      )
      .join('') +
    `<rect x="540" y="490" width="120" height="170" fill="#92400e"/>` +
    [0, 3]
      .map(
        (i) =>
          `<rect x="${300 + i * 160}" y="500" width="100" height="100" fill="#7dd3fc" stroke="#57534e" stroke-width="6"/>`,
      )
      .join('') +
    `<circle cx="130" cy="520" r="80" fill="#16a34a"/><rect x="120" y="560" width="20" height="100" fill="#78350f"/>`,
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const [name, draw] of Object.entries(scenes)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${draw()}</svg>`;
  const outputs = await page.evaluate(
    async ({ svg, sizes }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      return sizes.map(([width, height]) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d').drawImage(image, 0, 0, width, height);
        return canvas.toDataURL('image/webp', 0.8);
      });
    },
    {
      svg,
      sizes: [
        [W, H],
        [480, 320],
      ],
    },
  );
  const [large, thumb] = outputs.map((url) => Buffer.from(url.split(',')[1], 'base64'));
  fs.writeFileSync(path.join(dir, `${name}-large.webp`), large);
  fs.writeFileSync(path.join(dir, `${name}-thumb.webp`), thumb);
  console.log(name, large.length, thumb.length);
}
await browser.close();
