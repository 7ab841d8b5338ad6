import type { Certificate } from '@institute/shared/certificates';
import { degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  HINDI_LABELS,
  hindiLine,
  label,
  mainLine,
  nameOnDocument,
  optionOnDocument,
  type DocumentLabel,
  type DocumentLanguage,
} from '../../lib/document-labels';
import { createPdf, drawQrCode, drawText, textWidth } from '../../lib/pdf';
import { embedImage } from '../../lib/pdf-images';

// The certificate as a PDF: the same 900 x 594 layout as the printable page (1 px = 1 pt, an
// A4-like landscape sheet), its border drawn with pdf-lib operations rather than an image.

const WIDTH = 900;
const HEIGHT = 594;
const NAVY = rgb(0.09, 0.17, 0.37);
const GOLD = rgb(0.76, 0.58, 0.2);
const CREAM = rgb(0.996, 0.984, 0.953);
const FAINT_GOLD = rgb(0.968, 0.936, 0.863);
const INK = rgb(0.12, 0.14, 0.2);
const MUTED = rgb(0.36, 0.39, 0.45);

const formatDate = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
};

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

// Laying Devanagari-capable text out is the costly part of a page: the fixed wording's widths are
// the same for every certificate, so they are measured once per process.
const widths = new Map<string, number>();
function widthOf(text: string, font: PDFFont, size: number, bold: boolean): number {
  const key = `${bold ? 'b' : 'r'}${size}:${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    width = textWidth(font, text, size);
    if (widths.size < 500) widths.set(key, width);
  }
  return width;
}

function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) {
  const width = widthOf(text, font, size, font.name.includes('Bold'));
  drawText(page, text, { x: (WIDTH - width) / 2, y, size, font, color });
}

/** The border: a navy frame, a gold rule inside it, corner ornaments and a faint guilloche. */
function drawArtwork(page: PDFPage) {
  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: CREAM });
  // Background guilloche: overlapping circles in a very light gold, our own pattern.
  for (let i = 0; i < 12; i++) {
    page.drawCircle({
      x: WIDTH / 2,
      y: HEIGHT / 2,
      size: 60 + i * 18,
      // Gold at 12 % over the cream, blended here: no transparency group per ring.
      borderColor: FAINT_GOLD,
      borderWidth: 0.4,
    });
  }
  page.drawRectangle({
    x: 12,
    y: 12,
    width: WIDTH - 24,
    height: HEIGHT - 24,
    borderColor: NAVY,
    borderWidth: 10,
  });
  page.drawRectangle({
    x: 26,
    y: 26,
    width: WIDTH - 52,
    height: HEIGHT - 52,
    borderColor: GOLD,
    borderWidth: 2,
  });
  page.drawRectangle({
    x: 32,
    y: 32,
    width: WIDTH - 64,
    height: HEIGHT - 64,
    borderColor: GOLD,
    borderWidth: 0.6,
  });
  // Corner ornaments: a gold diamond with a navy centre.
  for (const [x, y] of [
    [29, 29],
    [WIDTH - 29, 29],
    [29, HEIGHT - 29],
    [WIDTH - 29, HEIGHT - 29],
  ] as const) {
    page.drawSquare({ x: x - 9, y, size: 13, color: GOLD, rotate: degrees(-45) });
    page.drawCircle({ x, y, size: 3, color: NAVY });
  }
}

/**
 * The PDF of one certificate; `verifyUrl` (number and code) is what its QR code opens; `photo`
 * (PNG bytes) is the student's photo printed with it (issue 20); `lang` 'bilingual' prints every
 * fixed label in English and Hindi, 'hi' in Hindi only, with the course's Hindi name (decision 0073).
 */
export async function renderCertificatePdf(
  certificate: Certificate,
  verifyUrl: string,
  photo: Uint8Array | null = null,
  lang: DocumentLanguage = 'en',
): Promise<Uint8Array> {
  // Noto Sans Devanagari carries Latin letters too, so one family prints English and Hindi
  // alike. (The Latin-only Noto Sans loses glyphs when pdf-lib subsets it: see the report.)
  const { doc, fonts: embedded } = await createPdf(
    { title: `Certificate ${certificate.number}`, subject: certificate.studentName },
    ['devanagari', 'devanagariBold'],
  );
  const fonts: Fonts = { regular: embedded.devanagari!, bold: embedded.devanagariBold! };
  const page = doc.addPage([WIDTH, HEIGHT]);
  drawArtwork(page);
  const bilingual = lang === 'bilingual';
  const hindi = lang === 'hi';
  const l = (english: DocumentLabel) => label(english, lang);

  centred(page, certificate.institute.toUpperCase(), 520, fonts.bold, 22, NAVY);
  // The title keeps its size; in the bilingual layout its Hindi goes on a line of its own.
  centred(
    page,
    mainLine('CERTIFICATE OF COMPLETION', lang),
    bilingual ? 484 : 478,
    fonts.bold,
    30,
    GOLD,
  );
  const title = hindiLine('CERTIFICATE OF COMPLETION', lang);
  if (title) centred(page, title, 458, fonts.bold, 18, GOLD);
  centred(page, l('This is to certify that'), 440 - (bilingual ? 4 : 0), fonts.regular, 14, MUTED);
  centred(page, certificate.studentName, 404, fonts.bold, 28);
  const father = bilingual
    ? `son / daughter of | ${HINDI_LABELS['son / daughter of']} ${certificate.fatherName}`
    : hindi
      ? `${HINDI_LABELS['son / daughter of']} ${certificate.fatherName}`
      : `son / daughter of ${certificate.fatherName}`;
  centred(page, father, 376, fonts.regular, 14, MUTED);
  centred(page, l('has successfully completed the course'), 348, fonts.regular, 14, MUTED);
  centred(page, optionOnDocument(certificate.courseOption, lang), 318, fonts.bold, 18);
  centred(page, nameOnDocument(certificate.courseName, lang), 294, fonts.regular, 13, MUTED);
  const from = formatDate(certificate.periodFrom);
  const to = formatDate(certificate.periodTo);
  const period =
    bilingual || hindi ? `${l('Period')}: ${from} – ${to}` : `Period: ${from} to ${to}`;
  centred(page, period, 262, fonts.regular, 13);
  const grade =
    bilingual || hindi
      ? `${l('Grade')} ${certificate.grade}, ${l('Percentage')} ${certificate.percentage}`
      : `Grade ${certificate.grade} with ${certificate.percentage}`;
  centred(page, grade, 238, fonts.bold, 15, NAVY);
  const centre = `${l('Centre')}: ${certificate.centreName}`;
  centred(page, centre, 212, fonts.regular, 12, MUTED);

  const left = 70;
  const at = (text: string, y: number, size: number, font: PDFFont, color = INK) =>
    drawText(page, text, { x: left, y, size, font, color });
  at(`${l('Certificate No.')} ${certificate.number}`, 154, 12, fonts.bold);
  // The code that unlocks the details on the verification page, next to the number.
  at(`${l('Verification code')} ${certificate.verificationCode}`, 137, 12, fonts.bold, NAVY);
  at(`${l('Registration No.')} ${certificate.registrationNumber}`, 118, 11, fonts.regular);
  at(`${l('Date of issue')}: ${formatDate(certificate.issueDate)}`, 100, 11, fonts.regular);
  // The signature line of the controller of examinations.
  page.drawLine({
    start: { x: 560, y: 96 },
    end: { x: 720, y: 96 },
    thickness: 0.8,
    color: INK,
  });
  const signatory = mainLine('Controller of Examinations', lang);
  drawText(page, signatory, {
    x: hindi ? 640 - widthOf(signatory, fonts.regular, 10, false) / 2 : 575,
    y: 80,
    size: 10,
    font: fonts.regular,
    color: MUTED,
  });
  const controller = hindiLine('Controller of Examinations', lang);
  if (controller) {
    const width = widthOf(controller, fonts.regular, 10, false);
    drawText(page, controller, {
      x: 640 - width / 2,
      y: 66,
      size: 10,
      font: fonts.regular,
      color: MUTED,
    });
  }
  if (photo) {
    // Passport size at the right of the name, framed: 84 x 105 pt.
    const image = await embedImage(doc, photo);
    const box = { x: 756, y: 330, width: 84, height: 105 };
    const scale = Math.min(box.width / image.width, box.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    page.drawImage(image, {
      x: box.x + (box.width - width) / 2,
      y: box.y + (box.height - height) / 2,
      width,
      height,
    });
    page.drawRectangle({ ...box, borderColor: NAVY, borderWidth: 1 });
  }
  drawQrCode(page, verifyUrl, 750, 56, 96);
  if (bilingual || hindi) {
    const scan = l('Scan to verify');
    const width = widthOf(scan, fonts.regular, 7, false);
    drawText(page, scan, { x: 798 - width / 2, y: 45, size: 7, font: fonts.regular, color: MUTED });
  } else {
    page.drawText('Scan to verify', { x: 766, y: 44, size: 8, font: fonts.regular, color: MUTED });
  }

  return doc.save({ useObjectStreams: false });
}
