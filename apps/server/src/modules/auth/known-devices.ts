import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Known devices (docs/security.md): a browser where an account signed in successfully keeps a
 * signed cookie naming the account; its sign-ins to that account are then throttled per device,
 * not per address, so strangers failing from anywhere (even the same address) never make it wait.
 * The cookie holds entries `<user id>.<issued, seconds>.<device id>.<signature>`, separated by
 * `~`, the newest first; the signature (HMAC-SHA256 under a key kept in the database) also covers
 * when the account's password last changed, so a password change forgets every device.
 */

export const DEVICE_COOKIE = 'known_device';
/** A known device is forgotten this long after its last successful sign-in. */
export const DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60_000;
/** Accounts remembered by one browser (a centre's shared computer), the most recent kept. */
const MAX_ENTRIES = 5;

interface Account {
  id: number;
  password_changed_at: string;
}

interface Entry {
  userId: number;
  issued: number;
  deviceId: string;
  signature: string;
}

function parse(cookie: string | undefined): Entry[] {
  if (!cookie || cookie.length > 2000) return [];
  const entries: Entry[] = [];
  for (const part of cookie.split('~').slice(0, MAX_ENTRIES)) {
    const match = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{16,43})\.([A-Za-z0-9_-]{43})$/.exec(
      part,
    );
    if (match) {
      entries.push({
        userId: Number(match[1]),
        issued: Number(match[2]),
        deviceId: match[3]!,
        signature: match[4]!,
      });
    }
  }
  return entries;
}

const format = (entry: Entry) =>
  `${entry.userId}.${entry.issued}.${entry.deviceId}.${entry.signature}`;

export function createKnownDevices(key: () => Promise<Buffer>) {
  const sign = async (account: Account, issued: number, deviceId: string) =>
    createHmac('sha256', await key())
      .update(`${account.id}.${issued}.${deviceId}.${account.password_changed_at}`)
      .digest('base64url');

  return {
    /** This browser's device id for the account, when its cookie proves a past sign-in. */
    async recognise(cookie: string | undefined, account: Account): Promise<string | null> {
      const entry = parse(cookie).find((candidate) => candidate.userId === account.id);
      if (!entry || entry.issued * 1000 + DEVICE_LIFETIME_MS <= Date.now()) return null;
      const expected = Buffer.from(await sign(account, entry.issued, entry.deviceId));
      const given = Buffer.from(entry.signature);
      return expected.length === given.length && timingSafeEqual(expected, given)
        ? entry.deviceId
        : null;
    },

    /** The cookie after a successful sign-in: this account's entry renewed and put first. */
    async remember(
      cookie: string | undefined,
      account: Account,
      deviceId: string | null,
    ): Promise<string> {
      const id = deviceId ?? randomBytes(16).toString('base64url');
      const issued = Math.floor(Date.now() / 1000);
      const entry = { userId: account.id, issued, deviceId: id, signature: '' };
      entry.signature = await sign(account, issued, id);
      const others = parse(cookie).filter((other) => other.userId !== account.id);
      return [entry, ...others].slice(0, MAX_ENTRIES).map(format).join('~');
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
