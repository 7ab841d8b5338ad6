import type { ReactNode } from 'react';

/** The centred card the sign-in and sign-up forms sit in. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="bg-brand-50 px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {intro && <div className="mt-2 text-slate-700">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
