// Course fees set by head office: the wallet debits and the student's course fee in instalments.
import './zod-setup';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './account-fields';
import { MAX_AMOUNT_PAISE } from './money';

/** One instalment of a course fee: due so many days after admission. */
export const courseInstalmentSchema = z.object({
  afterDays: z.number().int().min(0).max(3650),
  amountPaise: z
    .number()
    .positive(ACCOUNT_MESSAGES.amountPositive)
    // Before int(), so that a huge number is told the limit rather than about safe integers.
    .max(MAX_AMOUNT_PAISE, { message: ACCOUNT_MESSAGES.amountTooLarge, abort: true })
    .int(),
});
export type CourseInstalment = z.infer<typeof courseInstalmentSchema>;

const paiseField = z
  .number()
  .min(0, 'The amount cannot be negative')
  // Before int(), so that a huge number is told the limit rather than about safe integers.
  .max(MAX_AMOUNT_PAISE, { message: ACCOUNT_MESSAGES.amountTooLarge, abort: true })
  .int();

/** Head office sets a course's fees: wallet debits and the student's course fee. */
export const courseFeeSchema = z
  .object({
    registrationFeePaise: paiseField,
    certificateFeePaise: paiseField,
    courseFeePaise: paiseField,
    instalments: z.array(courseInstalmentSchema).max(24).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.instalments.length === 0) return;
    const sum = value.instalments.reduce((s, i) => s + i.amountPaise, 0);
    if (sum !== value.courseFeePaise) {
      ctx.addIssue({
        code: 'custom',
        path: ['instalments'],
        message: ACCOUNT_MESSAGES.instalmentsSum,
      });
    }
    for (let i = 1; i < value.instalments.length; i++) {
      if (value.instalments[i]!.afterDays <= value.instalments[i - 1]!.afterDays) {
        ctx.addIssue({
          code: 'custom',
          path: ['instalments'],
          message: ACCOUNT_MESSAGES.instalmentsOrder,
        });
        return;
      }
    }
  });
export type CourseFeeValues = z.infer<typeof courseFeeSchema>;

export const courseFeeItemSchema = z.object({
  courseCode: z.string(),
  courseName: z.string(),
  registrationFeePaise: z.number(),
  certificateFeePaise: z.number(),
  courseFeePaise: z.number(),
  instalments: z.array(courseInstalmentSchema),
  updatedAt: z.string().nullable(),
});
export type CourseFeeItem = z.infer<typeof courseFeeItemSchema>;
