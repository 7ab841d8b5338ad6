import type {
  FeeStatus,
  FundMode,
  FundStatus,
  PaymentMode,
  Wallet,
} from '@institute/shared/accounts';
import { formatPaise } from '@institute/shared/money';
import type { WalletReason } from '@institute/shared/wallet';
import type { I18n, MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { serverText } from '../../../i18n/server-texts';
import { Link } from 'react-router';
import { TEXT_LINK } from '../../../components/ui/button';
import { viewPath } from '../../../lib/student-paths';

export const CARD = 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
export const TABLE_WRAP = 'overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm';

/** The words of the modes; the values are what the server takes. */
export const PAYMENT_MODE_IDS: Record<PaymentMode, MessageId> = {
  cash: 'accounts.paymentMode.cash',
  upi: 'accounts.paymentMode.upi',
  card: 'accounts.paymentMode.card',
  bank: 'accounts.paymentMode.bank',
  cheque: 'accounts.paymentMode.cheque',
};
export const FUND_MODE_IDS: Record<FundMode, MessageId> = {
  bank: 'accounts.fundMode.bank',
  upi: 'accounts.fundMode.upi',
  cash: 'accounts.fundMode.cash',
  cheque: 'accounts.fundMode.cheque',
};

export const fundModeOptions = (_: I18n['_']) =>
  Object.entries(FUND_MODE_IDS).map(([value, id]) => ({ value, label: _(id) }));
export const paymentModeOptions = (_: I18n['_']) =>
  Object.entries(PAYMENT_MODE_IDS).map(([value, id]) => ({ value, label: _(id) }));

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
export const FUND_STATUS_IDS: Record<FundStatus, MessageId> = {
  pending: 'accounts.fundStatus.pending',
  confirmed: 'accounts.fundStatus.confirmed',
  rejected: 'accounts.fundStatus.rejected',
};

export function FundStatusBadge({ status }: { status: FundStatus }) {
  const { _ } = useLingui();
  return (
    <span className={`rounded-full px-2 py-1 text-xs font-semibold ${STATUS_STYLE[status]}`}>
      {_(FUND_STATUS_IDS[status])}
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

type LedgerEntry = Wallet['entries'][number];

/** What a ledger entry was for, by its reason (the server's description is English). */
const REASON_IDS: Record<WalletReason, MessageId> = {
  fund: 'accounts.ledger.reason.fund',
  registration_fee: 'accounts.ledger.reason.registrationFee',
  certificate_fee: 'accounts.ledger.reason.certificateFee',
  refund: 'accounts.ledger.reason.refund',
  adjustment: 'accounts.ledger.reason.adjustment',
  affiliation_fee: 'accounts.ledger.reason.affiliationFee',
};

/**
 * 'Fund confirmed - UTR123456' in the page's language: the reason, whom it is for (a student's
 * line names the student, linked to the record, and its certificate request) or its reference,
 * and its note.
 */
function EntryDescription({ entry }: { entry: LedgerEntry }) {
  const { _ } = useLingui();
  const note = entry.note ? ` - ${serverText(entry.note)}` : '';
  if (!entry.student) {
    return <>{[_(REASON_IDS[entry.reason]), entry.reference].filter(Boolean).join(' - ') + note}</>;
  }
  return (
    <>
      {_(REASON_IDS[entry.reason])} -{' '}
      <Link to={viewPath(entry.student.registrationNumber)} className={TEXT_LINK}>
        {entry.student.name} ({entry.student.registrationNumber})
      </Link>
      {entry.certificateRequestId !== null &&
        `, ${_('accounts.ledger.certificateRequest', { id: entry.certificateRequestId })}`}
      {note}
    </>
  );
}

/** Money columns line up on the right, heading and figures alike. */
export const MONEY = { className: 'text-right whitespace-nowrap', headerClassName: 'text-right' };

const ledgerColumns = (_: I18n['_']): DataColumn<LedgerEntry>[] => [
  {
    id: 'date',
    header: _('accounts.col.date'),
    className: 'whitespace-nowrap',
    cell: (entry) => formatDateTime(entry.createdAt, { twoDigitHour: true }),
  },
  {
    id: 'description',
    header: _('accounts.ledger.description'),
    cell: (entry) => (
      <>
        <div>
          <EntryDescription entry={entry} />
        </div>
        {entry.createdBy && (
          <div className="text-slate-600">{_('accounts.ledger.by', { name: entry.createdBy })}</div>
        )}
      </>
    ),
  },
  {
    id: 'credit',
    header: _('accounts.ledger.credit'),
    ...MONEY,
    className: `${MONEY.className} text-green-800`,
    cell: (entry) => (entry.creditPaise ? formatPaise(entry.creditPaise) : ''),
  },
  {
    id: 'debit',
    header: _('accounts.ledger.debit'),
    ...MONEY,
    className: `${MONEY.className} text-red-800`,
    cell: (entry) => (entry.debitPaise ? formatPaise(entry.debitPaise) : ''),
  },
  {
    id: 'balance',
    header: _('accounts.col.balance'),
    ...MONEY,
    className: `${MONEY.className} font-medium`,
    cell: (entry) => formatPaise(entry.balanceAfterPaise),
  },
];

/** A centre's ledger: every entry with credit, debit and the balance after it. */
export function LedgerTable({ wallet }: { wallet: Wallet }) {
  const { _ } = useLingui();
  return (
    <div className={TABLE_WRAP}>
      <DataTable
        caption={_('accounts.ledger.caption', { centre: wallet.centre.name })}
        className="w-full text-left"
        columns={ledgerColumns(_)}
        rows={wallet.entries}
        rowKey={(entry) => entry.seq}
        empty={<p className="p-3 text-sm text-slate-700">{_('accounts.ledger.empty')}</p>}
      />
    </div>
  );
}

/** Course fee, discount, paid, due and overdue, as a row of figures. */
export function FeeFigures({ status }: { status: FeeStatus }) {
  const { _ } = useLingui();
  const items: [string, string, string?][] = [
    [_('accounts.figures.courseFee'), formatPaise(status.totalPaise)],
    [_('accounts.figures.discount'), formatPaise(status.discountPaise)],
    [_('accounts.figures.paid'), formatPaise(status.paidPaise)],
    [_('accounts.figures.due'), formatPaise(status.duePaise), 'font-bold text-brand-900'],
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
          {_('accounts.figures.overdue', {
            amount: formatPaise(status.overduePaise),
            date: formatDate(status.overdueSince ?? ''),
          })}
        </p>
      )}
      {status.overduePaise === 0 && status.nextDueDate && (
        <p className="mt-3 text-slate-700">
          {_('accounts.figures.next', { date: formatDate(status.nextDueDate) })}
        </p>
      )}
    </div>
  );
}
