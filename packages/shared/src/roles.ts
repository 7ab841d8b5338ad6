export const ROLES = ['head_office', 'centre_staff', 'student', 'registered'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that sign in at /admin and use the dashboard. */
export const STAFF_ROLES = ['head_office', 'centre_staff'] as const satisfies readonly Role[];
