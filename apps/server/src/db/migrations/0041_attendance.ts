import { sql, type Kysely } from 'kysely';
import { oneOf, withIdColumn } from '../migration-helpers';

/**
 * Attendance (issue 35 point 4, decision 0070): one mark per student of a batch per class day
 * (present, absent, late, on leave), unique on (batch, student, day) so that saving a day twice,
 * or fifty times at once, updates the marks and never adds a second row; a row per batch and day
 * saved (who saved it, and head office's unlock); holidays of a centre or, with no centre, of the
 * whole network; an optional minimum attendance per course; and the absence alerts sent (one per
 * run of consecutive absences of a student in a batch, by the run's first day). Never edit once
 * landed.
 */
export const ATTENDANCE_MARK_INDEX = 'attendance_marks_one_per_day';
export const ATTENDANCE_DAY_INDEX = 'attendance_days_one_per_day';
export const CENTRE_HOLIDAY_INDEX = 'holidays_centre_day';
export const NETWORK_HOLIDAY_INDEX = 'holidays_network_day';
export const ABSENCE_ALERT_INDEX = 'absence_alerts_one_per_run';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attendance_marks')
    .$call(withIdColumn(db))
    .addColumn('batch_id', 'integer', (col) => col.notNull().references('batches.id'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
    .addCheckConstraint(
      'attendance_marks_status',
      oneOf('status', ['present', 'absent', 'late', 'leave']),
    )
    .execute();
  await db.schema
    .createIndex(ATTENDANCE_MARK_INDEX)
    .on('attendance_marks')
    .columns(['batch_id', 'day', 'student_id'])
    .unique()
    .execute();
  // A student's percentage and their run of absences read their marks by day.
  await db.schema
    .createIndex('attendance_marks_student_idx')
    .on('attendance_marks')
    .columns(['student_id', 'day'])
    .execute();

  await db.schema
    .createTable('attendance_days')
    .$call(withIdColumn(db))
    .addColumn('batch_id', 'integer', (col) => col.notNull().references('batches.id'))
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('saved_at', 'varchar(30)')
    .addColumn('saved_by', 'integer', (col) => col.references('users.id'))
    .addColumn('unlocked_at', 'varchar(30)')
    .addColumn('unlocked_by', 'integer', (col) => col.references('users.id'))
    .execute();
  await db.schema
    .createIndex(ATTENDANCE_DAY_INDEX)
    .on('attendance_days')
    .columns(['batch_id', 'day'])
    .unique()
    .execute();

  await db.schema
    .createTable('holidays')
    .$call(withIdColumn(db))
    // Null: a holiday of every centre (head office's).
    .addColumn('centre_id', 'integer', (col) => col.references('centres.id'))
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .execute();
  await db.schema
    .createIndex(CENTRE_HOLIDAY_INDEX)
    .on('holidays')
    .columns(['centre_id', 'day'])
    .unique()
    .where(sql.ref('centre_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex(NETWORK_HOLIDAY_INDEX)
    .on('holidays')
    .column('day')
    .unique()
    .where(sql.ref('centre_id'), 'is', null)
    .execute();

  await db.schema
    .createTable('attendance_rules')
    .addColumn('course', 'varchar(20)', (col) => col.primaryKey().references('courses.code'))
    .addColumn('minimum_percent', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
    .addCheckConstraint(
      'attendance_rules_percent',
      sql`minimum_percent >= 1 and minimum_percent <= 100`,
    )
    .execute();

  await db.schema
    .createTable('absence_alerts')
    .$call(withIdColumn(db))
    .addColumn('batch_id', 'integer', (col) => col.notNull().references('batches.id'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    // The first absent day of the run the alert was sent for, and the run's length then.
    .addColumn('first_day', 'varchar(10)', (col) => col.notNull())
    .addColumn('absences', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex(ABSENCE_ALERT_INDEX)
    .on('absence_alerts')
    .columns(['batch_id', 'student_id', 'first_day'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('absence_alerts').execute();
  await db.schema.dropTable('attendance_rules').execute();
  await db.schema.dropTable('holidays').execute();
  await db.schema.dropTable('attendance_days').execute();
  await db.schema.dropTable('attendance_marks').execute();
}
