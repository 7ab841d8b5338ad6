import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { controlClass, FieldLabel, FieldNotes, useFieldIds } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ('Select state'); leave out for a list without one. */
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled select with its hint and error tied to it for screen readers. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  const { controlId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} />
      <select
        ref={ref}
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClass(error, 'min-h-11')}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes controlId={controlId} hint={hint} error={error} />
    </div>
  );
}

/** Options from a list of plain strings, each its own label. */
export const optionsOf = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));
