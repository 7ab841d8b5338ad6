import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { nowIso } from '../../lib/time';

// Writes of `students` that other modules make, in their own transaction (this module owns the
// table: table-owners.json, decision 0063).

/** Links a student record that has no account yet to this account (auth, on sign-up). */
export async function linkStudentToUser(
  trx: Kysely<DB>,
  studentId: number,
  userId: number,
  now: string,
): Promise<void> {
  await trx
    .updateTable('students')
    .set({ user_id: userId, updated_at: now })
    .where('id', '=', studentId)
    .where('user_id', 'is', null)
    .execute();
}

/**
 * Marks a course still In Progress as Completed on the given day (certificates, on issue);
 * Completed and Discontinued stay. True when this call completed it.
 */
export async function completeStudentCourse(
  trx: Kysely<DB>,
  studentId: number,
  completedOn: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('students')
    .set({ completion_status: 'Completed', completed_on: completedOn, updated_at: nowIso() })
    .where('id', '=', studentId)
    .where('completion_status', '=', 'In Progress')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
