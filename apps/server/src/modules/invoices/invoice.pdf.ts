import { stateOfCode } from '@institute/shared/invoices';
import { formatPaise } from '@institute/shared/money';
import { rupeesInHindiWords, rupeesInWords } from '@institute/shared/number-words';
import type { Selectable } from 'kysely';
import type { PDFFont } from 'pdf-lib';
import type { InvoicesTable } from '../../db/schema';
import type { DocumentLanguage } from '../../lib/document-labels';
import { createPdf, drawText, fittingSize, rgb, textWidth } from '../../lib/pdf';

// The printable tax invoice or credit note (decisions 0082, 0088): in the reader's language as the
// fee receipt is (`?lang=`): every fixed label in English, in Hindi, or in both ("Total / कुल"),
// set in Noto Sans Devanagari (whose Latin letters match Noto Sans), the amount in words in the
// document's languages.

const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 48;
const INK = rgb(0.1, 0.12, 0.2);
const MUTED = rgb(0.35, 0.38, 0.45);
const BRAND = rgb(0.05, 0.25, 0.55);

export async function invoicePdf(
  invoice: Selectable<InvoicesTable> & { original_number: string | null },
  lang: DocumentLanguage = 'bilingual',
): Promise<Uint8Array> {
  /** A label in the document's language(s). */
  const t = (english: string, hindi: string) =>
    lang === 'en' ? english : lang === 'hi' ? hindi : `${english} / ${hindi}`;
  const credit = invoice.kind === 'credit_note';
  const { doc, fonts } = await createPdf(
    {
      title: `${credit ? 'Credit note' : 'Tax invoice'} ${invoice.number}`,
      subject: credit ? 'GST credit note' : 'GST tax invoice',
    },
    ['devanagari', 'devanagariBold'],
  );
  const regular = fonts.devanagari!;
  const bold = fonts.devanagariBold!;
  const page = doc.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;
  const line = (value: string, size = 10, font: PDFFont = regular, color = INK, x = MARGIN) => {
    const fitted = fittingSize(font, value, size, WIDTH - MARGIN - x, 7);
    drawText(page, value, { x, y, size: fitted, font, color });
  };
  const right = (value: string, size = 10, font: PDFFont = regular) =>
    drawText(page, value, {
      x: WIDTH - MARGIN - textWidth(font, value, size),
      y,
      size,
      font,
      color: INK,
    });

  line(invoice.supplier_name, 16, bold, BRAND);
  y -= 16;
  line(invoice.supplier_address, 9, regular, MUTED);
  y -= 13;
  line(
    `${t('GSTIN', 'जीएसटीआईएन')} ${invoice.supplier_gstin}   ${t('State', 'राज्य')}: ${stateOfCode(invoice.supplier_gstin.slice(0, 2))} (${invoice.supplier_gstin.slice(0, 2)})`,
    9,
    regular,
    MUTED,
  );
  y -= 32;
  line(credit ? t('CREDIT NOTE', 'क्रेडिट नोट') : t('TAX INVOICE', 'कर बीजक'), 15, bold);
  y -= 20;
  line(`${t('No.', 'क्रमांक')}: ${invoice.number}`, 11, bold);
  right(`${t('Date', 'दिनांक')}: ${invoice.issued_on.split('-').reverse().join('-')}`, 10);
  if (invoice.original_number) {
    y -= 15;
    line(`${t('Against invoice', 'मूल बीजक')}: ${invoice.original_number}`, 10);
  }
  y -= 26;
  line(t('Billed to', 'प्राप्तकर्ता'), 10, bold, MUTED);
  y -= 15;
  line(invoice.recipient_name, 12, bold);
  y -= 14;
  if (invoice.recipient_address) {
    line(invoice.recipient_address, 9);
    y -= 13;
  }
  line(
    `${t('GSTIN', 'जीएसटीआईएन')}: ${invoice.recipient_gstin ?? t('Unregistered', 'अपंजीकृत')}   ${t('Place of supply', 'आपूर्ति का स्थान')}: ${stateOfCode(invoice.place_of_supply)} (${invoice.place_of_supply})`,
    9,
  );
  y -= 30;
  const description =
    invoice.purpose === 'wallet'
      ? t(
          'Wallet top-up: affiliation and examination services',
          'वॉलेट टॉप-अप: संबद्धता एवं परीक्षा सेवाएँ',
        )
      : t('Course fee: training services', 'पाठ्यक्रम शुल्क: प्रशिक्षण सेवाएँ');
  line(description, 10);
  y -= 14;
  line(`${t('SAC', 'एसएसी')} ${invoice.sac}`, 9, regular, MUTED);
  y -= 24;
  const rate = invoice.rate_basis_points / 100;
  const rows: [string, number][] = [[t('Taxable value', 'कर योग्य मूल्य'), invoice.taxable_paise]];
  if (invoice.igst_paise > 0 || invoice.cgst_paise + invoice.sgst_paise === 0) {
    rows.push([t(`IGST ${rate}%`, `आईजीएसटी ${rate}%`), invoice.igst_paise]);
  } else {
    rows.push([t(`CGST ${rate / 2}%`, `सीजीएसटी ${rate / 2}%`), invoice.cgst_paise]);
    rows.push([t(`SGST ${rate / 2}%`, `एसजीएसटी ${rate / 2}%`), invoice.sgst_paise]);
  }
  for (const [name, paise] of rows) {
    line(name, 10);
    right(formatPaise(paise), 10);
    y -= 16;
  }
  page.drawLine({
    start: { x: MARGIN, y: y + 10 },
    end: { x: WIDTH - MARGIN, y: y + 10 },
    thickness: 0.6,
    color: MUTED,
  });
  y -= 4;
  line(t('Total', 'कुल'), 11, bold);
  right(formatPaise(invoice.total_paise), 11, bold);
  y -= 26;
  if (lang !== 'hi') {
    line(`Amount in words: ${rupeesInWords(invoice.total_paise)}`, 10);
    y -= 15;
  }
  if (lang !== 'en') line(`राशि शब्दों में: ${rupeesInHindiWords(invoice.total_paise)}`, 10);
  y -= 40;
  line(
    t('Tax is included in the amount paid.', 'भुगतान की गई राशि में कर सम्मिलित है।'),
    9,
    regular,
    MUTED,
  );
  y -= 13;
  line(
    t(
      'Computer-generated document; no signature required.',
      'कंप्यूटर द्वारा बना दस्तावेज़; हस्ताक्षर आवश्यक नहीं।',
    ),
    9,
    regular,
    MUTED,
  );
  return doc.save();
}
