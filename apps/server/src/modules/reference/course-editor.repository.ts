import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';
import { deleteCourseFees } from '../accounts/course-fees';
import { deleteCourseSubjects } from '../offline-exams/offline-exams.subjects';

export interface CourseRow {
  code: string;
  name: string;
  duration_months: number;
  position: number;
  retired_at: string | null;
  version: number;
}

export interface OptionRow {
  code: string;
  course_code: string;
  name: string;
  label: string;
  position: number;
}

const COURSE_COLUMNS = [
  'code',
  'name',
  'duration_months',
  'position',
  'retired_at',
  'version',
] as const;

/** The course catalogue's tables, for head office's editor (course-editor.service.ts). */
export function createCourseEditorRepository(db: Kysely<DB>) {
  const countBy = async (
    trx: Kysely<DB>,
    table: 'students' | 'applications',
    column: 'course' | 'course_option',
  ) => {
    const rows = await trx
      .selectFrom(table)
      .select([`${column} as code`, (eb) => eb.fn.countAll<string | number>().as('n')])
      .where(column, 'is not', null)
      .groupBy(column)
      .execute();
    return new Map(rows.map((row) => [String(row.code), Number(row.n)]));
  };

  return {
    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),

    listCourses: (trx: Kysely<DB> = db): Promise<CourseRow[]> =>
      trx
        .selectFrom('courses')
        .select(COURSE_COLUMNS)
        .orderBy('position')
        .orderBy('code')
        .execute(),

    findCourse: (code: string, trx: Kysely<DB> = db): Promise<CourseRow | undefined> =>
      trx.selectFrom('courses').select(COURSE_COLUMNS).where('code', '=', code).executeTakeFirst(),

    listOptions: (trx: Kysely<DB> = db, courseCode?: string): Promise<OptionRow[]> =>
      trx
        .selectFrom('course_options')
        .select(['code', 'course_code', 'name', 'label', 'position'])
        .$if(courseCode !== undefined, (qb) => qb.where('course_code', '=', courseCode!))
        .orderBy('course_code')
        .orderBy('position')
        .execute(),

    /** Option codes that exist among these, with their course. */
    findOptionCodes: (codes: string[], trx: Kysely<DB> = db) =>
      codes.length === 0
        ? Promise.resolve([] as { code: string; course_code: string }[])
        : trx
            .selectFrom('course_options')
            .select(['code', 'course_code'])
            .where('code', 'in', codes)
            .execute(),

    /** Students (archived too) per course and per option. */
    studentCounts: async (trx: Kysely<DB> = db) => ({
      courses: await countBy(trx, 'students', 'course'),
      options: await countBy(trx, 'students', 'course_option'),
    }),

    /** Whether anything besides the course's own rows points at it (students, applications, exams, questions). */
    async courseInUse(code: string, trx: Kysely<DB> = db): Promise<boolean> {
      const uses = await Promise.all([
        trx.selectFrom('students').select('id').where('course', '=', code).limit(1).execute(),
        trx.selectFrom('applications').select('id').where('course', '=', code).limit(1).execute(),
        trx
          .selectFrom('exam_sessions')
          .select('id')
          .where('course_code', '=', code)
          .limit(1)
          .execute(),
        trx
          .selectFrom('online_exams')
          .select('id')
          .where('course_code', '=', code)
          .limit(1)
          .execute(),
        trx
          .selectFrom('exam_questions')
          .select('id')
          .where('course_code', '=', code)
          .limit(1)
          .execute(),
      ]);
      return uses.some((rows) => rows.length > 0);
    },

    /** Whether students or applications chose this option. */
    async optionInUse(code: string, trx: Kysely<DB> = db): Promise<boolean> {
      const [students, applications] = await Promise.all([
        trx
          .selectFrom('students')
          .select('id')
          .where('course_option', '=', code)
          .limit(1)
          .execute(),
        trx
          .selectFrom('applications')
          .select('id')
          .where('course_option', '=', code)
          .limit(1)
          .execute(),
      ]);
      return students.length > 0 || applications.length > 0;
    },

    nextPosition: async (trx: Kysely<DB> = db): Promise<number> => {
      const row = await trx
        .selectFrom('courses')
        .select((eb) => eb.fn.max('position').as('max'))
        .executeTakeFirst();
      return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
    },

    insertCourse: (
      trx: Kysely<DB>,
      row: { code: string; name: string; duration_months: number; position: number; at: string },
    ) =>
      trx
        .insertInto('courses')
        .values({
          code: row.code,
          name: row.name,
          duration_months: row.duration_months,
          position: row.position,
          retired_at: null,
          version: 1,
          updated_at: row.at,
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .executeTakeFirst()
        .then((result) => Number(result.numInsertedOrUpdatedRows ?? 0) === 1),

    /** Updates the course at `version` (raising it); false when someone saved since. */
    async updateCourse(
      trx: Kysely<DB>,
      code: string,
      version: number,
      set: { name: string; duration_months: number; retired_at: string | null },
      at: string,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('courses')
        .set({ ...set, updated_at: at, version: sql`version + 1` })
        .where('code', '=', code)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The order of the list (not a change of the course: its version stays). */
    setPosition: (trx: Kysely<DB>, code: string, position: number) =>
      trx.updateTable('courses').set({ position }).where('code', '=', code).execute(),

    upsertOption: (trx: Kysely<DB>, row: OptionRow) =>
      trx
        .insertInto('course_options')
        .values(row)
        .onConflict((oc) =>
          oc.column('code').doUpdateSet({
            name: row.name,
            label: row.label,
            position: row.position,
          }),
        )
        .execute(),

    deleteOption: (trx: Kysely<DB>, code: string) =>
      trx.deleteFrom('course_options').where('code', '=', code).execute(),

    /** Removes a course no record uses, with its options, fees and default subjects. */
    async deleteCourse(trx: Kysely<DB>, code: string, version: number): Promise<boolean> {
      await deleteCourseSubjects(trx, code);
      await deleteCourseFees(trx, code);
      await trx.deleteFrom('course_options').where('course_code', '=', code).execute();
      const result = await trx
        .deleteFrom('courses')
        .where('code', '=', code)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Each course's fees (Accounts > Course Fees). */
    listFees: () =>
      db
        .selectFrom('course_fees')
        .select([
          'course_code',
          'registration_fee_paise',
          'course_fee_paise',
          'certificate_fee_paise',
        ])
        .execute(),
  };
}

export type CourseEditorRepository = ReturnType<typeof createCourseEditorRepository>;
