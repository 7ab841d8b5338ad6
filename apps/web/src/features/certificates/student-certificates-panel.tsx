import { STATUS_LABELS } from '@institute/shared/certificates';
import { Link } from 'react-router';
import { studentPdfUrl, useStudentCertificates } from './certificates-api';
import { formatDate } from '../../lib/format-date';
import { TEXT_LINK } from '../../components/ui/button';

/** The student's certificates on their profile: number, course, issue date, status, links. */
export function StudentCertificatesPanel({ registrationNumber }: { registrationNumber: string }) {
  const certificates = useStudentCertificates(registrationNumber);
  return (
    <section aria-label="Certificates" className="mt-6 rounded-lg bg-slate-50 p-4">
      <h2 className="font-semibold">Certificates</h2>
      {certificates.isPending && <p className="mt-1 text-slate-700">Loading...</p>}
      {certificates.isError && (
        <p role="alert" className="mt-1 text-red-700">
          Could not load your certificates. Please try again.
        </p>
      )}
      {certificates.data?.length === 0 && (
        <p className="mt-1 text-slate-700">
          No certificate has been issued to you yet. Your centre requests your certificate once you
          pass your examination; it appears here when it is issued.
        </p>
      )}
      {certificates.data && certificates.data.length > 0 && (
        <ul className="mt-2 grid gap-3">
          {certificates.data.map((certificate) => (
            <li key={certificate.id} className="rounded-md border border-slate-200 bg-white p-3">
              <p className="font-mono font-semibold">{certificate.number}</p>
              <p className="text-slate-700">
                Verification code{' '}
                <span className="font-mono font-semibold text-slate-900">
                  {certificate.verificationCode}
                </span>
              </p>
              <p>
                {certificate.courseOption} ({certificate.courseName}), grade {certificate.grade}
              </p>
              <p className="text-slate-700">
                Issued {formatDate(certificate.issueDate)} · {STATUS_LABELS[certificate.status]}
              </p>
              <p className="mt-1 flex flex-wrap gap-x-4">
                <Link className={TEXT_LINK} to={certificate.verifyPath}>
                  Verify
                </Link>
                {certificate.status === 'valid' && (
                  <>
                    <a
                      className={TEXT_LINK}
                      href={studentPdfUrl(registrationNumber, certificate.number)}
                    >
                      Download PDF
                    </a>
                    <Link
                      className={TEXT_LINK}
                      to={`/certificate/${registrationNumber}?number=${certificate.number}`}
                    >
                      Print
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
