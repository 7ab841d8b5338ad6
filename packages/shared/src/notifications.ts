import './zod-setup';
import { z } from 'zod';

/** Messages of the password reset and the delivery log (issue 19). */
export const NOTIFICATION_MESSAGES = {
  resetRequested:
    'If an account matches what you entered, a message is on its way. The link or code works once, for 30 minutes.',
  resetInvalid: 'This link or code is not valid or has expired. Please ask for a new one.',
  resetDone: 'Your password has been changed. Every session of your account was signed out.',
  messagesOff:
    'Messages are off on this site: no e-mail or SMS can be sent. Please contact your centre or head office to reset your password.',
  channelOff: 'This way of sending is not set up on this site.',
  headOfficeOnly: 'Only head office can see the delivery log.',
  retried: 'The message will be sent again.',
  notRetriable: 'Only a message that failed or was not sent can be sent again.',
  codeFormat: 'Enter the 6-digit code from the SMS',
} as const;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { message: 'Email is required', abort: true })
  .regex(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/, 'Invalid email format')
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: 'New password is required' })
  .min(8, 'New password must be at least 8 characters long')
  .max(100, 'Password must be less than 100 characters long');

export const RESET_CHANNELS = ['email', 'sms'] as const;
export type ResetChannel = (typeof RESET_CHANNELS)[number];

/** POST /api/password-reset/request: the same answer whether or not an account matches. */
export const resetRequestSchema = z.object({
  email,
  /** Students may add their registration number (the code then goes to the student's mobile). */
  registration: z
    .string()
    .trim()
    .max(100)
    .transform((value) => (value === '' ? undefined : value.toUpperCase()))
    .optional(),
  channel: z.enum(RESET_CHANNELS, { error: 'Choose e-mail or SMS' }),
});
export type ResetRequestInput = z.input<typeof resetRequestSchema>;

/** POST /api/password-reset/confirm: with the link's token, or with the e-mail and the SMS code. */
export const resetConfirmSchema = z.union([
  z.object({ token: z.string().min(20).max(200), newPassword }),
  z.object({
    email,
    code: z
      .string({ error: NOTIFICATION_MESSAGES.codeFormat })
      .trim()
      .regex(/^\d{6}$/, NOTIFICATION_MESSAGES.codeFormat),
    newPassword,
  }),
]);
export type ResetConfirmInput = z.input<typeof resetConfirmSchema>;

/** The form of the SMS code (one schema for the page and the server's code branch). */
export const resetCodeFormSchema = z.object({
  email,
  code: z
    .string({ error: NOTIFICATION_MESSAGES.codeFormat })
    .trim()
    .regex(/^\d{6}$/, NOTIFICATION_MESSAGES.codeFormat),
  newPassword,
});
export type ResetCodeFormInput = z.input<typeof resetCodeFormSchema>;

export const resetLinkFormSchema = z.object({ newPassword });
export type ResetLinkFormInput = z.input<typeof resetLinkFormSchema>;

export const resetConfirmAnswerSchema = z.object({
  message: z.string(),
  /** Where the account signs in: '/admin' for staff, '/login' otherwise. */
  signIn: z.enum(['/admin', '/login']),
});

/** Which channels this installation can send on (GET /api/password-reset/channels). */
export const channelsSchema = z.object({ email: z.boolean(), sms: z.boolean() });
export type Channels = z.infer<typeof channelsSchema>;

export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const MESSAGE_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** What WhatsApp's webhooks said of a message, moving only forward (decision 0085). */
export const PROVIDER_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** A row of the delivery log (GET /api/dashboard/notifications); recipients are masked. */
export const deliveryItemSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** The message's name as people read it. */
  title: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  /** WhatsApp: the latest status its webhooks reported, and when. */
  deliveryStatus: z.enum(PROVIDER_STATUSES).nullable(),
  deliveryStatusAt: z.string().nullable(),
  /** The failed message this one replaces (the next channel of the kind's order). */
  fallbackOf: z.number().int().nullable(),
  recipient: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type DeliveryItem = z.infer<typeof deliveryItemSchema>;

export const deliveryListSchema = z.object({
  channels: channelsSchema.extend({ whatsapp: z.boolean() }),
  items: z.array(deliveryItemSchema),
});
export type DeliveryList = z.infer<typeof deliveryListSchema>;

export const deliveryQuerySchema = z.object({
  status: z.enum(DELIVERY_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'Hindi' };

/** An e-mail's wording as head office sees and edits it (GET /api/dashboard/notifications/templates). */
export const templateItemSchema = z.object({
  kind: z.string(),
  title: z.string(),
  locale: z.enum(LOCALES),
  subject: z.string(),
  body: z.string(),
  /** True when head office changed the built-in wording. */
  edited: z.boolean(),
  /** The placeholders this message may use, e.g. name, registrationNumber. */
  placeholders: z.array(z.string()),
});
export type TemplateItem = z.infer<typeof templateItemSchema>;

export const TEMPLATE_MESSAGES = {
  subjectRequired: 'Subject is required',
  bodyRequired: 'Message is required',
  unknownPlaceholder: (names: string[]) =>
    `Unknown placeholder${names.length === 1 ? '' : 's'}: ${names.map((n) => `{${n}}`).join(', ')}`,
  saved: 'Template saved. New messages use it.',
  restored: 'The built-in wording is back.',
} as const;

/** The edit form (and the preview): one schema for the screen and the server. */
export const templateFormSchema = z.object({
  subject: z
    .string({ error: TEMPLATE_MESSAGES.subjectRequired })
    .trim()
    .min(1, TEMPLATE_MESSAGES.subjectRequired)
    .max(200, 'Subject must be at most 200 characters'),
  body: z
    .string({ error: TEMPLATE_MESSAGES.bodyRequired })
    .trim()
    .min(1, TEMPLATE_MESSAGES.bodyRequired)
    .max(5000, 'Message must be at most 5000 characters'),
});
export type TemplateFormInput = z.input<typeof templateFormSchema>;

export const templatePreviewSchema = z.object({ subject: z.string(), body: z.string() });
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

/** The languages a person may receive messages in. */
export const MESSAGE_LOCALES = ['en', 'hi'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

/** GET/PUT /api/account/notification-preferences: the signed-in person's message preferences. */
export const notificationPreferencesSchema = z.object({
  locale: z.enum(MESSAGE_LOCALES, { error: 'Choose English or Hindi' }),
  /** Reminders (such as dues reminders); never the password reset or other messages. */
  reminders: z.boolean({ error: 'Choose whether to receive reminders' }),
  /** The channels the person accepts (essential messages, such as a reset code, always go). */
  channels: z.object({ whatsapp: z.boolean(), sms: z.boolean(), email: z.boolean() }).optional(),
  /** Only essential messages: the profile's opt-out switch. */
  optedOut: z.boolean().optional(),
  /** Read only: the person's mobile number replied STOP on WhatsApp (START undoes it). */
  whatsappStopped: z.boolean().optional(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Head office's channel order for a kind (GET/PUT /api/dashboard/notifications/channel-orders). */
export const channelOrderSchema = z.object({
  kind: z.string(),
  title: z.string(),
  channels: z.array(z.enum(MESSAGE_CHANNELS)),
  /** Essential messages go whatever the person chose. */
  essential: z.boolean(),
  edited: z.boolean(),
});
export type ChannelOrder = z.infer<typeof channelOrderSchema>;

export const CHANNEL_ORDER_MESSAGES = {
  distinct: 'Choose each channel at most once',
  saved: 'The order is saved. New messages follow it.',
} as const;

export const channelOrderFormSchema = z.object({
  channels: z
    .array(z.enum(MESSAGE_CHANNELS))
    .min(1)
    .max(3)
    .refine((list) => new Set(list).size === list.length, CHANNEL_ORDER_MESSAGES.distinct),
});
export type ChannelOrderForm = z.infer<typeof channelOrderFormSchema>;
