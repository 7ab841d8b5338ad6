import './zod-setup';
import { z } from 'zod';
import { isRealIsoDate } from './dates';

/** Messages of the attendance screens and API (issue 35 point 4, decision 0070). */
export const ATTENDANCE_MESSAGES = {
  dayInvalid: 'Enter a real date (YYYY-MM-DD)',
  monthInvalid: 'Enter a month as YYYY-MM',
  futureDay: 'Attendance cannot be marked for a future day',
  outsideDates: 'This day is outside the batch’s dates',
  notWeekday: 'The batch does not meet on this weekday',
  holiday: 'This day is a holiday',
  locked: 'This day is locked: head office can unlock it',
  notLocked: 'This day is not locked',
  notInBatch: 'The student is not in this batch on this day',
  repeated: 'A student is listed twice',
  statusInvalid: 'Status must be present, absent, late or leave',
  headOfficeOnly: 'Only head office can do this',
  staffOnly: 'Only staff can do this',
  holidayNameRequired: 'Holiday name is required',
  holidayTaken: 'This day is already a holiday',
  holidayNotFound: 'No such holiday',
  unknownCentre: 'No such centre',
  unknownCourse: 'No such course',
  editDaysRange: 'Days must be a whole number from 0 to 60',
  alertRange: 'Absences must be a whole number from 2 to 30, or off',
  minimumRange: 'Minimum attendance must be a whole number from 1 to 100, or none',
  studentNotFound: 'No such student',
} as const;
const M = ATTENDANCE_MESSAGES;

export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'leave'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** A day of the institute's calendar, checked to exist. */
export const isoDaySchema = z
  .string({ error: M.dayInvalid })
  .refine((value) => isRealIsoDate(value), M.dayInvalid);

export const attendanceMarkSchema = z.object({
  registrationNumber: z.string().trim().min(1).max(30),
  status: z.enum(ATTENDANCE_STATUSES, { error: M.statusInvalid }),
});

/** PUT a batch's day: the whole sheet in one request; a student not listed is present. */
export const saveAttendanceSchema = z.object({
  marks: z.array(attendanceMarkSchema).max(500),
});
export type SaveAttendance = z.input<typeof saveAttendanceSchema>;

export const attendanceSheetSchema = z.object({
  batchId: z.number(),
  batchName: z.string(),
  centreId: z.number(),
  day: z.string(),
  /** The institute's date today. */
  today: z.string(),
  /** Why the day cannot be marked (not a class day, a holiday, future); null when it can. */
  notMarkable: z.string().nullable(),
  holidayName: z.string().nullable(),
  /** Saved before: when (null until the first save). */
  savedAt: z.string().nullable(),
  savedByName: z.string().nullable(),
  /** Past the editing window and not unlocked by head office. */
  locked: z.boolean(),
  /** The last day on which this day can still be changed (unless head office unlocks it). */
  editableUntil: z.string(),
  students: z.array(
    z.object({
      registrationNumber: z.string(),
      name: z.string(),
      /** The saved mark, or present (the default) on a day not saved yet. */
      status: z.enum(ATTENDANCE_STATUSES),
    }),
  ),
});
export type AttendanceSheet = z.infer<typeof attendanceSheetSchema>;

const countsSchema = z.object({
  present: z.number(),
  absent: z.number(),
  late: z.number(),
  leave: z.number(),
  /** Present or late over every marked class day, rounded to one decimal; null before a mark. */
  percent: z.number().nullable(),
});

export const batchAttendanceSchema = z.object({
  batchId: z.number(),
  markedDays: z.number(),
  percent: z.number().nullable(),
  students: z.array(countsSchema.extend({ registrationNumber: z.string(), name: z.string() })),
});
export type BatchAttendance = z.infer<typeof batchAttendanceSchema>;

export const studentAttendanceSchema = countsSchema.extend({
  markedDays: z.number(),
  /** The course's minimum (%), when head office set one. */
  minimumPercent: z.number().nullable(),
  /** Below the course's minimum: a warning where admit cards and certificates are requested. */
  belowMinimum: z.boolean(),
});
export type StudentAttendance = z.infer<typeof studentAttendanceSchema>;

export const holidaySchema = z.object({
  id: z.number(),
  /** Null: a holiday of every centre. */
  centreId: z.number().nullable(),
  centreName: z.string().nullable(),
  day: z.string(),
  name: z.string(),
});
export type Holiday = z.infer<typeof holidaySchema>;

export const holidayFormSchema = z.object({
  /** Head office: a centre, or null for every centre; centre staff: their own centre always. */
  centreId: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .nullable()
    .default(null),
  day: isoDaySchema,
  name: z.string({ error: M.holidayNameRequired }).trim().min(1, M.holidayNameRequired).max(100),
});
export type HolidayForm = z.input<typeof holidayFormSchema>;

export const attendanceSettingsSchema = z.object({
  /** Days after a class day during which its sheet can still be changed. */
  editDays: z
    .number({ error: M.editDaysRange })
    .int(M.editDaysRange)
    .min(0, M.editDaysRange)
    .max(60, M.editDaysRange),
  /** Consecutive absences after which the guardian is told; null: off (the default). */
  absenceAlertAfter: z
    .number({ error: M.alertRange })
    .int(M.alertRange)
    .min(2, M.alertRange)
    .max(30, M.alertRange)
    .nullable(),
});
export type AttendanceSettings = z.infer<typeof attendanceSettingsSchema>;
export const DEFAULT_ATTENDANCE_SETTINGS: AttendanceSettings = {
  editDays: 3,
  absenceAlertAfter: null,
};

/** Students (of those asked about) whose attendance is below their course's minimum. */
export const attendanceWarningSchema = z.object({
  registrationNumber: z.string(),
  percent: z.number(),
  minimumPercent: z.number(),
});
export type AttendanceWarning = z.infer<typeof attendanceWarningSchema>;

export const attendanceRuleSchema = z.object({
  course: z.string(),
  courseName: z.string(),
  minimumPercent: z.number().nullable(),
});
export type AttendanceRule = z.infer<typeof attendanceRuleSchema>;

export const saveAttendanceRuleSchema = z.object({
  minimumPercent: z
    .number({ error: M.minimumRange })
    .int(M.minimumRange)
    .min(1, M.minimumRange)
    .max(100, M.minimumRange)
    .nullable(),
});

/** The percentage shown: present or late over marked days, one decimal. */
export function attendancePercent(counts: {
  present: number;
  absent: number;
  late: number;
  leave: number;
}): number | null {
  const marked = counts.present + counts.absent + counts.late + counts.leave;
  if (marked === 0) return null;
  return Math.round(((counts.present + counts.late) * 1000) / marked) / 10;
}
