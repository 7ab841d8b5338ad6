import { CERTIFICATE_INSTITUTE } from '@institute/shared/certificates';
import { CREDENTIAL_CONTEXTS } from '@institute/shared/credentials';
import { formatPercentage } from '@institute/shared/grading';
import { randomUUID } from 'node:crypto';
import type { CredentialsRepository } from './credentials.repository';

type CertificateRow = Awaited<ReturnType<CredentialsRepository['certificateForCredential']>>;

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
          type: 'IdentityObject',
          identityType: 'studentId',
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
      source: { type: ['Profile'], name: row.centre_name },
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
