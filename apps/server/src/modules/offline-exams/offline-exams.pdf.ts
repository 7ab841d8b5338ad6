import {
  ADMIT_CARD_INSTRUCTIONS,
  type AdmitCard,
  type Marksheet,
} from '@institute/shared/offline-exams';
import type { PDFFont, PDFImage, PDFPage } from 'pdf-lib';
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
import { createPdf, drawText, fittingSize, rgb, textWidth, type PdfFonts } from '../../lib/pdf';
import { embedImage, imageForPdf } from '../../lib/pdf-images';

// The printed documents of offline examinations: a marksheet (A4 portrait) and admit cards (two
// per A4 page). Names may be Hindi: such text is set in Noto Sans Devanagari. With `lang`
// 'bilingual' every fixed label carries its Hindi (decision 0033); English stays the default.

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
    /** With maxWidth: a smaller size, down to this one, before the text is cut short. */
    minSize?: number;
  } = {},
) {
  const font = fontFor(fonts, options.bold);
  let size = options.size ?? 10;
  let shown = value;
  if (options.maxWidth) {
    if (options.minSize) size = fittingSize(font, value, size, options.maxWidth, options.minSize);
    while (shown.length > 1 && textWidth(font, shown, size) > options.maxWidth) {
      shown = shown.slice(0, -2) + '…';
    }
  }
  const width = textWidth(font, shown, size);
  const left =
    options.align === 'center' ? x - width / 2 : options.align === 'right' ? x - width : x;
  drawText(page, shown, { x: left, y, size, font, color: options.color ?? rgb(0, 0, 0) });
}

const formatDate = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
};

/**
 * The marksheet of one student in one exam session; `lang` 'bilingual' adds the Hindi labels,
 * 'hi' prints them in Hindi only, with the course and subject names in Hindi (decision 0073).
 */
export async function marksheetPdf(
  sheet: Marksheet,
  lang: DocumentLanguage = 'en',
): Promise<Uint8Array> {
  const bilingual = lang === 'bilingual';
  // Hindi labels are longer than English ones too: the bilingual layout's fitting applies.
  const wide = lang !== 'en';
  const l = (english: DocumentLabel) => label(english, lang);
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
  text(page, fonts, `${l('Centre')}: ${sheet.session.centreName}`, width / 2, y, {
    size: 10,
    color: GREY,
    align: 'center',
    ...(wide && { maxWidth: width - MARGIN * 2, minSize: 8 }),
  });
  y -= 28;
  text(page, fonts, mainLine('STATEMENT OF MARKS', lang), width / 2, y, {
    size: 14,
    bold: true,
    align: 'center',
  });
  const title = hindiLine('STATEMENT OF MARKS', lang);
  if (title) {
    y -= 17;
    text(page, fonts, title, width / 2, y, { size: 12, bold: true, align: 'center' });
  }
  y -= 16;
  text(page, fonts, sheet.session.title, width / 2, y, { size: 11, align: 'center' });
  y -= 30;

  // The labels' column: wider in the bilingual layout ("Registration number / पंजीकरण संख्या").
  const labelColumn = bilingual ? 200 : lang === 'hi' ? 150 : 140;
  const details: [DocumentLabel, string][] = [
    ['Student name', sheet.student.name],
    ['Registration number', sheet.student.registrationNumber],
    ["Father's name", sheet.student.fatherName ?? '-'],
    // The course, and the option of it the student took (issue 37: the course was missing).
    ['Course', nameOnDocument(sheet.session.courseName, lang)],
    ...(sheet.student.courseOption
      ? [
          ['Course option', optionOnDocument(sheet.student.courseOption, lang)] as [
            DocumentLabel,
            string,
          ],
        ]
      : []),
    ['Exam date', formatDate(sheet.session.examDate)],
  ];
  for (const [name, value] of details) {
    text(page, fonts, l(name), MARGIN, y, {
      size: 10,
      color: GREY,
      ...(wide && { maxWidth: labelColumn - 8, minSize: 8 }),
    });
    text(page, fonts, value, MARGIN + labelColumn, y, {
      size: 11,
      bold: true,
      maxWidth: width - MARGIN * 2 - labelColumn,
    });
    y -= 18;
  }
  y -= 12;

  const columns = [MARGIN, width - MARGIN - 200, width - MARGIN - 100];
  const right = width - MARGIN;
  // The room of each column's text: the subject's left of the marks, the marks' right-aligned.
  const cellWidths = [columns[1]! - columns[0]! - 12, columns[2]! - columns[1]! - 14, 88];
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
      maxWidth: cellWidths[0],
    });
    text(page, fonts, cells[1], columns[2]! - 10, y, {
      size: 10,
      bold,
      align: 'right',
      ...(wide && { maxWidth: cellWidths[1], minSize: 8 }),
    });
    text(page, fonts, cells[2], right - 10, y, {
      size: 10,
      bold,
      align: 'right',
      ...(wide && { maxWidth: cellWidths[2], minSize: 8 }),
    });
    y -= 20;
  };
  const headings: [DocumentLabel, DocumentLabel, DocumentLabel] = [
    'Subject',
    'Maximum marks',
    'Marks obtained',
  ];
  // The bilingual heading has two lines: the English, and under it the Hindi.
  const headingLines = bilingual ? 2 : 1;
  page.drawRectangle({
    x: MARGIN,
    y: y - 6 - (headingLines - 1) * 13,
    width: right - MARGIN,
    height: 20 + (headingLines - 1) * 13,
    color: rgb(0.92, 0.94, 0.98),
  });
  // In Hindi only: the headings' Hindi alone.
  row(lang === 'hi' ? [l(headings[0]), l(headings[1]), l(headings[2])] : headings, true);
  if (bilingual) {
    y += 7;
    const [subject, maximum, obtained] = headings.map((heading) => HINDI_LABELS[heading]);
    text(page, fonts, subject!, columns[0]! + 6, y, { size: 10, bold: true });
    text(page, fonts, maximum!, columns[2]! - 10, y, { size: 10, bold: true, align: 'right' });
    text(page, fonts, obtained!, right - 10, y, { size: 10, bold: true, align: 'right' });
    y -= 20;
  }
  // Fixed words among the values (Absent, Pass, Fail) carry their Hindi too.
  for (const line of sheet.lines) {
    row([
      nameOnDocument(line.subject, lang),
      String(line.maxMarks),
      line.absent ? l('Absent') : String(line.marks ?? '-'),
    ]);
  }
  const maximum = sheet.lines.reduce((sum, line) => sum + line.maxMarks, 0);
  const obtained = sheet.lines.reduce((sum, line) => sum + (line.marks ?? 0), 0);
  row([l('Total'), String(maximum), String(obtained)], true);
  page.drawLine({
    start: { x: MARGIN, y: y + 14 },
    end: { x: right, y: y + 14 },
    thickness: 0.5,
    color: LINE,
  });
  y -= 16;

  const outcome: [DocumentLabel, string][] = sheet.result
    ? [
        ['Percentage', sheet.result.percentage],
        ['Grade', sheet.result.grade],
        ['Result', l(sheet.result.passed ? 'Pass' : 'Fail')],
      ]
    : [['Result', l('Absent')]];
  for (const [name, value] of outcome) {
    text(page, fonts, l(name), MARGIN, y, {
      size: 11,
      color: GREY,
      ...(wide && { maxWidth: labelColumn - 8, minSize: 8 }),
    });
    text(page, fonts, value, MARGIN + labelColumn, y, { size: 12, bold: true });
    y -= 20;
  }

  const issued = formatDate(sheet.issueDate);
  text(page, fonts, `${l('Date of issue')}: ${issued}`, MARGIN, MARGIN + 40, {
    size: 9,
    color: GREY,
  });
  page.drawLine({
    start: { x: right - 160, y: MARGIN + 52 },
    end: { x: right, y: MARGIN + 52 },
    thickness: 0.5,
  });
  text(page, fonts, mainLine('Controller of Examinations', lang), right, MARGIN + 40, {
    size: 9,
    color: GREY,
    align: 'right',
  });
  const controller = hindiLine('Controller of Examinations', lang);
  if (controller) {
    text(page, fonts, controller, right, MARGIN + 28, { size: 9, color: GREY, align: 'right' });
  }
  return doc.save();
}

export interface AdmitCardImages {
  photo: Uint8Array | null;
  signature: Uint8Array | null;
}

/**
 * Admit cards, two to an A4 page; images are PNG bytes (or null when the student has none);
 * `lang` 'bilingual' adds the Hindi labels and instructions. Asked in Hindi only, the card is the
 * bilingual one: its layout has no Hindi-only form yet (decision 0073).
 */
export async function admitCardsPdf(
  cards: { card: AdmitCard; images: AdmitCardImages }[],
  asked: DocumentLanguage = 'en',
): Promise<Uint8Array> {
  const lang: DocumentLanguage = asked === 'hi' ? 'bilingual' : asked;
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
      bytes ? embedImage(doc, bytes) : null;
    await drawCard(
      page!,
      fonts,
      card,
      top,
      width,
      { photo: await embedded(images.photo), signature: await embedded(images.signature) },
      lang,
    );
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
  lang: DocumentLanguage,
) {
  // The bilingual card holds twice the instructions in the same 380 pt: its title takes its
  // Hindi on the same line, and the details and instructions are set a little tighter.
  const bilingual = lang === 'bilingual';
  const l = (english: DocumentLabel) => label(english, lang);
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
  text(page, fonts, l('ADMIT CARD'), width / 2, y, { size: 12, bold: true, align: 'center' });
  y -= 14;
  text(page, fonts, card.session.title, width / 2, y, {
    size: 10,
    align: 'center',
    maxWidth: right - left - 20,
  });
  y -= bilingual ? 24 : 26;

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
    const middle = photoBox.y + photoBox.h / 2;
    const paste = hindiLine('Paste photo', lang);
    text(page, fonts, 'Paste photo', photoBox.x + photoBox.w / 2, paste ? middle + 5 : middle, {
      size: 8,
      color: GREY,
      align: 'center',
    });
    if (paste) {
      text(page, fonts, paste, photoBox.x + photoBox.w / 2, middle - 7, {
        size: 8,
        color: GREY,
        align: 'center',
      });
    }
  }

  const when = [card.session.examDate.split('-').reverse().join('-'), card.session.examTime]
    .filter(Boolean)
    .join(' at ');
  const details: [DocumentLabel, string][] = [
    ['Registration number', card.student.registrationNumber],
    ['Candidate name', card.student.name],
    ["Father's name", card.student.fatherName ?? '-'],
    ['Date of birth', card.student.dob.split('-').reverse().join('-')],
    ['Course', card.session.courseName],
    // The option of the course the student took (issue 37: the admit card named the course only).
    ...(card.student.courseOption
      ? [['Course option', card.student.courseOption] as [DocumentLabel, string]]
      : []),
    ['Exam date and time', when],
    ['Centre', card.session.centreName],
    ['Venue', card.session.venue ?? card.centreAddress],
  ];
  // The values' column: further right in the bilingual layout, for the longer labels.
  const valueAt = left + (bilingual ? 196 : 130);
  for (const [name, value] of details) {
    text(page, fonts, l(name), left + 16, y, {
      size: 9,
      color: GREY,
      ...(bilingual && { maxWidth: valueAt - left - 22, minSize: 7 }),
    });
    text(page, fonts, value, valueAt, y, {
      size: 10,
      bold: true,
      maxWidth: photoBox.x - valueAt - 10,
      ...(bilingual && { minSize: 8 }),
    });
    y -= bilingual ? 15 : 16;
  }
  y -= 8;
  text(page, fonts, l('Instructions'), left + 16, y, { size: 9, bold: true });
  y -= bilingual ? 12 : 13;
  for (const instruction of ADMIT_CARD_INSTRUCTIONS) {
    const hindi = hindiLine(instruction, lang);
    text(page, fonts, `• ${instruction}`, left + 16, y, {
      size: bilingual ? 7.5 : 8,
      color: GREY,
      maxWidth: right - left - 32,
    });
    y -= bilingual ? 10 : 12;
    if (hindi) {
      // Under its English, in line with the English words after the bullet.
      text(page, fonts, hindi, left + 16 + textWidth(fontFor(fonts), '• ', 7.5), y, {
        size: 7.5,
        color: GREY,
        maxWidth: right - left - 40,
        minSize: 6.5,
      });
      y -= 10;
    }
  }

  // The signature lines; in the bilingual layout each caption has its Hindi under it, so the
  // lines stand 6 pt higher.
  const signY = bottom + (bilingual ? 26 : 20);
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
  if (bilingual) {
    text(page, fonts, HINDI_LABELS["Candidate's signature"], left + 16, signY - 16, {
      size: 8,
      color: GREY,
    });
    text(page, fonts, HINDI_LABELS['Centre in-charge'], right - 16, signY - 16, {
      size: 8,
      color: GREY,
      align: 'right',
    });
  }
}

/** A stored photo or signature (JPEG, or WebP stored before decision 0094) for an admit card. */
export function cardImage(bytes: Buffer | null): Promise<Uint8Array | null> {
  return imageForPdf(bytes, { width: 400, height: 400 });
}
