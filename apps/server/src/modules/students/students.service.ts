import { todayInIndia } from '@institute/shared/accounts';
import { findCourse } from '@institute/shared/catalogue';
import {
  FIELD_LABELS,
  FILE_FIELDS,
  normalisePhone,
  REQUIRED_ON_EDIT,
  requiredMessage,
  STUDENT_FIELDS,
  studentFormSchema,
  studentListQuerySchema,
  type Completion,
  type CompletionStatus,
  type FileField,
  type StudentField,
  type StudentFieldValues,
  type StudentListItem,
  type StudentRecord,
} from '@institute/shared/student';
import {
  COMPLETION_REQUEST_SENT,
  maskAadhaar,
  type StudentProfile,
} from '@institute/shared/student-profile';
import { createHash } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB, StudentsTable } from '../../db/schema';

/** An import of at least this many students refreshes the query planner's statistics. */
const STATISTICS_AFTER_ROWS = 1000;
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import {
  formatRegistrationNumber,
  nextRegistrationNumber,
  reserveInSequence,
} from '../../lib/counters';
import {
  checkEnrolment,
  conflictAfterRace,
  describeEnrolment,
  isConfirmed,
  isEnrolmentConflict,
  personKey,
  sameEnrolment,
  type EnrolmentRow,
} from '../../lib/enrolments';
import { AppError, notFound } from '../../lib/errors';
import { newStorageKey, withStagedFiles, type FileStorage } from '../../lib/storage';
import { studentSearchColumns } from '../../lib/student-search';
import { nowIso } from '../../lib/time';
import { processUpload, type ProcessedUpload } from '../../lib/uploads';
import { createFeePlan } from '../../lib/student-fees';
import { chargeCourseFee } from '../../lib/wallet';
import { ENROLMENT_ERROR_CODES, ENROLMENT_MESSAGES } from '@institute/shared/enrolments';
import { exportRow, parseImport } from './students.csv';
import type {
  ListFilter,
  StudentListRow,
  StudentRow,
  StudentsRepository,
} from './students.repository';

const STUDENT_NOT_FOUND = 'No student data available';
const DEFAULT_CENTRE_CODE = 'MAIN';

/** Database column of each form field (the form's names are the specification's). */
const COLUMN: Record<StudentField, keyof StudentsTable> = {
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
};

const FILE_COLUMN = {
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
const filePath = (registrationNumber: string, field: FileField, fileId: number) =>
  `/api/dashboard/AddStudent/${encodeURIComponent(registrationNumber)}/files/${field}?v=${fileId}`;

export function toRecord(row: StudentRow): StudentRecord {
  return {
    id: row.id,
    registrationNumber: row.registration_number,
    firstname: row.firstname,
    lastname: row.lastname,
    dob: row.dob,
    email: row.email,
    state: row.state,
    district: row.district,
    course: row.course,
    courseName: row.course_name,
    courseOption: row.course_option_label ?? null,
    mothername: row.mothername,
    fathername: row.fathername,
    qualification: row.qualification,
    contactno: row.contactno,
    guardiancontact: row.guardiancontact,
    adhar: row.adhar,
    gender: row.gender,
    category: row.category,
    religion: row.religion,
    maritalstatus: row.maritalstatus,
    address: row.address,
    presentaddress: row.presentaddress,
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

function toListItem(row: StudentListRow): StudentListItem {
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
function toColumns(values: StudentFieldValues): Partial<Insertable<StudentsTable>> {
  const columns: Record<string, string | null> = {};
  for (const field of STUDENT_FIELDS) {
    if (values[field] !== undefined) columns[COLUMN[field]] = values[field]!;
  }
  return columns as Partial<Insertable<StudentsTable>>;
}

export function createStudentsService(deps: {
  repository: StudentsRepository;
  storage: FileStorage;
  audit: AuditLog;
}) {
  const { repository, storage, audit } = deps;

  /** The student, if this user may see them: their centre's staff, head office, or themselves. */
  async function reachableStudent(user: AuthenticatedUser, registrationNumber: string) {
    const student = await repository.findProfile(registrationNumber);
    if (user.role === 'student') {
      // Students learn nothing about other registration numbers: same answer whether it exists.
      if (!student || student.user_id !== user.id) throw forbidden();
      return student;
    }
    if (!student) throw notFound(STUDENT_NOT_FOUND);
    if (!canReachCentre(user, student.centre_id)) throw forbidden();
    return student;
  }

  /** Staff of the student's centre or head office; archived students too when asked. */
  async function staffStudent(
    user: AuthenticatedUser,
    registrationNumber: string,
    archived = false,
  ) {
    const student = await repository.findByRegistration(registrationNumber.toUpperCase());
    if (!student || (!archived && student.archived_at !== null)) throw notFound(STUDENT_NOT_FOUND);
    if (!canReachCentre(user, student.centre_id)) throw forbidden();
    return student;
  }

  /** The centre a new student joins: the staff member's own; head office chooses (default MAIN). */
  async function centreFor(
    user: AuthenticatedUser,
    requested: string | undefined,
  ): Promise<number> {
    if (user.role === 'centre_staff') {
      if (user.centreId === null) throw forbidden('Your account has no centre.');
      return user.centreId;
    }
    const centre = requested
      ? await repository.findCentre(Number(requested))
      : await repository.findCentreByCode(DEFAULT_CENTRE_CODE);
    if (!centre || Number.isNaN(centre.id)) {
      throw new AppError(400, 'VALIDATION_ERROR', 'Choose a centre', {
        centreId: ['Choose a centre'],
      });
    }
    if (centre.status !== 'active') {
      throw new AppError(400, 'VALIDATION_ERROR', 'This centre is suspended', {
        centreId: ['This centre is suspended'],
      });
    }
    return centre.id;
  }

  function validate(mode: 'add' | 'edit', fields: Record<string, string>): StudentFieldValues {
    const known = Object.fromEntries(
      Object.entries(fields).filter(([name]) => (STUDENT_FIELDS as string[]).includes(name)),
    );
    return studentFormSchema(mode).parse(known);
  }

  async function processFiles(files: StudentInput['files']) {
    const processed: Partial<Record<FileField, ProcessedUpload>> = {};
    const errors: Record<string, string[]> = {};
    for (const field of FILE_FIELDS) {
      const file = files[field];
      if (!file || file.data.length === 0) continue;
      try {
        processed[field] = await processUpload(
          field,
          FIELD_LABELS[field],
          field === 'marksheet' ? 'image-or-pdf' : 'image',
          file.data,
          file.filename,
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.statusCode === 413) throw error;
        Object.assign(errors, error.fieldErrors);
      }
    }
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new AppError(400, 'VALIDATION_ERROR', first, errors);
    return processed;
  }

  /**
   * Stores the files, then runs `work` in one transaction with their rows; if anything fails the
   * stored files are removed again, so a failure leaves neither a row nor a file behind.
   */
  async function withStoredFiles<T>(
    files: Partial<Record<FileField, ProcessedUpload>>,
    owner: { centreId: number; userId: number },
    work: (trx: Kysely<DB>, fileIds: Partial<Record<FileField, number>>) => Promise<T>,
  ): Promise<T> {
    const stored: { field: FileField; key: string; file: ProcessedUpload }[] = [];
    for (const field of FILE_FIELDS) {
      const file = files[field];
      if (file) stored.push({ field, key: newStorageKey(file.extension), file });
    }
    const staged = stored.map(({ key, file }) => ({ key, data: file.data }));
    return withStagedFiles(storage, staged, repository.transaction, async (trx) => {
      const fileIds: Partial<Record<FileField, number>> = {};
      for (const { field, key, file } of stored) {
        const row = await repository.insertFile(
          {
            storage_key: key,
            original_name: file.originalName.slice(0, 255) || field,
            content_type: file.contentType,
            size: file.data.length,
            sha256: createHash('sha256').update(file.data).digest('hex'),
            centre_id: owner.centreId,
            created_by: owner.userId,
            created_at: nowIso(),
          },
          trx,
        );
        fileIds[field] = row.id;
      }
      return work(trx, fileIds);
    });
  }

  /** An import's transaction; a person enrolled meanwhile in a row's course refuses it whole. */
  const runImport = (work: (trx: Kysely<DB>) => Promise<void>) =>
    repository.transaction(work).catch((error: unknown) => {
      if (!isEnrolmentConflict(error)) throw error;
      throw new AppError(409, ENROLMENT_ERROR_CODES.sameCourse, ENROLMENT_MESSAGES.importRace);
    });

  return {
    async getProfile(user: AuthenticatedUser, registrationNumber: string): Promise<StudentProfile> {
      const student = await reachableStudent(user, registrationNumber);
      const request = await repository.findOpenRequest(student.id, 'completion_status');
      return {
        registrationNumber: student.registration_number,
        firstname: student.firstname,
        lastname: student.lastname,
        // The same link staff use: the files route lets the student open their own.
        photo: student.photo_file_id
          ? filePath(student.registration_number, 'photo', student.photo_file_id)
          : null,
        course: student.course_name,
        courseCode: student.course,
        courseOption: student.course_option_label ?? null,
        courseDurationMonths: student.duration_months,
        dob: student.dob,
        email: student.email,
        fatherName: student.fathername,
        mothername: student.mothername,
        adhar: maskAadhaar(student.adhar),
        address: student.address,
        completionStatus: student.completion_status,
        admissionDate: student.admission_date,
        centre: { code: student.centre_code, name: student.centre_name },
        openCompletionRequest: request
          ? { createdAt: request.created_at, message: request.message }
          : null,
      };
    },

    /** A stored file of a student, for the centre's staff, head office or the student. */
    async getFile(user: AuthenticatedUser, registrationNumber: string, field: FileField) {
      const student =
        user.role === 'student'
          ? await reachableStudent(user, registrationNumber)
          : await staffStudent(user, registrationNumber, true);
      const id = student[FILE_COLUMN[field]];
      const file = id ? await repository.findFile(id) : null;
      if (!file) throw notFound(`This student has no ${FIELD_LABELS[field].toLowerCase()}.`);
      return { file, stream: storage.stream(file.storage_key) };
    },

    /** The student asks their centre's staff to edit the completion status; one open at a time. */
    async requestCompletionEdit(
      user: AuthenticatedUser,
      registrationNumber: string,
      message: string,
    ) {
      const student = await reachableStudent(user, registrationNumber);
      if (user.role !== 'student') {
        throw new AppError(403, 'FORBIDDEN', 'Only the student can send this request.');
      }
      const open = await repository.findOpenRequest(student.id, 'completion_status');
      if (open) return { id: open.id, message: COMPLETION_REQUEST_SENT };
      const { id } = await repository.insertRequest(
        {
          studentId: student.id,
          centreId: student.centre_id,
          kind: 'completion_status',
          message: message || 'Please review my completion status.',
        },
        nowIso(),
      );
      await audit({
        userId: user.id,
        centreId: student.centre_id,
        action: 'create',
        entity: 'student_request',
        entityId: id,
        changes: { kind: 'completion_status', student: student.registration_number },
      });
      return { id, message: COMPLETION_REQUEST_SENT };
    },

    async add(
      user: AuthenticatedUser,
      input: StudentInput & { centreId?: string },
    ): Promise<StudentRecord> {
      const values = validate('add', input.fields);
      const centreId = await centreFor(user, input.centreId);
      // One enrolment per person, course and option; another course only when confirmed.
      const key = personKey(values.adhar)!;
      const enrolment = { course: values.course!, courseOption: values.courseOption ?? null };
      checkEnrolment(
        user,
        { ...enrolment, confirmed: isConfirmed(input.fields.confirmSecondEnrolment) },
        await repository.enrolments([key]),
      );
      const files = await processFiles(input.files);
      const now = nowIso();
      const registrationNumber = await withStoredFiles(
        files,
        { centreId, userId: user.id },
        async (trx, fileIds) => {
          const number = await nextRegistrationNumber(trx, Number(now.slice(0, 4)));
          const { id } = await repository.insertStudent(
            {
              ...(toColumns(values) as Insertable<StudentsTable>),
              ...studentSearchColumns(values.firstname!, values.lastname!),
              person_key: key,
              registration_number: number,
              centre_id: centreId,
              user_id: null,
              photo_file_id: fileIds.photo ?? null,
              signature_file_id: fileIds.signature ?? null,
              marksheet_file_id: fileIds.marksheet ?? null,
              admission_date: todayInIndia(new Date(now)),
              created_by: user.id,
              updated_by: user.id,
              created_at: now,
              updated_at: now,
            },
            trx,
          );
          // The centre pays the course's registration fee from its wallet, in this transaction:
          // with too little balance the student is not saved at all. The fee plan starts here.
          await chargeCourseFee(trx, {
            centreId,
            courseCode: values.course!,
            fee: 'registration',
            reference: number,
            createdBy: user.id,
          });
          await createFeePlan(trx, {
            id,
            centreId,
            courseCode: values.course!,
            admissionDate: now.slice(0, 10),
            createdBy: user.id,
          });
          await audit(
            {
              userId: user.id,
              centreId,
              action: 'create',
              entity: 'student',
              entityId: id,
              changes: {
                registrationNumber: number,
                ...values,
                adhar: maskAadhaar(values.adhar ?? null),
                files: Object.keys(fileIds),
              },
            },
            trx,
          );
          return number;
        },
      ).catch(async (error: unknown) => {
        // A concurrent save of the same enrolment won: the unique index refused this one.
        if (isEnrolmentConflict(error)) {
          throw await conflictAfterRace(repository.enrolments, user, {
            personKey: key,
            ...enrolment,
          });
        }
        throw error;
      });
      return toRecord((await repository.findByRegistration(registrationNumber))!);
    },

    async list(user: AuthenticatedUser, rawQuery: z.input<typeof studentListQuerySchema>) {
      const query = studentListQuerySchema.parse(rawQuery);
      if (query.archived === 'only' && user.role !== 'head_office') throw forbidden();
      const filter: ListFilter = {
        archived: query.archived,
        course: query.course || undefined,
        centreId: user.role === 'head_office' ? query.centreId : (user.centreId ?? -1),
        search: classifySearch(query.q ?? ''),
      };
      const [rows, total] = await Promise.all([
        repository.listItems(filter, {
          sort: query.sort,
          order: query.order,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
        repository.count(filter),
      ]);
      return { items: rows.map(toListItem), total };
    },

    /** Every matching record, a page at a time, as CSV lines (the export streams them). */
    async *exportCsv(user: AuthenticatedUser, rawQuery: z.input<typeof studentListQuerySchema>) {
      const query = studentListQuerySchema.parse({ ...rawQuery, page: 1, pageSize: 500 });
      if (query.archived === 'only' && user.role !== 'head_office') throw forbidden();
      const filter: ListFilter = {
        archived: query.archived,
        course: query.course || undefined,
        centreId: user.role === 'head_office' ? query.centreId : (user.centreId ?? -1),
        search: classifySearch(query.q ?? ''),
      };
      for (let offset = 0; ; offset += 500) {
        const rows = await repository.list(filter, {
          sort: query.sort,
          order: query.order,
          limit: 500,
          offset,
        });
        for (const row of rows) yield exportRow(toRecord(row));
        if (rows.length < 500) return;
      }
    },

    async get(user: AuthenticatedUser, registrationNumber: string): Promise<StudentRecord> {
      return toRecord(await staffStudent(user, registrationNumber, user.role === 'head_office'));
    },

    async update(
      user: AuthenticatedUser,
      registrationNumber: string,
      input: StudentInput,
    ): Promise<StudentRecord> {
      const student = await staffStudent(user, registrationNumber);
      // Fields left out stay as they are; the option is checked against the course it will have.
      const course = input.fields.course?.trim() || student.course;
      const fields: Record<string, string> = { ...input.fields, course };
      if (!fields.courseOption?.trim() && course !== student.course) {
        if ((findCourse(course)?.options.length ?? 0) > 0) {
          throw new AppError(400, 'VALIDATION_ERROR', requiredMessage('courseOption'), {
            courseOption: [requiredMessage('courseOption')],
          });
        }
      } else if (!fields.courseOption?.trim() && student.course_option) {
        fields.courseOption = student.course_option;
      }
      const values = validate('edit', fields);
      const files = await processFiles(input.files);
      const columns = toColumns(values);
      // An optional field sent empty is cleared (a required one was refused by the schema).
      for (const field of STUDENT_FIELDS) {
        const sent = input.fields[field];
        if (sent !== undefined && sent.trim() === '' && !REQUIRED_ON_EDIT.includes(field)) {
          (columns as Record<string, null>)[COLUMN[field]] = null;
        }
      }
      // The schema has checked the option against the course; a course without options has none.
      if (!findCourse(course)?.options.length) columns.course_option = null;
      // A changed Aadhaar, course or option follows the enrolment rules of Add Student.
      const adhar = columns.adhar !== undefined ? columns.adhar : student.adhar;
      const enrolment = {
        course,
        courseOption:
          columns.course_option !== undefined ? columns.course_option : student.course_option,
      };
      const key = personKey(adhar);
      const enrolmentChanged =
        adhar !== student.adhar ||
        enrolment.course !== student.course ||
        (enrolment.courseOption ?? null) !== student.course_option;
      if (enrolmentChanged) {
        columns.person_key = key;
        if (key) {
          checkEnrolment(
            user,
            { ...enrolment, confirmed: isConfirmed(input.fields.confirmSecondEnrolment) },
            (await repository.enrolments([key])).filter((row) => row.id !== student.id),
          );
        }
      }
      const replaced: number[] = [];
      const now = nowIso();
      await withStoredFiles(
        files,
        { centreId: student.centre_id, userId: user.id },
        async (trx, fileIds) => {
          const fileColumns: Partial<Record<(typeof FILE_COLUMN)[FileField], number>> = {};
          for (const field of FILE_FIELDS) {
            if (fileIds[field] === undefined) continue;
            fileColumns[FILE_COLUMN[field]] = fileIds[field];
            const old = student[FILE_COLUMN[field]];
            if (old) replaced.push(old);
          }
          await repository.updateStudent(
            student.id,
            {
              ...columns,
              ...fileColumns,
              ...studentSearchColumns(
                values.firstname ?? student.firstname,
                values.lastname ?? student.lastname,
              ),
              updated_by: user.id,
              updated_at: now,
            },
            trx,
          );
          const changes: Record<string, [unknown, unknown]> = {};
          for (const field of STUDENT_FIELDS) {
            const column = COLUMN[field];
            const old = student[column as keyof StudentRow];
            const next = (columns as Record<string, unknown>)[column];
            if (next !== undefined && next !== old) {
              changes[field] =
                field === 'adhar'
                  ? [maskAadhaar(old as string | null), maskAadhaar(next as string)]
                  : [old, next];
            }
          }
          for (const field of FILE_FIELDS)
            if (fileIds[field] !== undefined) changes[field] = ['replaced', fileIds[field]];
          await audit(
            {
              userId: user.id,
              centreId: student.centre_id,
              action: 'update',
              entity: 'student',
              entityId: student.id,
              changes,
            },
            trx,
          );
        },
      ).catch(async (error: unknown) => {
        if (key && isEnrolmentConflict(error)) {
          throw await conflictAfterRace(repository.enrolments, user, {
            personKey: key,
            ...enrolment,
          });
        }
        throw error;
      });
      // Replaced files go once the new ones are safely recorded.
      if (replaced.length > 0) {
        const old = await repository.findFiles(replaced);
        await repository.deleteFiles(replaced).catch(() => undefined);
        await Promise.all(
          old.map((file) => storage.remove(file.storage_key).catch(() => undefined)),
        );
      }
      return toRecord((await repository.findByRegistration(student.registration_number))!);
    },

    /** Archives: the student leaves the lists; head office can restore them. Nothing is deleted. */
    async archive(user: AuthenticatedUser, registrationNumber: string) {
      const student = await staffStudent(user, registrationNumber);
      const now = nowIso();
      await repository.transaction(async (trx) => {
        await repository.updateStudent(
          student.id,
          { archived_at: now, archived_by: user.id, updated_at: now, updated_by: user.id },
          trx,
        );
        await audit(
          {
            userId: user.id,
            centreId: student.centre_id,
            action: 'archive',
            entity: 'student',
            entityId: student.id,
          },
          trx,
        );
      });
    },

    async restore(user: AuthenticatedUser, registrationNumber: string): Promise<StudentRecord> {
      if (user.role !== 'head_office') throw forbidden('Only head office can restore students.');
      const student = await staffStudent(user, registrationNumber, true);
      if (student.archived_at === null) return toRecord(student);
      const now = nowIso();
      await repository
        .transaction(async (trx) => {
          await repository.updateStudent(
            student.id,
            { archived_at: null, archived_by: null, updated_at: now, updated_by: user.id },
            trx,
          );
          await audit(
            {
              userId: user.id,
              centreId: student.centre_id,
              action: 'restore',
              entity: 'student',
              entityId: student.id,
            },
            trx,
          );
        })
        .catch(async (error: unknown) => {
          // The person has since been enrolled again in this course and option.
          if (student.person_key && isEnrolmentConflict(error)) {
            throw await conflictAfterRace(repository.enrolments, user, {
              personKey: student.person_key,
              course: student.course,
              courseOption: student.course_option,
            });
          }
          throw error;
        });
      return toRecord((await repository.findByRegistration(student.registration_number))!);
    },

    /**
     * Imports students from CSV: every row checked with the Add Student rules; the good rows are
     * saved in one transaction, the others reported with their reasons.
     */
    async importCsv(
      user: AuthenticatedUser,
      data: Buffer,
      requestedCentre?: string,
      allowSecondEnrolments = false,
    ) {
      const centreId = await centreFor(user, requestedCentre);
      const rows = parseImport(data);
      const failed: { row: number; errors: Record<string, string[]> }[] = [];
      const valid: { row: number; values: StudentFieldValues }[] = [];
      rows.forEach((row, index) => {
        const parsed = studentFormSchema('add').safeParse(row);
        if (parsed.success) valid.push({ row: index + 2, values: parsed.data });
        else {
          const errors: Record<string, string[]> = {};
          for (const issue of parsed.error.issues)
            (errors[String(issue.path[0] ?? '_')] ??= []).push(issue.message);
          // Row 1 is the header, so the first student is row 2, as a spreadsheet shows it.
          failed.push({ row: index + 2, errors });
        }
      });
      // The enrolment rules of Add Student, against the saved students and the file's rows.
      const good: StudentFieldValues[] = [];
      const existing = new Map<string, EnrolmentRow[]>();
      for (const row of await repository.enrolments([
        ...new Set(valid.map(({ values }) => personKey(values.adhar)!)),
      ])) {
        existing.set(row.personKey, [...(existing.get(row.personKey) ?? []), row]);
      }
      const inFile = new Map<
        string,
        { row: number; course: string; courseOption: string | null }[]
      >();
      for (const { row, values } of valid) {
        const key = personKey(values.adhar)!;
        const course = values.course!;
        const option = values.courseOption ?? null;
        const saved = existing.get(key) ?? [];
        const earlier = inFile.get(key) ?? [];
        const savedSame = saved.find((enrolment) => sameEnrolment(enrolment, course, option));
        const earlierSame = earlier.find(
          (other) => other.course === course && (other.courseOption ?? '') === (option ?? ''),
        );
        let message: string | undefined;
        if (savedSame) {
          message = ENROLMENT_MESSAGES.sameCourse(
            describeEnrolment(user, savedSame).registrationNumber,
          );
        } else if (earlierSame) {
          message = ENROLMENT_MESSAGES.sameCourseInFile(earlierSame.row);
        } else if (saved.length > 0 && !allowSecondEnrolments) {
          message = ENROLMENT_MESSAGES.unconfirmedImport(
            saved
              .map((enrolment) => describeEnrolment(user, enrolment).registrationNumber)
              .join(', '),
          );
        } else if (earlier.length > 0 && !allowSecondEnrolments) {
          message = ENROLMENT_MESSAGES.otherCourseInFile(earlier[0]!.row);
        }
        if (message) {
          failed.push({ row, errors: { adhar: [message] } });
          continue;
        }
        inFile.set(key, [...earlier, { row, course, courseOption: option }]);
        good.push(values);
      }
      failed.sort((a, b) => a.row - b.row);
      if (good.length > 0) {
        const now = nowIso();
        const year = Number(now.slice(0, 4));
        // The unique index refuses a row that a concurrent save enrolled meanwhile: nothing saved.
        await runImport(async (trx) => {
          const first = await reserveInSequence(trx, `registration:${year}`, good.length);
          const students = good.map((values, index) => ({
            ...(toColumns(values) as Insertable<StudentsTable>),
            ...studentSearchColumns(values.firstname!, values.lastname!),
            person_key: personKey(values.adhar),
            registration_number: formatRegistrationNumber(year, first + index),
            centre_id: centreId,
            admission_date: todayInIndia(new Date(now)),
            created_by: user.id,
            updated_by: user.id,
            created_at: now,
            updated_at: now,
          }));
          for (let i = 0; i < students.length; i += 500) {
            await repository.insertStudents(students.slice(i, i + 500), trx);
          }
          // Each student's registration fee and fee plan, as Add Student does; one refusal
          // (too little wallet balance) and nothing of the import is saved.
          for (const student of students) {
            const saved = await repository.findByRegistration(student.registration_number, trx);
            await chargeCourseFee(trx, {
              centreId,
              courseCode: student.course,
              fee: 'registration',
              reference: student.registration_number,
              createdBy: user.id,
            });
            await createFeePlan(trx, {
              id: saved!.id,
              centreId,
              courseCode: student.course,
              admissionDate: student.admission_date,
              createdBy: user.id,
            });
          }
          await audit(
            {
              userId: user.id,
              centreId,
              action: 'import',
              entity: 'student',
              changes: {
                count: students.length,
                registrationNumbers: [
                  students[0]!.registration_number,
                  students.at(-1)!.registration_number,
                ],
              },
            },
            trx,
          );
        });
        // Thousands of new rows: the planner's statistics are brought up to date at once, not at
        // the next restart (stale ones made lists 30 times slower until then).
        if (good.length >= STATISTICS_AFTER_ROWS) await repository.refreshStatistics();
      }
      return { imported: good.length, failed };
    },

    /** The completion status and the student's open request to change it, for staff. */
    async getCompletion(user: AuthenticatedUser, registrationNumber: string): Promise<Completion> {
      const student = await staffStudent(user, registrationNumber);
      const request = await repository.findOpenRequest(student.id, 'completion_status');
      return {
        completionStatus: student.completion_status,
        openRequest: request ? { createdAt: request.created_at, message: request.message } : null,
      };
    },

    /** Staff set the completion status; the student's open request about it is then resolved. */
    async setCompletion(
      user: AuthenticatedUser,
      registrationNumber: string,
      status: CompletionStatus,
    ): Promise<Completion> {
      const student = await staffStudent(user, registrationNumber);
      const now = nowIso();
      // The day it became Completed ends the period a certificate prints; setting Completed
      // again keeps that day, and any other status clears it.
      const completedOn =
        status !== 'Completed'
          ? null
          : student.completion_status === 'Completed' && student.completed_on
            ? student.completed_on
            : todayInIndia();
      await repository.transaction(async (trx) => {
        await repository.updateStudent(
          student.id,
          {
            completion_status: status,
            completed_on: completedOn,
            updated_at: now,
            updated_by: user.id,
          },
          trx,
        );
        await repository.resolveRequests(student.id, 'completion_status', user.id, now, trx);
        await audit(
          {
            userId: user.id,
            centreId: student.centre_id,
            action: 'update',
            entity: 'student',
            entityId: student.id,
            changes: {
              completionStatus: [student.completion_status, status],
              completedOn: [student.completed_on, completedOn],
            },
          },
          trx,
        );
      });
      return { completionStatus: status, openRequest: null };
    },

    listCentres: (user: AuthenticatedUser) =>
      repository.listCentres(user.role === 'head_office' ? undefined : (user.centreId ?? -1)),
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
