import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';
import type { DB } from '../db/schema';
import { AppError } from './errors';

// An archived student is frozen (issue 37, decision 0058): every write that concerns a student
// goes through the guards below, and every refusal says the same thing in the same way. Here in
// lib/ because the modules that write for a student (accounts, exams, certificates, students) may
// not import one another in every direction.

/** The one message of every write refused because the student is archived. */
export const STUDENT_ARCHIVED_MESSAGE =
  'This student is archived. Nothing can be changed until head office restores the student.';

/** The error code programs can tell the refusal by. */
export const STUDENT_ARCHIVED_CODE = 'STUDENT_ARCHIVED';

export const studentArchived = () =>
  new AppError(409, STUDENT_ARCHIVED_CODE, STUDENT_ARCHIVED_MESSAGE);

/** Refuses a write for a student row already read, when that student is archived. */
export function refuseArchived(student: { archived_at: string | null }): void {
  if (student.archived_at !== null) throw studentArchived();
}

/**
 * Inside a write's transaction: reads the students' archive marks, locking their rows against an
 * archive or restore until the transaction ends, and refuses when one of them is archived. Run it
 * before the first write, so that no receipt, mark or request is ever recorded for a student
 * archived a moment before. On PostgreSQL the lock is FOR NO KEY UPDATE, so that two writes for
 * one student take turns here: with FOR SHARE, two that both go on to update the student's row
 * (printing a certificate completes the course) each waited for the other's share lock, and
 * PostgreSQL ended one as a deadlock (a 500). Rows that only reference the student (payments,
 * marks) still insert beside it (their key share lock does not conflict). SQLite writes one at a
 * time.
 */
export async function lockActiveStudents(trx: Kysely<DB>, studentIds: readonly number[]) {
  if (studentIds.length === 0) return;
  const query = trx
    .selectFrom('students')
    .select(['id', 'archived_at'])
    .where('id', 'in', [...new Set(studentIds)])
    .orderBy('id');
  const rows = await (isPostgres(trx as unknown as Kysely<unknown>)
    ? query.forNoKeyUpdate().execute()
    : query.execute());
  if (rows.some((row) => row.archived_at !== null)) throw studentArchived();
}

/** Whether any of these students is archived (no lock: for choosing the clearer message). */
export async function anyArchived(db: Kysely<DB>, studentIds: readonly number[]) {
  if (studentIds.length === 0) return false;
  const row = await db
    .selectFrom('students')
    .select('id')
    .where('id', 'in', [...new Set(studentIds)])
    .where('archived_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}
