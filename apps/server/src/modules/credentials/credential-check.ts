// What a person presents and what a holder downloads: reading a pasted credential (a JWT, an
// enveloped credential or a badge SVG), checking its signature and status, and the download files.
import { instituteDate } from '../../lib/time';
import { ERROR_CODES } from '@institute/shared/api-error';
import { CERTIFICATE_INSTITUTE } from '@institute/shared/certificates';
import {
  CREDENTIAL_CONTEXTS,
  CREDENTIAL_MESSAGES as M,
  credentialFileName,
  type CredentialCheck,
  type CredentialFormat,
} from '@institute/shared/credentials';
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify, type JWTPayload } from 'jose';
import { AppError } from '../../lib/errors';
import { bakeSvg, unbakeSvg } from './badge';
import type { CredentialSigner } from './credential-signer';
import type { CredentialsRepository } from './credentials.repository';

const unreadable = () =>
  new AppError(400, ERROR_CODES.validation, M.unreadable, { credential: [M.unreadable] });

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

/** Checks presented credentials against the published keys and status lists. */
export function createCredentialCheck(deps: {
  repository: CredentialsRepository;
  signer: CredentialSigner;
}) {
  const { repository } = deps;
  const { requireSettings, issuer, statusListUrl, publicKeys } = deps.signer;

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
        issuedOn: instituteDate(credential.validFrom),
      },
    };
  }

  return check;
}

/** A stored credential in a download format. */
export function asFile(number: string, jwt: string, format: CredentialFormat) {
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

/** The Open Badges 3.0 credential this service issues (the parts it reads back). */
export interface IssuedCredential {
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
