import './zod-setup';
import { z } from 'zod';

/** Messages of the Center Message screen, shared by the form and the server. */
export const CENTRE_MESSAGE_MESSAGES = {
  subjectRequired: 'Subject is required',
  subjectLength: 'Subject must be 3 to 200 characters long',
  bodyRequired: 'Message is required',
  bodyTooLong: 'Message must be less than 5000 characters long',
  centresRequired: 'Choose at least one centre',
  unknownCentre: 'One of the chosen centres does not exist',
  headOfficeOnly: 'Only head office can write centre messages.',
  centreStaffOnly:
    'Centre messages are read by centre staff; head office sees the messages it sent.',
  notFound: 'No such message',
  sent: 'Message sent',
  markedRead: 'Marked as read',
  allMarkedRead: 'All messages marked as read',
} as const;

export const MESSAGE_AUDIENCES = ['all', 'chosen'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];
export const MESSAGE_LIMITS = { subjectMin: 3, subjectMax: 200, bodyMax: 5000, pageSize: 20 };

const M = CENTRE_MESSAGE_MESSAGES;

export const centreMessageFormSchema = z
  .object({
    subject: z
      .string({ error: M.subjectRequired })
      .trim()
      .min(1, { message: M.subjectRequired, abort: true })
      .min(MESSAGE_LIMITS.subjectMin, M.subjectLength)
      .max(MESSAGE_LIMITS.subjectMax, M.subjectLength),
    body: z
      .string({ error: M.bodyRequired })
      .trim()
      .min(1, M.bodyRequired)
      .max(MESSAGE_LIMITS.bodyMax, M.bodyTooLong),
    audience: z.enum(MESSAGE_AUDIENCES, { error: M.centresRequired }),
    centreIds: z
      .array(
        z
          .number()
          .int()
          .positive()
          .max(2 ** 31 - 1),
      )
      .max(1000)
      .default([]),
    important: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.audience === 'chosen' && value.centreIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['centreIds'], message: M.centresRequired });
    }
  });
export type CentreMessageFormInput = z.input<typeof centreMessageFormSchema>;
export type CentreMessageFormValues = z.output<typeof centreMessageFormSchema>;

/** A message as a centre staff member reads it. */
export const inboxMessageSchema = z.object({
  id: z.number(),
  subject: z.string(),
  body: z.string(),
  important: z.boolean(),
  authorName: z.string(),
  createdAt: z.string(),
  /** When this staff member read it; null while unread. */
  readAt: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxSchema = z.object({
  items: z.array(inboxMessageSchema),
  total: z.number(),
  unreadCount: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type Inbox = z.infer<typeof inboxSchema>;

export const inboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** A message as head office sees what it sent, with how far it has been read. */
export const sentMessageSchema = z.object({
  id: z.number(),
  subject: z.string(),
  body: z.string(),
  important: z.boolean(),
  audience: z.enum(MESSAGE_AUDIENCES),
  centres: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
  authorName: z.string(),
  createdAt: z.string(),
  /** Active staff accounts of the addressed centres, and how many of them read it. */
  staffTotal: z.number(),
  staffRead: z.number(),
  /** Addressed centres, and at how many of them at least one staff member read it. */
  centresTotal: z.number(),
  centresRead: z.number(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number() });
