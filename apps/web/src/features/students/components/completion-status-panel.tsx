import { COMPLETION_STATUSES, type CompletionStatus } from '@institute/shared/student';
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useCompletion, useSetCompletion } from '../students-api';
import { FOCUS_RING } from '../../../components/ui/focus-ring';

/**
 * Staff set a student's completion status here, and see the student's request to change it
 * (sent from the profile's 'Request Status Edit'), which saving resolves.
 */
export function CompletionStatusPanel({ registrationNumber }: { registrationNumber: string }) {
  const completion = useCompletion(registrationNumber);
  const save = useSetCompletion(registrationNumber);
  const [choice, setChoice] = useState<CompletionStatus | ''>('');
  if (!completion.data) return null;
  const current = completion.data.completionStatus;
  const selected = choice || (current as CompletionStatus);

  return (
    <section
      aria-labelledby="completion-heading"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="completion-heading" className="font-semibold text-brand-900">
        Completion status
      </h2>
      {completion.data.openRequest && (
        <p role="note" className="mt-2 rounded-md bg-amber-50 p-3 text-amber-900">
          The student asks to edit the completion status: “{completion.data.openRequest.message}”
        </p>
      )}
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(selected, {
            onSuccess: () => showToast(`Completion status saved: ${selected}.`, 'success'),
            onError: (error) =>
              showToast(
                error instanceof ApiRequestError && !error.isNetworkError
                  ? error.message
                  : 'Could not save the completion status. Please try again.',
                'error',
              ),
          });
        }}
      >
        <label className="text-sm font-medium text-slate-800">
          Status
          <select
            value={selected}
            onChange={(event) => setChoice(event.target.value as CompletionStatus)}
            className={`mt-1 block min-h-11 rounded-md border border-slate-400 bg-white px-3 ${FOCUS_RING}`}
          >
            {COMPLETION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          disabled={save.isPending || (selected === current && !completion.data.openRequest)}
          className={`inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 ${FOCUS_RING}`}
        >
          {save.isPending ? 'Saving...' : 'Save status'}
        </button>
      </form>
    </section>
  );
}
