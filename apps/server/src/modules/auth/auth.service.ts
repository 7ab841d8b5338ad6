import { AUTH_MESSAGES, type ChangePasswordInput, type SessionUser } from '@institute/shared/auth';
import { STAFF_ROLES, type Role } from '@institute/shared/roles';
import type { AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import {
  createDatabaseFailureStore,
  createMemorySessionCache,
  type LoginFailureStore,
  type SessionCache,
} from '../../lib/shared-counters';
import { nowIso } from '../../lib/time';
import type { AuthRepository } from './auth.repository';
import { newSessionToken } from './sessions';

/** Failed sign-ins: per account and per client, counted in a window, then locked for a while. */
export const LOCKOUT = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  maxPerAccount: 5,
  maxPerClient: 20,
  /** From this many failures on, each further answer is slowed. */
  slowAfter: 2,
  maxDelayMs: 3000,
} as const;

/** Sessions are extended on use, at most this often. */
const EXTEND_EVERY_MS = 5 * 60_000;

export interface Client {
  ip: string;
  userAgent: string | null;
}

export interface AuthServiceOptions {
  repository: AuthRepository;
  audit: AuditLog;
  sessionTtlMs: number;
  sleep?: (ms: number) => Promise<void>;
  /** Resolved sessions reused for a few seconds (lib/shared-counters.ts); default: none. */
  sessionCache?: SessionCache;
  /** Where failed sign-ins are counted; default: the database (login_failures). */
  loginFailures?: LoginFailureStore;
}

export interface StartedSession {
  token: string;
  expiresAt: Date;
  user: SessionUser;
  /** The interface language the person chose before (issue 18), to follow them to this device. */
  language?: 'en' | 'hi';
}

const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.loginFailed);

export function createAuthService(options: AuthServiceOptions) {
  const { repository, audit, sessionTtlMs } = options;
  const sleep = options.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const sessionCache = options.sessionCache ?? createMemorySessionCache(0);
  const failures = options.loginFailures ?? createDatabaseFailureStore(repository);
  // Verifying against a real hash when the email is unknown keeps both answers equally slow.
  let dummyHash: Promise<string> | undefined;

  const keysFor = (email: string, client: Client) => ({
    account: `account:${email}`,
    client: `client:${client.ip}`,
  });

  async function refuseIfLocked(keys: { account: string; client: string }): Promise<void> {
    const now = Date.now();
    const lockedUntil = await failures.lockedUntil([keys.account, keys.client]);
    if (lockedUntil > now) {
      const minutes = Math.ceil((lockedUntil - now) / 60_000);
      throw new AppError(429, 'TOO_MANY_ATTEMPTS', AUTH_MESSAGES.lockedOut(minutes));
    }
  }

  async function recordFailure(keys: { account: string; client: string }): Promise<void> {
    let delay = 0;
    for (const [key, max] of [
      [keys.account, LOCKOUT.maxPerAccount],
      [keys.client, LOCKOUT.maxPerClient],
    ] as const) {
      const count = await failures.record(key, {
        windowMs: LOCKOUT.windowMs,
        lockMs: LOCKOUT.lockMs,
        max,
      });
      // Scale the client's count so one busy address is slowed like one account.
      const scaled = key === keys.account ? count : Math.ceil(count / 4);
      if (scaled > LOCKOUT.slowAfter) {
        delay = Math.max(
          delay,
          Math.min(250 * 2 ** (scaled - LOCKOUT.slowAfter - 1), LOCKOUT.maxDelayMs),
        );
      }
    }
    if (delay > 0) await sleep(delay);
  }

  async function checkPassword(email: string, password: string, client: Client) {
    const keys = keysFor(email, client);
    await refuseIfLocked(keys);
    const user = await repository.findUserByEmail(email);
    const valid = user
      ? await verifyPassword(user.password_hash, password)
      : await verifyPassword(await (dummyHash ??= hashPassword('not a real password')), password);
    if (!user || !valid) {
      await recordFailure(keys);
      throw invalidCredentials();
    }
    return { user, keys };
  }

  function refuseInactive(user: { status: string; centre_status: string | null }): void {
    if (user.status !== 'active')
      throw new AppError(403, 'ACCOUNT_DISABLED', AUTH_MESSAGES.accountDisabled);
    if (user.centre_status && user.centre_status !== 'active') {
      throw new AppError(403, 'CENTRE_SUSPENDED', AUTH_MESSAGES.centreSuspended);
    }
  }

  async function startSession(
    user: { id: number; name: string; email: string; role: Role; centre_id: number | null },
    registrationNumber: string | null,
    client: Client,
  ): Promise<StartedSession> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + sessionTtlMs);
    const { token, id } = newSessionToken();
    await repository.insertSession({
      id,
      userId: user.id,
      now: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    });
    const preferences = await repository.storedPreferences(user.id);
    await audit({
      userId: user.id,
      centreId: user.centre_id,
      action: 'login',
      entity: 'user',
      entityId: user.id,
      ip: client.ip,
    });
    return {
      token,
      expiresAt,
      ...(preferences.stored ? { language: preferences.locale } : {}),
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        centreId: user.centre_id,
        registrationNumber,
      },
    };
  }

  return {
    async register(input: { name: string; email: string; password: string }, client: Client) {
      const id = await repository.insertUser({
        email: input.email,
        name: input.name,
        password_hash: await hashPassword(input.password),
        role: 'registered',
        now: nowIso(),
      });
      if (id === null) throw new AppError(409, 'EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
      await audit({
        userId: id,
        centreId: null,
        action: 'register',
        entity: 'user',
        entityId: id,
        ip: client.ip,
      });
      return { id };
    },

    /** Students and registered users; with a registration number, only that student's account. */
    async login(
      input: { registration?: string; email: string; password: string },
      client: Client,
    ): Promise<StartedSession> {
      const { user, keys } = await checkPassword(input.email, input.password, client);
      let registrationNumber: string | null;
      if (input.registration) {
        // Registration numbers are issued in upper case; people type them in either.
        const student = await repository.findStudentByRegistration(
          input.registration.trim().toUpperCase(),
        );
        const owns =
          student &&
          (student.user_id === user.id ||
            (student.user_id === null && student.email?.toLowerCase() === user.email));
        if (!student || !owns) {
          await recordFailure(keys);
          throw invalidCredentials();
        }
        if (student.user_id === null) {
          await repository.linkStudent(student.id, user.id, nowIso());
          // The account's other sessions become a student's.
          await sessionCache.forgetUser(user.id);
        }
        registrationNumber = student.registration_number;
      } else {
        registrationNumber =
          (await repository.findStudentOfUser(user.id))?.registration_number ?? null;
      }
      if ((STAFF_ROLES as readonly Role[]).includes(user.role)) {
        throw new AppError(403, 'USE_ADMIN_LOGIN', 'Staff accounts sign in at /admin.');
      }
      refuseInactive(user);
      await failures.clear(keys.account);
      const role = registrationNumber && user.role === 'registered' ? 'student' : user.role;
      return startSession({ ...user, role }, registrationNumber, client);
    },

    /** Centre staff and head office only. */
    async adminLogin(
      input: { email: string; password: string },
      client: Client,
    ): Promise<StartedSession> {
      const { user, keys } = await checkPassword(input.email, input.password, client);
      if (!(STAFF_ROLES as readonly Role[]).includes(user.role)) {
        throw new AppError(403, 'NOT_STAFF', AUTH_MESSAGES.notStaff);
      }
      refuseInactive(user);
      await failures.clear(keys.account);
      return startSession(user, null, client);
    },

    /** The signed-in user of a session id, extending the session while it is used; null if none. */
    async resolveSession(sessionId: string): Promise<AuthenticatedUser | null> {
      const cached = await sessionCache.get(sessionId);
      if (cached) return cached;
      const now = new Date();
      const row = await repository.findLiveSession(sessionId, now.toISOString());
      if (!row) return null;
      if (now.getTime() - Date.parse(row.last_seen_at) > EXTEND_EVERY_MS) {
        await repository.extendSession(
          sessionId,
          now.toISOString(),
          new Date(now.getTime() + sessionTtlMs).toISOString(),
        );
      }
      const user: AuthenticatedUser = {
        sessionId,
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        centreId: row.centre_id,
        registrationNumber: row.registration_number ?? null,
      };
      await sessionCache.set(sessionId, user, Date.parse(row.expires_at));
      return user;
    },

    async logout(user: AuthenticatedUser, client: Client): Promise<void> {
      await repository.revokeSession(user.sessionId, nowIso());
      await sessionCache.forget(user.sessionId);
      await audit({
        userId: user.id,
        centreId: user.centreId,
        action: 'logout',
        entity: 'user',
        entityId: user.id,
        ip: client.ip,
      });
    },

    /** Changes the password and signs out every other session of the account. */
    async changePassword(user: AuthenticatedUser, input: ChangePasswordInput, client: Client) {
      const row = await repository.findUserById(user.id);
      if (!row || !(await verifyPassword(row.password_hash, input.currentPassword))) {
        throw new AppError(400, 'VALIDATION_ERROR', 'The current password is not correct.', {
          currentPassword: ['The current password is not correct.'],
        });
      }
      const now = nowIso();
      await repository.updatePassword(user.id, await hashPassword(input.newPassword), now);
      await repository.revokeUserSessions(user.id, now, user.sessionId);
      await sessionCache.forgetUser(user.id);
      await audit({
        userId: user.id,
        centreId: user.centreId,
        action: 'change_password',
        entity: 'user',
        entityId: user.id,
        ip: client.ip,
      });
    },

    notificationPreferences: (user: AuthenticatedUser) =>
      repository.notificationPreferences(user.id),

    /** The interface language chosen with the switch, kept as the person's message language too. */
    async saveLanguage(user: AuthenticatedUser, locale: 'en' | 'hi') {
      const { reminders } = await repository.notificationPreferences(user.id);
      await repository.saveNotificationPreferences(user.id, { locale, reminders });
    },

    async saveNotificationPreferences(
      user: AuthenticatedUser,
      choice: { locale: 'en' | 'hi'; reminders: boolean },
    ) {
      await repository.saveNotificationPreferences(user.id, choice);
      return repository.notificationPreferences(user.id);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
