import {
  STUDENT_CURSOR_PATTERN,
  STUDENT_SORTS,
  type StudentListQuery,
} from '@institute/shared/student';
import { useState, type ReactNode } from 'react';
import { FOCUS_RING } from '../../../components/ui/focus-ring';

// The pieces of See All Students (see-all-students-page.tsx): its query as read from the address
// bar, the sortable column headers and the row actions.

export const PAGE_SIZE = 50;

export type Sort = (typeof STUDENT_SORTS)[number];
export type Order = 'asc' | 'desc';

const cursorParam = (value: string | null) =>
  value !== null && STUDENT_CURSOR_PATTERN.test(value) ? value : undefined;

/** The list's query, read from the address bar (unknown or foreign values fall back). */
export function readQuery(params: URLSearchParams, headOffice: boolean) {
  const sortParam = params.get('sort') ?? '';
  const sort: Sort = (STUDENT_SORTS as readonly string[]).includes(sortParam)
    ? (sortParam as Sort)
    : 'registrationNumber';
  const order: Order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  // A course code as the catalogue writes them (head office adds courses: not a fixed list).
  const course = /^[A-Za-z0-9-]{1,10}$/.test(params.get('course') ?? '')
    ? (params.get('course') ?? '')
    : '';
  const centreId = Math.floor(Number(params.get('centreId')));
  return {
    q: (params.get('q') ?? '').trim(),
    course,
    centreId: headOffice && centreId > 0 ? centreId : undefined,
    archived:
      headOffice && params.get('archived') === 'only' ? ('only' as const) : ('exclude' as const),
    sort,
    order,
    page,
    pageSize: PAGE_SIZE,
    // Next and Previous ask for the page after or before a row (decision 0090): a deep page then
    // costs what the first costs. A page number alone (a link, a reload) still skips rows.
    after: page > 1 ? cursorParam(params.get('after')) : undefined,
    before: page > 1 && !params.get('after') ? cursorParam(params.get('before')) : undefined,
  } satisfies StudentListQuery;
}

export function ActionButton({
  children,
  onClick,
  tone = 'brand',
}: {
  children: ReactNode;
  onClick: () => void;
  tone?: 'brand' | 'danger';
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`rounded font-medium underline underline-offset-2 ${FOCUS_RING} ${
        tone === 'danger'
          ? 'text-red-700 hover:text-red-900'
          : 'text-brand-700 hover:text-brand-900'
      }`}
    >
      {children}
    </button>
  );
}

/**
 * A control's value that follows the address bar but changes at once when the user acts, not
 * only once the navigation that writes it has finished.
 */
export function useFollowing<T>(source: T): [T, (value: T) => void] {
  const [value, setValue] = useState(source);
  const [seen, setSeen] = useState(source);
  if (!Object.is(source, seen)) {
    setSeen(source);
    setValue(source);
  }
  return [value, setValue];
}
