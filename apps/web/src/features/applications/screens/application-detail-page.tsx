import { APPLICATION_MESSAGES, type Application } from '@institute/shared/applications';
import type { FileField } from '@institute/shared/student';
import type { MessageId } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { TextareaField } from '../../../components/form/textarea-field';
import { Dialog } from '../../../components/ui/dialog';
import { useApplication, useReviewApplication, type ReviewAction } from '../applications-api';
import { ApiRequestError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { MANAGE_PATH, STATUS_IDS, StatusBadge } from './application-parts';
import { FIELD_LABEL_IDS } from '../components/application-labels';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { formatDate } from '../../../lib/format-date';
import { PageHeading } from '../../../components/ui/page-heading';
import { PRIMARY, SECONDARY, TEXT_LINK } from '../../../components/ui/button';
import { viewPath } from '../../../lib/student-paths';
import { DANGER } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { nameIn, optionLabelIn } from '@institute/shared/hindi-names';

type Pending = 'approve' | 'correction' | 'reject' | null;

/** The fields whose values come from a list the product ships (shown in Hindi on Hindi pages). */
const LISTED = new Set<MessageId>([
  FIELD_LABEL_IDS.gender,
  FIELD_LABEL_IDS.category,
  FIELD_LABEL_IDS.maritalstatus,
  FIELD_LABEL_IDS.state,
  FIELD_LABEL_IDS.course,
]);

const ROWS: [MessageId, (a: Application) => string | null][] = [
  [FIELD_LABEL_IDS.firstname, (a) => a.firstname],
  [FIELD_LABEL_IDS.lastname, (a) => a.lastname],
  [FIELD_LABEL_IDS.dob, (a) => formatDate(a.dob)],
  [FIELD_LABEL_IDS.gender, (a) => a.gender],
  [FIELD_LABEL_IDS.fathername, (a) => a.fathername],
  [FIELD_LABEL_IDS.mothername, (a) => a.mothername],
  [FIELD_LABEL_IDS.category, (a) => a.category],
  [FIELD_LABEL_IDS.religion, (a) => a.religion],
  [FIELD_LABEL_IDS.maritalstatus, (a) => a.maritalstatus],
  [FIELD_LABEL_IDS.qualification, (a) => a.qualification],
  [FIELD_LABEL_IDS.adhar, (a) => a.adhar],
  [FIELD_LABEL_IDS.email, (a) => a.email],
  [FIELD_LABEL_IDS.contactno, (a) => a.contactno],
  [FIELD_LABEL_IDS.guardiancontact, (a) => a.guardiancontact],
  [FIELD_LABEL_IDS.state, (a) => a.state],
  [FIELD_LABEL_IDS.district, (a) => a.district],
  [FIELD_LABEL_IDS.address, (a) => a.address],
  [FIELD_LABEL_IDS.presentaddress, (a) => a.presentaddress],
  [FIELD_LABEL_IDS.course, (a) => a.courseName],
  [FIELD_LABEL_IDS.courseOption, (a) => a.courseOption],
  ['applications.detail.centre', (a) => `${a.centre.name} (${a.centre.code})`],
  ['applications.detail.sentOn', (a) => formatDate(a.submittedAt)],
];

function Document({ application, field }: { application: Application; field: FileField }) {
  const { _ } = useLingui();
  const href = application[field];
  if (!href) return <p className="text-slate-600">{_('applications.detail.noFile', { field })}</p>;
  if (field === 'marksheet') {
    return (
      <a href={href} target="_blank" rel="noreferrer" className={TEXT_LINK}>
        {_('applications.detail.openMarksheet')}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noreferrer" className={`inline-block ${FOCUS_RING}`}>
      <img
        src={href}
        alt={_('applications.detail.fileOf', {
          field,
          name: `${application.firstname} ${application.lastname}`,
        })}
        className="h-32 max-w-56 rounded border border-slate-200 object-contain"
      />
    </a>
  );
}

/** One application with every field and document, and the review actions while it waits. */
export function ApplicationDetailPage() {
  const { _, i18n } = useLingui();
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
    return <ErrorMessage>{_('applications.detail.notFound')}</ErrorMessage>;
  }
  if (application.isPending) return <LoadingMessage />;
  if (application.isError) {
    return (
      <ErrorMessage>
        {application.error instanceof ApiRequestError && application.error.status === 403
          ? application.error.message
          : _('applications.detail.loadFailed')}
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
          ? _('applications.detail.approved', { registrationNumber: answer.registrationNumber })
          : action.kind === 'correction'
            ? _('applications.detail.correctionRequested')
            : _('applications.detail.rejected');
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
            : _('applications.detail.saveFailed'),
          'error',
        );
        void application.refetch();
      },
    });
  };

  const dialogTitle =
    pending === 'approve'
      ? _('applications.detail.approveTitle')
      : pending === 'correction'
        ? _('applications.detail.correctionTitle')
        : _('applications.detail.rejectTitle');

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading
        title={_('applications.detail.title', { name })}
        intro={
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={data.status} />
            <span>
              {_('applications.detail.account', {
                name: data.applicant.name,
                email: data.applicant.email,
              })}
            </span>
          </span>
        }
        actions={
          <Link to={MANAGE_PATH} className={SECONDARY}>
            {_('applications.detail.back')}
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
          <Trans
            id="applications.detail.approvedOn"
            values={{
              date: formatDate(data.reviewedAt ?? data.updatedAt),
              registrationNumber: data.registrationNumber,
            }}
            components={{
              0: (
                <Link to={viewPath(data.registrationNumber)} className={`font-mono ${TEXT_LINK}`} />
              ),
            }}
          />
        </p>
      )}
      {data.staffMessage && data.status !== 'approved' && (
        <div className="mb-6 rounded-md border border-slate-200 bg-white p-4">
          <h2 className="font-semibold text-brand-900">
            {data.status === 'rejected'
              ? _('applications.detail.reasonHeading')
              : data.status === 'correction_requested'
                ? _('applications.detail.correctionHeading')
                : _('applications.detail.earlierCorrectionHeading')}
          </h2>
          <p className="mt-1 whitespace-pre-line text-slate-800">{data.staffMessage}</p>
        </div>
      )}

      {data.status === 'submitted' && (
        <div className="mb-6 flex flex-wrap gap-2">
          <button type="button" className={PRIMARY} onClick={() => open('approve')}>
            {_('applications.detail.approve')}
          </button>
          <button type="button" className={SECONDARY} onClick={() => open('correction')}>
            {_('applications.detail.askCorrection')}
          </button>
          <button type="button" className={DANGER} onClick={() => open('reject')}>
            {_('applications.detail.reject')}
          </button>
        </div>
      )}
      {data.status !== 'submitted' && data.status !== 'approved' && (
        <p className="mb-6 text-slate-700">
          {_('applications.detail.nothingToDecide', { status: _(STATUS_IDS[data.status]) })}
        </p>
      )}

      <section aria-labelledby="documents-heading" className="mb-6">
        <h2 id="documents-heading" className="mb-2 text-lg font-semibold text-brand-900">
          {_('applications.detail.documents')}
        </h2>
        <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3">
          {(['photo', 'signature', 'marksheet'] as const).map((field) => (
            <div key={field}>
              <h3 className="mb-1 text-sm font-medium text-slate-700">
                {_(FIELD_LABEL_IDS[field])}
              </h3>
              <Document application={data} field={field} />
            </div>
          ))}
        </div>
      </section>

      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
        <DataTable
          caption={_('applications.detail.caption')}
          className="w-full text-left"
          columns={[
            {
              id: 'field',
              header: _('applications.detail.col.field'),
              rowHeader: true,
              className: 'text-slate-700',
              cell: ([label]) => _(label),
            },
            {
              id: 'value',
              header: _('applications.detail.col.value'),
              className: 'break-words whitespace-pre-line',
              // The lists' values and the course's names in the page's language.
              cell: ([label, value]) => {
                const shown = value(data);
                if (shown === null) return '-';
                if (label === FIELD_LABEL_IDS.courseOption)
                  return optionLabelIn(i18n.locale, shown);
                return LISTED.has(label) ? nameIn(i18n.locale, shown) : shown;
              },
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
            {_('applications.detail.approveText', {
              name,
              centre: data.centre.name,
              course: data.courseName,
            })}
          </p>
        )}
        {pending === 'correction' && (
          <TextareaField
            label={_('applications.detail.messageLabel')}
            hint={_('applications.detail.messageHint')}
            data-autofocus
            value={text}
            maxLength={1000}
            error={textError ?? undefined}
            onChange={(event) => setText(event.target.value)}
          />
        )}
        {pending === 'reject' && (
          <TextareaField
            label={_('applications.detail.reasonLabel')}
            hint={_('applications.detail.reasonHint')}
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
            {_('applications.detail.cancel')}
          </button>
          <button
            type="button"
            className={pending === 'reject' ? DANGER : PRIMARY}
            disabled={review.isPending}
            onClick={confirm}
          >
            {review.isPending
              ? _('applications.detail.saving')
              : pending === 'approve'
                ? _('applications.detail.approve')
                : pending === 'correction'
                  ? _('applications.detail.send')
                  : _('applications.detail.reject')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
