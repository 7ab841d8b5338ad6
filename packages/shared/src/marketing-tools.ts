import './zod-setup';
import { z } from 'zod';

/** The download materials of 'Marketing Tools' (specification, section 2). */
export const MARKETING_TOOL_TYPES = ['Online', 'Offline'] as const;
export type MarketingToolType = (typeof MARKETING_TOOL_TYPES)[number];

export const marketingToolFieldsSchema = z.object({
  type: z.enum(MARKETING_TOOL_TYPES, { error: 'Type must be Online or Offline' }),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, { error: 'Description is required', abort: true })
    .min(3, 'Description must be at least 3 characters long')
    .max(300, 'Description must be less than 300 characters long'),
});
export type MarketingToolFields = z.infer<typeof marketingToolFieldsSchema>;

export const marketingToolSchema = z.object({
  id: z.number().int(),
  type: z.enum(MARKETING_TOOL_TYPES),
  description: z.string(),
  imageUrl: z.string(),
  downloadUrl: z.string(),
  downloadName: z.string(),
  downloadSize: z.number().int(),
  downloadType: z.string(),
  updatedAt: z.string(),
});
export type MarketingTool = z.infer<typeof marketingToolSchema>;

export const MARKETING_TOOL_MESSAGES = {
  headOfficeOnly: 'Only head office can change the marketing tools.',
  imageRequired: 'Image is required',
  fileRequired: 'Download file is required',
  added: 'Marketing tool added',
  updated: 'Marketing tool updated',
  removed: 'Marketing tool removed',
  notFound: 'No such marketing tool',
} as const;
