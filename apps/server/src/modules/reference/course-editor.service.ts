import { ERROR_CODES } from '@institute/shared/api-error';
import {
  COURSE_MESSAGES as M,
  courseUpdateSchema,
  newCourseSchema,
  optionLabel,
  type CourseUpdateInput,
  type EditableCourse,
  type NewCourseInput,
} from '@institute/shared/content/courses';
import { SITE_MESSAGES } from '@institute/shared/content/site';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { differences } from '../content/ordered-rows';
import type { CourseEditorRepository, CourseRow, OptionRow } from './course-editor.repository';

export interface CourseEditorOptions {
  repository: CourseEditorRepository;
  audit: AuditLog;
  /** After a course is added: it gets its default exam subjects (offline-exams.subjects.ts). */
  courseAdded: () => Promise<void>;
  /** After every save: the kept public pages are rendered again. */
  onChange: () => void;
}

const changed = () => new AppError(409, ERROR_CODES.conflict, SITE_MESSAGES.changed);
const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: [message] });

/** The course as the history keeps it: what an undo restores. */
export interface CourseSnapshot {
  name: string;
  durationMonths: number;
  retired: boolean;
  options: { code: string; name: string }[];
}

const snapshotOf = (course: CourseRow, options: OptionRow[]): CourseSnapshot => ({
  name: course.name,
  durationMonths: course.duration_months,
  retired: course.retired_at !== null,
  options: options.map(({ code, name }) => ({ code, name })),
});

/**
 * Head office's course catalogue (issue 17, decision 0025): add a course with its options, edit
 * names and options, retire and reopen, order, and delete one nothing uses. The rules that keep
 * the records true: codes are unique and never change; a course in use keeps its duration and the
 * options its students chose; it is retired, never deleted. Each save is versioned and audited.
 */
export function createCourseEditor({
  repository,
  audit,
  courseAdded,
  onChange,
}: CourseEditorOptions) {
  function requireHeadOffice(user: AuthenticatedUser): void {
    if (user.role !== 'head_office') throw forbidden(M.headOfficeOnly);
  }

  /** The course and its options as they are now, or 404. */
  async function current(code: string, trx?: Kysely<DB>) {
    const course = await repository.findCourse(code, trx);
    if (!course) throw notFound(M.notFound);
    return { course, options: await repository.listOptions(trx, code) };
  }

  /** Option codes must be new or already this course's. */
  async function checkOptionCodes(
    trx: Kysely<DB>,
    courseCode: string,
    options: { code: string }[],
  ): Promise<void> {
    const existing = await repository.findOptionCodes(
      options.map((option) => option.code),
      trx,
    );
    const taken = existing.find((row) => row.course_code !== courseCode);
    if (taken) {
      const index = options.findIndex((option) => option.code === taken.code);
      throw invalid(`options.${index}.code`, M.optionCodeTaken(taken.code));
    }
  }

  async function writeOptions(
    trx: Kysely<DB>,
    courseCode: string,
    before: OptionRow[],
    options: { code: string; name: string }[],
  ): Promise<void> {
    const kept = new Set(options.map((option) => option.code));
    for (const old of before.filter((option) => !kept.has(option.code))) {
      if (await repository.optionInUse(old.code, trx)) {
        throw invalid('options', M.optionInUse(old.code));
      }
      await repository.deleteOption(trx, old.code);
    }
    for (const [position, option] of options.entries()) {
      await repository.upsertOption(trx, {
        code: option.code,
        course_code: courseCode,
        name: option.name,
        label: optionLabel(option),
        position,
      });
    }
  }

  const record = (
    user: AuthenticatedUser,
    action: 'create' | 'update' | 'delete',
    code: string,
    changes: Record<string, unknown>,
    ip: string,
    trx: Kysely<DB>,
  ) =>
    audit(
      {
        userId: user.id,
        centreId: user.centreId,
        action,
        entity: 'course',
        entityId: code,
        changes,
        ip,
      },
      trx,
    );

  const editor = {
    requireHeadOffice,

    /** Every course, retired ones too, with its options, use and fees. */
    async list(user: AuthenticatedUser): Promise<EditableCourse[]> {
      requireHeadOffice(user);
      const [courses, options, counts, fees] = await Promise.all([
        repository.listCourses(),
        repository.listOptions(),
        repository.studentCounts(),
        repository.listFees(),
      ]);
      const inUse = await Promise.all(courses.map((course) => repository.courseInUse(course.code)));
      return courses.map((course, index) => {
        const fee = fees.find((row) => row.course_code === course.code);
        return {
          code: course.code,
          name: course.name,
          durationMonths: course.duration_months,
          position: course.position,
          retired: course.retired_at !== null,
          version: course.version,
          studentCount: counts.courses.get(course.code) ?? 0,
          inUse: inUse[index]!,
          options: options
            .filter((option) => option.course_code === course.code)
            .map((option) => ({
              code: option.code,
              name: option.name,
              label: option.label,
              studentCount: counts.options.get(option.code) ?? 0,
            })),
          fees: fee
            ? {
                registrationPaise: fee.registration_fee_paise,
                coursePaise: fee.course_fee_paise,
                certificatePaise: fee.certificate_fee_paise,
              }
            : null,
        };
      });
    },

    async create(user: AuthenticatedUser, input: NewCourseInput, ip: string): Promise<void> {
      requireHeadOffice(user);
      const course = newCourseSchema.parse(input);
      await repository.transaction(async (trx) => {
        if (await repository.findCourse(course.code, trx)) throw invalid('code', M.codeTaken);
        await checkOptionCodes(trx, course.code, course.options);
        const inserted = await repository.insertCourse(trx, {
          code: course.code,
          name: course.name,
          duration_months: course.durationMonths,
          position: await repository.nextPosition(trx),
          at: nowIso(),
        });
        if (!inserted) throw invalid('code', M.codeTaken);
        await writeOptions(trx, course.code, [], course.options);
        const snapshot: CourseSnapshot = {
          name: course.name,
          durationMonths: course.durationMonths,
          retired: false,
          options: course.options,
        };
        await record(user, 'create', course.code, { ...snapshot }, ip, trx);
      });
      await courseAdded();
      onChange();
    },

    /**
     * Saves the name, duration and options of the course at `version`; `retired` too when given
     * (retire and reopen, and undo). 409 when someone saved since.
     */
    async update(
      user: AuthenticatedUser,
      code: string,
      input: CourseUpdateInput & { retired?: boolean },
      ip: string,
    ): Promise<void> {
      requireHeadOffice(user);
      const values = courseUpdateSchema.parse(input);
      await repository.transaction(async (trx) => {
        const { course, options } = await current(code, trx);
        if (course.version !== values.version) throw changed();
        if (
          values.durationMonths !== course.duration_months &&
          (await repository.courseInUse(code, trx))
        ) {
          throw invalid('durationMonths', M.durationInUse);
        }
        await checkOptionCodes(trx, code, values.options);
        const retired = input.retired ?? course.retired_at !== null;
        const at = nowIso();
        const saved = await repository.updateCourse(
          trx,
          code,
          values.version,
          {
            name: values.name,
            duration_months: values.durationMonths,
            retired_at: retired ? (course.retired_at ?? at) : null,
          },
          at,
        );
        if (!saved) throw changed();
        await writeOptions(trx, code, options, values.options);
        const before = snapshotOf(course, options);
        const after: CourseSnapshot = {
          name: values.name,
          durationMonths: values.durationMonths,
          retired,
          options: values.options,
        };
        await record(
          user,
          'update',
          code,
          { name: course.name, ...differences(before, after) },
          ip,
          trx,
        );
      });
      onChange();
    },

    /** Retires (hides from new admissions) or reopens a course. */
    async setRetired(
      user: AuthenticatedUser,
      code: string,
      retired: boolean,
      version: number,
      ip: string,
    ): Promise<void> {
      requireHeadOffice(user);
      const { course, options } = await current(code);
      await editor.update(
        user,
        code,
        {
          name: course.name,
          durationMonths: course.duration_months,
          options: options.map(({ code: optionCode, name }) => ({ code: optionCode, name })),
          version,
          retired,
        },
        ip,
      );
    },

    /** Moves a course one place up or down the list the forms show. */
    async move(
      user: AuthenticatedUser,
      code: string,
      direction: 'up' | 'down',
      version: number,
      ip: string,
    ): Promise<void> {
      requireHeadOffice(user);
      await repository.transaction(async (trx) => {
        const courses = await repository.listCourses(trx);
        const index = courses.findIndex((course) => course.code === code);
        if (index < 0) throw notFound(M.notFound);
        const course = courses[index]!;
        if (course.version !== version) throw changed();
        const target = direction === 'up' ? index - 1 : index + 1;
        if (target < 0 || target >= courses.length) return;
        const order = [...courses];
        [order[index], order[target]] = [order[target]!, order[index]!];
        // Positions may repeat in old data: the whole list gets its order, 0, 1, 2...
        for (const [position, row] of order.entries()) {
          if (row.position !== position) await repository.setPosition(trx, row.code, position);
        }
        await record(user, 'update', code, { name: course.name, moved: direction }, ip, trx);
      });
      onChange();
    },

    /** Deletes a course nothing uses (a mistake just made); one in use is retired instead. */
    async remove(
      user: AuthenticatedUser,
      code: string,
      version: number,
      ip: string,
    ): Promise<void> {
      requireHeadOffice(user);
      await repository.transaction(async (trx) => {
        const { course, options } = await current(code, trx);
        if (course.version !== version) throw changed();
        if (await repository.courseInUse(code, trx)) {
          throw new AppError(409, ERROR_CODES.conflict, M.inUse);
        }
        if (!(await repository.deleteCourse(trx, code, version))) throw changed();
        await record(user, 'delete', code, { ...snapshotOf(course, options) }, ip, trx);
      });
      onChange();
    },

    /** The course as the editor sees it now (for undo), or undefined. */
    async snapshot(code: string): Promise<(CourseSnapshot & { version: number }) | undefined> {
      const course = await repository.findCourse(code);
      if (!course) return undefined;
      return {
        ...snapshotOf(course, await repository.listOptions(undefined, code)),
        version: course.version,
      };
    },
  };
  return editor;
}

export type CourseEditor = ReturnType<typeof createCourseEditor>;
