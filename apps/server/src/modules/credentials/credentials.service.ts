// Signed credentials (decision 0019): keys, issue, status lists, checks and downloads. Over 400
// lines on purpose for now: the check of a presented credential, the status lists and the key
// rotation share the key and issuer helpers of this closure; the credential document itself is
// built in open-badge.ts.
import { ERROR_CODES } from '@institute/shared/api-error';
import {
  CERTIFICATE_INSTITUTE,
  CERTIFICATE_NUMBER_PATTERN,
  normalizeVerificationCode,
  verifyPath,
} from '@institute/shared/certificates';
import {
  CREDENTIAL_CONTEXTS,
  CREDENTIAL_MESSAGES as M,
  credentialFileName,
  STATUS_LIST_SIZE,
  type CredentialCheck,
  type CredentialFormat,
  type CredentialKey,
  type StudentCredential,
} from '@institute/shared/credentials';
import {
  decodeJwt,
  decodeProtectedHeader,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { Kysely } from 'kysely';
import { timingSafeEqual } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { DB } from '../../db/schema';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { bakeSvg, unbakeSvg } from './badge';
import {
  CredentialKeyError,
  importSigningKey,
  newSigningKey,
  openPrivateKey,
} from './credential-keys';
import type { CredentialsRepository } from './credentials.repository';
import { openBadgeCredential } from './open-badge';

export interface CredentialsSettings {
  /** Seals the private keys (CREDENTIALS_KEY). */
  encryptionKey: Buffer;
  /** The site's origin (PUBLIC_URL): the issuer is did:web of its host. */
  publicUrl: string;
}

/** did:web of an origin: the host, a port's colon percent-encoded (did:web method, section 3.2). */
export const didWebOf = (origin: string) => `did:web:${new URL(origin).host.replace(':', '%3A')}`;

const disabled = () => new AppError(404, ERROR_CODES.notFound, M.disabled);
const unreadable = () =>
  new AppError(400, ERROR_CODES.validation, M.unreadable, { credential: [M.unreadable] });

/** A position in the status lists: list 1 holds certificate ids 0..131071, list 2 the next... */
const statusPosition = (certificateId: number) => ({
  list: Math.floor(certificateId / STATUS_LIST_SIZE) + 1,
  index: certificateId % STATUS_LIST_SIZE,
});

/** The compact JWT inside what a person pastes: a JWT, an enveloped credential or a badge SVG. */
export function extractJwt(input: string): string | null {
  let text = input.trim();
  if (text.startsWith('<')) text = unbakeSvg(text) ?? '';
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as { type?: unknown; id?: unknown };
      const id = typeof parsed.id === 'string' ? parsed.id : '';
      text = id.startsWith('data:application/vc+jwt,') ? id.slice(24) : '';
    } catch {
      return null;
    }
  }
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(text) ? text : null;
}

/** Signed Open Badges credentials: issuing on print, keys, status lists, downloads and checks. */
export function createCredentialsService(deps: {
  repository: CredentialsRepository;
  audit: AuditLog;
  settings: CredentialsSettings | null;
}) {
  const { repository, audit, settings } = deps;
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

  /** A student the user may act for: staff of its centre, head office, or the student. */
  async function reachableStudent(user: AuthenticatedUser, registrationNumber: string) {
    const student = await repository.studentByRegistration(registrationNumber.toUpperCase());
    if (user.role === 'student') {
      if (!student || student.user_id !== user.id) throw forbidden();
      return student;
    }
    if (!student) throw notFound(`No student has the registration number ${registrationNumber}.`);
    if (!canReachCentre(user, student.centre_id)) throw forbidden();
    return student;
  }

  /** Whether an entry of a list is set (revoked), as the published list says. */
  async function revoked(list: number, index: number) {
    return (await repository.revokedIndexes(list)).includes(index);
  }

  /** What a person checking a credential sees: the signature, then the status. */
  async function check(input: string): Promise<CredentialCheck> {
    requireSettings();
    const jwt = extractJwt(input);
    if (!jwt) throw unreadable();
    let header: ReturnType<typeof decodeProtectedHeader>;
    let claims: JWTPayload;
    try {
      header = decodeProtectedHeader(jwt);
      claims = decodeJwt(jwt);
    } catch {
      throw unreadable();
    }
    const refused = (message: string): CredentialCheck => ({
      valid: false,
      signature: 'invalid',
      status: 'unknown',
      message,
      issuer: typeof claims.iss === 'string' ? claims.iss : null,
      keyId: header.kid ?? null,
      achievement: null,
    });
    if (claims.iss !== issuer() || !header.kid?.startsWith(`${issuer()}#`)) {
      return refused(M.foreignIssuer);
    }
    const key = (await publicKeys()).find((item) => item.id === header.kid);
    if (!key) return refused(M.unknownKey);
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(jwt, await importJWK(key.jwk, 'EdDSA'), {
        issuer: issuer(),
        algorithms: ['EdDSA'],
      }));
    } catch {
      return refused(M.badSignature);
    }
    const credential = payload as unknown as IssuedCredential;
    const entry = credential.credentialStatus;
    const list = Number(entry?.statusListCredential?.split('/').at(-1));
    const index = Number(entry?.statusListIndex);
    const status =
      entry && entry.statusListCredential === statusListUrl(list) && Number.isInteger(index)
        ? (await revoked(list, index))
          ? 'revoked'
          : 'valid'
        : 'unknown';
    const subject = credential.credentialSubject;
    const identifier = (type: string) =>
      subject.identifier?.find((item) => item.identityType === type)?.identityHash ?? null;
    return {
      valid: status === 'valid',
      signature: 'valid',
      status,
      message: null,
      issuer: claims.iss,
      keyId: key.keyId,
      achievement: {
        certificateNumber: identifier('identifier'),
        holderName: identifier('name'),
        courseName: subject.achievement.name,
        courseOption: subject.achievement.specialization ?? null,
        grade:
          subject.result?.find((item) => item.resultDescription?.endsWith('#grade'))?.value ?? null,
        centreName: subject.source?.name ?? null,
        periodFrom: subject.activityStartDate?.slice(0, 10) ?? null,
        periodTo: subject.activityEndDate?.slice(0, 10) ?? null,
        issuedOn: credential.validFrom.slice(0, 10),
      },
    };
  }

  /** A stored credential in a download format. */
  function asFile(number: string, jwt: string, format: CredentialFormat) {
    const fileName = credentialFileName(number, format);
    if (format === 'jwt') return { fileName, type: 'application/vc+jwt', body: jwt };
    if (format === 'json') {
      // VCDM 2.0 section 4.13: a JWT-secured credential as JSON (an enveloped credential).
      const envelope = {
        '@context': [CREDENTIAL_CONTEXTS[0]],
        id: `data:application/vc+jwt,${jwt}`,
        type: 'EnvelopedVerifiableCredential',
      };
      return { fileName, type: 'application/json', body: JSON.stringify(envelope, null, 2) };
    }
    const claims = decodeJwt(jwt) as unknown as IssuedCredential;
    return {
      fileName,
      type: 'image/svg+xml',
      body: bakeSvg(jwt, {
        title: claims.credentialSubject.achievement.name,
        subtitle: CERTIFICATE_INSTITUTE,
        number,
      }),
    };
  }

  return {
    enabled: settings !== null,
    issuer,

    /**
     * Issues the signed credential of a certificate just printed, in the print's transaction;
     * nothing when credentials are not configured.
     */
    async issue(trx: Kysely<DB>, certificateId: number): Promise<void> {
      if (!settings) return;
      const row = await repository.certificateForCredential(certificateId, trx);
      const { list, index } = statusPosition(certificateId);
      const base = settings.publicUrl;
      const credential: IssuedCredential = openBadgeCredential(row, {
        issuer: issuer(),
        base,
        statusListUrl: statusListUrl(list),
        index,
      });
      const { jwt, keyId } = await sign(
        { ...credential, jti: credential.id } as unknown as JWTPayload,
        trx,
      );
      await repository.insertCredential(
        {
          certificate_id: certificateId,
          key_id: keyId,
          status_list: list,
          status_index: index,
          jwt,
          issued_at: nowIso(),
        },
        trx,
      );
    },

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

    /** A Bitstring Status List credential, signed now (entries of certificates not valid set). */
    async statusList(list: number): Promise<string> {
      requireSettings();
      if (!(await repository.listExists(list))) throw notFound('There is no such status list.');
      const bits = new Uint8Array(STATUS_LIST_SIZE / 8);
      for (const index of await repository.revokedIndexes(list)) {
        // The first index is the left-most (most significant) bit of the first byte.
        bits[index >> 3]! |= 0x80 >> (index & 7);
      }
      const url = statusListUrl(list);
      const { jwt } = await sign({
        '@context': [CREDENTIAL_CONTEXTS[0]],
        id: url,
        type: ['VerifiableCredential', 'BitstringStatusListCredential'],
        issuer: issuer(),
        validFrom: nowIso(),
        credentialSubject: {
          id: `${url}#list`,
          type: 'BitstringStatusList',
          statusPurpose: 'revocation',
          encodedList: `u${gzipSync(bits).toString('base64url')}`,
          ttl: 300_000,
        },
      });
      return jwt;
    },

    /** The signing keys (head office). */
    async keys(user: AuthenticatedUser): Promise<CredentialKey[]> {
      if (user.role !== 'head_office') throw forbidden();
      requireSettings();
      const keys = await repository.keys();
      const newest = keys.at(-1)?.key_id;
      return keys.map((key) => ({
        keyId: key.key_id,
        createdAt: key.created_at,
        retiredAt: key.retired_at,
        active: key.key_id === newest,
      }));
    },

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
      return this.keys(user);
    },

    /** A student's credentials (staff of the centre, head office, or the student). */
    async studentCredentials(
      user: AuthenticatedUser,
      registrationNumber: string,
    ): Promise<StudentCredential[]> {
      const student = await reachableStudent(user, registrationNumber);
      if (!settings) return [];
      return (await repository.credentialsOfStudent(student.id)).map((row) => ({
        number: row.number,
        courseName: row.course_name,
        courseOption: row.course_option,
        certificateStatus: row.status,
        issuedAt: row.issued_at,
        verifyPath: verifyPath(row.number, row.verification_code),
      }));
    },

    /** A student's credential as a file (staff of the centre, head office, or the student). */
    async download(
      user: AuthenticatedUser,
      registrationNumber: string,
      number: string,
      format: CredentialFormat,
    ) {
      const student = await reachableStudent(user, registrationNumber);
      requireSettings();
      const row = await repository.credentialByNumber(number.toUpperCase());
      if (!row || row.student_id !== student.id) throw notFound(M.notIssued);
      return asFile(row.number, row.jwt, format);
    },

    /** A credential for whoever holds its certificate's verification code (the shared link). */
    async shared(number: string, code: string | undefined) {
      requireSettings();
      const normalized = number.trim().toUpperCase();
      const row = CERTIFICATE_NUMBER_PATTERN.test(normalized)
        ? await repository.credentialByNumber(normalized)
        : undefined;
      const typed = code ? normalizeVerificationCode(code) : null;
      const matches =
        !!row &&
        !!typed &&
        typed.length === row.verification_code.length &&
        timingSafeEqual(Buffer.from(typed), Buffer.from(row.verification_code));
      if (!row || !matches) throw notFound(M.notIssued);
      return { jwt: row.jwt, number: row.number };
    },

    check,
    asFile,
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;

/** The Open Badges 3.0 credential this service issues (the parts it reads back). */
interface IssuedCredential {
  '@context': string[];
  id: string;
  type: string[];
  name: string;
  issuer: { id: string; type: string[]; name: string; url: string };
  validFrom: string;
  credentialSubject: {
    type: string[];
    identifier?: { type: string; identityType: string; hashed: boolean; identityHash: string }[];
    activityStartDate?: string;
    activityEndDate?: string;
    achievement: {
      id: string;
      type: string[];
      achievementType: string;
      name: string;
      specialization?: string;
      description: string;
      criteria: { narrative: string };
      resultDescription: { id: string; type: string[]; name: string; resultType: string }[];
    };
    result?: { type: string[]; resultDescription?: string; value: string }[];
    source?: { type: string[]; name: string };
  };
  credentialStatus?: {
    id: string;
    type: string;
    statusPurpose: string;
    statusListIndex: string;
    statusListCredential: string;
  };
}
