import type { Insertable, Kysely } from 'kysely';
import type { CredentialsTable, DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';

/** The queries of signed credentials: keys, credentials and what the status list reads. */
export function createCredentialsRepository(db: Kysely<DB>) {
  return {
    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),

    /** Every key, oldest first. */
    keys: (trx: Kysely<DB> = db) =>
      trx.selectFrom('credential_keys').selectAll().orderBy('generation').execute(),

    /** The newest key: the one that signs. */
    activeKey: (trx: Kysely<DB> = db) =>
      trx
        .selectFrom('credential_keys')
        .selectAll()
        .orderBy('generation', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /** Adds a key of the given generation unless another process added it first. */
    async insertKey(
      values: { generation: number; keyId: string; publicJwk: string; sealed: string; now: string },
      trx: Kysely<DB> = db,
    ): Promise<void> {
      await trx
        .insertInto('credential_keys')
        .values({
          generation: values.generation,
          key_id: values.keyId,
          public_jwk: values.publicJwk,
          private_key_encrypted: values.sealed,
          created_at: values.now,
          retired_at: null,
        })
        .onConflict((oc) => oc.column('generation').doNothing())
        .execute();
    },

    retireKeysBefore: (generation: number, now: string, trx: Kysely<DB> = db) =>
      trx
        .updateTable('credential_keys')
        .set({ retired_at: now })
        .where('generation', '<', generation)
        .where('retired_at', 'is', null)
        .execute(),

    insertCredential: (values: Insertable<CredentialsTable>, trx: Kysely<DB> = db) =>
      trx.insertInto('credentials').values(values).execute(),

    /** What a credential says, from the certificate printed (and its student and course). */
    certificateForCredential: (certificateId: number, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('certificates')
        .innerJoin('students', 'students.id', 'certificates.student_id')
        .select([
          'certificates.id',
          'certificates.number',
          'certificates.student_name',
          'certificates.course_name',
          'certificates.course_option',
          'certificates.grade',
          'certificates.percentage_bp',
          'certificates.period_from',
          'certificates.period_to',
          'certificates.issue_date',
          'certificates.centre_id',
          'certificates.centre_name',
          'certificates.created_at',
          'students.registration_number',
          'students.course',
        ])
        .where('certificates.id', '=', certificateId)
        .executeTakeFirstOrThrow(),

    /** A certificate's credential with what access and sharing need. */
    credentialByNumber: (number: string, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('credentials')
        .innerJoin('certificates', 'certificates.id', 'credentials.certificate_id')
        .select([
          'credentials.jwt',
          'credentials.status_list',
          'credentials.status_index',
          'certificates.number',
          'certificates.status',
          'certificates.student_id',
          'certificates.centre_id',
          'certificates.verification_code',
        ])
        .where('certificates.number', '=', number)
        .executeTakeFirst(),

    /** The entries of one list whose certificate is no longer valid (revoked or replaced). */
    async revokedIndexes(list: number, trx: Kysely<DB> = db): Promise<number[]> {
      const rows = await trx
        .selectFrom('credentials')
        .innerJoin('certificates', 'certificates.id', 'credentials.certificate_id')
        .select('credentials.status_index')
        .where('credentials.status_list', '=', list)
        .where('certificates.status', '!=', 'valid')
        .execute();
      return rows.map((row) => row.status_index);
    },

    /** Whether a list has any entry (unknown lists answer 404). */
    listExists: async (list: number, trx: Kysely<DB> = db) =>
      (await trx
        .selectFrom('credentials')
        .select('id')
        .where('status_list', '=', list)
        .limit(1)
        .executeTakeFirst()) !== undefined,

    /** The credentials of one student, newest first. */
    credentialsOfStudent: (studentId: number, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('credentials')
        .innerJoin('certificates', 'certificates.id', 'credentials.certificate_id')
        .select([
          'certificates.number',
          'certificates.course_name',
          'certificates.course_option',
          'certificates.status',
          'certificates.verification_code',
          'credentials.issued_at',
        ])
        .where('certificates.student_id', '=', studentId)
        .orderBy('credentials.id', 'desc')
        .execute(),

    studentByRegistration: (registrationNumber: string, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('students')
        .select(['id', 'user_id', 'centre_id'])
        .where('registration_number', '=', registrationNumber)
        .executeTakeFirst(),
  };
}

export type CredentialsRepository = ReturnType<typeof createCredentialsRepository>;
