import { coursesFor } from '@institute/shared/catalogue';
import {
  STUDENT_FIELDS,
  studentFormSchema,
  type StudentFieldValues,
} from '@institute/shared/student';

import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import { refuseArchived } from '../../lib/archived-student';
import { AppError, notFound } from '../../lib/errors';
import type { StudentsRepository } from './students.repository';

import { DEFAULT_CENTRE_CODE, STUDENT_NOT_FOUND } from './students.mapping';

/** Finding a student the user may reach, the centre a new one joins, and the form's checks. */
export function createStudentLookups(repository: StudentsRepository) {
  /** The student, if this user may see them: their centre's staff, head office, or themselves. */
  async function reachableStudent(user: AuthenticatedUser, registrationNumber: string) {
    const student = await repository.findProfile(registrationNumber);
    if (user.role === 'student') {
      // Students learn nothing about other registration numbers: same answer whether it exists.
      if (!student || student.user_id !== user.id) throw forbidden();
      return student;
    }
    // Another centre's student: the answer to a number nobody has (issue 32).
    if (!student || !canReachCentre(user, student.centre_id)) throw notFound(STUDENT_NOT_FOUND);
    return student;
  }

  /**
   * Staff of the student's centre or head office; archived students too when asked (a read).
   * Otherwise an archived student is refused with the one message of a frozen student (decision
   * 0058), never "no student": every write of this module starts here.
   */
  async function staffStudent(
    user: AuthenticatedUser,
    registrationNumber: string,
    archived = false,
  ) {
    const student = await repository.findByRegistration(registrationNumber.toUpperCase());
    if (!student || !canReachCentre(user, student.centre_id)) {
      throw notFound(STUDENT_NOT_FOUND);
    }
    if (!archived) refuseArchived(student);
    return student;
  }

  /** The centre a new student joins: the staff member's own; head office chooses (default MAIN). */
  async function centreFor(
    user: AuthenticatedUser,
    requested: string | undefined,
  ): Promise<number> {
    if (user.role !== 'head_office') {
      if (user.centreId === null) throw forbidden('Your account has no centre.');
      return user.centreId;
    }
    // A centre id that is not a whole number names no centre (PostgreSQL refuses 'NaN' as one).
    const requestedId = requested ? Number(requested) : null;
    const centre =
      requestedId === null
        ? await repository.findCentreByCode(DEFAULT_CENTRE_CODE)
        : Number.isSafeInteger(requestedId)
          ? await repository.findCentre(requestedId)
          : undefined;
    if (!centre) {
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

  /**
   * The form's checks against the stored catalogue: a new student only in an open course; an
   * edited one in an open course or the one they have (retired since, perhaps).
   */
  async function validate(
    mode: 'add' | 'edit',
    fields: Record<string, string>,
    currentCourse?: string,
  ): Promise<StudentFieldValues> {
    const known = Object.fromEntries(
      Object.entries(fields).filter(([name]) => (STUDENT_FIELDS as string[]).includes(name)),
    );
    const catalogue = coursesFor(await repository.catalogue(), currentCourse);
    return studentFormSchema(mode, catalogue).parse(known);
  }

  return { reachableStudent, staffStudent, centreFor, validate };
}

export type StudentLookups = ReturnType<typeof createStudentLookups>;
