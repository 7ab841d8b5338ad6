// Staff's side of an application: the list, one application and its files, a correction request
// or a rejection, and approval, which creates the student through the students module.
import {
  APPLICATION_MESSAGES,
  type Application,
  type ApplicationStatus,
  applicationListQuerySchema,
} from '@institute/shared/applications';
import type { FileField } from '@institute/shared/student';
import type { z } from 'zod';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { SessionCache } from '../../lib/shared-counters';
import { nowIso } from '../../lib/time';
import type { StoredFiles } from '../files/stored-files';
import {
  conflictAfterRace,
  isEnrolmentConflict,
  personKey,
  sameCourseConflict,
  sameEnrolment,
} from '../students/enrolments';
import { admitStudent } from '../students/student-admission';
import type { StudentsRepository } from '../students/students.repository';
import { notifyApplicant, openApplicationFile } from './application-files';
import { conflict, staffFiles, toApplication, toListItem } from './applications.mapping';
import type { ApplicationsRepository } from './applications.repository';

/** Staff review applications: their centre's, or any for head office. */
export function createApplicationReviewService(deps: {
  repository: ApplicationsRepository;
  /** Approval creates the student through the students module (admitStudent). */
  students: StudentsRepository;
  storedFiles: StoredFiles;
  audit: AuditLog;
  /** Approval makes the account a student's: its cached sessions are resolved again. */
  sessionCache?: Pick<SessionCache, 'forgetUser'>;
}) {
  const { repository, storedFiles, audit } = deps;

  /** An application staff may act on: their centre's, or any for head office. */
  async function staffApplication(user: AuthenticatedUser, id: number) {
    const row = await repository.findById(id);
    if (!row) throw notFound(APPLICATION_MESSAGES.notFound);
    if (!canReachCentre(user, row.centre_id)) throw forbidden();
    return row;
  }

  /** The application as saved; read inside the write's transaction (its answer survives a
   * database lost after the commit). */
  const reload = async (id: number, trx: Parameters<typeof repository.findById>[1]) =>
    toApplication((await repository.findById(id, trx))!, staffFiles(id));

  return {
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
      return openApplicationFile(storedFiles, await staffApplication(user, id), field);
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
      const { number: registrationNumber, approved } = await repository
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
          return { number, approved: await reload(id, trx) };
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
        application: approved,
      };
    },
  };

  /** Staff ask for a correction or reject, with their message, while the application waits. */
  async function review(
    user: AuthenticatedUser,
    id: number,
    status: Extract<ApplicationStatus, 'correction_requested' | 'rejected'>,
    message: string,
  ): Promise<Application> {
    const application = await staffApplication(user, id);
    if (application.status !== 'submitted') throw conflict(APPLICATION_MESSAGES.notWaiting);
    return repository.transaction(async (trx) => {
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
      return reload(id, trx);
    });
  }
}
