import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, loginSchema, type LoginInput } from '@institute/shared/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { login } from '../../features/auth/auth-api';
import { ApiRequestError } from '../../lib/api-client';
import { safeNextPath } from '../../lib/next-path';
import { showToast } from '../../lib/toast';
import { AuthCard } from './auth-card';

export function LoginPage() {
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
      showToast(AUTH_MESSAGES.loginSuccessful, 'success');
      const registration = answer.user.registrationNumber;
      const next = safeNextPath(searchParams.get('next'));
      navigate(
        next ??
          (input.registration && registration ? `/dashboard/student/${registration}` : '/newuser'),
        {
          replace: true,
        },
      );
    } catch (error) {
      const message =
        error instanceof ApiRequestError
          ? error.isNetworkError
            ? AUTH_MESSAGES.loginNetworkError
            : error.message || AUTH_MESSAGES.loginFailed
          : AUTH_MESSAGES.loginNetworkError;
      setFailure(message);
      showToast(message, 'error');
    }
  };

  return (
    <AuthCard
      title="Sign In"
      intro="Students: enter your registration number to reach your profile."
    >
      <FormAlert message={failure} />
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
        <TextField
          label="Registration Number (optional)"
          autoComplete="username"
          autoCapitalize="characters"
          error={errors.registration?.message}
          {...register('registration')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Signing in...">
          Sign In
        </SubmitButton>
      </form>
      <p className="mt-4 text-sm">
        <Link className="font-semibold text-brand-700 underline" to="/forgot-password">
          Forgot password?
        </Link>
      </p>
      <p className="mt-6 text-sm text-slate-700">
        New here?{' '}
        <Link className="font-semibold text-brand-700 underline" to="/signup">
          Create an account
        </Link>
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Centre staff and head office:{' '}
        <Link className="font-semibold text-brand-700 underline" to="/admin">
          Admin login
        </Link>
      </p>
    </AuthCard>
  );
}
