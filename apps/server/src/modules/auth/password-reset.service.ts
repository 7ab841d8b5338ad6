import { NOTIFICATION_MESSAGES, type ResetChannel } from '@institute/shared/notifications';
import { isDashboardRole, type Role } from '@institute/shared/roles';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { AuditLog } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import type { SessionCache } from '../../lib/shared-counters';
import { nowIso } from '../../lib/time';
import { enqueueNotification } from '../notifications/enqueue';
import type { PasswordResetRepository } from './password-reset.repository';

/** A reset link or code works once, for this long. */
export const RESET_TTL_MS = 30 * 60_000;
/** At most this many resets are sent to one account per hour (more asks are ignored, silently). */
export const RESETS_PER_HOUR = 3;
/** A code is dead after this many wrong tries. */
export const CODE_TRIES = 5;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A code has few digits: its hash is salted with the account and the time it was made. */
const codeHash = (userId: number, createdAt: string, code: string) =>
  sha256(`code:${userId}:${createdAt}:${code}`);

const invalid = () => new AppError(400, 'RESET_INVALID', NOTIFICATION_MESSAGES.resetInvalid);

export interface PasswordResetOptions {
  repository: PasswordResetRepository;
  audit: AuditLog;
  sessionCache: SessionCache;
  /** Which channels can send (a reset on a channel that is off is refused, for everyone alike). */
  channels: () => { email: boolean; sms: boolean };
  /** The site's address, for the link. */
  publicUrl: string;
  /** Called after a reset message was committed to the outbox (sends it soon). */
  sent?: () => void;
}

/**
 * Forgotten passwords: a single-use link by e-mail or a 6-digit code by SMS, valid 30 minutes;
 * the answer never tells whether an account matched; a reset ends every session of the account.
 * Only SHA-256 hashes of tokens are kept; the outbox holds the link or code until it is sent.
 */
export function createPasswordResetService(options: PasswordResetOptions) {
  const { repository, audit } = options;

  return {
    async request(
      input: { email: string; registration?: string; channel: ResetChannel },
      ip: string,
    ): Promise<void> {
      if (!options.channels()[input.channel]) {
        throw new AppError(400, 'CHANNEL_OFF', NOTIFICATION_MESSAGES.channelOff);
      }
      const user = await repository.findUserByEmail(input.email);
      if (!user || user.status !== 'active' || (user.centre_status ?? 'active') !== 'active') {
        return;
      }
      let phone: string | null = null;
      if (input.registration) {
        const student = await repository.findStudentByRegistration(input.registration);
        const owns =
          student &&
          (student.user_id === user.id ||
            (student.user_id === null && student.email?.toLowerCase() === user.email));
        if (!owns) return;
        phone = student.contactno;
      }
      if (input.channel === 'sms') {
        phone ??= await repository.phoneOf(user.id);
        if (!phone) return;
      }
      const now = new Date();
      const since = new Date(now.getTime() - 3_600_000).toISOString();
      const createdAt = now.toISOString();
      const expiresAt = new Date(now.getTime() + RESET_TTL_MS).toISOString();
      const isCode = input.channel === 'sms';
      const token = isCode
        ? String(randomInt(0, 1_000_000)).padStart(6, '0')
        : randomBytes(32).toString('base64url');
      // The token travels in the fragment: never sent to a server, never in a log or a Referer.
      const secret = isCode ? token : `${options.publicUrl}/reset-password#token=${token}`;
      const queued = await repository.transaction(async (trx) => {
        if ((await repository.countSince(trx, user.id, since)) >= RESETS_PER_HOUR) return 0;
        await repository.endLiveTokens(trx, user.id, createdAt);
        await repository.insertToken(trx, {
          user_id: user.id,
          kind: isCode ? 'code' : 'link',
          token_hash: isCode ? codeHash(user.id, createdAt, token) : sha256(token),
          expires_at: expiresAt,
          created_at: createdAt,
        });
        await audit(
          {
            userId: user.id,
            centreId: user.centre_id,
            action: 'request_password_reset',
            entity: 'user',
            entityId: user.id,
            changes: { channel: input.channel },
            ip,
          },
          trx,
        );
        return enqueueNotification(trx, {
          kind: isCode ? 'password-reset-code' : 'password-reset-link',
          to: { email: user.email, phone, userId: user.id },
          centreId: user.centre_id,
          only: input.channel,
          data: { name: user.name },
          secret: { value: secret, expiresAt },
        });
      });
      if (queued > 0) options.sent?.();
    },

    /** Sets the new password with a link's token or an SMS code; every session ends. */
    async confirm(
      input:
        | { token: string; newPassword: string }
        | { email: string; code: string; newPassword: string },
      ip: string,
    ): Promise<{ signIn: '/admin' | '/login' }> {
      const now = nowIso();
      let reset: { id: number; user_id: number } | undefined;
      let user: { id: number; role: Role; centre_id: number | null } | undefined;
      if ('token' in input) {
        reset = await repository.findLiveLink(sha256(input.token), now);
        if (!reset) throw invalid();
      } else {
        const account = await repository.findUserByEmail(input.email);
        const code = account && (await repository.findLiveCode(account.id, now, CODE_TRIES));
        if (!account || !code) throw invalid();
        // The try is taken before the guess is compared: the right code, too, counts as one.
        if (!(await repository.takeCodeTry(code.id, now, CODE_TRIES))) throw invalid();
        if (codeHash(account.id, code.created_at, input.code) !== code.token_hash) throw invalid();
        reset = code;
      }
      const passwordHash = await hashPassword(input.newPassword);
      const done = await repository.transaction(async (trx) => {
        if (
          !(await repository.useToken(trx, {
            id: reset.id,
            userId: reset.user_id,
            passwordHash,
            now,
          }))
        ) {
          return false;
        }
        await repository.endLiveTokens(trx, reset.user_id, now);
        const row = await trx
          .selectFrom('users')
          .select(['id', 'role', 'centre_id'])
          .where('id', '=', reset.user_id)
          .executeTakeFirstOrThrow();
        user = row;
        await audit(
          {
            userId: row.id,
            centreId: row.centre_id,
            action: 'reset_password',
            entity: 'user',
            entityId: row.id,
            ip,
          },
          trx,
        );
        return true;
      });
      if (!done || !user) throw invalid();
      await options.sessionCache.forgetUser(user.id);
      return {
        signIn: isDashboardRole(user.role) ? '/admin' : '/login',
      };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
