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

const DEFAULTS: NotificationPreferences = {
  locale: 'en',
  reminders: true,
  channels: { whatsapp: true, sms: true, email: true },
  optedOut: false,
};

const CHANNEL_LABELS = [
  ['whatsapp', 'auth.preferences.channelWhatsapp'],
  ['sms', 'auth.preferences.channelSms'],
  ['email', 'auth.preferences.channelEmail'],
] as const;

/**
 * The signed-in person's message language and reminder choice (issue 19), the channels they
 * accept and the switch that stops every non-essential message (decision 0085).
 */
export function MessagePreferencesForm() {
  const { _ } = useLingui();
  const [loaded, setLoaded] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [stopped, setStopped] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NotificationPreferences>({
    resolver: zodResolver(notificationPreferencesSchema),
    defaultValues: DEFAULTS,
  });

  useEffect(() => {
    let live = true;
    fetchNotificationPreferences()
      .then(({ whatsappStopped, ...preferences }) => {
        if (!live) return;
        reset({ ...DEFAULTS, ...preferences });
        setStopped(whatsappStopped === true);
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
      const { whatsappStopped, ...saved } = await saveNotificationPreferences({
        locale: input.locale,
        reminders: input.reminders,
        channels: input.channels ?? DEFAULTS.channels!,
        optedOut: input.optedOut ?? false,
      });
      reset({ ...DEFAULTS, ...saved });
      setStopped(whatsappStopped === true);
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
        <fieldset disabled={!loaded}>
          <legend className="text-sm font-semibold text-slate-900">
            {_('auth.preferences.channels')}
          </legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {CHANNEL_LABELS.map(([channel, label]) => (
              <label key={channel} className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="size-5" {...register(`channels.${channel}`)} />
                <span>{_(label)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            role="switch"
            className="mt-0.5 size-5"
            disabled={!loaded}
            {...register('optedOut')}
          />
          <span>{_('auth.preferences.optedOut')}</span>
        </label>
        {stopped && (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {_('auth.preferences.whatsappStopped')}
          </p>
        )}
        <SubmitButton busy={isSubmitting} busyLabel={_('auth.password.saving')} disabled={!loaded}>
          {_('auth.preferences.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
