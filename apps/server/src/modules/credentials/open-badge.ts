import { CERTIFICATE_INSTITUTE } from '@institute/shared/certificates';
import { CREDENTIAL_CONTEXTS } from '@institute/shared/credentials';
import { formatPercentage } from '@institute/shared/grading';
import { createHash, randomUUID } from 'node:crypto';
import type { CredentialsRepository } from './credentials.repository';

type CertificateRow = Awaited<ReturnType<CredentialsRepository['certificateForCredential']>>;

/** RFC 9562's namespace for names that are URLs. */
const URL_NAMESPACE = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');

/** A name-based (version 5, SHA-1) UUID, RFC 9562 section 5.5: the same name, the same UUID. */
export function uuidV5(name: string, namespace = URL_NAMESPACE) {
  const bytes = createHash('sha1').update(namespace).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id of a centre's Profile (a Profile must have one): a UUID named by the site and the
 * centre's number, so one centre keeps one id across its credentials and a renamed centre keeps
 * it too. A URN rather than an address: the site has no public page per centre (decision 0054).
 */
export const centreProfileId = (base: string, centreId: number) =>
  `urn:uuid:${uuidV5(`${base}/centres/${centreId}`)}`;

/**
 * The Open Badges 3.0 credential (a W3C Verifiable Credential) of one printed certificate: the
 * course and option, grade and percentage, period, centre and issuer profile, and where its
 * revocation status is published (a Bitstring Status List entry). Signed by the service.
 */
export function openBadgeCredential(
  row: CertificateRow,
  where: {
    /** did:web of the site. */
    issuer: string;
    /** The site's public address. */
    base: string;
    statusListUrl: string;
    index: number;
  },
) {
  const { base, index } = where;
  return {
    '@context': [...CREDENTIAL_CONTEXTS],
    id: `urn:uuid:${randomUUID()}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${row.course_name}: certificate ${row.number}`,
    issuer: { id: where.issuer, type: ['Profile'], name: CERTIFICATE_INSTITUTE, url: base },
    validFrom: row.created_at,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: row.student_name,
        },
        {
          // Not one of the specification's identifier types: an extension type (ext:), as it says.
          type: 'IdentityObject',
          identityType: 'ext:RegistrationNumber',
          hashed: false,
          identityHash: row.registration_number,
        },
        {
          type: 'IdentityObject',
          identityType: 'identifier',
          hashed: false,
          identityHash: row.number,
        },
      ],
      activityStartDate: `${row.period_from}T00:00:00Z`,
      activityEndDate: `${row.period_to}T00:00:00Z`,
      achievement: {
        id: `${base}/courses/${encodeURIComponent(row.course)}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: row.course_name,
        ...(row.course_option ? { specialization: row.course_option } : {}),
        description: `${row.course_name} of ${CERTIFICATE_INSTITUTE}.`,
        criteria: {
          narrative: 'Completed the course at an authorised centre and passed its examination.',
        },
        resultDescription: [
          {
            id: `${base}/courses/${encodeURIComponent(row.course)}#grade`,
            type: ['ResultDescription'],
            name: 'Grade',
            resultType: 'LetterGrade',
          },
          {
            id: `${base}/courses/${encodeURIComponent(row.course)}#percentage`,
            type: ['ResultDescription'],
            name: 'Percentage',
            resultType: 'Percent',
          },
        ],
      },
      result: [
        {
          type: ['Result'],
          resultDescription: `${base}/courses/${encodeURIComponent(row.course)}#grade`,
          value: row.grade,
        },
        {
          type: ['Result'],
          resultDescription: `${base}/courses/${encodeURIComponent(row.course)}#percentage`,
          value: formatPercentage(row.percentage_bp),
        },
      ],
      source: {
        id: centreProfileId(base, row.centre_id),
        type: ['Profile'],
        name: row.centre_name,
      },
    },
    credentialStatus: {
      id: `${where.statusListUrl}#${index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(index),
      statusListCredential: where.statusListUrl,
    },
  };
}
