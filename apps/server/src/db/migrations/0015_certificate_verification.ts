import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

// Crockford's base32, as packages/shared/src/certificates.ts; copied so this migration never
// changes once landed.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const randomCode = () =>
  Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * Certificates get an unguessable verification code (10 Crockford base32 characters, 50 random
 * bits), printed next to the sequential number: only with it (or the holder's date of birth) does
 * the public verification show the holder's details. Certificates printed before get one here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('certificates')
    .addColumn('verification_code', 'varchar(10)')
    .execute();
  await backfillVerificationCodes(db);
}

/** Gives every certificate without a code one of its own (exported for its test). */
export async function backfillVerificationCodes(db: Kysely<unknown>): Promise<number> {
  const { rows } = await sql<{
    id: number;
  }>`select id from certificates where verification_code is null`.execute(db);
  for (const row of rows) {
    await sql`update certificates set verification_code = ${randomCode()} where id = ${row.id}`.execute(
      db,
    );
  }
  return rows.length;
}
