import './zod-setup';
import { z } from 'zod';

/**
 * GET /api/reference: the lists the admission forms choose from, as stored in the database (the
 * course catalogue head office edits; retired courses included, marked).
 */
export const referenceDataSchema = z.object({
  courses: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      durationMonths: z.number().int(),
      options: z.array(z.object({ code: z.string(), name: z.string(), label: z.string() })),
      /** Retired by head office: kept for its students, not offered to new admissions. */
      retired: z.boolean(),
    }),
  ),
  states: z.array(z.string()),
  genders: z.array(z.string()),
  categories: z.array(z.string()),
  maritalStatuses: z.array(z.string()),
});

export type ReferenceData = z.infer<typeof referenceDataSchema>;
