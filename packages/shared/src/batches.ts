import './zod-setup';
import { z } from 'zod';

/** Messages of the batches screens and API (issue 35, decision 0066), shared by form and server. */
export const BATCH_MESSAGES = {
  nameRequired: 'Batch name is required',
  nameTooLong: 'Batch name must be less than 100 characters long',
  courseRequired: 'Course is required',
  unknownCourse: 'No such course',
  unknownOption: 'This option is not one of the course',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  endBeforeStart: 'End date must be on or after the start date',
  weekdaysRequired: 'Choose at least one weekday',
  timeRequired: 'Time is required (HH:MM)',
  endTimeBeforeStart: 'End time must be after the start time',
  roomRequired: 'Room is required',
  capacityRequired: 'Capacity must be a whole number from 1 to 500',
  centreRequired: 'Centre is required',
  unknownCentre: 'No such centre',
  unknownTeacher: 'The teacher must be an active staff member of the batch’s centre',
  nameTaken: 'A batch of this name already exists at the centre',
  notFound: 'No such batch',
  studentNotFound: 'No such student',
  studentsRequired: 'Choose at least one student',
  otherCentre: 'The student belongs to another centre',
  otherCourse: 'The student is not admitted to this batch’s course',
  archived: 'The student is archived',
  alreadyInBatch: 'The student is already in this batch',
  inAnotherBatch: 'The student is already in another batch: move them instead',
  notInBatch: 'The student is not in this batch',
  sameBatch: 'Choose another batch to move to',
  full: 'The batch is full',
  capacityBelowEnrolled: 'Capacity cannot be less than the students already in the batch',
  centreFixed: 'A batch stays at its centre',
} as const;

/** Weekdays in order, Monday first; a batch keeps them as bits (bit 0 Monday). */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const BATCH_LIMITS = { nameMax: 100, roomMax: 50, capacityMax: 500, bulkMax: 200 };

const M = BATCH_MESSAGES;
const isoDate = (message: string) =>
  z.string({ error: message }).regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, message);
const clock = z
  .string({ error: M.timeRequired })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeRequired);
const id = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

export const batchFormSchema = z
  .object({
    centreId: id.optional(),
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, M.nameRequired)
      .max(BATCH_LIMITS.nameMax, M.nameTooLong),
    course: z.string({ error: M.courseRequired }).trim().min(1, M.courseRequired).max(20),
    courseOption: z.string().trim().max(20).nullable().default(null),
    startDate: isoDate(M.startDateRequired),
    endDate: isoDate(M.endDateRequired),
    weekdays: z
      .array(z.enum(WEEKDAYS, { error: M.weekdaysRequired }), { error: M.weekdaysRequired })
      .min(1, M.weekdaysRequired)
      .max(7),
    startTime: clock,
    endTime: clock,
    room: z
      .string({ error: M.roomRequired })
      .trim()
      .min(1, M.roomRequired)
      .max(BATCH_LIMITS.roomMax),
    teacherUserId: id.nullable().default(null),
    capacity: z
      .number({ error: M.capacityRequired })
      .int(M.capacityRequired)
      .min(1, M.capacityRequired)
      .max(BATCH_LIMITS.capacityMax, M.capacityRequired),
  })
  .superRefine((value, ctx) => {
    if (value.endDate < value.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
    if (value.endTime <= value.startTime)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: M.endTimeBeforeStart });
  });
export type BatchForm = z.input<typeof batchFormSchema>;

export const batchItemSchema = z.object({
  id: z.number(),
  centreId: z.number(),
  centreName: z.string(),
  name: z.string(),
  course: z.string(),
  courseName: z.string(),
  courseOption: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  weekdays: z.array(z.enum(WEEKDAYS)),
  startTime: z.string(),
  endTime: z.string(),
  room: z.string(),
  teacherUserId: z.number().nullable(),
  teacherName: z.string().nullable(),
  capacity: z.number(),
  enrolled: z.number(),
});
export type BatchItem = z.infer<typeof batchItemSchema>;

export const batchStudentSchema = z.object({
  registrationNumber: z.string(),
  name: z.string(),
  /** Whether the student has a photo (GET /api/dashboard/AddStudent/:number/files/photo). */
  hasPhoto: z.boolean(),
  enrolledAt: z.string(),
  leftAt: z.string().nullable(),
});

export const batchDetailSchema = batchItemSchema.extend({
  /** Students in the batch now. */
  students: z.array(batchStudentSchema),
  /** Students who were in the batch and left it (moved or removed), latest first. */
  former: z.array(batchStudentSchema),
});
export type BatchDetail = z.infer<typeof batchDetailSchema>;

export const enrolSchema = z.object({
  registrationNumbers: z
    .array(z.string().trim().min(1).max(30), { error: M.studentsRequired })
    .min(1, M.studentsRequired)
    .max(BATCH_LIMITS.bulkMax),
});

export const moveSchema = z.object({
  registrationNumber: z.string().trim().min(1).max(30),
  toBatchId: id,
});

export const studentBatchSchema = z.object({
  /** The batch the student is in now, if any. */
  current: batchItemSchema.nullable(),
  /** Every enrolment, latest first. */
  history: z.array(
    z.object({
      batchId: z.number(),
      batchName: z.string(),
      enrolledAt: z.string(),
      leftAt: z.string().nullable(),
    }),
  ),
});
export type StudentBatch = z.infer<typeof studentBatchSchema>;

/** "Mon, Wed, Fri 09:00–10:30": how a batch's timing is shown and named in a clash. */
export function batchTiming(batch: {
  weekdays: readonly string[];
  startTime: string;
  endTime: string;
}): string {
  return `${batch.weekdays.join(', ')} ${batch.startTime}–${batch.endTime}`;
}

export function weekdaysToBits(days: readonly Weekday[]): number {
  return days.reduce((bits, day) => bits | (1 << WEEKDAYS.indexOf(day)), 0);
}

export function bitsToWeekdays(bits: number): Weekday[] {
  return WEEKDAYS.filter((_day, index) => (bits & (1 << index)) !== 0);
}

/** Which week to show: a centre's (head office names it), narrowed to a room or a teacher. */
export const timetableQuerySchema = z.object({
  centreId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
  room: z.string().trim().min(1).max(BATCH_LIMITS.roomMax).optional(),
  teacherUserId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
});
export type TimetableQuery = z.infer<typeof timetableQuerySchema>;

export const timetableSchema = z.object({
  centreId: z.number(),
  centre: z.string(),
  /** "Room Lab A" or "Teacher Asha Devi"; null for the whole centre. */
  scope: z.string().nullable(),
  /** The institute's date today: batches that end before it are left out. */
  asOf: z.string(),
  /** The rooms and teachers of the centre's batches, for the filters. */
  rooms: z.array(z.string()),
  teachers: z.array(z.object({ id: z.number(), name: z.string() })),
  batches: z.array(batchItemSchema),
});
export type TimetableView = z.infer<typeof timetableSchema>;
