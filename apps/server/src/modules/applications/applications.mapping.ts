// An application row as the API answers it, and form values as columns.
import { type Application, type ApplicationListItem } from '@institute/shared/applications';
import { ERROR_CODES } from '@institute/shared/api-error';
import { type FileField, type StudentFieldValues } from '@institute/shared/student';
import { maskAadhaar } from '@institute/shared/student-profile';
import type { ApplicationsTable } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ApplicationRow } from './applications.repository';
import { formFieldsOf } from '../students/students.mapping';

export const FILE_COLUMN = {
  photo: 'photo_file_id',
  signature: 'signature_file_id',
  marksheet: 'marksheet_file_id',
} as const satisfies Record<FileField, keyof ApplicationsTable>;

export interface UploadedFile {
  data: Buffer;
  filename: string;
}

export interface ApplicationInput {
  fields: Record<string, string>;
  files: Partial<Record<FileField, UploadedFile>>;
}

/** Where each side opens an application's files: the applicant their own, staff by id. */
export const MY_FILES = '/api/applications/mine/files';
export const staffFiles = (id: number) => `/api/dashboard/applications/${id}/files`;

export function toApplication(row: ApplicationRow, filesBase: string): Application {
  const link = (field: FileField) => {
    const id = row[FILE_COLUMN[field]];
    return id ? `${filesBase}/${field}?v=${id}` : null;
  };
  return {
    id: row.id,
    status: row.status,
    centre: { id: row.centre_id, code: row.centre_code, name: row.centre_name },
    ...formFieldsOf(row),
    photo: link('photo'),
    signature: link('signature'),
    marksheet: link('marksheet'),
    staffMessage: row.staff_message,
    registrationNumber: row.registration_number ?? null,
    applicant: { name: row.applicant_name, email: row.applicant_email },
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
    updatedAt: row.updated_at,
  };
}

export function toListItem(row: ApplicationRow): ApplicationListItem {
  const application = toApplication(row, staffFiles(row.id));
  return {
    id: application.id,
    status: application.status,
    centre: application.centre,
    firstname: application.firstname,
    lastname: application.lastname,
    course: application.course,
    courseName: application.courseName,
    courseOption: application.courseOption,
    contactno: application.contactno,
    applicant: application.applicant,
    submittedAt: application.submittedAt,
    registrationNumber: application.registrationNumber,
  };
}

/** The application's student columns from the form's clean values (email from the account). */
export function toColumns(values: StudentFieldValues, email: string) {
  const optional = (value: string | undefined) => value ?? null;
  return {
    firstname: values.firstname!,
    lastname: values.lastname!,
    dob: values.dob!,
    email,
    state: values.state!,
    district: optional(values.district),
    course: values.course!,
    // The schema has checked the option against the course: one without options has none given.
    course_option: optional(values.courseOption),
    mothername: optional(values.mothername),
    fathername: optional(values.fathername),
    qualification: optional(values.qualification),
    contactno: values.contactno!,
    guardiancontact: optional(values.guardiancontact),
    adhar: optional(values.adhar),
    gender: optional(values.gender),
    category: optional(values.category),
    religion: optional(values.religion),
    maritalstatus: optional(values.maritalstatus),
    address: optional(values.address),
    presentaddress: optional(values.presentaddress),
  };
}

export const conflict = (message: string) => new AppError(409, ERROR_CODES.conflict, message);

/** A unique index refused the row (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** What the audit log keeps of an application's fields: Aadhaar masked. */
export const auditValues = (values: StudentFieldValues) => ({
  ...values,
  adhar: maskAadhaar(values.adhar ?? null),
});
