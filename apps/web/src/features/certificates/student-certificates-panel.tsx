import type { CertificateStatus, StudentCertificate } from '@institute/shared/certificates';
import type { MessageId } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { LocaleLink as Link } from '../../i18n/locale';
import { studentPdfUrl, useStudentCertificates } from './certificates-api';
import { formatDate } from '../../lib/format-date';
import { TEXT_LINK } from '../../components/ui/button';

const STATUS_IDS: Record<CertificateStatus, MessageId> = {
  valid: 'student.certificates.status.valid',
  revoked: 'student.certificates.status.revoked',
  replaced: 'student.certificates.status.replaced',
};

type Stage = 'issued' | 'dispatched' | 'delivered' | 'revoked' | 'replaced';

/** Where a certificate is in its life: revoked or replaced first, else how far it travelled. */
export const certificateStage = (certificate: StudentCertificate): Stage =>
  certificate.status !== 'valid'
    ? certificate.status
    : certificate.dispatch?.deliveredAt
      ? 'delivered'
      : certificate.dispatch
        ? 'dispatched'
        : 'issued';

const STAGE_IDS: Record<Stage, MessageId> = {
  issued: 'student.certificates.stage.issued',
  dispatched: 'student.certificates.stage.dispatched',
  delivered: 'student.certificates.stage.delivered',
  revoked: 'student.certificates.status.revoked',
  replaced: 'student.certificates.status.replaced',
};

/** The profile's row: the newest certificate's number and where it is ('Revoked'). */
export function CertificateSummary({ registrationNumber }: { registrationNumber: string }) {
  const { _ } = useLingui();
  const certificates = useStudentCertificates(registrationNumber);
  const newest = certificates.data?.[0];
  if (!newest) return certificates.isSuccess ? '—' : null;
  return (
    <>
      <span className="font-mono">{newest.number}</span> · {_(STAGE_IDS[certificateStage(newest)])}
    </>
  );
}

/** The dispatch and, for a revoked certificate, when, why and whom to contact. */
function CertificateLife({ certificate }: { certificate: StudentCertificate }) {
  const { _ } = useLingui();
  const { dispatch } = certificate;
  return (
    <>
      {dispatch ? (
        <p className="text-slate-700">
          <Trans
            id="student.certificates.dispatched"
            values={{
              date: formatDate(dispatch.dispatchedAt),
              courier: dispatch.courier ?? '',
              trackingNumber: dispatch.trackingNumber ?? '',
            }}
            components={{ 0: <span className="font-mono font-semibold text-slate-900" /> }}
          />
          {dispatch.deliveredAt && (
            <span className="block">
              {_('student.certificates.delivered', { date: formatDate(dispatch.deliveredAt) })}
            </span>
          )}
        </p>
      ) : (
        certificate.status === 'valid' && (
          <p className="text-slate-700">{_('student.certificates.notDispatched')}</p>
        )
      )}
      {certificate.status === 'revoked' && (
        <div className="mt-2 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          <p className="font-semibold">
            {certificate.revokedAt
              ? _('student.certificates.revokedOn', { date: formatDate(certificate.revokedAt) })
              : _('student.certificates.status.revoked')}
          </p>
          {certificate.revokedReason && (
            <p>{_('student.certificates.revokedReason', { reason: certificate.revokedReason })}</p>
          )}
          <p className="mt-1">
            {certificate.centrePhone ? (
              <Trans
                id="student.certificates.nextStep"
                values={{ centre: certificate.centreName, phone: certificate.centrePhone }}
                components={{
                  0: (
                    <a
                      className={TEXT_LINK}
                      href={`tel:${certificate.centrePhone.replace(/[^\d+]/g, '')}`}
                    />
                  ),
                }}
              />
            ) : (
              _('student.certificates.nextStepNoPhone', { centre: certificate.centreName })
            )}
          </p>
        </div>
      )}
    </>
  );
}

/**
 * The student's certificates on their profile: number, course, issue date, status, the dispatch
 * (courier, tracking number) and a revocation's reason and next step; links.
 */
export function StudentCertificatesPanel({ registrationNumber }: { registrationNumber: string }) {
  const { _ } = useLingui();
  const certificates = useStudentCertificates(registrationNumber);
  return (
    <section
      aria-label={_('student.certificates.title')}
      className="mt-6 rounded-lg bg-slate-50 p-4"
    >
      <h2 className="font-semibold">{_('student.certificates.title')}</h2>
      {certificates.isPending && <p className="mt-1 text-slate-700">{_('ui.loading')}</p>}
      {certificates.isError && (
        <p role="alert" className="mt-1 text-red-700">
          {_('student.certificates.loadFailed')}
        </p>
      )}
      {certificates.data?.length === 0 && (
        <p className="mt-1 text-slate-700">{_('student.certificates.none')}</p>
      )}
      {certificates.data && certificates.data.length > 0 && (
        <ul className="mt-2 grid gap-3">
          {certificates.data.map((certificate) => (
            <li key={certificate.id} className="rounded-md border border-slate-200 bg-white p-3">
              <p className="font-mono font-semibold">{certificate.number}</p>
              <p className="text-slate-700">
                <Trans
                  id="student.certificates.code"
                  values={{ code: certificate.verificationCode }}
                  components={{ 0: <span className="font-mono font-semibold text-slate-900" /> }}
                />
              </p>
              <p>
                {_('student.certificates.course', {
                  option: certificate.courseOption,
                  course: certificate.courseName,
                  grade: certificate.grade,
                })}
              </p>
              <p className="text-slate-700">
                {_('student.certificates.issued', {
                  date: formatDate(certificate.issueDate),
                  status: _(STATUS_IDS[certificate.status]),
                })}
              </p>
              <CertificateLife certificate={certificate} />
              <p className="mt-1 flex flex-wrap gap-x-4">
                <Link className={TEXT_LINK} to={certificate.verifyPath}>
                  {_('student.certificates.verify')}
                </Link>
                {certificate.status === 'valid' && (
                  <>
                    <a
                      className={TEXT_LINK}
                      href={studentPdfUrl(registrationNumber, certificate.number)}
                    >
                      {_('student.certificates.pdf')}
                    </a>
                    <Link
                      className={TEXT_LINK}
                      to={`/certificate/${registrationNumber}?number=${certificate.number}`}
                    >
                      {_('student.certificates.print')}
                    </Link>
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
