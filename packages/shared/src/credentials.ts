import { z } from 'zod';

/**
 * Signed Open Badges 3.0 credentials (issue 20, decision 0019): each printed certificate is also a
 * W3C Verifiable Credential secured as a JWT (VC-JOSE-COSE, EdDSA over Ed25519), issued by
 * did:web of the site, with its status in a Bitstring Status List.
 */

export const CREDENTIAL_CONTEXTS = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const;

/** How many entries one status list holds (the specification's minimum, 16 KB). */
export const STATUS_LIST_SIZE = 131072;

/** The file formats a student downloads. */
export const CREDENTIAL_FORMATS = ['jwt', 'json', 'svg'] as const;
export type CredentialFormat = (typeof CREDENTIAL_FORMATS)[number];

export const CREDENTIAL_MESSAGES = {
  notIssued: 'This certificate has no digital credential.',
  empty: 'Paste a credential or choose its file.',
  unreadable:
    'This is not a credential we can read: paste the credential (a JWT, its JSON or a badge SVG).',
  foreignIssuer: 'This credential was not issued by us.',
  unknownKey: 'This credential was signed with a key we never published.',
  badSignature: 'The signature does not match: the credential was changed after it was signed.',
  disabled: 'Digital credentials are not issued on this site.',
  cannotSign: 'The digital credential cannot be signed, so nothing was saved.',
} as const;

/** A file name for a download: the certificate number and the format. */
export const credentialFileName = (number: string, format: CredentialFormat) =>
  `${number}-credential.${format === 'jwt' ? 'jwt' : format === 'json' ? 'json' : 'svg'}`;

export const credentialCheckSchema = z.object({
  /** Signature valid with a published key, and status valid. */
  valid: z.boolean(),
  signature: z.enum(['valid', 'invalid']),
  /** From the status list: revoked covers a replaced certificate too. */
  status: z.enum(['valid', 'revoked', 'unknown']),
  message: z.string().nullable(),
  issuer: z.string().nullable(),
  keyId: z.string().nullable(),
  achievement: z
    .object({
      certificateNumber: z.string().nullable(),
      holderName: z.string().nullable(),
      courseName: z.string(),
      courseOption: z.string().nullable(),
      grade: z.string().nullable(),
      centreName: z.string().nullable(),
      periodFrom: z.string().nullable(),
      periodTo: z.string().nullable(),
      issuedOn: z.string(),
    })
    .nullable(),
});
export type CredentialCheck = z.infer<typeof credentialCheckSchema>;

export const credentialCheckInputSchema = z.object({
  credential: z.string().trim().max(200_000),
});

export const credentialKeySchema = z.object({
  keyId: z.string(),
  createdAt: z.string(),
  retiredAt: z.string().nullable(),
  active: z.boolean(),
});
export type CredentialKey = z.infer<typeof credentialKeySchema>;

/** A student's credential on their profile. */
export const studentCredentialSchema = z.object({
  number: z.string(),
  courseName: z.string(),
  courseOption: z.string(),
  certificateStatus: z.enum(['valid', 'revoked', 'replaced']),
  issuedAt: z.string(),
  /** The verification page with the code: the link the student shares. */
  verifyPath: z.string(),
});
export type StudentCredential = z.infer<typeof studentCredentialSchema>;

/** The download address of a student's credential in a format. */
export const studentCredentialUrl = (
  registrationNumber: string,
  number: string,
  format: CredentialFormat,
) =>
  `/api/dashboard/student/${encodeURIComponent(registrationNumber)}/credentials/${encodeURIComponent(number)}?format=${format}`;
