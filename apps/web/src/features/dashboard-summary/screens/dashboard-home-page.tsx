import { useId, useState } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_SECTIONS } from '../../../lib/dashboard-sections';
import { controlClass } from '../../../components/form/field-parts';
import { useCentresAdmin } from '../../centres/centres-api';
import { useDashboardSummary } from '../dashboard-summary-api';
import { AdmissionsChart } from './admissions-chart';
import { SummaryFigures } from './summary-figures';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { SiteSetupOffer } from '../../content/components/site-setup-offer';
import { WebsiteChecklist } from '../../content/components/website-checklist';

/** The dashboard's start page: the figures of the signed-in scope, then every section. */
export function DashboardHomePage() {
  const user = useStaffUser();
  const headOffice = isHeadOffice(user);
  const [centreId, setCentreId] = useState<number | null>(null);
  const summary = useDashboardSummary(centreId);
  return (
    <div className="p-4 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">Dashboard</h1>
      {headOffice && <SiteSetupOffer />}
      {headOffice && <WebsiteChecklist />}
      {headOffice && (
        <p className="mt-4">
          <Link
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            to="/dashboard/Centres"
          >
            Centres and staff
          </Link>
        </p>
      )}

      <section aria-labelledby="figures-heading" className="mt-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="figures-heading" className="text-lg font-semibold text-slate-900">
            {summary.data?.centre
              ? `${summary.data.centre.name} (${summary.data.centre.code}) at a glance`
              : headOffice
                ? 'The network at a glance'
                : 'At a glance'}
          </h2>
          {headOffice && <CentreFilter centreId={centreId} onChange={setCentreId} />}
        </div>
        {summary.isPending && <p className="mt-4 text-slate-700">Loading the figures...</p>}
        {summary.isError && (
          <p role="alert" className="mt-4 text-red-700">
            Could not load the figures. Please try again.
          </p>
        )}
        {summary.data && (
          <div className="mt-4 space-y-4">
            <SummaryFigures summary={summary.data} />
            <AdmissionsChart months={summary.data.admissionsByMonth} />
          </div>
        )}
      </section>

      <h2 className="mt-8 text-lg font-semibold text-slate-900">Sections</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {DASHBOARD_SECTIONS.map((section) => (
          <li
            key={section.id}
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h3 className="font-semibold text-slate-900">{section.title}</h3>
            <ul className="mt-2 space-y-1">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link className="text-brand-700 underline-offset-2 hover:underline" to={link.to}>
                    {link.label}
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
  const centres = useCentresAdmin();
  if (!centres.data || centres.data.length === 0) return null;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Show figures for
      </label>
      <select
        id={id}
        className={controlClass(undefined, 'min-h-11 sm:w-72')}
        value={centreId ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">All centres</option>
        {centres.data.map((centre) => (
          <option key={centre.id} value={centre.id}>
            {centre.name} ({centre.code})
          </option>
        ))}
      </select>
    </div>
  );
}
