import { FIELD_LABELS, FILE_FIELDS, type FileField } from '@institute/shared/student';

import { AppError } from '../../lib/errors';
import { processUpload, type ProcessedUpload } from '../../lib/uploads';

import { type StudentInput } from './students.mapping';

/**
 * Checks and re-encodes the files of a student form (Add Student, Edit Student, an application):
 * every field's problem is reported at once, a file over its size limit answers 413.
 */
export async function processStudentFiles(files: StudentInput['files']) {
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
  if (first) throw new AppError(400, 'VALIDATION_ERROR', first, errors);
  return processed;
}
