import { zodResolver } from '@hookform/resolvers/zod';
import { adminLoginSchema, type AdminLoginInput } from '@institute/shared/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { adminLogin } from '../../features/auth/auth-api';
import { ApiRequestError } from '../../lib/api-client';
import { safeNextPath } from '../../lib/next-path';
import { LocaleLink as Link } from '../../i18n/locale';
import { AuthCard } from './auth-card';

export function AdminLoginPage() {
  const { _ } = useLingui();
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
          : _('auth.admin.failed'),
      );
    }
  };

  return (
    <AuthCard title={_('auth.admin.title')} intro={_('auth.admin.intro')}>
      <FormAlert message={failure} />
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
        <TextField
          label={_('auth.field.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={_('auth.field.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitButton busy={isSubmitting} busyLabel={_('auth.admin.busy')}>
          {_('auth.admin.submit')}
        </SubmitButton>
      </form>
      <p className="mt-4 text-sm">
        <Link
          className="inline-block min-h-6 leading-6 font-semibold text-brand-700 underline"
          to="/forgot-password?from=admin"
        >
          {_('auth.forgotLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
