import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPLETION_STATUSES,
  setCompletionSchema,
  type Completion,
  type CompletionStatus,
} from '@institute/shared/student';
import { useLingui } from '@lingui/react';
import { useForm, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/form/select-field';
import { ApiRequestError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useCompletion, useSetCompletion } from '../students-api';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { COMPLETION_STATUS_IDS } from '../student-labels';

interface CompletionFields {
  status: CompletionStatus;
}

/**
 * Staff set a student's completion status here, and see the student's request to change it
 * (sent from the profile's 'Request Status Edit'), which saving resolves.
 */
export function CompletionStatusPanel({ registrationNumber }: { registrationNumber: string }) {
  const completion = useCompletion(registrationNumber);
  const { _ } = useLingui();
  if (!completion.data) return null;

  return (
    <section
      aria-labelledby="completion-heading"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="completion-heading" className="font-semibold text-brand-900">
        {_('students.completion.heading')}
      </h2>
      {completion.data.openRequest && (
        <p role="note" className="mt-2 rounded-md bg-amber-50 p-3 text-amber-900">
          {_('students.completion.request', { message: completion.data.openRequest.message })}
        </p>
      )}
      <CompletionForm registrationNumber={registrationNumber} completion={completion.data} />
    </section>
  );
}

/** The status to save; it follows the stored one until staff choose another. */
function CompletionForm({
  registrationNumber,
  completion,
}: {
  registrationNumber: string;
  completion: Completion;
}) {
  const save = useSetCompletion(registrationNumber);
  const { _ } = useLingui();
  const current = completion.completionStatus as CompletionStatus;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<CompletionFields>({
    resolver: zodResolver(setCompletionSchema),
    values: { status: current },
    resetOptions: { keepDirtyValues: true },
  });
  const selected = useWatch({ control, name: 'status' });

  const onValid = ({ status }: CompletionFields) =>
    save.mutate(status, {
      onSuccess: () =>
        showToast(
          _('students.completion.saved', { status: _(COMPLETION_STATUS_IDS[status]) }),
          'success',
        ),
      onError: (error) => {
        const fieldError = error instanceof ApiRequestError ? error.fieldErrors['status']?.[0] : '';
        if (fieldError) setError('status', { message: fieldError });
        else
          showToast(
            error instanceof ApiRequestError && !error.isNetworkError
              ? error.message
              : _('students.completion.saveFailed'),
            'error',
          );
      },
    });

  return (
    <form
      noValidate
      className="mt-3 flex flex-wrap items-end gap-3"
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      <SelectField
        label={_('students.completion.label')}
        options={COMPLETION_STATUSES.map((status) => ({
          value: status,
          label: _(COMPLETION_STATUS_IDS[status]),
        }))}
        error={errors.status?.message}
        {...register('status')}
      />
      <button
        type="submit"
        disabled={save.isPending || (selected === current && !completion.openRequest)}
        className={`inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 ${FOCUS_RING}`}
      >
        {save.isPending ? _('students.completion.saving') : _('students.completion.save')}
      </button>
    </form>
  );
}
