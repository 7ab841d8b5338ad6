import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
import type { CertificatesRepository } from './certificates.repository';

/** A student the user may act for: staff of its centre or head office (or the student). */
export function studentReacher(repository: CertificatesRepository) {
  return async function reachableStudent(user: AuthenticatedUser, registrationNumber: string) {
    const student = await repository.findStudent({ registrationNumber });
    if (user.role === 'student') {
      if (!student || student.user_id !== user.id) throw forbidden();
      return student;
    }
    // Another centre's student: the answer to a number nobody has (issue 32).
    if (!student || !canReachCentre(user, student.centre_id)) {
      throw notFound(`No student has the registration number ${registrationNumber}.`);
    }
    return student;
  };
}
