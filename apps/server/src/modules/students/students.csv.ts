import {
  FIELD_LABELS,
  STUDENT_FIELDS,
  type StudentField,
  type StudentRecord,
} from '@institute/shared/student';
import { maskAadhaar } from '@institute/shared/student-profile';
import { csvLine, readCsvImport } from '../../lib/csv';
import { OPENING_COLUMNS, type OpeningColumn } from '../accounts/opening-balances';

export const EXPORT_HEADER = [
  'Registration Number',
  ...STUDENT_FIELDS.map((field) => FIELD_LABELS[field]),
  'Centre',
  'Admission Date',
  'Completion Status',
];

export function exportRow(record: StudentRecord): string {
  const values: Record<StudentField, string | null> = {
    ...record,
    course: record.courseName,
    adhar: maskAadhaar(record.adhar),
  };
  return csvLine([
    record.registrationNumber,
    ...STUDENT_FIELDS.map((field) => values[field]),
    `${record.centre.name} (${record.centre.code})`,
    record.admissionDate,
    record.completionStatus,
  ]);
}

/**
 * The import template: one column per field (field names, so any spreadsheet can fill it), then
 * the optional opening-balance columns of a student who joined before go-live (empty: the plan is
 * the course fee).
 */
export function importTemplate(): string {
  return (
    csvLine([...STUDENT_FIELDS, ...Object.keys(OPENING_COLUMNS)]) +
    csvLine([
      'Ravi',
      'Kumar',
      '2004-03-15',
      'ravi@example.com',
      'Bihar',
      'Patna',
      '8',
      'RV01001',
      'Meena Devi',
      'Suresh Kumar',
      '12th Pass',
      '9876543210',
      '9876543211',
      '234123412346',
      'Male',
      'General',
      'Hindu',
      'Single',
      'Station Road, Patna',
      'Station Road, Patna',
      // No opening balance: the plan is the course fee of the day.
      ...Object.keys(OPENING_COLUMNS).map(() => ''),
    ])
  );
}

export const MAX_IMPORT_ROWS = 20_000;

/**
 * Reads an import file into rows of field values. Columns are matched by field name or by the
 * form's label ('firstname' or 'First Name'), in any order.
 */
export function parseImport(
  data: Buffer,
): (Record<StudentField, string> & Partial<Record<OpeningColumn, string>>)[] {
  const byName = new Map<string, StudentField | OpeningColumn>();
  for (const field of STUDENT_FIELDS) {
    byName.set(field.toLowerCase(), field);
    byName.set(FIELD_LABELS[field].toLowerCase(), field);
  }
  for (const [column, label] of Object.entries(OPENING_COLUMNS)) {
    byName.set(column.toLowerCase(), column as OpeningColumn);
    byName.set(label.toLowerCase(), column as OpeningColumn);
  }
  const columnsOf = (header: string[]) =>
    header.map((name) => byName.get(name.trim().toLowerCase()) ?? null);
  const { header, rows } = readCsvImport(data, {
    missingColumns: (header) => {
      const columns = columnsOf(header);
      return STUDENT_FIELDS.filter((field) => !columns.includes(field) && field !== 'email');
    },
    maxRows: MAX_IMPORT_ROWS,
    tooManyRows: `At most ${MAX_IMPORT_ROWS} rows can be imported at once.`,
  });
  const columns = columnsOf(header);
  return rows.map((cells) => {
    const values = {} as Record<StudentField, string> & Partial<Record<OpeningColumn, string>>;
    columns.forEach((field, index) => {
      if (field) values[field] = cells[index] ?? '';
    });
    return values;
  });
}
