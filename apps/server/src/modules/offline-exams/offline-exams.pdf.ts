import {
  ADMIT_CARD_INSTRUCTIONS,
  type AdmitCard,
  type Marksheet,
} from '@institute/shared/offline-exams';
import type { PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import { createPdf, rgb, type PdfFonts } from '../../lib/pdf';

// The printed documents of offline examinations: a marksheet (A4 portrait) and admit cards (two
// per A4 page). Names may be Hindi: such text is set in Noto Sans Devanagari.

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const BRAND = rgb(0.1, 0.24, 0.55);
const GREY = rgb(0.35, 0.35, 0.35);
const LINE = rgb(0.75, 0.75, 0.75);

type Fonts = Partial<PdfFonts>;

// Noto Sans Devanagari carries Latin letters too, so one family prints English and Hindi alike
// (the Latin-only Noto Sans loses glyphs in poppler when pdf-lib subsets it).
function fontFor(fonts: Fonts, bold = false): PDFFont {
  return (bold ? fonts.devanagariBold : fonts.devanagari)!;
}

function text(
  page: PDFPage,
  fonts: Fonts,
  value: string,
  x: number,
  y: number,
  options: {
    size?: number;
    bold?: boolean;
    color?: ReturnType<typeof rgb>;
    align?: 'left' | 'center' | 'right';
    maxWidth?: number;
  } = {},
) {
  const size = options.size ?? 10;
  const font = fontFor(fonts, options.bold);
  let shown = value;
  if (options.maxWidth) {
    while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > options.maxWidth) {
      shown = shown.slice(0, -2) + '…';
    }
  }
  const width = font.widthOfTextAtSize(shown, size);
  const left =
    options.align === 'center' ? x - width / 2 : options.align === 'right' ? x - width : x;
  page.drawText(shown, { x: left, y, size, font, color: options.color ?? rgb(0, 0, 0) });
}

const formatDate = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
};

/** The marksheet of one student in one exam session. */
export async function marksheetPdf(sheet: Marksheet): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf(
    { title: `Marksheet ${sheet.student.registrationNumber}`, subject: sheet.session.title },
    ['devanagari', 'devanagariBold'],
  );
  const page = doc.addPage(A4);
  const [width, height] = A4;
  let y = height - MARGIN - 10;
  text(page, fonts, sheet.institute, width / 2, y, {
    size: 16,
    bold: true,
    color: BRAND,
    align: 'center',
  });
  y -= 18;
  text(page, fonts, `Centre: ${sheet.session.centreName}`, width / 2, y, {
    size: 10,
    color: GREY,
    align: 'center',
  });
  y -= 28;
  text(page, fonts, 'STATEMENT OF MARKS', width / 2, y, { size: 14, bold: true, align: 'center' });
  y -= 16;
  text(page, fonts, sheet.session.title, width / 2, y, { size: 11, align: 'center' });
  y -= 30;

  const details: [string, string][] = [
    ['Student name', sheet.student.name],
    ['Registration number', sheet.student.registrationNumber],
    ["Father's name", sheet.student.fatherName ?? '-'],
    ['Course', sheet.student.courseOption ?? sheet.session.courseName],
    ['Exam date', formatDate(sheet.session.examDate)],
  ];
  for (const [label, value] of details) {
    text(page, fonts, label, MARGIN, y, { size: 10, color: GREY });
    text(page, fonts, value, MARGIN + 140, y, {
      size: 11,
      bold: true,
      maxWidth: width - MARGIN * 2 - 140,
    });
    y -= 18;
  }
  y -= 12;

  const columns = [MARGIN, width - MARGIN - 200, width - MARGIN - 100];
  const right = width - MARGIN;
  const row = (cells: [string, string, string], bold = false) => {
    page.drawLine({
      start: { x: MARGIN, y: y + 14 },
      end: { x: right, y: y + 14 },
      thickness: 0.5,
      color: LINE,
    });
    text(page, fonts, cells[0], columns[0]! + 6, y, {
      size: 10,
      bold,
      maxWidth: columns[1]! - columns[0]! - 12,
    });
    text(page, fonts, cells[1], columns[2]! - 10, y, { size: 10, bold, align: 'right' });
    text(page, fonts, cells[2], right - 10, y, { size: 10, bold, align: 'right' });
    y -= 20;
  };
  page.drawRectangle({
    x: MARGIN,
    y: y - 6,
    width: right - MARGIN,
    height: 20,
    color: rgb(0.92, 0.94, 0.98),
  });
  row(['Subject', 'Maximum marks', 'Marks obtained'], true);
  for (const line of sheet.lines) {
    row([line.subject, String(line.maxMarks), line.absent ? 'Absent' : String(line.marks ?? '-')]);
  }
  const maximum = sheet.lines.reduce((sum, line) => sum + line.maxMarks, 0);
  const obtained = sheet.lines.reduce((sum, line) => sum + (line.marks ?? 0), 0);
  row(['Total', String(maximum), String(obtained)], true);
  page.drawLine({
    start: { x: MARGIN, y: y + 14 },
    end: { x: right, y: y + 14 },
    thickness: 0.5,
    color: LINE,
  });
  y -= 16;

  const outcome: [string, string][] = sheet.result
    ? [
        ['Percentage', sheet.result.percentage],
        ['Grade', sheet.result.grade],
        ['Result', sheet.result.passed ? 'Pass' : 'Fail'],
      ]
    : [['Result', 'Absent']];
  for (const [label, value] of outcome) {
    text(page, fonts, label, MARGIN, y, { size: 11, color: GREY });
    text(page, fonts, value, MARGIN + 140, y, { size: 12, bold: true });
    y -= 20;
  }

  text(page, fonts, `Date of issue: ${formatDate(new Date().toISOString())}`, MARGIN, MARGIN + 40, {
    size: 9,
    color: GREY,
  });
  page.drawLine({
    start: { x: right - 160, y: MARGIN + 52 },
    end: { x: right, y: MARGIN + 52 },
    thickness: 0.5,
  });
  text(page, fonts, 'Controller of Examinations', right, MARGIN + 40, {
    size: 9,
    color: GREY,
    align: 'right',
  });
  return doc.save();
}

export interface AdmitCardImages {
  photo: Uint8Array | null;
  signature: Uint8Array | null;
}

/** Admit cards, two to an A4 page; images are PNG bytes (or null when the student has none). */
export async function admitCardsPdf(
  cards: { card: AdmitCard; images: AdmitCardImages }[],
): Promise<Uint8Array> {
  const first = cards[0]?.card;
  const { doc, fonts } = await createPdf(
    { title: first ? `Admit cards: ${first.session.title}` : 'Admit cards' },
    ['devanagari', 'devanagariBold'],
  );
  const [width, height] = A4;
  const half = height / 2;
  let page: PDFPage | null = null;
  for (const [index, { card, images }] of cards.entries()) {
    if (index % 2 === 0) page = doc.addPage(A4);
    const top = index % 2 === 0 ? height - 30 : half - 10;
    const embedded = async (bytes: Uint8Array | null): Promise<PDFImage | null> =>
      bytes ? doc.embedPng(bytes) : null;
    await drawCard(page!, fonts, card, top, width, {
      photo: await embedded(images.photo),
      signature: await embedded(images.signature),
    });
  }
  return doc.save();
}

async function drawCard(
  page: PDFPage,
  fonts: Fonts,
  card: AdmitCard,
  top: number,
  width: number,
  images: { photo: PDFImage | null; signature: PDFImage | null },
) {
  const left = 36;
  const right = width - 36;
  const bottom = top - 380;
  page.drawRectangle({
    x: left,
    y: bottom,
    width: right - left,
    height: top - bottom,
    borderColor: BRAND,
    borderWidth: 1,
  });
  let y = top - 26;
  text(page, fonts, card.institute, width / 2, y, {
    size: 14,
    bold: true,
    color: BRAND,
    align: 'center',
  });
  y -= 18;
  text(page, fonts, 'ADMIT CARD', width / 2, y, { size: 12, bold: true, align: 'center' });
  y -= 14;
  text(page, fonts, card.session.title, width / 2, y, {
    size: 10,
    align: 'center',
    maxWidth: right - left - 20,
  });
  y -= 26;

  const photoBox = { x: right - 116, y: y - 110, w: 96, h: 116 };
  page.drawRectangle({
    x: photoBox.x,
    y: photoBox.y,
    width: photoBox.w,
    height: photoBox.h,
    borderColor: LINE,
    borderWidth: 0.5,
  });
  if (images.photo) {
    const scaled = images.photo.scaleToFit(photoBox.w - 4, photoBox.h - 4);
    page.drawImage(images.photo, {
      x: photoBox.x + (photoBox.w - scaled.width) / 2,
      y: photoBox.y + (photoBox.h - scaled.height) / 2,
      ...scaled,
    });
  } else {
    text(page, fonts, 'Paste photo', photoBox.x + photoBox.w / 2, photoBox.y + photoBox.h / 2, {
      size: 8,
      color: GREY,
      align: 'center',
    });
  }

  const when = [card.session.examDate.split('-').reverse().join('-'), card.session.examTime]
    .filter(Boolean)
    .join(' at ');
  const details: [string, string][] = [
    ['Registration number', card.student.registrationNumber],
    ['Candidate name', card.student.name],
    ["Father's name", card.student.fatherName ?? '-'],
    ['Date of birth', card.student.dob.split('-').reverse().join('-')],
    ['Course', card.session.courseName],
    ['Exam date and time', when],
    ['Centre', card.session.centreName],
    ['Venue', card.session.venue ?? card.centreAddress],
  ];
  for (const [label, value] of details) {
    text(page, fonts, label, left + 16, y, { size: 9, color: GREY });
    text(page, fonts, value, left + 130, y, {
      size: 10,
      bold: true,
      maxWidth: photoBox.x - left - 140,
    });
    y -= 16;
  }
  y -= 8;
  text(page, fonts, 'Instructions', left + 16, y, { size: 9, bold: true });
  y -= 13;
  for (const instruction of ADMIT_CARD_INSTRUCTIONS) {
    text(page, fonts, `• ${instruction}`, left + 16, y, {
      size: 8,
      color: GREY,
      maxWidth: right - left - 32,
    });
    y -= 12;
  }

  const signY = bottom + 20;
  if (images.signature) {
    const scaled = images.signature.scaleToFit(110, 34);
    page.drawImage(images.signature, { x: left + 16, y: signY + 10, ...scaled });
  }
  page.drawLine({
    start: { x: left + 16, y: signY + 6 },
    end: { x: left + 146, y: signY + 6 },
    thickness: 0.5,
  });
  text(page, fonts, "Candidate's signature", left + 16, signY - 6, { size: 8, color: GREY });
  page.drawLine({
    start: { x: right - 156, y: signY + 6 },
    end: { x: right - 16, y: signY + 6 },
    thickness: 0.5,
  });
  text(page, fonts, 'Centre in-charge', right - 16, signY - 6, {
    size: 8,
    color: GREY,
    align: 'right',
  });
}

/** A stored image (WebP after upload) as PNG bytes for pdf-lib, or null if it cannot be read. */
export async function toPng(bytes: Buffer | null): Promise<Uint8Array | null> {
  if (!bytes) return null;
  try {
    const sharp = (await import('sharp')).default;
    return await sharp(bytes).resize({ width: 400, height: 400, fit: 'inside' }).png().toBuffer();
  } catch {
    return null;
  }
}
