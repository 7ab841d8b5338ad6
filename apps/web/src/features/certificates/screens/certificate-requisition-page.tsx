import { AttendanceWarning } from '../../attendance/student-attendance-panel';
import type { CertificatePreview } from '@institute/shared/certificate-exam';
import type { RequestKind } from '@institute/shared/certificates';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '../../../components/form/text-field';
import {
  errorMessage,
  fetchCertificatePreview,
  useCertificateRequests,
  useRequestCertificate,
} from '../certificates-api';
import { CertificatePreviewPanel } from './certificate-preview-panel';
import { showToast } from '../../../lib/toast';
import { StatusBadge } from './certificate-parts';
import { DataTable } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/format-date';
import { PageHeading } from '../../../components/ui/page-heading';
import { AffiliationNotice, useAffiliationBlock } from '../../centres/affiliation-notice';
import { PRIMARY } from '../../../components/ui/button';

const KIND_IDS: Record<RequestKind, MessageId> = {
  original: 'certificates.kind.original',
  duplicate: 'certificates.kind.duplicate',
  corrected: 'certificates.kind.corrected',
};

/** The request form's fields as typed. */
interface RequestFields {
  studentId: string;
  kind: RequestKind;
  replacesNumber: string;
  reason: string;
}

/** Certificate Requisition: a centre asks head office for a student's certificate. */
export function CertificateRequisitionPage() {
  const { _ } = useLingui();
  // An expired centre requests no certificate until renewed: the screen says why (decision 0072).
  const blocked = useAffiliationBlock();
  const requests = useCertificateRequests();
  const create = useRequestCertificate();
  const [error, setError] = useState<string | null>(null);
  // What the certificate would print (decision 0057): shown before the request is sent.
  const [preview, setPreview] = useState<CertificatePreview | null>(null);
  const [checking, setChecking] = useState(false);
  const { register, handleSubmit, control, resetField } = useForm<RequestFields>({
    defaultValues: { studentId: '', kind: 'original', replacesNumber: '', reason: '' },
  });
  const kind = useWatch({ control, name: 'kind' });
  const typedId = useWatch({ control, name: 'studentId' }).trim().toUpperCase();
  // A preview belongs to the number it was asked for; another number needs its own.
  const shown = preview && preview.registrationNumber === typedId ? preview : null;

  const check = async (studentId: string) => {
    setChecking(true);
    try {
      setPreview(await fetchCertificatePreview(studentId));
    } catch (failure) {
      setPreview(null);
      setError(errorMessage(failure, _('certificates.preview.failed')));
    } finally {
      setChecking(false);
    }
  };

  const onValid = (values: RequestFields) => {
    const studentId = values.studentId.trim();
    // As the specification says: an empty Student ID is ignored.
    if (!studentId || create.isPending || checking) return;
    setError(null);
    // First the grade and percentage that will be printed; the request is sent by the next press.
    // A student who could not be sent is checked again (marks may have been added since).
    if (!shown?.eligible || !shown.result) {
      void check(studentId);
      return;
    }
    const { result } = shown;
    create.mutate(
      {
        registrationNumber: studentId,
        kind: values.kind,
        ...(values.kind === 'original'
          ? {}
          : { replacesNumber: values.replacesNumber.trim(), reason: values.reason }),
        preview: { resultId: result.id, grade: result.grade, percentageBp: result.percentageBp },
      },
      {
        onSuccess: (item) => {
          resetField('studentId');
          resetField('replacesNumber');
          resetField('reason');
          setPreview(null);
          showToast(_('certificates.requisition.requested', { name: item.studentName }), 'success');
        },
        onError: (failure) => {
          setError(errorMessage(failure, _('certificates.requisition.sendFailed')));
          // The result may have changed: show it again as it is now.
          void check(studentId);
        },
      },
    );
  };

  return (
    <div className="p-4 sm:p-8">
      <PageHeading
        title={_('certificates.requisition.title')}
        intro={_('certificates.requisition.intro')}
      />
      <AffiliationNotice affiliation={blocked} />
      <form
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        noValidate
        className="grid max-w-2xl gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2"
      >
        <TextField
          label={_('certificates.studentId')}
          required
          autoComplete="off"
          {...register('studentId')}
          hint={_('certificates.requisition.studentIdHint')}
          error={error ?? undefined}
        />
        <div>
          <label htmlFor="request-kind" className="block text-sm font-medium text-slate-800">
            {_('certificates.requisition.kind')}
          </label>
          <select
            id="request-kind"
            {...register('kind')}
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2"
          >
            {(Object.keys(KIND_IDS) as RequestKind[]).map((value) => (
              <option key={value} value={value}>
                {_(KIND_IDS[value])}
              </option>
            ))}
          </select>
        </div>
        {kind !== 'original' && (
          <>
            <TextField
              label={_('certificates.requisition.replaces')}
              {...register('replacesNumber')}
            />
            <TextField label={_('certificates.reason')} {...register('reason')} />
          </>
        )}
        {shown && (
          <div className="sm:col-span-2">
            <CertificatePreviewPanel preview={shown} />
            <AttendanceWarning
              registrationNumber={shown.registrationNumber}
              name={shown.studentName}
            />
          </div>
        )}
        <div className="sm:col-span-2">
          <button type="submit" className={PRIMARY} disabled={create.isPending || checking}>
            {create.isPending ? _('certificates.submitting') : _('certificates.submitRequest')}
          </button>
        </div>
      </form>

      <h2 className="mt-8 text-lg font-semibold text-brand-900">
        {_('certificates.requisition.requests')}
      </h2>
      {requests.isPending && <p className="mt-2 text-slate-700">{_('ui.loading')}</p>}
      {requests.isError && (
        <p role="alert" className="mt-2 text-red-700">
          {_('certificates.requests.loadFailed')}
        </p>
      )}
      {requests.data && requests.data.length === 0 && (
        <p className="mt-2 text-slate-700">{_('certificates.requests.none')}</p>
      )}
      {requests.data && requests.data.length > 0 && (
        <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <DataTable
            caption={_('certificates.requisition.requests')}
            className="w-full text-left"
            columns={[
              {
                id: 'number',
                header: _('certificates.requisition.col.slNo'),
                cell: (_item, index) => index + 1,
              },
              {
                id: 'student',
                header: _('certificates.requisition.col.studentId'),
                className: 'font-mono',
                cell: (item) => item.registrationNumber,
              },
              {
                id: 'name',
                header: _('certificates.requisition.col.studentName'),
                cell: (item) => (
                  <>
                    {item.studentName}
                    {item.kind !== 'original' && (
                      <span className="ml-1 text-slate-600">
                        {_('certificates.kindNote', { kind: item.kind })}
                      </span>
                    )}
                  </>
                ),
              },
              {
                id: 'date',
                header: _('certificates.col.requestDate'),
                cell: (item) => formatDate(item.requestedAt, 'short'),
              },
              {
                id: 'status',
                header: _('certificates.col.status'),
                cell: (item) => (
                  <>
                    <StatusBadge status={item.status} />
                    {item.rejectionReason && (
                      <span className="ml-2 text-slate-700">{item.rejectionReason}</span>
                    )}
                    {item.certificateNumber && (
                      <span className="ml-2 font-mono text-slate-700">
                        {item.certificateNumber}
                      </span>
                    )}
                  </>
                ),
              },
            ]}
            rows={requests.data}
            rowKey={(item) => item.id}
          />
        </div>
      )}
    </div>
  );
}
