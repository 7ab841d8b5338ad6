import { serverText } from '../../i18n/server-texts';
import { useId, type ReactNode } from 'react';

/** The ids a labelled control needs: its own, and its hint's and error's for aria-describedby. */
export function useFieldIds(id: string | undefined, hint: unknown, error: unknown) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = [hint ? `${controlId}-hint` : null, error ? `${controlId}-error` : null]
    .filter(Boolean)
    .join(' ');
  return { controlId, describedBy: describedBy || undefined };
}

export function FieldLabel({ htmlFor, label }: { htmlFor: string; label: string }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {label}
    </label>
  );
}

/** The hint and error lines under a control (the same look as TextField's). */
export function FieldNotes({
  controlId,
  hint,
  error,
}: {
  controlId: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <p id={`${controlId}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} className="mt-1 text-sm text-red-700">
          {serverText(error)}
        </p>
      )}
    </>
  );
}

/** The control's own classes, matching TextField's input. */
export function controlClass(error: string | undefined, extra = ''): string {
  return `mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 ${
    error ? 'border-red-600' : 'border-slate-400'
  } ${extra}`;
}
