import type { ReactNode } from 'react';

/** The band at the top of a public page: an optional eyebrow, the h1 and an intro. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {title}
        </h1>
        {children && <div className="mt-4 max-w-3xl text-lg text-slate-700">{children}</div>}
      </div>
    </header>
  );
}
