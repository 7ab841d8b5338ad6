import { ERROR_CODES } from '@institute/shared/api-error';
import type { SessionUser } from '@institute/shared/auth';
import { STAFF_ROLES, type Role } from '@institute/shared/roles';
import { AppError } from './errors';

/** The signed-in user of a request, with the session it came with. */
export type AuthenticatedUser = SessionUser & { sessionId: string };

export const unauthenticated = () =>
  new AppError(401, ERROR_CODES.unauthorized, 'Please sign in to continue.');

export const forbidden = (message = 'You do not have access to this.') =>
  new AppError(403, ERROR_CODES.forbidden, message);

export const isStaff = (user: { role: Role } | null): boolean =>
  !!user && (STAFF_ROLES as readonly Role[]).includes(user.role);

/**
 * Centre scoping: staff reach their own centre's records; head office reaches all. A teacher
 * reaches no centre as a whole, only the batches assigned to them (decision 0069).
 */
export function canReachCentre(user: AuthenticatedUser, centreId: number): boolean {
  return (
    user.role === 'head_office' || (user.role === 'centre_staff' && user.centreId === centreId)
  );
}
