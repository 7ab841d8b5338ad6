import { STAFF_ROLES, type Role } from '@institute/shared/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { useLoaderData, useNavigate } from 'react-router';
import { useSite } from '../../features/content/site';
import { ApplicantHome } from '../../features/applications/components/applicant-home';
import { logout } from '../../features/auth/auth-api';
import type { requireUser } from '../../features/auth/guards';
import { SignOutButton } from '../../features/auth/sign-out-button';
import { showToast } from '../../lib/toast';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { LocaleLink as Link, useLocalePath } from '../../i18n/locale';

const BUTTON = `inline-flex min-h-11 items-center justify-center rounded-md px-4 font-semibold ${FOCUS_RING}`;

/** Signs out and opens the sign-in page, where the student signs in with the number. */
function SignInWithNumberButton() {
  const { _ } = useLingui();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-70`}
      onClick={async () => {
        setBusy(true);
        try {
          await logout();
          queryClient.clear();
          navigate(localePath('/login'), { replace: true });
        } catch {
          showToast(_('common.signOutFailed'), 'error');
          setBusy(false);
        }
      }}
    >
      {busy ? _('common.signingOut') : _('auth.newUser.signInWithNumber')}
    </button>
  );
}

/** A student's registration number, prominently, and how to sign in with it. */
function StudentNumber({ registrationNumber }: { registrationNumber: string }) {
  const { _ } = useLingui();
  return (
    <section
      aria-labelledby="registration-heading"
      className="rounded-lg border border-green-200 bg-green-50 p-5 text-green-950"
    >
      <h2 id="registration-heading" className="text-lg font-semibold">
        {_('auth.newUser.registered')}
      </h2>
      <p className="mt-2">{_('auth.newUser.numberIs')}</p>
      <p
        className="mt-1 font-mono text-3xl font-bold tracking-wide break-all text-green-900"
        data-testid="registration-number"
      >
        {registrationNumber}
      </p>
      <p className="mt-3">{_('auth.newUser.fromNowOn')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <SignInWithNumberButton />
        <Link
          to={`/dashboard/student/${encodeURIComponent(registrationNumber)}`}
          className={`${BUTTON} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
        >
          {_('auth.newUser.goToProfile')}
        </Link>
      </div>
    </section>
  );
}

/**
 * Home of a signed-in user who is not staff: a registered user applies for admission here and
 * follows the application; once approved (or added by a centre) they see their registration
 * number.
 */
export function NewUserPage() {
  const { _ } = useLingui();
  const { user } = useLoaderData<Awaited<ReturnType<typeof requireUser>>>();
  const isStaff = (STAFF_ROLES as readonly Role[]).includes(user.role);
  return (
    <section className="bg-brand-50 px-4 py-12">
      <div className="mx-auto max-w-4xl rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold text-brand-900">
              {_('auth.newUser.welcome', { name: user.name })}
            </h1>
            <p className="mt-1 break-all text-slate-700">
              {_('auth.newUser.signedInAs', { email: user.email })}
            </p>
          </div>
          <SignOutButton to="/login" />
        </div>

        <div className="mt-6">
          {isStaff ? (
            <p className="text-slate-800">
              <Trans
                id="auth.newUser.staff"
                components={{
                  0: <Link className="font-semibold text-brand-700 underline" to="/dashboard" />,
                }}
              />
            </p>
          ) : user.registrationNumber ? (
            <StudentNumber registrationNumber={user.registrationNumber} />
          ) : (
            <ApplicantHome
              email={user.email}
              approved={(registrationNumber) => (
                <StudentNumber registrationNumber={registrationNumber} />
              )}
            />
          )}
        </div>

        <ContactLine />
        <p className="mt-2 text-sm">
          <Link className="text-brand-700 underline" to="/account/password">
            {_('auth.change.title')}
          </Link>
        </p>
      </div>
    </section>
  );
}

/** 'Questions? Call ... or write to ...', with what head office gave of the two. */
function ContactLine() {
  const { _ } = useLingui();
  const { phone, email } = useSite();
  if (!phone && !email) return null;
  return (
    <p className="mt-6 text-sm text-slate-700">
      {phone && email
        ? _('auth.newUser.contact.both', { phone, email })
        : phone
          ? _('auth.newUser.contact.phone', { phone })
          : _('auth.newUser.contact.email', { email })}
    </p>
  );
}
