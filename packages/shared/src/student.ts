import './zod-setup';
import { z } from 'zod';
import { isRealIsoDate } from './dates';
import { instituteDate } from './institute-time';
import { hasAadhaarShape, isValidAadhaar } from './aadhaar';
import { findCourseIn, findCourseOptionIn, type Catalogue } from './catalogue';
import { CATEGORIES, GENDERS, MARITAL_STATUSES, STATES } from './reference-lists';

/** The specification's messages for student screens (sections 2 and 8), word for word. */
export const STUDENT_MESSAGES = {
  adding: 'Adding...',
  addFailed: 'Failed to add student. Please try again.',
  listError: 'Error fetching data',
  unexpectedFormat: 'Unexpected data format',
  listEmpty: 'No student data available.',
  loading: 'Loading...',
  fetchFailed: 'Failed to fetch student data.',
  noData: 'No student data available',
  editFetchFailed: 'Error fetching student data.',
  editUpdateFailed: 'Error updating student data',
  emailInvalid: 'Invalid email format',
  aadhaarInvalid: 'Enter a valid 12-digit Aadhaar number',
  aadhaarCheckDigit: 'The last digit does not match: check the number',
  aadhaarHint: '12 digits; the last digit is a check digit',
  phoneInvalid: 'Enter a valid 10-digit mobile number',
  dobInvalid: 'Enter a valid date of birth',
  optionOfOtherCourse: 'Choose a course option of the selected course',
  optionNotNeeded: 'This course has no options',
  unknownValue: 'Choose one of the listed values',
} as const;

/** Upload limits: images (photo, signature, marksheet) and PDF marksheets. */
export const FILE_LIMITS = { imageBytes: 2 * 1024 * 1024, pdfBytes: 5 * 1024 * 1024 } as const;

/**
 * What the browser says of a chosen file before sending it (Add/Edit Student, Import students);
 * the server checks again with its own words. Here so the server's Hindi dictionary has them.
 */
export const FILE_CHECK_MESSAGES = {
  notImage: (label: string) => `${label} must be a JPEG, PNG or WebP image`,
  marksheetType: 'Marksheet must be a JPEG, PNG or WebP image, or a PDF',
  marksheetPdfSize: (size: string) => `A marksheet PDF must be ${size} or smaller`,
  marksheetImageSize: (size: string) => `A marksheet image must be ${size} or smaller`,
  imageSize: (label: string, size: string) => `${label} must be ${size} or smaller`,
  chooseCsv: 'Choose a CSV file',
  notCsv: 'The file must be a CSV file (.csv)',
  csvSize: (size: string) => `The file must be ${size} or smaller`,
} as const;
export const FILE_FIELDS = ['photo', 'signature', 'marksheet'] as const;
export type FileField = (typeof FILE_FIELDS)[number];

export const FIELD_LABELS = {
  firstname: 'First Name',
  lastname: 'Last Name',
  dob: 'Date of Birth',
  email: 'Email',
  state: 'State',
  district: 'District',
  course: 'Course',
  courseOption: 'Course Option',
  mothername: "Mother's Name",
  fathername: "Father's Name",
  qualification: 'Qualification',
  contactno: 'Contact No',
  guardiancontact: 'Guardian Contact',
  adhar: 'Aadhaar No',
  gender: 'Gender',
  category: 'Category',
  religion: 'Religion',
  maritalstatus: 'Marital Status',
  address: 'Permanent Address',
  presentaddress: 'Present Address',
  photo: 'Photo',
  signature: 'Signature',
  marksheet: 'Marksheet',
} as const;

export type StudentField = Exclude<keyof typeof FIELD_LABELS, FileField>;
export const STUDENT_FIELDS = Object.keys(FIELD_LABELS).filter(
  (field) => !(FILE_FIELDS as readonly string[]).includes(field),
) as StudentField[];

/** Section 5: required on Add Student (email is optional; files are optional). */
export const REQUIRED_ON_ADD: readonly StudentField[] = STUDENT_FIELDS.filter((f) => f !== 'email');
/** Section 5: required on Edit Student. */
export const REQUIRED_ON_EDIT: readonly StudentField[] = [
  'firstname',
  'lastname',
  'dob',
  'state',
  'course',
  'courseOption',
  'contactno',
];

export const requiredMessage = (field: StudentField) => `${FIELD_LABELS[field]} is required`;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** Digits only, with an optional +91 or 0 in front taken off: '+91 98765-43210' -> '9876543210'. */
export function normalisePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** A real date from 1900 to today, today being the institute's day (its time zone). */
function isValidDob(value: string): boolean {
  return isRealIsoDate(value) && value >= '1900-01-01' && value <= instituteDate();
}

const oneOf = (values: readonly string[]) => (value: string) => values.includes(value);

/** Checks of a field's value once given (empty values are handled by the required rules). */
const FIELD_CHECKS: Partial<Record<StudentField, [(value: string) => boolean, string]>> = {
  dob: [isValidDob, STUDENT_MESSAGES.dobInvalid],
  email: [(value) => EMAIL_PATTERN.test(value), STUDENT_MESSAGES.emailInvalid],
  state: [oneOf(STATES), STUDENT_MESSAGES.unknownValue],
  contactno: [(value) => MOBILE_PATTERN.test(normalisePhone(value)), STUDENT_MESSAGES.phoneInvalid],
  guardiancontact: [
    (value) => MOBILE_PATTERN.test(normalisePhone(value)),
    STUDENT_MESSAGES.phoneInvalid,
  ],
  gender: [oneOf(GENDERS), STUDENT_MESSAGES.unknownValue],
  category: [oneOf(CATEGORIES), STUDENT_MESSAGES.unknownValue],
  maritalstatus: [oneOf(MARITAL_STATUSES), STUDENT_MESSAGES.unknownValue],
};

/**
 * The message for an Aadhaar number that is not valid, or null: the wrong shape (not 12 digits, or
 * starting with 0 or 1) and a wrong check digit get different messages. Spaces are ignored.
 */
export function aadhaarProblem(value: string): string | null {
  const digits = value.replace(/\s/g, '');
  if (!hasAadhaarShape(digits)) return STUDENT_MESSAGES.aadhaarInvalid;
  if (!isValidAadhaar(digits)) return STUDENT_MESSAGES.aadhaarCheckDigit;
  return null;
}

const MAX_LENGTH: Partial<Record<StudentField, number>> = { address: 500, presentaddress: 500 };

export type StudentFieldValues = Partial<Record<StudentField, string>>;

/**
 * The student form's schema, for Add ('add': section 5's required set) or Edit ('edit': the edit
 * page's required set; a field left out is left as it was), against the stored course catalogue
 * (for Add, the open courses; for Edit, those and the record's own: see coursesFor). The same
 * schema runs in the browser and on the server. Values come out trimmed, phones as 10 digits, Aadhaar without spaces, the
 * course option as its code, and empty optional fields as absent.
 */
export function studentFormSchema(mode: 'add' | 'edit', catalogue: Catalogue) {
  const findCourse = (code: string) => findCourseIn(catalogue, code);
  const findCourseOption = (course: string, option: string) =>
    findCourseOptionIn(catalogue, course, option);
  const required = new Set<StudentField>(mode === 'add' ? REQUIRED_ON_ADD : REQUIRED_ON_EDIT);
  const shape = Object.fromEntries(
    STUDENT_FIELDS.map((field) => [
      field,
      z
        .string()
        .max(MAX_LENGTH[field] ?? 100)
        .optional(),
    ]),
  ) as Record<StudentField, z.ZodOptional<z.ZodString>>;
  return z
    .object(shape)
    .superRefine((values, ctx) => {
      for (const field of STUDENT_FIELDS) {
        const value = values[field]?.trim() ?? '';
        const courseHasNoOptions =
          field === 'courseOption' && findCourse(values.course ?? '')?.options.length === 0;
        if (value === '') {
          const mustGive = mode === 'add' || values[field] !== undefined;
          if (required.has(field) && mustGive && !courseHasNoOptions) {
            ctx.addIssue({ code: 'custom', path: [field], message: requiredMessage(field) });
          }
          continue;
        }
        if (field === 'adhar') {
          const problem = aadhaarProblem(value);
          if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
          continue;
        }
        if (field === 'course' && !findCourse(value)) {
          ctx.addIssue({ code: 'custom', path: [field], message: STUDENT_MESSAGES.unknownValue });
          continue;
        }
        const check = FIELD_CHECKS[field];
        if (check && !check[0](value)) {
          ctx.addIssue({ code: 'custom', path: [field], message: check[1] });
        }
      }
      const course = values.course?.trim();
      const option = values.courseOption?.trim();
      if (course && findCourse(course) && option) {
        if (findCourse(course)!.options.length === 0) {
          ctx.addIssue({
            code: 'custom',
            path: ['courseOption'],
            message: STUDENT_MESSAGES.optionNotNeeded,
          });
        } else if (!findCourseOption(course, option)) {
          ctx.addIssue({
            code: 'custom',
            path: ['courseOption'],
            message: STUDENT_MESSAGES.optionOfOtherCourse,
          });
        }
      }
    })
    .transform((values) => {
      const out: StudentFieldValues = {};
      for (const field of STUDENT_FIELDS) {
        let value = values[field]?.trim();
        if (!value) continue;
        if (field === 'contactno' || field === 'guardiancontact') value = normalisePhone(value);
        if (field === 'adhar') value = value.replace(/\s/g, '');
        if (field === 'courseOption') value = findCourseOption(values.course!.trim(), value)!.code;
        if (field === 'email') value = value.toLowerCase();
        out[field] = value;
      }
      return out;
    });
}

/** A student record as the API answers it (GET /api/dashboard/AddStudent/{registrationNumber}). */
export const studentRecordSchema = z.object({
  id: z.number().int(),
  registrationNumber: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  dob: z.string(),
  email: z.string().nullable(),
  state: z.string(),
  district: z.string().nullable(),
  /** Course code, e.g. '8'. */
  course: z.string(),
  courseName: z.string(),
  /** Option label, e.g. 'CERTIFICATE IN FUNDAMENTAL(RV01001)'; null for a course without options. */
  courseOption: z.string().nullable(),
  mothername: z.string().nullable(),
  fathername: z.string().nullable(),
  qualification: z.string().nullable(),
  contactno: z.string(),
  guardiancontact: z.string().nullable(),
  adhar: z.string().nullable(),
  gender: z.string().nullable(),
  category: z.string().nullable(),
  religion: z.string().nullable(),
  maritalstatus: z.string().nullable(),
  address: z.string().nullable(),
  presentaddress: z.string().nullable(),
  /** Links that only signed-in staff (and the student) can open; null when none was uploaded. */
  photo: z.string().nullable(),
  signature: z.string().nullable(),
  marksheet: z.string().nullable(),
  completionStatus: z.string(),
  admissionDate: z.string(),
  centre: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * GET of one student only: the channels the student's account accepts (null without an
   * account), its opt-out of non-essential messages, and a STOP reply from the mobile number.
   */
  messageConsent: z
    .object({
      channels: z
        .object({ whatsapp: z.boolean(), sms: z.boolean(), email: z.boolean() })
        .nullable(),
      optedOut: z.boolean(),
      whatsappStopped: z.boolean(),
    })
    .optional(),
});
export type StudentRecord = z.infer<typeof studentRecordSchema>;

/** One row of the student list (GET /api/dashboard/AddStudent): Aadhaar masked. */
export const studentListItemSchema = studentRecordSchema.pick({
  id: true,
  registrationNumber: true,
  firstname: true,
  lastname: true,
  course: true,
  courseName: true,
  courseOption: true,
  adhar: true,
  contactno: true,
  admissionDate: true,
  centre: true,
  archivedAt: true,
});
export type StudentListItem = z.infer<typeof studentListItemSchema>;

export const STUDENT_SORTS = ['registrationNumber', 'name', 'admissionDate'] as const;

/** A list cursor: opaque to its users (a row's id in base 36, its sort key read by the server). */
export const STUDENT_CURSOR_PATTERN = /^[0-9a-z]{1,11}$/;

/** Query of the list: search, filters, sort and page; the total is in the X-Total-Count header. */
export const studentListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  course: z.string().max(10).optional(),
  centreId: z.coerce.number().int().positive().optional(),
  archived: z.enum(['exclude', 'only']).default('exclude'),
  sort: z.enum(STUDENT_SORTS).default('registrationNumber'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
  /**
   * Keyset paging (decision 0090): the page right after the row whose cursor this is (the
   * X-Next-Cursor header of the page before), or right before it (X-Previous-Cursor); the
   * page number then only says which page it is. Without a cursor, the page number is read by
   * skipping rows (jumping to a page).
   */
  after: z.string().regex(STUDENT_CURSOR_PATTERN).optional(),
  before: z.string().regex(STUDENT_CURSOR_PATTERN).optional(),
});
export type StudentListQuery = z.input<typeof studentListQuerySchema>;

export const TOTAL_COUNT_HEADER = 'x-total-count';
/** The cursor of the page after this one (its last row), and of the page before (its first row). */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
export const PREVIOUS_CURSOR_HEADER = 'x-previous-cursor';

/** A student's completion status, set by staff and shown on the profile. */
export const COMPLETION_STATUSES = ['In Progress', 'Completed', 'Discontinued'] as const;
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];

export const setCompletionSchema = z.object({
  status: z.enum(COMPLETION_STATUSES, { error: 'Choose a completion status' }),
});

/** GET/PUT /api/dashboard/AddStudent/{n}/completion: the status and the student's open request. */
export const completionSchema = z.object({
  completionStatus: z.string(),
  openRequest: z.object({ createdAt: z.string(), message: z.string() }).nullable(),
});
export type Completion = z.infer<typeof completionSchema>;
