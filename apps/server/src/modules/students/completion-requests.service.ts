import { bitsToWeekdays } from '@institute/shared/batches';
import { instituteDate } from '@institute/shared/accounts';
import { type Completion, type CompletionStatus } from '@institute/shared/student';
import {
  COMPLETION_REQUEST_SENT,
  maskAadhaar,
  type StudentProfile,
} from '@institute/shared/student-profile';

import { OPEN_STUDENT_REQUEST_INDEX } from '../../db/migrations/0031_race_guards';
import { type AuthenticatedUser } from '../../lib/access';
import { lockActiveStudents } from '../../lib/archived-student';
import type { AuditLog } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { violatesUniqueIndex } from '../../lib/unique-violation';
import type { StudentsRepository } from './students.repository';

import { filePath } from './students.mapping';
import type { StudentLookups } from './student-lookups';

const OPEN_REQUEST_COLUMNS = 'student_requests.student_id, student_requests.kind';

/** The student's profile, their requests to change the completion status, and staff's answer. */
export function createCompletionRequestsService(deps: {
  repository: StudentsRepository;
  lookups: StudentLookups;
  audit: AuditLog;
}) {
  const { repository, audit } = deps;
  const { reachableStudent, staffStudent } = deps.lookups;

  return {
    async getProfile(user: AuthenticatedUser, registrationNumber: string): Promise<StudentProfile> {
      const student = await reachableStudent(user, registrationNumber);
      const request = await repository.findOpenRequest(student.id, 'completion_status');
      const batch = await repository.currentBatch(student.id);
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
        batch: batch
          ? {
              name: batch.name,
              weekdays: bitsToWeekdays(batch.weekdays),
              startTime: batch.start_time,
              endTime: batch.end_time,
              room: batch.room,
            }
          : null,
        openCompletionRequest: request
          ? { createdAt: request.created_at, message: request.message }
          : null,
      };
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
      let id: number;
      try {
        ({ id } = await repository.insertRequest(
          {
            studentId: student.id,
            centreId: student.centre_id,
            kind: 'completion_status',
            message: message || 'Please review my completion status.',
          },
          nowIso(),
        ));
      } catch (error) {
        // One open request per kind (a unique index): one sent at the same moment is the answer.
        if (!violatesUniqueIndex(error, OPEN_STUDENT_REQUEST_INDEX, OPEN_REQUEST_COLUMNS)) {
          throw error;
        }
        const sent = await repository.findOpenRequest(student.id, 'completion_status');
        if (!sent) throw error;
        return { id: sent.id, message: COMPLETION_REQUEST_SENT };
      }
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

    /** The completion status and the student's open request to change it, for staff. */
    async getCompletion(user: AuthenticatedUser, registrationNumber: string): Promise<Completion> {
      const student = await staffStudent(user, registrationNumber, user.role === 'head_office');
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
            : instituteDate();
      await repository.transaction(async (trx) => {
        await lockActiveStudents(trx, [student.id]);
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
  };
}
