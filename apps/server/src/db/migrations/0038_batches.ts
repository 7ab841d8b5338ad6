import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers';

/**
 * Batches (issue 35, decision 0066): a course (and option) taught at a centre on chosen weekdays
 * at a time slot, in a room, by a teacher (a staff account of the centre), up to a capacity; and
 * each student's enrolments in them, kept as history (enrolled_at, left_at). A student has at most
 * one open enrolment: the partial unique index below, so that two requests at the same moment
 * cannot both enrol the same student. Never edit once landed.
 */
export const OPEN_BATCH_ENROLMENT_INDEX = 'batch_enrolments_one_open';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('batches')
    .$call(withIdColumn(db))
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('course', 'varchar(20)', (col) => col.notNull().references('courses.code'))
    .addColumn('course_option', 'varchar(20)')
    .addColumn('start_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('end_date', 'varchar(10)', (col) => col.notNull())
    // Bit 0 Monday ... bit 6 Sunday.
    .addColumn('weekdays', 'integer', (col) => col.notNull())
    .addColumn('start_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('end_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('room', 'varchar(50)', (col) => col.notNull())
    .addColumn('teacher_user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('capacity', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addCheckConstraint('batches_times', sql`start_time < end_time and start_date <= end_date`)
    .addCheckConstraint('batches_capacity', sql`capacity > 0`)
    .execute();
  await db.schema
    .createIndex('batches_centre_name')
    .on('batches')
    .columns(['centre_id', 'name'])
    .unique()
    .execute();
  await db.schema
    .createIndex('batches_teacher_idx')
    .on('batches')
    .columns(['teacher_user_id'])
    .execute();

  await db.schema
    .createTable('batch_enrolments')
    .$call(withIdColumn(db))
    .addColumn('batch_id', 'integer', (col) => col.notNull().references('batches.id'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('enrolled_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('enrolled_by', 'integer', (col) => col.references('users.id'))
    .addColumn('left_at', 'varchar(30)')
    .addColumn('left_by', 'integer', (col) => col.references('users.id'))
    .execute();
  await db.schema
    .createIndex(OPEN_BATCH_ENROLMENT_INDEX)
    .on('batch_enrolments')
    .column('student_id')
    .unique()
    .where(sql.ref('left_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('batch_enrolments_batch_idx')
    .on('batch_enrolments')
    .columns(['batch_id', 'left_at'])
    .execute();
  await db.schema
    .createIndex('batch_enrolments_student_idx')
    .on('batch_enrolments')
    .columns(['student_id', 'enrolled_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('batch_enrolments').execute();
  await db.schema.dropTable('batches').execute();
}
