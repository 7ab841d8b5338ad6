import type { AttendanceStatus } from '@institute/shared/attendance';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { label, type DocumentLabel, type DocumentLanguage } from '../../lib/document-labels';
import { createPdf, drawText, rgb, textWidth, type PdfFonts } from '../../lib/pdf';

// The monthly attendance register of a batch on A4 landscape, the classic register page: a row
// per student, a column per day of the month (P, A, L late, Lv on leave), holidays shaded dark and
// days the batch does not meet shaded light, each student's totals and percentage at the right,
// each day's attendance (present or late) at the bottom. English, or English and Hindi.

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const MARGIN = 28;
const BRAND = rgb(0.1, 0.24, 0.55);
const GREY = rgb(0.35, 0.35, 0.35);
const LINE = rgb(0.7, 0.7, 0.7);
const HOLIDAY = rgb(0.78, 0.78, 0.78);
const NO_CLASS = rgb(0.93, 0.93, 0.93);
const ROW = 13;
const MONTHS: DocumentLabel[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const CELL: Record<AttendanceStatus, string> = {
  present: 'P',
  absent: 'A',
  late: 'L',
  leave: 'Lv',
};

export interface Register {
  batch: { name: string; centre: string; course: string; timing: string };
  /** YYYY-MM */
  month: string;
  columns: { day: string; holiday: string | null; classDay: boolean }[];
  students: {
    registrationNumber: string;
    name: string;
    marks: Map<string, AttendanceStatus>;
    present: number;
    absent: number;
    late: number;
    leave: number;
    percent: number | null;
  }[];
}

type Fonts = Partial<PdfFonts>;

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
  options: {
    size: number;
    bold?: boolean;
    width: number;
    color?: ReturnType<typeof rgb>;
    center?: boolean;
  },
) {
  const font = (options.bold ? fonts.devanagariBold : fonts.devanagari)!;
  const text = fit(font, value, options.size, options.width);
  const shift = options.center ? (options.width - textWidth(font, text, options.size)) / 2 : 0;
  drawText(page, text, {
    x: x + shift,
    y,
    size: options.size,
    font,
    color: options.color ?? rgb(0, 0, 0),
  });
}

export async function registerPdf(
  register: Register,
  lang: DocumentLanguage = 'en',
): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf(
    {
      title: `Attendance register ${register.batch.name} ${register.month}`,
      subject: register.batch.centre,
    },
    ['devanagari', 'devanagariBold'],
  );
  const [width, height] = A4_LANDSCAPE;
  const [year, monthNumber] = register.month.split('-').map(Number) as [number, number];
  const monthName = `${label(MONTHS[monthNumber - 1]!, lang)} ${year}`;
  const numberWidth = 16;
  const nameWidth = 128;
  const totalWidth = 24;
  const totals = ['P', 'A', 'L', 'Lv', '%'];
  const daysLeft = MARGIN + numberWidth + nameWidth;
  const dayWidth =
    (width - 2 * MARGIN - numberWidth - nameWidth - totals.length * totalWidth) /
    register.columns.length;
  const totalsLeft = daysLeft + dayWidth * register.columns.length;
  const tableTop = height - MARGIN - 78;
  const footer = MARGIN + 34;
  const perPage = Math.max(1, Math.floor((tableTop - ROW - footer - ROW) / ROW));
  const pages = Math.max(1, Math.ceil(register.students.length / perPage));
  const attendedOn = register.columns.map(
    (column) =>
      register.students.filter((s) => {
        const mark = s.marks.get(column.day);
        return mark === 'present' || mark === 'late';
      }).length,
  );
  const markedOn = register.columns.map((column) =>
    register.students.some((s) => s.marks.has(column.day)),
  );

  for (let index = 0; index < pages; index++) {
    const page = doc.addPage(A4_LANDSCAPE);
    const full = width - 2 * MARGIN;
    write(page, fonts, label('ATTENDANCE REGISTER', lang), MARGIN, height - MARGIN - 14, {
      size: 15,
      bold: true,
      width: full,
      color: BRAND,
    });
    write(
      page,
      fonts,
      `${label('Batch', lang)}: ${register.batch.name} · ${register.batch.course} · ${register.batch.timing}`,
      MARGIN,
      height - MARGIN - 34,
      { size: 11, bold: true, width: full },
    );
    write(
      page,
      fonts,
      `${label('Centre', lang)}: ${register.batch.centre} · ${label('Month', lang)}: ${monthName}${pages > 1 ? ` · ${index + 1}/${pages}` : ''}`,
      MARGIN,
      height - MARGIN - 50,
      { size: 10, width: full, color: GREY },
    );

    const students = register.students.slice(index * perPage, (index + 1) * perPage);
    const rows = students.length + 2; // header, students, day totals
    const bottom = tableTop - rows * ROW;

    // Shaded columns: holidays dark, days without a class light.
    register.columns.forEach((column, n) => {
      if (column.classDay) return;
      page.drawRectangle({
        x: daysLeft + n * dayWidth,
        y: bottom,
        width: dayWidth,
        height: rows * ROW,
        color: column.holiday ? HOLIDAY : NO_CLASS,
      });
    });

    // Header row.
    const headerY = tableTop - ROW + 4;
    write(page, fonts, '#', MARGIN + 2, headerY, { size: 7, bold: true, width: numberWidth - 2 });
    write(page, fonts, label('Student', lang), MARGIN + numberWidth + 2, headerY, {
      size: 7,
      bold: true,
      width: nameWidth - 4,
    });
    register.columns.forEach((column, n) => {
      write(page, fonts, String(Number(column.day.slice(8))), daysLeft + n * dayWidth, headerY, {
        size: 7,
        bold: true,
        width: dayWidth,
        center: true,
      });
    });
    totals.forEach((title, n) => {
      write(page, fonts, title, totalsLeft + n * totalWidth, headerY, {
        size: 7,
        bold: true,
        width: totalWidth,
        center: true,
      });
    });

    // A row per student.
    students.forEach((student, n) => {
      const y = tableTop - (n + 2) * ROW + 4;
      write(page, fonts, String(index * perPage + n + 1), MARGIN + 2, y, {
        size: 7,
        width: numberWidth - 2,
      });
      write(
        page,
        fonts,
        `${student.name} (${student.registrationNumber})`,
        MARGIN + numberWidth + 2,
        y,
        {
          size: 7,
          width: nameWidth - 4,
        },
      );
      register.columns.forEach((column, d) => {
        const mark = student.marks.get(column.day);
        if (!mark) return;
        write(page, fonts, CELL[mark], daysLeft + d * dayWidth, y, {
          size: 7,
          bold: mark !== 'present',
          width: dayWidth,
          center: true,
          color: mark === 'absent' ? rgb(0.7, 0.1, 0.1) : rgb(0, 0, 0),
        });
      });
      const values = [
        student.present,
        student.absent,
        student.late,
        student.leave,
        student.percent === null ? '—' : student.percent,
      ];
      values.forEach((value, t) => {
        write(page, fonts, String(value), totalsLeft + t * totalWidth, y, {
          size: 7,
          bold: t === 4,
          width: totalWidth,
          center: true,
        });
      });
    });

    // Each day's attendance.
    const totalY = tableTop - rows * ROW + 4;
    write(page, fonts, label('Present', lang), MARGIN + numberWidth + 2, totalY, {
      size: 7,
      bold: true,
      width: nameWidth - 4,
    });
    register.columns.forEach((column, d) => {
      if (!markedOn[d]) return;
      write(page, fonts, String(attendedOn[d]), daysLeft + d * dayWidth, totalY, {
        size: 7,
        bold: true,
        width: dayWidth,
        center: true,
      });
    });

    // Grid.
    for (let r = 0; r <= rows; r++) {
      const y = tableTop - r * ROW;
      page.drawLine({
        start: { x: MARGIN, y },
        end: { x: width - MARGIN, y },
        thickness: r === 0 || r === 1 || r === rows - 1 || r === rows ? 0.8 : 0.3,
        color: r <= 1 ? BRAND : LINE,
      });
    }
    const verticals = [
      MARGIN,
      MARGIN + numberWidth,
      ...register.columns.map((_c, n) => daysLeft + n * dayWidth),
      ...totals.map((_t, n) => totalsLeft + n * totalWidth),
      width - MARGIN,
    ];
    for (const x of verticals) {
      page.drawLine({
        start: { x, y: tableTop },
        end: { x, y: bottom },
        thickness: 0.3,
        color: LINE,
      });
    }

    // Legend and holidays named.
    const legend = [
      `P ${label('Present', lang)}`,
      `A ${label('Absent', lang)}`,
      `L ${label('Late', lang)}`,
      `Lv ${label('On leave', lang)}`,
      `% ${label('Attendance (present or late, of marked days)', lang)}`,
    ].join(' · ');
    write(page, fonts, legend, MARGIN, MARGIN + 20, { size: 7, width: full, color: GREY });
    const holidays = register.columns
      .filter((c) => c.holiday)
      .map((c) => `${Number(c.day.slice(8))} ${c.holiday}`);
    write(
      page,
      fonts,
      `${label('Holidays (shaded)', lang)}: ${holidays.length > 0 ? holidays.join(', ') : '—'}`,
      MARGIN,
      MARGIN + 8,
      { size: 7, width: full, color: GREY },
    );
  }
  return doc.save();
}
