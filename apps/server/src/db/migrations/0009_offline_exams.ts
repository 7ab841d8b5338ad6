import type { Kysely } from 'kysely';
import { withIdColumn } from '../migration-helpers';

/**
 * Offline examinations: the subjects of each course (head office edits them), exam sessions of a
 * centre for a course with a copy of the course's subjects taken when the session is created (so
 * later edits never change an exam already held), and the marks of each student in each subject.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('course_subjects')
    .$call(withIdColumn(db))
    .addColumn('course_code', 'varchar(20)', (col) => col.notNull().references('courses.code'))
    .addColumn('name', 'varchar(80)', (col) => col.notNull())
    .addColumn('max_marks', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
    .execute();
  await db.schema
    .createIndex('course_subjects_course_idx')
    .on('course_subjects')
    .columns(['course_code', 'position'])
    .execute();

  await db.schema
    .createTable('exam_sessions')
    .$call(withIdColumn(db))
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('course_code', 'varchar(20)', (col) => col.notNull().references('courses.code'))
    .addColumn('title', 'varchar(120)', (col) => col.notNull())
    .addColumn('exam_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('exam_time', 'varchar(5)')
    .addColumn('venue', 'varchar(200)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('exam_sessions_centre_idx')
    .on('exam_sessions')
    .columns(['centre_id', 'exam_date'])
    .execute();

  await db.schema
    .createTable('exam_session_subjects')
    .$call(withIdColumn(db))
    .addColumn('session_id', 'integer', (col) => col.notNull().references('exam_sessions.id'))
    .addColumn('name', 'varchar(80)', (col) => col.notNull())
    .addColumn('max_marks', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('exam_session_subjects_session_idx')
    .on('exam_session_subjects')
    .column('session_id')
    .execute();

  await db.schema
    .createTable('offline_marks')
    .$call(withIdColumn(db))
    .addColumn('session_id', 'integer', (col) => col.notNull().references('exam_sessions.id'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('subject_id', 'integer', (col) =>
      col.notNull().references('exam_session_subjects.id'),
    )
    // Null when the student was absent: absent is a state, not a zero.
    .addColumn('marks', 'integer')
    .addColumn('absent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
    .addUniqueConstraint('offline_marks_cell_unique', ['session_id', 'student_id', 'subject_id'])
    .execute();
  await db.schema
    .createIndex('offline_marks_student_idx')
    .on('offline_marks')
    .column('student_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offline_marks').execute();
  await db.schema.dropTable('exam_session_subjects').execute();
  await db.schema.dropTable('exam_sessions').execute();
  await db.schema.dropTable('course_subjects').execute();
}
