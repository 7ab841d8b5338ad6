import { zodResolver } from '@hookform/resolvers/zod';
import {
  centreMessageFormSchema,
  CENTRE_MESSAGE_MESSAGES as M,
  type CentreMessageFormInput,
  type CentreMessageFormValues,
} from '@institute/shared/centre-messages';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useSendMessage } from '../centre-messages-api';
import { ApiRequestError } from '../../../lib/api-client';
import { serverText } from '../../../i18n/server-texts';
import { FOCUS_RING } from '../../../components/ui/focus-ring';

const FIELDS = ['subject', 'body', 'audience', 'centreIds', 'important'] as const;
const CHECK = `size-5 shrink-0 accent-brand-700 ${FOCUS_RING}`;

export interface CentreChoice {
  id: number;
  code: string;
  name: string;
}

/** Head office writes a message to every centre or to chosen ones. */
export function MessageForm({
  centres,
  onSent,
}: {
  centres: readonly CentreChoice[];
  onSent: () => void;
}) {
  const send = useSendMessage();
  const { _ } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CentreMessageFormInput, unknown, CentreMessageFormValues>({
    resolver: zodResolver(centreMessageFormSchema),
    defaultValues: { subject: '', body: '', audience: 'all', centreIds: [], important: false },
  });
  const audience = useWatch({ control, name: 'audience' });

  const onValid = async (values: CentreMessageFormValues) => {
    setFailure(null);
    try {
      await send.mutateAsync({
        ...values,
        centreIds: values.audience === 'chosen' ? values.centreIds : [],
      });
      reset();
      onSent();
    } catch (error) {
      if (error instanceof ApiRequestError && !error.isNetworkError && error.status < 500) {
        for (const field of FIELDS) {
          const message = error.fieldErrors[field]?.[0];
          if (message) setError(field, { message });
        }
        setFailure(error.message);
      } else {
        setFailure(_('centreMessages.form.failed'));
      }
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      <FormAlert message={failure} />
      <TextField
        label={_('centreMessages.form.subject')}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextareaField
        label={_('centreMessages.form.message')}
        rows={5}
        error={errors.body?.message}
        {...register('body')}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          {_('centreMessages.form.sendTo')}
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex min-h-11 items-center gap-2 text-slate-800">
            <input type="radio" value="all" className={CHECK} {...register('audience')} />
            {_('centreMessages.form.all')}
          </label>
          <label className="flex min-h-11 items-center gap-2 text-slate-800">
            <input type="radio" value="chosen" className={CHECK} {...register('audience')} />
            {_('centreMessages.form.chosen')}
          </label>
        </div>
      </fieldset>
      {audience === 'chosen' && (
        <Controller
          control={control}
          name="centreIds"
          render={({ field }) => {
            const chosen = new Set(field.value ?? []);
            const errorId = 'message-centres-error';
            return (
              <fieldset
                aria-describedby={errors.centreIds ? errorId : undefined}
                aria-invalid={errors.centreIds ? true : undefined}
              >
                <legend className="text-sm font-medium text-slate-800">
                  {_('centreMessages.form.centres')}
                </legend>
                {centres.length === 0 ? (
                  <p className="mt-1 text-sm text-slate-600">
                    {_('centreMessages.form.noCentres')}
                  </p>
                ) : (
                  <ul className="mt-2 grid max-h-64 gap-1 overflow-y-auto rounded-md border border-slate-300 bg-white p-2 sm:grid-cols-2">
                    {centres.map((centre) => (
                      <li key={centre.id}>
                        <label className="flex min-h-11 items-center gap-2 rounded px-2 text-sm text-slate-800 hover:bg-slate-50">
                          <input
                            type="checkbox"
                            className={CHECK}
                            checked={chosen.has(centre.id)}
                            onChange={(event) => {
                              const next = new Set(chosen);
                              if (event.target.checked) next.add(centre.id);
                              else next.delete(centre.id);
                              field.onChange([...next]);
                            }}
                          />
                          <span>
                            {centre.name}{' '}
                            <span className="font-mono text-slate-600">({centre.code})</span>
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
                {errors.centreIds && (
                  <p id={errorId} className="mt-1 text-sm text-red-700">
                    {serverText(errors.centreIds.message ?? M.centresRequired)}
                  </p>
                )}
              </fieldset>
            );
          }}
        />
      )}
      <label className="flex min-h-11 items-center gap-2 text-slate-800">
        <input type="checkbox" className={CHECK} {...register('important')} />
        {_('centreMessages.form.important')}
      </label>
      <SubmitButton
        busy={isSubmitting}
        busyLabel={_('centreMessages.form.sending')}
        className="sm:w-auto"
      >
        {_('centreMessages.form.send')}
      </SubmitButton>
    </form>
  );
}
