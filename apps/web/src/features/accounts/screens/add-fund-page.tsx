import type { FundItem, FundStatus } from '@institute/shared/accounts';
import { formatPaise } from '@institute/shared/money';
import type { MessageId } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { Dialog } from '../../../components/ui/dialog';
import { useDecideFund, useFunds, useWallet, useWalletSummaries } from '../accounts-api';
import { showToast } from '../../../lib/toast';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import {
  CARD,
  FUND_MODE_IDS,
  FundStatusBadge,
  LedgerTable,
  MONEY,
  Section,
  TABLE_WRAP,
} from './account-parts';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { FundForm, RejectFundForm } from './fund-form';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { formatDate } from '../../../lib/format-date';
import { PageHeading } from '../../../components/ui/page-heading';
import { PRIMARY, SECONDARY, SMALL_BUTTON, TEXT_LINK } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { OnlinePaymentsSection, PaymentOutcome, TopUpOnline } from '../pay-online';

/** Add Fund: the centre's wallet, the funds it paid head office, and head office's decisions. */
export function AddFundPage() {
  const { _ } = useLingui();
  const headOffice = isHeadOffice(useStaffUser());
  const summaries = useWalletSummaries(headOffice);
  const [centreId, setCentreId] = useState<number | null>(null);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading
        title={_('accounts.addFund.title')}
        intro={
          headOffice ? _('accounts.addFund.introHeadOffice') : _('accounts.addFund.introCentre')
        }
        actions={
          headOffice ? (
            <Link to="/dashboard/CourseFees" className={SECONDARY}>
              {_('accounts.addFund.courseFeesLink')}
            </Link>
          ) : undefined
        }
      />

      <PaymentOutcome />
      {headOffice ? (
        <Section title={_('accounts.wallets.title')}>
          {summaries.isPending && <LoadingMessage />}
          {summaries.isError && <ErrorMessage>{_('accounts.wallets.loadFailed')}</ErrorMessage>}
          {summaries.data && (
            <div className={TABLE_WRAP}>
              <DataTable
                caption={_('accounts.wallets.title')}
                className="w-full text-left"
                columns={[
                  {
                    id: 'centre',
                    header: _('accounts.col.centre'),
                    sortValue: (row) => row.centre.name,
                    cell: (row) => (
                      <>
                        {row.centre.name}{' '}
                        <span className="text-slate-600">({row.centre.code})</span>
                      </>
                    ),
                  },
                  {
                    id: 'balance',
                    header: _('accounts.col.balance'),
                    ...MONEY,
                    className: `${MONEY.className} font-medium`,
                    sortValue: (row) => row.balancePaise,
                    cell: (row) => formatPaise(row.balancePaise),
                  },
                  {
                    id: 'pending',
                    header: _('accounts.wallets.pendingFunds'),
                    ...MONEY,
                    sortValue: (row) => row.pendingFundsPaise,
                    cell: (row) =>
                      row.pendingFundsPaise ? formatPaise(row.pendingFundsPaise) : '—',
                  },
                  {
                    id: 'ledger',
                    header: _('accounts.wallets.ledger'),
                    actions: true,
                    cell: (row) => (
                      <button
                        type="button"
                        className={SMALL_BUTTON}
                        aria-pressed={centreId === row.centre.id}
                        aria-label={_('accounts.wallets.ledgerOf', { centre: row.centre.name })}
                        onClick={() => setCentreId(row.centre.id)}
                      >
                        {_('accounts.wallets.ledger')}
                      </button>
                    ),
                  },
                ]}
                rows={summaries.data}
                rowKey={(row) => row.centre.id}
              />
            </div>
          )}
          {centreId !== null && <WalletPanel centreId={centreId} />}
        </Section>
      ) : (
        <WalletPanel centreId={null} />
      )}

      <Section title={_('accounts.fund.formLabel')}>
        {!headOffice && (
          <div className={`${CARD} mb-4`}>
            <TopUpOnline />
          </div>
        )}
        <div className={CARD}>
          <FundForm centres={headOffice ? summaries.data : undefined} />
        </div>
      </Section>

      <FundList headOffice={headOffice} />
      {headOffice && <OnlinePaymentsSection />}
    </div>
  );
}

function WalletPanel({ centreId }: { centreId: number | null }) {
  const { _ } = useLingui();
  const wallet = useWallet(centreId);
  if (wallet.isPending) return <LoadingMessage />;
  if (wallet.isError) return <ErrorMessage>{_('accounts.wallet.loadFailed')}</ErrorMessage>;
  return (
    <Section
      title={
        centreId === null
          ? _('accounts.wallet.title')
          : _('accounts.wallets.ledgerOf', { centre: wallet.data.centre.name })
      }
    >
      <p className="mb-3 text-lg">
        <Trans
          id="accounts.wallet.balance"
          values={{ amount: formatPaise(wallet.data.balancePaise) }}
          components={{
            0: <strong className="text-brand-900" data-testid="wallet-balance" />,
          }}
        />
      </p>
      <LedgerTable wallet={wallet.data} />
    </Section>
  );
}

const FILTERS: { value: FundStatus | 'all'; label: MessageId }[] = [
  { value: 'pending', label: 'accounts.fundStatus.pending' },
  { value: 'confirmed', label: 'accounts.fundStatus.confirmed' },
  { value: 'rejected', label: 'accounts.fundStatus.rejected' },
  { value: 'all', label: 'accounts.fundStatus.all' },
];

function FundList({ headOffice }: { headOffice: boolean }) {
  const { _ } = useLingui();
  const [status, setStatus] = useState<FundStatus | 'all'>(headOffice ? 'pending' : 'all');
  const funds = useFunds(status);
  const decide = useDecideFund();
  const [confirming, setConfirming] = useState<FundItem | null>(null);
  const [rejecting, setRejecting] = useState<FundItem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = (fund: FundItem, action: 'confirm' | 'reject', reason = '') => {
    setFailure(null);
    decide.mutate(
      { id: fund.id, action, reason },
      {
        onSuccess: () => {
          setConfirming(null);
          setRejecting(null);
          showToast(
            action === 'confirm'
              ? _('accounts.funds.credited', {
                  amount: formatPaise(fund.amountPaise),
                  centre: fund.centre.name,
                })
              : _('accounts.funds.rejected', { centre: fund.centre.name }),
            'success',
          );
        },
        onError: (error) =>
          setFailure(
            messageOf(
              error,
              action === 'confirm'
                ? _('accounts.funds.confirmFailed')
                : _('accounts.funds.rejectFailed'),
            ),
          ),
      },
    );
  };

  const fundColumns: DataColumn<FundItem>[] = [
    ...(headOffice
      ? [
          {
            id: 'centre',
            header: _('accounts.col.centre'),
            cell: (fund: FundItem) => (
              <>
                {fund.centre.name} <span className="text-slate-600">({fund.centre.code})</span>
              </>
            ),
          },
        ]
      : []),
    {
      id: 'date',
      header: _('accounts.col.date'),
      className: 'whitespace-nowrap',
      cell: (fund) => formatDate(fund.paidOn),
    },
    {
      id: 'amount',
      header: _('accounts.col.amount'),
      ...MONEY,
      className: `${MONEY.className} font-medium`,
      cell: (fund) => formatPaise(fund.amountPaise),
    },
    {
      id: 'mode',
      header: _('accounts.funds.modeAndReference'),
      cell: (fund) => (
        <>
          {_(FUND_MODE_IDS[fund.mode])}
          {fund.reference && <div className="text-slate-600">{fund.reference}</div>}
        </>
      ),
    },
    {
      id: 'status',
      header: _('accounts.col.status'),
      cell: (fund) => (
        <>
          <FundStatusBadge status={fund.status} />
          {fund.rejectReason && (
            <div className="mt-1 text-slate-700">
              {_('accounts.funds.reason', { reason: fund.rejectReason })}
            </div>
          )}
        </>
      ),
    },
    {
      id: 'receipt',
      header: _('accounts.col.receipt'),
      cell: (fund) => (
        <a href={fund.receipt} target="_blank" rel="noreferrer" className={TEXT_LINK}>
          <Trans
            id="accounts.funds.viewReceipt"
            values={{ id: fund.id }}
            components={{ 0: <span className="sr-only" /> }}
          />
        </a>
      ),
    },
    ...(headOffice
      ? [
          {
            id: 'actions',
            header: _('accounts.col.actions'),
            actions: true,
            cell: (fund: FundItem) =>
              fund.status === 'pending' && (
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    aria-label={_('accounts.funds.confirmLabel', {
                      amount: formatPaise(fund.amountPaise),
                      centre: fund.centre.name,
                    })}
                    onClick={() => {
                      setFailure(null);
                      setConfirming(fund);
                    }}
                  >
                    {_('accounts.funds.confirm')}
                  </button>
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    aria-label={_('accounts.funds.rejectLabel', {
                      amount: formatPaise(fund.amountPaise),
                      centre: fund.centre.name,
                    })}
                    onClick={() => {
                      setFailure(null);
                      setRejecting(fund);
                    }}
                  >
                    {_('accounts.fund.reject')}
                  </button>
                </div>
              ),
          },
        ]
      : []),
  ];

  return (
    <Section
      title={_('accounts.funds.title')}
      actions={
        <div role="group" aria-label={_('accounts.funds.filter')} className="flex flex-wrap gap-2">
          {FILTERS.map((filter) => (
            <button
              key={filter.value}
              type="button"
              className={SMALL_BUTTON}
              aria-pressed={status === filter.value}
              onClick={() => setStatus(filter.value)}
            >
              {_(filter.label)}
            </button>
          ))}
        </div>
      }
    >
      {funds.isPending && <LoadingMessage />}
      {funds.isError && <ErrorMessage>{_('accounts.funds.loadFailed')}</ErrorMessage>}
      {funds.data && funds.data.length === 0 && (
        <p className="rounded-md bg-white p-4 text-slate-700">{_('accounts.funds.empty')}</p>
      )}
      {funds.data && funds.data.length > 0 && (
        <div className={TABLE_WRAP}>
          <DataTable
            caption={_('accounts.funds.title')}
            className="w-full text-left"
            columns={fundColumns}
            rows={funds.data}
            rowKey={(fund) => fund.id}
          />
        </div>
      )}

      <Dialog
        open={confirming !== null}
        title={_('accounts.funds.confirmTitle')}
        onClose={() => setConfirming(null)}
      >
        {confirming && (
          <>
            <FormAlert message={failure} />
            <p className="text-slate-800">
              {confirming.reference
                ? _('accounts.funds.confirmTextReference', {
                    amount: formatPaise(confirming.amountPaise),
                    centre: confirming.centre.name,
                    mode: _(FUND_MODE_IDS[confirming.mode]),
                    reference: confirming.reference,
                    date: formatDate(confirming.paidOn),
                  })
                : _('accounts.funds.confirmText', {
                    amount: formatPaise(confirming.amountPaise),
                    centre: confirming.centre.name,
                    mode: _(FUND_MODE_IDS[confirming.mode]),
                    date: formatDate(confirming.paidOn),
                  })}
            </p>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <button
                type="button"
                data-autofocus
                className={SECONDARY}
                onClick={() => setConfirming(null)}
              >
                {_('accounts.cancel')}
              </button>
              <button
                type="button"
                className={PRIMARY}
                disabled={decide.isPending}
                onClick={() => run(confirming, 'confirm')}
              >
                {_('accounts.funds.confirmSubmit')}
              </button>
            </div>
          </>
        )}
      </Dialog>

      <Dialog
        open={rejecting !== null}
        title={_('accounts.funds.rejectTitle')}
        onClose={() => setRejecting(null)}
      >
        {rejecting && (
          <RejectFundForm
            fund={rejecting}
            failure={failure}
            busy={decide.isPending}
            onCancel={() => setRejecting(null)}
            onReject={(reason) => run(rejecting, 'reject', reason)}
          />
        )}
      </Dialog>
    </Section>
  );
}
