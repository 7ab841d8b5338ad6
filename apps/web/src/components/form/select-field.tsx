import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
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

/** One canvas, for measuring text (created on first use, in the browser only). */
let measuring: CanvasRenderingContext2D | null | undefined;

/** The chosen option's text when the closed select cannot show all of it; null when it can. */
function cutText(select: HTMLSelectElement): string | null {
  const text = select.selectedOptions[0]?.text ?? '';
  if (!text || select.clientWidth === 0) return null;
  measuring ??= document.createElement('canvas').getContext('2d');
  const context = measuring;
  if (!context) return null;
  const style = getComputedStyle(select);
  context.font = style.font;
  // Room for the text: the box without its padding and the arrow (about 1.5 rem).
  const room =
    select.clientWidth -
    parseFloat(style.paddingLeft) -
    parseFloat(style.paddingRight) -
    parseFloat(style.fontSize) * 1.5;
  return context.measureText(text).width > room ? text : null;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A labelled select with its hint and error tied to it for screen readers. A closed select shows
 * its chosen option on one line, cut where the box ends (a long course option on a phone): the
 * option's whole text is then shown under it too (issue 35 point 8), hidden from screen readers,
 * which read the select's value in full.
 */
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
  const own = useRef<HTMLSelectElement | null>(null);
  const [cut, setCut] = useState<string | null>(null);
  const measure = useCallback(() => {
    if (own.current) setCut(cutText(own.current));
  }, []);
  const bothRefs = useCallback(
    (element: HTMLSelectElement | null) => {
      own.current = element;
      setRef(ref, element);
    },
    [ref],
  );
  const { onChange } = select;
  // Measured after each render (a value set by the form, options loaded) and when the width changes.
  useEffect(measure);
  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} />
      <select
        ref={bothRefs}
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClass(error, 'min-h-11')}
        {...select}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          onChange?.(event);
          measure();
        }}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {cut !== null && (
        <p
          aria-hidden="true"
          data-testid="select-full-text"
          className="mt-1 text-sm text-slate-800"
        >
          {cut}
        </p>
      )}
      <FieldNotes controlId={controlId} hint={hint} error={error} />
    </div>
  );
}

/** Options from a list of plain strings, each its own label (or the label `labelOf` gives it). */
export const optionsOf = (
  values: readonly string[],
  labelOf: (value: string) => string = (value) => value,
): SelectOption[] => values.map((value) => ({ value, label: labelOf(value) }));
