import type { SessionUser } from '@institute/shared/auth';
import { useRouteLoaderData } from 'react-router';

/** The signed-in staff member, from the dashboard route's loader (undefined outside it). */
export function useStaffUser(): SessionUser | undefined {
  return useRouteLoaderData<{ user: SessionUser }>('dashboard')?.user;
}

export const isHeadOffice = (user: SessionUser | undefined) => user?.role === 'head_office';
