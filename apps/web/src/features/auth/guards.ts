import { withoutLocale } from '@institute/shared/i18n';
import type { MessageId } from '@lingui/core';
import { isDashboardRole, type Role } from '@institute/shared/roles';
import type { SessionUser } from '@institute/shared/auth';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { signInPathFor } from '../../lib/next-path';
import { fetchSessionUser } from './auth-api';

/** Roles that use the dashboard: staff, and teachers (their own batches only, decision 0069). */
export const isStaffRole = (role: Role) => isDashboardRole(role);

/** A teacher's dashboard starts at their batches (they have no home summary). */
export const TEACHER_HOME = '/dashboard/Batches';

/** Where a password is changed (and, until then, where a flagged account is sent). */
export const PASSWORD_PATH = '/account/password';

/** Where a signed-in user belongs: staff to the dashboard, students to their profile. */
export function homeOf(user: SessionUser): string {
  if (user.role === 'teacher') return TEACHER_HOME;
  if (isStaffRole(user.role)) return '/dashboard';
  if (user.registrationNumber) return `/dashboard/student/${user.registrationNumber}`;
  return '/newuser';
}

/** The label of the way back to `homeOf(user)`, as the site's header shows it. */
export function homeLabelOf(user: SessionUser): MessageId {
  if (isStaffRole(user.role)) return 'common.nav.dashboard';
  if (user.registrationNumber) return 'common.nav.myProfile';
  return 'common.nav.myApplication';
}

/** Paths where signing in or out happens: leaving or reaching them may change who is signed in. */
const SESSION_PATHS = ['/login', '/admin', '/signup', '/newuser', '/account/password'];

/**
 * Loader of layouts that show who is signed in (the site's header): the user, or null for a
 * visitor. Never throws: a failed look-up shows the page as to a visitor.
 */
export async function optionalUser({
  context,
}: LoaderFunctionArgs): Promise<{ user: SessionUser | null }> {
  try {
    return { user: await fetchSessionUser(context) };
  } catch {
    return { user: null };
  }
}

/**
 * When `optionalUser` runs again on the client: as React Router decides, and whenever the
 * navigation leaves or reaches a page where people sign in or out (so the header follows).
 */
export function revalidateOptionalUser({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean {
  return (
    defaultShouldRevalidate ||
    SESSION_PATHS.includes(withoutLocale(currentUrl.pathname)) ||
    SESSION_PATHS.includes(withoutLocale(nextUrl.pathname))
  );
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
  // A password someone else set (decision 0060): the change-password screen comes first.
  if (user.mustChangePassword) throw redirect(PASSWORD_PATH);
  // A teacher has no summary: their dashboard opens on their batches.
  if (user.role === 'teacher' && /^\/dashboard\/?$/.test(new URL(args.request.url).pathname))
    throw redirect(TEACHER_HOME);
  return { user };
}

/** Loader of pages for any signed-in user. */
export async function requireUser(args: LoaderFunctionArgs): Promise<{ user: SessionUser }> {
  return { user: await signedIn(args) };
}
