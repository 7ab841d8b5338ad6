import { useLingui } from '@lingui/react';
import { errorMessage, useApprovalSettings, useSaveApprovalSettings } from '../certificates-api';
import { showToast } from '../../../lib/toast';

/** Head office's "Certificate approval" setting: the four-eyes rule, on by default. */
export function ApprovalSettingsPanel() {
  const { _ } = useLingui();
  const settings = useApprovalSettings();
  const save = useSaveApprovalSettings();
  if (!settings.data) return null;
  const { fourEyes, otherHeadOffice } = settings.data;

  const change = (next: boolean) =>
    save.mutate(next, {
      onSuccess: () =>
        showToast(
          next ? _('certificates.approval.turnedOn') : _('certificates.approval.turnedOff'),
          'success',
        ),
      onError: (error) =>
        showToast(errorMessage(error, _('certificates.approval.saveFailed')), 'error'),
    });

  return (
    <fieldset className="mt-2 max-w-2xl rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm">
      <legend className="px-1 font-semibold text-brand-900">
        {_('certificates.approval.legend')}
      </legend>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-0.5 size-5"
          checked={fourEyes}
          disabled={save.isPending}
          onChange={(event) => change(event.target.checked)}
        />
        <span>{_('certificates.approval.label')}</span>
      </label>
      <p className="mt-1 text-slate-700">
        {!fourEyes
          ? _('certificates.approval.off')
          : otherHeadOffice
            ? _('certificates.approval.on')
            : _('certificates.approval.onAlone')}
      </p>
    </fieldset>
  );
}
