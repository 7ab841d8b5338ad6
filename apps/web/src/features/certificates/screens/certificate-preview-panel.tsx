import type {
  CertificateExamKindValue,
  CertificatePreview,
} from '@institute/shared/certificate-exam';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { serverText } from '../../../i18n/server-texts';
import { formatDate } from '../../../lib/format-date';

/** The names of the rules of which exam counts (the course screen's words). */
export const EXAM_KIND_IDS: Record<CertificateExamKindValue, MessageId> = {
  offline: 'courses.certificateExam.kind.offline',
  online: 'courses.certificateExam.kind.online',
  any: 'courses.certificateExam.kind.any',
  'offline-exam': 'courses.certificateExam.kind.offline-exam',
  'online-exam': 'courses.certificateExam.kind.online-exam',
};

/**
 * What the certificate will print (decision 0057): the grade and percentage of the result of the
 * exam that counts for the course, and which exam that is; or why no request can be sent.
 */
export function CertificatePreviewPanel({ preview }: { preview: CertificatePreview }) {
  const { _ } = useLingui();
  const { result, rule } = preview;
  const counts = _(EXAM_KIND_IDS[rule.kind], { title: rule.examTitle ?? '' });
  return (
    <section
      aria-label={_('certificates.preview.title')}
      className="rounded-md border border-slate-300 bg-slate-50 p-3"
    >
      <h2 className="font-semibold text-brand-900">{_('certificates.preview.title')}</h2>
      <p className="text-slate-800">
        {preview.studentName} ({preview.registrationNumber}), {preview.courseName}
      </p>
      {result && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-medium">{_('certificates.preview.grade')}</dt>
          <dd>{result.grade}</dd>
          <dt className="font-medium">{_('certificates.preview.percentage')}</dt>
          <dd>{result.percentage}</dd>
          <dt className="font-medium">{_('certificates.preview.from')}</dt>
          <dd>
            {_('certificates.preview.exam', {
              title: result.title,
              date: formatDate(result.examDate, 'short'),
              obtained: result.obtainedMarks,
              maximum: result.maximumMarks,
            })}
          </dd>
        </dl>
      )}
      <p className="mt-2 text-sm text-slate-700">
        {_('certificates.preview.counts', { rule: counts })}
      </p>
      {preview.eligible ? (
        <p className="mt-2 text-sm text-slate-800">{_('certificates.preview.sendHint')}</p>
      ) : (
        <p role="alert" className="mt-2 text-red-700">
          {serverText(preview.blockedReason ?? '')}
        </p>
      )}
    </section>
  );
}
