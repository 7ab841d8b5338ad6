import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers';

/**
 * Signed Open Badges 3.0 credentials (issue 20, decision 0019). `credential_keys` holds the
 * institute's Ed25519 signing keys: the public key as a JWK and the private key encrypted with
 * AES-256-GCM under CREDENTIALS_KEY; `generation` is unique so that two first uses create one key.
 * A key is never deleted: retired keys stay published so that old credentials still verify.
 * `credentials` holds one signed credential (a VC-JWT) per printed certificate and its place in
 * the Bitstring Status List.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credential_keys')
    .$call(withIdColumn(db))
    .addColumn('generation', 'integer', (col) => col.notNull().unique())
    .addColumn('key_id', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('public_jwk', 'text', (col) => col.notNull())
    .addColumn('private_key_encrypted', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('retired_at', 'varchar(30)')
    .execute();
  await db.schema
    .createTable('credentials')
    .$call(withIdColumn(db))
    .addColumn('certificate_id', 'integer', (col) =>
      col.notNull().unique().references('certificates.id'),
    )
    .addColumn('key_id', 'varchar(100)', (col) => col.notNull())
    .addColumn('status_list', 'integer', (col) => col.notNull())
    .addColumn('status_index', 'integer', (col) => col.notNull())
    .addColumn('jwt', 'text', (col) => col.notNull())
    .addColumn('issued_at', 'varchar(30)', (col) => col.notNull())
    .addUniqueConstraint('credentials_status_unique', ['status_list', 'status_index'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credentials').execute();
  await db.schema.dropTable('credential_keys').execute();
}
