import type { Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/schema';

// Writes of `courses` that other modules make, in their own transaction (this module owns the
// table: table-owners.json, decision 0063).

/** Saves which exam counts for a course's certificate (certificates' rule per course). */
export async function saveCourseCertificateExam(
  trx: Kysely<DB>,
  code: string,
  rule: Pick<Updateable<DB['courses']>, 'certificate_exam' | 'certificate_exam_id'>,
) {
  return trx.updateTable('courses').set(rule).where('code', '=', code).execute();
}
