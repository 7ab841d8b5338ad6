import './zod-setup';
import { z } from 'zod';

// Offline examinations: the subjects of each course, exam sessions (a sitting of a centre for a
// course), the marks grid staff fill in, and what View Marks, marksheets and admit cards show.
// Marks are whole numbers from 0 to the subject's maximum; 'absent' is a state, not a zero.

export const subjectSchema = z.object({
  id: z.number().int(),
  courseCode: z.string(),
  name: z.string(),
  maxMarks: z.number().int(),
  position: z.number().int(),
});
export type Subject = z.infer<typeof subjectSchema>;

/** Head office's list of the subjects of one course, in order. */
export const courseSubjectsInputSchema = z
  .object({
    subjects: z
      .array(
        z.object({
          name: z
            .string()
            .trim()
            .min(1, 'Enter the name of the subject.')
            .max(80, 'A subject name is at most 80 characters.'),
          maxMarks: z
            .number({ error: 'Enter the maximum marks.' })
            .int('Maximum marks are a whole number.')
            .min(1, 'Maximum marks are between 1 and 1000.')
            .max(1000, 'Maximum marks are between 1 and 1000.'),
        }),
      )
      .min(1, 'A course needs at least one subject.')
      .max(20, 'A course has at most 20 subjects.'),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.subjects.forEach((subject, index) => {
      const key = subject.name.trim().toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['subjects', index, 'name'],
          message: 'Each subject needs a different name.',
        });
      }
      seen.add(key);
    });
  });
export type CourseSubjectsInput = z.infer<typeof courseSubjectsInputSchema>;

const isoDate = z.iso.date({ error: 'Enter the date of the exam.' });

export const examSessionInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(3, 'Enter a title, such as Final examination November 2026.')
    .max(120, 'A title is at most 120 characters.'),
  courseCode: z.string().trim().min(1, 'Choose the course.'),
  examDate: isoDate,
  examTime: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:MM, such as 10:30.')
    .nullable()
    .optional()
    .transform((value) => value || null),
  venue: z
    .string()
    .trim()
    .max(200, 'A venue is at most 200 characters.')
    .nullable()
    .optional()
    .transform((value) => value || null),
  /** Head office chooses the centre; centre staff always create for their own. */
  centreId: z.number().int().positive().optional(),
});
export type ExamSessionInput = z.input<typeof examSessionInputSchema>;

export const examSessionSchema = z.object({
  id: z.number().int(),
  centreId: z.number().int(),
  centreName: z.string(),
  courseCode: z.string(),
  courseName: z.string(),
  title: z.string(),
  examDate: z.string(),
  examTime: z.string().nullable(),
  venue: z.string().nullable(),
  subjects: z.array(subjectSchema.omit({ courseCode: true })),
  markedStudents: z.number().int(),
  /** Its results (decision 0056): students see them once published. */
  results: z.object({
    status: z.enum(['draft', 'submitted', 'published']),
    submittedBy: z.string().nullable(),
    submittedAt: z.string().nullable(),
    publishedBy: z.string().nullable(),
    publishedAt: z.string().nullable(),
    /** YYYY-MM-DD: the marksheets' date of issue, the publish day. */
    issueDate: z.string().nullable(),
  }),
});
export type ExamSession = z.infer<typeof examSessionSchema>;

export const markCellSchema = z.object({
  subjectId: z.number().int(),
  /** Whole marks; null with absent, or when not entered. */
  marks: z.number().nullable(),
  absent: z.boolean(),
});
export type MarkCell = z.infer<typeof markCellSchema>;

export const saveMarksSchema = z.object({
  students: z
    .array(z.object({ studentId: z.number().int(), cells: z.array(markCellSchema).max(20) }))
    .max(2000),
});
export type SaveMarksInput = z.infer<typeof saveMarksSchema>;

export const studentResultSummarySchema = z.object({
  obtainedMarks: z.number().int(),
  maximumMarks: z.number().int(),
  percentage: z.string(),
  grade: z.string(),
  passed: z.boolean(),
});
export type StudentResultSummary = z.infer<typeof studentResultSummarySchema>;

export const marksRowSchema = z.object({
  studentId: z.number().int(),
  registrationNumber: z.string(),
  name: z.string(),
  cells: z.array(markCellSchema),
  /** Null until every subject has marks or is absent (and not absent in all). */
  result: studentResultSummarySchema.nullable(),
  allAbsent: z.boolean(),
});
export type MarksRow = z.infer<typeof marksRowSchema>;

export const marksSheetSchema = z.object({
  session: examSessionSchema,
  rows: z.array(marksRowSchema),
  /** What the signed-in user may do with the marks and results, and why not. */
  publishing: z.object({
    fourEyes: z.boolean(),
    /** Why marks cannot be saved now (exam not held yet, results published), or null. */
    marksClosedReason: z.string().nullable(),
    canSubmit: z.boolean(),
    canPublish: z.boolean(),
    /** Why this user cannot publish (or submit), or null. */
    blockedReason: z.string().nullable(),
  }),
});
export type MarksSheet = z.infer<typeof marksSheetSchema>;

export const marksheetSchema = z.object({
  institute: z.string(),
  session: examSessionSchema,
  student: z.object({
    registrationNumber: z.string(),
    name: z.string(),
    fatherName: z.string().nullable(),
    /** The option of the course the student took (its label), if the course has options. */
    courseOption: z.string().nullable(),
  }),
  lines: z.array(
    z.object({
      subject: z.string(),
      maxMarks: z.number().int(),
      marks: z.number().int().nullable(),
      absent: z.boolean(),
    }),
  ),
  result: studentResultSummarySchema.nullable(),
  /** YYYY-MM-DD: the date of issue, the day the results were published. */
  issueDate: z.string(),
});
export type Marksheet = z.infer<typeof marksheetSchema>;

export const admitCardSchema = z.object({
  institute: z.string(),
  session: examSessionSchema,
  centreAddress: z.string(),
  student: z.object({
    registrationNumber: z.string(),
    name: z.string(),
    fatherName: z.string().nullable(),
    dob: z.string(),
    /** The option of the course the student took (its label), if the course has options. */
    courseOption: z.string().nullable(),
    photoUrl: z.string().nullable(),
    signatureUrl: z.string().nullable(),
  }),
});
export type AdmitCard = z.infer<typeof admitCardSchema>;

export const ADMIT_CARD_INSTRUCTIONS = [
  'Bring this admit card and a photo identity card (Aadhaar) to the examination.',
  'Be at the venue 30 minutes before the examination starts.',
  'Mobile phones, calculators and written material are not allowed in the examination hall.',
  'Sign the attendance sheet; a candidate without this card will not be allowed to sit.',
] as const;

/** The name printed on marksheets and admit cards (the same as the website's header). */
export const INSTITUTE_NAME = 'RV Institute of Computer & Vocational Training';

/** A student's result as their profile and View Marks list it. */
export const resultListItemSchema = z.object({
  source: z.enum(['online', 'offline']),
  sourceId: z.number().int(),
  title: z.string(),
  examDate: z.string(),
  obtainedMarks: z.number().int(),
  maximumMarks: z.number().int(),
  percentage: z.string(),
  grade: z.string(),
  passed: z.boolean(),
});
export type ResultListItem = z.infer<typeof resultListItemSchema>;

/** The message for marks outside 0..maximum of a subject. */
export const marksRangeMessage = (subject: string, maxMarks: number) =>
  `Marks in ${subject} must be a whole number from 0 to ${maxMarks}.`;

/** Reads what staff typed into a marks cell: a whole number, '' (nothing), or an error. */
export function parseMarks(
  text: string,
  subject: string,
  maxMarks: number,
): { marks: number | null; error: string | null } {
  const trimmed = text.trim();
  if (trimmed === '') return { marks: null, error: null };
  if (!/^\d+$/.test(trimmed)) return { marks: null, error: marksRangeMessage(subject, maxMarks) };
  const marks = Number(trimmed);
  if (marks > maxMarks) return { marks: null, error: marksRangeMessage(subject, maxMarks) };
  return { marks, error: null };
}
