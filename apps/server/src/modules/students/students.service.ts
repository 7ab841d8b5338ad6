import type { AuditLog } from '../../lib/audit';
import type { FileStorage } from '../../lib/storage';
import type { FilesRepository } from '../files/files.repository';
import type { StoredFiles } from '../files/stored-files';
import { createCompletionRequestsService } from './completion-requests.service';
import { createStudentImportService } from './student-import.service';
import { createStudentLookups } from './student-lookups';
import { createStudentRecordsService } from './student-records.service';
import type { StudentsRepository } from './students.repository';

export { toRecord, classifySearch, type StudentInput, type UploadedFile } from './students.mapping';

/**
 * The students module's service, composed of its parts: records and their files
 * (student-records.service.ts), CSV import (student-import.service.ts), the profile and
 * completion requests (completion-requests.service.ts). Creating a student is admitStudent
 * (student-admission.ts), which application approval calls too.
 */
export function createStudentsService(deps: {
  repository: StudentsRepository;
  storage: FileStorage;
  files: FilesRepository;
  storedFiles: StoredFiles;
  audit: AuditLog;
}) {
  const lookups = createStudentLookups(deps.repository);
  const parts = { ...deps, lookups };
  return {
    ...createStudentRecordsService(parts),
    ...createStudentImportService(parts),
    ...createCompletionRequestsService(parts),
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
