import { shownName } from '../../../lib/catalogue';
import {
  ACCOUNT_MESSAGES,
  courseFeeSchema,
  type CourseFeeItem,
  type CourseFeeValues,
} from '@institute/shared/accounts';
import { formatPaise, MAX_AMOUNT_PAISE, parseRupees } from '@institute/shared/money';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
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
import { serverText } from '../../../i18n/server-texts';
import { ApplyFeeChange, GoLiveSection } from './go-live-parts';

const describeInstalments = (_: I18n['_'], course: CourseFeeItem) =>
  course.instalments.length === 0
    ? _('accounts.courseFees.wholeFee')
    : course.instalments
        .map((i) =>
          i.afterDays === 0
            ? _('accounts.courseFees.atAdmission', { amount: formatPaise(i.amountPaise) })
            : _('accounts.courseFees.afterDays', {
                amount: formatPaise(i.amountPaise),
                days: i.afterDays,
              }),
        )
        .join('; ');

/** Head office: the fees of each course, the wallet debits and the student's course fee. */
export function CourseFeesPage() {
  const { _ } = useLingui();
  const headOffice = isHeadOffice(useStaffUser());
  const fees = useCourseFees();
  const [editing, setEditing] = useState<CourseFeeItem | null>(null);
  const [applying, setApplying] = useState<CourseFeeItem | null>(null);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading
        title={_('accounts.courseFees.title')}
        intro={_('accounts.courseFees.intro')}
        actions={
          <Link to="/dashboard/AddAccount" className={SECONDARY}>
            {_('accounts.courseFees.back')}
          </Link>
        }
      />
      <GoLiveSection headOffice={headOffice} />
      {fees.isPending && <LoadingMessage />}
      {fees.isError && <ErrorMessage>{_('accounts.courseFees.loadFailed')}</ErrorMessage>}
      {fees.data && (
        <div className={TABLE_WRAP}>
          <DataTable
            caption={_('accounts.courseFees.caption')}
            className="w-full text-left"
            columns={[
              {
                id: 'course',
                header: _('accounts.courseFees.course'),
                sortValue: (course) => course.courseName,
                cell: (course) => (
                  <>
                    {shownName(course.courseName)}{' '}
                    <span className="text-slate-600">({course.courseCode})</span>
                  </>
                ),
              },
              {
                id: 'registration',
                header: _('accounts.courseFees.registrationFee'),
                ...MONEY,
                sortValue: (course) => course.registrationFeePaise,
                cell: (course) => formatPaise(course.registrationFeePaise),
              },
              {
                id: 'certificate',
                header: _('accounts.courseFees.certificateFee'),
                ...MONEY,
                sortValue: (course) => course.certificateFeePaise,
                cell: (course) => formatPaise(course.certificateFeePaise),
              },
              {
                id: 'courseFee',
                header: _('accounts.courseFees.courseFee'),
                ...MONEY,
                sortValue: (course) => course.courseFeePaise,
                cell: (course) => formatPaise(course.courseFeePaise),
              },
              {
                id: 'instalments',
                header: _('accounts.courseFees.instalments'),
                cell: (course) => describeInstalments(_, course),
              },
              ...(headOffice
                ? [
                    {
                      id: 'actions',
                      header: _('accounts.col.actions'),
                      actions: true,
                      cell: (course: CourseFeeItem) => (
                        <div className="flex flex-wrap justify-end gap-2">
                          <button
                            type="button"
                            className={SMALL_BUTTON}
                            aria-label={_('accounts.courseFees.editLabel', {
                              course: shownName(course.courseName),
                            })}
                            onClick={() => setEditing(course)}
                          >
                            {_('accounts.courseFees.edit')}
                          </button>
                          <button
                            type="button"
                            className={SMALL_BUTTON}
                            aria-label={_('accounts.feeChange.openLabel', {
                              course: shownName(course.courseName),
                            })}
                            onClick={() => setApplying(course)}
                          >
                            {_('accounts.feeChange.open')}
                          </button>
                        </div>
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
        title={
          editing
            ? _('accounts.courseFees.dialogTitle', { course: shownName(editing.courseName) })
            : _('accounts.courseFees.dialogTitleEmpty')
        }
        onClose={() => setEditing(null)}
        className="max-w-2xl"
      >
        {editing && <CourseFeeForm course={editing} onSaved={() => setEditing(null)} />}
      </Dialog>
      <Dialog
        open={applying !== null}
        title={
          applying
            ? _('accounts.feeChange.title', { course: shownName(applying.courseName) })
            : _('accounts.courseFees.dialogTitleEmpty')
        }
        onClose={() => setApplying(null)}
        className="max-w-4xl"
      >
        {applying && <ApplyFeeChange course={applying} onDone={() => setApplying(null)} />}
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
 * server's messages: each field's own, and the instalments' sum and order on the list. The one
 * message of its own (days out of range) comes in the page's language.
 */
const courseFeeResolver =
  (daysInvalid: string): Resolver<CourseFeeFields, unknown, CourseFeeValues> =>
  async (fields) => {
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
          found.afterDays = fail(daysInvalid);
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
      return {
        values: {},
        errors: { instalments: { root: fail(parsed.error.issues[0]!.message) } },
      };
    }
    return { values: parsed.data, errors: {} };
  };

function CourseFeeForm({ course, onSaved }: { course: CourseFeeItem; onSaved: () => void }) {
  const { _ } = useLingui();
  const daysInvalid = _('accounts.courseFees.daysInvalid');
  const resolver = useMemo(() => courseFeeResolver(daysInvalid), [daysInvalid]);
  const save = useSaveCourseFee();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    getValues,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CourseFeeFields, unknown, CourseFeeValues>({
    resolver,
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
      showToast(_('accounts.courseFees.saved', { course: course.courseName }), 'success');
      onSaved();
    } catch (error) {
      setFailure(messageOf(error, _('accounts.courseFees.failed')));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-4">
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={_('accounts.courseFees.registrationField')}
          inputMode="decimal"
          data-autofocus
          error={errors.registration?.message}
          {...register('registration')}
        />
        <TextField
          label={_('accounts.courseFees.certificateField')}
          inputMode="decimal"
          error={errors.certificate?.message}
          {...register('certificate')}
        />
        <TextField
          label={_('accounts.courseFees.courseFeeField')}
          inputMode="decimal"
          error={errors.courseFee?.message}
          {...register('courseFee')}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          {_('accounts.courseFees.legend')}
        </legend>
        {errors.instalments?.root && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {serverText(errors.instalments.root.message ?? '')}
          </p>
        )}
        <ol className="mt-2 space-y-3">
          {rows.fields.map((row, index) => (
            <li key={row.id} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
              <TextField
                label={_('accounts.courseFees.instalmentDays', { number: index + 1 })}
                inputMode="numeric"
                hint={_('accounts.courseFees.instalmentDaysHint')}
                error={errors.instalments?.[index]?.afterDays?.message}
                {...register(`instalments.${index}.afterDays`)}
              />
              <TextField
                label={_('accounts.courseFees.instalmentAmount', { number: index + 1 })}
                inputMode="decimal"
                error={errors.instalments?.[index]?.amount?.message}
                {...register(`instalments.${index}.amount`)}
              />
              <button
                type="button"
                className={SMALL_BUTTON}
                aria-label={_('accounts.courseFees.removeLabel', { number: index + 1 })}
                onClick={() => rows.remove(index)}
              >
                {_('accounts.courseFees.remove')}
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
          {_('accounts.courseFees.add')}
        </button>
      </fieldset>
      <SubmitButton busy={isSubmitting} busyLabel={_('accounts.saving')}>
        {_('accounts.courseFees.submit')}
      </SubmitButton>
    </form>
  );
}
