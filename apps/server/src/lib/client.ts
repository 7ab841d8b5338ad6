/** Who made a request: its address and browser (the auth plugin reads it, the auth module keeps it). */
export interface Client {
  ip: string;
  userAgent: string | null;
  /** The known-device cookie this browser sent, if any (modules/auth/known-devices.ts). */
  deviceCookie?: string;
}
