import type {
  AdminLoginInput,
  LoginAnswer,
  LoginInput,
  RegisterInput,
  SessionUser,
} from '@institute/shared/auth';
import type { NotificationPreferences } from '@institute/shared/notifications';
import { api, ApiRequestError } from '../../lib/api-client';

const DISPLAY_NAME_KEY = 'name';

/** Only the display name is kept in the browser; the session itself is an httpOnly cookie. */
export function rememberDisplayName(name: string | null): void {
  try {
    if (name) localStorage.setItem(DISPLAY_NAME_KEY, name);
    else localStorage.removeItem(DISPLAY_NAME_KEY);
  } catch {
    // storage unavailable (private mode): the name is a convenience only
  }
}

export const register = (input: RegisterInput) =>
  api<{ message: string }>('/api/register', { method: 'POST', json: input });

export async function login(input: LoginInput): Promise<LoginAnswer> {
  const answer = await api<LoginAnswer>('/api/login', { method: 'POST', json: input });
  rememberDisplayName(answer.name);
  return answer;
}

export async function adminLogin(input: AdminLoginInput): Promise<LoginAnswer> {
  const answer = await api<LoginAnswer>('/api/admin/login', { method: 'POST', json: input });
  rememberDisplayName(answer.name);
  return answer;
}

export async function logout(): Promise<void> {
  await api('/api/logout', { method: 'POST' });
  rememberDisplayName(null);
}

/** The signed-in user, or null when nobody is (401). In a loader, pass its context. */
export async function fetchSessionUser(context?: unknown): Promise<SessionUser | null> {
  try {
    return (await api<{ user: SessionUser }>('/api/me', { context })).user;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  api<{ message: string }>('/api/account/password', { method: 'POST', json: input });

/** Which ways of sending a password reset this site has. */
export const fetchResetChannels = (context?: unknown) =>
  api<{ email: boolean; sms: boolean }>('/api/password-reset/channels', { context });

export const requestPasswordReset = (input: {
  email: string;
  registration?: string | undefined;
  channel: 'email' | 'sms';
}) => api<{ message: string }>('/api/password-reset/request', { method: 'POST', json: input });

export const confirmPasswordReset = (
  input:
    { token: string; newPassword: string } | { email: string; code: string; newPassword: string },
) =>
  api<{ message: string; signIn: '/admin' | '/login' }>('/api/password-reset/confirm', {
    method: 'POST',
    json: input,
  });

/** The signed-in person's message language and reminder choice. */
export const fetchNotificationPreferences = () =>
  api<NotificationPreferences>('/api/account/notification-preferences');

export const saveNotificationPreferences = (input: NotificationPreferences) =>
  api<NotificationPreferences>('/api/account/notification-preferences', {
    method: 'PUT',
    json: input,
  });
