import './zod-setup';
import { z } from 'zod';

/** Messages of the certificate screens and API, shared by the server and the web app. */
export const CERTIFICATE_MESSAGES = {
  studentIdRequired: 'Student ID is required',
  needsPassingResult: 'A certificate can be requested only for a student with a passing result.',
  headOfficeOnly: 'Only head office can do this.',
  requestNotFound: 'No such certificate request',
  certificateNotFound: 'No such certificate',
  alreadyRequested: 'A certificate request for this student is already in progress.',
  alreadyIssued:
    'This student already has a certificate; request a duplicate or a corrected one instead.',
  reasonRequired: 'Please give a reason.',
  courierRequired: 'Courier is required',
  trackingRequired: 'Tracking number is required',
  notReplaceable: 'Only a valid issued certificate can be replaced.',
  unknownNumber: 'No certificate has this number. Check the number and try again.',
  rateLimited: 'Too many lookups. Please try again later.',
} as const;

/** The certificate request's life cycle: requested, then approved or rejected, then issued. */
export const REQUEST_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'printed',
  'dispatched',
  'delivered',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_KINDS = ['original', 'duplicate', 'corrected'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const CERTIFICATE_STATUSES = ['valid', 'revoked', 'replaced'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const STATUS_LABELS: Record<RequestStatus | CertificateStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  printed: 'Printed',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  valid: 'Valid',
  revoked: 'Revoked',
  replaced: 'Replaced',
};

/** The name printed on every certificate. */
export const CERTIFICATE_INSTITUTE = 'RV Institute of Computer & Vocational Training';

/** A certificate number: 'RVC', the year of printing and a six-digit sequence per year. */
export const CERTIFICATE_NUMBER_PATTERN = /^RVC\d{4}\d{6}$/;
export const formatCertificateNumber = (year: number, sequence: number) =>
  `RVC${year}${String(sequence).padStart(6, '0')}`;

/** The public verification page of a certificate (relative; the QR code holds it absolute). */
export const verifyPath = (number: string) => `/verify/${encodeURIComponent(number)}`;

const trimmed = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `At most ${max} characters`);

export const createRequestSchema = z.object({
  registrationNumber: trimmed(100, CERTIFICATE_MESSAGES.studentIdRequired),
  kind: z.enum(REQUEST_KINDS).default('original'),
  /** For a duplicate or corrected certificate: the number of the one it replaces. */
  replacesNumber: z.string().trim().max(30).optional(),
  reason: z.string().trim().max(500).optional(),
});
export type CreateRequestValues = z.input<typeof createRequestSchema>;

export const reasonSchema = z.object({ reason: trimmed(500, CERTIFICATE_MESSAGES.reasonRequired) });

export const dispatchSchema = z.object({
  courier: trimmed(100, CERTIFICATE_MESSAGES.courierRequired),
  trackingNumber: trimmed(100, CERTIFICATE_MESSAGES.trackingRequired),
});

export const BULK_ACTIONS = ['approve', 'reject', 'print', 'dispatch', 'deliver'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const bulkSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  ids: z.array(z.number().int().positive()).min(1, 'Choose at least one request.').max(500),
  reason: z.string().trim().max(500).optional(),
  courier: z.string().trim().max(100).optional(),
  trackingNumber: z.string().trim().max(100).optional(),
});

export const bulkResultSchema = z.object({
  done: z.array(z.number()),
  failed: z.array(z.object({ id: z.number(), message: z.string() })),
});

export const requestListQuerySchema = z.object({
  status: z.enum(REQUEST_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const certificateListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const zipSchema = z.object({
  numbers: z.array(z.string().regex(CERTIFICATE_NUMBER_PATTERN)).min(1).max(1000),
});

export const requestItemSchema = z.object({
  id: z.number(),
  kind: z.enum(REQUEST_KINDS),
  status: z.enum(REQUEST_STATUSES),
  registrationNumber: z.string(),
  studentName: z.string(),
  centreId: z.number(),
  centreName: z.string(),
  reason: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  certificateNumber: z.string().nullable(),
  requestedAt: z.string(),
  updatedAt: z.string(),
});
export type RequestItem = z.infer<typeof requestItemSchema>;

/** Everything the printed certificate shows. */
export const certificateSchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  requestStatus: z.enum(REQUEST_STATUSES),
  registrationNumber: z.string(),
  studentName: z.string(),
  fatherName: z.string(),
  courseName: z.string(),
  courseOption: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  grade: z.string(),
  percentage: z.string(),
  issueDate: z.string(),
  institute: z.string(),
  centreName: z.string(),
  revokedReason: z.string().nullable(),
  replacedByNumber: z.string().nullable(),
  verifyPath: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const timelineEventSchema = z.object({
  at: z.string(),
  label: z.string(),
  by: z.string().nullable(),
  detail: z.string().nullable(),
});
export const trackingSchema = z.object({
  registrationNumber: z.string(),
  studentName: z.string(),
  requests: z.array(requestItemSchema.extend({ events: z.array(timelineEventSchema) })),
});
export type Tracking = z.infer<typeof trackingSchema>;

/** The public answer of a verification: no more than an employer needs. */
export const verificationSchema = z.object({
  number: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  studentName: z.string(),
  courseName: z.string(),
  courseOption: z.string(),
  grade: z.string(),
  percentage: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  issueDate: z.string(),
  centreName: z.string(),
  photoUrl: z.string().nullable(),
  revokedReason: z.string().nullable(),
  replacedByNumber: z.string().nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;
