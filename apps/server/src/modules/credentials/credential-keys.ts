import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import {
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importPKCS8,
  type CryptoKey,
  type JWK,
} from 'jose';

/**
 * The institute's Ed25519 signing keys. The private key is stored sealed with AES-256-GCM under
 * CREDENTIALS_KEY (from the environment, never in the database): `v1.<iv>.<tag>.<ciphertext>`,
 * base64url, with the key id as additional data so that a sealed key cannot be moved to another row.
 */

const VERSION = 'v1';

export function sealPrivateKey(pkcs8: string, keyId: string, encryptionKey: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
  cipher.setAAD(Buffer.from(keyId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(pkcs8, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export class CredentialKeyError extends Error {}

export function openPrivateKey(sealed: string, keyId: string, encryptionKey: Buffer): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !ciphertext) {
    throw new CredentialKeyError(`Signing key ${keyId} is not stored in a known form.`);
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(keyId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    // Said without the key or the stored value: the usual cause is another CREDENTIALS_KEY.
    throw new CredentialKeyError(
      `Signing key ${keyId} cannot be opened with this CREDENTIALS_KEY (was it changed?).`,
    );
  }
}

/** A new Ed25519 key pair: the public JWK and the sealed PKCS#8 private key. */
export async function newSigningKey(keyId: string, encryptionKey: Buffer) {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', {
    crv: 'Ed25519',
    extractable: true,
  });
  const jwk = await exportJWK(publicKey);
  return {
    publicJwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x } satisfies JWK,
    sealed: sealPrivateKey(await exportPKCS8(privateKey), keyId, encryptionKey),
  };
}

export const importSigningKey = (pkcs8: string): Promise<CryptoKey> => importPKCS8(pkcs8, 'EdDSA');
