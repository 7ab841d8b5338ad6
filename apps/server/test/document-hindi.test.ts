// Hindi on the printed documents, checked against independent tools: HarfBuzz (harfbuzzjs,
// the reference shaper) must lay the Hindi out with the same glyphs in the same order as
// fontkit (what pdf-lib draws with); poppler must draw it (pdftoppm) and read the words back
// (pdftotext, through the ActualText spans).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Certificate } from '@institute/shared/certificates';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { HINDI_LABELS } from '../src/lib/document-labels';
import { scriptRuns } from '../src/lib/pdf';
import { renderCertificatePdf } from '../src/modules/certificates/certificates.pdf';

const require = createRequire(import.meta.url);
const FONTS = [
  '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
];
const SAMPLES = ['प्रमाणपत्र', 'क्षेत्र', 'श्रीमती', 'कृष्ण', 'पंजीकरण संख्या', 'किताब', 'पूर्ण'];

const certificate: Certificate = {
  id: 1,
  number: 'RV/2026/000123',
  status: 'valid',
  requestStatus: 'approved',
  registrationNumber: 'RV26-0001',
  studentName: 'श्रीमती कृष्णा प्रसाद',
  fatherName: 'Ram Kishore Prasad',
  courseName: 'Diploma in Computer Applications',
  courseOption: 'DCA (12 months)',
  periodFrom: '2025-01-01',
  periodTo: '2025-12-31',
  grade: 'A',
  percentage: '85.00%',
  issueDate: '2026-01-15',
  institute: 'RV Institute of Computer & Vocational Training',
  centreName: 'Patna Main Centre',
  revokedReason: null,
  replacedByNumber: null,
  verificationCode: 'ABCDE-12345',
  verifyPath: '/verify/RV',
};

const text = (pdf: Uint8Array) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');

/** Dark pixels of the rendered page within a band of rows (72 dpi: 1 px = 1 pt, from the top). */
function inkIn(pdf: Uint8Array, top: number, bottom: number): number {
  const pgm = execFileSync('pdftoppm', ['-r', '72', '-gray', '-'], { input: pdf });
  const header = pgm.toString('latin1', 0, 40).split(/\s+/);
  const [width, height] = [Number(header[1]), Number(header[2])];
  const start = pgm.length - width * height;
  let dark = 0;
  for (let y = top; y < bottom; y++)
    for (let x = 0; x < width; x++) if (pgm[start + y * width + x]! < 160) dark++;
  return dark;
}

describe('Hindi on printed documents', () => {
  it('fontkit shapes every Hindi label and sample as HarfBuzz does (same glyphs, same order)', async () => {
    await import('regenerator-runtime/runtime.js');
    const fontkit = (await import('@pdf-lib/fontkit')).default;
    const words = [
      ...SAMPLES,
      ...Object.values(HINDI_LABELS).flatMap((line) =>
        scriptRuns(line).filter((run) => /[\u0900-\u097F]/.test(run)),
      ),
    ];
    for (const file of FONTS) {
      const bytes = fs.readFileSync(require.resolve(file));
      const font = new hb.Font(new hb.Face(new hb.Blob(bytes)));
      const ours = fontkit.create(bytes);
      for (const word of words) {
        const buffer = new hb.Buffer();
        buffer.addText(word);
        buffer.guessSegmentProperties();
        hb.shape(font, buffer);
        const reference = buffer.getGlyphInfos().map((glyph) => glyph.codepoint);
        const laidOut = ours.layout(word).glyphs.map((glyph: { id: number }) => glyph.id);
        expect(laidOut, `${word} in ${file}`).toEqual(reference);
        expect(laidOut, `${word}: no missing glyph`).not.toContain(0);
      }
    }
  });

  it('a line that starts in English shapes its Hindi run on its own', () => {
    expect(scriptRuns('Registration No. / पंजीकरण संख्या RV26-0001')).toEqual([
      'Registration No. / ',
      'पंजीकरण संख्या',
      ' RV26-0001',
    ]);
  });

  it('the bilingual certificate reads back in both languages and draws its Hindi', async () => {
    const bilingual = await renderCertificatePdf(certificate, 'http://x/verify', null, 'bilingual');
    const english = await renderCertificatePdf(certificate, 'http://x/verify', null, 'en');
    const words = text(bilingual);
    for (const expected of [
      'CERTIFICATE OF COMPLETION',
      'पूर्णता प्रमाणपत्र',
      'This is to certify that / प्रमाणित किया जाता है कि',
      'श्रीमती कृष्णा प्रसाद',
      'has successfully completed the course / ने सफलतापूर्वक पाठ्यक्रम पूर्ण किया है',
      'Certificate No. / प्रमाणपत्र संख्या RV/2026/000123',
      'Registration No. / पंजीकरण संख्या RV26-0001',
      'Date of issue / जारी करने की तिथि: 15/01/2026',
      'परीक्षा नियंत्रक',
    ])
      expect(words).toContain(expected);
    // English by default, as the specification lays it out.
    expect(text(english)).toContain('Registration No. RV26-0001');
    expect(text(english)).not.toContain('पंजीकरण');
    // The Hindi title's band (y 458 pt from the bottom of a 594 pt page) has far more ink in the
    // bilingual layout: the glyphs are drawn, not left blank.
    expect(inkIn(bilingual, 118, 134) - inkIn(english, 118, 134)).toBeGreaterThan(200);
  });
});
