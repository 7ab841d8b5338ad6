import { instituteDate } from '@institute/shared/accounts';
import { openCourses } from '@institute/shared/catalogue';
import {
  STUDENT_FIELDS,
  studentFormSchema,
  type StudentFieldValues,
} from '@institute/shared/student';
import type { Insertable, Kysely } from 'kysely';
import type { DB, StudentsTable } from '../../db/schema';

import { type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { reserveInSequence } from '../sequences/sequences.repository';
import { formatRegistrationNumber } from './registration-number';
import {
  describeEnrolment,
  isEnrolmentConflict,
  personKey,
  sameEnrolment,
  type EnrolmentRow,
} from './enrolments';
import { AppError } from '../../lib/errors';
import { studentSearchColumns } from './student-search';
import { nowIso } from '../../lib/time';
import { ENROLMENT_ERROR_CODES, ENROLMENT_MESSAGES } from '@institute/shared/enrolments';
import { parseImport } from './students.csv';
import type { StudentsRepository } from './students.repository';

import { COLUMN } from './students.mapping';
import type { StudentLookups } from './student-lookups';
import { payForAdmissions } from './student-admission';
import {
  isReceiptNumberConflict,
  OPENING_MESSAGES,
  parseOpeningBalance,
  takenReceiptNumbers,
  type OpeningBalance,
} from '../accounts/opening-balances';

/** A past receipt number recorded by a concurrent import: nothing of this import is saved. */
export const RECEIPT_RACE_MESSAGE =
  'A past receipt number in this file was recorded a moment ago by another import; nothing was imported. Check the file and import it again.';

/** An import of at least this many students refreshes the query planner's statistics. */
const STATISTICS_AFTER_ROWS = 1000;

/** A new student's row: every field's column (null when empty), then the columns made here. */
function studentColumns<T extends object>(
  values: StudentFieldValues,
  made: T,
): Insertable<StudentsTable> & T {
  const row: Record<string, unknown> = {};
  for (const field of STUDENT_FIELDS) row[COLUMN[field]] = values[field] ?? null;
  return Object.assign(row, made) as Insertable<StudentsTable> & T;
}

/** Students imported from a CSV file, with the rules of Add Student. */
export function createStudentImportService(deps: {
  repository: StudentsRepository;
  lookups: StudentLookups;
  audit: AuditLog;
}) {
  const { repository, audit } = deps;
  const { centreFor } = deps.lookups;

  /** An import's transaction; a person enrolled meanwhile in a row's course refuses it whole. */
  const runImport = (work: (trx: Kysely<DB>) => Promise<void>) =>
    repository.transaction(work).catch((error: unknown) => {
      if (isReceiptNumberConflict(error)) {
        throw new AppError(409, 'CONFLICT', RECEIPT_RACE_MESSAGE);
      }
      if (!isEnrolmentConflict(error)) throw error;
      throw new AppError(409, ENROLMENT_ERROR_CODES.sameCourse, ENROLMENT_MESSAGES.importRace);
    });

  return {
    async importCsv(
      user: AuthenticatedUser,
      data: Buffer,
      requestedCentre?: string,
      allowSecondEnrolments = false,
    ) {
      const centreId = await centreFor(user, requestedCentre);
      const rows = parseImport(data);
      const schema = studentFormSchema('add', openCourses(await repository.catalogue()));
      const failed: { row: number; errors: Record<string, string[]> }[] = [];
      const valid: {
        row: number;
        values: StudentFieldValues;
        opening: OpeningBalance | null;
        key: string;
      }[] = [];
      // Past receipt numbers: unique in the file and against those recorded (the unique index
      // refuses one recorded meanwhile).
      const receiptRows = new Map<string, number>();
      const taken = await takenReceiptNumbers(
        repository.db,
        rows.map((row) => (row.paidReceiptNumber ?? '').trim()).filter(Boolean),
      );
      // Today's date once for the whole file (each row's opening balance is checked against it).
      const today = instituteDate();
      rows.forEach((row, index) => {
        // Row 1 is the header, so the first student is row 2, as a spreadsheet shows it.
        const rowNumber = index + 2;
        const parsed = schema.safeParse(row);
        const balance = parseOpeningBalance(row, today);
        const errors: Record<string, string[]> = { ...balance.errors };
        const receipt = balance.opening?.receiptNumber;
        if (receipt && !errors.paidReceiptNumber) {
          const earlier = receiptRows.get(receipt);
          if (earlier !== undefined) {
            errors.paidReceiptNumber = [OPENING_MESSAGES.receiptInFile(earlier)];
          } else if (taken.has(receipt)) {
            errors.paidReceiptNumber = [OPENING_MESSAGES.receiptTaken];
          } else receiptRows.set(receipt, rowNumber);
        }
        if (!parsed.success) {
          for (const issue of parsed.error.issues)
            (errors[String(issue.path[0] ?? '_')] ??= []).push(issue.message);
        }
        if (parsed.success && Object.keys(errors).length === 0) {
          valid.push({
            row: rowNumber,
            values: parsed.data,
            opening: balance.opening,
            key: personKey(parsed.data.adhar)!,
          });
        } else failed.push({ row: rowNumber, errors });
      });
      // The enrolment rules of Add Student, against the saved students and the file's rows.
      const good: { values: StudentFieldValues; key: string }[] = [];
      const openings: (OpeningBalance | null)[] = [];
      const existing = new Map<string, EnrolmentRow[]>();
      for (const row of await repository.enrolments([...new Set(valid.map(({ key }) => key))])) {
        existing.set(row.personKey, [...(existing.get(row.personKey) ?? []), row]);
      }
      const inFile = new Map<
        string,
        { row: number; course: string; courseOption: string | null }[]
      >();
      for (const { row, values, opening, key } of valid) {
        const course = values.course!;
        const option = values.courseOption ?? null;
        const saved = existing.get(key) ?? [];
        const earlier = inFile.get(key) ?? [];
        const savedSame = saved.find((enrolment) => sameEnrolment(enrolment, course, option));
        const earlierSame = earlier.find(
          (other) => other.course === course && (other.courseOption ?? '') === (option ?? ''),
        );
        let message: string | undefined;
        if (savedSame) {
          message = ENROLMENT_MESSAGES.sameCourse(
            describeEnrolment(user, savedSame).registrationNumber,
          );
        } else if (earlierSame) {
          message = ENROLMENT_MESSAGES.sameCourseInFile(earlierSame.row);
        } else if (saved.length > 0 && !allowSecondEnrolments) {
          message = ENROLMENT_MESSAGES.unconfirmedImport(
            saved
              .map((enrolment) => describeEnrolment(user, enrolment).registrationNumber)
              .join(', '),
          );
        } else if (earlier.length > 0 && !allowSecondEnrolments) {
          message = ENROLMENT_MESSAGES.otherCourseInFile(earlier[0]!.row);
        }
        if (message) {
          failed.push({ row, errors: { adhar: [message] } });
          continue;
        }
        inFile.set(key, [...earlier, { row, course, courseOption: option }]);
        good.push({ values, key });
        openings.push(opening);
      }
      failed.sort((a, b) => a.row - b.row);
      if (good.length > 0) {
        const now = nowIso();
        const admissionDate = instituteDate(now);
        const year = Number(admissionDate.slice(0, 4));
        // The unique index refuses a row that a concurrent save enrolled meanwhile: nothing saved.
        await runImport(async (trx) => {
          const first = await reserveInSequence(trx, `registration:${year}`, good.length);
          // Every row with the same columns, in the same order: an optional field left empty
          // (e-mail, course option) is null, so that COPY, which takes its column list from the
          // first row, writes the others' values too; one shape is also quicker to build.
          const students = good.map(({ values, key }, index) =>
            studentColumns(values, {
              ...studentSearchColumns(values.firstname!, values.lastname!),
              person_key: key,
              registration_number: formatRegistrationNumber(year, first + index),
              centre_id: centreId,
              admission_date: admissionDate,
              created_by: user.id,
              updated_by: user.id,
              created_at: now,
              updated_at: now,
            }),
          );
          const ids = new Map<string, number>();
          for (const saved of await repository.insertStudents(students, trx)) {
            ids.set(saved.registration_number, saved.id);
          }
          // Each student's registration fee and fee plan, as Add Student does, written together;
          // one refusal (too little wallet balance) and nothing of the import is saved.
          await payForAdmissions(
            trx,
            centreId,
            user.id,
            students.map((student, index) => ({
              id: ids.get(student.registration_number)!,
              courseCode: student.course,
              registrationNumber: student.registration_number,
              admissionDate: student.admission_date,
              opening: openings[index] ?? null,
            })),
          );
          await audit(
            {
              userId: user.id,
              centreId,
              action: 'import',
              entity: 'student',
              changes: {
                count: students.length,
                openingBalances: openings.filter(Boolean).length,
                registrationNumbers: [
                  students[0]!.registration_number,
                  students.at(-1)!.registration_number,
                ],
              },
            },
            trx,
          );
        });
        // Thousands of new rows: the planner's statistics are brought up to date at once, not at
        // the next restart (stale ones made lists 30 times slower until then), right after the
        // answer rather than before it (decision 0095: 0.3-2 s of a 20,000-row import). A failure
        // (the server stopping meanwhile) leaves them to the hourly refresh.
        if (good.length >= STATISTICS_AFTER_ROWS) {
          setImmediate(() => {
            repository.refreshStatistics().catch(() => undefined);
          });
        }
      }
      return { imported: good.length, failed };
    },
  };
}
