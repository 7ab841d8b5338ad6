/** A safe place to return to after signing in: a path of this site, never another site. */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  return value;
}

/** The sign-in page for a protected path: staff sign in at /admin, everyone else at /login. */
export function signInPathFor(pathname: string): string {
  const staffArea =
    pathname.startsWith('/dashboard') && !pathname.startsWith('/dashboard/student/');
  return `${staffArea ? '/admin' : '/login'}?next=${encodeURIComponent(pathname)}`;
}
