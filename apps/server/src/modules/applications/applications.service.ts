import { todayInIndia } from '@institute/shared/accounts';
import {
  APPLICATION_FIELDS,
  APPLICATION_MESSAGES,
  OPEN_APPLICATION_STATUSES,
  type Application,
  type ApplicationListItem,
  type ApplicationStatus,
  applicationListQuerySchema,
} from '@institute/shared/applications';
import { ERROR_CODES } from '@institute/shared/api-error';
import { findCourse } from '@institute/shared/catalogue';
import {
  FIELD_LABELS,
  FILE_FIELDS,
  studentFormSchema,
  type FileField,
  type StudentFieldValues,
} from '@institute/shared/student';
import { maskAadhaar } from '@institute/shared/student-profile';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ApplicationsTable, DB } from '../../db/schema';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { nextRegistrationNumber } from '../../lib/counters';
import {
  conflictAfterRace,
  isEnrolmentConflict,
  personKey,
  sameCourseConflict,
  sameEnrolment,
} from '../../lib/enrolments';
import { AppError, notFound } from '../../lib/errors';
import type { SessionCache } from '../../lib/shared-counters';
import { newStorageKey, withStagedFiles, type FileStorage } from '../../lib/storage';
import { studentSearchColumns } from '../../lib/student-search';
import { nowIso } from '../../lib/time';
import { processUpload, type ProcessedUpload } from '../../lib/uploads';
import { chargeCourseFee } from '../../lib/wallet';
import type { ApplicationRow, ApplicationsRepository } from './applications.repository';

const FILE_COLUMN = {
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
const MY_FILES = '/api/applications/mine/files';
const staffFiles = (id: number) => `/api/dashboard/applications/${id}/files`;

export function toApplication(row: ApplicationRow, filesBase: string): Application {
  const link = (field: FileField) => {
    const id = row[FILE_COLUMN[field]];
    return id ? `${filesBase}/${field}?v=${id}` : null;
  };
  return {
    id: row.id,
    status: row.status,
    centre: { id: row.centre_id, code: row.centre_code, name: row.centre_name },
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

function toListItem(row: ApplicationRow): ApplicationListItem {
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
function toColumns(values: StudentFieldValues, email: string) {
  const optional = (value: string | undefined) => value ?? null;
  return {
    firstname: values.firstname!,
    lastname: values.lastname!,
    dob: values.dob!,
    email,
    state: values.state!,
    district: optional(values.district),
    course: values.course!,
    // The schema has checked the option against the course; a course without options has none.
    course_option: findCourse(values.course!)?.options.length
      ? optional(values.courseOption)
      : null,
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

const conflict = (message: string) => new AppError(409, ERROR_CODES.conflict, message);

/** A unique index refused the row (SQLite or PostgreSQL). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** What the audit log keeps of an application's fields: Aadhaar masked. */
const auditValues = (values: StudentFieldValues) => ({
  ...values,
  adhar: maskAadhaar(values.adhar ?? null),
});

export function createApplicationsService(deps: {
  repository: ApplicationsRepository;
  storage: FileStorage;
  audit: AuditLog;
  /** Approval makes the account a student's: its cached sessions are resolved again. */
  sessionCache?: Pick<SessionCache, 'forgetUser'>;
}) {
  const { repository, storage, audit } = deps;

  /** The Add Student rules on the fields an applicant fills in (Email comes from the account). */
  function validate(fields: Record<string, string>): StudentFieldValues {
    const known = Object.fromEntries(
      Object.entries(fields).filter(([name]) => (APPLICATION_FIELDS as string[]).includes(name)),
    );
    return studentFormSchema('add').parse(known);
  }

  async function chosenCentre(requested: string | undefined): Promise<number> {
    const id = Number(requested);
    const fail = (message: string) =>
      new AppError(400, ERROR_CODES.validation, message, { centreId: [message] });
    if (!requested?.trim() || !Number.isSafeInteger(id) || id <= 0) {
      throw fail(APPLICATION_MESSAGES.centreRequired);
    }
    const centre = await repository.findCentre(id);
    if (!centre) throw fail(APPLICATION_MESSAGES.centreRequired);
    if (centre.status !== 'active') throw fail(APPLICATION_MESSAGES.centreUnavailable);
    return centre.id;
  }

  async function processFiles(files: ApplicationInput['files']) {
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
    if (first) throw new AppError(400, ERROR_CODES.validation, first, errors);
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

  async function myOpenApplication(user: AuthenticatedUser) {
    const latest = await repository.findLatestOfUser(user.id);
    return latest && (OPEN_APPLICATION_STATUSES as readonly string[]).includes(latest.status)
      ? latest
      : null;
  }

  /** An application staff may act on: their centre's, or any for head office. */
  async function staffApplication(user: AuthenticatedUser, id: number) {
    const row = await repository.findById(id);
    if (!row) throw notFound(APPLICATION_MESSAGES.notFound);
    if (!canReachCentre(user, row.centre_id)) throw forbidden();
    return row;
  }

  const reload = async (id: number, filesBase: string) =>
    toApplication((await repository.findById(id))!, filesBase);

  return {
    /** Centres an applicant may choose. */
    listCentres: () => repository.listActiveCentres(),

    async mine(user: AuthenticatedUser): Promise<Application | null> {
      const row = await repository.findLatestOfUser(user.id);
      return row ? toApplication(row, MY_FILES) : null;
    },

    /** A registered user applies: one open application at a time. */
    async submit(user: AuthenticatedUser, input: ApplicationInput): Promise<Application> {
      if (await repository.findStudentOfUser(user.id)) {
        throw conflict(APPLICATION_MESSAGES.alreadyStudent);
      }
      if (await myOpenApplication(user)) throw conflict(APPLICATION_MESSAGES.oneOpen);
      const values = validate(input.fields);
      const centreId = await chosenCentre(input.fields.centreId);
      const files = await processFiles(input.files);
      const now = nowIso();
      try {
        const id = await withStoredFiles(
          files,
          { centreId, userId: user.id },
          async (trx, fileIds) => {
            const { id } = await repository.insertApplication(
              {
                ...toColumns(values, user.email),
                user_id: user.id,
                centre_id: centreId,
                status: 'submitted',
                photo_file_id: fileIds.photo ?? null,
                signature_file_id: fileIds.signature ?? null,
                marksheet_file_id: fileIds.marksheet ?? null,
                staff_message: null,
                student_id: null,
                submitted_at: now,
                reviewed_at: null,
                reviewed_by: null,
                created_at: now,
                updated_at: now,
              },
              trx,
            );
            await audit(
              {
                userId: user.id,
                centreId,
                action: 'create',
                entity: 'application',
                entityId: id,
                changes: { ...auditValues(values), files: Object.keys(fileIds) },
              },
              trx,
            );
            return id;
          },
        );
        return reload(id, MY_FILES);
      } catch (error) {
        // Two submissions at once: the database keeps one open application per applicant.
        if (isUniqueViolation(error)) throw conflict(APPLICATION_MESSAGES.oneOpen);
        throw error;
      }
    },

    /** After a correction request: the corrected application goes back for review. Files not
     * sent stay as they were. */
    async resubmit(user: AuthenticatedUser, input: ApplicationInput): Promise<Application> {
      const current = await repository.findLatestOfUser(user.id);
      if (!current || current.status !== 'correction_requested') {
        throw conflict(APPLICATION_MESSAGES.notCorrectable);
      }
      const values = validate(input.fields);
      const centreId = await chosenCentre(input.fields.centreId ?? String(current.centre_id));
      const files = await processFiles(input.files);
      const replaced: number[] = [];
      const now = nowIso();
      await withStoredFiles(files, { centreId, userId: user.id }, async (trx, fileIds) => {
        const fileColumns: Partial<Record<(typeof FILE_COLUMN)[FileField], number>> = {};
        for (const field of FILE_FIELDS) {
          if (fileIds[field] === undefined) continue;
          fileColumns[FILE_COLUMN[field]] = fileIds[field];
          const old = current[FILE_COLUMN[field]];
          if (old) replaced.push(old);
        }
        const changed = await repository.updateIfStatus(
          current.id,
          ['correction_requested'],
          {
            ...toColumns(values, user.email),
            ...fileColumns,
            centre_id: centreId,
            status: 'submitted',
            submitted_at: now,
            updated_at: now,
          },
          trx,
        );
        if (!changed) throw conflict(APPLICATION_MESSAGES.notCorrectable);
        await audit(
          {
            userId: user.id,
            centreId,
            action: 'resubmit',
            entity: 'application',
            entityId: current.id,
            changes: {
              ...auditValues(values),
              ...(centreId !== current.centre_id
                ? { centreId: [current.centre_id, centreId] }
                : {}),
              files: Object.keys(fileIds),
            },
          },
          trx,
        );
      });
      // Replaced files go once the new ones are safely recorded.
      if (replaced.length > 0) {
        const old = await repository.findFiles(replaced);
        await repository.deleteFiles(replaced).catch(() => undefined);
        await Promise.all(
          old.map((file) => storage.remove(file.storage_key).catch(() => undefined)),
        );
      }
      return reload(current.id, MY_FILES);
    },

    async withdraw(user: AuthenticatedUser): Promise<Application> {
      const open = await myOpenApplication(user);
      if (!open) throw conflict(APPLICATION_MESSAGES.noOpenApplication);
      await repository.transaction(async (trx) => {
        const now = nowIso();
        const changed = await repository.updateIfStatus(
          open.id,
          OPEN_APPLICATION_STATUSES,
          { status: 'withdrawn', updated_at: now },
          trx,
        );
        if (!changed) throw conflict(APPLICATION_MESSAGES.notCorrectable);
        await audit(
          {
            userId: user.id,
            centreId: open.centre_id,
            action: 'withdraw',
            entity: 'application',
            entityId: open.id,
            changes: { status: [open.status, 'withdrawn'] },
          },
          trx,
        );
      });
      return reload(open.id, MY_FILES);
    },

    /** A file of the applicant's latest application. */
    async myFile(user: AuthenticatedUser, field: FileField) {
      const row = await repository.findLatestOfUser(user.id);
      if (!row) throw notFound(APPLICATION_MESSAGES.noApplication);
      return fileOf(row, field);
    },

    async list(user: AuthenticatedUser, rawQuery: z.input<typeof applicationListQuerySchema>) {
      const query = applicationListQuerySchema.parse(rawQuery);
      const rows = await repository.list({
        status: query.status === 'all' ? undefined : query.status,
        centreId: user.role === 'head_office' ? query.centreId : (user.centreId ?? -1),
      });
      return rows.map(toListItem);
    },

    async get(user: AuthenticatedUser, id: number): Promise<Application> {
      return toApplication(await staffApplication(user, id), staffFiles(id));
    },

    async file(user: AuthenticatedUser, id: number, field: FileField) {
      return fileOf(await staffApplication(user, id), field);
    },

    async requestCorrection(user: AuthenticatedUser, id: number, message: string) {
      return review(user, id, 'correction_requested', message);
    },

    async reject(user: AuthenticatedUser, id: number, reason: string) {
      return review(user, id, 'rejected', reason);
    },

    /**
     * Approves: in one transaction the application is taken (only if still waiting, so that two
     * approvals at once make one student), the student is created with a new registration number
     * and the application's files, the applicant's account becomes the student's, and the
     * centre's wallet pays the registration fee. Too little balance refuses the whole approval.
     */
    async approve(user: AuthenticatedUser, id: number) {
      const waiting = await staffApplication(user, id);
      if (waiting.status !== 'submitted') throw conflict(APPLICATION_MESSAGES.notWaiting);
      // The same person already enrolled in this course and option: refused, nothing created
      // and no fee charged. Another course is allowed: the applicant asks for it and staff
      // approve it (decision 0006).
      const key = personKey(waiting.adhar);
      const enrolment = { course: waiting.course, courseOption: waiting.course_option };
      if (key) {
        const same = (await repository.enrolments([key])).find((row) =>
          sameEnrolment(row, enrolment.course, enrolment.courseOption),
        );
        if (same) throw sameCourseConflict(user, same);
      }
      const registrationNumber = await repository
        .transaction(async (trx) => {
          const now = nowIso();
          const taken = await repository.updateIfStatus(
            id,
            ['submitted'],
            { status: 'approved', reviewed_at: now, reviewed_by: user.id, updated_at: now },
            trx,
          );
          if (!taken) throw conflict(APPLICATION_MESSAGES.notWaiting);
          // Read again inside the transaction: the student gets exactly what was approved.
          const application = (await repository.findById(id, trx))!;
          const number = await nextRegistrationNumber(trx, Number(now.slice(0, 4)));
          const student = await repository.insertStudent(
            {
              registration_number: number,
              centre_id: application.centre_id,
              user_id: application.user_id,
              firstname: application.firstname,
              lastname: application.lastname,
              dob: application.dob,
              email: application.email,
              state: application.state,
              district: application.district,
              course: application.course,
              course_option: application.course_option,
              mothername: application.mothername,
              fathername: application.fathername,
              qualification: application.qualification,
              contactno: application.contactno,
              guardiancontact: application.guardiancontact,
              adhar: application.adhar,
              person_key: personKey(application.adhar),
              gender: application.gender,
              category: application.category,
              religion: application.religion,
              maritalstatus: application.maritalstatus,
              address: application.address,
              presentaddress: application.presentaddress,
              photo_file_id: application.photo_file_id,
              signature_file_id: application.signature_file_id,
              marksheet_file_id: application.marksheet_file_id,
              admission_date: todayInIndia(new Date(now)),
              archived_at: null,
              archived_by: null,
              created_by: user.id,
              updated_by: user.id,
              created_at: now,
              updated_at: now,
              ...studentSearchColumns(application.firstname, application.lastname),
            },
            trx,
          );
          await repository.updateIfStatus(id, ['approved'], { student_id: student.id }, trx);
          await repository.makeStudentAccount(application.user_id, now, trx);
          await chargeCourseFee(trx, {
            centreId: application.centre_id,
            courseCode: application.course,
            fee: 'registration',
            reference: number,
            createdBy: user.id,
          });
          await audit(
            {
              userId: user.id,
              centreId: application.centre_id,
              action: 'approve',
              entity: 'application',
              entityId: id,
              changes: { status: ['submitted', 'approved'], registrationNumber: number },
            },
            trx,
          );
          await audit(
            {
              userId: user.id,
              centreId: application.centre_id,
              action: 'create',
              entity: 'student',
              entityId: student.id,
              changes: { registrationNumber: number, fromApplication: id },
            },
            trx,
          );
          return number;
        })
        .catch(async (error: unknown) => {
          // A concurrent save enrolled the person in this course meanwhile: the index refused it.
          if (key && isEnrolmentConflict(error)) {
            throw await conflictAfterRace(repository.enrolments, user, {
              personKey: key,
              ...enrolment,
            });
          }
          throw error;
        });
      await deps.sessionCache?.forgetUser(waiting.user_id);
      return {
        message: `${APPLICATION_MESSAGES.approved}: ${registrationNumber}`,
        registrationNumber,
        application: await reload(id, staffFiles(id)),
      };
    },
  };

  async function fileOf(row: ApplicationRow, field: FileField) {
    const fileId = row[FILE_COLUMN[field]];
    const file = fileId ? await repository.findFile(fileId) : null;
    if (!file) throw notFound(`This application has no ${FIELD_LABELS[field].toLowerCase()}.`);
    return { file, stream: storage.stream(file.storage_key) };
  }

  /** Staff ask for a correction or reject, with their message, while the application waits. */
  async function review(
    user: AuthenticatedUser,
    id: number,
    status: Extract<ApplicationStatus, 'correction_requested' | 'rejected'>,
    message: string,
  ): Promise<Application> {
    const application = await staffApplication(user, id);
    if (application.status !== 'submitted') throw conflict(APPLICATION_MESSAGES.notWaiting);
    await repository.transaction(async (trx) => {
      const now = nowIso();
      const changed = await repository.updateIfStatus(
        id,
        ['submitted'],
        {
          status,
          staff_message: message,
          reviewed_at: now,
          reviewed_by: user.id,
          updated_at: now,
        },
        trx,
      );
      if (!changed) throw conflict(APPLICATION_MESSAGES.notWaiting);
      await audit(
        {
          userId: user.id,
          centreId: application.centre_id,
          action: status === 'rejected' ? 'reject' : 'request_correction',
          entity: 'application',
          entityId: id,
          changes: { status: ['submitted', status], message },
        },
        trx,
      );
    });
    return reload(id, staffFiles(id));
  }
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
