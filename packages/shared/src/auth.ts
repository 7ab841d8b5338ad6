import './zod-setup';
import { z } from 'zod';
import { ROLES } from './roles';

/** The specification's messages (section 5 and 8), word for word. */
export const AUTH_MESSAGES = {
  /** The dashboard's answer while the account's password is one someone else set (decision 0060). */
  passwordChangeRequired:
    'Choose a new password before you continue: this one was set for you (Account > Change password).',
  samePassword: 'Choose a new password, not the one you have now.',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 4 characters long',
  passwordTooLong: 'Password must be less than 100 characters long',
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 3 characters long',
  nameTooLong: 'Name must be less than 100 characters long',
  registrationTooShort: 'Registration number must be at least 7 characters long',
  registrationTooLong: 'Registration number must be less than 100 characters long',
  loginSuccessful: 'Login successful',
  loginFailed: 'Login failed. Please check your credentials.',
  loginNetworkError: 'Login failed. Please try again.',
  signUpSuccessful: 'Sign up successful!',
  signUpFailed: 'Sign up failed. Please try again.',
  adminLoginFailed: 'Failed to log in. Please try again.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  notStaff: 'This sign-in is for centre staff and head office. Students sign in at /login.',
  accountDisabled: 'This account is not active. Please contact head office.',
  centreSuspended: 'Your centre is suspended. Please contact head office.',
  lockedOut: (minutes: number) =>
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  signInInProgress:
    'A sign-in to this account from here is already being checked. Please try again in a moment.',
  waitSeconds: (seconds: number) =>
    `Too many failed sign-in attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
} as const;

export const LIMITS = {
  passwordMin: 4,
  passwordMax: 100,
  nameMin: 3,
  nameMax: 100,
  registrationMin: 7,
  registrationMax: 100,
  /** Sign-up success message shows this long before going to /login. */
  signUpRedirectMs: 1000,
} as const;

// An address with a local part and a dotted domain; the top-level domain itself is not checked.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, { message: AUTH_MESSAGES.emailRequired, abort: true })
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid)
  .transform((value) => value.toLowerCase());

const password = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { message: AUTH_MESSAGES.passwordRequired, abort: true })
  .min(LIMITS.passwordMin, AUTH_MESSAGES.passwordTooShort)
  .max(LIMITS.passwordMax, AUTH_MESSAGES.passwordTooLong);

export const registerSchema = z.object({
  name: z
    .string({ error: AUTH_MESSAGES.nameRequired })
    .trim()
    .min(1, { message: AUTH_MESSAGES.nameRequired, abort: true })
    .min(LIMITS.nameMin, AUTH_MESSAGES.nameTooShort)
    .max(LIMITS.nameMax, AUTH_MESSAGES.nameTooLong),
  email,
  password,
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  // Optional: an empty field counts as not given.
  registration: z
    .string()
    .trim()
    .max(LIMITS.registrationMax, AUTH_MESSAGES.registrationTooLong)
    .refine((value) => value === '' || value.length >= LIMITS.registrationMin, {
      message: AUTH_MESSAGES.registrationTooShort,
    })
    .transform((value) => (value === '' ? undefined : value.toUpperCase()))
    .optional(),
  email,
  password,
});
export type LoginInput = z.input<typeof loginSchema>;

/** The admin form checks only that both are given and the email is an email. */
export const adminLoginSchema = z.object({
  email,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired),
});
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required'),
  newPassword: z
    .string()
    .min(8, 'New password must be at least 8 characters long')
    .max(LIMITS.passwordMax, AUTH_MESSAGES.passwordTooLong),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  centreId: z.number().int().nullable(),
  /** The student's registration number, when the account belongs to a student. */
  registrationNumber: z.string().nullable(),
  /**
   * True while the password is one someone else set (ADMIN_PASSWORD, generated at the first
   * start, or set by head office): the dashboard waits for a new one (decision 0060).
   */
  mustChangePassword: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Answer of POST /login and POST /admin/login (the specification reads token, name, message). */
export const loginAnswerSchema = z.object({
  token: z.string(),
  name: z.string(),
  message: z.string(),
  user: sessionUserSchema,
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const messageAnswerSchema = z.object({ message: z.string() });
