import { maskAadhaar, type StudentProfile } from '@institute/shared/student-profile';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { nowIso } from '../../lib/time';
import type { StudentsRepository } from './students.repository';

const STUDENT_NOT_FOUND = 'No student data available';

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

  return {
    async getProfile(user: AuthenticatedUser, registrationNumber: string): Promise<StudentProfile> {
      const student = await reachableStudent(user, registrationNumber);
      const request = await repository.findOpenRequest(student.id, 'completion_status');
      const base = `/api/dashboard/student/${encodeURIComponent(student.registration_number)}`;
      return {
        registrationNumber: student.registration_number,
        firstname: student.firstname,
        lastname: student.lastname,
        photo: student.photo_file_id ? `${base}/photo` : null,
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

    async getPhoto(user: AuthenticatedUser, registrationNumber: string) {
      const student = await reachableStudent(user, registrationNumber);
      const file = student.photo_file_id ? await repository.findFile(student.photo_file_id) : null;
      if (!file) throw notFound('This student has no photo.');
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
      if (open) return { id: open.id, alreadyOpen: true };
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
      return { id, alreadyOpen: false };
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
