import './zod-setup';
import { z } from 'zod';
import type { ApiError } from './api-error';

/** The error shape as a schema, for the API's documentation and its answers. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
}) satisfies z.ZodType<ApiError>;
