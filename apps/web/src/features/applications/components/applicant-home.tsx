import type { Application } from '@institute/shared/applications';
import { useLingui } from '@lingui/react';
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
  const { _ } = useLingui();
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="font-medium text-slate-600">{_('student.field.course')}</dt>
      <dd>
        {application.courseName}
        {application.courseOption ? `: ${application.courseOption}` : ''}
      </dd>
      <dt className="font-medium text-slate-600">{_('student.apply.centre')}</dt>
      <dd>
        {application.centre.name} ({application.centre.code})
      </dd>
      <dt className="font-medium text-slate-600">{_('student.apply.sentOn')}</dt>
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
  const { _ } = useLingui();
  const withdraw = useWithdrawApplication();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className={SECONDARY} onClick={() => setAsking(true)}>
        {_('student.apply.withdraw.open')}
      </button>
      <Dialog
        open={asking}
        title={_('student.apply.withdraw.title')}
        onClose={() => {
          if (!withdraw.isPending) setAsking(false);
        }}
      >
        <p className="text-slate-800">{_('student.apply.withdraw.text')}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button
            type="button"
            data-autofocus
            className={SECONDARY}
            disabled={withdraw.isPending}
            onClick={() => setAsking(false)}
          >
            {_('student.apply.withdraw.keep')}
          </button>
          <button
            type="button"
            className={`${BUTTON} bg-red-700 text-white hover:bg-red-800 disabled:opacity-70`}
            disabled={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(undefined, {
                onSuccess: () => {
                  setAsking(false);
                  showToast(_('student.apply.withdraw.done'), 'success');
                },
                onError: (error) => {
                  setAsking(false);
                  showToast(
                    error instanceof ApiRequestError && error.status === 409
                      ? error.message
                      : _('student.apply.withdraw.failed'),
                    'error',
                  );
                },
              })
            }
          >
            {withdraw.isPending
              ? _('student.apply.withdraw.busy')
              : _('student.apply.withdraw.confirm')}
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
  const { _ } = useLingui();
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
        {_('student.apply.loading')}
      </p>
    );
  }
  if (mine.isError) {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
        {_('student.apply.loadFailed')}
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
      correction ? _('student.apply.resubmitted') : _('student.apply.submitted'),
      'success',
    );
  };

  const form = (correction: boolean, from?: Application) => {
    if (centres.isPending)
      return <p className="text-slate-700">{_('student.apply.loadingCentres')}</p>;
    if (centres.isError) {
      return (
        <p role="alert" className="text-red-700">
          {_('student.apply.centresFailed')}
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
        submitLabel={correction ? _('student.apply.sendCorrected') : _('student.apply.submit')}
        busyLabel={_('student.apply.sending')}
        onSubmit={submit(correction)}
      />
    );
  };

  if (application?.status === 'approved' && application.registrationNumber) {
    return <>{approved(application.registrationNumber)}</>;
  }

  const intro = (
    <div className="space-y-2 text-slate-800">
      <h2 className="text-lg font-semibold text-brand-900">{_('student.apply.title')}</h2>
      <p>{_('student.apply.intro')}</p>
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
      {_('student.apply.again')}
    </button>
  );

  return (
    <div ref={statusRef} tabIndex={-1} className="space-y-6 focus:outline-none">
      {application.status === 'submitted' && (
        <Panel tone="info" title={_('student.apply.status.waiting')}>
          <Summary application={application} />
          <h3 className="mt-4 font-semibold text-brand-900">{_('student.apply.next.title')}</h3>
          <p className="mt-1 text-slate-800">
            {_('student.apply.next.text', { centre: application.centre.name })}
          </p>
          <div className="mt-4">
            <WithdrawButton />
          </div>
        </Panel>
      )}
      {application.status === 'correction_requested' && (
        <>
          <Panel tone="warning" title={_('student.apply.status.correction')}>
            <p className="mt-2 text-slate-800">{_('student.apply.centreWrote')}</p>
            <blockquote className="mt-1 border-l-4 border-amber-400 pl-3 whitespace-pre-line text-slate-900">
              {application.staffMessage}
            </blockquote>
            <Summary application={application} />
            <p className="mt-3 text-slate-800">{_('student.apply.correctBelow')}</p>
            <div className="mt-4">
              <WithdrawButton />
            </div>
          </Panel>
          {form(true, application)}
        </>
      )}
      {application.status === 'rejected' && (
        <Panel tone="error" title={_('student.apply.status.rejected')}>
          <p className="mt-2 text-slate-800">{_('student.apply.reason')}</p>
          <blockquote className="mt-1 border-l-4 border-red-300 pl-3 whitespace-pre-line text-slate-900">
            {application.staffMessage}
          </blockquote>
          <Summary application={application} />
          <p className="mt-3 text-slate-800">{_('student.apply.mayApplyAgain')}</p>
          <div className="mt-4">{again}</div>
        </Panel>
      )}
      {application.status === 'withdrawn' && (
        <Panel tone="info" title={_('student.apply.status.withdrawn')}>
          <Summary application={application} />
          <div className="mt-4">{again}</div>
        </Panel>
      )}
    </div>
  );
}
