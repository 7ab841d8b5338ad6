import '../zod-setup';
import { z } from 'zod';

export const ENQUIRY_STATUSES = ['new', 'contacted', 'converted', 'closed'] as const;

/** One enquiry as staff read it (GET /api/dashboard/enquiries). */
export const enquiryListItemSchema = z.object({
  id: z.number().int(),
  source: z.enum(['contact', 'buy_now', 'check_out']),
  courseTitle: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  centreId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type EnquiryListItem = z.infer<typeof enquiryListItemSchema>;

export const enquiryListQuerySchema = z.object({
  status: z.enum(ENQUIRY_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
