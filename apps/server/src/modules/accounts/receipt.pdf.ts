import { PAYMENT_MODE_LABELS, type Receipt } from '@institute/shared/accounts';
import { formatPaise } from '@institute/shared/money';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { createPdf, rgb, hasDevanagari } from '../../lib/pdf';

// A4 portrait: prints on any office printer.
const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 48;
const INK = rgb(0.1, 0.12, 0.2);
const MUTED = rgb(0.35, 0.38, 0.45);
const BRAND = rgb(0.05, 0.25, 0.55);

const formatDate = (value: string) =>
  new Date(`${value.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Words broken into lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The printable fee receipt: centre, receipt number, student, amount in figures and words. */
export async function receiptPdf(receipt: Receipt): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf(
    { title: `Fee receipt ${receipt.receiptNumber}`, subject: 'Student fee receipt' },
    ['regular', 'bold', 'devanagari'],
  );
  const regular = fonts.regular!;
  const bold = fonts.bold!;
  const page: PDFPage = doc.addPage([WIDTH, HEIGHT]);
  const fontFor = (text: string, base: PDFFont) => (hasDevanagari(text) ? fonts.devanagari! : base);
  let y = HEIGHT - MARGIN;

  const text = (value: string, x: number, size: number, font: PDFFont, color = INK) =>
    page.drawText(value, { x, y, size, font: fontFor(value, font), color });

  text(receipt.centre.name, MARGIN, 18, bold, BRAND);
  y -= 18;
  for (const line of wrap(receipt.centre.address, regular, 10, WIDTH - 2 * MARGIN)) {
    text(line, MARGIN, 10, regular, MUTED);
    y -= 13;
  }
  text(
    `Phone ${receipt.centre.phone}   Centre code ${receipt.centre.code}`,
    MARGIN,
    10,
    regular,
    MUTED,
  );
  y -= 30;
  text('FEE RECEIPT', MARGIN, 16, bold);
  const number = `Receipt No. ${receipt.receiptNumber}`;
  page.drawText(number, {
    x: WIDTH - MARGIN - bold.widthOfTextAtSize(number, 11),
    y,
    size: 11,
    font: bold,
    color: INK,
  });
  y -= 10;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: WIDTH - MARGIN, y },
    thickness: 1,
    color: BRAND,
  });
  y -= 24;

  const rows: [string, string][] = [
    ['Date', formatDate(receipt.paidOn)],
    ['Registration No.', receipt.student.registrationNumber],
    ['Student', receipt.student.name],
    ['Course', receipt.student.courseName],
    ['Payment mode', PAYMENT_MODE_LABELS[receipt.mode]],
    ...(receipt.reference ? [['Reference', receipt.reference] as [string, string]] : []),
    ['Amount', formatPaise(receipt.amountPaise)],
  ];
  for (const [label, value] of rows) {
    text(label, MARGIN, 11, regular, MUTED);
    page.drawText(value, { x: MARGIN + 140, y, size: 11, font: fontFor(value, bold), color: INK });
    y -= 20;
  }
  y -= 4;
  text('Amount in words', MARGIN, 11, regular, MUTED);
  for (const line of wrap(receipt.amountInWords, bold, 11, WIDTH - 2 * MARGIN - 140)) {
    page.drawText(line, { x: MARGIN + 140, y, size: 11, font: bold, color: INK });
    y -= 16;
  }
  y -= 8;
  text(
    `Balance due after this payment: ${formatPaise(receipt.duePaiseAfter)}`,
    MARGIN,
    11,
    regular,
  );
  y -= 20;
  if (receipt.reversed) {
    text('This payment was reversed and is no longer valid.', MARGIN, 12, bold, rgb(0.7, 0.1, 0.1));
    y -= 20;
  }
  y -= 40;
  text(`Received by ${receipt.createdBy ?? 'the centre'}`, MARGIN, 10, regular, MUTED);
  const sign = 'Authorised signatory';
  page.drawText(sign, {
    x: WIDTH - MARGIN - regular.widthOfTextAtSize(sign, 10),
    y,
    size: 10,
    font: regular,
    color: MUTED,
  });
  y -= 16;
  text('This is a computer-generated receipt.', MARGIN, 9, regular, MUTED);
  return doc.save();
}
