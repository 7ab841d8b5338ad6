import '../zod-setup';
import * as z from 'zod/mini';

/**
 * What a visitor sends: the contact form, or the short enquiry form of a course card ('Buy Now')
 * or a duration plan ('Check Out'). Written with zod/mini so the forms can validate with the same
 * schemas in the browser at a few kilobytes; the server validates again with them.
 */

export const ENQUIRY_SOURCES = ['contact', 'buy_now', 'check_out'] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];

export const COURSE_ENQUIRY_SOURCES = ['buy_now', 'check_out'] as const;

export const ENQUIRY_STATUSES = ['new', 'contacted', 'converted', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^(\+?91)?\d{10}$/;

const name = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'Name is required', abort: true }),
    z.minLength(3, 'Name must be at least 3 characters long'),
    z.maxLength(100, 'Name must be less than 100 characters long'),
  );

const email = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'Email is required', abort: true }),
  z.maxLength(254, { error: 'Email must be less than 254 characters long', abort: true }),
  z.refine((value) => EMAIL_PATTERN.test(value), 'Invalid email format'),
);

const optionalEmail = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(254, { error: 'Email must be less than 254 characters long', abort: true }),
    z.refine((value) => value === '' || EMAIL_PATTERN.test(value), 'Invalid email format'),
  ),
);

const phone = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'Phone number is required', abort: true }),
  z.refine(
    (value) => PHONE_PATTERN.test(value.replace(/[\s-]/g, '')),
    'Phone number must have 10 digits',
  ),
);

const message = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'Message is required', abort: true }),
    z.minLength(10, 'Message must be at least 10 characters long'),
    z.maxLength(2000, 'Message must be less than 2000 characters long'),
  );

/** The contact form: name, email, message. */
export const contactFormSchema = z.object({ name, email, message });

/** The short enquiry form of a course card or a plan. */
export const courseEnquiryFormSchema = z.object({
  name,
  phone,
  email: optionalEmail,
  message,
});

export const contactEnquirySchema = z.extend(contactFormSchema, {
  source: z.literal('contact'),
});

export const courseEnquirySchema = z.extend(courseEnquiryFormSchema, {
  source: z.enum(COURSE_ENQUIRY_SOURCES),
  courseTitle: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Course is required', abort: true }),
      z.maxLength(200, 'Course must be less than 200 characters long'),
    ),
});

/** POST /api/enquiries */
export const createEnquirySchema = z.discriminatedUnion('source', [
  contactEnquirySchema,
  courseEnquirySchema,
]);

/** The answer to POST /api/enquiries (201). */
export const enquiryCreatedSchema = z.object({ id: z.number(), message: z.string() });

export const ENQUIRY_THANKS =
  'Thank you! Your enquiry has been received. We will get back to you soon.';

export type ContactForm = z.infer<typeof contactFormSchema>;
export type CourseEnquiryForm = z.infer<typeof courseEnquiryFormSchema>;
export type CreateEnquiry = z.infer<typeof createEnquirySchema>;
export type EnquiryCreated = z.infer<typeof enquiryCreatedSchema>;

/** The first message per field of a failed parse, as the forms show them. */
export function firstErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_');
    errors[key] ??= issue.message;
  }
  return errors;
}
