import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers';

/**
 * Applications to open a centre (issue 38 point 1, decision 0080): what the applicant sent (owner,
 * contact, premises with district and state, wanted courses as a JSON list of codes, the files:
 * up to three photos of the premises, ID, address proof, trade licence), head office's checklist
 * (JSON), the status (submitted, more_requested, approved, refused), head office's last message
 * or reason, the hash of the applicant's link to add more, and once approved the centre and its
 * manager's account. An application creates at most one centre: the approval is a conditional
 * update of the status, and centre_id is unique. Never edit once landed.
 */
// Migrations work on any schema, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('centre_applications')
    .$call(withIdColumn(db))
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('submitted'))
    .addColumn('centre_name', 'varchar(150)', (col) => col.notNull())
    .addColumn('owner_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('phone', 'varchar(15)', (col) => col.notNull())
    .addColumn('address', 'varchar(500)', (col) => col.notNull())
    .addColumn('district', 'varchar(100)', (col) => col.notNull())
    .addColumn('state', 'varchar(100)', (col) => col.notNull())
    .addColumn('courses', 'text', (col) => col.notNull())
    .addColumn('photo1_file_id', 'integer', (col) => col.references('files.id'))
    .addColumn('photo2_file_id', 'integer', (col) => col.references('files.id'))
    .addColumn('photo3_file_id', 'integer', (col) => col.references('files.id'))
    .addColumn('id_proof_file_id', 'integer', (col) => col.references('files.id'))
    .addColumn('address_proof_file_id', 'integer', (col) => col.references('files.id'))
    .addColumn('trade_licence_file_id', 'integer', (col) => col.references('files.id'))
    .addColumn('checklist', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('staff_message', 'varchar(2000)')
    .addColumn('applicant_note', 'varchar(2000)')
    .addColumn('more_token_hash', 'varchar(64)')
    .addColumn('more_token_expires_at', 'varchar(30)')
    .addColumn('centre_id', 'integer', (col) => col.references('centres.id'))
    .addColumn('manager_user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('decided_by', 'integer', (col) => col.references('users.id'))
    .addColumn('decided_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addCheckConstraint(
      'centre_applications_status',
      sql`status in ('submitted', 'more_requested', 'approved', 'refused')`,
    )
    .execute();
  await db.schema
    .createIndex('centre_applications_centre_uq')
    .on('centre_applications')
    .column('centre_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('centre_applications_status_idx')
    .on('centre_applications')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('centre_applications_token_idx')
    .on('centre_applications')
    .column('more_token_hash')
    .execute();
}
