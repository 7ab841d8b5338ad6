// Applications (submitted, correction requested, approved, rejected, withdrawn), seen from both
// sides: the applicant's (applicant.service.ts) and staff's (application-review.service.ts);
// their files and the applicant's messages are in application-files.ts, the row mapping in
// applications.mapping.ts, and approval creates the student through the students module.
import type { AuditLog } from '../../lib/audit';
import type { SessionCache } from '../../lib/shared-counters';
import type { StoredFiles } from '../files/stored-files';
import type { StudentsRepository } from '../students/students.repository';
import { createApplicantService } from './applicant.service';
import { createApplicationReviewService } from './application-review.service';
import type { ApplicationsRepository } from './applications.repository';

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
  return { ...createApplicantService(deps), ...createApplicationReviewService(deps) };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
