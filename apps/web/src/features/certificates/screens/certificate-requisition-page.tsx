import type { RequestKind } from '@institute/shared/certificates';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '../../../components/form/text-field';
import { errorMessage, useCertificateRequests, useRequestCertificate } from '../certificates-api';
import { showToast } from '../../../lib/toast';
import { StatusBadge } from './certificate-parts';
import { DataTable } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/format-date';
import { PageHeading } from '../../../components/ui/page-heading';
import { PRIMARY } from '../../../components/ui/button';

const KIND_LABELS: Record<RequestKind, string> = {
  original: 'Certificate',
  duplicate: 'Duplicate (lost or damaged)',
  corrected: 'Corrected (wrong details)',
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
  const requests = useCertificateRequests();
  const create = useRequestCertificate();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, control, resetField } = useForm<RequestFields>({
    defaultValues: { studentId: '', kind: 'original', replacesNumber: '', reason: '' },
  });
  const kind = useWatch({ control, name: 'kind' });

  const onValid = (values: RequestFields) => {
    const studentId = values.studentId.trim();
    // As the specification says: an empty Student ID is ignored.
    if (!studentId || create.isPending) return;
    setError(null);
    create.mutate(
      {
        registrationNumber: studentId,
        kind: values.kind,
        ...(values.kind === 'original'
          ? {}
          : { replacesNumber: values.replacesNumber.trim(), reason: values.reason }),
      },
      {
        onSuccess: (item) => {
          resetField('studentId');
          resetField('replacesNumber');
          resetField('reason');
          showToast(`Certificate requested for ${item.studentName}.`, 'success');
        },
        onError: (failure) =>
          setError(errorMessage(failure, 'Could not send the request. Please try again.')),
      },
    );
  };

  return (
    <div className="p-4 sm:p-8">
      <PageHeading
        title="Certificate Requisition"
        intro="Request the certificate of a student who has passed and finished the course (its duration has ended, or staff set the completion status to Completed); head office approves and prints it."
      />
      <form
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        noValidate
        className="grid max-w-2xl gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2"
      >
        <TextField
          label="Student ID"
          required
          autoComplete="off"
          {...register('studentId')}
          hint="The registration number, e.g. RV2026000001"
          error={error ?? undefined}
        />
        <div>
          <label htmlFor="request-kind" className="block text-sm font-medium text-slate-800">
            Kind
          </label>
          <select
            id="request-kind"
            {...register('kind')}
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2"
          >
            {(Object.keys(KIND_LABELS) as RequestKind[]).map((value) => (
              <option key={value} value={value}>
                {KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        {kind !== 'original' && (
          <>
            <TextField label="Certificate number it replaces" {...register('replacesNumber')} />
            <TextField label="Reason" {...register('reason')} />
          </>
        )}
        <div className="sm:col-span-2">
          <button type="submit" className={PRIMARY} disabled={create.isPending}>
            {create.isPending ? 'Submitting...' : 'Submit Request'}
          </button>
        </div>
      </form>

      <h2 className="mt-8 text-lg font-semibold text-brand-900">Requests</h2>
      {requests.isPending && <p className="mt-2 text-slate-700">Loading...</p>}
      {requests.isError && (
        <p role="alert" className="mt-2 text-red-700">
          Could not load the requests. Please try again.
        </p>
      )}
      {requests.data && requests.data.length === 0 && (
        <p className="mt-2 text-slate-700">No certificate has been requested yet.</p>
      )}
      {requests.data && requests.data.length > 0 && (
        <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <DataTable
            caption="Requests"
            cards={false}
            className="w-full text-left"
            columns={[
              { id: 'number', header: 'Sl No.', cell: (_item, index) => index + 1 },
              {
                id: 'student',
                header: 'Student Id',
                className: 'font-mono',
                cell: (item) => item.registrationNumber,
              },
              {
                id: 'name',
                header: 'Student Name',
                cell: (item) => (
                  <>
                    {item.studentName}
                    {item.kind !== 'original' && (
                      <span className="ml-1 text-slate-600">({item.kind})</span>
                    )}
                  </>
                ),
              },
              {
                id: 'date',
                header: 'Request Date',
                cell: (item) => formatDate(item.requestedAt, 'short'),
              },
              {
                id: 'status',
                header: 'Status',
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
