import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, registerSchema, type RegisterInput } from '@institute/shared/auth';
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { register as registerAccount } from '../../features/auth/auth-api';
import { ApiRequestError } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { LocaleLink as Link, useLocalePath } from '../../i18n/locale';
import { AuthCard } from './auth-card';

export function SignupPage() {
  const { _ } = useLingui();
  const localePath = useLocalePath();
  const loginPath = localePath('/login');
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // 'Sign up successful!' stays for a second, then on to the sign-in page.
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(loginPath), LIMITS.signUpRedirectMs);
    return () => clearTimeout(timer);
  }, [done, navigate, loginPath]);
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
      showToast(_('auth.signup.successful'), 'success');
    } catch (error) {
      const message =
        error instanceof ApiRequestError && !error.isNetworkError
          ? error.message
          : _('auth.signup.failed');
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
      title={_('auth.signup.title')}
      intro={
        <Trans
          id="auth.signup.haveAccount"
          components={{
            0: <Link className="font-semibold text-brand-700 underline" to="/login" />,
          }}
        />
      }
    >
      <FormAlert message={failure} />
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-4">
        <TextField
          label={_('auth.field.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
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
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {done && (
          <p role="status" className="rounded-md bg-green-50 p-3 text-green-800">
            {_('auth.signup.successful')}
          </p>
        )}
        <SubmitButton
          busy={isSubmitting || done}
          busyLabel={done ? _('auth.signup.redirecting') : _('auth.signup.busy')}
        >
          {_('auth.signup.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
