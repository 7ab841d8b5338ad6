// The cash book's day and the centre-wise monthly revenue statement as Excel workbooks (real
// number and date cells) and PDFs (Noto fonts; English or Hindi), decision 0083.
import {
  CASH_BOOK_LABELS as L,
  CASH_BOOK_MODES,
  type CashBookDay,
  type RevenueStatement,
} from '@institute/shared/cash-book';
import { instituteDateTime } from '@institute/shared/institute-time';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { createPdf, drawText, rgb, textWidth } from '../../lib/pdf';

type Lang = 'en' | 'hi';
const MONEY = '#,##0.00';
const rupees = (paise: number) => paise / 100;
/** A day YYYY-MM-DD as a date cell (UTC midnight: Excel dates have no zone). */
const dateCell = (day: string) => new Date(`${day}T00:00:00Z`);
/** An instant as the India wall-clock time, as a date-time cell. */
const instantCell = (iso: string) => new Date(`${instituteDateTime(iso).replace(' ', 'T')}:00Z`);

async function workbook() {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  return book;
}

/** The day's book: a summary sheet and an entries sheet. */
export async function cashBookWorkbook(day: CashBookDay, lang: Lang): Promise<Buffer> {
  const book = await workbook();
  const sheet = book.addWorksheet(L.title[lang]);
  sheet.columns = [{ width: 28 }, { width: 16 }, { width: 16 }];
  sheet.addRow([`${L.title[lang]} — ${day.centre.code} ${day.centre.name}`]).font = { bold: true };
  const dayRow = sheet.addRow([L.day[lang], dateCell(day.day)]);
  dayRow.getCell(2).numFmt = 'dd-mm-yyyy';
  sheet.addRow([L.status[lang], L[day.status][lang]]);
  sheet.addRow([]);
  const f = day.figures;
  const money = (label: string, ...values: number[]) => {
    const row = sheet.addRow([label, ...values.map(rupees)]);
    values.forEach((_, i) => (row.getCell(i + 2).numFmt = MONEY));
    return row;
  };
  money(L.openingCash[lang], f.openingCashPaise).font = { bold: true };
  sheet.addRow([L.mode[lang], L.collections[lang], L.refunds[lang]]).font = { bold: true };
  for (const mode of CASH_BOOK_MODES) money(L[mode][lang], f.collections[mode], f.refunds[mode]);
  money(L.total[lang], f.collectionsTotalPaise, f.refundsTotalPaise).font = { bold: true };
  money(L.walletDebits[lang], f.walletDebitsPaise);
  money(L.cashIn[lang], f.cashInPaise);
  money(L.cashOut[lang], f.cashOutPaise);
  money(L.bankNet[lang], f.bankNetPaise);
  money(L.closingCash[lang], f.closingCashPaise).font = { bold: true };

  const entries = book.addWorksheet(L.kind[lang]);
  entries.columns = [
    { header: L.time[lang], width: 18 },
    { header: L.kind[lang], width: 16 },
    { header: L.mode[lang], width: 14 },
    { header: L.amount[lang], width: 14 },
    { header: L.receipt[lang], width: 22 },
    { header: L.student[lang], width: 18 },
  ];
  entries.getRow(1).font = { bold: true };
  for (const entry of day.entries) {
    const row = entries.addRow([
      instantCell(entry.at),
      L[entry.kind][lang],
      entry.mode ? L[entry.mode][lang] : '',
      rupees(entry.amountPaise),
      entry.receiptNumber ?? entry.reference ?? '',
      entry.student ?? '',
    ]);
    row.getCell(1).numFmt = 'dd-mm-yyyy hh:mm';
    row.getCell(4).numFmt = MONEY;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The month's revenue: a row per centre, a column per mode, totals at the foot. */
export async function revenueWorkbook(statement: RevenueStatement, lang: Lang): Promise<Buffer> {
  const book = await workbook();
  const sheet = book.addWorksheet(L.revenueTitle[lang].slice(0, 31));
  sheet.addRow([L.revenueTitle[lang]]).font = { bold: true };
  const monthRow = sheet.addRow([L.month[lang], dateCell(`${statement.month}-01`)]);
  monthRow.getCell(2).numFmt = 'mmm yyyy';
  sheet.addRow([]);
  const head = [
    L.centre[lang],
    ...CASH_BOOK_MODES.map((m) => L[m][lang]),
    L.collections[lang],
    L.refunds[lang],
    L.net[lang],
    L.walletDebits[lang],
  ];
  sheet.addRow(head).font = { bold: true };
  const line = (name: string, r: Omit<RevenueStatement['rows'][number], 'centre'>) => {
    const row = sheet.addRow([
      name,
      ...CASH_BOOK_MODES.map((m) => rupees(r.collections[m])),
      rupees(r.collectionsTotalPaise),
      rupees(r.refundsTotalPaise),
      rupees(r.netPaise),
      rupees(r.walletDebitsPaise),
    ]);
    for (let i = 2; i <= head.length; i++) row.getCell(i).numFmt = MONEY;
    return row;
  };
  for (const row of statement.rows) line(`${row.centre.code} ${row.centre.name}`, row);
  line(L.total[lang], statement.totals).font = { bold: true };
  sheet.getColumn(1).width = 30;
  for (let i = 2; i <= head.length; i++) sheet.getColumn(i).width = 14;
  return Buffer.from(await book.xlsx.writeBuffer());
}

// ---- PDF ----

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const BRAND = rgb(0.1, 0.24, 0.55);
const GREY = rgb(0.35, 0.35, 0.35);
const rs = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: Awaited<ReturnType<typeof createPdf>>['doc'],
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly size: [number, number] = A4,
  ) {
    this.page = doc.addPage(size);
    this.y = size[1] - MARGIN;
  }
  /** A row of cells at x positions; right-aligned numbers when `right` says so. */
  row(
    cells: string[],
    xs: number[],
    opts: { bold?: boolean; right?: boolean[]; size?: number } = {},
  ) {
    const size = opts.size ?? 9;
    if (this.y < MARGIN + size * 2) {
      this.page = this.doc.addPage(this.size);
      this.y = this.size[1] - MARGIN;
    }
    const font = opts.bold ? this.bold : this.regular;
    cells.forEach((text, i) => {
      const x = opts.right?.[i] ? xs[i]! - textWidth(font, text, size) : xs[i]!;
      drawText(this.page, text, { x, y: this.y, font, size, color: rgb(0, 0, 0) });
    });
    this.y -= size * 1.7;
  }
  title(text: string, size = 15) {
    drawText(this.page, text, { x: MARGIN, y: this.y, font: this.bold, size, color: BRAND });
    this.y -= size * 1.6;
  }
  note(text: string) {
    drawText(this.page, text, { x: MARGIN, y: this.y, font: this.regular, size: 9, color: GREY });
    this.y -= 15;
  }
  gap(points = 8) {
    this.y -= points;
  }
}

async function pdfFor(title: string, lang: Lang, landscape = false) {
  const { doc, fonts } = await createPdf(
    { title },
    lang === 'hi' ? ['regular', 'bold', 'devanagari', 'devanagariBold'] : ['regular', 'bold'],
  );
  const regular = (lang === 'hi' ? fonts.devanagari : fonts.regular)!;
  const bold = (lang === 'hi' ? fonts.devanagariBold : fonts.bold)!;
  const size: [number, number] = landscape ? [A4[1], A4[0]] : A4;
  return { doc, writer: new Writer(doc, regular, bold, size) };
}

/** The day's book on A4: figures by mode, cash and bank, then every entry. */
export async function cashBookPdf(day: CashBookDay, lang: Lang): Promise<Buffer> {
  const { doc, writer: w } = await pdfFor(`${L.title.en} ${day.centre.code} ${day.day}`, lang);
  const f = day.figures;
  w.title(`${L.title[lang]} — ${day.centre.code} ${day.centre.name}`);
  w.note(`${L.day[lang]}: ${day.day}    ${L.status[lang]}: ${L[day.status][lang]}`);
  w.gap();
  const xs = [MARGIN, 330, 460];
  const right = [false, true, true];
  w.row([L.openingCash[lang], rs(f.openingCashPaise)], xs, { bold: true, right });
  w.gap(4);
  w.row([L.mode[lang], L.collections[lang], L.refunds[lang]], xs, { bold: true, right });
  for (const mode of CASH_BOOK_MODES) {
    w.row([L[mode][lang], rs(f.collections[mode]), rs(f.refunds[mode])], xs, { right });
  }
  w.row([L.total[lang], rs(f.collectionsTotalPaise), rs(f.refundsTotalPaise)], xs, {
    bold: true,
    right,
  });
  w.gap(4);
  w.row([L.walletDebits[lang], rs(f.walletDebitsPaise)], xs, { right });
  w.row([L.cashIn[lang], rs(f.cashInPaise)], xs, { right });
  w.row([L.cashOut[lang], rs(f.cashOutPaise)], xs, { right });
  w.row([L.bankNet[lang], rs(f.bankNetPaise)], xs, { right });
  w.row([L.closingCash[lang], rs(f.closingCashPaise)], xs, { bold: true, right });
  w.gap(12);
  const ex = [MARGIN, 110, 200, 270, 360, 470];
  const er = [false, false, false, true, false, false];
  w.row(
    [L.time[lang], L.kind[lang], L.mode[lang], L.amount[lang], L.receipt[lang], L.student[lang]],
    ex,
    { bold: true, right: er },
  );
  for (const entry of day.entries) {
    w.row(
      [
        instituteDateTime(entry.at).slice(11),
        L[entry.kind][lang],
        entry.mode ? L[entry.mode][lang] : '',
        rs(entry.amountPaise),
        (entry.receiptNumber ?? entry.reference ?? '').slice(0, 22),
        entry.student ?? '',
      ],
      ex,
      { right: er, size: 8 },
    );
  }
  return Buffer.from(await doc.save());
}

/** The month's revenue per centre on A4 landscape. */
export async function revenuePdf(statement: RevenueStatement, lang: Lang): Promise<Buffer> {
  const { doc, writer: w } = await pdfFor(`${L.revenueTitle.en} ${statement.month}`, lang, true);
  w.title(L.revenueTitle[lang]);
  w.note(`${L.month[lang]}: ${statement.month}`);
  w.gap();
  const xs = [MARGIN, 250, 320, 390, 460, 530, 600, 670, 740, 805];
  const right = xs.map((_, i) => i > 0);
  const size = 8;
  w.row(
    [
      L.centre[lang],
      ...CASH_BOOK_MODES.map((m) => L[m][lang]),
      L.refunds[lang],
      L.net[lang],
      L.walletDebits[lang],
    ],
    xs,
    { bold: true, right, size },
  );
  const cells = (r: Omit<RevenueStatement['rows'][number], 'centre'>) => [
    ...CASH_BOOK_MODES.map((m) => rs(r.collections[m])),
    rs(r.refundsTotalPaise),
    rs(r.netPaise),
    rs(r.walletDebitsPaise),
  ];
  for (const row of statement.rows) {
    w.row([`${row.centre.code} ${row.centre.name}`.slice(0, 40), ...cells(row)], xs, {
      right,
      size,
    });
  }
  w.row([L.total[lang], ...cells(statement.totals)], xs, { bold: true, right, size });
  return Buffer.from(await doc.save());
}
