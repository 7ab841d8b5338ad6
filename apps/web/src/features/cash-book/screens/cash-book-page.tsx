import { useLingui } from '@lingui/react';
import {
  CASH_BOOK_LABELS as L,
  CASH_BOOK_MODES,
  type CashBookDay,
} from '@institute/shared/cash-book';
import { instituteDate, instituteDateTime } from '@institute/shared/institute-time';
import { formatPaise } from '@institute/shared/money';
import { useId, useState } from 'react';
import { controlClass } from '../../../components/form/field-parts';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { useLocale } from '../../../i18n/locale';
import { messageOf } from '../../../lib/api-client';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { useCentresAdmin } from '../../centres/centres-api';
import { dayPath, useCashBookAction, useCashBookDay, useRevenue } from '../cash-book-api';

type Entry = CashBookDay['entries'][number];
const BUTTON =
  'inline-flex min-h-11 items-center rounded-md px-4 font-semibold disabled:opacity-60';
const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
const SECONDARY = `${BUTTON} border border-brand-700 text-brand-800 hover:bg-brand-50`;

/** Cash book: a centre's day (centre staff their centre; head office picks one) and the month. */
export function CashBookPage() {
  const { _ } = useLingui();
  const lang = useLocale();
  const user = useStaffUser();
  const headOffice = isHeadOffice(user);
  const ids = useId();
  const centres = useCentresAdmin(headOffice);
  const [pickedCentre, setPickedCentre] = useState<number | null>(null);
  const centreId = headOffice
    ? (pickedCentre ?? centres.data?.[0]?.id ?? null)
    : (user?.centreId ?? null);
  const [day, setDay] = useState(() => instituteDate());
  const [reason, setReason] = useState('');
  const book = useCashBookDay(centreId, day);
  const action = useCashBookAction(centreId, day);
  const month = day.slice(0, 7);
  const revenue = useRevenue(month);
  const f = book.data?.figures;

  const columns: DataColumn<Entry>[] = [
    {
      id: 'time',
      header: L.time[lang],
      cell: (e) => instituteDateTime(e.at).slice(11),
      className: 'whitespace-nowrap',
    },
    { id: 'kind', header: L.kind[lang], cell: (e) => L[e.kind][lang], rowHeader: true },
    { id: 'mode', header: L.mode[lang], cell: (e) => (e.mode ? L[e.mode][lang] : '–') },
    {
      id: 'amount',
      header: _('cashBook.amount'),
      cell: (e) => formatPaise(e.amountPaise),
      className: 'whitespace-nowrap text-right',
    },
    {
      id: 'receipt',
      header: L.receipt[lang],
      cell: (e) => e.receiptNumber ?? e.reference ?? '–',
    },
    { id: 'student', header: L.student[lang], cell: (e) => e.student ?? '–' },
  ];

  return (
    <div className="p-4 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">{_('cashBook.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{_('cashBook.intro')}</p>

      <form
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        aria-label={_('cashBook.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        {headOffice && (
          <div>
            <label htmlFor={`${ids}-centre`} className="block text-sm font-medium text-slate-800">
              {_('cashBook.field.centre')}
            </label>
            <select
              id={`${ids}-centre`}
              className={controlClass(undefined, 'min-h-11 w-full')}
              value={centreId ?? ''}
              onChange={(event) => setPickedCentre(Number(event.target.value))}
            >
              {(centres.data ?? []).map((centre) => (
                <option key={centre.id} value={centre.id}>
                  {centre.name} ({centre.code})
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor={`${ids}-day`} className="block text-sm font-medium text-slate-800">
            {_('cashBook.field.day')}
          </label>
          <input
            id={`${ids}-day`}
            type="date"
            max={instituteDate()}
            className={controlClass(undefined, 'min-h-11 w-full')}
            value={day}
            onChange={(event) => event.target.value && setDay(event.target.value)}
          />
        </div>
      </form>

      {book.isPending && centreId !== null && (
        <p className="mt-6 text-slate-700">{_('cashBook.loading')}</p>
      )}
      {book.isError && (
        <p role="alert" className="mt-6 text-red-700">
          {messageOf(book.error, _('cashBook.loadFailed'))}
        </p>
      )}
      {book.data && f && (
        <section aria-labelledby={`${ids}-heading`} className="mt-8">
          <h2 id={`${ids}-heading`} className="text-xl font-semibold text-slate-900">
            {book.data.centre.name} ({book.data.centre.code}) · {book.data.day}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {book.data.status === 'closed'
              ? _('cashBook.closedBy', {
                  by: book.data.closedBy ?? '–',
                  at: instituteDateTime(book.data.closedAt!),
                })
              : _('cashBook.openNote')}
          </p>

          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {(
              [
                ['openingCash', f.openingCashPaise],
                ['cashIn', f.cashInPaise],
                ['cashOut', f.cashOutPaise],
                ['closingCash', f.closingCashPaise],
                ['bankNet', f.bankNetPaise],
                ['walletDebits', f.walletDebitsPaise],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-md border border-slate-300 p-3">
                <dt className="text-sm text-slate-700">{L[key][lang]}</dt>
                <dd className="text-lg font-semibold text-slate-900">{formatPaise(value)}</dd>
              </div>
            ))}
          </dl>

          <table className="mt-6 w-full max-w-xl text-left text-sm">
            <caption className="sr-only">{_('cashBook.byMode')}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-3">
                  {L.mode[lang]}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {L.collections[lang]}
                </th>
                <th scope="col" className="py-2 text-right">
                  {L.refunds[lang]}
                </th>
              </tr>
            </thead>
            <tbody>
              {CASH_BOOK_MODES.map((mode) => (
                <tr key={mode} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    {L[mode][lang]}
                  </th>
                  <td className="py-2 pr-3 text-right">{formatPaise(f.collections[mode])}</td>
                  <td className="py-2 text-right">{formatPaise(f.refunds[mode])}</td>
                </tr>
              ))}
              <tr className="font-semibold">
                <th scope="row" className="py-2 pr-3">
                  {L.total[lang]}
                </th>
                <td className="py-2 pr-3 text-right">{formatPaise(f.collectionsTotalPaise)}</td>
                <td className="py-2 text-right">{formatPaise(f.refundsTotalPaise)}</td>
              </tr>
            </tbody>
          </table>

          <div className="mt-6 flex flex-wrap items-end gap-3">
            <a
              className={SECONDARY}
              href={dayPath(book.data.centre.id, day, `/export?format=xlsx&lang=${lang}`)}
              download
            >
              {_('cashBook.exportExcel')}
            </a>
            <a
              className={SECONDARY}
              href={dayPath(book.data.centre.id, day, `/export?format=pdf&lang=${lang}`)}
              download
            >
              {_('cashBook.exportPdf')}
            </a>
            {book.data.status === 'open' && (
              <button
                type="button"
                className={PRIMARY}
                disabled={action.isPending}
                onClick={() => {
                  if (window.confirm(_('cashBook.closeConfirm', { day }))) {
                    action.mutate({ kind: 'close' });
                  }
                }}
              >
                {_('cashBook.close')}
              </button>
            )}
            {book.data.status === 'closed' && headOffice && (
              <>
                <div>
                  <label
                    htmlFor={`${ids}-reason`}
                    className="block text-sm font-medium text-slate-800"
                  >
                    {_('cashBook.field.reason')}
                  </label>
                  <input
                    id={`${ids}-reason`}
                    className={controlClass(undefined, 'min-h-11 w-full')}
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                  />
                </div>
                <button
                  type="button"
                  className={PRIMARY}
                  disabled={action.isPending}
                  onClick={() => action.mutate({ kind: 'reopen', reason })}
                >
                  {_('cashBook.reopen')}
                </button>
              </>
            )}
          </div>
          {action.isError && (
            <p role="alert" className="mt-3 text-red-700">
              {messageOf(action.error, _('cashBook.actionFailed'))}
            </p>
          )}

          <h3 className="mt-8 text-lg font-semibold text-slate-900">{_('cashBook.entries')}</h3>
          <DataTable
            className="mt-3"
            caption={_('cashBook.entries')}
            columns={columns}
            rows={book.data.entries}
            rowKey={(_row, index) => index}
            empty={<p className="mt-3 text-slate-700">{_('cashBook.noEntries')}</p>}
          />
        </section>
      )}

      <section aria-labelledby={`${ids}-revenue`} className="mt-10">
        <h2 id={`${ids}-revenue`} className="text-xl font-semibold text-slate-900">
          {_('cashBook.revenueTitle', { month })}
        </h2>
        {revenue.data && (
          <>
            <p className="mt-2 text-slate-700">
              {_('cashBook.revenueTotal', {
                net: formatPaise(revenue.data.totals.netPaise),
                centres: revenue.data.rows.length,
              })}
            </p>
            <p className="mt-3 flex flex-wrap gap-3">
              <a
                className={SECONDARY}
                href={`/api/dashboard/cash-book/revenue/export?month=${month}&format=xlsx&lang=${lang}`}
                download
              >
                {_('cashBook.exportExcel')}
              </a>
              <a
                className={SECONDARY}
                href={`/api/dashboard/cash-book/revenue/export?month=${month}&format=pdf&lang=${lang}`}
                download
              >
                {_('cashBook.exportPdf')}
              </a>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
