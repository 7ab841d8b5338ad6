import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

// Writes of `course_fees` that other modules make (this module owns the table: table-owners.json).

/** Removes a course's fees (the course itself is being removed), in the caller's transaction. */
export async function deleteCourseFees(db: Kysely<DB>, courseCode: string): Promise<void> {
  await db.deleteFrom('course_fees').where('course_code', '=', courseCode).execute();
}
