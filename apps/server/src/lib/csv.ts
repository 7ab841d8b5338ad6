import { parse } from 'csv-parse/sync';
import { AppError } from './errors';

/** One CSV cell: quoted when needed, and never read as a formula by spreadsheet programs. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (CRLF, as RFC 4180 has it). */
export const csvLine = (cells: (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

/** A line of an import holding a NUL character; `{row}` counts the header as line 1. */
export const CSV_NUL_MESSAGE =
  'Line {row} of the file contains a character that is not allowed (NUL). Nothing was imported.';

/**
 * Reads an uploaded CSV file to import (students, exam questions): its header and rows, with the
 * same answers everywhere for a file that is not CSV, empty, lacks columns or has too many rows
 * (400s naming the problem). `missingColumns` gets the header and names the required columns it
 * lacks.
 */
export function readCsvImport(
  data: Buffer,
  options: {
    missingColumns: (header: string[]) => string[];
    maxRows: number;
    tooManyRows: string;
  },
): { header: string[]; rows: string[][] } {
  let records: string[][];
  try {
    records = parse(data, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    });
  } catch (error) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      `The file is not valid CSV: ${(error as Error).message}`,
    );
  }
  // A NUL character is in no text a person writes (lib/text-input.ts): the whole file is refused.
  const nulRow = records.findIndex((record) => record.some((cell) => cell.includes('\u0000')));
  if (nulRow >= 0) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      CSV_NUL_MESSAGE.replace('{row}', String(nulRow + 1)),
    );
  }
  const [header, ...rows] = records;
  if (!header) throw new AppError(400, 'VALIDATION_ERROR', 'The file is empty.');
  const missing = options.missingColumns(header);
  if (missing.length > 0) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      `The file lacks the columns: ${missing.join(', ')}. Start from the template.`,
    );
  }
  if (rows.length > options.maxRows) {
    throw new AppError(400, 'VALIDATION_ERROR', options.tooManyRows);
  }
  return { header, rows };
}
