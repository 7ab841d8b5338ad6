import type { Certificate } from '@institute/shared/certificates';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { fetchStudentCertificates, qrCodeUrl } from '../certificates-api';
import { CertificateArtwork } from './certificate-artwork';
import { formatDate } from '../../../lib/format-date';
import { PRIMARY, SECONDARY } from '../../../components/ui/button';

/** The printed sheet: 900 by 594 px, one landscape page. */
function CertificateSheet({ certificate }: { certificate: Certificate }) {
  const { _ } = useLingui();
  const qrSrc = qrCodeUrl(certificate.number, certificate.verificationCode);
  return (
    <div
      className="certificate-sheet relative h-[594px] w-[900px] shrink-0 overflow-hidden bg-white text-center text-slate-900"
      style={{ printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }}
    >
      <CertificateArtwork />
      <div className="relative flex h-full flex-col items-center px-16 pt-12">
        <p className="text-[22px] font-bold tracking-wide text-[#172b5e] uppercase">
          {certificate.institute}
        </p>
        <h1 className="mt-1 text-[30px] font-bold tracking-wide text-[#a57a22]">
          CERTIFICATE OF COMPLETION
        </h1>
        <p className="mt-4 text-slate-600">This is to certify that</p>
        <p className="mt-1 text-[28px] font-bold">{certificate.studentName}</p>
        <p className="text-slate-600">son / daughter of {certificate.fatherName}</p>
        <p className="mt-2 text-slate-600">has successfully completed the course</p>
        <p className="mt-1 text-[18px] font-bold">{certificate.courseOption}</p>
        <p className="text-slate-600">{certificate.courseName}</p>
        <p className="mt-3">
          Period: {formatDate(certificate.periodFrom, 'numeric')} to{' '}
          {formatDate(certificate.periodTo, 'numeric')}
        </p>
        <p className="text-[15px] font-bold text-[#172b5e]">
          Grade {certificate.grade} with {certificate.percentage}
        </p>
        <p className="text-sm text-slate-600">Centre: {certificate.centreName}</p>
      </div>
      <div className="absolute bottom-[50px] left-[70px] text-left text-sm">
        <p className="font-bold">Certificate No. {certificate.number}</p>
        <p className="font-bold text-[#172b5e]">
          Verification code <span className="font-mono">{certificate.verificationCode}</span>
        </p>
        <p>Registration No. {certificate.registrationNumber}</p>
        <p>Date of issue: {formatDate(certificate.issueDate, 'numeric')}</p>
      </div>
      <div className="absolute bottom-[70px] left-[560px] w-[160px] border-t border-slate-800 pt-1 text-xs text-slate-600">
        Controller of Examinations
      </div>
      <div className="absolute right-[54px] bottom-[40px] text-[10px] text-slate-600">
        <img
          src={qrSrc}
          alt={_('certificate.qrAlt', { number: certificate.number })}
          width="96"
          height="96"
        />
        Scan to verify
      </div>
    </div>
  );
}

const SHEET_WIDTH = 900;
const SHEET_HEIGHT = 594;

/**
 * Shows the fixed-size sheet scaled down to the width available on a narrow screen (a phone sees
 * the whole certificate, not a cropped part); printing always uses the full size.
 */
function FitToWidth({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setScale(Math.min(1, element.clientWidth / SHEET_WIDTH));
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className="h-[calc(var(--sheet-height)*var(--fit))] w-full max-w-[900px] overflow-hidden print:h-auto print:max-w-none print:overflow-visible"
      style={{ '--fit': scale, '--sheet-height': `${SHEET_HEIGHT}px` } as CSSProperties}
    >
      <div className="w-[900px] origin-top-left [scale:var(--fit)] print:[scale:1]">{children}</div>
    </div>
  );
}

/** The printable certificate of a student, chosen by the route's registration number. */
export function CertificatePrintPage() {
  const { _ } = useLingui();
  const { registrationNumber = '' } = useParams();
  const [search] = useSearchParams();
  const wanted = search.get('number');
  const query = useQuery({
    queryKey: ['certificates', 'student', registrationNumber],
    queryFn: () => fetchStudentCertificates(registrationNumber),
  });
  const certificate = wanted
    ? query.data?.find((item) => item.number === wanted)
    : (query.data?.find((item) => item.status === 'valid') ?? query.data?.[0]);

  return (
    <main className="min-h-screen bg-slate-100 p-4 print:bg-white print:p-0">
      <style>{'@page { size: landscape; margin: 0; }'}</style>
      {query.isPending && <p role="status">{_('ui.loading')}</p>}
      {query.isError && (
        <p role="alert" className="text-red-700">
          {_('certificate.loadFailed')}
        </p>
      )}
      {query.data && !certificate && (
        <p role="alert" className="text-slate-800">
          {_('certificate.none')}
        </p>
      )}
      {certificate && (
        <>
          <div className="mb-4 flex flex-wrap items-center gap-2 print:hidden">
            <button type="button" className={PRIMARY} onClick={() => window.print()}>
              {_('student.certificates.print')}
            </button>
            <a
              className={SECONDARY}
              href={`/api/dashboard/student/${encodeURIComponent(registrationNumber)}/certificates/${encodeURIComponent(certificate.number)}/pdf`}
            >
              {_('student.certificates.pdf')}
            </a>
            <Link className={SECONDARY} to={certificate.verifyPath}>
              {_('student.certificates.verify')}
            </Link>
            {certificate.status !== 'valid' && (
              <p role="alert" className="font-semibold text-red-700">
                {_('certificate.notValid', { status: certificate.status })}
              </p>
            )}
          </div>
          <FitToWidth>
            <CertificateSheet certificate={certificate} />
          </FitToWidth>
        </>
      )}
    </main>
  );
}
