import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';

/** 'Loading...' while a request is under way. */
export function LoadingMessage() {
  const { _ } = useLingui();
  return (
    <p role="status" className="rounded-md bg-white p-4 text-slate-700">
      {_('ui.loading')}
    </p>
  );
}

/** An error or notice in place of the screen's content. */
export function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 p-4 font-medium text-red-800"
    >
      {children}
    </p>
  );
}
