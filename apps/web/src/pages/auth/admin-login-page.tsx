import { zodResolver } from '@hookform/resolvers/zod';
import { adminLoginSchema, AUTH_MESSAGES, type AdminLoginInput } from '@institute/shared/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { adminLogin } from '../../features/auth/auth-api';
import { ApiRequestError } from '../../lib/api-client';
import { safeNextPath } from '../../lib/next-path';
import { AuthCard } from './auth-card';

export function AdminLoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginInput>({ resolver: zodResolver(adminLoginSchema) });

  const onValid = async (input: AdminLoginInput) => {
    setFailure(null);
    try {
      await adminLogin(input);
      navigate(safeNextPath(searchParams.get('next')) ?? '/dashboard', { replace: true });
    } catch (error) {
      // A failed answer shows the server's message; a network failure the generic one.
      setFailure(
        error instanceof ApiRequestError && !error.isNetworkError
          ? error.message
          : AUTH_MESSAGES.adminLoginFailed,
      );
    }
  };

  return (
    <AuthCard title="Admin Login" intro="For centre staff and head office.">
      <FormAlert message={failure} />
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Logging in...">
          Login
        </SubmitButton>
      </form>
      <p className="mt-4 text-sm">
        <Link className="font-semibold text-brand-700 underline" to="/forgot-password?from=admin">
          Forgot password?
        </Link>
      </p>
    </AuthCard>
  );
}
