import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, LIMITS, registerSchema, type RegisterInput } from '@institute/shared/auth';
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { register as registerAccount } from '../../features/auth/auth-api';
import { ApiRequestError } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { AuthCard } from './auth-card';

export function SignupPage() {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // 'Sign up successful!' stays for a second, then on to the sign-in page.
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), LIMITS.signUpRedirectMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({ resolver: zodResolver(registerSchema) });

  // The specification: each failure is shown as a toast, one per failure (and beside its field).
  const onInvalid = (invalid: FieldErrors<RegisterInput>) => {
    for (const error of Object.values(invalid))
      if (error?.message) showToast(error.message, 'error');
  };

  const onValid = async (input: RegisterInput) => {
    setFailure(null);
    try {
      await registerAccount(input);
      setDone(true);
      showToast(AUTH_MESSAGES.signUpSuccessful, 'success');
    } catch (error) {
      const message =
        error instanceof ApiRequestError && !error.isNetworkError
          ? error.message
          : AUTH_MESSAGES.signUpFailed;
      if (error instanceof ApiRequestError) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (field in registerSchema.shape) {
            setError(field as keyof RegisterInput, { message: messages[0] });
          }
        }
      }
      setFailure(message);
      showToast(message, 'error');
    }
  };

  return (
    <AuthCard
      title="Sign Up"
      intro={
        <>
          Already have an account?{' '}
          <Link className="font-semibold text-brand-700 underline" to="/login">
            Sign in
          </Link>
        </>
      }
    >
      <FormAlert message={failure} />
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-4">
        <TextField
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
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
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {done && (
          <p role="status" className="rounded-md bg-green-50 p-3 text-green-800">
            {AUTH_MESSAGES.signUpSuccessful}
          </p>
        )}
        <SubmitButton
          busy={isSubmitting || done}
          busyLabel={done ? 'Redirecting...' : 'Signing up...'}
        >
          Sign Up
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
