import { zodResolver } from '@hookform/resolvers/zod';
import {
  resetCodeFormSchema,
  resetLinkFormSchema,
  type ResetCodeFormInput,
  type ResetLinkFormInput,
} from '@institute/shared/notifications';
import { useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { confirmPasswordReset } from '../../features/auth/auth-api';
import { ApiRequestError } from '../../lib/api-client';
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

const failureOf = (error: unknown) =>
  error instanceof ApiRequestError && !error.isNetworkError
    ? error.message
    : 'Could not change the password. Please try again.';

/**
 * Sets a new password: with the e-mailed link (its token is in the address's fragment, which
 * never reaches a server), or with the e-mail and the SMS code.
 */
export function ResetPasswordPage() {
  // The fragment is read after hydration (the server never sees it): undefined until then.
  const token = useSyncExternalStore(subscribeNever, readToken, () => undefined);
  const [done, setDone] = useState<Done | null>(null);

  if (done) {
    return (
      <AuthCard title="Reset password">
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-800">
          {done.message}
        </p>
        <p className="mt-6">
          <Link className="font-semibold text-brand-700 underline" to={done.signIn}>
            Sign in with your new password
          </Link>
        </p>
      </AuthCard>
    );
  }
  if (token === undefined) {
    return (
      <AuthCard title="Reset password">
        <p className="text-slate-700">Loading...</p>
      </AuthCard>
    );
  }
  return token ? <LinkForm token={token} onDone={setDone} /> : <CodeForm onDone={setDone} />;
}

function LinkForm({ token, onDone }: { token: string; onDone: (done: Done) => void }) {
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
      setFailure(failureOf(error));
    }
  };
  return (
    <AuthCard title="Reset password" intro="Choose a new password for your account.">
      <FormAlert message={failure} />
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Saving...">
          Set new password
        </SubmitButton>
      </form>
      <p className="mt-6 text-sm">
        <Link className="text-brand-700 underline" to="/forgot-password">
          Ask for a new link
        </Link>
      </p>
    </AuthCard>
  );
}

function CodeForm({ onDone }: { onDone: (done: Done) => void }) {
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
      setFailure(failureOf(error));
    }
  };
  return (
    <AuthCard
      title="Reset password"
      intro="Enter your e-mail, the 6-digit code we sent by SMS, and a new password."
    >
      <FormAlert message={failure} />
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Code from the SMS"
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...register('code')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Saving...">
          Set new password
        </SubmitButton>
      </form>
      <p className="mt-6 text-sm">
        <Link className="text-brand-700 underline" to="/forgot-password">
          Ask for a new code
        </Link>
      </p>
    </AuthCard>
  );
}
