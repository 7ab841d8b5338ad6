import { zodResolver } from '@hookform/resolvers/zod';
import { resetRequestSchema, type ResetRequestInput } from '@institute/shared/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { fetchResetChannels, requestPasswordReset } from '../../features/auth/auth-api';
import { ApiRequestError } from '../../lib/api-client';
import { LocaleLink as Link } from '../../i18n/locale';
import { AuthCard } from './auth-card';

/** Which ways of sending this site has, read on the server so the page renders complete. */
export async function forgotPasswordLoader({ context }: LoaderFunctionArgs) {
  return fetchResetChannels(context);
}

/** Forgot password, for every role: a link by e-mail or a code by SMS. */
export function ForgotPasswordPage() {
  const { _ } = useLingui();
  const channels = useLoaderData<Awaited<ReturnType<typeof forgotPasswordLoader>>>();
  const [searchParams] = useSearchParams();
  const staff = searchParams.get('from') === 'admin';
  const signIn = staff ? '/admin' : '/login';
  const [sent, setSent] = useState<{ message: string; channel: 'email' | 'sms' } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestInput>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { channel: channels.email ? 'email' : 'sms' },
  });

  const onValid = async (input: ResetRequestInput) => {
    setFailure(null);
    try {
      const { message } = await requestPasswordReset(resetRequestSchema.parse(input));
      setSent({ message, channel: input.channel });
    } catch (error) {
      setFailure(
        error instanceof ApiRequestError && !error.isNetworkError
          ? error.message
          : _('auth.forgot.failed'),
      );
    }
  };

  const back = (
    <p className="mt-6 text-sm">
      <Link className="font-semibold text-brand-700 underline" to={signIn}>
        {_('auth.backToSignIn')}
      </Link>
    </p>
  );

  if (!channels.email && !channels.sms) {
    return (
      <AuthCard title={_('auth.forgot.title')}>
        <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900">
          {_('auth.forgot.messagesOff')}
        </p>
        {back}
      </AuthCard>
    );
  }

  if (sent) {
    return (
      <AuthCard title={_('auth.forgot.title')}>
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-800">
          {sent.message}
        </p>
        {sent.channel === 'sms' && (
          <p className="mt-4 text-slate-700">
            <Trans
              id="auth.forgot.gotCode"
              components={{
                0: <Link className="font-semibold text-brand-700 underline" to="/reset-password" />,
              }}
            />
          </p>
        )}
        {back}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={_('auth.forgot.title')} intro={_('auth.forgot.intro')}>
      <FormAlert message={failure} />
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
        <TextField
          label={_('auth.field.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        {!staff && (
          <TextField
            label={_('auth.forgot.registration')}
            autoCapitalize="characters"
            error={errors.registration?.message}
            {...register('registration')}
          />
        )}
        <fieldset>
          <legend className="block text-sm font-medium text-slate-800">
            {_('auth.forgot.sendMe')}
          </legend>
          <div className="mt-2 space-y-2">
            {(
              [
                ['email', _('auth.forgot.byEmail'), channels.email],
                ['sms', _('auth.forgot.bySms'), channels.sms],
              ] as const
            ).map(([value, label, on]) => (
              <label key={value} className="flex min-h-11 items-center gap-2 text-slate-900">
                <input
                  type="radio"
                  value={value}
                  disabled={!on}
                  className="h-5 w-5"
                  {...register('channel')}
                />
                <span>
                  {label}
                  {!on && <span className="text-slate-600"> {_('auth.forgot.notAvailable')}</span>}
                </span>
              </label>
            ))}
          </div>
          {errors.channel?.message && (
            <p className="mt-1 text-sm text-red-700">{errors.channel.message}</p>
          )}
        </fieldset>
        <SubmitButton busy={isSubmitting} busyLabel={_('auth.forgot.busy')}>
          {_('auth.forgot.submit')}
        </SubmitButton>
      </form>
      <p className="mt-6 text-sm text-slate-700">
        <Trans
          id="auth.forgot.haveCode"
          components={{
            0: <Link className="font-semibold text-brand-700 underline" to="/reset-password" />,
          }}
        />
      </p>
      {back}
    </AuthCard>
  );
}
