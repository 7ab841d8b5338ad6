import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

// A centre's GSTIN (decision 0082): written here, where the centres table is owned; the invoices
// module's route calls it after checking the GSTIN's format and check character.

/** Sets (or, with null, clears) a centre's GSTIN; false when there is no such centre. */
export async function setCentreGstin(
  db: Kysely<DB>,
  centreId: number,
  gstin: string | null,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('centres')
    .set({ gstin, updated_at: at })
    .where('id', '=', centreId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
