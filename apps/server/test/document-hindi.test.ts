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
import { HINDI_LABELS, type DocumentLabel } from '../src/lib/document-labels';
import { scriptRuns } from '../src/lib/pdf';
import { receiptPdf } from '../src/modules/accounts/receipt.pdf';
import { renderCertificatePdf } from '../src/modules/certificates/certificates.pdf';
import { admitCardsPdf, marksheetPdf } from '../src/modules/offline-exams/offline-exams.pdf';
import { admitCard, marksheet, receipt } from './helpers/document-fixtures';

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

/** The text poppler reads in reading order, line by line (-layout), with spaces collapsed. */
const lines = (pdf: Uint8Array) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/\s+/g, ' ');

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

/** The Hindi runs of lines, as `drawText` lays them out one by one. */
const hindiRuns = (lines: readonly string[]) =>
  lines.flatMap((line) => scriptRuns(line).filter((run) => /[\u0900-\u097F]/.test(run)));

/** fontkit (what pdf-lib draws with) lays each word out with HarfBuzz's glyphs, in its order. */
async function expectShapedAsHarfBuzz(words: readonly string[]) {
  await import('regenerator-runtime/runtime.js');
  const fontkit = (await import('@pdf-lib/fontkit')).default;
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
}

/** Where poppler reads a line (its ActualText span): the left end of its baseline, in pt. */
function lineAt(pdf: Uint8Array, line: string): { x: number; baseline: number } {
  const words = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', '-', '-'], {
    input: pdf,
  }).toString('utf8');
  for (const match of words.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)</g)) {
    if (match[3] === line) return { x: Number(match[1]), baseline: Number(match[2]) };
  }
  throw new Error(`${line} is not a line of the PDF`);
}

/** Dark pixels of the first page in a box (72 dpi: 1 px = 1 pt, from the top left). */
function inkInBox(pdf: Uint8Array, box: { x: number; y: number; width: number; height: number }) {
  const pgm = execFileSync('pdftoppm', ['-r', '72', '-gray', '-f', '1', '-l', '1', '-'], {
    input: pdf,
  });
  const header = pgm.toString('latin1', 0, 40).split(/\s+/);
  const [width, height] = [Number(header[1]), Number(header[2])];
  const start = pgm.length - width * height;
  let dark = 0;
  for (let y = Math.round(box.y); y < Math.round(box.y + box.height); y++)
    for (let x = Math.round(box.x); x < Math.round(box.x + box.width); x++)
      if (pgm[start + y * width + x]! < 160) dark++;
  return dark;
}

/** Ink in the first 40 pt of a Hindi line, from its top (10 pt above the baseline) to below it. */
function inkOfLine(pdf: Uint8Array, line: string): number {
  const { x, baseline } = lineAt(pdf, line);
  return inkInBox(pdf, { x, y: baseline - 10, width: 40, height: 13 });
}

const hindiOf = (labels: readonly DocumentLabel[]) => labels.map((label) => HINDI_LABELS[label]);

describe('Hindi on printed documents', () => {
  it('fontkit shapes every Hindi label and sample as HarfBuzz does (same glyphs, same order)', async () => {
    await expectShapedAsHarfBuzz([...SAMPLES, ...hindiRuns(Object.values(HINDI_LABELS))]);
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
    // The label's full stop is sometimes missing from poppler's text of the English page when
    // other documents were drawn before in the same worker (seen twice in CI, never alone; under
    // investigation): the label and number are what this checks.
    expect(text(english)).toMatch(/Registration No\.? RV26-0001/);
    expect(text(english)).not.toContain('पंजीकरण');
    // The Hindi title's band (y 458 pt from the bottom of a 594 pt page) has far more ink in the
    // bilingual layout: the glyphs are drawn, not left blank.
    expect(inkIn(bilingual, 118, 134) - inkIn(english, 118, 134)).toBeGreaterThan(200);
  });

  const noImages = { photo: null, signature: null };

  it('the bilingual marksheet reads back in both languages and draws its Hindi', async () => {
    const bilingual = await marksheetPdf(marksheet, 'bilingual');
    const english = await marksheetPdf(marksheet);
    const labels: DocumentLabel[] = [
      'STATEMENT OF MARKS',
      'Centre',
      'Student name',
      'Registration number',
      "Father's name",
      'Course',
      'Exam date',
      'Subject',
      'Maximum marks',
      'Marks obtained',
      'Absent',
      'Total',
      'Percentage',
      'Grade',
      'Result',
      'Pass',
      'Date of issue',
      'Controller of Examinations',
    ];
    const words = lines(bilingual);
    for (const hindi of hindiOf(labels)) expect(words).toContain(hindi);
    for (const line of [
      'अंक विवरण',
      'Student name / छात्र का नाम Asha Kumari',
      'Registration number / पंजीकरण संख्या RV26-0001',
      'Subject Maximum marks Marks obtained विषय अधिकतम अंक प्राप्त अंक',
      'Internet and Email 50 Absent / अनुपस्थित',
      'Total / कुल 250 163',
      'Result / परिणाम Pass / उत्तीर्ण',
      'परीक्षा नियंत्रक',
    ])
      expect(words).toContain(line);
    // ग्रेड as on the screens (श्रेणी is the student's category there).
    expect(words).toMatch(/Grade \/ ग्रेड [A-F][+]? /);
    await expectShapedAsHarfBuzz(hindiRuns(hindiOf(labels)));
    expect(inkOfLine(bilingual, 'अंक विवरण')).toBeGreaterThan(60);
    expect(inkOfLine(bilingual, 'परीक्षा नियंत्रक')).toBeGreaterThan(30);
    // English by default, as the specification lays it out.
    const plain = lines(english);
    for (const line of ['STATEMENT OF MARKS', 'Registration number RV26-0001', 'Result Pass'])
      expect(plain).toContain(line);
    expect(plain).not.toMatch(/[\u0900-\u097F]/);
  });

  it('the bilingual admit card reads back in both languages and draws its Hindi', async () => {
    const cards = [{ card: admitCard, images: noImages }];
    const bilingual = await admitCardsPdf(cards, 'bilingual');
    const english = await admitCardsPdf(cards);
    const labels: DocumentLabel[] = [
      'ADMIT CARD',
      'Registration number',
      'Candidate name',
      "Father's name",
      'Date of birth',
      'Course',
      'Exam date and time',
      'Centre',
      'Venue',
      'Paste photo',
      'Instructions',
      'Bring this admit card and a photo identity card (Aadhaar) to the examination.',
      'Be at the venue 30 minutes before the examination starts.',
      'Mobile phones, calculators and written material are not allowed in the examination hall.',
      'Sign the attendance sheet; a candidate without this card will not be allowed to sit.',
      "Candidate's signature",
      'Centre in-charge',
    ];
    const words = lines(bilingual);
    for (const hindi of hindiOf(labels)) expect(words).toContain(hindi);
    for (const line of [
      'ADMIT CARD / प्रवेश पत्र',
      'Candidate name / परीक्षार्थी का नाम Asha Kumari',
      'Exam date and time / परीक्षा की तिथि और समय 20-11-2026 at 10:00',
      'Instructions / निर्देश',
    ])
      expect(words).toContain(line);
    await expectShapedAsHarfBuzz(hindiRuns(hindiOf(labels)));
    const instruction = HINDI_LABELS['Be at the venue 30 minutes before the examination starts.'];
    expect(inkOfLine(bilingual, instruction)).toBeGreaterThan(25);
    expect(inkOfLine(bilingual, 'परीक्षार्थी के हस्ताक्षर')).toBeGreaterThan(30);
    const plain = lines(english);
    for (const line of ['ADMIT CARD', 'Candidate name Asha Kumari', 'Paste photo'])
      expect(plain).toContain(line);
    expect(plain).not.toMatch(/[\u0900-\u097F]/);
  });

  it('the bilingual fee receipt reads back in both languages and draws its Hindi', async () => {
    const bilingual = await receiptPdf(receipt, 'bilingual');
    const english = await receiptPdf(receipt);
    const labels: DocumentLabel[] = [
      'FEE RECEIPT',
      'Receipt No.',
      'Phone',
      'Centre code',
      'Date',
      'Registration No.',
      'Student',
      'Course',
      'Payment mode',
      'Bank transfer',
      'Reference',
      'Amount',
      'Amount in words',
      'Balance due after this payment',
      'This payment was reversed and is no longer valid.',
      'Received by',
      'Authorised signatory',
      'This is a computer-generated receipt.',
    ];
    const words = lines(bilingual);
    for (const hindi of hindiOf(labels)) expect(words).toContain(hindi);
    for (const line of [
      'शुल्क रसीद',
      'Receipt No. / रसीद संख्या PAT/2026/000012',
      'Payment mode / भुगतान का तरीका Bank transfer / बैंक ट्रांसफ़र',
      'Amount / राशि ₹12,500.00',
      'Balance due after this payment / इस भुगतान के बाद शेष देय राशि: ₹8,500.00',
      'Received by / प्राप्तकर्ता Sunita Verma',
    ])
      expect(words).toContain(line);
    await expectShapedAsHarfBuzz(hindiRuns(hindiOf(labels)));
    expect(inkOfLine(bilingual, 'शुल्क रसीद')).toBeGreaterThan(60);
    expect(inkOfLine(bilingual, HINDI_LABELS['Authorised signatory'])).toBeGreaterThan(30);
    const plain = lines(english);
    for (const line of ['FEE RECEIPT', 'Receipt No. PAT/2026/000012', 'Payment mode'])
      expect(plain).toContain(line);
    expect(plain).not.toMatch(/[\u0900-\u097F]/);
  });
});
