import { zodResolver } from '@hookform/resolvers/zod';
import {
  notificationPreferencesSchema,
  type NotificationPreferences,
} from '@institute/shared/notifications';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { ApiRequestError } from '../../../lib/api-client';
import { fetchNotificationPreferences, saveNotificationPreferences } from '../auth-api';

/** Each language named in its own script, as the language switch names them. */
const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'हिन्दी' },
];

/** The signed-in person's message language and reminder choice (issue 19). */
export function MessagePreferencesForm() {
  const { _ } = useLingui();
  const [loaded, setLoaded] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NotificationPreferences>({
    resolver: zodResolver(notificationPreferencesSchema),
    defaultValues: { locale: 'en', reminders: true },
  });

  useEffect(() => {
    let live = true;
    fetchNotificationPreferences()
      .then((preferences) => {
        if (!live) return;
        reset(preferences);
        setLoaded(true);
      })
      .catch(() => {
        if (live) setStatus({ ok: false, message: _('auth.preferences.loadFailed') });
      });
    return () => {
      live = false;
    };
  }, [reset, _]);

  const onValid = async (input: NotificationPreferences) => {
    setStatus(null);
    try {
      reset(await saveNotificationPreferences(input));
      setStatus({ ok: true, message: _('auth.preferences.saved') });
    } catch (error) {
      setStatus({
        ok: false,
        message:
          error instanceof ApiRequestError && !error.isNetworkError
            ? error.message
            : _('auth.preferences.saveFailed'),
      });
    }
  };

  return (
    <section aria-labelledby="message-preferences" className="mt-8 border-t border-slate-200 pt-6">
      <h2 id="message-preferences" className="mb-3 text-lg font-semibold text-brand-900">
        {_('auth.preferences.title')}
      </h2>
      {status && (
        <p
          role={status.ok ? 'status' : 'alert'}
          className={`mb-4 rounded-md p-3 ${status.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
        >
          {status.message}
        </p>
      )}
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
        <SelectField
          label={_('auth.preferences.language')}
          options={LANGUAGES}
          error={errors.locale?.message}
          disabled={!loaded}
          {...register('locale')}
        />
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5"
            disabled={!loaded}
            {...register('reminders')}
          />
          <span>{_('auth.preferences.reminders')}</span>
        </label>
        <SubmitButton busy={isSubmitting} busyLabel={_('auth.password.saving')} disabled={!loaded}>
          {_('auth.preferences.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
