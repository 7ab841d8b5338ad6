import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldLabel, FieldNotes, useFieldIds } from './field-parts';

type FileFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown above the input, e.g. the file already stored. */
  current?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled file input with its hint and error tied to it for screen readers. */
export function FileField({
  label,
  error,
  hint,
  current,
  id,
  className,
  ref,
  ...input
}: FileFieldProps) {
  const { controlId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} />
      {current && <div className="mt-1">{current}</div>}
      <input
        ref={ref}
        id={controlId}
        type="file"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 block w-full rounded-md border bg-white text-sm text-slate-800 shadow-sm file:mr-3 file:min-h-11 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800 hover:file:bg-brand-100 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 ${
          error ? 'border-red-600' : 'border-slate-400'
        }`}
        {...input}
      />
      <FieldNotes controlId={controlId} hint={hint} error={error} />
    </div>
  );
}
