import './zod-setup';
import { z } from 'zod';
import { WEEKDAYS } from './batches';
import { instituteDate } from './institute-time';

/**
 * GET /api/dashboard/student/{registrationNumber}: the student profile. Field names are the ones
 * the specification's profile screen reads (note fatherName, mothername, adhar).
 */
export const studentProfileSchema = z.object({
  registrationNumber: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  /** Link to the photo, or null when there is none. */
  photo: z.string().nullable(),
  /** Course name, e.g. '1-Month Certificate Course'. */
  course: z.string(),
  courseCode: z.string(),
  courseOption: z.string().nullable(),
  courseDurationMonths: z.number().int(),
  dob: z.string(),
  email: z.string().nullable(),
  fatherName: z.string().nullable(),
  mothername: z.string().nullable(),
  /** Masked but the last four digits: 'XXXX XXXX 1234'. */
  adhar: z.string().nullable(),
  address: z.string().nullable(),
  completionStatus: z.string(),
  /** YYYY-MM-DD: the start of the course, from which progress is counted. */
  admissionDate: z.string(),
  centre: z.object({ code: z.string(), name: z.string() }),
  /** The batch the student is in now and its timing (issue 35), or null. */
  batch: z
    .object({
      name: z.string(),
      weekdays: z.array(z.enum(WEEKDAYS)),
      /** HH:MM, the institute's time zone */
      startTime: z.string(),
      endTime: z.string(),
      room: z.string(),
    })
    .nullable(),
  /** An open request to staff to edit the completion status, if any. */
  openCompletionRequest: z.object({ createdAt: z.string(), message: z.string() }).nullable(),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

export const completionRequestSchema = z.object({
  message: z.string().trim().max(500, 'Message must be at most 500 characters long').default(''),
});

export const COMPLETION_REQUEST_SENT = 'Request to edit completion status sent to admin.';

/** Masks an Aadhaar number but its last four digits. */
export function maskAadhaar(adhar: string | null): string | null {
  if (!adhar) return null;
  const digits = adhar.replace(/\D/g, '');
  return digits.length >= 4 ? `XXXX XXXX ${digits.slice(-4)}` : 'XXXX XXXX XXXX';
}

/**
 * Course progress: days since admission (the first day counts as 1), as a percentage of the
 * course's length in days, capped at 100.
 */
export function courseProgress(
  admissionDate: string,
  durationMonths: number,
  today: Date,
): { day: number; totalDays: number; percent: number; endDate: string } {
  const start = new Date(`${admissionDate}T00:00:00Z`);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + durationMonths);
  const dayMs = 86_400_000;
  const totalDays = Math.max(1, Math.round((end.getTime() - start.getTime()) / dayMs));
  // Today's date in the institute's time zone (at 00:30 in India, India's day, not UTC's).
  const todayUtc = Date.parse(`${instituteDate(today)}T00:00:00Z`);
  const day = Math.max(0, Math.floor((todayUtc - start.getTime()) / dayMs) + 1);
  const percent = Math.min(100, Math.round((Math.min(day, totalDays) / totalDays) * 100));
  return {
    day: Math.min(day, totalDays),
    totalDays,
    percent,
    endDate: end.toISOString().slice(0, 10),
  };
}
