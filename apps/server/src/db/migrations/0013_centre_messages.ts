import { sql, type Kysely } from 'kysely';
import { oneOf, withIdColumn } from '../migration-helpers';

/**
 * Centre messages from head office (to every centre, also those created later, or to chosen
 * ones) and who read them; the educator profile's own details and staff posts; and the indexes the
 * dashboard home's counts use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('centre_messages')
    .$call(withIdColumn(db))
    .addColumn('subject', 'varchar(200)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('audience', 'varchar(10)', (col) =>
      col.notNull().check(oneOf('audience', ['all', 'chosen'])),
    )
    .addColumn('important', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('centre_messages_audience_idx')
    .on('centre_messages')
    .columns(['audience', 'created_at'])
    .execute();
  await db.schema
    .createIndex('centre_messages_author_idx')
    .on('centre_messages')
    .columns(['created_by', 'created_at'])
    .execute();

  await db.schema
    .createTable('centre_message_centres')
    .addColumn('message_id', 'integer', (col) =>
      col.notNull().references('centre_messages.id').onDelete('cascade'),
    )
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addPrimaryKeyConstraint('centre_message_centres_pk', ['message_id', 'centre_id'])
    .execute();
  await db.schema
    .createIndex('centre_message_centres_centre_idx')
    .on('centre_message_centres')
    .columns(['centre_id', 'message_id'])
    .execute();

  await db.schema
    .createTable('centre_message_reads')
    .addColumn('message_id', 'integer', (col) =>
      col.notNull().references('centre_messages.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('read_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('centre_message_reads_pk', ['message_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('centre_message_reads_user_idx')
    .on('centre_message_reads')
    .columns(['user_id', 'message_id'])
    .execute();

  await db.schema
    .createTable('staff_profiles')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
    .addColumn('phone', 'varchar(20)')
    .addColumn('bio', 'varchar(500)')
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('staff_posts')
    .$call(withIdColumn(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('body', 'varchar(500)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('staff_posts_centre_idx')
    .on('staff_posts')
    .columns(['centre_id', 'created_at'])
    .execute();

  // The dashboard home: admissions per month (a centre's, the network's) and new enquiries.
  // archived_at is in the columns too, so SQLite answers the counts from the index alone.
  await db.schema
    .createIndex('students_active_centre_admission_idx')
    .on('students')
    .columns(['centre_id', 'admission_date', 'archived_at'])
    .where(sql.ref('archived_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('students_active_admission_cover_idx')
    .on('students')
    .columns(['admission_date', 'archived_at'])
    .where(sql.ref('archived_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('enquiries_centre_status_idx')
    .on('enquiries')
    .columns(['centre_id', 'status'])
    .execute();
  // Who was active lately (the profile's Active panel).
  await db.schema
    .createIndex('sessions_last_seen_idx')
    .on('sessions')
    .columns(['last_seen_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_last_seen_idx').execute();
  await db.schema.dropIndex('enquiries_centre_status_idx').execute();
  await db.schema.dropIndex('students_active_admission_cover_idx').execute();
  await db.schema.dropIndex('students_active_centre_admission_idx').execute();
  await db.schema.dropTable('staff_posts').execute();
  await db.schema.dropTable('staff_profiles').execute();
  await db.schema.dropTable('centre_message_reads').execute();
  await db.schema.dropTable('centre_message_centres').execute();
  await db.schema.dropTable('centre_messages').execute();
}
