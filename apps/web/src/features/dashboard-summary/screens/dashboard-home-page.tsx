import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { DASHBOARD_SECTIONS } from '../../../lib/dashboard-sections';
import { controlClass } from '../../../components/form/field-parts';
import { useCentresAdmin } from '../../centres/centres-api';
import { useDashboardSummary } from '../dashboard-summary-api';
import { AdmissionsChart } from './admissions-chart';
import { SummaryFigures } from './summary-figures';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { SiteSetupOffer } from '../../content/components/site-setup-offer';
import { WebsiteChecklist } from '../../content/components/website-checklist';
import { formatPaise } from '@institute/shared/money';

/** The dashboard's start page: the figures of the signed-in scope, then every section. */
export function DashboardHomePage() {
  const user = useStaffUser();
  // A teacher has no summary: their dashboard is their batches (decision 0069).
  if (user?.role === 'teacher') return <Navigate to="/dashboard/Batches" replace />;
  return <StaffHomePage />;
}

function StaffHomePage() {
  const user = useStaffUser();
  const headOffice = isHeadOffice(user);
  const [centreId, setCentreId] = useState<number | null>(null);
  const summary = useDashboardSummary(centreId);
  const { _ } = useLingui();
  return (
    <div className="p-4 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">{_('home.title')}</h1>
      {summary.data && summary.data.walletBalancePaise !== null && (
        <WalletBalance balancePaise={summary.data.walletBalancePaise} />
      )}
      {headOffice && <SiteSetupOffer />}
      {headOffice && <WebsiteChecklist />}
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        {headOffice && (
          <Link
            className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
            to="/dashboard/Centres"
          >
            {_('home.centresLink')}
          </Link>
        )}
        <Link
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          to="/dashboard/Batches"
        >
          {_('home.batchesLink')}
        </Link>
      </p>

      <section aria-labelledby="figures-heading" className="mt-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="figures-heading" className="text-lg font-semibold text-slate-900">
            {summary.data?.centre
              ? _('home.figures.centre', {
                  name: summary.data.centre.name,
                  code: summary.data.centre.code,
                })
              : headOffice
                ? _('home.figures.network')
                : _('home.figures.own')}
          </h2>
          {headOffice && <CentreFilter centreId={centreId} onChange={setCentreId} />}
        </div>
        {summary.isPending && <p className="mt-4 text-slate-700">{_('home.figures.loading')}</p>}
        {summary.isError && (
          <p role="alert" className="mt-4 text-red-700">
            {_('home.figures.error')}
          </p>
        )}
        {summary.data && (
          <div className="mt-4 space-y-4">
            <SummaryFigures summary={summary.data} />
            <AdmissionsChart months={summary.data.admissionsByMonth} />
          </div>
        )}
      </section>

      <h2 className="mt-8 text-lg font-semibold text-slate-900">{_('home.sections')}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {DASHBOARD_SECTIONS.map((section) => (
          <li
            key={section.id}
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h3 className="font-semibold text-slate-900">{_(section.title)}</h3>
            <ul className="mt-2 space-y-1">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link
                    className="inline-flex min-h-6 items-center text-brand-700 underline-offset-2 hover:underline"
                    to={link.to}
                  >
                    {_(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Head office: the whole network's figures, or one centre's. */
function CentreFilter({
  centreId,
  onChange,
}: {
  centreId: number | null;
  onChange: (centreId: number | null) => void;
}) {
  const id = useId();
  const { _ } = useLingui();
  const centres = useCentresAdmin();
  if (!centres.data || centres.data.length === 0) return null;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {_('home.filter.label')}
      </label>
      <select
        id={id}
        className={controlClass(undefined, 'min-h-11 sm:w-72')}
        value={centreId ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{_('home.filter.all')}</option>
        {centres.data.map((centre) => (
          <option key={centre.id} value={centre.id}>
            {centre.name} ({centre.code})
          </option>
        ))}
      </select>
    </div>
  );
}

/** One centre's wallet balance (admissions and certificates are paid from it), with Add Fund. */
function WalletBalance({ balancePaise }: { balancePaise: number }) {
  const { _ } = useLingui();
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <span className="text-lg">
        {_('home.wallet.balance', { balance: formatPaise(balancePaise) })}
      </span>
      <Link
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        to="/dashboard/AddAccount"
      >
        {_('home.wallet.addFund')}
      </Link>
    </p>
  );
}
