export const ROLES = ['head_office', 'centre_staff', 'teacher', 'student', 'registered'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that run a centre or the network: the dashboard, each as far as its role allows. */
export const STAFF_ROLES = ['head_office', 'centre_staff'] as const satisfies readonly Role[];

/**
 * Roles that sign in at /admin: staff, and teachers, who reach only the batches assigned to them
 * (decision 0069); every dashboard route refuses a teacher unless it lets teachers in.
 */
export const DASHBOARD_ROLES = [...STAFF_ROLES, 'teacher'] as const satisfies readonly Role[];

export const isDashboardRole = (role: Role): boolean =>
  (DASHBOARD_ROLES as readonly Role[]).includes(role);
