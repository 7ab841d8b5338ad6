import {
  ATTENDANCE_MESSAGES as M,
  DEFAULT_ATTENDANCE_SETTINGS,
  attendancePercent,
  attendanceSettingsSchema,
  type AttendanceRule,
  type AttendanceSettings,
  type AttendanceSheet,
  type AttendanceStatus,
  type AttendanceWarning,
  type BatchAttendance,
  type Holiday,
  type StudentAttendance,
} from '@institute/shared/attendance';
import { ERROR_CODES } from '@institute/shared/api-error';
import { addDays } from '@institute/shared/dates';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { instituteDate, nowIso } from '../../lib/time';
import { violatesUniqueIndex } from '../../lib/unique-violation';
import { CENTRE_HOLIDAY_INDEX, NETWORK_HOLIDAY_INDEX } from '../../db/migrations/0041_attendance';
import type { BatchesService } from '../batches/batches.service';
import { enqueueNotification } from '../notifications/enqueue';
import type { AttendanceRepository, StatusCounts } from './attendance.repository';

const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError(409, ERROR_CODES.conflict, message, undefined, details);
const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: [message] });

/** The batch as attendance reads it (from the batches service's reachableBatch). */
type Batch = Awaited<ReturnType<BatchesService['reachableBatch']>>;

/** Monday 0 ... Sunday 6 of an ISO day (the batches' weekday bits). */
const weekdayIndex = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

const emptyCounts = () => ({ present: 0, absent: 0, late: 0, leave: 0 });

/** Whether an enrolment (its instants) covers the institute's day. */
const enrolledOn = (
  enrolment: { enrolled_at: string; left_at: string | null },
  day: string,
): boolean =>
  instituteDate(enrolment.enrolled_at) <= day &&
  (enrolment.left_at === null || instituteDate(enrolment.left_at) > day);

/** A day as messages show it: 9 Nov 2026. */
const DAY_SHOWN = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The run of absent marks that holds `day` (marks in day order): its first day and length. */
export function absenceRun(
  marks: readonly { day: string; status: AttendanceStatus }[],
  day: string,
): { firstDay: string; lastDay: string; absences: number } | null {
  const index = marks.findIndex((mark) => mark.day === day);
  if (index < 0 || marks[index]!.status !== 'absent') return null;
  let first = index;
  let last = index;
  while (first > 0 && marks[first - 1]!.status === 'absent') first--;
  while (last < marks.length - 1 && marks[last + 1]!.status === 'absent') last++;
  return { firstDay: marks[first]!.day, lastDay: marks[last]!.day, absences: last - first + 1 };
}

const staffRole = (user: AuthenticatedUser) =>
  user.role === 'head_office' || user.role === 'centre_staff';

/**
 * Attendance (issue 35 point 4, decision 0070). A batch's class day (one of its weekdays, inside
 * its dates, not a holiday of its centre or of the network, not after today in the institute's
 * calendar) is saved whole in one request; every student not marked otherwise is present. The
 * database keeps one mark per batch, student and day: saving again replaces the marks. A day can be
 * changed for `editDays` days after it, then it is locked until head office unlocks it; every save
 * and unlock is in the audit log with what changed. Who reaches a batch is the batches module's
 * rule alone (`reachableBatch`), so that a new role reaching batches reaches their attendance.
 */
export function createAttendanceService(deps: {
  repository: AttendanceRepository;
  batches: Pick<BatchesService, 'reachableBatch'>;
  audit: AuditLog;
}) {
  const { repository, batches, audit } = deps;

  async function settings(): Promise<AttendanceSettings> {
    const value = await repository.settingsValue();
    if (!value) return DEFAULT_ATTENDANCE_SETTINGS;
    try {
      const parsed = attendanceSettingsSchema.safeParse(JSON.parse(value));
      return parsed.success ? parsed.data : DEFAULT_ATTENDANCE_SETTINGS;
    } catch {
      return DEFAULT_ATTENDANCE_SETTINGS;
    }
  }

  /** Why the batch's day cannot be marked, or null. */
  async function notMarkable(batch: Batch, day: string, today: string) {
    if (day > today) return { reason: M.futureDay, holiday: null };
    if (day < batch.start_date || day > batch.end_date)
      return { reason: M.outsideDates, holiday: null };
    if ((batch.weekdays & (1 << weekdayIndex(day))) === 0)
      return { reason: M.notWeekday, holiday: null };
    const [holiday] = await repository.holidaysOf(batch.centre_id, day, day);
    if (holiday) return { reason: M.holiday, holiday: holiday.name };
    return { reason: null, holiday: null };
  }

  /** The students of the batch on the day: enrolled then, or marked then. */
  async function studentsOn(batchId: number, day: string, marked: Set<number>) {
    const enrolments = await repository.enrolmentsOfBatch(batchId);
    const seen = new Set<number>();
    const students: { id: number; registrationNumber: string; name: string }[] = [];
    for (const e of enrolments) {
      if (seen.has(e.student_id)) continue;
      if (!enrolledOn(e, day) && !marked.has(e.student_id)) continue;
      seen.add(e.student_id);
      students.push({
        id: e.student_id,
        registrationNumber: e.registration_number,
        name: `${e.firstname} ${e.lastname}`.trim(),
      });
    }
    return students;
  }

  function lockState(
    day: string,
    today: string,
    editDays: number,
    unlockedAt: string | null | undefined,
  ) {
    let editableUntil = addDays(day, editDays);
    if (unlockedAt) {
      const reopened = addDays(instituteDate(unlockedAt), editDays);
      if (reopened > editableUntil) editableUntil = reopened;
    }
    return { locked: today > editableUntil, editableUntil };
  }

  async function sheetOf(batch: Batch, day: string): Promise<AttendanceSheet> {
    const today = instituteDate();
    const [{ editDays }, state, row, marks] = await Promise.all([
      settings(),
      notMarkable(batch, day, today),
      repository.dayRow(batch.id, day),
      repository.marksOfDay(batch.id, day),
    ]);
    const byStudent = new Map(marks.map((m) => [m.student_id, m.status]));
    const students = await studentsOn(batch.id, day, new Set(byStudent.keys()));
    const lock = lockState(day, today, editDays, row?.unlocked_at);
    return {
      batchId: batch.id,
      batchName: batch.name,
      centreId: batch.centre_id,
      day,
      today,
      notMarkable: state.reason,
      holidayName: state.holiday,
      savedAt: row?.saved_at ?? null,
      savedByName: row?.saved_at ? (row.saved_by_name ?? null) : null,
      locked: lock.locked,
      editableUntil: lock.editableUntil,
      students: students.map((s) => ({
        registrationNumber: s.registrationNumber,
        name: s.name,
        status: byStudent.get(s.id) ?? 'present',
      })),
    };
  }

  /**
   * Absence alerts (issue 35 point 5): when the student's run of absences in the batch that holds
   * the day reaches `after` marks, the guardian is sent one message for that run (through the
   * outbox, in the save's transaction). A run is known by its first day (unique in
   * `absence_alerts`); a run that an earlier alert's run grew into is not alerted again.
   */
  async function alertGuardian(
    trx: Parameters<Parameters<AttendanceRepository['transaction']>[0]>[0],
    batch: Batch,
    studentId: number,
    day: string,
    after: number,
  ) {
    const marks = await repository.marksOfStudentInBatch(batch.id, studentId, trx);
    const run = absenceRun(marks, day);
    if (!run || run.absences < after) return;
    if (await repository.alertWithin(batch.id, studentId, run.firstDay, run.lastDay, trx)) return;
    const claimed = await repository.claimAlert(
      {
        batch_id: batch.id,
        student_id: studentId,
        first_day: run.firstDay,
        absences: run.absences,
        created_at: nowIso(),
      },
      trx,
    );
    if (!claimed) return;
    const student = await repository.guardianOf(studentId, trx);
    if (!student || student.archived_at !== null) return;
    await enqueueNotification(trx, {
      kind: 'absence-alert',
      // The guardian's number by SMS (the student's own when none is known); the family's e-mail
      // is the one on the student's record. The language is the student's account's choice.
      to: {
        email: student.email,
        phone: student.guardiancontact || student.contactno,
        userId: student.user_id,
      },
      centreId: batch.centre_id,
      data: {
        name: student.firstname,
        batch: batch.name,
        absences: run.absences,
        since: DAY_SHOWN.format(new Date(`${run.firstDay}T00:00:00Z`)),
      },
    });
  }

  function countsFrom(rows: { status: AttendanceStatus; n: number | string }[]) {
    const counts = emptyCounts();
    for (const row of rows) counts[row.status] += Number(row.n);
    return { ...counts, percent: attendancePercent(counts) };
  }

  return {
    settings,

    async saveSettings(user: AuthenticatedUser, values: AttendanceSettings) {
      if (user.role !== 'head_office') throw forbidden(M.headOfficeOnly);
      const before = await settings();
      await repository.transaction(async (trx) => {
        await repository.saveSettings(JSON.stringify(values), user.id, nowIso(), trx);
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'update',
            entity: 'attendance_settings',
            changes: { before, after: values },
          },
          trx,
        );
      });
      return settings();
    },

    async sheet(user: AuthenticatedUser, batchId: number, day: string) {
      return sheetOf(await batches.reachableBatch(user, batchId), day);
    },

    /** Saves the whole sheet of a day: the marks given, present for every other student. */
    async save(
      user: AuthenticatedUser,
      batchId: number,
      day: string,
      marks: { registrationNumber: string; status: AttendanceStatus }[],
    ): Promise<AttendanceSheet> {
      const batch = await batches.reachableBatch(user, batchId);
      const sheet = await sheetOf(batch, day);
      if (sheet.notMarkable) throw conflict(sheet.notMarkable, { reason: 'not_class_day' });
      if (sheet.locked)
        throw conflict(M.locked, { reason: 'locked', editableUntil: sheet.editableUntil });
      const wanted = new Map<string, AttendanceStatus>();
      const problems: Record<string, string[]> = {};
      // Students enrolled that day, and those already marked that day (since moved away).
      const marked = new Set((await repository.marksOfDay(batch.id, day)).map((m) => m.student_id));
      const students = await studentsOn(batch.id, day, marked);
      const known = new Map(students.map((s) => [s.registrationNumber.toUpperCase(), s]));
      for (const mark of marks) {
        const number = mark.registrationNumber.trim().toUpperCase();
        if (wanted.has(number)) problems[number] = [M.repeated];
        else if (!known.has(number)) problems[number] = [M.notInBatch];
        wanted.set(number, mark.status);
      }
      const problemNumbers = Object.keys(problems);
      if (problemNumbers.length > 0)
        throw new AppError(
          400,
          ERROR_CODES.validation,
          problems[problemNumbers[0]!]![0]!,
          problems,
        );

      const now = nowIso();
      const alertAfter = (await settings()).absenceAlertAfter;
      await repository.transaction(async (trx) => {
        await repository.touchDay(batch.id, day, now, user.id, trx);
        const before = new Map(
          (await repository.marksOfDay(batch.id, day, trx)).map((m) => [m.student_id, m.status]),
        );
        const rows = [...known.entries()].map(([number, student]) => ({
          student_id: student.id,
          number: student.registrationNumber,
          status: wanted.get(number) ?? ('present' as const),
        }));
        await repository.putMarks(batch.id, day, rows, now, user.id, trx);
        const changed: Record<string, [AttendanceStatus | null, AttendanceStatus]> = {};
        for (const row of rows) {
          const was = before.get(row.student_id) ?? null;
          if (was !== row.status && !(was === null && row.status === 'present'))
            changed[row.number] = [was, row.status];
        }
        if (alertAfter !== null) {
          for (const row of rows) {
            if (row.status === 'absent')
              await alertGuardian(trx, batch, row.student_id, day, alertAfter);
          }
        }
        await audit(
          {
            userId: user.id,
            centreId: batch.centre_id,
            action: before.size === 0 ? 'mark' : 'update',
            entity: 'attendance',
            entityId: `${batch.id}:${day}`,
            changes: { day, students: rows.length, changed },
          },
          trx,
        );
      });
      return sheetOf(batch, day);
    },

    /** Head office reopens a locked day for another editing window. */
    async unlock(user: AuthenticatedUser, batchId: number, day: string) {
      const batch = await batches.reachableBatch(user, batchId);
      if (user.role !== 'head_office') throw forbidden(M.headOfficeOnly);
      const sheet = await sheetOf(batch, day);
      if (!sheet.locked) throw conflict(M.notLocked);
      await repository.transaction(async (trx) => {
        await repository.unlockDay(batch.id, day, nowIso(), user.id, trx);
        await audit(
          {
            userId: user.id,
            centreId: batch.centre_id,
            action: 'unlock',
            entity: 'attendance',
            entityId: `${batch.id}:${day}`,
            changes: { day },
          },
          trx,
        );
      });
      return sheetOf(batch, day);
    },

    /** Each student's counts and percentage in the batch (marked class days only). */
    async ofBatch(user: AuthenticatedUser, batchId: number): Promise<BatchAttendance> {
      const batch = await batches.reachableBatch(user, batchId);
      const [rows, markedDays, enrolments] = await Promise.all([
        repository.countsOfBatch(batch.id),
        repository.markedDaysOfBatch(batch.id),
        repository.enrolmentsOfBatch(batch.id),
      ]);
      const byStudent = new Map<number, StatusCounts[]>();
      for (const row of rows) {
        const list = byStudent.get(row.student_id) ?? [];
        list.push(row);
        byStudent.set(row.student_id, list);
      }
      const seen = new Set<number>();
      const students: BatchAttendance['students'] = [];
      const total = emptyCounts();
      for (const e of enrolments) {
        if (seen.has(e.student_id)) continue;
        if (e.left_at !== null && !byStudent.has(e.student_id)) continue;
        seen.add(e.student_id);
        const counts = countsFrom(byStudent.get(e.student_id) ?? []);
        for (const key of ['present', 'absent', 'late', 'leave'] as const)
          total[key] += counts[key];
        students.push({
          registrationNumber: e.registration_number,
          name: `${e.firstname} ${e.lastname}`.trim(),
          ...counts,
        });
      }
      return { batchId: batch.id, markedDays, percent: attendancePercent(total), students };
    },

    /** A student's percentage over every batch they were marked in, and the course's minimum. */
    async ofStudent(
      user: AuthenticatedUser,
      registrationNumber: string,
    ): Promise<StudentAttendance> {
      const student = await repository.studentByNumber(registrationNumber.toUpperCase());
      if (!student || !canReachCentre(user, student.centre_id)) throw notFound(M.studentNotFound);
      const [rows, minimum] = await Promise.all([
        repository.countsOfStudent(student.id),
        repository.ruleOf(student.course),
      ]);
      const counts = countsFrom(rows);
      const markedDays = counts.present + counts.absent + counts.late + counts.leave;
      return {
        ...counts,
        markedDays,
        minimumPercent: minimum,
        belowMinimum: minimum !== null && counts.percent !== null && counts.percent < minimum,
      };
    },

    /**
     * Of the students named, those the user reaches whose attendance is below their course's
     * minimum: the warning beside admit cards (one request for a whole exam session).
     */
    async warnings(
      user: AuthenticatedUser,
      registrationNumbers: string[],
    ): Promise<AttendanceWarning[]> {
      const wanted = [...new Set(registrationNumbers.map((n) => n.trim().toUpperCase()))].filter(
        Boolean,
      );
      if (wanted.length === 0) return [];
      const rows = await repository.countsOfStudents(wanted);
      const byStudent = new Map<string, { minimum: number; rows: typeof rows }>();
      for (const row of rows) {
        if (!canReachCentre(user, row.centre_id)) continue;
        const entry = byStudent.get(row.registration_number) ?? {
          minimum: row.minimum_percent,
          rows: [],
        };
        entry.rows.push(row);
        byStudent.set(row.registration_number, entry);
      }
      const warnings: AttendanceWarning[] = [];
      for (const [registrationNumber, entry] of byStudent) {
        const { percent } = countsFrom(entry.rows);
        if (percent !== null && percent < entry.minimum)
          warnings.push({ registrationNumber, percent, minimumPercent: entry.minimum });
      }
      return warnings.sort((a, b) => a.registrationNumber.localeCompare(b.registrationNumber));
    },

    /** The month's register: each day's kind, each student's marks and totals. */
    async register(user: AuthenticatedUser, batchId: number, month: string) {
      const batch = await batches.reachableBatch(user, batchId);
      const first = `${month}-01`;
      const days: string[] = [];
      for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
      const last = days.at(-1)!;
      const [holidays, marks, enrolments] = await Promise.all([
        repository.holidaysOf(batch.centre_id, first, last),
        repository.marksBetween(batch.id, first, last),
        repository.enrolmentsOfBatch(batch.id),
      ]);
      const holidayOn = new Map(holidays.map((h) => [h.day, h.name]));
      const today = instituteDate();
      const columns = days.map((day) => ({
        day,
        holiday: holidayOn.get(day) ?? null,
        classDay:
          day >= batch.start_date &&
          day <= batch.end_date &&
          (batch.weekdays & (1 << weekdayIndex(day))) !== 0 &&
          !holidayOn.has(day) &&
          day <= today,
      }));
      const byStudent = new Map<number, Map<string, AttendanceStatus>>();
      for (const mark of marks) {
        const map = byStudent.get(mark.student_id) ?? new Map<string, AttendanceStatus>();
        map.set(mark.day, mark.status);
        byStudent.set(mark.student_id, map);
      }
      const seen = new Set<number>();
      const students = [];
      for (const e of enrolments) {
        if (seen.has(e.student_id)) continue;
        const inMonth =
          instituteDate(e.enrolled_at) <= last &&
          (e.left_at === null || instituteDate(e.left_at) > first);
        if (!inMonth && !byStudent.has(e.student_id)) continue;
        seen.add(e.student_id);
        const own = byStudent.get(e.student_id) ?? new Map<string, AttendanceStatus>();
        const counts = emptyCounts();
        for (const status of own.values()) counts[status] += 1;
        students.push({
          registrationNumber: e.registration_number,
          name: `${e.firstname} ${e.lastname}`.trim(),
          marks: own,
          ...counts,
          percent: attendancePercent(counts),
        });
      }
      return {
        batch: {
          name: batch.name,
          centre: batch.centre_name,
          course: batch.course_name,
          timing: `${batch.start_time}–${batch.end_time}`,
        },
        month,
        columns,
        students,
      };
    },

    // Holidays

    async holidays(user: AuthenticatedUser, centreId: number | undefined): Promise<Holiday[]> {
      const everyCentre = user.role === 'head_office' && centreId === undefined;
      const scope = user.role === 'head_office' ? (centreId ?? null) : (user.centreId ?? null);
      const rows = await repository.listHolidays(scope, everyCentre);
      return rows.map((row) => ({
        id: row.id,
        centreId: row.centre_id,
        centreName: row.centre_name ?? null,
        day: row.day,
        name: row.name,
      }));
    },

    async addHoliday(
      user: AuthenticatedUser,
      form: { centreId: number | null; day: string; name: string },
    ): Promise<Holiday> {
      if (!staffRole(user)) throw forbidden(M.staffOnly);
      const centreId = user.role === 'head_office' ? form.centreId : user.centreId!;
      if (centreId !== null && !(await repository.centreExists(centreId)))
        throw invalid('centreId', M.unknownCentre);
      try {
        const id = await repository.transaction(async (trx) => {
          const { id } = await repository.insertHoliday(
            {
              centre_id: centreId,
              day: form.day,
              name: form.name,
              created_at: nowIso(),
              created_by: user.id,
            },
            trx,
          );
          await audit(
            {
              userId: user.id,
              centreId,
              action: 'create',
              entity: 'holiday',
              entityId: id,
              changes: { day: form.day, name: form.name },
            },
            trx,
          );
          return id;
        });
        return (await this.holidays(user, undefined)).find((h) => h.id === id)!;
      } catch (error) {
        if (
          violatesUniqueIndex(error, CENTRE_HOLIDAY_INDEX, 'holidays.centre_id, holidays.day') ||
          violatesUniqueIndex(error, NETWORK_HOLIDAY_INDEX, 'holidays.day')
        )
          throw conflict(M.holidayTaken);
        throw error;
      }
    },

    async removeHoliday(user: AuthenticatedUser, id: number): Promise<void> {
      if (!staffRole(user)) throw forbidden(M.staffOnly);
      const row = await repository.findHoliday(id);
      const reachable =
        row && (row.centre_id === null ? true : canReachCentre(user, row.centre_id));
      if (!row || !reachable) throw notFound(M.holidayNotFound);
      if (row.centre_id === null && user.role !== 'head_office') throw forbidden(M.headOfficeOnly);
      await repository.transaction(async (trx) => {
        await repository.deleteHoliday(id, trx);
        await audit(
          {
            userId: user.id,
            centreId: row.centre_id,
            action: 'delete',
            entity: 'holiday',
            entityId: id,
            changes: { day: row.day, name: row.name },
          },
          trx,
        );
      });
    },

    // Minimum attendance per course

    async rules(): Promise<AttendanceRule[]> {
      return (await repository.rules()).map((row) => ({
        course: row.code,
        courseName: row.name,
        minimumPercent: row.minimum_percent ?? null,
      }));
    },

    async saveRule(user: AuthenticatedUser, course: string, minimum: number | null) {
      if (user.role !== 'head_office') throw forbidden(M.headOfficeOnly);
      if (!(await repository.courseName(course))) throw notFound(M.unknownCourse);
      await repository.transaction(async (trx) => {
        await repository.putRule(course, minimum, nowIso(), user.id, trx);
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'update',
            entity: 'attendance_rule',
            entityId: course,
            changes: { minimumPercent: minimum },
          },
          trx,
        );
      });
      return (await this.rules()).find((rule) => rule.course === course)!;
    },
  };
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
