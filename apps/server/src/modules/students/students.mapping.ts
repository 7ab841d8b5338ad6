// How a student row becomes a record or a list item, and form fields database columns.
import {
  normalisePhone,
  STUDENT_FIELDS,
  type FileField,
  type StudentField,
  type StudentFieldValues,
  type StudentListItem,
  type StudentRecord,
} from '@institute/shared/student';
import { maskAadhaar } from '@institute/shared/student-profile';
import type { Insertable } from 'kysely';
import type { StudentsTable } from '../../db/schema';

import type { ListFilter, StudentListRow, StudentRow } from './students.repository';

export const STUDENT_NOT_FOUND = 'No student data available';
export const DEFAULT_CENTRE_CODE = 'MAIN';

/** Database column of each form field (the form's names are the specification's). */
export const COLUMN = {
  firstname: 'firstname',
  lastname: 'lastname',
  dob: 'dob',
  email: 'email',
  state: 'state',
  district: 'district',
  course: 'course',
  courseOption: 'course_option',
  mothername: 'mothername',
  fathername: 'fathername',
  qualification: 'qualification',
  contactno: 'contactno',
  guardiancontact: 'guardiancontact',
  adhar: 'adhar',
  gender: 'gender',
  category: 'category',
  religion: 'religion',
  maritalstatus: 'maritalstatus',
  address: 'address',
  presentaddress: 'presentaddress',
} as const satisfies Record<StudentField, keyof StudentsTable>;

export const FILE_COLUMN = {
  photo: 'photo_file_id',
  signature: 'signature_file_id',
  marksheet: 'marksheet_file_id',
} as const satisfies Record<FileField, keyof StudentsTable>;

export interface UploadedFile {
  data: Buffer;
  filename: string;
}

export interface StudentInput {
  fields: Record<string, string>;
  files: Partial<Record<FileField, UploadedFile>>;
}

/** A file's link; it names the stored version, so a replaced file is never served from a cache. */
export const filePath = (registrationNumber: string, field: FileField, fileId: number) =>
  `/api/dashboard/AddStudent/${encodeURIComponent(registrationNumber)}/files/${field}?v=${fileId}`;

/**
 * The row column of each field a student or application row answers with: the form's columns,
 * and the course's name. (The course option is answered by its label, set after these.)
 */
const FORM_COLUMNS = { ...COLUMN, courseName: 'course_name' } as Omit<
  typeof COLUMN,
  'courseOption'
> & { courseName: 'course_name' };

type FormColumn = (typeof FORM_COLUMNS)[keyof typeof FORM_COLUMNS];
type FormFields<R extends Record<FormColumn, unknown>> = {
  -readonly [F in keyof typeof FORM_COLUMNS]: R[(typeof FORM_COLUMNS)[F]];
} & { courseOption: string | null };

/** The form's fields of a student or application row (the course option by its label). */
export function formFieldsOf<
  R extends Record<FormColumn, unknown> & { course_option_label?: string | null },
>(row: R): FormFields<R> {
  const fields: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(FORM_COLUMNS)) fields[field] = row[column];
  return {
    ...(fields as Omit<FormFields<R>, 'courseOption'>),
    courseOption: row.course_option_label ?? null,
  } as FormFields<R>;
}

export function toRecord(row: StudentRow): StudentRecord {
  return {
    id: row.id,
    registrationNumber: row.registration_number,
    ...formFieldsOf(row),
    photo: row.photo_file_id ? filePath(row.registration_number, 'photo', row.photo_file_id) : null,
    signature: row.signature_file_id
      ? filePath(row.registration_number, 'signature', row.signature_file_id)
      : null,
    marksheet: row.marksheet_file_id
      ? filePath(row.registration_number, 'marksheet', row.marksheet_file_id)
      : null,
    completionStatus: row.completion_status,
    admissionDate: row.admission_date,
    centre: { id: row.centre_id, code: row.centre_code, name: row.centre_name },
    archivedAt: row.archived_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toListItem(row: StudentListRow): StudentListItem {
  return {
    id: row.id,
    registrationNumber: row.registration_number,
    firstname: row.firstname,
    lastname: row.lastname,
    course: row.course,
    courseName: row.course_name,
    courseOption: row.course_option_label ?? null,
    adhar: maskAadhaar(row.adhar),
    contactno: row.contactno,
    admissionDate: row.admission_date,
    centre: { id: row.centre_id, code: row.centre_code, name: row.centre_name },
    archivedAt: row.archived_at,
  };
}

/** What a search box entry means: a registration number, an Aadhaar, a phone, or a name. */
export function classifySearch(q: string): ListFilter['search'] {
  const text = q.trim();
  if (!text) return undefined;
  if (/^rv\d*$/i.test(text)) return { kind: 'registration', value: text.toUpperCase() };
  const digits = text.replace(/[\s-]/g, '');
  if (/^\d{12}$/.test(digits)) return { kind: 'adhar', value: digits };
  if (/^[+\d]/.test(text) && /^\d{10}$/.test(normalisePhone(text))) {
    return { kind: 'phone', value: normalisePhone(text) };
  }
  return { kind: 'name', value: text.replace(/\s+/g, ' ').toLowerCase() };
}

/** Form values to database columns (the course option as its code). */
export function toColumns(values: StudentFieldValues): Partial<Insertable<StudentsTable>> {
  const columns: Record<string, string | null> = {};
  for (const field of STUDENT_FIELDS) {
    if (values[field] !== undefined) columns[COLUMN[field]] = values[field]!;
  }
  return columns as Partial<Insertable<StudentsTable>>;
}
