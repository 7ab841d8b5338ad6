import {
  trackedStatus,
  type RequestKind,
  type TimelineEvent,
  type Tracking,
} from '@institute/shared/certificates';
import type { I18n, MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '../../../components/form/text-field';
import { errorMessage, fetchTracking } from '../certificates-api';
import { StatusBadge } from './certificate-parts';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { PageHeading } from '../../../components/ui/page-heading';
import { PRIMARY, TEXT_LINK } from '../../../components/ui/button';

type TrackedRequest = Tracking['requests'][number];
type Step = TrackedRequest['events'][number];

const REQUESTED_IDS: Record<RequestKind, MessageId> = {
  original: 'certificates.track.event.requested.original',
  duplicate: 'certificates.track.event.requested.duplicate',
  corrected: 'certificates.track.event.requested.corrected',
};
const EVENT_IDS: Record<Exclude<TimelineEvent, 'requested'>, MessageId> = {
  approved: 'certificates.track.event.approved',
  rejected: 'certificates.track.event.rejected',
  printed: 'certificates.track.event.printed',
  dispatched: 'certificates.track.event.dispatched',
  delivered: 'certificates.track.event.delivered',
  replaced: 'certificates.track.event.replaced',
  revoked: 'certificates.track.event.revoked',
};

/** A step's name in the page's language (the server's `label` is English). */
const stepLabel = (_: I18n['_'], request: TrackedRequest, step: Step) =>
  step.event === 'requested' ? _(REQUESTED_IDS[request.kind]) : _(EVENT_IDS[step.event]);

/**
 * A step's detail: the certificate's number, the courier, else what a person wrote (a reason),
 * shown as written.
 */
function stepDetail(_: I18n['_'], request: TrackedRequest, step: Step): string | null {
  if (step.event === 'printed') {
    return request.certificateNumber
      ? _('certificates.track.printedDetail', { number: request.certificateNumber })
      : null;
  }
  if (step.event === 'dispatched') {
    return _('certificates.track.dispatchedDetail', {
      courier: request.courier ?? '',
      trackingNumber: request.trackingNumber ?? '',
    });
  }
  return step.detail;
}

/** Track Certificate: the timeline of a student's certificate requests and certificates. */
export function TrackCertificatePage() {
  const { _ } = useLingui();
  const [result, setResult] = useState<Tracking | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting: loading },
  } = useForm<{ studentId: string }>({ defaultValues: { studentId: '' } });

  const onValid = async ({ studentId }: { studentId: string }) => {
    if (!studentId.trim()) return;
    setError(null);
    try {
      setResult(await fetchTracking(studentId.trim()));
    } catch (failure) {
      setResult(null);
      setError(errorMessage(failure, _('certificates.track.failed')));
    }
  };

  return (
    <div className="p-4 sm:p-8">
      <PageHeading title={_('certificates.track.title')} />
      <form
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        noValidate
        className="flex max-w-2xl flex-wrap items-start gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <TextField
          label={_('certificates.studentId')}
          required
          autoComplete="off"
          className="min-w-56 flex-1"
          {...register('studentId')}
        />
        {/* The specification's label; what it does is said beside it (it requests nothing). */}
        <button
          type="submit"
          className={`${PRIMARY} sm:mt-6`}
          disabled={loading}
          aria-describedby="track-submit-explained"
        >
          {loading ? _('certificates.track.searching') : _('certificates.submitRequest')}
        </button>
        <p id="track-submit-explained" className="basis-full text-sm text-slate-700">
          {_('certificates.track.submitExplained')}
        </p>
      </form>

      <section
        aria-labelledby="tracking-result"
        aria-live="polite"
        className="mt-6 max-w-3xl rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="tracking-result" className="text-lg font-semibold text-brand-900">
          {_('certificates.track.result')}
        </h2>
        {error && (
          <p role="alert" className="mt-2 text-red-700">
            {error}
          </p>
        )}
        {!error && !result && (
          <p className="mt-2 text-slate-700">{_('certificates.track.prompt')}</p>
        )}
        {result && (
          <div className="mt-2">
            <p className="text-slate-800">
              <span className="font-semibold">{result.studentName}</span>{' '}
              <span className="font-mono">{result.registrationNumber}</span>
            </p>
            {result.requests.length === 0 && (
              <p className="mt-2 text-slate-700">{_('certificates.requests.none')}</p>
            )}
            {result.requests.map((request) => (
              <article key={request.id} className="mt-4 border-t border-slate-200 pt-4">
                <h3 className="flex flex-wrap items-center gap-2 font-semibold">
                  {_('certificates.track.requestOf', {
                    date: formatDate(request.requestedAt, 'short'),
                  })}
                  <StatusBadge status={trackedStatus(request)} />
                  {request.certificateNumber && (
                    <Link
                      to={`/verify/${request.certificateNumber}`}
                      className={`${TEXT_LINK} font-mono font-normal`}
                    >
                      {request.certificateNumber}
                    </Link>
                  )}
                </h3>
                <ol className="mt-2 border-l-2 border-brand-200 pl-4">
                  {request.events.map((event) => {
                    const detail = stepDetail(_, request, event);
                    return (
                      <li key={`${event.event}-${event.at}`} className="relative py-1">
                        <span
                          aria-hidden="true"
                          className="absolute top-3 -left-[1.3rem] size-2.5 rounded-full bg-brand-600"
                        />
                        <span className="font-medium">{stepLabel(_, request, event)}</span>{' '}
                        <span className="text-slate-700">
                          {event.by
                            ? _('certificates.track.atBy', {
                                time: formatDateTime(event.at, { twoDigitHour: true }),
                                name: event.by,
                              })
                            : formatDateTime(event.at, { twoDigitHour: true })}
                        </span>
                        {detail && <div className="text-slate-700">{detail}</div>}
                      </li>
                    );
                  })}
                </ol>
              </article>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
