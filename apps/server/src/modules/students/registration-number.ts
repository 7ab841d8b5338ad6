import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { nextInSequence } from '../sequences/sequences.repository';

export const formatRegistrationNumber = (year: number, sequence: number) =>
  `RV${year}${String(sequence).padStart(6, '0')}`;

/** A registration number: 'RV', the year of admission and a six-digit sequence per year. */
export async function nextRegistrationNumber(db: Kysely<DB>, year: number): Promise<string> {
  return formatRegistrationNumber(year, await nextInSequence(db, `registration:${year}`));
}
