import { REPORT_LABELS, type Report, type ReportTable } from '@institute/shared/reports';

type Cell = ReportTable['rows'][number][string];

/** A month YYYY-MM as the date of its first day (UTC midnight: Excel dates have no zone). */
const monthDate = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));

/** The value of a cell as Excel should hold it: numbers as numbers, months and days as dates. */
function excelValue(type: ReportTable['columns'][number]['type'], value: Cell) {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'paise':
      return Number(value) / 100;
    case 'percent':
      return Number(value) / 10_000;
    case 'count':
      return Number(value);
    case 'month':
      return monthDate(String(value));
    case 'date':
      return new Date(`${String(value)}T00:00:00Z`);
    default:
      return String(value);
  }
}

const NUMBER_FORMATS: Partial<Record<ReportTable['columns'][number]['type'], string>> = {
  paise: '#,##0.00',
  percent: '0.00%',
  count: '0',
  month: 'mmm yyyy',
  date: 'dd-mm-yyyy',
};

/** One sheet per table of the report, headed by the report's title and period. */
export function reportWorkbook(report: Report, lang: 'en' | 'hi'): Promise<Buffer> {
  return reportsWorkbook([report], lang);
}

/**
 * One sheet per table of each report, in one workbook (the monthly summary's attachment); with
 * several reports each sheet's name starts with its report's number, as names must be unique.
 */
export async function reportsWorkbook(reports: Report[], lang: 'en' | 'hi'): Promise<Buffer> {
  // Loaded with the first export, as the chart library with the first chart: not at every start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(reports[0]?.computedAt ?? Date.now());
  reports.forEach((report, reportIndex) => {
    report.tables.forEach((table, tableIndex) => {
      const prefix = reports.length > 1 ? `${reportIndex + 1}.${tableIndex + 1} ` : '';
      // Sheet names: at most 31 characters, none of []:*?/\
      const sheet = workbook.addWorksheet(
        `${prefix}${table.title}`.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31),
      );
      sheet.addRow([report.title]).font = { bold: true };
      sheet.addRow([
        `${REPORT_LABELS.period[lang]}: ${report.from} – ${report.to}`,
        report.centre
          ? `${REPORT_LABELS.centre[lang]}: ${report.centre.code} ${report.centre.name}`
          : REPORT_LABELS.allCentres[lang],
      ]);
      sheet.addRow([]);
      const header = sheet.addRow(table.columns.map((column) => column.label));
      header.font = { bold: true };
      for (const row of table.rows) {
        const added = sheet.addRow(
          table.columns.map((c) => excelValue(c.type, row[c.key] ?? null)),
        );
        table.columns.forEach((column, index) => {
          const format = NUMBER_FORMATS[column.type];
          if (format) added.getCell(index + 1).numFmt = format;
        });
      }
      table.columns.forEach((column, index) => {
        sheet.getColumn(index + 1).width = Math.max(12, column.label.length + 2);
      });
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csvText(type: ReportTable['columns'][number]['type'], value: Cell): string {
  if (value === null || value === undefined) return '';
  if (type === 'paise') return (Number(value) / 100).toFixed(2);
  if (type === 'percent') return (Number(value) / 100).toFixed(2);
  return String(value);
}

const quote = (text: string) => {
  // A cell starting with = + - @ is read as a formula by spreadsheets: kept as text.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The tables one after another, each under its title; UTF-8 with a BOM (Excel reads Hindi). */
export function reportCsv(report: Report): string {
  const lines: string[] = [];
  for (const table of report.tables) {
    if (lines.length) lines.push('');
    lines.push(quote(`${report.title} – ${table.title}`));
    lines.push(table.columns.map((column) => quote(column.label)).join(','));
    for (const row of table.rows) {
      lines.push(table.columns.map((c) => quote(csvText(c.type, row[c.key] ?? null))).join(','));
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
