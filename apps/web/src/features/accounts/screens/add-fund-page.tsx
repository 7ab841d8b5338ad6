import { FUND_MODE_LABELS, type FundItem, type FundStatus } from '@institute/shared/accounts';
import { formatPaise } from '@institute/shared/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { Dialog } from '../../../components/ui/dialog';
import { useDecideFund, useFunds, useWallet, useWalletSummaries } from '../accounts-api';
import { showToast } from '../../../lib/toast';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { CARD, FundStatusBadge, LedgerTable, MONEY, Section, TABLE_WRAP } from './account-parts';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { FundForm, RejectFundForm } from './fund-form';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { formatDate } from '../../../lib/format-date';
import { PageHeading } from '../../../components/ui/page-heading';
import { PRIMARY, SECONDARY, SMALL_BUTTON, TEXT_LINK } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';

/** Add Fund: the centre's wallet, the funds it paid head office, and head office's decisions. */
export function AddFundPage() {
  const headOffice = isHeadOffice(useStaffUser());
  const summaries = useWalletSummaries(headOffice);
  const [centreId, setCentreId] = useState<number | null>(null);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading
        title="Add Fund"
        intro={
          headOffice
            ? 'Confirm the funds centres paid, and see every centre’s wallet.'
            : 'Record a payment your centre made to head office. Once head office confirms it, your wallet is credited; registration and certificate fees are paid from the wallet.'
        }
        actions={
          headOffice ? (
            <Link to="/dashboard/CourseFees" className={SECONDARY}>
              Course fees
            </Link>
          ) : undefined
        }
      />

      {headOffice ? (
        <Section title="Centre wallets">
          {summaries.isPending && <LoadingMessage />}
          {summaries.isError && <ErrorMessage>Could not load the wallets.</ErrorMessage>}
          {summaries.data && (
            <div className={TABLE_WRAP}>
              <DataTable
                caption="Centre wallets"
                cards={false}
                className="w-full text-left"
                columns={[
                  {
                    id: 'centre',
                    header: 'Centre',
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
                    header: 'Balance',
                    ...MONEY,
                    className: `${MONEY.className} font-medium`,
                    sortValue: (row) => row.balancePaise,
                    cell: (row) => formatPaise(row.balancePaise),
                  },
                  {
                    id: 'pending',
                    header: 'Pending funds',
                    ...MONEY,
                    sortValue: (row) => row.pendingFundsPaise,
                    cell: (row) =>
                      row.pendingFundsPaise ? formatPaise(row.pendingFundsPaise) : '—',
                  },
                  {
                    id: 'ledger',
                    header: 'Ledger',
                    actions: true,
                    cell: (row) => (
                      <button
                        type="button"
                        className={SMALL_BUTTON}
                        aria-pressed={centreId === row.centre.id}
                        aria-label={`Ledger of ${row.centre.name}`}
                        onClick={() => setCentreId(row.centre.id)}
                      >
                        Ledger
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

      <Section title="Record a fund payment">
        <div className={CARD}>
          <FundForm centres={headOffice ? summaries.data : undefined} />
        </div>
      </Section>

      <FundList headOffice={headOffice} />
    </div>
  );
}

function WalletPanel({ centreId }: { centreId: number | null }) {
  const wallet = useWallet(centreId);
  if (wallet.isPending) return <LoadingMessage />;
  if (wallet.isError) return <ErrorMessage>Could not load the wallet.</ErrorMessage>;
  return (
    <Section title={centreId === null ? 'Wallet' : `Ledger of ${wallet.data.centre.name}`}>
      <p className="mb-3 text-lg">
        Balance:{' '}
        <strong className="text-brand-900" data-testid="wallet-balance">
          {formatPaise(wallet.data.balancePaise)}
        </strong>
      </p>
      <LedgerTable wallet={wallet.data} />
    </Section>
  );
}

const FILTERS: { value: FundStatus | 'all'; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

function FundList({ headOffice }: { headOffice: boolean }) {
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
              ? `${formatPaise(fund.amountPaise)} credited to ${fund.centre.name}.`
              : `Fund of ${fund.centre.name} rejected.`,
            'success',
          );
        },
        onError: (error) =>
          setFailure(messageOf(error, `Could not ${action} the fund. Please try again.`)),
      },
    );
  };

  const fundColumns: DataColumn<FundItem>[] = [
    ...(headOffice
      ? [
          {
            id: 'centre',
            header: 'Centre',
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
      header: 'Date',
      className: 'whitespace-nowrap',
      cell: (fund) => formatDate(fund.paidOn),
    },
    {
      id: 'amount',
      header: 'Amount',
      ...MONEY,
      className: `${MONEY.className} font-medium`,
      cell: (fund) => formatPaise(fund.amountPaise),
    },
    {
      id: 'mode',
      header: 'Mode and reference',
      cell: (fund) => (
        <>
          {FUND_MODE_LABELS[fund.mode]}
          {fund.reference && <div className="text-slate-600">{fund.reference}</div>}
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (fund) => (
        <>
          <FundStatusBadge status={fund.status} />
          {fund.rejectReason && (
            <div className="mt-1 text-slate-700">Reason: {fund.rejectReason}</div>
          )}
        </>
      ),
    },
    {
      id: 'receipt',
      header: 'Receipt',
      cell: (fund) => (
        <a href={fund.receipt} target="_blank" rel="noreferrer" className={TEXT_LINK}>
          View <span className="sr-only">receipt of fund {fund.id}</span>
        </a>
      ),
    },
    ...(headOffice
      ? [
          {
            id: 'actions',
            header: 'Actions',
            actions: true,
            cell: (fund: FundItem) =>
              fund.status === 'pending' && (
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    aria-label={`Confirm ${formatPaise(fund.amountPaise)} from ${fund.centre.name}`}
                    onClick={() => {
                      setFailure(null);
                      setConfirming(fund);
                    }}
                  >
                    Confirm
                  </button>
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    aria-label={`Reject ${formatPaise(fund.amountPaise)} from ${fund.centre.name}`}
                    onClick={() => {
                      setFailure(null);
                      setRejecting(fund);
                    }}
                  >
                    Reject
                  </button>
                </div>
              ),
          },
        ]
      : []),
  ];

  return (
    <Section
      title="Fund payments"
      actions={
        <div role="group" aria-label="Show funds" className="flex flex-wrap gap-2">
          {FILTERS.map((filter) => (
            <button
              key={filter.value}
              type="button"
              className={SMALL_BUTTON}
              aria-pressed={status === filter.value}
              onClick={() => setStatus(filter.value)}
            >
              {filter.label}
            </button>
          ))}
        </div>
      }
    >
      {funds.isPending && <LoadingMessage />}
      {funds.isError && <ErrorMessage>Could not load the fund payments.</ErrorMessage>}
      {funds.data && funds.data.length === 0 && (
        <p className="rounded-md bg-white p-4 text-slate-700">No fund payments to show.</p>
      )}
      {funds.data && funds.data.length > 0 && (
        <div className={TABLE_WRAP}>
          <DataTable
            caption="Fund payments"
            cards={false}
            className="w-full text-left"
            columns={fundColumns}
            rows={funds.data}
            rowKey={(fund) => fund.id}
          />
        </div>
      )}

      <Dialog open={confirming !== null} title="Confirm fund?" onClose={() => setConfirming(null)}>
        {confirming && (
          <>
            <FormAlert message={failure} />
            <p className="text-slate-800">
              Credit {formatPaise(confirming.amountPaise)} to the wallet of {confirming.centre.name}{' '}
              ({FUND_MODE_LABELS[confirming.mode]}
              {confirming.reference ? `, ${confirming.reference}` : ''}, paid on{' '}
              {formatDate(confirming.paidOn)})? Check that the money has reached head office.
            </p>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <button
                type="button"
                data-autofocus
                className={SECONDARY}
                onClick={() => setConfirming(null)}
              >
                Cancel
              </button>
              <button
                type="button"
                className={PRIMARY}
                disabled={decide.isPending}
                onClick={() => run(confirming, 'confirm')}
              >
                Confirm and credit
              </button>
            </div>
          </>
        )}
      </Dialog>

      <Dialog open={rejecting !== null} title="Reject fund" onClose={() => setRejecting(null)}>
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
