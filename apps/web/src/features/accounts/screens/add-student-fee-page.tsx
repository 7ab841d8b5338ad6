import { zodResolver } from '@hookform/resolvers/zod';
import { otherDocumentLanguages, useDocumentLanguage } from '../../../lib/document-language';
import {
  paymentFormSchema,
  instituteDate,
  type PaymentFormInput,
  type PaymentFormOutput,
  type StudentFees,
} from '@institute/shared/accounts';
import { formatPaise } from '@institute/shared/money';
import { Trans, useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import {
  receiptPagePath,
  receiptPdfUrl,
  SEARCH_LIMIT,
  useRecordPayment,
  useStudentFees,
  useStudentSearch,
} from '../accounts-api';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { CARD, paymentModeOptions, Section } from './account-parts';
import { StudentFeeDetails } from './student-fee-details';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { PageHeading } from '../../../components/ui/page-heading';
import { PRIMARY, SMALL_BUTTON, TEXT_LINK } from '../../../components/ui/button';

/** A registration number as typed (RV2026000123): opened at once, without a search. */
const REGISTRATION_NUMBER = /^[a-z]{2}\d{6,}$/i;

/**
 * Finds a student by registration number, name or phone number; the chosen student's number
 * lives in the address (?student=). A name or phone is searched in the student list (the server
 * keeps centre staff to their own centre's students) and the matches are offered to choose from.
 */
export function StudentFinder({ label }: { label?: string }) {
  const { _ } = useLingui();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('student') ?? '');
  const [search, setSearch] = useState('');
  const found = useStudentSearch(search);
  const choose = (registrationNumber: string) => {
    setSearch('');
    setText(registrationNumber);
    setParams({ student: registrationNumber });
  };
  return (
    <div>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const value = text.trim();
          if (!value) {
            setSearch('');
            setParams({});
          } else if (REGISTRATION_NUMBER.test(value)) {
            choose(value.toUpperCase());
          } else {
            setParams({});
            setSearch(value);
          }
        }}
      >
        <TextField
          label={_('accounts.finder.label')}
          className="min-w-64 flex-1"
          autoComplete="off"
          placeholder={_('accounts.finder.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={PRIMARY}>
          {label ?? _('accounts.finder.find')}
        </button>
      </form>
      {search && (
        <div className="mt-4" role="status">
          {found.isPending && <LoadingMessage />}
          {found.isError && (
            <ErrorMessage>{messageOf(found.error, _('accounts.finder.failed'))}</ErrorMessage>
          )}
          {found.data && found.data.length === 0 && (
            <p className="text-slate-700">{_('accounts.finder.none', { text: search })}</p>
          )}
          {found.data && found.data.length > 0 && (
            <>
              <h2 className="text-base font-semibold text-slate-900">
                {_('accounts.finder.results')}
              </h2>
              <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
                {found.data.map((student) => (
                  <li
                    key={student.registrationNumber}
                    className="flex flex-wrap items-center justify-between gap-2 p-3"
                  >
                    <div>
                      <div className="font-medium text-slate-900">
                        {student.firstname} {student.lastname}{' '}
                        <span className="font-normal text-slate-600">
                          ({student.registrationNumber})
                        </span>
                      </div>
                      <div className="text-sm text-slate-700">
                        {student.courseName} · {student.centre.name}
                      </div>
                    </div>
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      aria-label={_('accounts.finder.chooseLabel', {
                        name: `${student.firstname} ${student.lastname}`,
                        registrationNumber: student.registrationNumber,
                      })}
                      onClick={() => choose(student.registrationNumber)}
                    >
                      {_('accounts.finder.choose')}
                    </button>
                  </li>
                ))}
              </ul>
              {found.data.length >= SEARCH_LIMIT && (
                <p className="mt-2 text-sm text-slate-700">
                  {_('accounts.finder.more', { count: SEARCH_LIMIT })}
                </p>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}

/** The chosen student's fees, or why they cannot be shown. */
export function useChosenStudent() {
  const [params] = useSearchParams();
  const registrationNumber = params.get('student');
  return { registrationNumber, fees: useStudentFees(registrationNumber) };
}

export function StudentFeesState({ fees }: { fees: ReturnType<typeof useStudentFees> }) {
  const { _ } = useLingui();
  if (fees.isPending) return <LoadingMessage />;
  if (fees.isError) {
    return (
      <ErrorMessage>{messageOf(fees.error, _('accounts.studentFees.loadFailed'))}</ErrorMessage>
    );
  }
  return null;
}

/** Add Student Fee: find the student, see what is due, record a payment and print its receipt. */
export function AddStudentFeePage() {
  const { _ } = useLingui();
  const { registrationNumber, fees } = useChosenStudent();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading
        title={_('accounts.addStudentFee.title')}
        intro={_('accounts.addStudentFee.intro')}
      />
      <div className={CARD}>
        <StudentFinder />
      </div>
      {registrationNumber && (
        <div className="mt-6 space-y-6">
          <StudentFeesState fees={fees} />
          {fees.data && (
            <>
              <PaymentForm key={fees.data.student.registrationNumber} fees={fees.data} />
              <StudentFeeDetails fees={fees.data} />
            </>
          )}
        </div>
      )}
    </div>
  );
}

const FIELDS = ['amount', 'mode', 'reference', 'chequeBank', 'paidOn'] as const;

const EMPTY_PAYMENT = (): PaymentFormInput => ({
  amount: '',
  mode: 'cash',
  reference: '',
  chequeBank: '',
  paidOn: instituteDate(),
});

function PaymentForm({ fees }: { fees: StudentFees }) {
  const { _ } = useLingui();
  // The main PDF link follows head office's default (decision 0035); the other is offered.
  const otherPdfs = otherDocumentLanguages(useDocumentLanguage());
  const record = useRecordPayment(fees.student.registrationNumber);
  const [failure, setFailure] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<{ id: number; receiptNumber: string } | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PaymentFormInput, unknown, PaymentFormOutput>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: EMPTY_PAYMENT(),
  });

  // A cheque: its number is the reference, and its bank may be given.
  const cheque = useWatch({ control, name: 'mode' }) === 'cheque';

  useEffect(() => {
    if (recorded) bannerRef.current?.focus();
  }, [recorded]);

  const onValid = async () => {
    setFailure(null);
    setRecorded(null);
    const values = getValues();
    try {
      const result = await record.mutateAsync({
        amount: values.amount,
        mode: values.mode,
        reference: values.reference ?? '',
        ...(values.mode === 'cheque' ? { chequeBank: values.chequeBank ?? '' } : {}),
        paidOn: values.paidOn,
      });
      setRecorded({ id: result.id, receiptNumber: result.receiptNumber });
      reset(EMPTY_PAYMENT());
    } catch (error) {
      if (error instanceof ApiRequestError && !error.isNetworkError && error.status < 500) {
        for (const field of FIELDS) {
          const message = error.fieldErrors[field]?.[0];
          if (message) setError(field, { message });
        }
        setFailure(error.message);
      } else {
        setFailure(_('accounts.payment.failed'));
      }
    }
  };

  return (
    <Section title={_('accounts.payment.title')}>
      <div role="status" className="empty:hidden">
        {recorded && (
          <div
            ref={bannerRef}
            tabIndex={-1}
            className="mb-4 rounded-md border border-green-200 bg-green-50 p-4 text-green-900 focus:outline-2 focus:outline-green-700"
          >
            <p className="font-semibold">
              {_('accounts.payment.recorded', { receiptNumber: recorded.receiptNumber })}
            </p>
            <p className="mt-2 flex flex-wrap gap-4">
              <Link to={receiptPagePath(recorded.id)} className={TEXT_LINK}>
                {_('accounts.printReceipt')}
              </Link>
              <a href={receiptPdfUrl(recorded.id)} className={TEXT_LINK}>
                {_('accounts.downloadPdf')}
              </a>
              {otherPdfs.map((lang) => (
                <a key={lang} href={receiptPdfUrl(recorded.id, lang)} className={TEXT_LINK}>
                  {_(
                    lang === 'en'
                      ? 'accounts.pdfEnglish'
                      : lang === 'hi'
                        ? 'accounts.pdfHindi'
                        : 'accounts.pdfBilingual',
                  )}
                </a>
              ))}
            </p>
          </div>
        )}
      </div>
      <div className={CARD}>
        <p className="mb-4 border-b border-slate-200 pb-3 text-slate-900" data-testid="fee-of">
          <Trans
            id="accounts.payment.whose"
            values={{
              name: fees.student.name,
              registrationNumber: fees.student.registrationNumber,
              course: fees.student.courseName,
              due: formatPaise(fees.status.duePaise),
            }}
            components={{ 0: <strong /> }}
          />
        </p>
        {fees.status.duePaise <= 0 ? (
          <p className="font-medium text-green-800">{_('accounts.payment.nothingDue')}</p>
        ) : (
          <form
            noValidate
            onSubmit={handleSubmit(onValid)}
            className="grid gap-4 sm:grid-cols-2"
            aria-label={_('accounts.payment.title')}
          >
            <div className="sm:col-span-2">
              <FormAlert message={failure} />
              <p className="text-slate-800">
                <Trans
                  id="accounts.payment.amountDue"
                  values={{ amount: formatPaise(fees.status.duePaise) }}
                  components={{ 0: <strong /> }}
                />
              </p>
            </div>
            <TextField
              label={_('accounts.field.amount')}
              inputMode="decimal"
              autoComplete="off"
              error={errors.amount?.message}
              {...register('amount')}
            />
            <SelectField
              label={_('accounts.field.paymentMode')}
              options={paymentModeOptions(_)}
              error={errors.mode?.message}
              {...register('mode')}
            />
            <TextField
              label={cheque ? _('accounts.field.chequeNumber') : _('accounts.field.reference')}
              autoComplete="off"
              hint={cheque ? _('accounts.payment.chequeHint') : _('accounts.payment.referenceHint')}
              error={errors.reference?.message}
              {...register('reference')}
            />
            {cheque && (
              <TextField
                label={_('accounts.field.chequeBank')}
                autoComplete="off"
                hint={_('accounts.payment.chequeBankHint')}
                error={errors.chequeBank?.message}
                {...register('chequeBank')}
              />
            )}
            <TextField
              label={_('accounts.field.paidOn')}
              type="date"
              max={instituteDate()}
              error={errors.paidOn?.message}
              {...register('paidOn')}
            />
            <div className="sm:col-span-2">
              <SubmitButton
                busy={isSubmitting}
                busyLabel={_('accounts.recording')}
                className="sm:w-auto"
              >
                {_('accounts.payment.submit')}
              </SubmitButton>
            </div>
          </form>
        )}
      </div>
    </Section>
  );
}
