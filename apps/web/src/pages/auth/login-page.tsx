import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@institute/shared/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { login } from '../../features/auth/auth-api';
import { ApiRequestError } from '../../lib/api-client';
import { safeNextPath } from '../../lib/next-path';
import { showToast } from '../../lib/toast';
import { LocaleLink as Link, useLocalePath } from '../../i18n/locale';
import { AuthCard } from './auth-card';

export function LoginPage() {
  const { _ } = useLingui();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema) });

  const onValid = async (input: LoginInput) => {
    setFailure(null);
    try {
      const answer = await login(input);
      showToast(_('auth.login.successful'), 'success');
      const registration = answer.user.registrationNumber;
      const next = safeNextPath(searchParams.get('next'));
      navigate(
        next ??
          (input.registration && registration
            ? `/dashboard/student/${registration}`
            : localePath('/newuser')),
        {
          replace: true,
        },
      );
    } catch (error) {
      const message =
        error instanceof ApiRequestError
          ? error.isNetworkError
            ? _('auth.login.networkError')
            : error.message || _('auth.login.failed')
          : _('auth.login.networkError');
      setFailure(message);
      showToast(message, 'error');
    }
  };

  return (
    <AuthCard title={_('auth.login.title')} intro={_('auth.login.intro')}>
      <FormAlert message={failure} />
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
        <TextField
          label={_('auth.login.registration')}
          autoComplete="username"
          autoCapitalize="characters"
          error={errors.registration?.message}
          {...register('registration')}
        />
        <TextField
          label={_('auth.field.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={_('auth.field.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitButton busy={isSubmitting} busyLabel={_('auth.login.busy')}>
          {_('auth.login.submit')}
        </SubmitButton>
      </form>
      <p className="mt-4 text-sm">
        <Link
          className="inline-block min-h-6 leading-6 font-semibold text-brand-700 underline"
          to="/forgot-password"
        >
          {_('auth.forgotLink')}
        </Link>
      </p>
      <p className="mt-6 text-sm text-slate-700">
        <Trans
          id="auth.login.newHere"
          components={{
            0: (
              <Link
                className="inline-block min-h-6 leading-6 font-semibold text-brand-700 underline"
                to="/signup"
              />
            ),
          }}
        />
      </p>
      <p className="mt-2 text-sm text-slate-700">
        <Trans
          id="auth.login.staff"
          components={{
            0: (
              <Link
                className="inline-block min-h-6 leading-6 font-semibold text-brand-700 underline"
                to="/admin"
              />
            ),
          }}
        />
      </p>
    </AuthCard>
  );
}
