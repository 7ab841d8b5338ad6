import '../zod-setup';
import { z } from 'zod';

/**
 * Head office's course catalogue (issue 17, decision 0025): the courses and options Add Student,
 * the applicant's form, the exams and the fees choose from. A course keeps its code for ever (the
 * students' records point at it); one in use is retired (hidden from new admissions), never
 * deleted, and its duration does not change under its students. Written under
 * /api/dashboard/content/courses; read by everyone through GET /api/reference.
 */

export const COURSE_MESSAGES = {
  code: 'Enter a code of letters and digits (at most 10)',
  optionCode: 'Enter a code of letters and digits (at most 20)',
  name: 'Enter the course name',
  optionName: 'Enter the option name',
  duration: 'Enter the duration in whole months, from 1 to 60',
  codeTaken: 'A course with this code already exists',
  optionCodeTaken: (code: string) => `The option code ${code} is already used`,
  optionCodeTwice: 'Each option needs its own code',
  durationInUse:
    'Students are enrolled in this course, so its duration cannot change. Retire it and add a new course instead.',
  optionInUse: (code: string) =>
    `Students or applications use the option ${code}, so it cannot be removed.`,
  inUse:
    'Students, applications or exams use this course, so it cannot be deleted. Retire it instead.',
  notFound: 'No such course',
  tooLong: (max: number) => `Use at most ${max} characters`,
  headOfficeOnly: 'Only head office can change the course catalogue',
} as const;

const COURSE_CODE = /^[A-Z0-9-]{1,10}$/;
const OPTION_CODE = /^[A-Z0-9-]{1,20}$/;

const code = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => pattern.test(value), message);

const name = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(200, COURSE_MESSAGES.tooLong(200))
    // One space between words: names print on certificates and lists.
    .transform((value) => value.replace(/\s+/g, ' '));

export const courseOptionInputSchema = z.object({
  code: code(OPTION_CODE, COURSE_MESSAGES.optionCode),
  name: name(COURSE_MESSAGES.optionName),
});

const options = z
  .array(courseOptionInputSchema)
  .max(200)
  .default([])
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((option, index) => {
      if (seen.has(option.code)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'code'],
          message: COURSE_MESSAGES.optionCodeTwice,
        });
      }
      seen.add(option.code);
    });
  });

const duration = z.coerce
  .number({ error: COURSE_MESSAGES.duration })
  .int(COURSE_MESSAGES.duration)
  .min(1, COURSE_MESSAGES.duration)
  .max(60, COURSE_MESSAGES.duration);

/** POST /api/dashboard/content/courses */
export const newCourseSchema = z.object({
  code: code(COURSE_CODE, COURSE_MESSAGES.code),
  name: name(COURSE_MESSAGES.name),
  durationMonths: duration,
  options,
});
export type NewCourseInput = z.input<typeof newCourseSchema>;

/** PUT /api/dashboard/content/courses/:code (the code itself never changes). */
export const courseUpdateSchema = z.object({
  name: name(COURSE_MESSAGES.name),
  durationMonths: duration,
  options,
  version: z.number().int().positive(),
});
export type CourseUpdateInput = z.input<typeof courseUpdateSchema>;

/** POST .../courses/:code/retire and .../reopen */
export const courseVersionSchema = z.object({ version: z.number().int().positive() });

/** New courses go to the end; head office orders the list by moving one up or down. */
export const moveCourseSchema = z.object({
  direction: z.enum(['up', 'down']),
  version: z.number().int().positive(),
});

export const editableCourseSchema = z.object({
  code: z.string(),
  name: z.string(),
  durationMonths: z.number().int(),
  position: z.number().int(),
  retired: z.boolean(),
  version: z.number().int(),
  /** Students enrolled (archived ones too): a course with any is retired, never deleted. */
  studentCount: z.number().int(),
  /** Applications, exam sessions or online exams use it (as for students: no deleting). */
  inUse: z.boolean(),
  options: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      label: z.string(),
      studentCount: z.number().int(),
    }),
  ),
  /** The fees head office set (Accounts > Course Fees), in paise; null when none are set. */
  fees: z
    .object({
      registrationPaise: z.number().int(),
      coursePaise: z.number().int(),
      certificatePaise: z.number().int(),
    })
    .nullable(),
});
export type EditableCourse = z.infer<typeof editableCourseSchema>;

/** The label an option shows in the forms: 'CERTIFICATE IN FUNDAMENTAL(RV01001)'. */
export const optionLabel = (option: { code: string; name: string }) =>
  `${option.name}(${option.code})`;
