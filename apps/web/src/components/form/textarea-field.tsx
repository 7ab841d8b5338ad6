import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { controlClass, FieldLabel, FieldNotes, useFieldIds } from './field-parts';

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled textarea with its hint and error tied to it for screen readers. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  className,
  ref,
  rows = 3,
  ...textarea
}: TextareaFieldProps) {
  const { controlId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} />
      <textarea
        ref={ref}
        id={controlId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClass(error)}
        {...textarea}
      />
      <FieldNotes controlId={controlId} hint={hint} error={error} />
    </div>
  );
}
