import type { Kysely } from 'kysely';
import { oneOf, withIdColumn } from '../migration-helpers';

/**
 * Online examination: each course's question bank, the exams centres schedule (an external link or
 * our own test drawn from the bank), their candidates, and the students' attempts with the answers
 * saved as they go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exam_questions')
    .$call(withIdColumn(db))
    .addColumn('course_code', 'varchar(20)', (col) => col.notNull().references('courses.code'))
    .addColumn('question', 'text', (col) => col.notNull())
    // JSON array of 2 to 5 option texts, and JSON array of the correct options' indexes.
    .addColumn('options', 'text', (col) => col.notNull())
    .addColumn('correct', 'text', (col) => col.notNull())
    .addColumn('marks', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('archived_at', 'varchar(30)')
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('exam_questions_course_idx')
    .on('exam_questions')
    .columns(['course_code', 'archived_at'])
    .execute();

  await db.schema
    .createTable('online_exams')
    .$call(withIdColumn(db))
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('course_code', 'varchar(20)', (col) => col.notNull().references('courses.code'))
    .addColumn('course_option', 'varchar(20)')
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('kind', 'varchar(10)', (col) => col.notNull().check(oneOf('kind', ['link', 'test'])))
    .addColumn('exam_link', 'varchar(500)')
    .addColumn('instructions', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('ends_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('duration_minutes', 'integer', (col) => col.notNull())
    .addColumn('selection', 'varchar(10)', (col) =>
      col.check(oneOf('selection', ['fixed', 'random'])),
    )
    .addColumn('question_count', 'integer')
    .addColumn('cancelled_at', 'varchar(30)')
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('online_exams_centre_idx')
    .on('online_exams')
    .columns(['centre_id', 'starts_at'])
    .execute();

  await db.schema
    .createTable('online_exam_questions')
    .addColumn('exam_id', 'integer', (col) => col.notNull().references('online_exams.id'))
    .addColumn('question_id', 'integer', (col) => col.notNull().references('exam_questions.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('online_exam_questions_pk', ['exam_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('online_exam_candidates')
    .addColumn('exam_id', 'integer', (col) => col.notNull().references('online_exams.id'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addPrimaryKeyConstraint('online_exam_candidates_pk', ['exam_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('online_exam_candidates_student_idx')
    .on('online_exam_candidates')
    .column('student_id')
    .execute();

  await db.schema
    .createTable('online_exam_attempts')
    .$call(withIdColumn(db))
    .addColumn('exam_id', 'integer', (col) => col.notNull().references('online_exams.id'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('started_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('deadline_at', 'varchar(30)', (col) => col.notNull())
    // JSON: the questions drawn for this attempt as they were at its start (marks, correct).
    .addColumn('questions', 'text', (col) => col.notNull())
    .addColumn('submitted_at', 'varchar(30)')
    .addColumn('submitted_by', 'varchar(10)', (col) =>
      col.check(oneOf('submitted_by', ['student', 'server'])),
    )
    .addColumn('obtained_marks', 'integer')
    .addColumn('maximum_marks', 'integer', (col) => col.notNull())
    .addUniqueConstraint('online_exam_attempts_unique', ['exam_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('online_exam_attempts_open_idx')
    .on('online_exam_attempts')
    .columns(['submitted_at', 'deadline_at'])
    .execute();

  await db.schema
    .createTable('online_exam_answers')
    .addColumn('attempt_id', 'integer', (col) =>
      col.notNull().references('online_exam_attempts.id'),
    )
    .addColumn('question_id', 'integer', (col) => col.notNull())
    // JSON array of the chosen options' indexes.
    .addColumn('selected', 'text', (col) => col.notNull())
    .addColumn('saved_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('online_exam_answers_pk', ['attempt_id', 'question_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('online_exam_answers').execute();
  await db.schema.dropTable('online_exam_attempts').execute();
  await db.schema.dropTable('online_exam_candidates').execute();
  await db.schema.dropTable('online_exam_questions').execute();
  await db.schema.dropTable('online_exams').execute();
  await db.schema.dropTable('exam_questions').execute();
}
