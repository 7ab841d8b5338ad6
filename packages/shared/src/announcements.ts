import './zod-setup';
import { z } from 'zod';

/** Messages of the Announcements screens, shared by the forms and the server. */
export const ANNOUNCEMENT_MESSAGES = {
  titleRequired: 'Title is required',
  titleLength: 'Title must be at most 150 characters long',
  bodyRequired: 'Message is required',
  bodyLength: 'Message must be at most 2000 characters long',
  hindiBoth: 'Give both the Hindi title and message, or neither',
  audienceRequired: 'Choose who receives it',
  centreRequired: 'Choose a centre',
  courseRequired: 'Choose a course',
  batchRequired: 'Choose a batch',
  sendAtInvalid: 'Choose a date and time',
  sendAtPast: 'The time to send must be in the future',
  notAllowed: 'Only head office and centre staff send announcements.',
  audienceNotAllowed: 'You cannot send to this audience.',
  notFound: 'No such announcement',
  notCancellable: 'Only a scheduled announcement that has not started can be cancelled.',
} as const;

const M = ANNOUNCEMENT_MESSAGES;
export const ANNOUNCEMENT_LIMITS = { titleMax: 150, bodyMax: 2000, pageSize: 50 };

const id = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/**
 * Who receives an announcement (decision 0086). Always students (not archived) with their own
 * e-mail and mobile number: `all` every student of every active centre (head office only);
 * `centre` one centre's students (centre staff: their own); `course` a course's students,
 * optionally at one centre (centre staff: their own centre); `batch` the students enrolled in a
 * batch now.
 */
export const announcementAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('centre'), centreId: id.nullable().default(null) }),
    z.object({
      kind: z.literal('course'),
      courseCode: z.string().trim().min(1, M.courseRequired).max(20),
      centreId: id.nullable().default(null),
    }),
    z.object({ kind: z.literal('batch'), batchId: id }),
  ],
  { error: M.audienceRequired },
);
export type AnnouncementAudience = z.output<typeof announcementAudienceSchema>;
export const AUDIENCE_KINDS = ['all', 'centre', 'course', 'batch'] as const;

const text = (max: number, required: string, length: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, length);
const optionalText = (max: number, length: string) =>
  z
    .string()
    .trim()
    .max(max, length)
    .nullish()
    .transform((value) => (value ? value : null));

/** The wording: English required; Hindi optional (both or neither), English is the fallback. */
export const announcementTextSchema = z
  .object({
    titleEn: text(ANNOUNCEMENT_LIMITS.titleMax, M.titleRequired, M.titleLength),
    bodyEn: text(ANNOUNCEMENT_LIMITS.bodyMax, M.bodyRequired, M.bodyLength),
    titleHi: optionalText(ANNOUNCEMENT_LIMITS.titleMax, M.titleLength),
    bodyHi: optionalText(ANNOUNCEMENT_LIMITS.bodyMax, M.bodyLength),
  })
  .superRefine((value, ctx) => {
    if ((value.titleHi === null) !== (value.bodyHi === null)) {
      const path = value.titleHi === null ? 'titleHi' : 'bodyHi';
      ctx.addIssue({ code: 'custom', path: [path], message: M.hindiBoth });
    }
  });

export const announcementPreviewInputSchema = z.object({
  audience: announcementAudienceSchema,
  text: announcementTextSchema,
});
export type AnnouncementPreviewInput = z.input<typeof announcementPreviewInputSchema>;
export type AnnouncementPreviewValues = z.output<typeof announcementPreviewInputSchema>;

export const announcementFormSchema = announcementPreviewInputSchema.extend({
  /** null: now; else a date and time in India ('YYYY-MM-DDTHH:MM'), in the future. */
  sendAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, M.sendAtInvalid)
    .nullable()
    .default(null),
});
export type AnnouncementFormInput = z.input<typeof announcementFormSchema>;
export type AnnouncementFormValues = z.output<typeof announcementFormSchema>;

/** A channel the outbox has (e-mail, SMS, any added later) and the people it reaches. */
export const channelReachSchema = z.object({
  channel: z.string(),
  /** Whether the channel is set up on this server (a channel that is not is skipped). */
  configured: z.boolean(),
  people: z.number(),
});

export const announcementPreviewSchema = z.object({
  people: z.number(),
  channels: z.array(channelReachSchema),
  /** People with no address or number on any channel: nothing is sent to them. */
  unreachable: z.number(),
  en: z.object({ title: z.string(), body: z.string() }),
  /** What Hindi readers get: the Hindi text, or the English one when none was given. */
  hi: z.object({ title: z.string(), body: z.string(), fallback: z.boolean() }),
});
export type AnnouncementPreview = z.infer<typeof announcementPreviewSchema>;

export const ANNOUNCEMENT_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** A recipient's state: before enqueueing, or its messages' outbox statuses summed up. */
export const RECIPIENT_STATUSES = [
  'pending',
  'queued',
  'sent',
  'failed',
  'skipped',
  'unreachable',
] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const announcementTotalsSchema = z.object({
  recipients: z.number(),
  pending: z.number(),
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
  skipped: z.number(),
  unreachable: z.number(),
});
export type AnnouncementTotals = z.infer<typeof announcementTotalsSchema>;

export const announcementItemSchema = z.object({
  id: z.number(),
  titleEn: z.string(),
  /** null: Hindi readers get the English text. */
  titleHi: z.string().nullable(),
  audience: announcementAudienceSchema,
  status: z.enum(ANNOUNCEMENT_STATUSES),
  sendAt: z.string(),
  createdAt: z.string(),
  recipients: z.number(),
  sentBy: z.string(),
});
export type AnnouncementItem = z.infer<typeof announcementItemSchema>;

export const announcementListSchema = z.object({ items: z.array(announcementItemSchema) });
export type AnnouncementList = z.infer<typeof announcementListSchema>;

export const recipientItemSchema = z.object({
  id: z.number(),
  studentName: z.string(),
  registrationNumber: z.string(),
  status: z.enum(RECIPIENT_STATUSES),
  /** Each message written for the recipient, as the outbox has it (its status as it says). */
  messages: z.array(
    z.object({
      channel: z.string(),
      status: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});
export type RecipientItem = z.infer<typeof recipientItemSchema>;

export const announcementDetailSchema = announcementItemSchema.extend({
  bodyEn: z.string(),
  bodyHi: z.string().nullable(),
  finishedAt: z.string().nullable(),
  totals: announcementTotalsSchema,
  recipientList: z.object({
    items: z.array(recipientItemSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
});
export type AnnouncementDetail = z.infer<typeof announcementDetailSchema>;

export const announcementDetailQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** What the form offers: the centres, courses and batches the sender may address. */
export const announcementOptionsSchema = z.object({
  kinds: z.array(z.enum(AUDIENCE_KINDS)),
  centres: z.array(z.object({ id: z.number(), name: z.string() })),
  courses: z.array(z.object({ code: z.string(), name: z.string() })),
  batches: z.array(z.object({ id: z.number(), name: z.string(), centreId: z.number() })),
});
export type AnnouncementOptions = z.infer<typeof announcementOptionsSchema>;
