// The applicant's side of an application: choose a centre, apply, correct and resubmit, withdraw.
import {
  APPLICATION_FIELDS,
  APPLICATION_MESSAGES,
  OPEN_APPLICATION_STATUSES,
  type Application,
} from '@institute/shared/applications';
import { ERROR_CODES } from '@institute/shared/api-error';
import { ENROLMENT_ERROR_CODES, ENROLMENT_MESSAGES } from '@institute/shared/enrolments';
import { openCourses } from '@institute/shared/catalogue';
import {
  FILE_FIELDS,
  studentFormSchema,
  type FileField,
  type StudentFieldValues,
} from '@institute/shared/student';
import type { AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { StoredFiles } from '../files/stored-files';
import { describeEnrolment, personKey, sameEnrolment } from '../students/enrolments';
import { processStudentFiles } from '../students/student-files';
import { notifyApplicant, openApplicationFile } from './application-files';
import {
  auditValues,
  conflict,
  FILE_COLUMN,
  isUniqueViolation,
  MY_FILES,
  toApplication,
  toColumns,
  type ApplicationInput,
} from './applications.mapping';
import type { ApplicationsRepository } from './applications.repository';

/** What a registered user does with their own application. */
export function createApplicantService(deps: {
  repository: ApplicationsRepository;
  storedFiles: StoredFiles;
  audit: AuditLog;
}) {
  const { repository, storedFiles, audit } = deps;

  /** The Add Student rules on the fields an applicant fills in (Email comes from the account). */
  async function validate(fields: Record<string, string>): Promise<StudentFieldValues> {
    const known = Object.fromEntries(
      Object.entries(fields).filter(([name]) => (APPLICATION_FIELDS as string[]).includes(name)),
    );
    return studentFormSchema('add', openCourses(await repository.catalogue())).parse(known);
  }

  /**
   * Add Student's rule (decision 0006): a person is enrolled once per course and option. An
   * application for a course the Aadhaar number is already enrolled in is refused when it is sent,
   * in Add Student's words (the registration number masked: the applicant is not staff), rather
   * than left waiting for an approval that must refuse it. Approval checks again.
   */
  async function refuseSameEnrolment(user: AuthenticatedUser, values: StudentFieldValues) {
    const key = personKey(values.adhar);
    if (!key) return;
    const same = (await repository.enrolments([key])).find((row) =>
      sameEnrolment(row, values.course!, values.courseOption ?? null),
    );
    if (!same) return;
    const message = ENROLMENT_MESSAGES.sameCourse(describeEnrolment(user, same).registrationNumber);
    throw new AppError(409, ENROLMENT_ERROR_CODES.sameCourse, message, { adhar: [message] });
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

  /** The application as saved; read inside the write's transaction (its answer survives a
   * database lost after the commit). */
  const reload = async (id: number, trx: Parameters<typeof repository.findById>[1]) =>
    toApplication((await repository.findById(id, trx))!, MY_FILES);

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
      const values = await validate(input.fields);
      await refuseSameEnrolment(user, values);
      const centreId = await chosenCentre(input.fields.centreId);
      const files = await processStudentFiles(input.files);
      const now = nowIso();
      try {
        return await storedFiles.store(
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
            return reload(id, trx);
          },
        );
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
      const values = await validate(input.fields);
      await refuseSameEnrolment(user, values);
      const centreId = await chosenCentre(input.fields.centreId ?? String(current.centre_id));
      const files = await processStudentFiles(input.files);
      const replaced: number[] = [];
      const now = nowIso();
      const saved = await storedFiles.store(
        files,
        { centreId, userId: user.id },
        async (trx, fileIds) => {
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
          return reload(current.id, trx);
        },
      );
      // Replaced files go once the new ones are safely recorded.
      await storedFiles.removeReplaced(replaced);
      return saved;
    },

    async withdraw(user: AuthenticatedUser): Promise<Application> {
      const open = await myOpenApplication(user);
      if (!open) throw conflict(APPLICATION_MESSAGES.noOpenApplication);
      return repository.transaction(async (trx) => {
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
        return reload(open.id, trx);
      });
    },

    /** A file of the applicant's latest application. */
    async myFile(user: AuthenticatedUser, field: FileField) {
      const row = await repository.findLatestOfUser(user.id);
      if (!row) throw notFound(APPLICATION_MESSAGES.noApplication);
      return openApplicationFile(storedFiles, row, field);
    },
  };
}
