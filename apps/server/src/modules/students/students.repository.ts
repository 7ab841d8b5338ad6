import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export function createStudentsRepository(db: Kysely<DB>) {
  return {
    /** A student (not archived) with course, option and centre names, by registration number. */
    findProfile: (registrationNumber: string) =>
      db
        .selectFrom('students')
        .innerJoin('courses', 'courses.code', 'students.course')
        .innerJoin('centres', 'centres.id', 'students.centre_id')
        .leftJoin('course_options', 'course_options.code', 'students.course_option')
        .selectAll('students')
        .select([
          'courses.name as course_name',
          'courses.duration_months',
          'course_options.label as course_option_label',
          'centres.code as centre_code',
          'centres.name as centre_name',
        ])
        .where('students.registration_number', '=', registrationNumber)
        .where('students.archived_at', 'is', null)
        .executeTakeFirst(),

    findFile: (id: number) =>
      db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst(),

    findOpenRequest: (studentId: number, kind: 'completion_status') =>
      db
        .selectFrom('student_requests')
        .select(['id', 'message', 'created_at'])
        .where('student_id', '=', studentId)
        .where('kind', '=', kind)
        .where('status', '=', 'open')
        .orderBy('created_at', 'desc')
        .executeTakeFirst(),

    insertRequest: (
      values: { studentId: number; centreId: number; kind: 'completion_status'; message: string },
      now: string,
    ) =>
      db
        .insertInto('student_requests')
        .values({
          student_id: values.studentId,
          centre_id: values.centreId,
          kind: values.kind,
          message: values.message,
          created_at: now,
          resolved_at: null,
          resolved_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
  };
}

export type StudentsRepository = ReturnType<typeof createStudentsRepository>;
