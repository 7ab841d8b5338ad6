import { PAYMENT_MODE_LABELS, type Receipt } from '@institute/shared/accounts';
import { formatPaise } from '@institute/shared/money';
import { rupeesInHindiWords } from '@institute/shared/number-words';
import type { PDFFont, PDFPage } from 'pdf-lib';
import {
  hindiLine,
  isDocumentLabel,
  label,
  mainLine,
  nameOnDocument,
  type DocumentLabel,
  type DocumentLanguage,
} from '../../lib/document-labels';
import { createPdf, drawText, fittingSize, hasDevanagari, rgb, textWidth } from '../../lib/pdf';

// A4 portrait: prints on any office printer.
const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 48;
const INK = rgb(0.1, 0.12, 0.2);
const MUTED = rgb(0.35, 0.38, 0.45);
const BRAND = rgb(0.05, 0.25, 0.55);

const formatDate = (value: string, lang: DocumentLanguage) =>
  new Date(`${value.slice(0, 10)}T00:00:00Z`).toLocaleDateString(
    lang === 'hi' ? 'hi-IN' : 'en-IN',
    {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    },
  );

/** Words broken into lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(font, next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The tax a receipt's invoice charged: CGST and SGST within the state, else IGST. */
function gstText(gst: NonNullable<Receipt['gst']>, lang: DocumentLanguage): string {
  const [igst, cgst, sgst] =
    lang === 'hi' ? ['आईजीएसटी', 'सीजीएसटी', 'एसजीएसटी'] : ['IGST', 'CGST', 'SGST'];
  const parts =
    gst.igstPaise > 0
      ? [`${igst} ${formatPaise(gst.igstPaise)}`]
      : [`${cgst} ${formatPaise(gst.cgstPaise)}`, `${sgst} ${formatPaise(gst.sgstPaise)}`];
  return `${formatPaise(gst.taxPaise)} (${parts.join(' + ')})`;
}

/** "Refunded ₹X of ₹Y" in the receipt's language(s), a line each. */
function refundedLines(receipt: Receipt, lang: DocumentLanguage): string[] {
  const refunded = formatPaise(receipt.refundedPaise);
  const amount = formatPaise(receipt.amountPaise);
  const english = `Refunded ${refunded} of ${amount}`;
  const hindi = `${amount} में से ${refunded} वापस किए गए`;
  return lang === 'en' ? [english] : lang === 'hi' ? [hindi] : [english, hindi];
}

/**
 * The printable fee receipt: centre, receipt number, student, amount in figures and words;
 * `lang` 'bilingual' prints every fixed label in English and Hindi (decision 0033), 'hi' in Hindi
 * only, with the amount in Hindi words and the course's Hindi name (decision 0073).
 */
export async function receiptPdf(
  receipt: Receipt,
  lang: DocumentLanguage = 'en',
): Promise<Uint8Array> {
  const bilingual = lang === 'bilingual';
  // The Hindi and bilingual receipts share a layout: Devanagari fonts, wider labels.
  const wide = lang !== 'en';
  const l = (english: DocumentLabel) => label(english, lang);
  // The bilingual receipt is set in Noto Sans Devanagari, whose Latin letters match Noto Sans:
  // one font for the English and the Hindi of a label. English keeps its fonts.
  const { doc, fonts } = await createPdf(
    { title: `Fee receipt ${receipt.receiptNumber}`, subject: 'Student fee receipt' },
    wide ? ['devanagari', 'devanagariBold'] : ['regular', 'bold', 'devanagari'],
  );
  const regular = wide ? fonts.devanagari! : fonts.regular!;
  const bold = wide ? fonts.devanagariBold! : fonts.bold!;
  const page: PDFPage = doc.addPage([WIDTH, HEIGHT]);
  const fontFor = (text: string, base: PDFFont) =>
    wide || !hasDevanagari(text) ? base : fonts.devanagari!;
  let y = HEIGHT - MARGIN;

  const text = (value: string, x: number, size: number, font: PDFFont, color = INK) =>
    drawText(page, value, { x, y, size, font: fontFor(value, font), color });
  /** A line no wider than the page's text: smaller type (down to 8 pt), then wrapped. */
  const paragraph = (value: string, size: number, font: PDFFont, color = INK, step = size + 5) => {
    const fitted = fittingSize(font, value, size, WIDTH - 2 * MARGIN, 8);
    const lines = wrap(value, font, fitted, WIDTH - 2 * MARGIN);
    for (const [index, line] of lines.entries()) {
      if (index > 0) y -= step;
      text(line, MARGIN, fitted, font, color);
    }
  };

  text(receipt.centre.name, MARGIN, 18, bold, BRAND);
  y -= 18;
  for (const line of wrap(receipt.centre.address, regular, 10, WIDTH - 2 * MARGIN)) {
    text(line, MARGIN, 10, regular, MUTED);
    y -= 13;
  }
  if (wide) {
    paragraph(
      `${l('Phone')} ${receipt.centre.phone}   ${l('Centre code')} ${receipt.centre.code}`,
      10,
      regular,
      MUTED,
    );
  } else {
    text(
      `Phone ${receipt.centre.phone}   Centre code ${receipt.centre.code}`,
      MARGIN,
      10,
      regular,
      MUTED,
    );
  }
  y -= 30;
  text(mainLine('FEE RECEIPT', lang), MARGIN, 16, bold);
  const number = `${l('Receipt No.')} ${receipt.receiptNumber}`;
  drawText(page, number, {
    x: WIDTH - MARGIN - textWidth(bold, number, 11),
    y,
    size: 11,
    font: bold,
    color: INK,
  });
  // The title's Hindi on a line of its own, as on the certificate.
  const title = hindiLine('FEE RECEIPT', lang);
  if (title) {
    y -= 18;
    text(title, MARGIN, 13, bold);
  }
  y -= 10;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: WIDTH - MARGIN, y },
    thickness: 1,
    color: BRAND,
  });
  y -= 24;

  // The values' column: further right in the bilingual layout, for the longer labels.
  const valueAt = MARGIN + (bilingual ? 200 : lang === 'hi' ? 150 : 140);
  const mode = PAYMENT_MODE_LABELS[receipt.mode];
  const rows: [DocumentLabel, string][] = [
    ['Date', formatDate(receipt.paidOn, lang)],
    ['Registration No.', receipt.student.registrationNumber],
    ['Student', receipt.student.name],
    ['Course', nameOnDocument(receipt.student.courseName, lang)],
    // The mode is a fixed word (Cash, UPI): with its Hindi in the bilingual layout.
    ['Payment mode', isDocumentLabel(mode) ? l(mode) : mode],
    // A cheque's number (its reference) and bank.
    ...(receipt.reference
      ? [
          [receipt.mode === 'cheque' ? 'Cheque No.' : 'Reference', receipt.reference] as [
            DocumentLabel,
            string,
          ],
        ]
      : []),
    ...(receipt.mode === 'cheque' && receipt.chequeBank
      ? [['Bank', receipt.chequeBank] as [DocumentLabel, string]]
      : []),
    ['Amount', formatPaise(receipt.amountPaise)],
    // The payment's tax invoice, when head office's fee invoices are on (decision 0088).
    ...(receipt.gst
      ? ([
          ['Tax invoice No.', receipt.gst.invoiceNumber],
          ['GSTIN', receipt.gst.gstin],
          ['Taxable value', formatPaise(receipt.gst.taxablePaise)],
          ['GST included', gstText(receipt.gst, lang)],
        ] as [DocumentLabel, string][])
      : []),
  ];
  const rowLabel = (name: DocumentLabel) => {
    const shown = l(name);
    const size = wide ? fittingSize(regular, shown, 11, valueAt - MARGIN - 10, 8) : 11;
    text(shown, MARGIN, size, regular, MUTED);
  };
  for (const [name, value] of rows) {
    rowLabel(name);
    if (wide) {
      const lines = wrap(value, bold, 11, WIDTH - MARGIN - valueAt);
      for (const [index, line] of lines.entries()) {
        if (index > 0) y -= 16;
        text(line, valueAt, 11, bold);
      }
    } else {
      text(value, valueAt, 11, bold);
    }
    y -= 20;
  }
  y -= 4;
  rowLabel('Amount in words');
  // In words in each language of the receipt: English, Hindi, or the English then the Hindi.
  const hindiWords = rupeesInHindiWords(receipt.amountPaise);
  const inWords =
    lang === 'hi'
      ? [hindiWords]
      : bilingual
        ? [receipt.amountInWords, hindiWords]
        : [receipt.amountInWords];
  for (const words of inWords) {
    for (const line of wrap(words, bold, 11, WIDTH - MARGIN - valueAt)) {
      drawText(page, line, { x: valueAt, y, size: 11, font: bold, color: INK });
      y -= 16;
    }
  }
  y -= 8;
  const balance = `${l('Balance due after this payment')}: ${formatPaise(receipt.duePaiseAfter)}`;
  if (wide) paragraph(balance, 11, regular);
  else text(balance, MARGIN, 11, regular);
  y -= 20;
  // Part or all given back by refunds (decision 0088): "Refunded ₹X of ₹Y".
  if (!receipt.reversed && receipt.refundedPaise > 0) {
    const red = rgb(0.7, 0.1, 0.1);
    for (const line of refundedLines(receipt, lang)) {
      if (wide) paragraph(line, 12, bold, red);
      else text(line, MARGIN, 12, bold, red);
      y -= 17;
    }
    y -= 3;
  }
  if (receipt.reversed) {
    const red = rgb(0.7, 0.1, 0.1);
    text(
      mainLine('This payment was reversed and is no longer valid.', lang),
      MARGIN,
      12,
      bold,
      red,
    );
    const reversed = hindiLine('This payment was reversed and is no longer valid.', lang);
    if (reversed) {
      y -= 17;
      text(reversed, MARGIN, 12, bold, red);
    }
    y -= 20;
  }
  y -= 40;
  const receivedBy = `${l('Received by')} ${receipt.createdBy ?? (lang === 'hi' ? 'केंद्र' : 'the centre')}`;
  const sign = mainLine('Authorised signatory', lang);
  // Received by (left) and the signatory (right) share a line: the left one gives way.
  const signWidth = textWidth(regular, sign, 10);
  const receivedSize = wide
    ? fittingSize(regular, receivedBy, 10, WIDTH - 2 * MARGIN - signWidth - 24, 8)
    : 10;
  text(receivedBy, MARGIN, receivedSize, regular, MUTED);
  drawText(page, sign, {
    x: WIDTH - MARGIN - signWidth,
    y,
    size: 10,
    font: regular,
    color: MUTED,
  });
  const signHindi = hindiLine('Authorised signatory', lang);
  if (signHindi) {
    y -= 13;
    drawText(page, signHindi, {
      x: WIDTH - MARGIN - textWidth(regular, signHindi, 10),
      y,
      size: 10,
      font: regular,
      color: MUTED,
    });
  }
  y -= 16;
  text(mainLine('This is a computer-generated receipt.', lang), MARGIN, 9, regular, MUTED);
  const generated = hindiLine('This is a computer-generated receipt.', lang);
  if (generated) {
    y -= 13;
    text(generated, MARGIN, 9, regular, MUTED);
  }
  return doc.save();
}
