import './zod-setup';
import { z } from 'zod';
import { previewedResultSchema } from './certificate-exam';
import { isRealIsoDate } from './dates';

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
  codeMismatch:
    'The verification code does not match this certificate, so only its status is shown. Check the code printed next to the certificate number.',
  dateOfBirthMismatch:
    'The date of birth does not match this certificate, so only its status is shown.',
  bothMismatch:
    'Neither the verification code nor the date of birth matches this certificate, so only its status is shown.',
  dateOfBirthLocked:
    'Too many dates of birth were tried for this certificate. Use the verification code printed on it, or try again later.',
  dateOfBirthFormat: 'Enter the date of birth as YYYY-MM-DD.',
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

/**
 * The verification code printed next to the number and held by the QR code: 10 characters of
 * Crockford's base32 (50 random bits), shown as XXXXX-XXXXX. Certificate numbers are sequential;
 * the code is what proves the person asking holds the certificate.
 */
export const VERIFICATION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_LENGTH = 10;

/**
 * The stored form (10 characters, no hyphen) of a code as typed: any case, spaces and hyphens
 * ignored, O read as 0 and I or L as 1 (Crockford's rule); null when it cannot be a code.
 */
export function normalizeVerificationCode(input: string): string | null {
  const cleaned = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (cleaned.length !== VERIFICATION_CODE_LENGTH) return null;
  for (const char of cleaned) if (!VERIFICATION_CODE_ALPHABET.includes(char)) return null;
  return cleaned;
}

/** How a code is printed and shown: XXXXX-XXXXX. */
export const formatVerificationCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/**
 * The public verification page of a certificate (relative; the QR code holds it absolute). With
 * the code, the page shows the whole certificate at once.
 */
export const verifyPath = (number: string, code?: string | null) =>
  `/verify/${encodeURIComponent(number)}${code ? `?code=${formatVerificationCode(code)}` : ''}`;

/** The holder's initials, all a lookup by number alone shows of them: 'Ravi Kumar' -> 'R. K.' */
export const holderInitials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0]!.toUpperCase()}.`)
    .join(' ');

const trimmed = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `At most ${max} characters`);

export const createRequestSchema = z.object({
  registrationNumber: trimmed(100, CERTIFICATE_MESSAGES.studentIdRequired),
  kind: z.enum(REQUEST_KINDS).default('original'),
  /** For a duplicate or corrected certificate: the number of the one it replaces. */
  replacesNumber: z.string().trim().max(30).optional(),
  reason: z.string().trim().max(500).optional(),
  /** The counted result the requisition showed; refused if it has changed since (0057). */
  preview: previewedResultSchema.optional(),
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
  /** XXXXX-XXXXX: printed next to the number; staff and the holder see it. */
  verificationCode: z.string(),
  /** The verification page with the code, as the QR code opens it. */
  verifyPath: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/**
 * A certificate as its holder (and the staff of their centre, head office) sees it on the
 * profile: its life after the issue. Dispatch is the courier and tracking number head office
 * typed (no link: couriers are free text); a revoked one says when and how to go on: the
 * centre's name and phone.
 */
export const studentCertificateSchema = certificateSchema.extend({
  dispatch: z
    .object({
      dispatchedAt: z.string(),
      courier: z.string().nullable(),
      trackingNumber: z.string().nullable(),
      deliveredAt: z.string().nullable(),
    })
    .nullable(),
  revokedAt: z.string().nullable(),
  /** The centre to contact (its phone as the centre gave it), for the next step. */
  centrePhone: z.string().nullable(),
});
export type StudentCertificate = z.infer<typeof studentCertificateSchema>;

/** The steps of a request's timeline. */
export const TIMELINE_EVENTS = [
  'requested',
  'approved',
  'rejected',
  'printed',
  'dispatched',
  'delivered',
  'replaced',
  'revoked',
] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

export const timelineEventSchema = z.object({
  /** The step, for a screen to name it in its own language (`label` and `detail` are English). */
  event: z.enum(TIMELINE_EVENTS),
  at: z.string(),
  label: z.string(),
  by: z.string().nullable(),
  detail: z.string().nullable(),
});
export const trackingSchema = z.object({
  registrationNumber: z.string(),
  studentName: z.string(),
  requests: z.array(
    requestItemSchema.extend({
      events: z.array(timelineEventSchema),
      /** The status of the certificate the request printed, if any. */
      certificateStatus: z.enum(CERTIFICATE_STATUSES).nullable(),
    }),
  ),
});
export type Tracking = z.infer<typeof trackingSchema>;

/**
 * The status a tracked request shows: its certificate's once that is revoked or replaced (a
 * dispatched certificate later revoked is Revoked, not Dispatched), else the request's own.
 */
export const trackedStatus = (request: {
  status: RequestStatus;
  certificateStatus: CertificateStatus | null;
}): RequestStatus | CertificateStatus =>
  request.certificateStatus === 'revoked' || request.certificateStatus === 'replaced'
    ? request.certificateStatus
    : request.status;

/** What a verification shows only with the right code or date of birth. */
export const verificationDetailsSchema = z.object({
  studentName: z.string(),
  courseName: z.string(),
  courseOption: z.string(),
  grade: z.string(),
  percentage: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  issueDate: z.string(),
  centreName: z.string(),
  /** A link valid for a few minutes. */
  photoUrl: z.string().nullable(),
  revokedReason: z.string().nullable(),
});

export const VERIFICATION_PROOFS = ['none', 'code', 'dateOfBirth', 'mismatch'] as const;
export type VerificationProof = (typeof VERIFICATION_PROOFS)[number];

/**
 * The public answer of a verification. By number alone: the status, the replacing certificate
 * and the holder's initials. With the right verification code (or the holder's date of birth):
 * also `details`. A wrong code or date answers as the number alone, with `message` saying so.
 */
export const verificationSchema = z.object({
  number: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  holderInitials: z.string().describe("The holder's initials, such as 'R. K.'"),
  replacedByNumber: z.string().nullable(),
  proof: z
    .enum(VERIFICATION_PROOFS)
    .describe(
      "What was checked: 'none' (number only), 'code' or 'dateOfBirth' (matched: details given), 'mismatch' (what was given does not match: no details)",
    ),
  message: z.string().nullable().describe("Why there are no details, when 'mismatch'"),
  details: verificationDetailsSchema.nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** GET /api/certificates/verify/:number?code=: the code as printed (any case, hyphen optional). */
export const verifyQuerySchema = z.object({
  code: optionalText(40).describe('The verification code printed on the certificate'),
});

/** POST /api/certificates/verify/:number: the code, or the holder's date of birth. */
export const verifyBodySchema = z.object({
  code: optionalText(40).describe('The verification code printed on the certificate'),
  dateOfBirth: optionalText(10)
    .refine((value) => value === undefined || isRealIsoDate(value), {
      message: CERTIFICATE_MESSAGES.dateOfBirthFormat,
    })
    .describe("The holder's date of birth, YYYY-MM-DD"),
});
export interface VerifyInput {
  code?: string | undefined;
  dateOfBirth?: string | undefined;
}
