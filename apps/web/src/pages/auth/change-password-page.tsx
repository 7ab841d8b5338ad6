import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, type ChangePasswordInput } from '@institute/shared/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react';
import { useLoaderData, useNavigate } from 'react-router';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { changePassword } from '../../features/auth/auth-api';
import { MessagePreferencesForm } from '../../features/auth/components/message-preferences-form';
import { homeOf, type requireUser } from '../../features/auth/guards';
import { ApiRequestError } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { LocaleLink as Link } from '../../i18n/locale';
import { AuthCard } from './auth-card';

export function ChangePasswordPage() {
  const { _ } = useLingui();
  const { user } = useLoaderData<Awaited<ReturnType<typeof requireUser>>>();
  const navigate = useNavigate();
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema) });

  const onValid = async (input: ChangePasswordInput) => {
    setStatus(null);
    try {
      const { message } = await changePassword(input);
      reset();
      // The first one of one's own (decision 0060): on to the dashboard, which waited for it.
      if (user.mustChangePassword) {
        showToast(message, 'success');
        await navigate(homeOf(user), { replace: true });
        return;
      }
      setStatus({ ok: true, message });
    } catch (error) {
      if (error instanceof ApiRequestError && error.fieldErrors.currentPassword) {
        setError('currentPassword', { message: error.fieldErrors.currentPassword[0] });
      }
      if (error instanceof ApiRequestError && error.fieldErrors.newPassword) {
        setError('newPassword', { message: error.fieldErrors.newPassword[0] });
      }
      setStatus({
        ok: false,
        message:
          error instanceof ApiRequestError && !error.isNetworkError
            ? error.message
            : _('auth.password.failed'),
      });
    }
  };

  return (
    <AuthCard
      title={_('auth.change.title')}
      intro={_('auth.change.signedInAs', { email: user.email })}
    >
      {user.mustChangePassword && !status && (
        <p role="status" className="mb-4 rounded-md bg-amber-50 p-3 text-amber-950">
          {_('auth.change.required')}
        </p>
      )}
      {status && (
        <p
          role={status.ok ? 'status' : 'alert'}
          className={`mb-4 rounded-md p-3 ${status.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
        >
          {status.message}
        </p>
      )}
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
        <TextField
          label={_('auth.change.current')}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextField
          label={_('auth.password.new')}
          type="password"
          autoComplete="new-password"
          hint={_('auth.password.hint')}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <SubmitButton busy={isSubmitting} busyLabel={_('auth.password.saving')}>
          {_('auth.change.submit')}
        </SubmitButton>
      </form>
      <MessagePreferencesForm />
      <p className="mt-6 text-sm">
        <Link className="text-brand-700 underline" to={homeOf(user)}>
          {_('auth.back')}
        </Link>
      </p>
    </AuthCard>
  );
}
