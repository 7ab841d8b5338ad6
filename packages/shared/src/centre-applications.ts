import './zod-setup';
import { z } from 'zod';
import { centreFormSchema, normaliseCentrePhone } from './centres';

// Applications to open a centre (issue 38 point 1, decision 0080): the public form, head office's
// review (checklist, asking for more, approving or refusing) and the applicant's link to add more.

export const CENTRE_APPLICATION_STATUSES = [
  'submitted',
  'more_requested',
  'approved',
  'refused',
] as const;
export type CentreApplicationStatus = (typeof CENTRE_APPLICATION_STATUSES)[number];

/** What head office checks before approving; every item must be ticked. */
export const CENTRE_CHECKLIST_ITEMS = [
  'identity',
  'address',
  'premises',
  'licence',
  'courses',
] as const;
export type CentreChecklistItem = (typeof CENTRE_CHECKLIST_ITEMS)[number];

export const CENTRE_CHECKLIST_LABELS: Record<CentreChecklistItem, { en: string; hi: string }> = {
  identity: { en: "Owner's ID checked", hi: 'मालिक का पहचान पत्र जाँचा' },
  address: { en: 'Address proof matches the premises', hi: 'पते का प्रमाण परिसर से मेल खाता है' },
  premises: { en: 'Photos show a fit premises', hi: 'फ़ोटो में उपयुक्त परिसर दिखता है' },
  licence: { en: 'Trade licence valid', hi: 'व्यापार लाइसेंस मान्य है' },
  courses: { en: 'Courses can be run there', hi: 'वहाँ ये पाठ्यक्रम चलाए जा सकते हैं' },
};

/** The file fields of the form: photos of the premises and the documents. */
export const CENTRE_APPLICATION_PHOTO_FIELDS = ['photo1', 'photo2', 'photo3'] as const;
export const CENTRE_APPLICATION_DOCUMENT_FIELDS = [
  'idProof',
  'addressProof',
  'tradeLicence',
] as const;
export const CENTRE_APPLICATION_FILE_FIELDS = [
  ...CENTRE_APPLICATION_PHOTO_FIELDS,
  ...CENTRE_APPLICATION_DOCUMENT_FIELDS,
] as const;
export type CentreApplicationFileField = (typeof CENTRE_APPLICATION_FILE_FIELDS)[number];

export const CENTRE_APPLICATION_FILE_LABELS: Record<CentreApplicationFileField, string> = {
  photo1: 'Photo of the premises',
  photo2: 'Second photo of the premises',
  photo3: 'Third photo of the premises',
  idProof: "Owner's ID",
  addressProof: 'Address proof',
  tradeLicence: 'Trade licence',
};

export const CENTRE_APPLICATION_MESSAGES = {
  thanks:
    'Thank you. Your application has been received; head office will write to you at your e-mail address.',
  moreThanks: 'Thank you. Head office has what you added and will review your application again.',
  headOfficeOnly: 'Only head office reviews applications to open a centre',
  notFound: 'Application not found',
  linkInvalid: 'This link is not valid any more. Ask head office for a new one.',
  alreadyDecided: 'This application has already been decided',
  notAwaitingMore: 'Head office has not asked for anything more on this application',
  checklistIncomplete: 'Tick every item of the checklist before approving',
  coursesRequired: 'Choose at least one course',
  courseUnknown: (code: string) => `There is no course ${code}`,
  photoRequired: 'Add at least one photo of the premises',
  documentRequired: (label: string) => `${label} is required`,
  emailTaken: 'An account with this e-mail address exists already: the manager needs a new one',
  reasonRequired: 'Give the reason',
  messageRequired: 'Say what the applicant should add',
  nothingAdded: 'Add a file or a note',
} as const;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .min(min, `${label} must be at least ${min} characters long`)
    .max(max, `${label} must be less than ${max} characters long`);

/** The text fields of the public form (the files come beside them, multipart). */
export const centreApplicationFieldsSchema = z.object({
  centreName: text('Centre name', 3, 150),
  ownerName: text("Owner's name", 3, 100),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, { message: 'Email is required', abort: true })
    .max(254, 'Email must be less than 254 characters long')
    .regex(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/, 'Invalid email format'),
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, { message: 'Phone number is required', abort: true })
    .transform(normaliseCentrePhone)
    .pipe(z.string().regex(/^[6-9]\d{9}$/, 'Phone number must have 10 digits')),
  address: text('Address of the premises', 10, 500),
  district: text('District', 2, 100),
  state: text('State', 2, 100),
  /** Course codes, comma-separated in the form. */
  courses: z
    .string({ error: CENTRE_APPLICATION_MESSAGES.coursesRequired })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((code) => code.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(20)).min(1, CENTRE_APPLICATION_MESSAGES.coursesRequired).max(50)),
});
export type CentreApplicationFields = z.infer<typeof centreApplicationFieldsSchema>;

export const centreApplicationCreatedSchema = z.object({ id: z.number(), message: z.string() });

export const centreApplicationFileSchema = z.object({
  field: z.enum(CENTRE_APPLICATION_FILE_FIELDS),
  name: z.string(),
  contentType: z.string(),
  url: z.string(),
});

export const centreApplicationListItemSchema = z.object({
  id: z.number(),
  status: z.enum(CENTRE_APPLICATION_STATUSES),
  centreName: z.string(),
  ownerName: z.string(),
  district: z.string(),
  state: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CentreApplicationListItem = z.infer<typeof centreApplicationListItemSchema>;

export const centreApplicationDetailSchema = centreApplicationListItemSchema.extend({
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  courses: z.array(z.object({ code: z.string(), name: z.string() })),
  files: z.array(centreApplicationFileSchema),
  checklist: z.record(z.enum(CENTRE_CHECKLIST_ITEMS), z.boolean()),
  staffMessage: z.string().nullable(),
  applicantNote: z.string().nullable(),
  centreId: z.number().nullable(),
  centreCode: z.string().nullable(),
  managerUserId: z.number().nullable(),
  decidedAt: z.string().nullable(),
});
export type CentreApplicationDetail = z.infer<typeof centreApplicationDetailSchema>;

export const centreApplicationListQuerySchema = z.object({
  status: z.enum(CENTRE_APPLICATION_STATUSES).optional(),
});

/** Some items of the checklist (those not named keep their state). */
export const centreChecklistBodySchema = z.object({
  checklist: z.partialRecord(z.enum(CENTRE_CHECKLIST_ITEMS), z.boolean()),
});

export const centreRequestMoreBodySchema = z.object({
  message: z
    .string({ error: CENTRE_APPLICATION_MESSAGES.messageRequired })
    .trim()
    .min(1, CENTRE_APPLICATION_MESSAGES.messageRequired)
    .max(2000, 'The message must be less than 2000 characters long'),
});

export const centreRefuseBodySchema = z.object({
  reason: z
    .string({ error: CENTRE_APPLICATION_MESSAGES.reasonRequired })
    .trim()
    .min(1, CENTRE_APPLICATION_MESSAGES.reasonRequired)
    .max(2000, 'The reason must be less than 2000 characters long'),
});

/** Approving: the new centre's code (head office chooses it, as on the Centres screen). */
export const centreApproveBodySchema = z.object({ code: centreFormSchema.shape.code });

export const centreApplicationTokenBodySchema = z.object({
  token: z.string().min(20).max(100),
});

/** What the applicant's link shows: what head office asked for. */
export const centreApplicationMoreViewSchema = z.object({
  centreName: z.string(),
  message: z.string(),
});
