import { zodResolver } from '@hookform/resolvers/zod';
import {
  resetCodeFormSchema,
  resetLinkFormSchema,
  type ResetCodeFormInput,
  type ResetLinkFormInput,
} from '@institute/shared/notifications';
import { useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { confirmPasswordReset } from '../../features/auth/auth-api';
import { ApiRequestError } from '../../lib/api-client';
import { LocaleLink as Link } from '../../i18n/locale';
import { AuthCard } from './auth-card';

type Done = { message: string; signIn: '/admin' | '/login' };

/** The link's token, read from the address's fragment once per page load. */
let capturedToken: string | null | undefined;
function readToken(): string | null {
  if (capturedToken === undefined) {
    capturedToken = new URLSearchParams(window.location.hash.slice(1)).get('token');
    // The token leaves the address bar (and the history entry) at once.
    if (capturedToken) window.history.replaceState(null, '', window.location.pathname);
  }
  return capturedToken;
}
const subscribeNever = () => () => undefined;
/** Used: a later visit of the page (without a new link) asks for a code instead. */
function forgetToken(): void {
  capturedToken = null;
}

const failureOf = (error: unknown, i18n: I18n) =>
  error instanceof ApiRequestError && !error.isNetworkError
    ? error.message
    : i18n._('auth.password.failed');

/**
 * Sets a new password: with the e-mailed link (its token is in the address's fragment, which
 * never reaches a server), or with the e-mail and the SMS code.
 */
export function ResetPasswordPage() {
  const { _ } = useLingui();
  // The fragment is read after hydration (the server never sees it): undefined until then.
  const token = useSyncExternalStore(subscribeNever, readToken, () => undefined);
  const [done, setDone] = useState<Done | null>(null);

  if (done) {
    return (
      <AuthCard title={_('auth.reset.title')}>
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-800">
          {done.message}
        </p>
        <p className="mt-6">
          <Link className="font-semibold text-brand-700 underline" to={done.signIn}>
            {_('auth.reset.signIn')}
          </Link>
        </p>
      </AuthCard>
    );
  }
  if (token === undefined) {
    return (
      <AuthCard title={_('auth.reset.title')}>
        <p className="text-slate-700">{_('ui.loading')}</p>
      </AuthCard>
    );
  }
  return token ? <LinkForm token={token} onDone={setDone} /> : <CodeForm onDone={setDone} />;
}

function LinkForm({ token, onDone }: { token: string; onDone: (done: Done) => void }) {
  const { i18n, _ } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetLinkFormInput>({ resolver: zodResolver(resetLinkFormSchema) });
  const onValid = async (input: ResetLinkFormInput) => {
    setFailure(null);
    try {
      const done = await confirmPasswordReset({ token, newPassword: input.newPassword });
      forgetToken();
      onDone(done);
    } catch (error) {
      setFailure(failureOf(error, i18n));
    }
  };
  return (
    <AuthCard title={_('auth.reset.title')} intro={_('auth.reset.linkIntro')}>
      <FormAlert message={failure} />
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
        <TextField
          label={_('auth.password.new')}
          type="password"
          autoComplete="new-password"
          hint={_('auth.password.hint')}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <SubmitButton busy={isSubmitting} busyLabel={_('auth.password.saving')}>
          {_('auth.reset.submit')}
        </SubmitButton>
      </form>
      <p className="mt-6 text-sm">
        <Link className="text-brand-700 underline" to="/forgot-password">
          {_('auth.reset.newLink')}
        </Link>
      </p>
    </AuthCard>
  );
}

function CodeForm({ onDone }: { onDone: (done: Done) => void }) {
  const { i18n, _ } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetCodeFormInput>({ resolver: zodResolver(resetCodeFormSchema) });
  const onValid = async (input: ResetCodeFormInput) => {
    setFailure(null);
    try {
      onDone(await confirmPasswordReset(resetCodeFormSchema.parse(input)));
    } catch (error) {
      setFailure(failureOf(error, i18n));
    }
  };
  return (
    <AuthCard title={_('auth.reset.title')} intro={_('auth.reset.codeIntro')}>
      <FormAlert message={failure} />
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
        <TextField
          label={_('auth.field.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={_('auth.reset.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...register('code')}
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
          {_('auth.reset.submit')}
        </SubmitButton>
      </form>
      <p className="mt-6 text-sm">
        <Link className="text-brand-700 underline" to="/forgot-password">
          {_('auth.reset.newCode')}
        </Link>
      </p>
    </AuthCard>
  );
}
