import './zod-setup';
import { z } from 'zod';

/**
 * Which exam counts for a course's certificate (issue 37, decision 0057): a kind of exam, or one
 * exam. 'offline' is the offline final examination (an exam session's marks), 'online' any online
 * exam, 'any' any exam (the best passing result, the rule before), 'offline-exam' one exam session
 * and 'online-exam' one online exam (examId).
 */
export const CERTIFICATE_EXAM_KINDS = [
  'offline',
  'online',
  'any',
  'offline-exam',
  'online-exam',
] as const;
export type CertificateExamKindValue = (typeof CERTIFICATE_EXAM_KINDS)[number];

export const CERTIFICATE_EXAM_MESSAGES = {
  noOfflineResult:
    "No passing result in the offline final examination, the exam that counts for this course's certificate.",
  noOnlineResult:
    "No passing result in an online exam, the exam that counts for this course's certificate.",
  noExamResult: "No passing result in {exam}, the exam that counts for this course's certificate.",
  examRequired: 'Choose the exam that counts.',
  examNotOfCourse: 'This exam is not an exam of this course.',
  courseNotFound: 'No such course',
  previewChanged:
    'The grade and percentage to be printed have changed since they were shown. Check them again before sending.',
  resultChanged:
    'The result that counts for this certificate has changed since the request was made (it was {was}, it is now {now}). Reject the request and request it again.',
} as const;

export const certificateExamRuleSchema = z
  .object({
    kind: z.enum(CERTIFICATE_EXAM_KINDS),
    examId: z.number().int().positive().nullable().optional(),
  })
  .superRefine((value, ctx) => {
    const specific = value.kind === 'offline-exam' || value.kind === 'online-exam';
    if (specific && !value.examId) {
      ctx.addIssue({
        code: 'custom',
        path: ['examId'],
        message: CERTIFICATE_EXAM_MESSAGES.examRequired,
      });
    }
  });
export type CertificateExamRule = z.input<typeof certificateExamRuleSchema>;

/** An exam head office may choose as the one that counts. */
export const countableExamSchema = z.object({
  kind: z.enum(['offline-exam', 'online-exam']),
  id: z.number(),
  title: z.string(),
  centreName: z.string(),
  /** YYYY-MM-DD (an exam session's day, an online exam's first day). */
  date: z.string(),
});
export type CountableExam = z.infer<typeof countableExamSchema>;

/** A course's rule, as its settings screen shows it, with the exams it may choose. */
export const courseCertificateExamSchema = z.object({
  courseCode: z.string(),
  courseName: z.string(),
  kind: z.enum(CERTIFICATE_EXAM_KINDS),
  examId: z.number().nullable(),
  /** The chosen exam's title when the rule is one exam. */
  examTitle: z.string().nullable(),
  exams: z.array(countableExamSchema),
});
export type CourseCertificateExam = z.infer<typeof courseCertificateExamSchema>;

/** The result a certificate would print, as the requisition shows it before sending. */
export const certificatePreviewSchema = z.object({
  registrationNumber: z.string(),
  studentName: z.string(),
  courseName: z.string(),
  rule: z.object({
    kind: z.enum(CERTIFICATE_EXAM_KINDS),
    examId: z.number().nullable(),
    examTitle: z.string().nullable(),
  }),
  /** The counted result, or null when the student has none. */
  result: z
    .object({
      id: z.number(),
      source: z.enum(['online', 'offline']),
      title: z.string(),
      examDate: z.string(),
      obtainedMarks: z.number(),
      maximumMarks: z.number(),
      grade: z.string(),
      /** Basis points: 9100 is 91.00 %. */
      percentageBp: z.number(),
      /** As printed: '91%' (formatPercentage). */
      percentage: z.string(),
    })
    .nullable(),
  /** Whether a request can be sent now; otherwise why not. */
  eligible: z.boolean(),
  blockedReason: z.string().nullable(),
});
export type CertificatePreview = z.infer<typeof certificatePreviewSchema>;

/** What the requisition saw: the request is refused if the counted result differs. */
export const previewedResultSchema = z.object({
  resultId: z.number().int().positive(),
  grade: z.string().max(10),
  percentageBp: z.number().int().min(0).max(10000),
});
