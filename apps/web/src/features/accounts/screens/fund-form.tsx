import { zodResolver } from '@hookform/resolvers/zod';
import {
  fundFormSchema,
  reasonSchema,
  instituteDate,
  type FundFormInput,
  type FundFormOutput,
  type FundItem,
  type WalletSummary,
} from '@institute/shared/accounts';
import { formatPaise } from '@institute/shared/money';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FileField } from '../../../components/form/file-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { PRIMARY, SECONDARY } from '../../../components/ui/button';
import { useAddFund } from '../accounts-api';
import { ApiRequestError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { fundModeOptions } from './account-parts';

const FIELDS = ['amount', 'mode', 'reference', 'paidOn', 'centreId'] as const;

/** Add Fund: the centre records a payment it made to head office, with the receipt. */
export function FundForm({ centres }: { centres?: WalletSummary[] }) {
  const { _ } = useLingui();
  const addFund = useAddFund();
  const [failure, setFailure] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | undefined>();
  const [fileKey, setFileKey] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FundFormInput, unknown, FundFormOutput>({
    resolver: zodResolver(fundFormSchema),
    defaultValues: {
      amount: '',
      mode: 'bank',
      reference: '',
      paidOn: instituteDate(),
      centreId: '',
    },
  });

  const onValid = async () => {
    setFailure(null);
    if (!receipt) {
      setReceiptError('Receipt image is required');
      return;
    }
    const values = getValues();
    const form = new FormData();
    for (const field of FIELDS) {
      const value = values[field];
      if (value) form.append(field, value);
    }
    form.append('receipt', receipt);
    try {
      const fund = await addFund.mutateAsync(form);
      showToast(_('accounts.fund.recorded', { amount: formatPaise(fund.amountPaise) }), 'success');
      reset();
      setReceipt(null);
      setFileKey((key) => key + 1);
    } catch (error) {
      if (error instanceof ApiRequestError && !error.isNetworkError && error.status < 500) {
        for (const field of FIELDS) {
          const message = error.fieldErrors[field]?.[0];
          if (message) setError(field, { message });
        }
        if (error.fieldErrors.receipt?.[0]) setReceiptError(error.fieldErrors.receipt[0]);
        setFailure(error.message);
      } else {
        setFailure(_('accounts.fund.failed'));
      }
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, () => {
        if (!receipt) setReceiptError('Receipt image is required');
      })}
      className="grid gap-4 sm:grid-cols-2"
      aria-label={_('accounts.fund.formLabel')}
    >
      <div className="sm:col-span-2">
        <FormAlert message={failure} />
      </div>
      {centres && (
        <SelectField
          label={_('accounts.field.centre')}
          placeholder={_('accounts.field.selectCentre')}
          options={centres.map((c) => ({
            value: String(c.centre.id),
            label: `${c.centre.name} (${c.centre.code})`,
          }))}
          error={errors.centreId?.message}
          {...register('centreId')}
        />
      )}
      <TextField
        label={_('accounts.field.amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={_('accounts.fund.amountHint')}
        error={errors.amount?.message}
        {...register('amount')}
      />
      <SelectField
        label={_('accounts.field.paymentMode')}
        options={fundModeOptions(_)}
        error={errors.mode?.message}
        {...register('mode')}
      />
      <TextField
        label={_('accounts.field.reference')}
        autoComplete="off"
        hint={_('accounts.fund.referenceHint')}
        error={errors.reference?.message}
        {...register('reference')}
      />
      <TextField
        label={_('accounts.field.paidOn')}
        type="date"
        max={instituteDate()}
        error={errors.paidOn?.message}
        {...register('paidOn')}
      />
      <FileField
        key={fileKey}
        label={_('accounts.fund.receipt')}
        name="receipt"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        hint={_('accounts.fund.receiptHint')}
        error={receiptError}
        onChange={(event) => {
          setReceipt(event.target.files?.[0] ?? null);
          setReceiptError(undefined);
        }}
      />
      <div className="sm:col-span-2">
        <SubmitButton busy={isSubmitting} busyLabel={_('accounts.recording')} className="sm:w-auto">
          {_('accounts.fund.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Head office rejects a fund with the reason the centre sees. */
export function RejectFundForm({
  fund,
  failure,
  busy,
  onCancel,
  onReject,
}: {
  fund: FundItem;
  failure: string | null;
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const { _ } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reason: string }>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: '' },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(({ reason }) => onReject(reason))(event)}
    >
      <FormAlert message={failure} />
      <p className="mb-4 text-slate-800">
        {_('accounts.fund.rejectQuestion', {
          amount: formatPaise(fund.amountPaise),
          centre: fund.centre.name,
        })}
      </p>
      <TextareaField
        label={_('accounts.field.reason')}
        rows={3}
        data-autofocus
        error={errors.reason?.message}
        {...register('reason')}
      />
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={SECONDARY} onClick={onCancel}>
          {_('accounts.cancel')}
        </button>
        <button type="submit" className={PRIMARY} disabled={busy}>
          {_('accounts.fund.reject')}
        </button>
      </div>
    </form>
  );
}
