import { Link, useLoaderData } from 'react-router';
import { SignOutButton } from '../../features/auth/sign-out-button';
import type { requireUser } from '../../features/auth/guards';
import { CONTACT_DETAILS } from '../../app/navigation';

/** Home of a signed-in user: a registered user who is not yet a student, or a student. */
export function NewUserPage() {
  const { user } = useLoaderData<Awaited<ReturnType<typeof requireUser>>>();
  return (
    <section className="bg-brand-50 px-4 py-12">
      <div className="mx-auto max-w-3xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold text-brand-900">Welcome, {user.name}</h1>
            <p className="mt-1 text-slate-700">Signed in as {user.email}</p>
          </div>
          <SignOutButton to="/login" />
        </div>

        {user.registrationNumber ? (
          <div className="mt-6 rounded-lg bg-green-50 p-4 text-green-900">
            <h2 className="font-semibold">You are a registered student</h2>
            <p className="mt-1">
              Your registration number is <strong>{user.registrationNumber}</strong>. Sign in with
              it to reach your profile directly.
            </p>
            <Link
              to={`/dashboard/student/${user.registrationNumber}`}
              className="mt-3 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              Go to my profile
            </Link>
          </div>
        ) : (
          <div className="mt-6 space-y-4 text-slate-800">
            <h2 className="text-lg font-semibold text-brand-900">How to take admission</h2>
            <ol className="list-decimal space-y-2 pl-5">
              <li>
                Choose a course and its duration on the{' '}
                <Link className="font-semibold text-brand-700 underline" to="/course">
                  Courses
                </Link>{' '}
                page.
              </li>
              <li>
                Visit your nearest centre with your Aadhaar card, a passport-size photograph and
                your latest marksheet. Register there with the email of this account ({user.email}).
              </li>
              <li>
                The centre gives you a registration number. Sign in with it on the{' '}
                <Link className="font-semibold text-brand-700 underline" to="/login">
                  Sign In
                </Link>{' '}
                page to see your profile, your course progress and your certificates.
              </li>
            </ol>
            <p>
              Questions? Call {CONTACT_DETAILS.phone} or write to {CONTACT_DETAILS.email}.
            </p>
          </div>
        )}
        <p className="mt-6 text-sm">
          <Link className="text-brand-700 underline" to="/account/password">
            Change password
          </Link>
        </p>
      </div>
    </section>
  );
}
