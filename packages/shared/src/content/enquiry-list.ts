import '../zod-setup';
import { z } from 'zod';

export const ENQUIRY_STATUSES = ['new', 'contacted', 'converted', 'closed'] as const;
export const ENQUIRY_LIST_SOURCES = ['contact', 'buy_now', 'check_out'] as const;

export const ENQUIRY_STATUS_LABELS: Record<(typeof ENQUIRY_STATUSES)[number], string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
  closed: 'Closed',
};
export const ENQUIRY_SOURCE_LABELS: Record<(typeof ENQUIRY_LIST_SOURCES)[number], string> = {
  contact: 'Contact form',
  buy_now: 'Buy Now',
  check_out: 'Check Out',
};

/** One enquiry as staff read it (GET /api/dashboard/enquiries). */
export const enquiryListItemSchema = z.object({
  id: z.number().int(),
  source: z.enum(ENQUIRY_LIST_SOURCES),
  courseTitle: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  centreId: z.number().int().nullable(),
  centreName: z.string().nullable(),
  notesCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EnquiryListItem = z.infer<typeof enquiryListItemSchema>;

export const enquiryNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type EnquiryNote = z.infer<typeof enquiryNoteSchema>;

export const enquiryDetailSchema = enquiryListItemSchema.extend({
  notes: z.array(enquiryNoteSchema),
});
export type EnquiryDetail = z.infer<typeof enquiryDetailSchema>;

/** Filters of the list and of the CSV export. */
export const enquiryFilterSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES).optional(),
  source: z.enum(ENQUIRY_LIST_SOURCES).optional(),
  q: z.string().trim().max(100, 'Search must be less than 100 characters long').optional(),
  /** Head office: one centre's enquiries, or 'unassigned'. */
  centre: z.union([z.literal('unassigned'), z.coerce.number().int().positive()]).optional(),
});
export type EnquiryFilter = z.infer<typeof enquiryFilterSchema>;

export const enquiryListQuerySchema = enquiryFilterSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const enquiryStatusBodySchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, {
    error: 'Choose a status: new, contacted, converted or closed',
  }),
});

export const enquiryNoteBodySchema = z.object({
  text: z
    .string({ error: 'Note is required' })
    .trim()
    .min(1, { error: 'Note is required', abort: true })
    .max(2000, 'Note must be less than 2000 characters long'),
});

export const enquiryAssignBodySchema = z.object({
  centreId: z.number({ error: 'Choose a centre' }).int().positive().nullable(),
});

export const ENQUIRY_MESSAGES = {
  notFound: 'No such enquiry',
  headOfficeOnly: 'Only head office can assign enquiries to a centre.',
  centreNotFound: 'No such centre',
  statusSaved: 'Status saved',
  noteAdded: 'Note added',
  assigned: 'Enquiry assigned',
} as const;
