// The published keys (the DID document and the JWK Set) and, for head office, the signing keys
// and their rotation.
import type { CredentialKey } from '@institute/shared/credentials';
import { forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { nowIso } from '../../lib/time';
import { newSigningKey } from './credential-keys';
import type { CredentialSigner } from './credential-signer';
import type { CredentialsRepository } from './credentials.repository';

/** Publishes the issuer's keys and rotates them. */
export function createCredentialKeysService(deps: {
  repository: CredentialsRepository;
  audit: AuditLog;
  signer: CredentialSigner;
}) {
  const { repository, audit } = deps;
  const { requireSettings, issuer, publicKeys } = deps.signer;

  /** The signing keys (head office). */
  async function keys(user: AuthenticatedUser): Promise<CredentialKey[]> {
    if (user.role !== 'head_office') throw forbidden();
    requireSettings();
    const rows = await repository.keys();
    const newest = rows.at(-1)?.key_id;
    return rows.map((key) => ({
      keyId: key.key_id,
      createdAt: key.created_at,
      retiredAt: key.retired_at,
      active: key.key_id === newest,
    }));
  }

  return {
    /** The DID document of did:web: every key, retired ones too (`/.well-known/did.json`). */
    async didDocument() {
      const id = issuer();
      const keys = await publicKeys();
      return {
        '@context': [
          'https://www.w3.org/ns/did/v1',
          'https://w3id.org/security/suites/jws-2020/v1',
        ],
        id,
        verificationMethod: keys.map((key) => ({
          id: key.id,
          type: 'JsonWebKey2020',
          controller: id,
          publicKeyJwk: key.jwk,
        })),
        assertionMethod: keys.map((key) => key.id),
      };
    },

    /** The same keys as a JWK Set (`/.well-known/jwks.json`), kid = the verification method. */
    async jwks() {
      requireSettings();
      return {
        keys: (await publicKeys()).map((key) => ({
          ...key.jwk,
          kid: key.id,
          alg: 'EdDSA',
          use: 'sig',
        })),
      };
    },

    keys,

    /** A new signing key (head office); older keys stay published for the credentials they signed. */
    async rotate(user: AuthenticatedUser): Promise<CredentialKey[]> {
      if (user.role !== 'head_office') throw forbidden();
      const { encryptionKey } = requireSettings();
      await repository.transaction(async (trx) => {
        const current = await repository.activeKey(trx);
        const generation = (current?.generation ?? 0) + 1;
        const keyId = `key-${generation}`;
        const now = nowIso();
        const created = await newSigningKey(keyId, encryptionKey);
        await repository.insertKey(
          {
            generation,
            keyId,
            publicJwk: JSON.stringify(created.publicJwk),
            sealed: created.sealed,
            now,
          },
          trx,
        );
        await repository.retireKeysBefore(generation, now, trx);
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'rotate',
            entity: 'credential_key',
            entityId: keyId,
            changes: { from: current?.key_id ?? null, to: keyId },
          },
          trx,
        );
      });
      return keys(user);
    },
  };
}
