import type { Weekday } from '@institute/shared/batches';
import { courseProgress, type StudentProfile } from '@institute/shared/student-profile';
import { COMPLETION_STATUSES, type CompletionStatus } from '@institute/shared/student';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import {
  CertificateSummary,
  StudentCertificatesPanel,
} from '../../features/certificates/student-certificates-panel';
import { StudentCredentialsPanel } from '../../features/credentials/student-credentials-panel';
import { CourseProgressBar } from '../../features/students/course-progress-bar';
import { fetchStudentProfile, requestCompletionEdit } from '../../features/students/profile-api';
import { ApiRequestError } from '../../lib/api-client';
import { signInPathFor } from '../../lib/next-path';
import { showToast } from '../../lib/toast';
import { StudentPanels } from './student-panels';
import { formatDate } from '../../lib/format-date';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { nameIn, optionLabelIn } from '@institute/shared/hindi-names';

/** The weekdays in the student's own words (the student bundle, not the dashboard's). */
const DAY_IDS: Record<Weekday, MessageId> = {
  Mon: 'student.profile.day.Mon',
  Tue: 'student.profile.day.Tue',
  Wed: 'student.profile.day.Wed',
  Thu: 'student.profile.day.Thu',
  Fri: 'student.profile.day.Fri',
  Sat: 'student.profile.day.Sat',
  Sun: 'student.profile.day.Sun',
};

type LoaderData = { profile: StudentProfile } | { error: 'notFound' | 'failed' };

const LOAD_ERRORS: Record<'notFound' | 'failed', MessageId> = {
  notFound: 'student.profile.notFound',
  failed: 'student.profile.failed',
};

const COMPLETION_IDS: Record<CompletionStatus, MessageId> = {
  'In Progress': 'student.completion.inProgress',
  Completed: 'student.completion.completed',
  Discontinued: 'student.completion.discontinued',
};

const isCompletionStatus = (status: string): status is CompletionStatus =>
  (COMPLETION_STATUSES as readonly string[]).includes(status);

export async function studentProfileLoader({
  params,
  context,
  request,
}: LoaderFunctionArgs): Promise<LoaderData> {
  try {
    return { profile: await fetchStudentProfile(params.registrationNumber ?? '', context) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      throw redirect(signInPathFor(new URL(request.url).pathname));
    }
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 403)) {
      return { error: 'notFound' };
    }
    return { error: 'failed' };
  }
}

type Panel = 'certificates' | 'completion' | 'details' | null;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    // On a phone the label's column fits the longest label's longest word ('Completion'); the
    // value wraps anywhere, so a long e-mail address stays inside the card.
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2 border-b border-slate-100 py-2 last:border-0 sm:grid-cols-3">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere] sm:col-span-2">
        {children ?? '—'}
      </dd>
    </div>
  );
}

function Avatar({ profile }: { profile: StudentProfile }) {
  const { _ } = useLingui();
  const alt = _('student.profile.photoOf', {
    name: `${profile.firstname} ${profile.lastname}`,
  });
  if (profile.photo) {
    return (
      <img
        src={profile.photo}
        alt={alt}
        width={128}
        height={128}
        className="size-32 rounded-full object-cover"
      />
    );
  }
  return (
    <svg
      role="img"
      aria-label={_('student.profile.noPhoto')}
      viewBox="0 0 128 128"
      className="size-32 rounded-full bg-slate-200"
    >
      <circle cx="64" cy="48" r="24" fill="#94a3b8" />
      <path d="M20 118c4-26 22-40 44-40s40 14 44 40" fill="#94a3b8" />
    </svg>
  );
}

/**
 * Brings a panel the user just opened into view (smoothly, unless they prefer reduced motion) and
 * moves the focus to its heading, so it does not open unseen below the fold.
 */
function useRevealPanel(panel: Panel) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!panel) return;
    const heading = ref.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [panel]);
  return ref;
}

const BUTTON = `inline-flex min-h-11 items-center justify-center rounded-md px-4 font-semibold ${FOCUS_RING}`;

export function StudentProfilePage() {
  const { _, i18n } = useLingui();
  const data = useLoaderData<LoaderData>();
  const [panel, setPanel] = useState<Panel>(null);
  const [requestSent, setRequestSent] = useState(false);
  const [sending, setSending] = useState(false);
  const panelRef = useRevealPanel(panel);

  if ('error' in data) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-12">
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          {_(LOAD_ERRORS[data.error])}
        </p>
      </div>
    );
  }
  const { profile } = data;
  const fullName = `${profile.firstname} ${profile.lastname}`;
  const progress = courseProgress(profile.admissionDate, profile.courseDurationMonths, new Date());
  const pending = requestSent || profile.openCompletionRequest !== null;
  const completion = isCompletionStatus(profile.completionStatus)
    ? _(COMPLETION_IDS[profile.completionStatus])
    : profile.completionStatus;

  const sendRequest = async () => {
    setSending(true);
    try {
      const { message } = await requestCompletionEdit(profile.registrationNumber, '');
      setRequestSent(true);
      showToast(message, 'success');
    } catch (error) {
      showToast(
        error instanceof ApiRequestError && !error.isNetworkError
          ? error.message
          : _('student.profile.requestFailed'),
        'error',
      );
    } finally {
      setSending(false);
    }
  };

  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next));

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
          <Avatar profile={profile} />
          <div className="w-full">
            <h1 className="text-2xl font-bold text-brand-900">{fullName}</h1>
            <p className="text-slate-700">
              {_('student.profile.id', { registrationNumber: profile.registrationNumber })}
            </p>
            <dl className="mt-4">
              <Row label={_('student.field.course')}>
                {nameIn(i18n.locale, profile.course)}
                {profile.courseOption && (
                  <span className="block text-sm text-slate-600">
                    {optionLabelIn(i18n.locale, profile.courseOption)}
                  </span>
                )}
              </Row>
              <Row label={_('student.profile.batch')}>
                {profile.batch ? (
                  <>
                    {profile.batch.name}
                    <span className="block text-sm text-slate-600">
                      {_('student.profile.batchTiming', {
                        days: profile.batch.weekdays.map((day) => _(DAY_IDS[day])).join(', '),
                        start: profile.batch.startTime,
                        end: profile.batch.endTime,
                        room: profile.batch.room,
                      })}
                    </span>
                  </>
                ) : (
                  _('student.profile.noBatch')
                )}
              </Row>
              <Row label={_('student.field.dob')}>{formatDate(profile.dob)}</Row>
              <Row label={_('student.field.email')}>{profile.email}</Row>
              <Row label={_('student.field.fathername')}>{profile.fatherName}</Row>
              <Row label={_('student.field.mothername')}>{profile.mothername}</Row>
              <Row label={_('student.profile.aadhaar')}>{profile.adhar}</Row>
              <Row label={_('student.profile.address')}>{profile.address}</Row>
              <Row label={_('student.profile.completionStatus')}>{completion}</Row>
              <Row label={_('student.profile.certificate')}>
                <CertificateSummary registrationNumber={profile.registrationNumber} />
              </Row>
            </dl>
          </div>
        </div>

        <div className="mt-6">
          <CourseProgressBar
            admissionDate={profile.admissionDate}
            durationMonths={profile.courseDurationMonths}
          />
        </div>

        <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <button
            type="button"
            aria-expanded={panel === 'certificates'}
            onClick={() => toggle('certificates')}
            className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {_('student.profile.viewCertificates')}
          </button>
          <a
            href={`/api/dashboard/student/${encodeURIComponent(profile.registrationNumber)}/id-card?lang=${i18n.locale === 'hi' ? 'hi' : 'en'}`}
            className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {_('student.profile.idCard')}
          </a>
          <button
            type="button"
            aria-expanded={panel === 'completion'}
            onClick={() => toggle('completion')}
            className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {_('student.profile.checkCompletion')}
          </button>
          <button
            type="button"
            disabled={pending || sending}
            onClick={sendRequest}
            className={`${BUTTON} border border-brand-700 text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-70`}
          >
            {pending
              ? _('student.profile.requestSent')
              : sending
                ? _('student.apply.sending')
                : _('student.profile.requestEdit')}
          </button>
          <button
            type="button"
            aria-expanded={panel === 'details'}
            onClick={() => toggle('details')}
            className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {_('student.profile.viewDetails')}
          </button>
        </div>

        {pending && (
          <p role="status" className="mt-4 rounded-md bg-amber-50 p-3 text-amber-900">
            {_('student.profile.requestPending')}
          </p>
        )}

        <div ref={panelRef} className="[&_h2]:scroll-mt-4">
          {panel === 'certificates' && (
            <>
              <StudentCertificatesPanel registrationNumber={profile.registrationNumber} />
              <StudentCredentialsPanel registrationNumber={profile.registrationNumber} />
            </>
          )}
          {panel === 'completion' && (
            <section
              aria-label={_('student.profile.completion.title')}
              className="mt-6 rounded-lg bg-slate-50 p-4"
            >
              <h2 className="font-semibold">{_('student.profile.completion.title')}</h2>
              <dl className="mt-2">
                <Row label={_('student.profile.completion.status')}>{completion}</Row>
                <Row label={_('student.profile.completion.progress')}>
                  {_('student.profile.completion.day', {
                    day: progress.day,
                    totalDays: progress.totalDays,
                    percent: progress.percent,
                  })}
                </Row>
                <Row label={_('student.profile.completion.ends')}>
                  {formatDate(progress.endDate)}
                </Row>
              </dl>
            </section>
          )}
          {panel === 'details' && (
            <section
              aria-label={_('student.profile.details.title')}
              className="mt-6 rounded-lg bg-slate-50 p-4"
            >
              <h2 className="font-semibold">{_('student.profile.details.title')}</h2>
              <dl className="mt-2">
                <Row label={_('student.field.course')}>{nameIn(i18n.locale, profile.course)}</Row>
                <Row label={_('student.profile.details.option')}>
                  {optionLabelIn(i18n.locale, profile.courseOption ?? '')}
                </Row>
                <Row label={_('student.profile.details.duration')}>
                  {_('student.profile.details.months', { count: profile.courseDurationMonths })}
                </Row>
                <Row label={_('student.profile.details.admission')}>
                  {formatDate(profile.admissionDate)}
                </Row>
                <Row label={_('student.apply.centre')}>
                  {profile.centre.name} ({profile.centre.code})
                </Row>
              </dl>
            </section>
          )}
        </div>
        <StudentPanels registrationNumber={profile.registrationNumber} />
      </div>
    </div>
  );
}
