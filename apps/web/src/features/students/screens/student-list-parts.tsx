import { COURSES } from '@institute/shared/catalogue';
import { STUDENT_SORTS, type StudentListQuery } from '@institute/shared/student';
import { useState, type ReactNode } from 'react';
import { FOCUS_RING } from '../../../components/ui/focus-ring';

// The pieces of See All Students (see-all-students-page.tsx): its query as read from the address
// bar, the sortable column headers and the row actions.

export const PAGE_SIZE = 50;

export type Sort = (typeof STUDENT_SORTS)[number];
export type Order = 'asc' | 'desc';

/** The list's query, read from the address bar (unknown or foreign values fall back). */
export function readQuery(params: URLSearchParams, headOffice: boolean) {
  const sortParam = params.get('sort') ?? '';
  const sort: Sort = (STUDENT_SORTS as readonly string[]).includes(sortParam)
    ? (sortParam as Sort)
    : 'registrationNumber';
  const order: Order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const course = COURSES.some((c) => c.code === params.get('course'))
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
  } satisfies StudentListQuery;
}

export function SortIcon({ direction }: { direction: Order | null }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 12 16" className="size-3 shrink-0">
      <path d="M6 1 2 6h8z" fill={direction === 'asc' ? 'currentColor' : '#94a3b8'} />
      <path d="M6 15l4-5H2z" fill={direction === 'desc' ? 'currentColor' : '#94a3b8'} />
    </svg>
  );
}

export const TH =
  'sticky top-0 z-10 bg-slate-100 px-3 py-2 text-left font-semibold whitespace-nowrap text-slate-800';
export const TD = 'px-3 py-2 align-top';

/** A column header that sorts the list by its column. */
export function SortHeader({
  label,
  column,
  sort,
  order,
  onSort,
}: {
  label: string;
  column: Sort;
  sort: Sort;
  order: Order;
  onSort: (column: Sort) => void;
}) {
  const active = sort === column;
  return (
    <th
      scope="col"
      className={TH}
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={`-mx-1 inline-flex min-h-8 items-center gap-1 rounded px-1 hover:text-brand-800 ${FOCUS_RING}`}
      >
        {label}
        <SortIcon direction={active ? order : null} />
      </button>
    </th>
  );
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
