import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  type Application,
} from '@institute/shared/applications';
import { FIELD_LABELS, type FileField } from '@institute/shared/student';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { TextareaField } from '../../../components/form/textarea-field';
import { Dialog } from '../../../components/ui/dialog';
import { useApplication, useReviewApplication, type ReviewAction } from '../applications-api';
import { ApiRequestError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { MANAGE_PATH, StatusBadge } from './application-parts';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { formatDate } from '../../../lib/format-date';
import { PageHeading } from '../../../components/ui/page-heading';
import { PRIMARY, SECONDARY, TEXT_LINK } from '../../../components/ui/button';
import { viewPath } from '../../../lib/student-paths';
import { DANGER } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';

type Pending = 'approve' | 'correction' | 'reject' | null;

const ROWS: [string, (a: Application) => string | null][] = [
  ['First Name', (a) => a.firstname],
  ['Last Name', (a) => a.lastname],
  ['Date of Birth', (a) => formatDate(a.dob)],
  ['Gender', (a) => a.gender],
  ["Father's Name", (a) => a.fathername],
  ["Mother's Name", (a) => a.mothername],
  ['Category', (a) => a.category],
  ['Religion', (a) => a.religion],
  ['Marital Status', (a) => a.maritalstatus],
  ['Qualification', (a) => a.qualification],
  ['Aadhaar No', (a) => a.adhar],
  ['Email', (a) => a.email],
  ['Contact No', (a) => a.contactno],
  ['Guardian Contact', (a) => a.guardiancontact],
  ['State', (a) => a.state],
  ['District', (a) => a.district],
  ['Permanent Address', (a) => a.address],
  ['Present Address', (a) => a.presentaddress],
  ['Course', (a) => a.courseName],
  ['Course Option', (a) => a.courseOption],
  ['Centre', (a) => `${a.centre.name} (${a.centre.code})`],
  ['Sent on', (a) => formatDate(a.submittedAt)],
];

function Document({ application, field }: { application: Application; field: FileField }) {
  const href = application[field];
  const label = FIELD_LABELS[field];
  if (!href) return <p className="text-slate-600">No {label.toLowerCase()} uploaded</p>;
  if (field === 'marksheet') {
    return (
      <a href={href} target="_blank" rel="noreferrer" className={TEXT_LINK}>
        Open marksheet (opens in a new tab)
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noreferrer" className={`inline-block ${FOCUS_RING}`}>
      <img
        src={href}
        alt={`${label} of ${application.firstname} ${application.lastname} (opens in a new tab)`}
        className="h-32 max-w-56 rounded border border-slate-200 object-contain"
      />
    </a>
  );
}

/** One application with every field and document, and the review actions while it waits. */
export function ApplicationDetailPage() {
  const id = Number(useParams().id);
  const application = useApplication(id);
  const review = useReviewApplication(id);
  const [pending, setPending] = useState<Pending>(null);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  if (
    !Number.isSafeInteger(id) ||
    id <= 0 ||
    (application.error instanceof ApiRequestError && application.error.status === 404)
  ) {
    return <ErrorMessage>{APPLICATION_MESSAGES.notFound}</ErrorMessage>;
  }
  if (application.isPending) return <LoadingMessage />;
  if (application.isError) {
    return (
      <ErrorMessage>
        {application.error instanceof ApiRequestError && application.error.status === 403
          ? application.error.message
          : 'Could not load the application. Please try again.'}
      </ErrorMessage>
    );
  }
  const data = application.data;
  const name = `${data.firstname} ${data.lastname}`;

  const open = (action: Exclude<Pending, null>) => {
    setText('');
    setTextError(null);
    setPending(action);
  };

  const confirm = () => {
    let action: ReviewAction;
    if (pending === 'approve') action = { kind: 'approve' };
    else {
      const value = text.trim();
      if (!value) {
        setTextError(
          pending === 'correction'
            ? APPLICATION_MESSAGES.messageRequired
            : APPLICATION_MESSAGES.reasonRequired,
        );
        return;
      }
      action =
        pending === 'correction'
          ? { kind: 'correction', message: value }
          : { kind: 'reject', reason: value };
    }
    review.mutate(action, {
      onSuccess: (answer) => {
        setPending(null);
        const message = answer.registrationNumber
          ? `${APPLICATION_MESSAGES.approved}: ${answer.registrationNumber}`
          : action.kind === 'correction'
            ? APPLICATION_MESSAGES.correctionRequested
            : APPLICATION_MESSAGES.rejected;
        setResult(message);
        showToast(message, 'success');
      },
      onError: (error) => {
        const fieldMessage =
          error instanceof ApiRequestError ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
        if (fieldMessage) {
          setTextError(fieldMessage);
          return;
        }
        setPending(null);
        showToast(
          error instanceof ApiRequestError && !error.isNetworkError && error.status < 500
            ? error.message
            : 'Could not save the decision. Please try again.',
          'error',
        );
        void application.refetch();
      },
    });
  };

  const dialogTitle =
    pending === 'approve'
      ? 'Approve this application?'
      : pending === 'correction'
        ? 'Ask for a correction'
        : 'Reject this application?';

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading
        title={`Application of ${name}`}
        intro={
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={data.status} />
            <span>
              Applicant account: {data.applicant.name} ({data.applicant.email})
            </span>
          </span>
        }
        actions={
          <Link to={MANAGE_PATH} className={SECONDARY}>
            Back to list
          </Link>
        }
      />

      <div role="status" className="empty:hidden">
        {result && (
          <div
            ref={resultRef}
            tabIndex={-1}
            className="mb-6 rounded-md border border-green-200 bg-green-50 p-4 font-semibold text-green-900 focus:outline-2 focus:outline-green-700"
          >
            {result}
          </div>
        )}
      </div>

      {data.status === 'approved' && data.registrationNumber && (
        <p className="mb-6 rounded-md border border-green-200 bg-green-50 p-4 text-green-900">
          Approved on {formatDate(data.reviewedAt ?? data.updatedAt)}. Registration number{' '}
          <Link to={viewPath(data.registrationNumber)} className={`font-mono ${TEXT_LINK}`}>
            {data.registrationNumber}
          </Link>
        </p>
      )}
      {data.staffMessage && data.status !== 'approved' && (
        <div className="mb-6 rounded-md border border-slate-200 bg-white p-4">
          <h2 className="font-semibold text-brand-900">
            {data.status === 'rejected'
              ? 'Reason for rejecting'
              : data.status === 'correction_requested'
                ? 'Correction asked for'
                : 'Earlier correction asked for'}
          </h2>
          <p className="mt-1 whitespace-pre-line text-slate-800">{data.staffMessage}</p>
        </div>
      )}

      {data.status === 'submitted' && (
        <div className="mb-6 flex flex-wrap gap-2">
          <button type="button" className={PRIMARY} onClick={() => open('approve')}>
            Approve
          </button>
          <button type="button" className={SECONDARY} onClick={() => open('correction')}>
            Ask for correction
          </button>
          <button type="button" className={DANGER} onClick={() => open('reject')}>
            Reject
          </button>
        </div>
      )}
      {data.status !== 'submitted' && data.status !== 'approved' && (
        <p className="mb-6 text-slate-700">
          {APPLICATION_STATUS_LABELS[data.status]}: nothing to decide until the applicant sends it
          again.
        </p>
      )}

      <section aria-labelledby="documents-heading" className="mb-6">
        <h2 id="documents-heading" className="mb-2 text-lg font-semibold text-brand-900">
          Documents
        </h2>
        <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3">
          {(['photo', 'signature', 'marksheet'] as const).map((field) => (
            <div key={field}>
              <h3 className="mb-1 text-sm font-medium text-slate-700">{FIELD_LABELS[field]}</h3>
              <Document application={data} field={field} />
            </div>
          ))}
        </div>
      </section>

      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
        <DataTable
          caption="Details of the application"
          cards={false}
          className="w-full text-left"
          columns={[
            {
              id: 'field',
              header: 'Field',
              rowHeader: true,
              className: 'text-slate-700',
              cell: ([label]) => label,
            },
            {
              id: 'value',
              header: 'Value',
              className: 'break-words whitespace-pre-line',
              cell: ([, value]) => value(data) ?? '-',
            },
          ]}
          rows={ROWS}
          rowKey={([label]) => label}
        />
      </div>

      <Dialog
        open={pending !== null}
        title={dialogTitle}
        onClose={() => {
          if (!review.isPending) setPending(null);
        }}
      >
        {pending === 'approve' && (
          <p className="text-slate-800">
            {name} becomes a student of {data.centre.name} in {data.courseName}, with a new
            registration number. The course&apos;s registration fee is debited from the
            centre&apos;s wallet.
          </p>
        )}
        {pending === 'correction' && (
          <TextareaField
            label="Message for the applicant"
            hint="Say what to correct; the applicant sees this message on their page."
            data-autofocus
            value={text}
            maxLength={1000}
            error={textError ?? undefined}
            onChange={(event) => setText(event.target.value)}
          />
        )}
        {pending === 'reject' && (
          <TextareaField
            label="Reason"
            hint="The applicant sees this reason."
            data-autofocus
            value={text}
            maxLength={1000}
            error={textError ?? undefined}
            onChange={(event) => setText(event.target.value)}
          />
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className={SECONDARY}
            disabled={review.isPending}
            onClick={() => setPending(null)}
            {...(pending === 'approve' ? { 'data-autofocus': true } : {})}
          >
            Cancel
          </button>
          <button
            type="button"
            className={pending === 'reject' ? DANGER : PRIMARY}
            disabled={review.isPending}
            onClick={confirm}
          >
            {review.isPending
              ? 'Saving...'
              : pending === 'approve'
                ? 'Approve'
                : pending === 'correction'
                  ? 'Send to applicant'
                  : 'Reject'}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
