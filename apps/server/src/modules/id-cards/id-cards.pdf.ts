import { formatDisplayDate } from '@institute/shared/course-period';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import {
  label,
  nameOnDocument,
  type DocumentLabel,
  type DocumentLanguage,
} from '../../lib/document-labels';
import { createPdf, drawQrCode, drawText, rgb, textWidth, type PdfFonts } from '../../lib/pdf';
import { embedImage } from '../../lib/pdf-images';

// Student identity cards (decision 0081): CR80 (85.6 x 54 mm, landscape), one to a page, or ten
// to an A4 sheet (2 x 5, edge to edge, with cutting marks in the margins) for a batch or course.

const MM = 72 / 25.4;
export const CARD: [number, number] = [85.6 * MM, 54 * MM];
export const A4: [number, number] = [595.28, 841.89];
const BRAND = rgb(0.1, 0.24, 0.55);
const GREY = rgb(0.35, 0.35, 0.35);
const LINE = rgb(0.7, 0.7, 0.7);
const WHITE = rgb(1, 1, 1);
const INK = rgb(0, 0, 0);

export interface IdCard {
  registrationNumber: string;
  name: string;
  course: string;
  batch: string | null;
  centre: string;
  centreCode: string;
  /** YYYY-MM-DD */
  validUntil: string;
  /** The code the QR code carries with the registration number (id_cards.code). */
  code: string;
  photo: Uint8Array | null;
}

type Fonts = Partial<PdfFonts>;

/** The text cut to `width` (with an ellipsis) at `size`. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  if (textWidth(font, text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(font, `${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function write(
  page: PDFPage,
  fonts: Fonts,
  value: string,
  x: number,
  y: number,
  options: { size: number; bold?: boolean; width: number; color?: ReturnType<typeof rgb> },
) {
  const font = (options.bold ? fonts.devanagariBold : fonts.devanagari)!;
  drawText(page, fit(font, value, options.size, options.width), {
    x,
    y,
    size: options.size,
    font,
    color: options.color ?? INK,
  });
}

/**
 * The address the QR code carries: the web page of the public check of this card (in Hindi for a
 * card printed in Hindi only), which asks GET /api/id-cards/verify/:registrationNumber.
 */
export const verifyUrl = (
  origin: string,
  card: Pick<IdCard, 'registrationNumber' | 'code'>,
  lang: DocumentLanguage = 'en',
) =>
  `${origin}${lang === 'hi' ? '/hi' : ''}/verify-id-card/${encodeURIComponent(card.registrationNumber)}?code=${encodeURIComponent(card.code)}`;

async function drawCard(
  doc: PDFDocument,
  page: PDFPage,
  fonts: Fonts,
  card: IdCard,
  origin: string,
  lang: DocumentLanguage,
  x0: number,
  y0: number,
) {
  const [width, height] = CARD;
  const pad = 7;
  const l = (text: DocumentLabel) => label(text, lang);
  // Header band: the title and the centre.
  const band = 30;
  page.drawRectangle({ x: x0, y: y0 + height - band, width, height: band, color: BRAND });
  write(page, fonts, l('STUDENT IDENTITY CARD'), x0 + pad, y0 + height - 13, {
    size: 8,
    bold: true,
    width: width - 2 * pad,
    color: WHITE,
  });
  write(page, fonts, `${card.centre} (${card.centreCode})`, x0 + pad, y0 + height - 24, {
    size: 6.5,
    width: width - 2 * pad,
    color: WHITE,
  });

  // Photo at the left, framed (passport proportions).
  const photoBox = { x: x0 + pad, y: y0 + height - band - 6 - 62, width: 50, height: 62 };
  if (card.photo) {
    const image = await embedImage(doc, card.photo);
    const scale = Math.min(photoBox.width / image.width, photoBox.height / image.height);
    page.drawImage(image, {
      x: photoBox.x + (photoBox.width - image.width * scale) / 2,
      y: photoBox.y + (photoBox.height - image.height * scale) / 2,
      width: image.width * scale,
      height: image.height * scale,
    });
  }
  page.drawRectangle({ ...photoBox, borderColor: BRAND, borderWidth: 0.6 });

  // QR code at the right, under it "Scan to verify".
  const qrSize = 50;
  const qrX = x0 + width - pad - qrSize;
  const qrY = y0 + 12;
  drawQrCode(page, verifyUrl(origin, card, lang), qrX, qrY, qrSize);
  const scan = l('Scan to verify');
  const scanFont = fonts.devanagari!;
  const scanSize = textWidth(scanFont, scan, 5) > qrSize + 10 ? 4 : 5;
  write(page, fonts, scan, qrX + qrSize / 2 - textWidth(scanFont, scan, scanSize) / 2, y0 + 5, {
    size: scanSize,
    width: qrSize + 12,
    color: GREY,
  });

  // The details between photo and QR code: each a small label over its value.
  const textX = photoBox.x + photoBox.width + 6;
  const textWidthMax = qrX - textX - 4;
  let y = y0 + height - band - 13;
  write(page, fonts, card.name, textX, y, { size: 9, bold: true, width: textWidthMax });
  y -= 4;
  const fields: [DocumentLabel, string][] = [
    ['Registration No.', card.registrationNumber],
    ['Course', nameOnDocument(card.course, lang)],
    ...(card.batch ? ([['Batch', card.batch]] as [DocumentLabel, string][]) : []),
    ['Valid until', formatDisplayDate(card.validUntil)],
  ];
  for (const [name, value] of fields) {
    y -= 8;
    write(page, fonts, l(name), textX, y, { size: 5, width: textWidthMax, color: GREY });
    y -= 8.5;
    write(page, fonts, value, textX, y, { size: 7, bold: true, width: textWidthMax });
  }
  // Registration number under the photo too, for a glance.
  write(page, fonts, card.registrationNumber, x0 + pad, photoBox.y - 9, {
    size: 6,
    bold: true,
    width: photoBox.width + 4,
    color: BRAND,
  });
}

/** One card on a CR80 page. */
export async function idCardPdf(
  card: IdCard,
  origin: string,
  lang: DocumentLanguage,
): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf(
    { title: `Identity card ${card.registrationNumber}`, subject: card.name },
    ['devanagari', 'devanagariBold'],
  );
  const page = doc.addPage(CARD);
  await drawCard(doc, page, fonts, card, origin, lang, 0, 0);
  return doc.save();
}

export const SHEET_LAYOUTS = { 8: { rows: 4, gap: 14 }, 10: { rows: 5, gap: 0 } } as const;
export type PerSheet = keyof typeof SHEET_LAYOUTS;

/**
 * Cards on A4 sheets for cutting: two columns, four rows with gaps (8) or five edge to edge (10),
 * centred, each card outlined lightly, and a cutting mark in the margins at every cut line.
 */
export async function idCardSheetsPdf(
  cards: IdCard[],
  origin: string,
  lang: DocumentLanguage,
  title: string,
  perSheet: PerSheet = 10,
): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf({ title, subject: title }, [
    'devanagari',
    'devanagariBold',
  ]);
  const { rows, gap } = SHEET_LAYOUTS[perSheet];
  const [cardW, cardH] = CARD;
  const [pageW, pageH] = A4;
  const gridW = 2 * cardW + gap;
  const gridH = rows * cardH + (rows - 1) * gap;
  const left = (pageW - gridW) / 2;
  const bottom = (pageH - gridH) / 2;
  const cuts = {
    x: [0, 1].flatMap((col) => [left + col * (cardW + gap), left + col * (cardW + gap) + cardW]),
    y: Array.from({ length: rows }, (_, row) => [
      bottom + row * (cardH + gap),
      bottom + row * (cardH + gap) + cardH,
    ]).flat(),
  };
  const mark = (page: PDFPage, from: [number, number], to: [number, number]) =>
    page.drawLine({
      start: { x: from[0], y: from[1] },
      end: { x: to[0], y: to[1] },
      thickness: 0.5,
      color: INK,
    });
  for (let start = 0; start < cards.length; start += perSheet) {
    const page = doc.addPage(A4);
    const top = bottom + gridH;
    for (const x of new Set(cuts.x)) {
      mark(page, [x, top + 4], [x, top + 16]);
      mark(page, [x, bottom - 4], [x, bottom - 16]);
    }
    for (const y of new Set(cuts.y)) {
      mark(page, [left - 4, y], [left - 16, y]);
      mark(page, [left + gridW + 4, y], [left + gridW + 16, y]);
    }
    const onPage = cards.slice(start, start + perSheet);
    for (const [index, card] of onPage.entries()) {
      const col = index % 2;
      const row = Math.floor(index / 2);
      const x = left + col * (cardW + gap);
      const y = top - (row + 1) * cardH - row * gap;
      await drawCard(doc, page, fonts, card, origin, lang, x, y);
      page.drawRectangle({
        x,
        y,
        width: cardW,
        height: cardH,
        borderColor: LINE,
        borderWidth: 0.3,
      });
    }
  }
  return doc.save();
}
