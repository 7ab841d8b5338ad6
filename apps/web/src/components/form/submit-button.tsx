import type { ButtonHTMLAttributes } from 'react';
import { FOCUS_RING } from '../ui/focus-ring';

type SubmitButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  busy?: boolean;
  busyLabel?: string;
};

/** The form's submit button: disabled while sending, with its busy label. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className,
  ...button
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 ${FOCUS_RING} ${className ?? ''}`}
      {...button}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
