// Signed credentials (decision 0019): issuing on print, the status lists, a student's credentials
// and their downloads. The parts: credential-signer.ts (issuer, keys, signing),
// credential-keys.service.ts (published keys, rotation), credential-check.ts (checks of a presented
// credential, download files); the credential document itself is built in open-badge.ts.
import {
  CERTIFICATE_NUMBER_PATTERN,
  normalizeVerificationCode,
  verifyPath,
} from '@institute/shared/certificates';
import {
  CREDENTIAL_CONTEXTS,
  CREDENTIAL_MESSAGES as M,
  STATUS_LIST_SIZE,
  type CredentialFormat,
  type StudentCredential,
} from '@institute/shared/credentials';
import type { JWTPayload } from 'jose';
import type { Kysely } from 'kysely';
import { timingSafeEqual } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { DB } from '../../db/schema';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { asFile, createCredentialCheck, type IssuedCredential } from './credential-check';
import { createCredentialKeysService } from './credential-keys.service';
import {
  createCredentialSigner,
  statusPosition,
  type CredentialsSettings,
} from './credential-signer';
import type { CredentialsRepository } from './credentials.repository';
import { openBadgeCredential } from './open-badge';

export { extractJwt } from './credential-check';
export { didWebOf, type CredentialsSettings } from './credential-signer';

/** Signed Open Badges credentials: issuing on print, keys, status lists, downloads and checks. */
export function createCredentialsService(deps: {
  repository: CredentialsRepository;
  audit: AuditLog;
  settings: CredentialsSettings | null;
}) {
  const { repository, settings } = deps;
  const signer = createCredentialSigner(deps);
  const { requireSettings, issuer, statusListUrl, sign } = signer;
  const check = createCredentialCheck({ repository, signer });
  const publishedKeys = createCredentialKeysService({ ...deps, signer });

  /** A student the user may act for: staff of its centre, head office, or the student. */
  async function reachableStudent(user: AuthenticatedUser, registrationNumber: string) {
    const student = await repository.studentByRegistration(registrationNumber.toUpperCase());
    if (user.role === 'student') {
      if (!student || student.user_id !== user.id) throw forbidden();
      return student;
    }
    // Another centre's student: the answer to a number nobody has (issue 32).
    if (!student || !canReachCentre(user, student.centre_id)) {
      throw notFound(`No student has the registration number ${registrationNumber}.`);
    }
    return student;
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

    ...publishedKeys,

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
