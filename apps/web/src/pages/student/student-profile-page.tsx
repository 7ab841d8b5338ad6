import {
  COMPLETION_REQUEST_SENT,
  courseProgress,
  type StudentProfile,
} from '@institute/shared/student-profile';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { StudentCertificatesPanel } from '../../features/certificates/student-certificates-panel';
import { StudentCredentialsPanel } from '../../features/credentials/student-credentials-panel';
import { CourseProgressBar } from '../../features/students/course-progress-bar';
import { fetchStudentProfile, requestCompletionEdit } from '../../features/students/profile-api';
import { ApiRequestError } from '../../lib/api-client';
import { signInPathFor } from '../../lib/next-path';
import { showToast } from '../../lib/toast';
import { StudentPanels } from './student-panels';
import { formatDate } from '../../lib/format-date';
import { FOCUS_RING } from '../../components/ui/focus-ring';

type LoaderData = { profile: StudentProfile } | { error: string };

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
      return { error: 'No student data available' };
    }
    return { error: 'Failed to fetch student data.' };
  }
}

type Panel = 'certificates' | 'completion' | 'details' | null;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 border-b border-slate-100 py-2 last:border-0">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="col-span-2 text-slate-900">{children ?? '—'}</dd>
    </div>
  );
}

function Avatar({ profile }: { profile: StudentProfile }) {
  const alt = `Photo of ${profile.firstname} ${profile.lastname}`;
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
      aria-label="No photo"
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
  const data = useLoaderData<LoaderData>();
  const [panel, setPanel] = useState<Panel>(null);
  const [requestSent, setRequestSent] = useState(false);
  const [sending, setSending] = useState(false);
  const panelRef = useRevealPanel(panel);

  if ('error' in data) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-12">
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          {data.error}
        </p>
      </div>
    );
  }
  const { profile } = data;
  const fullName = `${profile.firstname} ${profile.lastname}`;
  const progress = courseProgress(profile.admissionDate, profile.courseDurationMonths, new Date());
  const pending = requestSent || profile.openCompletionRequest !== null;

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
          : 'Could not send the request. Please try again.',
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
            <p className="text-slate-700">ID: {profile.registrationNumber}</p>
            <dl className="mt-4">
              <Row label="Course">
                {profile.course}
                {profile.courseOption && (
                  <span className="block text-sm text-slate-600">{profile.courseOption}</span>
                )}
              </Row>
              <Row label="Date of Birth">{formatDate(profile.dob)}</Row>
              <Row label="Email">{profile.email}</Row>
              <Row label="Father's Name">{profile.fatherName}</Row>
              <Row label="Mother's Name">{profile.mothername}</Row>
              <Row label="Aadhaar Number">{profile.adhar}</Row>
              <Row label="Address">{profile.address}</Row>
              <Row label="Completion Status">{profile.completionStatus}</Row>
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
            View Certificates
          </button>
          <button
            type="button"
            aria-expanded={panel === 'completion'}
            onClick={() => toggle('completion')}
            className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
          >
            Check Course Completion
          </button>
          <button
            type="button"
            disabled={pending || sending}
            onClick={sendRequest}
            className={`${BUTTON} border border-brand-700 text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-70`}
          >
            {pending ? 'Edit request sent' : sending ? 'Sending...' : 'Request Status Edit'}
          </button>
          <button
            type="button"
            aria-expanded={panel === 'details'}
            onClick={() => toggle('details')}
            className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
          >
            View Course Details
          </button>
        </div>

        {pending && (
          <p role="status" className="mt-4 rounded-md bg-amber-50 p-3 text-amber-900">
            {COMPLETION_REQUEST_SENT} Your centre will review your completion status.
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
            <section aria-label="Course completion" className="mt-6 rounded-lg bg-slate-50 p-4">
              <h2 className="font-semibold">Course completion</h2>
              <dl className="mt-2">
                <Row label="Status">{profile.completionStatus}</Row>
                <Row label="Progress">
                  Day {progress.day} of {progress.totalDays} ({progress.percent}%)
                </Row>
                <Row label="Course ends">{formatDate(progress.endDate)}</Row>
              </dl>
            </section>
          )}
          {panel === 'details' && (
            <section aria-label="Course details" className="mt-6 rounded-lg bg-slate-50 p-4">
              <h2 className="font-semibold">Course details</h2>
              <dl className="mt-2">
                <Row label="Course">{profile.course}</Row>
                <Row label="Option">{profile.courseOption}</Row>
                <Row label="Duration">
                  {profile.courseDurationMonths}{' '}
                  {profile.courseDurationMonths === 1 ? 'month' : 'months'}
                </Row>
                <Row label="Admission date">{formatDate(profile.admissionDate)}</Row>
                <Row label="Centre">
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
