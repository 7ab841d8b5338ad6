import './zod-setup';
import { z } from 'zod';
import { ROLES } from './roles';

/** Messages of the educator profile, shared by the form and the server. */
export const STAFF_PROFILE_MESSAGES = {
  phoneInvalid: 'Enter a valid 10-digit mobile number',
  bioTooLong: 'Bio must be less than 500 characters long',
  postRequired: 'Post is required',
  postTooLong: 'Post must be less than 500 characters long',
  postNotFound: 'No such post',
  notYourPost: 'You can delete only your own posts.',
  centreStaffOnly: 'Posts are for centre staff; head office posts are its centre messages.',
  saved: 'Profile saved',
  posted: 'Post published',
  deleted: 'Post deleted',
} as const;

export const PROFILE_LIMITS = { bioMax: 500, postMax: 500, activeMinutes: 15 } as const;

const MOBILE_PATTERN = /^[6-9]\d{9}$/;
const normaliseMobile = (value: string) => {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
};

const M = STAFF_PROFILE_MESSAGES;

export const profileFormSchema = z.object({
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || MOBILE_PATTERN.test(normaliseMobile(value)), M.phoneInvalid)
    .transform((value) => (value === '' ? null : normaliseMobile(value))),
  bio: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.bioMax, M.bioTooLong)
    .transform((value) => (value === '' ? null : value)),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

export const postFormSchema = z.object({
  body: z
    .string({ error: M.postRequired })
    .trim()
    .min(1, M.postRequired)
    .max(PROFILE_LIMITS.postMax, M.postTooLong),
});
export type PostFormValues = z.output<typeof postFormSchema>;

const personSchema = z.object({
  id: z.number(),
  name: z.string(),
  role: z.enum(ROLES),
  centreName: z.string().nullable(),
  centreCode: z.string().nullable(),
});
export type ProfilePerson = z.infer<typeof personSchema>;

export const profilePostSchema = z.object({
  /** 'post': a centre staff member's update; 'message': a centre message head office wrote. */
  kind: z.enum(['post', 'message']),
  id: z.number(),
  title: z.string().nullable(),
  body: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  mine: z.boolean(),
});
export type ProfilePost = z.infer<typeof profilePostSchema>;

export const staffProfileSchema = z.object({
  about: z.object({
    id: z.number(),
    name: z.string(),
    role: z.enum(ROLES),
    email: z.string(),
    phone: z.string().nullable(),
    bio: z.string().nullable(),
    memberSince: z.string(),
    centre: z
      .object({ id: z.number(), code: z.string(), name: z.string(), address: z.string() })
      .nullable(),
  }),
  posts: z.array(profilePostSchema),
  youMightKnow: z.array(personSchema),
  active: z.array(personSchema.extend({ lastSeenAt: z.string() })),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;
