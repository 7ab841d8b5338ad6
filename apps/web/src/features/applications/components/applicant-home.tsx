import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  type Application,
} from '@institute/shared/applications';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import {
  applicationFormData,
  useApplicationCentres,
  useMyApplication,
  useSendApplication,
  useWithdrawApplication,
} from '../applications-api';
import {
  ApplicationForm,
  valuesFromApplication,
  type ApplicationFormOutput,
} from './application-form';
import { formatDate } from '../../../lib/format-date';
import { FOCUS_RING } from '../../../components/ui/focus-ring';

const BUTTON = `inline-flex min-h-11 items-center justify-center rounded-md px-4 text-sm font-semibold ${FOCUS_RING}`;
const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
const SECONDARY = `${BUTTON} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`;

/** A date (YYYY-MM-DD or an ISO timestamp) the Indian way: 5 August 2026. */
function Summary({ application }: { application: Application }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="font-medium text-slate-600">Course</dt>
      <dd>
        {application.courseName}
        {application.courseOption ? `: ${application.courseOption}` : ''}
      </dd>
      <dt className="font-medium text-slate-600">Centre</dt>
      <dd>
        {application.centre.name} ({application.centre.code})
      </dd>
      <dt className="font-medium text-slate-600">Sent on</dt>
      <dd>{formatDate(application.submittedAt)}</dd>
    </dl>
  );
}

function Panel({
  tone,
  title,
  children,
}: {
  tone: 'info' | 'warning' | 'error';
  title: string;
  children: ReactNode;
}) {
  const colours = {
    info: 'border-brand-100 bg-brand-50 text-slate-900',
    warning: 'border-amber-300 bg-amber-50 text-slate-900',
    error: 'border-red-200 bg-red-50 text-slate-900',
  }[tone];
  return (
    <section className={`rounded-lg border p-4 ${colours}`} aria-label={title}>
      <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}

function WithdrawButton() {
  const withdraw = useWithdrawApplication();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className={SECONDARY} onClick={() => setAsking(true)}>
        Withdraw application
      </button>
      <Dialog
        open={asking}
        title="Withdraw your application?"
        onClose={() => {
          if (!withdraw.isPending) setAsking(false);
        }}
      >
        <p className="text-slate-800">
          The centre will no longer review it. You can apply again afterwards.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button
            type="button"
            data-autofocus
            className={SECONDARY}
            disabled={withdraw.isPending}
            onClick={() => setAsking(false)}
          >
            Keep it
          </button>
          <button
            type="button"
            className={`${BUTTON} bg-red-700 text-white hover:bg-red-800 disabled:opacity-70`}
            disabled={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(undefined, {
                onSuccess: () => {
                  setAsking(false);
                  showToast(APPLICATION_MESSAGES.withdrawn, 'success');
                },
                onError: (error) => {
                  setAsking(false);
                  showToast(
                    error instanceof ApiRequestError && error.status === 409
                      ? error.message
                      : 'Could not withdraw the application. Please try again.',
                    'error',
                  );
                },
              })
            }
          >
            {withdraw.isPending ? 'Withdrawing...' : 'Withdraw'}
          </button>
        </div>
      </Dialog>
    </>
  );
}

export interface ApplicantHomeProps {
  /** The account's email: the application takes it. */
  email: string;
  /** What an approved applicant sees (their registration number and how to sign in with it). */
  approved: (registrationNumber: string) => ReactNode;
}

/**
 * The applicant's side of admission on /newuser: the form when there is no application, then
 * its state: waiting, a correction to make, rejected (apply again), withdrawn, approved.
 */
export function ApplicantHome({ email, approved }: ApplicantHomeProps) {
  const mine = useMyApplication();
  const centres = useApplicationCentres();
  const send = useSendApplication();
  const [applyingAgain, setApplyingAgain] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const application = mine.data;

  // After sending, the new state takes the focus (the form was long) and is read out.
  const [justSent, setJustSent] = useState(false);
  useEffect(() => {
    if (justSent) statusRef.current?.focus();
  }, [justSent, application?.status]);

  if (mine.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading your application...
      </p>
    );
  }
  if (mine.isError) {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
        Could not load your application. Please reload the page.
      </p>
    );
  }

  const submit = (correction: boolean) => async (output: ApplicationFormOutput) => {
    await send.mutateAsync({
      body: applicationFormData(output.values, output.centreId, output.files),
      correction,
    });
    setApplyingAgain(false);
    setJustSent(true);
    showToast(
      correction ? APPLICATION_MESSAGES.resubmitted : APPLICATION_MESSAGES.submitted,
      'success',
    );
  };

  const form = (correction: boolean, from?: Application) => {
    if (centres.isPending) return <p className="text-slate-700">Loading centres...</p>;
    if (centres.isError) {
      return (
        <p role="alert" className="text-red-700">
          Could not load the list of centres. Please reload the page.
        </p>
      );
    }
    return (
      <ApplicationForm
        centres={centres.data}
        email={email}
        {...(from ? { defaultValues: valuesFromApplication(from) } : {})}
        {...(correction && from
          ? {
              currentFiles: {
                photo: from.photo,
                signature: from.signature,
                marksheet: from.marksheet,
              },
            }
          : {})}
        submitLabel={correction ? 'Send corrected application' : 'Submit application'}
        busyLabel="Sending..."
        onSubmit={submit(correction)}
      />
    );
  };

  if (application?.status === 'approved' && application.registrationNumber) {
    return <>{approved(application.registrationNumber)}</>;
  }

  const intro = (
    <div className="space-y-2 text-slate-800">
      <h2 className="text-lg font-semibold text-brand-900">Apply for admission</h2>
      <p>
        Fill in your details, choose your course and the centre where you want to study, and attach
        your photograph, signature and latest marksheet. The centre reviews your application; once
        it is approved you receive your registration number here.
      </p>
    </div>
  );

  if (!application || applyingAgain) {
    return (
      <div className="space-y-6">
        {intro}
        {form(false, applyingAgain ? (application ?? undefined) : undefined)}
      </div>
    );
  }

  const again = (
    <button type="button" className={PRIMARY} onClick={() => setApplyingAgain(true)}>
      Apply again
    </button>
  );

  return (
    <div ref={statusRef} tabIndex={-1} className="space-y-6 focus:outline-none">
      {application.status === 'submitted' && (
        <Panel tone="info" title={`Your application: ${APPLICATION_STATUS_LABELS.submitted}`}>
          <Summary application={application} />
          <h3 className="mt-4 font-semibold text-brand-900">What happens next</h3>
          <p className="mt-1 text-slate-800">
            The staff of {application.centre.name} check your details and documents. If something
            needs correcting, their message appears here. Once they approve your application, your
            registration number appears on this page.
          </p>
          <div className="mt-4">
            <WithdrawButton />
          </div>
        </Panel>
      )}
      {application.status === 'correction_requested' && (
        <>
          <Panel tone="warning" title="Your application needs a correction">
            <p className="mt-2 text-slate-800">The centre wrote:</p>
            <blockquote className="mt-1 border-l-4 border-amber-400 pl-3 whitespace-pre-line text-slate-900">
              {application.staffMessage}
            </blockquote>
            <Summary application={application} />
            <p className="mt-3 text-slate-800">
              Correct the form below and send it again. Files you do not replace are kept.
            </p>
            <div className="mt-4">
              <WithdrawButton />
            </div>
          </Panel>
          {form(true, application)}
        </>
      )}
      {application.status === 'rejected' && (
        <Panel tone="error" title="Your application was not accepted">
          <p className="mt-2 text-slate-800">The reason the centre gave:</p>
          <blockquote className="mt-1 border-l-4 border-red-300 pl-3 whitespace-pre-line text-slate-900">
            {application.staffMessage}
          </blockquote>
          <Summary application={application} />
          <p className="mt-3 text-slate-800">You may apply again.</p>
          <div className="mt-4">{again}</div>
        </Panel>
      )}
      {application.status === 'withdrawn' && (
        <Panel tone="info" title="You withdrew your application">
          <Summary application={application} />
          <div className="mt-4">{again}</div>
        </Panel>
      )}
    </div>
  );
}
