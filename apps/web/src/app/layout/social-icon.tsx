import type { ReactNode } from 'react';
import type { SocialNetwork as SocialName } from '@institute/shared/content/site-defaults';

/** Simple outline drawings on a 24 by 24 grid, stroked in the current text colour. */
const ICON_SHAPES: Record<SocialName, ReactNode> = {
  facebook: (
    <>
      <path d="M15 4h-2a3 3 0 0 0-3 3v14" />
      <path d="M7 11h7.5" />
    </>
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="3.75" />
      <circle cx="17" cy="7" r="1" fill="currentColor" stroke="none" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v6" />
      <path d="M8 7.5v.01" />
      <path d="M12 17v-6" />
      <path d="M12 13.5a2.5 2.5 0 0 1 5 0V17" />
    </>
  ),
  telegram: (
    <>
      <path d="M21 4 3 11.5l6 2.25L11.5 20l3.25-4 4.25 3z" />
      <path d="M9 13.75 21 4" />
    </>
  ),
  twitter: (
    <>
      <circle cx="16" cy="8" r="3" />
      <path d="M19 7.25 22 6.5l-2.5 2.5" />
      <path d="M13.25 9.25C12 14 8 17 3 17c3.5 2.5 9.5 2 12.25-1.75C17.5 12.5 18 11 18.5 10" />
      <path d="M5 8.5c1.5 3 4.5 4.5 7.5 4.25" />
    </>
  ),
};

export function SocialIcon({ name }: { name: SocialName }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-[18px] shrink-0"
    >
      {ICON_SHAPES[name]}
    </svg>
  );
}
