import { errorMessage, useApprovalSettings, useSaveApprovalSettings } from '../certificates-api';
import { showToast } from '../../../lib/toast';

/** Head office's "Certificate approval" setting: the four-eyes rule, on by default. */
export function ApprovalSettingsPanel() {
  const settings = useApprovalSettings();
  const save = useSaveApprovalSettings();
  if (!settings.data) return null;
  const { fourEyes, otherHeadOffice } = settings.data;

  const change = (next: boolean) =>
    save.mutate(next, {
      onSuccess: () =>
        showToast(next ? 'Four-eyes approval is on.' : 'Four-eyes approval is off.', 'success'),
      onError: (error) =>
        showToast(errorMessage(error, 'Could not save the setting. Please try again.'), 'error'),
    });

  return (
    <fieldset className="mt-2 max-w-2xl rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm">
      <legend className="px-1 font-semibold text-brand-900">Certificate approval</legend>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-0.5 size-5"
          checked={fourEyes}
          disabled={save.isPending}
          onChange={(event) => change(event.target.checked)}
        />
        <span>
          Four-eyes approval: a request made by head office is approved by another head office
          account
        </span>
      </label>
      <p className="mt-1 text-slate-700">
        {!fourEyes
          ? 'Off: head office may approve its own requests.'
          : otherHeadOffice
            ? 'On: your own requests wait for another head office account.'
            : 'On, but you are the only active head office account, so you may approve your own requests.'}
      </p>
    </fieldset>
  );
}
