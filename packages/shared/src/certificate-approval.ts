import './zod-setup';
import { z } from 'zod';
import { requestItemSchema } from './certificates';

/** Messages of certificate approval (four-eyes rule, unfinished courses). */
export const APPROVAL_MESSAGES = {
  ownRequest:
    'A request cannot be approved by the person who made it: another head office account must approve it (four-eyes approval is on).',
  ownRequestNote:
    'You made this request: another head office account must approve it (four-eyes approval is on).',
  headOfficeOnly: 'Only head office can approve.',
  needsPassingResultToo: 'The student also needs a passing result.',
} as const;

/**
 * A request as head office's queue shows it: whether the signed-in user may take the next step
 * (approve a requested one, mark an approved one printed) and, when not, why.
 */
export const queueItemSchema = requestItemSchema.extend({
  /** The day the course ends by its duration (admission + duration). */
  courseEndsOn: z.string(),
  /** Whether the course is finished (duration passed, or completion status Completed). */
  courseFinished: z.boolean(),
  canApprove: z.boolean(),
  canPrint: z.boolean(),
  /** Why the next step is not offered (null when it is, or when there is none). */
  blockedReason: z.string().nullable(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

/** The four-eyes rule: on, head office cannot approve its own request while another is active. */
export const approvalSettingsSchema = z.object({
  fourEyes: z.boolean(),
  updatedAt: z.string().nullable(),
  /** Other active head office accounts exist (if not, head office may approve its own). */
  otherHeadOffice: z.boolean(),
});
export type ApprovalSettings = z.infer<typeof approvalSettingsSchema>;

export const approvalSettingsInputSchema = z.object({
  fourEyes: z.boolean({ error: 'Choose whether four-eyes approval is on.' }),
});
