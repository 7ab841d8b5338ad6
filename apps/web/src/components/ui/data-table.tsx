import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { FOCUS_RING } from './focus-ring';

/**
 * The one table of the dashboard (decision 0018). TanStack Table (headless) holds the columns,
 * rows and sorting; this renders them as a semantic table with the class `table-cards`, so that
 * below 48 rem every row is a card of 'label: value' lines (styles.css) while screen readers still
 * hear a table with its headers.
 *
 * - A column with `rowHeader` is the row's `<th scope="row">` (what the row is about).
 * - `actions` cells show their links and buttons as buttons on a phone and carry no label.
 * - `phone: false` hides a secondary column from the phone's cards (it stays in the table on
 *   wider screens), for lists whose cards would otherwise be too long.
 * - Sorting: columns with `sortValue` sort in the browser (every row is here); with `sort` and
 *   `onSort` the caller sorts (on the server: the list's address says how) and the headers only
 *   show and change it. Sortable headers are buttons and the header carries `aria-sort`.
 * - Every table is cards on a phone (issue 35 point 8): a table that scrolled sideways in a box
 *   hid its key columns and its actions off to the right with no hint (measured on 13 screens).
 *   There is no way out of the cards; a secondary column leaves the cards with `phone: false`.
 */
export interface DataColumn<Row> {
  id: string;
  /** The column's heading; also the phone card's label unless `label` says otherwise. */
  header: string;
  /** Replaces the heading's visible text (e.g. a heading with extra words for screen readers). */
  headerContent?: ReactNode;
  label?: string;
  cell: (row: Row, index: number) => ReactNode;
  rowHeader?: boolean;
  actions?: boolean;
  /** Extra classes of this column's cells (e.g. 'whitespace-nowrap'), or of each row's cell. */
  className?: string | ((row: Row) => string | undefined);
  /** Extra classes of this column's heading. */
  headerClassName?: string;
  /** false: not shown in the phone's cards. */
  phone?: boolean;
  /** Sorts in the browser by this value. */
  sortValue?: (row: Row) => string | number;
  /** With `sort`/`onSort` on the table: this column can be sorted by the caller. */
  sortable?: boolean;
}

export interface TableSort {
  column: string;
  order: 'asc' | 'desc';
}

export interface DataTableProps<Row> {
  /** Read to screen-reader users before the table; visually hidden unless `showCaption`. */
  caption: ReactNode;
  showCaption?: boolean;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** Shown in place of the table when there are no rows. */
  empty?: ReactNode;
  /** The sort the caller applied (server-side sorting). */
  sort?: TableSort;
  onSort?: (column: string) => void;
  /** The first sort for columns sorted in the browser. */
  initialSort?: TableSort;
  className?: string;
  rowClassName?: (row: Row) => string | undefined;
}

export const TABLE_HEADER_CELL =
  'sticky top-0 z-10 bg-slate-100 px-3 py-2 text-left font-semibold whitespace-nowrap text-slate-800';
export const TABLE_CELL = 'px-3 py-2 align-top';

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 12 16" className="size-3 shrink-0">
      <path d="M6 1 2 6h8z" fill={direction === 'asc' ? 'currentColor' : '#94a3b8'} />
      <path d="M6 15l4-5H2z" fill={direction === 'desc' ? 'currentColor' : '#94a3b8'} />
    </svg>
  );
}

export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  empty,
  sort,
  onSort,
  initialSort,
  className = '',
  rowClassName,
}: DataTableProps<Row>) {
  const manual = onSort !== undefined;
  const [sorting, setSorting] = useState<SortingState>(
    initialSort ? [{ id: initialSort.column, desc: initialSort.order === 'desc' }] : [],
  );
  const byId = new Map(columns.map((column) => [column.id, column]));
  const definitions: ColumnDef<Row>[] = columns.map((column) => ({
    id: column.id,
    header: column.header,
    enableSorting: manual ? Boolean(column.sortable) : column.sortValue !== undefined,
    ...(column.sortValue ? { accessorFn: column.sortValue } : { accessorFn: () => '' }),
    sortingFn: 'basic',
    sortUndefined: 'last',
  }));
  // The table's functions change with its state; nothing memoises them (no React Compiler here).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: rows as Row[],
    columns: definitions,
    state: {
      sorting: manual ? (sort ? [{ id: sort.column, desc: sort.order === 'desc' }] : []) : sorting,
    },
    manualSorting: manual,
    onSortingChange: manual ? () => undefined : setSorting,
    getCoreRowModel: getCoreRowModel(),
    ...(manual ? {} : { getSortedRowModel: getSortedRowModel() }),
    getRowId: (row, index) => String(rowKey(row, index)),
    enableSortingRemoval: false,
  });

  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;

  return (
    <table className={`table-cards min-w-full text-sm ${className}`}>
      <caption className={showCaption ? 'px-3 py-2 text-left font-semibold' : 'sr-only'}>
        {caption}
      </caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const column = byId.get(header.column.id)!;
              const direction = header.column.getIsSorted();
              const canSort = header.column.getCanSort();
              const content = column.headerContent ?? column.header;
              return (
                <th
                  key={header.id}
                  scope="col"
                  className={`${TABLE_HEADER_CELL} ${column.headerClassName ?? ''}`}
                  aria-sort={
                    canSort && direction
                      ? direction === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  {canSort ? (
                    <button
                      type="button"
                      onClick={() =>
                        manual
                          ? onSort(column.id)
                          : header.column.toggleSorting(direction === 'asc')
                      }
                      className={`-mx-1 inline-flex min-h-8 items-center gap-1 rounded px-1 hover:text-brand-800 ${FOCUS_RING}`}
                    >
                      {content}
                      <SortIcon direction={direction || null} />
                    </button>
                  ) : (
                    content
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr
            key={row.id}
            className={`border-t border-slate-200 even:bg-slate-50 ${rowClassName?.(row.original) ?? ''}`}
          >
            {columns.map((column) => {
              const body = column.cell(row.original, row.index);
              const own =
                typeof column.className === 'function'
                  ? column.className(row.original)
                  : column.className;
              const classes = `${TABLE_CELL} ${own ?? ''}`;
              const phone = column.phone === false ? { 'data-card-hidden': true } : {};
              if (column.rowHeader) {
                return (
                  <th
                    key={column.id}
                    scope="row"
                    {...phone}
                    data-label={column.label ?? column.header}
                    className={`${classes} text-left font-medium`}
                  >
                    {body}
                  </th>
                );
              }
              return column.actions ? (
                <td key={column.id} data-card-actions {...phone} className={classes}>
                  {body}
                </td>
              ) : (
                <td
                  key={column.id}
                  {...phone}
                  data-label={column.label ?? column.header}
                  className={classes}
                >
                  {body}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
