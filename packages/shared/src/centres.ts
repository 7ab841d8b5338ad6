import './zod-setup';
import { z } from 'zod';

/** Messages of the centres and staff screens, shared by the form and the server. */
export const CENTRE_MESSAGES = {
  noDemoData: 'There is no demo data to remove.',
  demoInUse:
    'The demo centre DEMO01 holds records of your own (a student or staff account that is not the demo’s): move them to another centre first. Nothing was removed.',
  demoRemoved: 'The demo centre, its staff account and its student were removed.',
  codeRequired: 'Centre code is required',
  codeInvalid: 'Centre code must be 2 to 20 capital letters or digits',
  codeTaken: 'A centre with this code already exists',
  nameRequired: 'Centre name is required',
  nameLength: 'Centre name must be 3 to 200 characters long',
  addressRequired: 'Address is required',
  addressTooLong: 'Address must be less than 500 characters long',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Enter a 10-digit mobile number or a landline number with its STD code',
  emailInvalid: 'Invalid email format',
  staffNameRequired: 'Name is required',
  staffNameLength: 'Name must be 3 to 100 characters long',
  staffEmailRequired: 'Email is required',
  staffEmailTaken: 'An account with this email already exists',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be less than 100 characters long',
  centreNotFound: 'No such centre',
  staffNotFound: 'No such staff member',
  headOfficeOnly: 'Only head office can manage centres and staff.',
  teachersOnly:
    "A centre's staff create and manage its teacher accounts; head office manages staff accounts.",
  centreSuspended: 'Centre suspended; its staff have been signed out',
  centreActivated: 'Centre activated',
  staffDeactivated: 'Staff account deactivated; they have been signed out',
  staffActivated: 'Staff account activated',
  passwordReset: 'Password reset; they have been signed out',
  districtTooLong: 'District must be less than 100 characters long',
  stateTooLong: 'State must be less than 100 characters long',
} as const;

export const CENTRE_STATUSES = ['active', 'suspended'] as const;
export type CentreStatus = (typeof CENTRE_STATUSES)[number];
export const STAFF_STATUSES = ['active', 'disabled'] as const;
/** The accounts a centre has: its staff, who run it, and its teachers (decision 0069). */
export const STAFF_ACCOUNT_ROLES = ['centre_staff', 'teacher'] as const;
export type StaffAccountRole = (typeof STAFF_ACCOUNT_ROLES)[number];
export type StaffStatus = (typeof STAFF_STATUSES)[number];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** After normalising: a mobile (6-9 then 9 digits) or an STD code and number, 10 digits in all. */
const PHONE_PATTERN = /^[1-9]\d{9}$/;

/** Digits only, with +91 or a leading 0 taken off: '0612-2345678' -> '6122345678'. */
export function normaliseCentrePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

const placeName = (tooLong: string) =>
  z
    .string()
    .trim()
    .max(100, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

export const centreFormSchema = z.object({
  code: z
    .string({ error: CENTRE_MESSAGES.codeRequired })
    .trim()
    .min(1, { message: CENTRE_MESSAGES.codeRequired, abort: true })
    .regex(/^[A-Z0-9]{2,20}$/, CENTRE_MESSAGES.codeInvalid),
  name: z
    .string({ error: CENTRE_MESSAGES.nameRequired })
    .trim()
    .min(1, { message: CENTRE_MESSAGES.nameRequired, abort: true })
    .min(3, CENTRE_MESSAGES.nameLength)
    .max(200, CENTRE_MESSAGES.nameLength),
  address: z
    .string({ error: CENTRE_MESSAGES.addressRequired })
    .trim()
    .min(1, CENTRE_MESSAGES.addressRequired)
    .max(500, CENTRE_MESSAGES.addressTooLong),
  phone: z
    .string({ error: CENTRE_MESSAGES.phoneRequired })
    .trim()
    .min(1, { message: CENTRE_MESSAGES.phoneRequired, abort: true })
    .refine(
      (value) => PHONE_PATTERN.test(normaliseCentrePhone(value)),
      CENTRE_MESSAGES.phoneInvalid,
    )
    .transform(normaliseCentrePhone),
  email: z
    .string()
    .trim()
    .max(200, CENTRE_MESSAGES.emailInvalid)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), CENTRE_MESSAGES.emailInvalid)
    .transform((value) => (value === '' ? null : value.toLowerCase()))
    .nullish()
    .transform((value) => value ?? null),
  /** The place, for the public list of centres by state and district (optional). */
  district: placeName(CENTRE_MESSAGES.districtTooLong),
  state: placeName(CENTRE_MESSAGES.stateTooLong),
});
export type CentreFormInput = z.input<typeof centreFormSchema>;
export type CentreFormValues = z.output<typeof centreFormSchema>;

const password = z
  .string({ error: CENTRE_MESSAGES.passwordRequired })
  .min(1, { message: CENTRE_MESSAGES.passwordRequired, abort: true })
  .min(8, CENTRE_MESSAGES.passwordTooShort)
  .max(100, CENTRE_MESSAGES.passwordTooLong);

export const staffCreateSchema = z.object({
  name: z
    .string({ error: CENTRE_MESSAGES.staffNameRequired })
    .trim()
    .min(1, { message: CENTRE_MESSAGES.staffNameRequired, abort: true })
    .min(3, CENTRE_MESSAGES.staffNameLength)
    .max(100, CENTRE_MESSAGES.staffNameLength),
  email: z
    .string({ error: CENTRE_MESSAGES.staffEmailRequired })
    .trim()
    .min(1, { message: CENTRE_MESSAGES.staffEmailRequired, abort: true })
    .max(200, CENTRE_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, CENTRE_MESSAGES.emailInvalid)
    .transform((value) => value.toLowerCase()),
  password,
  /** centre_staff (head office only) or teacher (head office, or the centre's staff): 0069. */
  role: z.enum(STAFF_ACCOUNT_ROLES).default('centre_staff'),
});
export type StaffCreateInput = z.input<typeof staffCreateSchema>;

export const resetPasswordSchema = z.object({ password });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const centreAdminItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  district: z.string().nullable(),
  state: z.string().nullable(),
  status: z.enum(CENTRE_STATUSES),
  staffCount: z.number().int(),
  /** The last day of the centre's affiliation (India's date), null without one (decision 0072). */
  affiliationUntil: z.string().nullable(),
  /** The centre's GSTIN for GST invoices, null without one (decision 0082). */
  gstin: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CentreAdminItem = z.infer<typeof centreAdminItemSchema>;

export const staffItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  centreId: z.number().int(),
  role: z.enum(STAFF_ACCOUNT_ROLES),
  status: z.enum(STAFF_STATUSES),
  createdAt: z.string(),
});
export type StaffItem = z.infer<typeof staffItemSchema>;
