import type { ReactNode } from 'react';
import { FOCUS_RING } from '../../../components/form/text-field';

/** Link styles of the student screens. */
export const BUTTON_LINK = `inline-flex min-h-11 items-center justify-center rounded-md px-4 text-sm font-semibold ${FOCUS_RING}`;
export const PRIMARY = `${BUTTON_LINK} bg-brand-700 text-white hover:bg-brand-800`;
export const SECONDARY = `${BUTTON_LINK} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`;
export const TEXT_LINK = `rounded text-brand-700 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`;

/** The heading strip of a student screen: title, optional intro, optional actions. */
export function PageHeading({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {intro && <div className="mt-1 text-slate-700">{intro}</div>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** 'Loading...' while a request is under way. */
export function LoadingMessage() {
  return (
    <p role="status" className="rounded-md bg-white p-4 text-slate-700">
      Loading...
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

/** A date (YYYY-MM-DD, or an ISO timestamp) the Indian way: 5 August 2026. */
export function formatDate(value: string): string {
  const day = value.slice(0, 10);
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const viewPath = (registrationNumber: string) =>
  `/dashboard/AddStudent/${encodeURIComponent(registrationNumber)}`;
export const editPath = (registrationNumber: string) =>
  `/dashboard/EditStudent/${encodeURIComponent(registrationNumber)}`;
