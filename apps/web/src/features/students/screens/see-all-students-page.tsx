import { formatPaise } from '@institute/shared/money';
import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Dialog } from '../../../components/ui/dialog';
import {
  exportCsvHref,
  UnexpectedFormatError,
  useRegistrationFeePaid,
  useStudentList,
  useStudentListAction,
} from '../students-api';
import { ApiRequestError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { ErrorMessage } from '../../../components/ui/status-message';
import { PageHeading } from '../../../components/ui/page-heading';
import { PRIMARY, SECONDARY } from '../../../components/ui/button';
import { useCentres } from '../../centres/centres-api';
import { PAGE_SIZE, readQuery, useFollowing, type Order, type Sort } from './student-list-parts';
import { StudentTable, type StudentAction } from './student-table';
import { courseChoices, useCatalogue } from '../../../lib/catalogue';
import { formatLocale } from '../../../lib/format-locale';

export { PAGE_SIZE } from './student-list-parts';

const SEARCH_DELAY_MS = 300;

type Pending = StudentAction;

const COURSE_ID_CARDS = [
  ['en', 'students.list.idCards.english'],
  ['hi', 'students.list.idCards.hindi'],
  ['bilingual', 'students.list.idCards.bilingual'],
] as const;

/** See All Students: search, filters, sortable table, pages, delete (archive) and restore. */
export function SeeAllStudentsPage() {
  const user = useStaffUser();
  const headOffice = isHeadOffice(user);
  const [searchParams, setSearchParams] = useSearchParams();
  const catalogue = useCatalogue().data ?? [];
  const query = readQuery(searchParams, headOffice);
  const list = useStudentList(query);
  const centres = useCentres(headOffice);
  const archive = useStudentListAction('archive');
  const restore = useStudentListAction('restore');
  const [pending, setPending] = useState<Pending | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const regionRef = useRef<HTMLDivElement>(null);
  const { _ } = useLingui();

  /** Changes the address bar's query; any change but the page's goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in changes)) next.delete('page');
          // A cursor belongs to the page it was given for: any other change drops it.
          if (!('after' in changes)) next.delete('after');
          if (!('before' in changes)) next.delete('before');
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const [course, setCourse] = useFollowing(query.course);
  const [centreId, setCentreId] = useFollowing(query.centreId ? String(query.centreId) : '');
  const [showArchived, setShowArchived] = useFollowing(query.archived === 'only');

  // Not react-hook-form (decision 0018): these controls are a view of the address, not values to
  // send. The address is the source of truth (back, forward and links change it by themselves);
  // each choice writes to it at once and the search box once typing pauses, so a form's own copy
  // of the values would only have to be reset from the address on every change.
  // The search box writes to the address bar once typing pauses.
  const urlSearch = query.q;
  const [search, setSearch] = useState(urlSearch);
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  if (urlSearch !== seenUrlSearch) {
    // The address changed by itself (back, forward, a link): the box follows it.
    setSeenUrlSearch(urlSearch);
    if (urlSearch !== search.trim()) setSearch(urlSearch);
  }
  useEffect(() => {
    if (search.trim() === urlSearch) return;
    const timer = setTimeout(() => update({ q: search.trim() }, true), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, urlSearch, update]);

  // After a row left the list, the focus goes to the list rather than to the page's start.
  useEffect(() => {
    if (focusTick > 0) regionRef.current?.focus();
  }, [focusTick]);

  const onSort = (column: Sort) => {
    const order: Order = query.sort === column ? (query.order === 'asc' ? 'desc' : 'asc') : 'asc';
    update({
      sort: column === 'registrationNumber' ? null : column,
      order: order === 'desc' ? null : order,
    });
  };

  const confirm = () => {
    if (!pending) return;
    const { action, student } = pending;
    const name = `${student.firstname} ${student.lastname}`;
    const mutation = action === 'archive' ? archive : restore;
    mutation.mutate(student.registrationNumber, {
      onSuccess: () => {
        setPending(null);
        setFocusTick((tick) => tick + 1);
        showToast(
          action === 'archive'
            ? _('students.list.deleted', { name })
            : _('students.list.restored', { name }),
          'success',
        );
      },
      onError: (error) => {
        setPending(null);
        const reason =
          error instanceof ApiRequestError && !error.isNetworkError && error.status < 500
            ? error.message
            : _('students.list.tryAgain');
        showToast(
          action === 'archive'
            ? _('students.list.deleteFailed', { name, reason })
            : _('students.list.restoreFailed', { name, reason }),
          'error',
        );
      },
    });
  };
  const busy = archive.isPending || restore.isPending;
  // The archive dialog says what the centre's wallet paid at admission: it is not refunded.
  const feePaid = useRegistrationFeePaid(
    pending?.action === 'archive' ? pending.student.registrationNumber : null,
  );

  const data = list.data;
  const first = data && data.total > 0 ? (query.page - 1) * PAGE_SIZE + 1 : 0;
  const last = data ? first + data.items.length - (data.items.length > 0 ? 1 : 0) : 0;
  const hasNext = data ? query.page * PAGE_SIZE < data.total : false;
  const number = (value: number) => value.toLocaleString(formatLocale());
  const archivedView = query.archived === 'only';

  let content: ReactNode;
  if (list.isPending) {
    content = (
      <p role="status" className="p-4 text-slate-700">
        {_('students.msg.loading')}
      </p>
    );
  } else if (list.isError) {
    content = (
      <div className="p-4">
        <ErrorMessage>
          {list.error instanceof UnexpectedFormatError
            ? _('students.msg.unexpectedFormat')
            : _('students.msg.listError')}
        </ErrorMessage>
      </div>
    );
  } else if (list.data.items.length === 0) {
    content = (
      <p role="status" className="p-4 text-slate-700">
        {_('students.msg.listEmpty')}
      </p>
    );
  } else {
    content = (
      <StudentTable
        items={list.data.items}
        sort={query.sort}
        order={query.order}
        archivedView={archivedView}
        onSort={onSort}
        onAction={setPending}
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeading
        title={_('students.list.title')}
        actions={
          <>
            <Link to="/dashboard/AddStudent" className={PRIMARY}>
              {_('students.list.add')}
            </Link>
            <a href={exportCsvHref(query)} download className={SECONDARY}>
              {_('students.list.export')}
            </a>
            <Link to="/dashboard/ImportStudents" className={SECONDARY}>
              {_('students.list.import')}
            </Link>
          </>
        }
      />

      <form
        role="search"
        aria-label={_('students.list.find')}
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: search.trim() });
        }}
        className="mb-4 grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      >
        <TextField
          label={_('students.list.search')}
          type="search"
          name="q"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          hint={_('students.list.searchHint')}
          autoComplete="off"
          className="sm:col-span-2 lg:col-span-1"
        />
        <SelectField
          label={_('students.list.course')}
          name="course"
          placeholder={_('students.list.allCourses')}
          options={courseChoices(catalogue)}
          value={course}
          onChange={(event) => {
            setCourse(event.target.value);
            update({ course: event.target.value });
          }}
        />
        {headOffice && (
          <SelectField
            label={_('students.list.centre')}
            name="centreId"
            placeholder={_('students.list.allCentres')}
            options={(centres.data ?? []).map((c) => ({
              value: String(c.id),
              label: `${c.name} (${c.code})`,
            }))}
            value={centreId}
            onChange={(event) => {
              setCentreId(event.target.value);
              update({ centreId: event.target.value });
            }}
          />
        )}
        {headOffice && (
          <div className="flex items-end">
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                checked={showArchived}
                onChange={(event) => {
                  setShowArchived(event.target.checked);
                  update({ archived: event.target.checked ? 'only' : null });
                }}
                className={`size-5 accent-brand-700 ${FOCUS_RING}`}
              />
              {_('students.list.archived')}
              <span className="font-normal text-slate-600">{_('students.list.archivedHint')}</span>
            </label>
          </div>
        )}
      </form>
      {/* The chosen course's students' identity cards on A4 sheets (decision 0081): head office
          names the centre, centre staff print their own centre's. */}
      {query.course && (!headOffice || query.centreId) && (
        <p className="mb-3 flex flex-wrap gap-x-4 gap-y-2">
          {COURSE_ID_CARDS.map(([language, words]) => (
            <a
              key={language}
              className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline"
              href={`/api/dashboard/courses/${encodeURIComponent(query.course!)}/id-cards?lang=${language}${
                query.centreId ? `&centreId=${query.centreId}` : ''
              }`}
            >
              {_(words)}
            </a>
          ))}
        </p>
      )}

      <div
        ref={regionRef}
        role="region"
        aria-label={_('students.list.region', { archived: archivedView ? 'yes' : 'no' })}
        aria-busy={list.isFetching || undefined}
        tabIndex={0}
        className={`relative max-h-96 overflow-auto rounded-lg border border-slate-200 bg-white shadow-sm ${FOCUS_RING}`}
      >
        {content}
      </div>

      {data && data.total > 0 && (
        <nav
          aria-label={_('students.list.pages')}
          className="mt-4 flex flex-wrap items-center justify-between gap-3"
        >
          <p className="text-sm text-slate-700" aria-live="polite">
            {_('students.list.showing', {
              first: number(first),
              last: number(last),
              total: number(data.total),
            })}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className={`${SECONDARY} disabled:cursor-not-allowed disabled:opacity-50`}
              disabled={query.page <= 1}
              onClick={() =>
                update(
                  query.page > 2
                    ? { page: String(query.page - 1), before: data.previousCursor ?? null }
                    : { page: null },
                )
              }
            >
              {_('students.list.previous')}
            </button>
            <button
              type="button"
              className={`${SECONDARY} disabled:cursor-not-allowed disabled:opacity-50`}
              disabled={!hasNext}
              onClick={() =>
                update({ page: String(query.page + 1), after: data.nextCursor ?? null })
              }
            >
              {_('students.list.next')}
            </button>
          </div>
        </nav>
      )}

      <Dialog
        open={pending !== null}
        title={
          pending?.action === 'restore'
            ? _('students.list.restoreTitle')
            : _('students.list.deleteTitle')
        }
        onClose={() => {
          if (!busy) setPending(null);
        }}
      >
        {pending && (
          <>
            <p className="text-slate-800">
              {_(
                pending.action === 'archive'
                  ? 'students.list.deleteText'
                  : 'students.list.restoreText',
                {
                  name: `${pending.student.firstname} ${pending.student.lastname}`,
                  registrationNumber: pending.student.registrationNumber,
                },
              )}
            </p>
            {pending.action === 'archive' && (
              <p className="mt-3 text-slate-800">
                {feePaid === undefined
                  ? _('students.list.archiveFee')
                  : feePaid > 0
                    ? _('students.list.archiveFeePaid', { amount: formatPaise(feePaid) })
                    : _('students.list.archiveNoFee')}
              </p>
            )}
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <button
                type="button"
                data-autofocus
                className={SECONDARY}
                onClick={() => setPending(null)}
                disabled={busy}
              >
                {_('students.list.cancel')}
              </button>
              <button
                type="button"
                onClick={confirm}
                disabled={busy}
                aria-busy={busy || undefined}
                className={`inline-flex min-h-11 items-center justify-center rounded-md px-4 text-sm font-semibold text-white disabled:opacity-70 ${FOCUS_RING} ${
                  pending.action === 'archive'
                    ? 'bg-red-700 hover:bg-red-800'
                    : 'bg-brand-700 hover:bg-brand-800'
                }`}
              >
                {pending.action === 'archive'
                  ? busy
                    ? _('students.list.deleting')
                    : _('students.list.delete')
                  : busy
                    ? _('students.list.restoring')
                    : _('students.list.restore')}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}
