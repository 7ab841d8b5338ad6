import { formatPaise } from '@institute/shared/money';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { useWallet } from '../../accounts/accounts-api';
import { useCourseFeeList } from '../students-api';
import { TEXT_LINK } from '../../../components/ui/button';

/** Where a centre adds funds to its wallet. */
export const ADD_FUND_PATH = '/dashboard/AddAccount';

export interface AdmissionWalletState {
  /** Known: the balance and the fee (of the chosen course, or the smallest of all). */
  balancePaise: number;
  feePaise: number;
  /** A course is chosen and `feePaise` is its fee (else the smallest fee of any course). */
  courseChosen: boolean;
  /** The balance is below the fee: the student cannot be added until funds are added. */
  short: boolean;
  /** Reads the balance again (after head office confirmed a fund, say). */
  recheck: () => void;
  rechecking: boolean;
}

/**
 * What admitting a student will cost a centre's wallet and what the wallet holds: the chosen
 * course's registration fee, or, before a course is chosen, the smallest one (a balance below it
 * admits nobody). Null until both are known. `centreId`: the centre head office chose (null for
 * centre staff: their own); head office has no wallet of its own, so nothing before it chooses.
 */
export function useAdmissionWallet(
  enabled: boolean,
  course: string,
  centreId: number | null = null,
): AdmissionWalletState | null {
  const wallet = useWallet(centreId, enabled);
  const fees = useCourseFeeList(enabled);
  if (!enabled || typeof wallet.data?.balancePaise !== 'number' || !Array.isArray(fees.data)) {
    return null;
  }
  const list = fees.data;
  const feeOf = (code: string) =>
    list.find((item) => item.courseCode === code)?.registrationFeePaise ?? 0;
  const courseChosen = course !== '';
  const feePaise = courseChosen
    ? feeOf(course)
    : list.length === 0
      ? 0
      : Math.min(...list.map((item) => item.registrationFeePaise));
  const balancePaise = wallet.data.balancePaise;
  return {
    balancePaise,
    feePaise,
    courseChosen,
    short: balancePaise < feePaise,
    recheck: () => void wallet.refetch(),
    rechecking: wallet.isFetching,
  };
}

/** The wallet's balance and the fee, shown before the form; when short, said first, with Add Fund. */
export function AdmissionWalletPanel({ state }: { state: AdmissionWalletState }) {
  const { _ } = useLingui();
  const values = { balance: formatPaise(state.balancePaise), fee: formatPaise(state.feePaise) };
  return (
    <section
      aria-label={_('students.wallet.label')}
      className={`mb-6 rounded-md border p-4 ${
        state.short ? 'border-red-300 bg-red-50 text-red-900' : 'border-slate-200 bg-white'
      }`}
    >
      <p className="text-lg">{_('students.wallet.balance', values)}</p>
      <p className="mt-1 text-sm">
        {state.courseChosen
          ? _('students.wallet.courseFee', values)
          : _('students.wallet.feeFrom', values)}
      </p>
      {state.short && <AdmissionWalletShort state={state} />}
    </section>
  );
}

/** Too little in the wallet: what to do about it (shown at the top and beside the button). */
export function AdmissionWalletShort({ state }: { state: AdmissionWalletState }) {
  const { _ } = useLingui();
  const values = { balance: formatPaise(state.balancePaise), fee: formatPaise(state.feePaise) };
  return (
    <p className="mt-2 font-medium text-red-800">
      {state.courseChosen
        ? _('students.wallet.short', values)
        : _('students.wallet.shortAll', values)}{' '}
      <Link to={ADD_FUND_PATH} className={TEXT_LINK}>
        {_('students.wallet.addFund')}
      </Link>{' '}
      <button
        type="button"
        className={TEXT_LINK}
        disabled={state.rechecking}
        onClick={state.recheck}
      >
        {_('students.wallet.recheck')}
      </button>
    </p>
  );
}
