import './zod-setup';
import { z } from 'zod';
import { STUDENT_FIELDS, type StudentField } from './student';

/**
 * Admission applications: a registered user applies from /newuser; staff of the chosen centre
 * review them in Manage Application. 'submitted' is an application waiting for review.
 */
export const APPLICATION_STATUSES = [
  'submitted',
  'correction_requested',
  'approved',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** An applicant has at most one application in these states. */
export const OPEN_APPLICATION_STATUSES = ['submitted', 'correction_requested'] as const;

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Waiting for review',
  correction_requested: 'Correction requested',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** The student fields an applicant fills in: all but Email, which comes from their account. */
export const APPLICATION_FIELDS: readonly StudentField[] = STUDENT_FIELDS.filter(
  (field) => field !== 'email',
);

export const APPLICATION_MESSAGES = {
  submitted: 'Application submitted. The centre will review it.',
  resubmitted: 'Application sent again. The centre will review it.',
  withdrawn: 'Application withdrawn.',
  oneOpen:
    'You already have an open application. Wait for the centre to review it, or withdraw it before applying again.',
  alreadyStudent: 'You are already a registered student. Sign in with your registration number.',
  centreRequired: 'Choose a centre',
  centreUnavailable: 'This centre is not taking admissions. Choose another centre.',
  messageRequired: 'Write what the applicant should correct',
  reasonRequired: 'Write the reason for rejecting the application',
  notWaiting: 'This application is no longer waiting for review.',
  notCorrectable: 'This application cannot be changed now.',
  noApplication: 'You have no application.',
  noOpenApplication: 'You have no open application to withdraw.',
  notFound: 'No application found',
  approved: 'Application approved. Registration number',
  correctionRequested: 'Correction requested. The applicant will see your message.',
  rejected: 'Application rejected.',
} as const;

export const applicationCentreSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type ApplicationCentre = z.infer<typeof applicationCentreSchema>;

/** An application as the API answers it (to the applicant, and to staff with the applicant). */
export const applicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  centre: applicationCentreSchema,
  firstname: z.string(),
  lastname: z.string(),
  dob: z.string(),
  email: z.string(),
  state: z.string(),
  district: z.string().nullable(),
  course: z.string(),
  courseName: z.string(),
  /** The option's label, e.g. 'CERTIFICATE IN FUNDAMENTAL(RV01001)'; null without options. */
  courseOption: z.string().nullable(),
  mothername: z.string().nullable(),
  fathername: z.string().nullable(),
  qualification: z.string().nullable(),
  contactno: z.string(),
  guardiancontact: z.string().nullable(),
  adhar: z.string().nullable(),
  gender: z.string().nullable(),
  category: z.string().nullable(),
  religion: z.string().nullable(),
  maritalstatus: z.string().nullable(),
  address: z.string().nullable(),
  presentaddress: z.string().nullable(),
  /** Links the applicant (or the centre's staff) can open; null when none was uploaded. */
  photo: z.string().nullable(),
  signature: z.string().nullable(),
  marksheet: z.string().nullable(),
  /** Staff's message: what to correct, or why it was rejected. */
  staffMessage: z.string().nullable(),
  /** Once approved: the new student's registration number. */
  registrationNumber: z.string().nullable(),
  applicant: z.object({ name: z.string(), email: z.string() }),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

/** The applicant's view: their latest application, or none. */
export const myApplicationSchema = z.object({ application: applicationSchema.nullable() });
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const applicationListItemSchema = applicationSchema.pick({
  id: true,
  status: true,
  centre: true,
  firstname: true,
  lastname: true,
  course: true,
  courseName: true,
  courseOption: true,
  contactno: true,
  applicant: true,
  submittedAt: true,
  registrationNumber: true,
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

/** Manage Application's list: 'waiting' by default; 'all' for every status. */
export const applicationListQuerySchema = z.object({
  status: z.enum([...APPLICATION_STATUSES, 'all']).default('submitted'),
  centreId: z.coerce.number().int().positive().optional(),
});

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(1000);

export const correctionRequestSchema = z.object({
  message: requiredText(APPLICATION_MESSAGES.messageRequired),
});
export const rejectionSchema = z.object({
  reason: requiredText(APPLICATION_MESSAGES.reasonRequired),
});

export const approvalAnswerSchema = z.object({
  message: z.string(),
  registrationNumber: z.string(),
  application: applicationSchema,
});
