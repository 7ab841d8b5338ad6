import {
  FUND_MODE_LABELS,
  PAYMENT_MODE_LABELS,
  type FeeStatus,
  type FundStatus,
  type Wallet,
} from '@institute/shared/accounts';
import { formatPaise } from '@institute/shared/money';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../../lib/format-date';

export const CARD = 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
export const TABLE_WRAP = 'overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm';
export const TH = 'p-3 font-semibold';

export const fundModeOptions = Object.entries(FUND_MODE_LABELS).map(([value, label]) => ({
  value,
  label,
}));
export const paymentModeOptions = Object.entries(PAYMENT_MODE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** Rupees as a person would type them back: 125000 paise -> '1250', 125050 -> '1250.50'. */
export const rupeesText = (paise: number) =>
  paise % 100 === 0
    ? String(Math.trunc(paise / 100))
    : `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

const STATUS_STYLE: Record<FundStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-800',
};
const STATUS_LABEL: Record<FundStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
};

export function FundStatusBadge({ status }: { status: FundStatus }) {
  return (
    <span className={`rounded-full px-2 py-1 text-xs font-semibold ${STATUS_STYLE[status]}`}>
      {STATUS_LABEL[status]}
    </span>
  );
}

export function Section({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="mt-8" aria-label={title}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold text-brand-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A centre's ledger: every entry with credit, debit and the balance after it. */
export function LedgerTable({ wallet }: { wallet: Wallet }) {
  return (
    <div className={TABLE_WRAP}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Wallet ledger of {wallet.centre.name}</caption>
        <thead className="border-b border-slate-300 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={TH}>
              Date
            </th>
            <th scope="col" className={TH}>
              Description
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Credit
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Debit
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {wallet.entries.length === 0 && (
            <tr>
              <td colSpan={5} className="p-3 text-slate-700">
                No entries yet. The wallet is credited when head office confirms a fund.
              </td>
            </tr>
          )}
          {wallet.entries.map((entry) => (
            <tr key={entry.seq} className="border-b border-slate-100 align-top">
              <td className="p-3 whitespace-nowrap">
                {formatDateTime(entry.createdAt, { twoDigitHour: true })}
              </td>
              <td className="p-3">
                <div>{entry.description}</div>
                {entry.createdBy && <div className="text-slate-600">by {entry.createdBy}</div>}
              </td>
              <td className="p-3 text-right whitespace-nowrap text-green-800">
                {entry.creditPaise ? formatPaise(entry.creditPaise) : ''}
              </td>
              <td className="p-3 text-right whitespace-nowrap text-red-800">
                {entry.debitPaise ? formatPaise(entry.debitPaise) : ''}
              </td>
              <td className="p-3 text-right font-medium whitespace-nowrap">
                {formatPaise(entry.balanceAfterPaise)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Course fee, discount, paid, due and overdue, as a row of figures. */
export function FeeFigures({ status }: { status: FeeStatus }) {
  const items: [string, string, string?][] = [
    ['Course fee', formatPaise(status.totalPaise)],
    ['Discount', formatPaise(status.discountPaise)],
    ['Paid', formatPaise(status.paidPaise)],
    ['Amount due', formatPaise(status.duePaise), 'font-bold text-brand-900'],
  ];
  return (
    <div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map(([label, value, style]) => (
          <div key={label} className="rounded-md bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className={`text-lg ${style ?? 'font-semibold text-slate-900'}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {status.overduePaise > 0 && (
        <p className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 font-medium text-red-800">
          Overdue: {formatPaise(status.overduePaise)} since {formatDate(status.overdueSince ?? '')}
        </p>
      )}
      {status.overduePaise === 0 && status.nextDueDate && (
        <p className="mt-3 text-slate-700">
          Next instalment due on {formatDate(status.nextDueDate)}
        </p>
      )}
    </div>
  );
}
