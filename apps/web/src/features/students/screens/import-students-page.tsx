import { Trans, useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FileField } from '../../../components/form/file-field';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import {
  checkCsvFile,
  IMPORT_TEMPLATE_HREF,
  importStudents,
  studentKeys,
  type ImportReport,
} from '../students-api';
import { ApiRequestError } from '../../../lib/api-client';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { DataTable } from '../../../components/ui/data-table';
import { ErrorMessage } from '../../../components/ui/status-message';
import { PageHeading } from '../../../components/ui/page-heading';
import { AffiliationNotice, useAffiliationBlock } from '../../centres/affiliation-notice';
import { SECONDARY, TEXT_LINK } from '../../../components/ui/button';
import { useCentres } from '../../centres/centres-api';
import { fieldLabel } from '../student-labels';

/** The opening-balance columns of a student who joined before go-live (decision 0055). */
const OPENING_LABEL_IDS = {
  paidAmount: 'students.import.opening.paidAmount',
  paidReceiptNumber: 'students.import.opening.paidReceiptNumber',
  paidOn: 'students.import.opening.paidOn',
  paidMode: 'students.import.opening.paidMode',
  balanceDue: 'students.import.opening.balanceDue',
  balanceDueDate: 'students.import.opening.balanceDueDate',
} as const;

const columnLabel = (field: string, _: Parameters<typeof fieldLabel>[1]) =>
  field in OPENING_LABEL_IDS
    ? _(OPENING_LABEL_IDS[field as keyof typeof OPENING_LABEL_IDS])
    : fieldLabel(field, _);

/** The import form's fields as the browser holds them. */
interface ImportFields {
  centreId: string;
  file: FileList | undefined;
  confirmSecondEnrolment: boolean;
}

/** Import students: upload a CSV of the template's columns, then the report of what was saved. */
export function ImportStudentsPage() {
  const queryClient = useQueryClient();
  const user = useStaffUser();
  const headOffice = isHeadOffice(user);
  const centres = useCentres(headOffice);
  // An expired centre imports nobody until renewed: the screen says why (decision 0072).
  const blocked = useAffiliationBlock();
  const reportRef = useRef<HTMLHeadingElement>(null);
  const { _ } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ImportFields>({
    defaultValues: {
      centreId: user?.centreId ? String(user.centreId) : '',
      confirmSecondEnrolment: false,
    },
    // A new file clears the message; the next Import checks it again.
    reValidateMode: 'onSubmit',
  });

  // The report takes the focus when it arrives, so it is seen and read out.
  useEffect(() => {
    if (report) reportRef.current?.focus();
  }, [report]);

  const onValid = async ({ centreId, file: files, confirmSecondEnrolment }: ImportFields) => {
    const file = files?.[0];
    if (!file) return;
    setReport(null);
    try {
      const answer = await importStudents(
        file,
        headOffice && centreId ? Number(centreId) : undefined,
        confirmSecondEnrolment,
      );
      setReport(answer);
      if (answer.imported > 0)
        void queryClient.invalidateQueries({ queryKey: studentKeys.lists() });
    } catch (error) {
      if (error instanceof ApiRequestError) {
        const messages = error.fieldErrors.file;
        if (messages?.length) {
          setError('file', { message: messages.join(' ') });
          setFocus('file');
        }
        setFailure(
          error.status === 413
            ? _('students.import.failedTooLarge')
            : error.status >= 400 && error.status < 500 && !messages?.length
              ? _('students.import.failedReason', { reason: error.message })
              : _('students.import.failed'),
        );
      } else {
        setFailure(_('students.import.failed'));
      }
    }
  };

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading
        title={_('students.import.title')}
        intro={
          <Trans
            id="students.import.intro"
            components={{ 0: <a href={IMPORT_TEMPLATE_HREF} download className={TEXT_LINK} /> }}
          />
        }
        actions={
          <Link to="/dashboard/SeeAllStudents" className={SECONDARY}>
            {_('students.import.backToList')}
          </Link>
        }
      />

      <AffiliationNotice affiliation={blocked} />
      <p className="mb-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
        {_('students.import.openingHint')}
      </p>

      <form
        noValidate
        onSubmit={(event) => {
          setFailure(null);
          void handleSubmit(onValid)(event);
        }}
        aria-label={_('students.import.form')}
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        {headOffice && centres.data && (
          <SelectField
            label={_('students.import.centre')}
            placeholder={_('students.import.selectCentre')}
            hint={_('students.import.centreHint')}
            options={centres.data.map((c) => ({
              value: String(c.id),
              label: `${c.name} (${c.code})`,
            }))}
            {...register('centreId')}
          />
        )}
        <FileField
          label={_('students.import.file')}
          accept=".csv,text/csv"
          hint={_('students.import.fileHint')}
          error={errors.file?.message}
          {...register('file', {
            validate: (files) => checkCsvFile(files?.[0]) ?? true,
            onChange: () => clearErrors('file'),
          })}
        />
        <div className="text-sm">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0"
              aria-describedby="allow-second-hint"
              {...register('confirmSecondEnrolment')}
            />
            <span className="font-medium">{_('students.msg.importOptionLabel')}</span>
          </label>
          <p id="allow-second-hint" className="mt-1 text-slate-700">
            {_('students.msg.importOptionHint')}
          </p>
        </div>
        {failure && <ErrorMessage>{failure}</ErrorMessage>}
        <SubmitButton
          busy={isSubmitting}
          busyLabel={_('students.import.importing')}
          className="sm:w-auto sm:px-8"
        >
          {_('students.import.submit')}
        </SubmitButton>
      </form>

      {report && (
        <section aria-labelledby="import-report" className="mt-6 space-y-4">
          <h2
            id="import-report"
            ref={reportRef}
            tabIndex={-1}
            className="text-xl font-semibold text-brand-900 focus:outline-none"
          >
            {_('students.import.report')}
          </h2>
          <p
            role="status"
            className="rounded-md border border-green-200 bg-green-50 p-3 text-green-900"
          >
            {_('students.import.imported', { count: report.imported })}
            {report.failed.length > 0 &&
              ` ${_('students.import.notImported', { count: report.failed.length })}`}
          </p>
          {report.failed.length > 0 && (
            <div
              role="region"
              aria-label={_('students.import.failedRows')}
              tabIndex={0}
              className="relative max-h-96 overflow-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <DataTable
                caption={_('students.import.failedCaption')}
                columns={[
                  {
                    id: 'row',
                    header: _('students.import.row'),
                    rowHeader: true,
                    cell: (row) => row.row,
                  },
                  {
                    id: 'errors',
                    header: _('students.import.errors'),
                    cell: (row) => (
                      <ul className="space-y-1">
                        {Object.entries(row.errors).map(([field, messages]) => (
                          <li key={field}>
                            <span className="font-medium">{columnLabel(field, _)}:</span>{' '}
                            {messages.join(' ')}
                          </li>
                        ))}
                      </ul>
                    ),
                  },
                ]}
                rows={report.failed}
                rowKey={(row) => row.row}
              />
            </div>
          )}
          <p>
            <Link to="/dashboard/SeeAllStudents" className={TEXT_LINK}>
              {_('students.import.seeAll')}
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}
