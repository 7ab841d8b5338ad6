import { instituteDate } from '@institute/shared/institute-time';
import { oneYearFrom } from '@institute/shared/affiliation';
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers';

/**
 * Affiliations (issue 38, decision 0072): each centre's period (valid_from to valid_until, India's
 * days, both included) and its authorised courses (all, or the rows of affiliation_courses); the
 * renewals, kept as history; the expiry reminders sent (one row per centre, period end and
 * reminder, so a reminder is written once however often the job runs); and the centre's district
 * and state, for the public list of centres.
 *
 * Existing centres keep working: each gets an open affiliation from the day of this migration
 * (India's date) for a year, with every course authorised (all_courses = 1, courses added later
 * included). Never edit once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('centres').addColumn('district', 'varchar(100)').execute();
  await db.schema.alterTable('centres').addColumn('state', 'varchar(100)').execute();
  await db.schema
    .createIndex('centres_state_district_idx')
    .on('centres')
    .columns(['state', 'district'])
    .execute();

  await db.schema
    .createTable('affiliations')
    .addColumn('centre_id', 'integer', (col) => col.primaryKey().references('centres.id'))
    .addColumn('valid_from', 'varchar(10)', (col) => col.notNull())
    .addColumn('valid_until', 'varchar(10)', (col) => col.notNull())
    .addColumn('all_courses', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addCheckConstraint('affiliations_period', sql`valid_from <= valid_until`)
    .execute();

  await db.schema
    .createTable('affiliation_courses')
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('course_code', 'varchar(20)', (col) => col.notNull().references('courses.code'))
    .addPrimaryKeyConstraint('affiliation_courses_pk', ['centre_id', 'course_code'])
    .execute();

  await db.schema
    .createTable('affiliation_renewals')
    .$call(withIdColumn(db))
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('previous_until', 'varchar(10)')
    .addColumn('new_until', 'varchar(10)', (col) => col.notNull())
    .addColumn('fee_paise', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('affiliation_renewals_centre_idx')
    .on('affiliation_renewals')
    .columns(['centre_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('affiliation_reminders_sent')
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('valid_until', 'varchar(10)', (col) => col.notNull())
    .addColumn('days_before', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('affiliation_reminders_sent_pk', [
      'centre_id',
      'valid_until',
      'days_before',
    ])
    .execute();

  // Every existing centre: an open affiliation, from today for a year, all courses.
  const now = new Date().toISOString();
  const from = instituteDate(now);
  const until = oneYearFrom(from);
  await sql`insert into affiliations (centre_id, valid_from, valid_until, all_courses, updated_by, created_at, updated_at)
    select id, ${from}, ${until}, 1, null, ${now}, ${now} from centres`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('affiliation_reminders_sent').execute();
  await db.schema.dropTable('affiliation_renewals').execute();
  await db.schema.dropTable('affiliation_courses').execute();
  await db.schema.dropTable('affiliations').execute();
  await db.schema.dropIndex('centres_state_district_idx').execute();
  await db.schema.alterTable('centres').dropColumn('state').execute();
  await db.schema.alterTable('centres').dropColumn('district').execute();
}
