import { zodResolver } from '@hookform/resolvers/zod';
import { otherDocumentLanguages, useDocumentLanguage } from '../../../lib/document-language';
import {
  discountFormSchema,
  reasonSchema,
  type DiscountFormInput,
  type FeePayment,
  type StudentFees,
} from '@institute/shared/accounts';
import { formatPaise } from '@institute/shared/money';
import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Dialog } from '../../../components/ui/dialog';
import { receiptPagePath, receiptPdfUrl, useReversePayment, useSetDiscount } from '../accounts-api';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { SendPaymentLink } from '../pay-online';
import { CARD, FeeFigures, MONEY, PAYMENT_MODE_IDS, rupeesText, TABLE_WRAP } from './account-parts';
import { DataTable } from '../../../components/ui/data-table';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { PRIMARY, SECONDARY, SMALL_BUTTON, TEXT_LINK } from '../../../components/ui/button';

type ReasonValues = { reason: string };

/** A student's fee plan, figures, payments with receipts, reversal and discount. */
export function StudentFeeDetails({ fees }: { fees: StudentFees }) {
  const { _ } = useLingui();
  // The main PDF link follows head office's default (decision 0035); the other is offered.
  const otherPdfs = otherDocumentLanguages(useDocumentLanguage());
  const [reversing, setReversing] = useState<FeePayment | null>(null);
  const [discounting, setDiscounting] = useState(false);
  const { student, plan, status, payments } = fees;
  return (
    <div className={CARD}>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-brand-900">
            {student.name}{' '}
            <span className="font-normal text-slate-600">({student.registrationNumber})</span>
          </h2>
          <p className="text-slate-700">
            {_('accounts.details.summary', {
              course: student.courseName,
              date: formatDate(student.admissionDate),
              centre: student.centre.name,
            })}
          </p>
        </div>
        <button type="button" className={SMALL_BUTTON} onClick={() => setDiscounting(true)}>
          {plan.discountPaise > 0
            ? _('accounts.details.changeDiscount')
            : _('accounts.details.setDiscount')}
        </button>
      </div>
      <FeeFigures status={status} />
      <SendPaymentLink registrationNumber={student.registrationNumber} duePaise={status.duePaise} />
      {plan.discountReason && (
        <p className="mt-3 text-slate-700">
          {_('accounts.details.discountReason', { reason: plan.discountReason })}
        </p>
      )}
      {plan.instalments.length > 0 && (
        <div className="mt-4">
          <h3 className="font-semibold text-slate-900">{_('accounts.details.instalments')}</h3>
          <ul className="mt-1 list-inside list-disc text-slate-800">
            {plan.instalments.map((instalment) => (
              <li key={instalment.dueDate}>
                {_('accounts.details.instalment', {
                  amount: formatPaise(instalment.amountPaise),
                  date: formatDate(instalment.dueDate),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}

      <h3 className="mt-6 mb-2 font-semibold text-slate-900">{_('accounts.details.payments')}</h3>
      {payments.length === 0 ? (
        <p className="text-slate-700">{_('accounts.details.noPayments')}</p>
      ) : (
        <div className={TABLE_WRAP}>
          <DataTable
            caption={_('accounts.details.payments')}
            className="w-full text-left"
            columns={[
              {
                id: 'date',
                header: _('accounts.col.date'),
                className: 'whitespace-nowrap',
                cell: (payment) => (
                  <>
                    {formatDate(payment.paidOn)}
                    <div className="text-slate-600">
                      {payment.createdBy
                        ? _('accounts.details.recordedBy', {
                            time: formatDateTime(payment.createdAt, { twoDigitHour: true }),
                            name: payment.createdBy,
                          })
                        : _('accounts.details.recorded', {
                            time: formatDateTime(payment.createdAt, { twoDigitHour: true }),
                          })}
                    </div>
                  </>
                ),
              },
              {
                id: 'receipt',
                header: _('accounts.col.receipt'),
                cell: (payment) => (
                  <>
                    {payment.kind === 'payment' ? (
                      <span className="font-mono">
                        {payment.receiptNumber}
                        {payment.ofRecord && (
                          <span className="block font-sans text-xs text-slate-600">
                            {_('accounts.details.ofRecord')}
                          </span>
                        )}
                      </span>
                    ) : (
                      <span>
                        {_('accounts.details.reversalOf', { reference: payment.reference })}
                        <span className="block text-slate-600">
                          {_('accounts.details.reason', { reason: payment.reason })}
                        </span>
                      </span>
                    )}
                    {payment.reversedBy !== null && (
                      <span className="mt-1 block w-fit rounded-full bg-red-100 px-2 py-1 text-xs font-semibold text-red-800">
                        {_('accounts.details.reversed')}
                      </span>
                    )}
                    {payment.reversedBy === null && payment.refundedPaise > 0 && (
                      <span className="mt-1 block w-fit rounded-full bg-red-100 px-2 py-1 text-xs font-semibold text-red-800">
                        {_('accounts.receipt.refunded', {
                          refunded: formatPaise(payment.refundedPaise),
                          amount: formatPaise(payment.amountPaise),
                        })}
                      </span>
                    )}
                  </>
                ),
              },
              {
                id: 'amount',
                header: _('accounts.col.amount'),
                ...MONEY,
                className: (payment) =>
                  `${MONEY.className} ${payment.kind === 'reversal' ? 'text-red-800' : ''}`,
                cell: (payment) => (
                  <>
                    {payment.kind === 'reversal' ? '−' : ''}
                    {formatPaise(payment.amountPaise)}
                  </>
                ),
              },
              {
                id: 'mode',
                header: _('accounts.col.mode'),
                cell: (payment) => (
                  <>
                    {_(PAYMENT_MODE_IDS[payment.mode])}
                    {payment.kind === 'payment' && payment.reference && (
                      <div className="text-slate-600">{payment.reference}</div>
                    )}
                  </>
                ),
              },
              {
                id: 'actions',
                header: _('accounts.col.actions'),
                actions: true,
                cell: (payment) =>
                  payment.kind === 'payment' && (
                    <div className="flex flex-wrap items-center gap-3">
                      <Link to={receiptPagePath(payment.id)} className={TEXT_LINK}>
                        <Trans
                          id="accounts.details.printReceipt"
                          values={{ receipt: payment.receiptNumber }}
                          components={{ 0: <span className="sr-only" /> }}
                        />
                      </Link>
                      <a href={receiptPdfUrl(payment.id)} className={TEXT_LINK}>
                        <Trans
                          id="accounts.details.pdf"
                          values={{ receipt: payment.receiptNumber }}
                          components={{ 0: <span className="sr-only" /> }}
                        />
                      </a>
                      {otherPdfs.map((lang) => (
                        <a key={lang} href={receiptPdfUrl(payment.id, lang)} className={TEXT_LINK}>
                          <Trans
                            id={
                              lang === 'en'
                                ? 'accounts.details.pdfEnglish'
                                : lang === 'hi'
                                  ? 'accounts.details.pdfHindi'
                                  : 'accounts.details.pdfBilingual'
                            }
                            values={{ receipt: payment.receiptNumber }}
                            components={{ 0: <span className="sr-only" /> }}
                          />
                        </a>
                      ))}
                      {payment.reversedBy === null && (
                        <button
                          type="button"
                          className={SMALL_BUTTON}
                          aria-label={_('accounts.details.reverseLabel', {
                            receipt: payment.receiptNumber,
                          })}
                          onClick={() => setReversing(payment)}
                        >
                          {_('accounts.details.reverse')}
                        </button>
                      )}
                    </div>
                  ),
              },
            ]}
            rows={payments}
            rowKey={(payment) => payment.id}
          />
        </div>
      )}

      <Dialog
        open={reversing !== null}
        title={_('accounts.reverse.title')}
        onClose={() => setReversing(null)}
      >
        {reversing && <ReverseForm payment={reversing} onDone={() => setReversing(null)} />}
      </Dialog>
      <Dialog
        open={discounting}
        title={_('accounts.discount.title')}
        onClose={() => setDiscounting(false)}
      >
        {discounting && <DiscountForm fees={fees} onDone={() => setDiscounting(false)} />}
      </Dialog>
    </div>
  );
}

function ReverseForm({ payment, onDone }: { payment: FeePayment; onDone: () => void }) {
  const { _ } = useLingui();
  const reverse = useReversePayment();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReasonValues>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const onValid = ({ reason }: ReasonValues) => {
    setFailure(null);
    reverse.mutate(
      { id: payment.id, reason },
      {
        onSuccess: () => {
          showToast(_('accounts.reverse.done', { receipt: payment.receiptNumber }), 'success');
          onDone();
        },
        onError: (error) => setFailure(messageOf(error, _('accounts.reverse.failed'))),
      },
    );
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <FormAlert message={failure} />
      <p className="mb-4 text-slate-800">
        {_('accounts.reverse.confirm', {
          amount: formatPaise(payment.amountPaise),
          receipt: payment.receiptNumber,
        })}
      </p>
      <TextareaField
        label={_('accounts.field.reason')}
        data-autofocus
        error={errors.reason?.message}
        {...register('reason')}
      />
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={SECONDARY} onClick={onDone}>
          {_('accounts.cancel')}
        </button>
        <button type="submit" className={PRIMARY} disabled={reverse.isPending}>
          {_('accounts.reverse.submit')}
        </button>
      </div>
    </form>
  );
}

function DiscountForm({ fees, onDone }: { fees: StudentFees; onDone: () => void }) {
  const { _ } = useLingui();
  const setDiscount = useSetDiscount(fees.student.registrationNumber);
  const current = fees.plan.discountPaise;
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DiscountFormInput, unknown, unknown>({
    resolver: zodResolver(discountFormSchema),
    defaultValues: {
      amount: current ? rupeesText(current) : '',
      reason: fees.plan.discountReason ?? '',
    },
  });
  // The server reads the amount as typed (rupees), so the form's own values are sent.
  const onValid = async () => {
    setFailure(null);
    try {
      await setDiscount.mutateAsync(getValues());
      showToast(_('accounts.discount.saved'), 'success');
      onDone();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) {
        for (const field of ['amount', 'reason'] as const) {
          const message = error.fieldErrors[field]?.[0];
          if (message) setError(field, { message });
        }
      }
      setFailure(messageOf(error, _('accounts.discount.failed')));
    }
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-4">
      <FormAlert message={failure} />
      <p className="text-slate-800">
        {_('accounts.discount.summary', {
          total: formatPaise(fees.plan.totalPaise),
          paid: formatPaise(fees.status.paidPaise),
        })}
      </p>
      <TextField
        label={_('accounts.discount.amount')}
        inputMode="decimal"
        data-autofocus
        error={errors.amount?.message}
        {...register('amount')}
      />
      <TextareaField
        label={_('accounts.field.reason')}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <SubmitButton busy={isSubmitting} busyLabel={_('accounts.saving')}>
        {_('accounts.discount.submit')}
      </SubmitButton>
    </form>
  );
}
