// A little over 400 lines: one state machine (submitted, correction requested, approved, rejected,
// withdrawn) seen from both sides, the applicant's and staff's; the row mapping is in
// applications.mapping.ts, and approval creates the student through the students module.
import {
  APPLICATION_FIELDS,
  APPLICATION_MESSAGES,
  OPEN_APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
  applicationListQuerySchema,
} from '@institute/shared/applications';
import { ERROR_CODES } from '@institute/shared/api-error';
import {
  FIELD_LABELS,
  FILE_FIELDS,
  studentFormSchema,
  type FileField,
  type StudentFieldValues,
} from '@institute/shared/student';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import {
  conflictAfterRace,
  isEnrolmentConflict,
  personKey,
  sameCourseConflict,
  sameEnrolment,
} from '../students/enrolments';
import { AppError, notFound } from '../../lib/errors';
import type { SessionCache } from '../../lib/shared-counters';
import { nowIso } from '../../lib/time';
import type { ApplicationRow, ApplicationsRepository } from './applications.repository';
import { enqueueNotification, type NotificationKind } from '../notifications/enqueue';
import type { StoredFiles } from '../files/stored-files';
import { admitStudent } from '../students/student-admission';
import { processStudentFiles } from '../students/student-files';
import type { StudentsRepository } from '../students/students.repository';

import {
  auditValues,
  conflict,
  FILE_COLUMN,
  isUniqueViolation,
  MY_FILES,
  staffFiles,
  toApplication,
  toColumns,
  toListItem,
  type ApplicationInput,
} from './applications.mapping';

export { toApplication, type ApplicationInput, type UploadedFile } from './applications.mapping';

export function createApplicationsService(deps: {
  repository: ApplicationsRepository;
  /** Approval creates the student through the students module (admitStudent). */
  students: StudentsRepository;
  storedFiles: StoredFiles;
  audit: AuditLog;
  /** Approval makes the account a student's: its cached sessions are resolved again. */
  sessionCache?: Pick<SessionCache, 'forgetUser'>;
}) {
  const { repository, storedFiles, audit } = deps;

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
      const files = await processStudentFiles(input.files);
      const now = nowIso();
      try {
        const id = await storedFiles.store(
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
            await notifyApplicant(
              trx,
              'application-received',
              (await repository.findById(id, trx))!,
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
      const files = await processStudentFiles(input.files);
      const replaced: number[] = [];
      const now = nowIso();
      await storedFiles.store(files, { centreId, userId: user.id }, async (trx, fileIds) => {
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
      await storedFiles.removeReplaced(replaced);
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
          // The student is created as Add Student creates one (students module): a new
          // registration number, the application's fields and files, the registration fee from
          // the centre's wallet and the fee plan.
          const student = await admitStudent(
            trx,
            { repository: deps.students, audit },
            {
              student: {
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
                gender: application.gender,
                category: application.category,
                religion: application.religion,
                maritalstatus: application.maritalstatus,
                address: application.address,
                presentaddress: application.presentaddress,
                photo_file_id: application.photo_file_id,
                signature_file_id: application.signature_file_id,
                marksheet_file_id: application.marksheet_file_id,
                archived_at: null,
                archived_by: null,
              },
              userId: user.id,
              now,
              auditChanges: { fromApplication: id },
            },
          );
          const number = student.registrationNumber;
          await repository.updateIfStatus(id, ['approved'], { student_id: student.id }, trx);
          await repository.makeStudentAccount(application.user_id, now, trx);
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
          await notifyApplicant(trx, 'application-approved', application, number);
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
    const stored = await storedFiles.open(row[FILE_COLUMN[field]]);
    if (!stored) throw notFound(`This application has no ${FIELD_LABELS[field].toLowerCase()}.`);
    return stored;
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
      const kind = status === 'rejected' ? 'application-rejected' : 'application-correction';
      await notifyApplicant(trx, kind, { ...application, staff_message: message });
    });
    return reload(id, staffFiles(id));
  }
}

/** The applicant's e-mail and SMS about their application, in the transaction of the change. */
function notifyApplicant(
  trx: Kysely<DB>,
  kind: NotificationKind,
  row: ApplicationRow,
  registrationNumber?: string,
) {
  return enqueueNotification(trx, {
    kind,
    to: { email: row.email, phone: row.contactno, userId: row.user_id },
    centreId: row.centre_id,
    data: {
      name: row.firstname,
      course: row.course_name,
      centre: row.centre_name,
      message: row.staff_message ?? '',
      registrationNumber: registrationNumber ?? '',
    },
  });
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
