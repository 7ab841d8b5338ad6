import type { Kysely } from 'kysely';
import { oneOf, withIdColumn } from '../migration-helpers';

/**
 * The centre network's follow-up of enquiries (a history of notes), each centre's document images
 * (six slots, one image each) and the marketing tools staff download. Never edit once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('enquiry_notes')
    .$call(withIdColumn(db))
    .addColumn('enquiry_id', 'integer', (col) =>
      col.notNull().references('enquiries.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('enquiry_notes_enquiry_idx')
    .on('enquiry_notes')
    .columns(['enquiry_id', 'id'])
    .execute();
  // Centre staff list their centre's enquiries, newest first.
  await db.schema
    .createIndex('enquiries_centre_idx')
    .on('enquiries')
    .columns(['centre_id', 'id'])
    .execute();

  await db.schema
    .createTable('centre_documents')
    .$call(withIdColumn(db))
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('slot', 'varchar(30)', (col) => col.notNull())
    .addColumn('file_id', 'integer', (col) => col.notNull().references('files.id'))
    .addColumn('uploaded_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addUniqueConstraint('centre_documents_slot_unique', ['centre_id', 'slot'])
    .addCheckConstraint(
      'centre_documents_slot_check',
      oneOf('slot', [
        'trade_license',
        'address_proof_1',
        'address_proof_2',
        'pan_card',
        'voter_card_1',
        'voter_card_2',
      ]),
    )
    .execute();

  await db.schema
    .createTable('marketing_tools')
    .$call(withIdColumn(db))
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('description', 'varchar(300)', (col) => col.notNull())
    .addColumn('image_file_id', 'integer', (col) => col.notNull().references('files.id'))
    .addColumn('download_file_id', 'integer', (col) => col.notNull().references('files.id'))
    .addColumn('download_name', 'varchar(150)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addCheckConstraint('marketing_tools_type_check', oneOf('type', ['Online', 'Offline']))
    .execute();
}
