import { findCourseIn } from '@institute/shared/catalogue';
import {
  FIELD_LABELS,
  FILE_FIELDS,
  REQUIRED_ON_EDIT,
  requiredMessage,
  STUDENT_FIELDS,
  studentListQuerySchema,
  type FileField,
  type StudentRecord,
} from '@institute/shared/student';
import { maskAadhaar } from '@institute/shared/student-profile';
import type { z } from 'zod';

import { forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import {
  checkEnrolment,
  conflictAfterRace,
  isConfirmed,
  isEnrolmentConflict,
  personKey,
} from './enrolments';
import { AppError, notFound } from '../../lib/errors';
import { lockActiveStudents, studentArchived } from '../../lib/archived-student';
import { studentSearchColumns } from './student-search';
import { nowIso } from '../../lib/time';
import type { StoredFiles } from '../files/stored-files';
import { exportRow } from './students.csv';
import type { ListFilter, StudentRow, StudentsRepository } from './students.repository';

import {
  COLUMN,
  FILE_COLUMN,
  toColumns,
  toListItem,
  toRecord,
  classifySearch,
  STUDENT_NOT_FOUND,
  type StudentInput,
} from './students.mapping';
import type { StudentLookups } from './student-lookups';
import { processStudentFiles } from './student-files';
import { admitStudent, type NewStudent } from './student-admission';

/** Add, list, export, read, edit, archive and restore student records, with their files. */
/** The student id a list cursor names (decision 0090); none past the ids a table can hold. */
function cursorId(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const id = parseInt(cursor, 36);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

export function createStudentRecordsService(deps: {
  repository: StudentsRepository;
  lookups: StudentLookups;
  audit: AuditLog;
  storedFiles: StoredFiles;
}) {
  const { repository, audit } = deps;
  const { reachableStudent, staffStudent, centreFor, validate } = deps.lookups;
  const { storedFiles } = deps;

  return {
    async add(
      user: AuthenticatedUser,
      input: StudentInput & { centreId?: string },
    ): Promise<StudentRecord> {
      const values = await validate('add', input.fields);
      const centreId = await centreFor(user, input.centreId);
      // One enrolment per person, course and option; another course only when confirmed.
      const key = personKey(values.adhar)!;
      const enrolment = { course: values.course!, courseOption: values.courseOption ?? null };
      checkEnrolment(
        user,
        { ...enrolment, confirmed: isConfirmed(input.fields.confirmSecondEnrolment) },
        await repository.enrolments([key]),
      );
      const files = await processStudentFiles(input.files);
      const now = nowIso();
      // The answer is read back inside the transaction: a database lost after the commit must not
      // turn a saved student into an error (the user would send it again).
      return storedFiles
        .store(files, { centreId, userId: user.id }, async (trx, fileIds) => {
          // The centre pays the course's registration fee from its wallet, in this transaction:
          // with too little balance the student is not saved at all. The fee plan starts here.
          const admitted = await admitStudent(
            trx,
            { repository, audit },
            {
              student: {
                ...(toColumns(values) as NewStudent),
                centre_id: centreId,
                user_id: null,
                photo_file_id: fileIds.photo ?? null,
                signature_file_id: fileIds.signature ?? null,
                marksheet_file_id: fileIds.marksheet ?? null,
              },
              userId: user.id,
              now,
              auditChanges: {
                ...values,
                adhar: maskAadhaar(values.adhar ?? null),
                files: Object.keys(fileIds),
              },
            },
          );
          return toRecord((await repository.findByRegistration(admitted.registrationNumber, trx))!);
        })
        .catch(async (error: unknown) => {
          // A concurrent save of the same enrolment won: the unique index refused this one.
          if (isEnrolmentConflict(error)) {
            throw await conflictAfterRace(repository.enrolments, user, {
              personKey: key,
              ...enrolment,
            });
          }
          throw error;
        });
    },

    async list(user: AuthenticatedUser, rawQuery: z.input<typeof studentListQuerySchema>) {
      const query = studentListQuerySchema.parse(rawQuery);
      if (query.archived === 'only' && user.role !== 'head_office') throw forbidden();
      const filter: ListFilter = {
        archived: query.archived,
        course: query.course || undefined,
        centreId: user.role === 'head_office' ? query.centreId : (user.centreId ?? -1),
        search: classifySearch(query.q ?? ''),
      };
      const { rows, total } = await repository.listItemsWithTotal(filter, {
        sort: query.sort,
        order: query.order,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
        after: cursorId(query.after),
        before: query.after === undefined ? cursorId(query.before) : undefined,
      });
      // The cursors of the pages around this one: its first and last rows (decision 0090).
      const cursor = (row: { id: number } | undefined) => row?.id.toString(36);
      return {
        items: rows.map(toListItem),
        total,
        previousCursor: cursor(rows[0]),
        nextCursor: cursor(rows.at(-1)),
      };
    },

    /** Every matching record, a page at a time, as CSV lines (the export streams them). */
    async *exportCsv(user: AuthenticatedUser, rawQuery: z.input<typeof studentListQuerySchema>) {
      const query = studentListQuerySchema.parse({ ...rawQuery, page: 1, pageSize: 500 });
      if (query.archived === 'only' && user.role !== 'head_office') throw forbidden();
      const filter: ListFilter = {
        archived: query.archived,
        course: query.course || undefined,
        centreId: user.role === 'head_office' ? query.centreId : (user.centreId ?? -1),
        search: classifySearch(query.q ?? ''),
      };
      for (let offset = 0; ; offset += 500) {
        const rows = await repository.list(filter, {
          sort: query.sort,
          order: query.order,
          limit: 500,
          offset,
        });
        for (const row of rows) yield exportRow(toRecord(row));
        if (rows.length < 500) return;
      }
    },

    async get(user: AuthenticatedUser, registrationNumber: string): Promise<StudentRecord> {
      const row = await staffStudent(user, registrationNumber, user.role === 'head_office');
      return { ...toRecord(row), messageConsent: await repository.messageConsent(row) };
    },

    /**
     * What the centre's wallet paid at this student's admission (the registration fee), for the
     * archive dialog: archiving does not refund it (decision 0058).
     */
    async registrationFee(user: AuthenticatedUser, registrationNumber: string) {
      const student = await staffStudent(user, registrationNumber, true);
      return { paidPaise: await repository.registrationFeePaid(student.registration_number) };
    },

    /** Refuses, before an upload is read, a user who may not change this student (or an archived one). */
    async assertWritable(user: AuthenticatedUser, registrationNumber: string): Promise<void> {
      await staffStudent(user, registrationNumber);
    },

    /** A stored file of a student, for the centre's staff, head office or the student. */
    async getFile(user: AuthenticatedUser, registrationNumber: string, field: FileField) {
      if (user.role === 'teacher') {
        // A teacher sees the photos of their batches' students, nothing else (decision 0069).
        const student = await repository.findByRegistration(registrationNumber.toUpperCase());
        if (
          field !== 'photo' ||
          !student ||
          student.archived_at !== null ||
          !(await repository.taughtBy(student.id, user.id))
        )
          throw notFound(STUDENT_NOT_FOUND);
        const stored = await storedFiles.open(student[FILE_COLUMN.photo]);
        if (!stored) throw notFound(`This student has no ${FIELD_LABELS[field].toLowerCase()}.`);
        return stored;
      }
      const student =
        user.role === 'student'
          ? await reachableStudent(user, registrationNumber)
          : await staffStudent(user, registrationNumber, true);
      const stored = await storedFiles.open(student[FILE_COLUMN[field]]);
      if (!stored) throw notFound(`This student has no ${FIELD_LABELS[field].toLowerCase()}.`);
      return stored;
    },

    async update(
      user: AuthenticatedUser,
      registrationNumber: string,
      input: StudentInput,
    ): Promise<StudentRecord> {
      const student = await staffStudent(user, registrationNumber);
      // Fields left out stay as they are; the option is checked against the course it will have.
      const course = input.fields.course?.trim() || student.course;
      const fields: Record<string, string> = { ...input.fields, course };
      const catalogue = await repository.catalogue();
      const optionCount = findCourseIn(catalogue, course)?.options.length ?? 0;
      if (!fields.courseOption?.trim() && course !== student.course) {
        if (optionCount > 0) {
          throw new AppError(400, 'VALIDATION_ERROR', requiredMessage('courseOption'), {
            courseOption: [requiredMessage('courseOption')],
          });
        }
      } else if (!fields.courseOption?.trim() && student.course_option) {
        fields.courseOption = student.course_option;
      }
      const values = await validate('edit', fields, student.course);
      const files = await processStudentFiles(input.files);
      const columns = toColumns(values);
      // An optional field sent empty is cleared (a required one was refused by the schema).
      for (const field of STUDENT_FIELDS) {
        const sent = input.fields[field];
        if (sent !== undefined && sent.trim() === '' && !REQUIRED_ON_EDIT.includes(field)) {
          (columns as Record<string, null>)[COLUMN[field]] = null;
        }
      }
      // The schema has checked the option against the course; a course without options has none.
      if (optionCount === 0) columns.course_option = null;
      // A changed Aadhaar, course or option follows the enrolment rules of Add Student.
      const adhar = columns.adhar !== undefined ? columns.adhar : student.adhar;
      const enrolment = {
        course,
        courseOption:
          columns.course_option !== undefined ? columns.course_option : student.course_option,
      };
      const key = personKey(adhar);
      const enrolmentChanged =
        adhar !== student.adhar ||
        enrolment.course !== student.course ||
        (enrolment.courseOption ?? null) !== student.course_option;
      if (enrolmentChanged) {
        columns.person_key = key;
        if (key) {
          checkEnrolment(
            user,
            { ...enrolment, confirmed: isConfirmed(input.fields.confirmSecondEnrolment) },
            (await repository.enrolments([key])).filter((row) => row.id !== student.id),
          );
        }
      }
      const replaced: number[] = [];
      const now = nowIso();
      const record = await storedFiles
        .store(files, { centreId: student.centre_id, userId: user.id }, async (trx, fileIds) => {
          // Archived a moment ago: the edit is refused, not saved into a frozen record.
          await lockActiveStudents(trx, [student.id]);
          const fileColumns: Partial<Record<(typeof FILE_COLUMN)[FileField], number>> = {};
          for (const field of FILE_FIELDS) {
            if (fileIds[field] === undefined) continue;
            fileColumns[FILE_COLUMN[field]] = fileIds[field];
            const old = student[FILE_COLUMN[field]];
            if (old) replaced.push(old);
          }
          await repository.updateStudent(
            student.id,
            {
              ...columns,
              ...fileColumns,
              ...studentSearchColumns(
                values.firstname ?? student.firstname,
                values.lastname ?? student.lastname,
              ),
              updated_by: user.id,
              updated_at: now,
            },
            trx,
          );
          const changes: Record<string, [unknown, unknown]> = {};
          for (const field of STUDENT_FIELDS) {
            const column = COLUMN[field];
            const old = student[column as keyof StudentRow];
            const next = (columns as Record<string, unknown>)[column];
            if (next !== undefined && next !== old) {
              changes[field] =
                field === 'adhar'
                  ? [maskAadhaar(old as string | null), maskAadhaar(next as string)]
                  : [old, next];
            }
          }
          for (const field of FILE_FIELDS)
            if (fileIds[field] !== undefined) changes[field] = ['replaced', fileIds[field]];
          await audit(
            {
              userId: user.id,
              centreId: student.centre_id,
              action: 'update',
              entity: 'student',
              entityId: student.id,
              changes,
            },
            trx,
          );
          return toRecord((await repository.findByRegistration(student.registration_number, trx))!);
        })
        .catch(async (error: unknown) => {
          if (key && isEnrolmentConflict(error)) {
            throw await conflictAfterRace(repository.enrolments, user, {
              personKey: key,
              ...enrolment,
            });
          }
          throw error;
        });
      // Replaced files go once the new ones are safely recorded.
      await storedFiles.removeReplaced(replaced);
      return record;
    },

    /**
     * Archives (the specification's Delete): the student leaves the lists and is frozen, every
     * write for them refused until head office restores them. Nothing is deleted, and the
     * registration fee the centre's wallet paid at admission is not refunded (decision 0058).
     */
    async archive(user: AuthenticatedUser, registrationNumber: string) {
      const student = await staffStudent(user, registrationNumber);
      const now = nowIso();
      await repository.transaction(async (trx) => {
        // Only a student not archived yet: two archives at once, one of them is told it is done.
        const archived = await repository.setArchived(
          student.id,
          { archived_at: now, archived_by: user.id, updated_at: now, updated_by: user.id },
          trx,
        );
        if (!archived) throw studentArchived();
        await audit(
          {
            userId: user.id,
            centreId: student.centre_id,
            action: 'archive',
            entity: 'student',
            entityId: student.id,
          },
          trx,
        );
      });
    },

    async restore(user: AuthenticatedUser, registrationNumber: string): Promise<StudentRecord> {
      if (user.role !== 'head_office') throw forbidden('Only head office can restore students.');
      const student = await staffStudent(user, registrationNumber, true);
      if (student.archived_at === null) return toRecord(student);
      const now = nowIso();
      return repository
        .transaction(async (trx) => {
          // Only a student still archived: a restore at the same moment has done it already.
          const restored = await repository.setArchived(
            student.id,
            { archived_at: null, archived_by: null, updated_at: now, updated_by: user.id },
            trx,
          );
          if (!restored) {
            return toRecord(
              (await repository.findByRegistration(student.registration_number, trx))!,
            );
          }
          await audit(
            {
              userId: user.id,
              centreId: student.centre_id,
              action: 'restore',
              entity: 'student',
              entityId: student.id,
            },
            trx,
          );
          return toRecord((await repository.findByRegistration(student.registration_number, trx))!);
        })
        .catch(async (error: unknown) => {
          // The person has since been enrolled again in this course and option.
          if (student.person_key && isEnrolmentConflict(error)) {
            throw await conflictAfterRace(repository.enrolments, user, {
              personKey: student.person_key,
              course: student.course,
              courseOption: student.course_option,
            });
          }
          throw error;
        });
    },

    /**
     * Imports students from CSV: every row checked with the Add Student rules; the good rows are
     * saved in one transaction, the others reported with their reasons.
     */
    listCentres: (user: AuthenticatedUser) =>
      repository.listCentres(user.role === 'head_office' ? undefined : (user.centreId ?? -1)),
  };
}
