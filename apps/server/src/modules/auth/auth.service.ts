import { createHash } from 'node:crypto';
import { AUTH_MESSAGES, type ChangePasswordInput, type SessionUser } from '@institute/shared/auth';
import { isDashboardRole, type Role } from '@institute/shared/roles';
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
import { createKnownDevices } from './known-devices';
import { newSessionToken } from './sessions';
import type { Client } from '../../lib/client';

const HOUR = 60 * 60_000;
/** A counter that never locks by itself (its waits are set apart, below). */
const NEVER = 2 ** 31 - 1;

/**
 * Failed sign-ins (docs/security.md, decision 0050): no account is ever locked. A client (an
 * address, or a known device) that keeps failing on an account is made to wait, longer and longer;
 * an address failing on many accounts too. Every other client, and the right password from it,
 * is answered at once.
 */
export const THROTTLE = {
  /** Failures of one client on one account are counted for a day (a success starts again). */
  clientAccountWindowMs: 24 * HOUR,
  /** Failures before the first wait. */
  freeFailures: 5,
  /** ...when the account is being attacked (over its ceiling): each new client's first failure. */
  freeFailuresUnderAttack: 1,
  /** The first wait; each further failure doubles it, up to the longest. */
  firstWaitMs: 30_000,
  longestWaitMs: 15 * 60_000,
  /** Failures of one address on any accounts, in an hour, before its waits start. */
  addressWindowMs: HOUR,
  addressFreeFailures: 30,
  /**
   * Failures on one account from clients it does not know, in a day: at this many the account is
   * under attack (new clients get fewer tries before waiting) and its owner is told, once.
   */
  accountWindowMs: 24 * HOUR,
  accountCeiling: 20,
  /**
   * One attempt at a time per client and account: another sent while one is being checked is
   * refused unchecked (so a burst of concurrent guesses buys no extra tries). The mark is removed
   * when the check ends, or after this long should the process die meanwhile.
   */
  busyMs: 10_000,
} as const;

/** How long a client waits after its `failures`th failure, when `free` are allowed. */
export function waitAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(
    THROTTLE.firstWaitMs * 2 ** Math.min(failures - free, 20),
    THROTTLE.longestWaitMs,
  );
}

/** A sign-in refused until a wait ends; the routes answer it with Retry-After. */
export class SignInWait extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = retryAfterSeconds < 60
      ? AUTH_MESSAGES.waitSeconds(retryAfterSeconds)
      : AUTH_MESSAGES.lockedOut(Math.ceil(retryAfterSeconds / 60)),
  ) {
    super(429, 'TOO_MANY_ATTEMPTS', message);
  }
}

/** Counter names: hashes, so no email or address is kept in login_failures or Redis. */
const digest = (...parts: (string | number)[]) =>
  createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 32);

interface ThrottleKeys {
  /** The failures of this client on this account (cleared by a success). */
  client: string;
  clientWait: string;
  /** Marks an attempt of this client on this account being checked. */
  busy: string;
  /** Null for a known device: its failures are its own, not its address's nor the account's. */
  address: { count: string; wait: string } | null;
  account: string | null;
}

/** Sessions are extended on use, at most this often. */
const EXTEND_EVERY_MS = 5 * 60_000;

export type { Client };

export interface AuthServiceOptions {
  repository: AuthRepository;
  audit: AuditLog;
  sessionTtlMs: number;
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
  /** The known-device cookie to set: this browser now knows the account. */
  deviceCookie: string;
}

const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.loginFailed);

export function createAuthService(options: AuthServiceOptions) {
  const { repository, audit, sessionTtlMs } = options;
  const sessionCache = options.sessionCache ?? createMemorySessionCache(0);
  const failures = options.loginFailures ?? createDatabaseFailureStore(repository);
  const devices = createKnownDevices(() => {
    // Kept once read; asked again after a failure (a database that blinked).
    deviceKey ??= repository.deviceKey(nowIso()).catch((error: unknown) => {
      deviceKey = undefined;
      throw error;
    });
    return deviceKey;
  });
  let deviceKey: Promise<Buffer> | undefined;
  // Verifying against a real hash when the email is unknown keeps both answers equally slow.
  let dummyHash: Promise<string> | undefined;

  function keysFor(
    email: string,
    user: { id: number; password_changed_at: string } | undefined,
    client: Client,
    deviceId: string | null,
  ): ThrottleKeys {
    if (user && deviceId) {
      const device = digest(user.id, deviceId);
      return {
        client: `device:${device}`,
        clientWait: `device-wait:${device}`,
        busy: `device-busy:${device}`,
        address: null,
        account: null,
      };
    }
    // A password change (or reset) starts the count again: the person is not kept waiting.
    const pair = digest(email, user?.password_changed_at ?? '', client.ip);
    const address = digest(client.ip);
    return {
      client: `pair:${pair}`,
      clientWait: `pair-wait:${pair}`,
      busy: `pair-busy:${pair}`,
      address: { count: `address:${address}`, wait: `address-wait:${address}` },
      account: `account:${digest(email)}`,
    };
  }

  async function refuseWhileWaiting(keys: ThrottleKeys): Promise<void> {
    const waits = keys.address ? [keys.clientWait, keys.address.wait] : [keys.clientWait];
    const until = await failures.lockedUntil(waits);
    const now = Date.now();
    if (until > now) throw new SignInWait(Math.ceil((until - now) / 1000));
  }

  const count = (key: string, windowMs: number) =>
    failures.record(key, { windowMs, lockMs: 0, max: NEVER });
  // A wait is a lock of a key of its own, taken at its first count.
  const waitOn = (key: string, ms: number) =>
    ms > 0 ? failures.record(key, { windowMs: ms, lockMs: ms, max: 1 }) : undefined;

  async function recordFailure(
    keys: ThrottleKeys,
    user: { id: number; email: string; name: string; centre_id: number | null } | undefined,
  ): Promise<void> {
    // Counted atomically (Redis INCR, or one upsert): concurrent failures are all counted.
    const [clientFailures, addressFailures, accountFailures] = await Promise.all([
      count(keys.client, THROTTLE.clientAccountWindowMs),
      keys.address ? count(keys.address.count, THROTTLE.addressWindowMs) : 0,
      keys.account ? count(keys.account, THROTTLE.accountWindowMs) : 0,
    ]);
    const underAttack = accountFailures >= THROTTLE.accountCeiling;
    const free = underAttack ? THROTTLE.freeFailuresUnderAttack : THROTTLE.freeFailures;
    await Promise.all([
      waitOn(keys.clientWait, waitAfter(clientFailures, free)),
      keys.address &&
        waitOn(keys.address.wait, waitAfter(addressFailures, THROTTLE.addressFreeFailures)),
    ]);
    // Exactly one failure reaches the ceiling in a window: one e-mail. Unknown emails count the
    // same way and answer the same, so the attacker cannot tell whether the account exists.
    if (user && accountFailures === THROTTLE.accountCeiling) {
      await repository.warnOfFailedSignIns(user, { attempts: accountFailures, at: nowIso() });
    }
  }

  async function checkPassword(email: string, password: string, client: Client) {
    const user = await repository.findUserByEmail(email);
    const deviceId = user ? await devices.recognise(client.deviceCookie, user) : null;
    const keys = keysFor(email, user, client, deviceId);
    await refuseWhileWaiting(keys);
    if ((await count(keys.busy, THROTTLE.busyMs)) > 1) {
      throw new SignInWait(1, AUTH_MESSAGES.signInInProgress);
    }
    try {
      const valid = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyPassword(await (dummyHash ??= hashPassword('not a real password')), password);
      if (!user || !valid) {
        await recordFailure(keys, user);
        throw invalidCredentials();
      }
    } finally {
      await failures.clear(keys.busy);
    }
    return { user, keys, deviceId };
  }

  /** A success: this client's failures are forgotten and the browser knows the account. */
  async function succeeded(
    keys: ThrottleKeys,
    user: { id: number; password_changed_at: string },
    deviceId: string | null,
    client: Client,
  ): Promise<string> {
    await failures.clear(keys.client);
    return devices.remember(client.deviceCookie, user, deviceId);
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
    deviceCookie: string,
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
      deviceCookie,
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
      const { user, keys, deviceId } = await checkPassword(input.email, input.password, client);
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
          await recordFailure(keys, user);
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
      if (isDashboardRole(user.role)) {
        throw new AppError(403, 'USE_ADMIN_LOGIN', 'Staff accounts sign in at /admin.');
      }
      refuseInactive(user);
      const deviceCookie = await succeeded(keys, user, deviceId, client);
      const role = registrationNumber && user.role === 'registered' ? 'student' : user.role;
      return startSession({ ...user, role }, registrationNumber, client, deviceCookie);
    },

    /** Centre staff and head office only. */
    async adminLogin(
      input: { email: string; password: string },
      client: Client,
    ): Promise<StartedSession> {
      const { user, keys, deviceId } = await checkPassword(input.email, input.password, client);
      if (!isDashboardRole(user.role)) {
        throw new AppError(403, 'NOT_STAFF', AUTH_MESSAGES.notStaff);
      }
      refuseInactive(user);
      const deviceCookie = await succeeded(keys, user, deviceId, client);
      return startSession(user, null, client, deviceCookie);
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
        ...(row.must_change_password === 1 ? { mustChangePassword: true } : {}),
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
      // The one given (by the configuration, the console or head office) is not a new one.
      if (input.newPassword === input.currentPassword) {
        throw new AppError(400, 'VALIDATION_ERROR', AUTH_MESSAGES.samePassword, {
          newPassword: [AUTH_MESSAGES.samePassword],
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

    /** Language, reminders, and (decision 0085) the channels accepted and the opt-out switch. */
    async saveNotificationPreferences(
      user: AuthenticatedUser,
      choice: {
        locale: 'en' | 'hi';
        reminders: boolean;
        channels?: { whatsapp: boolean; sms: boolean; email: boolean };
        optedOut?: boolean;
      },
    ) {
      await repository.saveNotificationPreferences(user.id, {
        locale: choice.locale,
        reminders: choice.reminders,
        ...(choice.channels ? { channels: choice.channels } : {}),
        ...(choice.optedOut !== undefined ? { optedOut: choice.optedOut } : {}),
      });
      await audit({
        userId: user.id,
        centreId: user.centreId,
        action: 'update',
        entity: 'notification_preferences',
        entityId: user.id,
        changes: {
          reminders: choice.reminders,
          ...(choice.channels ? { channels: JSON.stringify(choice.channels) } : {}),
          ...(choice.optedOut !== undefined ? { optedOut: choice.optedOut } : {}),
        },
        ip: null,
      });
      return repository.notificationPreferences(user.id);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
