import { FUND_MODE_LABELS, type FundItem, type FundStatus } from '@institute/shared/accounts';
import { formatPaise } from '@institute/shared/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { TextareaField } from '../../../components/form/textarea-field';
import { Dialog } from '../../../components/ui/dialog';
import { useDecideFund, useFunds, useWallet, useWalletSummaries } from '../accounts-api';
import { showToast } from '../../../lib/toast';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { CARD, FundStatusBadge, LedgerTable, Section, TABLE_WRAP, TH } from './account-parts';
import { FundForm } from './fund-form';
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
              <table className="w-full text-left text-sm">
                <thead className="border-b border-slate-300 bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className={TH}>
                      Centre
                    </th>
                    <th scope="col" className={`${TH} text-right`}>
                      Balance
                    </th>
                    <th scope="col" className={`${TH} text-right`}>
                      Pending funds
                    </th>
                    <th scope="col" className={TH}>
                      Ledger
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {summaries.data.map((row) => (
                    <tr key={row.centre.id} className="border-b border-slate-100">
                      <td className="p-3">
                        {row.centre.name}{' '}
                        <span className="text-slate-600">({row.centre.code})</span>
                      </td>
                      <td className="p-3 text-right font-medium whitespace-nowrap">
                        {formatPaise(row.balancePaise)}
                      </td>
                      <td className="p-3 text-right whitespace-nowrap">
                        {row.pendingFundsPaise ? formatPaise(row.pendingFundsPaise) : '—'}
                      </td>
                      <td className="p-3">
                        <button
                          type="button"
                          className={SMALL_BUTTON}
                          aria-pressed={centreId === row.centre.id}
                          aria-label={`Ledger of ${row.centre.name}`}
                          onClick={() => setCentreId(row.centre.id)}
                        >
                          Ledger
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
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
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const run = (fund: FundItem, action: 'confirm' | 'reject') => {
    setFailure(null);
    if (action === 'reject' && !reason.trim()) {
      setFailure('Reason is required');
      return;
    }
    decide.mutate(
      { id: fund.id, action, reason: reason.trim() },
      {
        onSuccess: () => {
          setConfirming(null);
          setRejecting(null);
          setReason('');
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
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-300 bg-slate-50 text-slate-700">
              <tr>
                {headOffice && (
                  <th scope="col" className={TH}>
                    Centre
                  </th>
                )}
                <th scope="col" className={TH}>
                  Date
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Amount
                </th>
                <th scope="col" className={TH}>
                  Mode and reference
                </th>
                <th scope="col" className={TH}>
                  Status
                </th>
                <th scope="col" className={TH}>
                  Receipt
                </th>
                {headOffice && (
                  <th scope="col" className={TH}>
                    Actions
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {funds.data.map((fund) => (
                <tr key={fund.id} className="border-b border-slate-100 align-top">
                  {headOffice && (
                    <td className="p-3">
                      {fund.centre.name}{' '}
                      <span className="text-slate-600">({fund.centre.code})</span>
                    </td>
                  )}
                  <td className="p-3 whitespace-nowrap">{formatDate(fund.paidOn)}</td>
                  <td className="p-3 text-right font-medium whitespace-nowrap">
                    {formatPaise(fund.amountPaise)}
                  </td>
                  <td className="p-3">
                    {FUND_MODE_LABELS[fund.mode]}
                    {fund.reference && <div className="text-slate-600">{fund.reference}</div>}
                  </td>
                  <td className="p-3">
                    <FundStatusBadge status={fund.status} />
                    {fund.rejectReason && (
                      <div className="mt-1 text-slate-700">Reason: {fund.rejectReason}</div>
                    )}
                  </td>
                  <td className="p-3">
                    <a href={fund.receipt} target="_blank" rel="noreferrer" className={TEXT_LINK}>
                      View <span className="sr-only">receipt of fund {fund.id}</span>
                    </a>
                  </td>
                  {headOffice && (
                    <td className="p-3">
                      {fund.status === 'pending' && (
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
                              setReason('');
                              setRejecting(fund);
                            }}
                          >
                            Reject
                          </button>
                        </div>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
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
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              run(rejecting, 'reject');
            }}
          >
            <FormAlert message={failure} />
            <p className="mb-4 text-slate-800">
              Reject {formatPaise(rejecting.amountPaise)} from {rejecting.centre.name}? The centre
              sees the reason.
            </p>
            <TextareaField
              label="Reason"
              rows={3}
              data-autofocus
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <button type="button" className={SECONDARY} onClick={() => setRejecting(null)}>
                Cancel
              </button>
              <button type="submit" className={PRIMARY} disabled={decide.isPending}>
                Reject
              </button>
            </div>
          </form>
        )}
      </Dialog>
    </Section>
  );
}
