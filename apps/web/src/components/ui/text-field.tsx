import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldProps {
  label: string;
  /** The message shown under the field; marks it invalid. */
  error?: string | undefined;
  /** Shown after the label, e.g. '(optional)'. */
  hint?: string;
}

const CONTROL_CLASS =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600';

function controlClass(error: string | undefined) {
  return `${CONTROL_CLASS} ${error ? 'border-red-700' : 'border-slate-400'}`;
}

function Label({ htmlFor, label, hint }: { htmlFor: string; label: string; hint?: string }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-slate-800">
      {label}
      {hint && <span className="font-normal text-slate-600"> {hint}</span>}
    </label>
  );
}

function ErrorText({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

/** A labelled input with its error message, wired for screen readers. */
export function TextField({
  label,
  error,
  hint,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <Label htmlFor={id} label={label} hint={hint} />
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={controlClass(error)}
        {...input}
      />
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

/** A labelled textarea with its error message. */
export function TextAreaField({
  label,
  error,
  hint,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <Label htmlFor={id} label={label} hint={hint} />
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={controlClass(error)}
        {...textarea}
      />
      <ErrorText id={errorId} error={error} />
    </div>
  );
}
