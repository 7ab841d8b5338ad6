// The issuer and its signing keys (decision 0019): did:web of the site, the active key (created on
// first use, opened once per process), signing, and the published keys, retired ones included.
import { ERROR_CODES } from '@institute/shared/api-error';
import { CREDENTIAL_MESSAGES as M, STATUS_LIST_SIZE } from '@institute/shared/credentials';
import { SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import {
  CredentialKeyError,
  importSigningKey,
  newSigningKey,
  openPrivateKey,
} from './credential-keys';
import type { CredentialsRepository } from './credentials.repository';

export interface CredentialsSettings {
  /** Seals the private keys (CREDENTIALS_KEY). */
  encryptionKey: Buffer;
  /** The site's origin (PUBLIC_URL): the issuer is did:web of its host. */
  publicUrl: string;
}

/** did:web of an origin: the host, a port's colon percent-encoded (did:web method, section 3.2). */
export const didWebOf = (origin: string) => `did:web:${new URL(origin).host.replace(':', '%3A')}`;

const disabled = () => new AppError(404, ERROR_CODES.notFound, M.disabled);

/** A position in the status lists: list 1 holds certificate ids 0..131071, list 2 the next... */
export const statusPosition = (certificateId: number) => ({
  list: Math.floor(certificateId / STATUS_LIST_SIZE) + 1,
  index: certificateId % STATUS_LIST_SIZE,
});

/** The issuer, its keys and signing; every use refuses when credentials are not configured. */
export function createCredentialSigner(deps: {
  repository: CredentialsRepository;
  settings: CredentialsSettings | null;
}) {
  const { repository, settings } = deps;
  const signingKeys = new Map<string, CryptoKey>();

  const requireSettings = () => {
    if (!settings) throw disabled();
    return settings;
  };
  const issuer = () => didWebOf(requireSettings().publicUrl);
  const methodId = (keyId: string) => `${issuer()}#${keyId}`;
  const statusListUrl = (list: number) =>
    `${requireSettings().publicUrl}/api/credentials/status/${list}`;

  /** The key that signs, created on first use (two first uses at once create one). */
  async function activeKey(trx?: Kysely<DB>) {
    const { encryptionKey } = requireSettings();
    let key = await repository.activeKey(trx);
    if (!key) {
      const created = await newSigningKey('key-1', encryptionKey);
      await repository.insertKey(
        {
          generation: 1,
          keyId: 'key-1',
          publicJwk: JSON.stringify(created.publicJwk),
          sealed: created.sealed,
          now: nowIso(),
        },
        trx,
      );
      key = (await repository.activeKey(trx))!;
    }
    let signing = signingKeys.get(key.key_id);
    if (!signing) {
      let pkcs8: string;
      try {
        pkcs8 = openPrivateKey(key.private_key_encrypted, key.key_id, encryptionKey);
      } catch (error) {
        if (!(error instanceof CredentialKeyError)) throw error;
        // The server's configuration, not the request: nothing is saved, and staff are told why.
        throw new AppError(503, ERROR_CODES.internal, `${M.cannotSign} ${error.message}`);
      }
      signing = await importSigningKey(pkcs8);
      signingKeys.set(key.key_id, signing);
    }
    return { keyId: key.key_id, signing };
  }

  async function sign(payload: JWTPayload, trx?: Kysely<DB>) {
    const key = await activeKey(trx);
    const jwt = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'EdDSA', kid: methodId(key.keyId), typ: 'vc+jwt', cty: 'vc' })
      .setIssuer(issuer())
      .setIssuedAt()
      .sign(key.signing);
    return { jwt, keyId: key.keyId };
  }

  /** The published keys, retired ones included: old credentials stay verifiable. */
  async function publicKeys() {
    return (await repository.keys()).map((key) => ({
      id: methodId(key.key_id),
      keyId: key.key_id,
      jwk: JSON.parse(key.public_jwk) as JWK,
      createdAt: key.created_at,
      retiredAt: key.retired_at,
    }));
  }

  return { requireSettings, issuer, methodId, statusListUrl, sign, publicKeys };
}

export type CredentialSigner = ReturnType<typeof createCredentialSigner>;
