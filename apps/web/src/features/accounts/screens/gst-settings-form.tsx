import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/status-message';
import { messageOf } from '../../../lib/api-client';
import { useGstSettings, useSaveGstSettings } from '../accounts-api';
import { CARD } from './account-parts';

const INPUT = 'mt-1 block min-h-11 w-full rounded-md border border-slate-300 px-3';
const LABEL = 'block text-sm font-medium text-slate-800';

/** Head office's GST details (decision 0082): no invoice is issued until they are saved. */
export function GstSettingsForm() {
  const { _ } = useLingui();
  const settings = useGstSettings(true);
  const save = useSaveGstSettings();
  const [saved, setSaved] = useState(false);
  if (!settings.data) return null;
  const current = settings.data;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaved(false);
    save.mutate(
      {
        legalName: String(form.get('legalName') ?? ''),
        address: String(form.get('address') ?? ''),
        gstin: String(form.get('gstin') ?? ''),
        sac: String(form.get('sac') ?? ''),
        rateBasisPoints: Math.round(Number(form.get('rate') ?? 0) * 100),
        feeInvoices: form.get('feeInvoices') === 'on',
      },
      { onSuccess: () => setSaved(true) },
    );
  };

  return (
    <form className={`${CARD} mt-6 grid gap-4 sm:grid-cols-2`} onSubmit={submit}>
      <h2 className="text-lg font-semibold sm:col-span-2">{_('accounts.gst.title')}</h2>
      <label className={LABEL}>
        {_('accounts.gst.legalName')}
        <input name="legalName" className={INPUT} defaultValue={current.legalName} />
      </label>
      <label className={LABEL}>
        {_('accounts.gst.gstin')}
        <input name="gstin" className={INPUT} defaultValue={current.gstin} maxLength={15} />
      </label>
      <label className={`${LABEL} sm:col-span-2`}>
        {_('accounts.gst.address')}
        <input name="address" className={INPUT} defaultValue={current.address} />
      </label>
      <label className={LABEL}>
        {_('accounts.gst.sac')}
        <input name="sac" className={INPUT} defaultValue={current.sac} inputMode="numeric" />
      </label>
      <label className={LABEL}>
        {_('accounts.gst.rate')}
        <input
          name="rate"
          type="number"
          step="0.01"
          min="0"
          max="28"
          className={INPUT}
          defaultValue={current.rateBasisPoints / 100}
        />
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800 sm:col-span-2">
        <input
          name="feeInvoices"
          type="checkbox"
          className="h-6 w-6"
          defaultChecked={current.feeInvoices}
        />
        {_('accounts.gst.feeInvoices')}
      </label>
      {save.isError && (
        <div className="sm:col-span-2">
          <ErrorMessage>{messageOf(save.error, _('accounts.gst.saveFailed'))}</ErrorMessage>
        </div>
      )}
      {saved && (
        <p role="status" className="text-green-800 sm:col-span-2">
          {_('accounts.gst.saved')}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {_('accounts.gst.save')}
        </Button>
      </div>
    </form>
  );
}
