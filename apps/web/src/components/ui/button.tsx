import type { ButtonHTMLAttributes } from 'react';
import { FOCUS_RING } from './focus-ring';

/**
 * The looks of a button or of a link that acts as one. Every variant is at least 44 px high (a
 * finger's width on a phone) and shows the focus outline.
 * - primary: the screen's main action (brand blue, white text);
 * - secondary: an outlined action next to a primary one;
 * - danger: an action that removes or refuses something;
 * - small: a compact outlined action in a row or table; as a toggle (aria-pressed, e.g. a list's
 *   filter) it is filled while pressed, so the chosen one shows;
 * - link: an underlined text link.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'small' | 'link';

const BASE = `inline-flex min-h-11 items-center justify-center rounded-md px-4 text-sm font-semibold ${FOCUS_RING}`;

const VARIANTS: Record<ButtonVariant, string> = {
  primary: `${BASE} bg-brand-700 text-white hover:bg-brand-800`,
  secondary: `${BASE} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`,
  danger: `${BASE} bg-red-700 text-white hover:bg-red-800 disabled:opacity-70`,
  small: `inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:hover:bg-brand-800 ${FOCUS_RING}`,
  link: `rounded text-brand-700 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`,
};

/** The class names of a variant, for a `<Link>` or `<a>` styled as a button. */
export function buttonClass(variant: ButtonVariant, extra?: string): string {
  return extra ? `${VARIANTS[variant]} ${extra}` : VARIANTS[variant];
}

/** Shorthands of the variants, for class names built around them. */
export const BUTTON_BASE = BASE;
export const PRIMARY = VARIANTS.primary;
export const SECONDARY = VARIANTS.secondary;
export const DANGER = VARIANTS.danger;
export const SMALL_BUTTON = VARIANTS.small;
export const TEXT_LINK = VARIANTS.link;

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

/** A `<button type="button">` (unless told otherwise) in one of the variants. */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...button
}: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...button} />;
}
