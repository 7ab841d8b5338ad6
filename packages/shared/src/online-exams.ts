import './zod-setup';
import { z } from 'zod';
import { isRealIsoDate } from './dates';

/** Messages of online examination, shared by the screens and the server. */
export const ONLINE_EXAM_MESSAGES = {
  titleRequired: 'Title is required',
  titleLength: 'Title must be 3 to 200 characters long',
  courseRequired: 'Choose a course',
  optionNotOfCourse: 'This option does not belong to the course',
  linkRequired: 'Enter the exam link',
  linkInvalid: 'Enter a full web address starting with https:// or http://',
  startRequired: 'Choose the start time',
  startInPast: 'The start time is in the past: choose a later time or Start now',
  durationRange: 'The duration must be between 5 and 300 minutes',
  windowTooShort: 'The window must stay open at least as long as the duration',
  windowTooLong: 'The window can stay open at most 7 days',
  batchEmpty: 'The batch is empty: no student of this course matches',
  studentOutside: 'Some chosen students are not students of this centre and course',
  questionsRequired: 'Choose the questions of the exam',
  questionsNotOfCourse: "Some chosen questions are not in this course's question bank",
  questionCountRange: 'The number of questions must be between 1 and the questions in the bank',
  bankTooSmall: (available: number) =>
    `The question bank of this course has only ${available} question${available === 1 ? '' : 's'}`,
  examNotFound: 'No such exam',
  questionNotFound: 'No such question',
  notCandidate: 'You are not a candidate of this exam',
  notOpenYet: 'This exam has not started yet',
  windowClosed: 'This exam is closed',
  notATest: 'This exam is taken at its link',
  notStarted: 'Start the exam first',
  alreadySubmitted: 'Your answers have been submitted; they can no longer change',
  timeUp: 'Time is up: your answers have been submitted',
  notInAttempt: 'This question is not part of your exam',
  optionOutOfRange: 'Choose among the options of the question',
  onlyStudent: 'Only the student can take their exam',
  headOfficeBank: 'Only head office can change the question bank',
  cancelled: 'Exam cancelled',
} as const;

export const DURATION_MIN = 5;
export const DURATION_MAX = 300;
/** A start time this far in the past still counts as "now" (the form took a moment to send). */
export const START_GRACE_MS = 5 * 60_000;
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

// ---- Question bank ----

export const questionFormSchema = z
  .object({
    courseCode: z.string().trim().min(1, 'Choose a course').max(20),
    question: z
      .string()
      .trim()
      .min(1, 'Question is required')
      .max(2000, 'A question is at most 2000 characters'),
    options: z
      .array(z.string().trim().max(500, 'An option is at most 500 characters'))
      .max(5, 'A question has at most 5 options'),
    correct: z.array(z.number().int().min(0).max(4)).max(5),
    marks: z.coerce
      .number({ error: 'Marks must be a whole number from 1 to 100' })
      .int('Marks must be a whole number from 1 to 100')
      .min(1, 'Marks must be a whole number from 1 to 100')
      .max(100, 'Marks must be a whole number from 1 to 100')
      .default(1),
  })
  .superRefine((value, ctx) => {
    // Options are given in order: A, B, then C... an empty one may only come after the last.
    const filled = value.options.filter((option) => option !== '');
    const lastFilled = value.options.findLastIndex((option) => option !== '');
    if (filled.length < 2) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Give at least 2 options' });
    } else if (filled.length !== lastFilled + 1) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Fill the options in order' });
    }
    if (value.correct.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['correct'],
        message: 'Mark at least one correct option',
      });
    } else if (value.correct.some((index) => index >= filled.length)) {
      ctx.addIssue({
        code: 'custom',
        path: ['correct'],
        message: 'A correct answer must be one of the options',
      });
    }
  })
  .transform((value) => ({
    ...value,
    options: value.options.filter((option) => option !== ''),
    correct: [...new Set(value.correct)].sort((a, b) => a - b),
  }));
export type QuestionFormInput = z.input<typeof questionFormSchema>;
export type QuestionForm = z.output<typeof questionFormSchema>;

export const questionItemSchema = z.object({
  id: z.number().int(),
  courseCode: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  /**
   * The indexes of the correct options: for head office only, who sets the papers (centre staff
   * pick questions for their own students' tests without them).
   */
  correct: z.array(z.number().int()).optional(),
  marks: z.number().int(),
  /** How many exams use it (then deleting archives it). */
  usedInExams: z.number().int(),
});
export type QuestionItem = z.infer<typeof questionItemSchema>;

export const questionImportReportSchema = z.object({
  imported: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), messages: z.array(z.string()) })),
});
export type QuestionImportReport = z.infer<typeof questionImportReportSchema>;

export const QUESTION_CSV_HEADER = [
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'option_e',
  'correct',
  'marks',
] as const;

// ---- Scheduling ----

export const EXAM_KINDS = ['link', 'test'] as const;
export const EXAM_SELECTIONS = ['fixed', 'random'] as const;

const isoDateTime = z.string().refine(
  // Date.parse takes 2026-02-30T10:00 for 2 March: the day itself must exist.
  (value) => !Number.isNaN(Date.parse(value)) && isRealIsoDate(value.slice(0, 10)),
  'Enter a date and time',
);
const isoDate = z.string().refine(isRealIsoDate, 'Enter a date');

export const examFormSchema = z
  .object({
    /** Head office chooses the centre; centre staff schedule for their own. */
    centreId: z.number().int().positive().optional(),
    courseCode: z.string().trim().min(1, ONLINE_EXAM_MESSAGES.courseRequired).max(20),
    courseOption: z.string().trim().max(20).nullish(),
    title: z
      .string()
      .trim()
      .min(1, { message: ONLINE_EXAM_MESSAGES.titleRequired, abort: true })
      .min(3, ONLINE_EXAM_MESSAGES.titleLength)
      .max(200, ONLINE_EXAM_MESSAGES.titleLength),
    kind: z.enum(EXAM_KINDS),
    examLink: z.string().trim().max(500).nullish(),
    startNow: z.boolean().default(false),
    startsAt: isoDateTime.nullish(),
    durationMinutes: z.coerce
      .number({ error: ONLINE_EXAM_MESSAGES.durationRange })
      .int(ONLINE_EXAM_MESSAGES.durationRange)
      .min(DURATION_MIN, ONLINE_EXAM_MESSAGES.durationRange)
      .max(DURATION_MAX, ONLINE_EXAM_MESSAGES.durationRange),
    /** The window closes; by default start + duration. */
    endsAt: isoDateTime.nullish(),
    instructions: z
      .string()
      .trim()
      .max(5000, 'Instructions are at most 5000 characters')
      .default(''),
    selection: z.enum(EXAM_SELECTIONS).nullish(),
    questionIds: z.array(z.number().int().positive()).max(300).nullish(),
    questionCount: z.number().int().nullish(),
    /** The batch picked one by one; when absent, every student of the course (and dates). */
    studentIds: z.array(z.number().int().positive()).max(5000).nullish(),
    admittedFrom: isoDate.nullish(),
    admittedTo: isoDate.nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'link') {
      if (!value.examLink) {
        ctx.addIssue({
          code: 'custom',
          path: ['examLink'],
          message: ONLINE_EXAM_MESSAGES.linkRequired,
        });
      } else if (!/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value.examLink)) {
        ctx.addIssue({
          code: 'custom',
          path: ['examLink'],
          message: ONLINE_EXAM_MESSAGES.linkInvalid,
        });
      }
    } else if (value.selection === 'random') {
      if (!value.questionCount || value.questionCount < 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['questionCount'],
          message: ONLINE_EXAM_MESSAGES.questionCountRange,
        });
      }
    } else if (!value.questionIds || value.questionIds.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['questionIds'],
        message: ONLINE_EXAM_MESSAGES.questionsRequired,
      });
    }
    if (!value.startNow && !value.startsAt) {
      ctx.addIssue({
        code: 'custom',
        path: ['startsAt'],
        message: ONLINE_EXAM_MESSAGES.startRequired,
      });
    }
  });
export type ExamFormInput = z.input<typeof examFormSchema>;
export type ExamForm = z.output<typeof examFormSchema>;

export const EXAM_STATUSES = ['scheduled', 'open', 'closed', 'cancelled'] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];

export const examItemSchema = z.object({
  id: z.number().int(),
  centreId: z.number().int(),
  centreName: z.string(),
  courseCode: z.string(),
  courseName: z.string(),
  courseOption: z.string().nullable(),
  title: z.string(),
  kind: z.enum(EXAM_KINDS),
  examLink: z.string().nullable(),
  instructions: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  selection: z.enum(EXAM_SELECTIONS).nullable(),
  questionCount: z.number().int().nullable(),
  candidates: z.number().int(),
  appeared: z.number().int(),
  status: z.enum(EXAM_STATUSES),
});
export type ExamItem = z.infer<typeof examItemSchema>;

export const batchQuerySchema = z.object({
  centreId: z.coerce.number().int().positive().optional(),
  courseCode: z.string().min(1).max(20),
  courseOption: z.string().max(20).optional(),
  admittedFrom: isoDate.optional(),
  admittedTo: isoDate.optional(),
});

export const batchStudentSchema = z.object({
  id: z.number().int(),
  registrationNumber: z.string(),
  name: z.string(),
  courseOption: z.string().nullable(),
  admissionDate: z.string(),
});
export type BatchStudent = z.infer<typeof batchStudentSchema>;

// ---- Appeared students ----

export const appearedRowSchema = z.object({
  studentId: z.number().int(),
  registrationNumber: z.string(),
  name: z.string(),
  appeared: z.boolean(),
  startedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  submittedBy: z.enum(['student', 'server']).nullable(),
  obtainedMarks: z.number().int().nullable(),
  maximumMarks: z.number().int().nullable(),
  percentageBp: z.number().int().nullable(),
  grade: z.string().nullable(),
});
export type AppearedRow = z.infer<typeof appearedRowSchema>;

export const appearedSchema = z.object({ exam: examItemSchema, rows: z.array(appearedRowSchema) });
export type Appeared = z.infer<typeof appearedSchema>;

// ---- The student's side ----

export const attemptResultSchema = z.object({
  obtainedMarks: z.number().int(),
  maximumMarks: z.number().int(),
  percentageBp: z.number().int(),
  grade: z.string(),
  passed: z.boolean(),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

export const studentExamSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(EXAM_KINDS),
  instructions: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  status: z.enum(['upcoming', 'open', 'closed']),
  /** Only while the window is open. */
  examLink: z.string().nullable(),
  startedAt: z.string().nullable(),
  deadlineAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  result: attemptResultSchema.nullable(),
});
export type StudentExam = z.infer<typeof studentExamSchema>;

export const attemptQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
  marks: z.number().int(),
  /** True when more than one option is correct (the student chooses all that apply). */
  multiple: z.boolean(),
  selected: z.array(z.number().int()),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

export const attemptViewSchema = z.object({
  exam: studentExamSchema,
  /** The server's clock when answering, so the countdown does not trust the device's clock. */
  serverNow: z.string(),
  questions: z.array(attemptQuestionSchema),
});
export type AttemptView = z.infer<typeof attemptViewSchema>;

export const answerBodySchema = z.object({
  selected: z.array(z.number().int().min(0).max(4)).max(5),
});
export const answerSavedSchema = z.object({ savedAt: z.string() });
