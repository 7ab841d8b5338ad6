import {
  ACCOUNT_MESSAGES,
  courseFeeSchema,
  type CourseFeeItem,
  type CourseFeeValues,
} from '@institute/shared/accounts';
import { formatPaise, MAX_AMOUNT_PAISE, parseRupees } from '@institute/shared/money';
import { useState } from 'react';
import {
  useFieldArray,
  useForm,
  type FieldError,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { Dialog } from '../../../components/ui/dialog';
import { useCourseFees, useSaveCourseFee } from '../accounts-api';
import { showToast } from '../../../lib/toast';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { MONEY, rupeesText, TABLE_WRAP } from './account-parts';
import { DataTable } from '../../../components/ui/data-table';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { PageHeading } from '../../../components/ui/page-heading';
import { SECONDARY, SMALL_BUTTON } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';

const describeInstalments = (course: CourseFeeItem) =>
  course.instalments.length === 0
    ? 'Whole fee at admission'
    : course.instalments
        .map(
          (i) =>
            `${formatPaise(i.amountPaise)} ${i.afterDays === 0 ? 'at admission' : `after ${i.afterDays} days`}`,
        )
        .join('; ');

/** Head office: the fees of each course, the wallet debits and the student's course fee. */
export function CourseFeesPage() {
  const headOffice = isHeadOffice(useStaffUser());
  const fees = useCourseFees();
  const [editing, setEditing] = useState<CourseFeeItem | null>(null);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading
        title="Course fees"
        intro="The registration fee is debited from the centre’s wallet when a student is added, the certificate fee when a certificate is requested. The course fee is what the student pays the centre; a student’s fee plan is fixed at admission."
        actions={
          <Link to="/dashboard/AddAccount" className={SECONDARY}>
            Back to Add Fund
          </Link>
        }
      />
      {fees.isPending && <LoadingMessage />}
      {fees.isError && <ErrorMessage>Could not load the course fees.</ErrorMessage>}
      {fees.data && (
        <div className={TABLE_WRAP}>
          <DataTable
            caption="Course fees"
            cards={false}
            className="w-full text-left"
            columns={[
              {
                id: 'course',
                header: 'Course',
                sortValue: (course) => course.courseName,
                cell: (course) => (
                  <>
                    {course.courseName}{' '}
                    <span className="text-slate-600">({course.courseCode})</span>
                  </>
                ),
              },
              {
                id: 'registration',
                header: 'Registration fee',
                ...MONEY,
                sortValue: (course) => course.registrationFeePaise,
                cell: (course) => formatPaise(course.registrationFeePaise),
              },
              {
                id: 'certificate',
                header: 'Certificate fee',
                ...MONEY,
                sortValue: (course) => course.certificateFeePaise,
                cell: (course) => formatPaise(course.certificateFeePaise),
              },
              {
                id: 'courseFee',
                header: 'Course fee',
                ...MONEY,
                sortValue: (course) => course.courseFeePaise,
                cell: (course) => formatPaise(course.courseFeePaise),
              },
              { id: 'instalments', header: 'Instalments', cell: describeInstalments },
              ...(headOffice
                ? [
                    {
                      id: 'actions',
                      header: 'Actions',
                      actions: true,
                      cell: (course: CourseFeeItem) => (
                        <button
                          type="button"
                          className={SMALL_BUTTON}
                          aria-label={`Edit fees of ${course.courseName}`}
                          onClick={() => setEditing(course)}
                        >
                          Edit
                        </button>
                      ),
                    },
                  ]
                : []),
            ]}
            rows={fees.data}
            rowKey={(course) => course.courseCode}
          />
        </div>
      )}
      <Dialog
        open={editing !== null}
        title={editing ? `Fees of ${editing.courseName}` : 'Fees'}
        onClose={() => setEditing(null)}
        className="max-w-2xl"
      >
        {editing && <CourseFeeForm course={editing} onSaved={() => setEditing(null)} />}
      </Dialog>
    </div>
  );
}

/** The fee form's fields as typed (rupees and days as text). */
interface CourseFeeFields {
  registration: string;
  certificate: string;
  courseFee: string;
  instalments: { afterDays: string; amount: string }[];
}

/**
 * Reads the typed rupees and days into the values the server takes (courseFeeSchema), with the
 * server's messages: each field's own, and the instalments' sum and order on the list.
 */
const courseFeeResolver: Resolver<CourseFeeFields, unknown, CourseFeeValues> = async (fields) => {
  const errors: FieldErrors<CourseFeeFields> = {};
  const rowErrors: { afterDays?: FieldError; amount?: FieldError }[] = [];
  const fail = (message: string): FieldError => ({ type: 'validate', message });
  const money = (text: string, report: (error: FieldError) => void) => {
    const paise = parseRupees(text || '0');
    if (paise === null) report(fail(ACCOUNT_MESSAGES.amountInvalid));
    else if (paise > MAX_AMOUNT_PAISE) report(fail(ACCOUNT_MESSAGES.amountTooLarge));
    return paise ?? 0;
  };
  const values: CourseFeeValues = {
    registrationFeePaise: money(fields.registration, (e) => (errors.registration = e)),
    certificateFeePaise: money(fields.certificate, (e) => (errors.certificate = e)),
    courseFeePaise: money(fields.courseFee, (e) => (errors.courseFee = e)),
    instalments: fields.instalments.map((row, index) => {
      const found: { afterDays?: FieldError; amount?: FieldError } = {};
      const days = Number(row.afterDays);
      if (!/^\d{1,4}$/.test(row.afterDays.trim()) || days > 3650) {
        found.afterDays = fail('Enter a number of days from 0 to 3650');
      }
      const amount = money(row.amount, (e) => (found.amount = e));
      if (amount <= 0 && !found.amount) found.amount = fail(ACCOUNT_MESSAGES.amountPositive);
      if (found.afterDays || found.amount) rowErrors[index] = found;
      return { afterDays: days, amountPaise: amount };
    }),
  };
  let listError: FieldError | undefined;
  if (values.instalments.length > 0) {
    const sum = values.instalments.reduce((total, i) => total + i.amountPaise, 0);
    if (sum !== values.courseFeePaise) listError = fail(ACCOUNT_MESSAGES.instalmentsSum);
    else if (
      values.instalments.some(
        (i, n) => n > 0 && i.afterDays <= values.instalments[n - 1]!.afterDays,
      )
    ) {
      listError = fail(ACCOUNT_MESSAGES.instalmentsOrder);
    }
  }
  if (rowErrors.length > 0 || listError) {
    errors.instalments = Object.assign(rowErrors, listError ? { root: listError } : {});
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  // The server's schema has the last word (e.g. on the number of instalments).
  const parsed = courseFeeSchema.safeParse(values);
  if (!parsed.success) {
    return { values: {}, errors: { instalments: { root: fail(parsed.error.issues[0]!.message) } } };
  }
  return { values: parsed.data, errors: {} };
};

function CourseFeeForm({ course, onSaved }: { course: CourseFeeItem; onSaved: () => void }) {
  const save = useSaveCourseFee();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    getValues,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CourseFeeFields, unknown, CourseFeeValues>({
    resolver: courseFeeResolver,
    defaultValues: {
      registration: rupeesText(course.registrationFeePaise),
      certificate: rupeesText(course.certificateFeePaise),
      courseFee: rupeesText(course.courseFeePaise),
      instalments: course.instalments.map((i) => ({
        afterDays: String(i.afterDays),
        amount: rupeesText(i.amountPaise),
      })),
    },
  });
  const rows = useFieldArray({ control, name: 'instalments' });

  const onValid = async (values: CourseFeeValues) => {
    setFailure(null);
    try {
      await save.mutateAsync({ courseCode: course.courseCode, values });
      showToast(`Fees of ${course.courseName} saved.`, 'success');
      onSaved();
    } catch (error) {
      setFailure(messageOf(error, 'Could not save the fees. Please try again.'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-4">
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Registration fee (₹)"
          inputMode="decimal"
          data-autofocus
          error={errors.registration?.message}
          {...register('registration')}
        />
        <TextField
          label="Certificate fee (₹)"
          inputMode="decimal"
          error={errors.certificate?.message}
          {...register('certificate')}
        />
        <TextField
          label="Course fee (₹)"
          inputMode="decimal"
          error={errors.courseFee?.message}
          {...register('courseFee')}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          Instalments of the course fee (none: the whole fee at admission)
        </legend>
        {errors.instalments?.root && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errors.instalments.root.message}
          </p>
        )}
        <ol className="mt-2 space-y-3">
          {rows.fields.map((row, index) => (
            <li key={row.id} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
              <TextField
                label={`Instalment ${index + 1}: due after days`}
                inputMode="numeric"
                hint="0 is the day of admission"
                error={errors.instalments?.[index]?.afterDays?.message}
                {...register(`instalments.${index}.afterDays`)}
              />
              <TextField
                label={`Instalment ${index + 1}: amount (₹)`}
                inputMode="decimal"
                error={errors.instalments?.[index]?.amount?.message}
                {...register(`instalments.${index}.amount`)}
              />
              <button
                type="button"
                className={SMALL_BUTTON}
                aria-label={`Remove instalment ${index + 1}`}
                onClick={() => rows.remove(index)}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className={`${SMALL_BUTTON} mt-3`}
          onClick={() => {
            const current = getValues('instalments');
            rows.append(
              {
                afterDays:
                  current.length === 0 ? '0' : String(Number(current.at(-1)!.afterDays || 0) + 30),
                amount: '',
              },
              { shouldFocus: false },
            );
          }}
        >
          Add instalment
        </button>
      </fieldset>
      <SubmitButton busy={isSubmitting} busyLabel="Saving...">
        Save fees
      </SubmitButton>
    </form>
  );
}
