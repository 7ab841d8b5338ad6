import { STAFF_ROLES, type Role } from '@institute/shared/roles';
import type { SessionUser } from '@institute/shared/auth';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { signInPathFor } from '../../lib/next-path';
import { fetchSessionUser } from './auth-api';

const isStaffRole = (role: Role) => (STAFF_ROLES as readonly Role[]).includes(role);

/** Where a signed-in user belongs: staff to the dashboard, students to their profile. */
export function homeOf(user: SessionUser): string {
  if (isStaffRole(user.role)) return '/dashboard';
  if (user.registrationNumber) return `/dashboard/student/${user.registrationNumber}`;
  return '/newuser';
}

async function signedIn({ request, context }: LoaderFunctionArgs): Promise<SessionUser> {
  const user = await fetchSessionUser(context);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(signInPathFor(`${url.pathname}${url.search}`));
  }
  return user;
}

/** Loader of the staff dashboard: staff only; others go to sign in or to their own home. */
export async function requireStaff(args: LoaderFunctionArgs): Promise<{ user: SessionUser }> {
  const user = await signedIn(args);
  if (!isStaffRole(user.role)) throw redirect(homeOf(user));
  return { user };
}

/** Loader of pages for any signed-in user. */
export async function requireUser(args: LoaderFunctionArgs): Promise<{ user: SessionUser }> {
  return { user: await signedIn(args) };
}
