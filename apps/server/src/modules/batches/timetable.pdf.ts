import { WEEKDAYS, type BatchItem } from '@institute/shared/batches';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { label, type DocumentLabel, type DocumentLanguage } from '../../lib/document-labels';
import { createPdf, drawText, rgb, textWidth, type PdfFonts } from '../../lib/pdf';

// The week's timetable on A4 landscape: a column per weekday, Monday first, each batch that meets
// that day in order of its start time (time, name, room, teacher). English, or English and Hindi.

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const MARGIN = 32;
const BRAND = rgb(0.1, 0.24, 0.55);
const GREY = rgb(0.35, 0.35, 0.35);
const LINE = rgb(0.75, 0.75, 0.75);
const DAY_NAMES: DocumentLabel[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];
const ENTRY_HEIGHT = 50;

export interface Timetable {
  centre: string;
  /** "Room Lab A" or "Teacher Asha Devi"; null for the whole centre. */
  scope: string | null;
  /** YYYY-MM-DD in the institute's calendar: batches running on or after it are shown. */
  asOf: string;
  batches: BatchItem[];
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
    color: options.color ?? rgb(0, 0, 0),
  });
}

/** The week's timetable; asked in Hindi only, it is the bilingual one (decision 0073). */
export async function timetablePdf(
  timetable: Timetable,
  asked: DocumentLanguage = 'en',
): Promise<Uint8Array> {
  const lang: DocumentLanguage = asked === 'hi' ? 'bilingual' : asked;
  const { doc, fonts } = await createPdf(
    { title: `Timetable ${timetable.centre}`, subject: timetable.scope ?? timetable.centre },
    ['devanagari', 'devanagariBold'],
  );
  const [width, height] = A4_LANDSCAPE;
  const columnWidth = (width - 2 * MARGIN) / 7;
  const byDay = WEEKDAYS.map((day) =>
    timetable.batches
      .filter((batch) => batch.weekdays.includes(day))
      .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.name.localeCompare(b.name)),
  );
  const headerTop = height - MARGIN - 70;
  const perPage = Math.max(1, Math.floor((headerTop - 30 - MARGIN) / ENTRY_HEIGHT));
  const pages = Math.max(1, Math.ceil(Math.max(...byDay.map((d) => d.length)) / perPage));

  for (let index = 0; index < pages; index++) {
    const page = doc.addPage(A4_LANDSCAPE);
    const full = width - 2 * MARGIN;
    write(page, fonts, label('TIMETABLE', lang), MARGIN, height - MARGIN - 14, {
      size: 16,
      bold: true,
      width: full,
      color: BRAND,
    });
    write(page, fonts, timetable.centre, MARGIN, height - MARGIN - 34, {
      size: 12,
      bold: true,
      width: full,
    });
    const scope = `${timetable.scope ? `${timetable.scope} · ` : ''}${label('Batches running on', lang)} ${timetable.asOf}${pages > 1 ? ` · ${index + 1}/${pages}` : ''}`;
    write(page, fonts, scope, MARGIN, height - MARGIN - 52, { size: 10, width: full, color: GREY });

    page.drawLine({
      start: { x: MARGIN, y: headerTop - 24 },
      end: { x: width - MARGIN, y: headerTop - 24 },
      thickness: 1,
      color: BRAND,
    });
    DAY_NAMES.forEach((day, column) => {
      const x = MARGIN + column * columnWidth;
      write(page, fonts, day, x + 4, headerTop - 4, {
        size: 10,
        bold: true,
        width: columnWidth - 8,
      });
      if (lang === 'bilingual') {
        write(page, fonts, label(day, lang).split(' / ')[1] ?? '', x + 4, headerTop - 18, {
          size: 9,
          width: columnWidth - 8,
          color: GREY,
        });
      }
      if (column > 0) {
        page.drawLine({
          start: { x, y: headerTop + 10 },
          end: { x, y: MARGIN },
          thickness: 0.5,
          color: LINE,
        });
      }
      const entries = byDay[column]!.slice(index * perPage, (index + 1) * perPage);
      if (entries.length === 0 && index === 0) {
        // On two lines in the bilingual layout: a column is narrow.
        label('No batch meets on this day.', lang)
          .split(' / ')
          .forEach((line, n) =>
            write(page, fonts, line, x + 4, headerTop - 42 - n * 10, {
              size: 7,
              width: columnWidth - 8,
              color: GREY,
            }),
          );
      }
      entries.forEach((batch, row) => {
        const top = headerTop - 40 - row * ENTRY_HEIGHT;
        const inner = columnWidth - 8;
        write(page, fonts, `${batch.startTime}–${batch.endTime}`, x + 4, top, {
          size: 9,
          bold: true,
          width: inner,
          color: BRAND,
        });
        write(page, fonts, batch.name, x + 4, top - 11, { size: 8, bold: true, width: inner });
        write(page, fonts, `${label('Room', lang)}: ${batch.room}`, x + 4, top - 21, {
          size: 7,
          width: inner,
        });
        write(
          page,
          fonts,
          `${label('Teacher', lang)}: ${batch.teacherName ?? '—'}`,
          x + 4,
          top - 30,
          { size: 7, width: inner },
        );
        page.drawLine({
          start: { x: x + 4, y: top - 38 },
          end: { x: x + columnWidth - 4, y: top - 38 },
          thickness: 0.3,
          color: LINE,
        });
      });
    });
  }
  return doc.save();
}
