import { ACCOUNT_MESSAGES, type CourseFeeItem } from '@institute/shared/accounts';
import { formatPaise, MAX_AMOUNT_PAISE, parseRupees } from '@institute/shared/money';
import { useState, type FormEvent } from 'react';
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

interface InstalmentRow {
  key: number;
  afterDays: string;
  amount: string;
}

let nextKey = 0;

function CourseFeeForm({ course, onSaved }: { course: CourseFeeItem; onSaved: () => void }) {
  const save = useSaveCourseFee();
  const [registration, setRegistration] = useState(rupeesText(course.registrationFeePaise));
  const [certificate, setCertificate] = useState(rupeesText(course.certificateFeePaise));
  const [courseFee, setCourseFee] = useState(rupeesText(course.courseFeePaise));
  const [rows, setRows] = useState<InstalmentRow[]>(
    course.instalments.map((i) => ({
      key: nextKey++,
      afterDays: String(i.afterDays),
      amount: rupeesText(i.amountPaise),
    })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Record<string, string> = {};
    const money = (name: string, text: string) => {
      const paise = parseRupees(text || '0');
      if (paise === null) found[name] = ACCOUNT_MESSAGES.amountInvalid;
      else if (paise > MAX_AMOUNT_PAISE) found[name] = ACCOUNT_MESSAGES.amountTooLarge;
      return paise ?? 0;
    };
    const values = {
      registrationFeePaise: money('registration', registration),
      certificateFeePaise: money('certificate', certificate),
      courseFeePaise: money('courseFee', courseFee),
      instalments: rows.map((row, index) => {
        const days = Number(row.afterDays);
        if (!/^\d{1,4}$/.test(row.afterDays.trim()) || days > 3650) {
          found[`days-${index}`] = 'Enter a number of days from 0 to 3650';
        }
        const amount = money(`amount-${index}`, row.amount);
        if (amount <= 0 && !found[`amount-${index}`]) {
          found[`amount-${index}`] = ACCOUNT_MESSAGES.amountPositive;
        }
        return { afterDays: days, amountPaise: amount };
      }),
    };
    if (rows.length > 0) {
      const sum = values.instalments.reduce((s, i) => s + i.amountPaise, 0);
      if (sum !== values.courseFeePaise) found.instalments = ACCOUNT_MESSAGES.instalmentsSum;
      else if (
        values.instalments.some(
          (i, n) => n > 0 && i.afterDays <= values.instalments[n - 1]!.afterDays,
        )
      ) {
        found.instalments = ACCOUNT_MESSAGES.instalmentsOrder;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({ courseCode: course.courseCode, values });
      showToast(`Fees of ${course.courseName} saved.`, 'success');
      onSaved();
    } catch (error) {
      setFailure(messageOf(error, 'Could not save the fees. Please try again.'));
    }
  };

  const update = (key: number, change: Partial<InstalmentRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Registration fee (₹)"
          inputMode="decimal"
          data-autofocus
          value={registration}
          error={errors.registration}
          onChange={(e) => setRegistration(e.target.value)}
        />
        <TextField
          label="Certificate fee (₹)"
          inputMode="decimal"
          value={certificate}
          error={errors.certificate}
          onChange={(e) => setCertificate(e.target.value)}
        />
        <TextField
          label="Course fee (₹)"
          inputMode="decimal"
          value={courseFee}
          error={errors.courseFee}
          onChange={(e) => setCourseFee(e.target.value)}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          Instalments of the course fee (none: the whole fee at admission)
        </legend>
        {errors.instalments && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errors.instalments}
          </p>
        )}
        <ol className="mt-2 space-y-3">
          {rows.map((row, index) => (
            <li key={row.key} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
              <TextField
                label={`Instalment ${index + 1}: due after days`}
                inputMode="numeric"
                hint="0 is the day of admission"
                value={row.afterDays}
                error={errors[`days-${index}`]}
                onChange={(e) => update(row.key, { afterDays: e.target.value })}
              />
              <TextField
                label={`Instalment ${index + 1}: amount (₹)`}
                inputMode="decimal"
                value={row.amount}
                error={errors[`amount-${index}`]}
                onChange={(e) => update(row.key, { amount: e.target.value })}
              />
              <button
                type="button"
                className={SMALL_BUTTON}
                aria-label={`Remove instalment ${index + 1}`}
                onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className={`${SMALL_BUTTON} mt-3`}
          onClick={() =>
            setRows((current) => [
              ...current,
              {
                key: nextKey++,
                afterDays:
                  current.length === 0 ? '0' : String(Number(current.at(-1)!.afterDays || 0) + 30),
                amount: '',
              },
            ])
          }
        >
          Add instalment
        </button>
      </fieldset>
      <SubmitButton busy={save.isPending} busyLabel="Saving...">
        Save fees
      </SubmitButton>
    </form>
  );
}
