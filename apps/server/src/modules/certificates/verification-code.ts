import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  normalizeVerificationCode,
  VERIFICATION_CODE_ALPHABET,
  VERIFICATION_CODE_LENGTH,
} from '@institute/shared/certificates';

/** A new verification code: 10 characters drawn by crypto.randomInt (50 bits), stored form. */
export const newVerificationCode = () =>
  Array.from(
    { length: VERIFICATION_CODE_LENGTH },
    () => VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)],
  ).join('');

/** Equal strings, compared in constant time (for strings of the same length). */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  // timingSafeEqual needs equal lengths; comparing with itself keeps the time the same.
  if (left.length !== right.length) {
    timingSafeEqual(right, right);
    return false;
  }
  return timingSafeEqual(left, right);
}

/** Whether a typed code (any case, hyphen or not, O/I/L accepted) is the stored one. */
export function codeMatches(typed: string, stored: string | null): boolean {
  const normalized = normalizeVerificationCode(typed);
  if (!normalized || !stored) return false;
  return constantTimeEqual(normalized, stored);
}

/**
 * Short-lived links to a certificate's photo, handed out only with a verification that matched:
 * `<expiry in seconds>.<HMAC>`, under a key of this process (links die with a restart, which only
 * means looking the certificate up again).
 */
export function createPhotoLinks(ttlSeconds = 15 * 60, key = randomBytes(32)) {
  const mac = (number: string, expires: number) =>
    createHmac('sha256', key).update(`${number}.${expires}`).digest('base64url');
  return {
    token(number: string, now = Date.now()): string {
      const expires = Math.floor(now / 1000) + ttlSeconds;
      return `${expires}.${mac(number, expires)}`;
    },
    valid(number: string, token: string | undefined, now = Date.now()): boolean {
      const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token ?? '');
      if (!match) return false;
      const expires = Number(match[1]);
      if (expires < now / 1000) return false;
      return constantTimeEqual(match[2]!, mac(number, expires));
    },
  };
}
