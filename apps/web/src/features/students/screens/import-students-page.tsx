import { ENROLMENT_MESSAGES } from '@institute/shared/enrolments';
import { FIELD_LABELS, STUDENT_MESSAGES } from '@institute/shared/student';
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
import { SECONDARY, TEXT_LINK } from '../../../components/ui/button';
import { useCentres } from '../../centres/centres-api';

/** The import form's fields as the browser holds them. */
interface ImportFields {
  centreId: string;
  file: FileList | undefined;
  confirmSecondEnrolment: boolean;
}

const IMPORT_FAILED = 'Failed to import students. Please try again.';

const labelOf = (field: string) =>
  field in FIELD_LABELS ? FIELD_LABELS[field as keyof typeof FIELD_LABELS] : field;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

/** Import students: upload a CSV of the template's columns, then the report of what was saved. */
export function ImportStudentsPage() {
  const queryClient = useQueryClient();
  const user = useStaffUser();
  const headOffice = isHeadOffice(user);
  const centres = useCentres(headOffice);
  const reportRef = useRef<HTMLHeadingElement>(null);
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
            ? `${IMPORT_FAILED} The file is larger than 5 MB.`
            : error.status >= 400 && error.status < 500 && !messages?.length
              ? `${IMPORT_FAILED} ${error.message}`
              : IMPORT_FAILED,
        );
      } else {
        setFailure(IMPORT_FAILED);
      }
    }
  };

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading
        title="Import students"
        intro={
          <>
            Add many students at once from a CSV file with the columns of the{' '}
            <a href={IMPORT_TEMPLATE_HREF} download className={TEXT_LINK}>
              CSV template
            </a>
            . Good rows are saved together; rows with mistakes are listed below to correct and
            upload again. {FIELD_LABELS.adhar}: {STUDENT_MESSAGES.aadhaarHint}.
          </>
        }
        actions={
          <Link to="/dashboard/SeeAllStudents" className={SECONDARY}>
            Back to list
          </Link>
        }
      />

      <form
        noValidate
        onSubmit={(event) => {
          setFailure(null);
          void handleSubmit(onValid)(event);
        }}
        aria-label="Import students"
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        {headOffice && centres.data && (
          <SelectField
            label="Centre"
            placeholder="Select centre"
            hint="Head office: the centre the imported students join."
            options={centres.data.map((c) => ({
              value: String(c.id),
              label: `${c.name} (${c.code})`,
            }))}
            {...register('centreId')}
          />
        )}
        <FileField
          label="CSV file"
          accept=".csv,text/csv"
          hint="A .csv file up to 5 MB, saved from a spreadsheet with the template's header row."
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
            <span className="font-medium">{ENROLMENT_MESSAGES.importOptionLabel}</span>
          </label>
          <p id="allow-second-hint" className="mt-1 text-slate-700">
            {ENROLMENT_MESSAGES.importOptionHint}
          </p>
        </div>
        {failure && <ErrorMessage>{failure}</ErrorMessage>}
        <SubmitButton busy={isSubmitting} busyLabel="Importing..." className="sm:w-auto sm:px-8">
          Import
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
            Import report
          </h2>
          <p
            role="status"
            className="rounded-md border border-green-200 bg-green-50 p-3 text-green-900"
          >
            Imported {plural(report.imported, 'student', 'students')}.
            {report.failed.length > 0 &&
              ` ${plural(report.failed.length, 'row was', 'rows were')} not imported.`}
          </p>
          {report.failed.length > 0 && (
            <div
              role="region"
              aria-label="Rows not imported"
              tabIndex={0}
              className="relative max-h-96 overflow-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <DataTable
                caption="Rows not imported, with their errors"
                cards={false}
                columns={[
                  { id: 'row', header: 'Row', rowHeader: true, cell: (row) => row.row },
                  {
                    id: 'errors',
                    header: 'Errors',
                    cell: (row) => (
                      <ul className="space-y-1">
                        {Object.entries(row.errors).map(([field, messages]) => (
                          <li key={field}>
                            <span className="font-medium">{labelOf(field)}:</span>{' '}
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
              See all students
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}
