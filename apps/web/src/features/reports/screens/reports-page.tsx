import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { instituteDate } from '@institute/shared/institute-time';
import { formatPaise } from '@institute/shared/money';
import { REPORT_KINDS, type ReportKind, type ReportTable } from '@institute/shared/reports';
import { useId, useState } from 'react';
import { controlClass } from '../../../components/form/field-parts';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { useLocale } from '../../../i18n/locale';
import { useCatalogue, shownName } from '../../../lib/catalogue';
import { formatDateTime } from '../../../lib/format-date';
import { formatLocale } from '../../../lib/format-locale';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { useCentresAdmin } from '../../centres/centres-api';
import { reportPath, useReport, type ReportFilters } from '../reports-api';

const KIND_LABELS: Record<ReportKind, MessageId> = {
  admissions: 'reports.kind.admissions',
  fees: 'reports.kind.fees',
  wallet: 'reports.kind.wallet',
  funnel: 'reports.kind.funnel',
  results: 'reports.kind.results',
  ranking: 'reports.kind.ranking',
  attendance: 'reports.kind.attendance',
};

/** The first day of the month eleven months before today's, and today (the institute's calendar). */
function lastTwelveMonths(): { from: string; to: string } {
  const today = instituteDate();
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - 11;
  const from = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  return { from, to: today };
}

/** A cell as the page shows it: money in rupees, percentages with two decimals, months named. */
function shown(type: ReportTable['columns'][number]['type'], value: unknown): string {
  if (value === null || value === undefined) return '–';
  const locale = formatLocale();
  switch (type) {
    case 'paise':
      return formatPaise(Number(value));
    case 'percent':
      return `${(Number(value) / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;
    case 'count':
      return Number(value).toLocaleString(locale);
    case 'month':
      return new Date(`${String(value)}-01T00:00:00Z`).toLocaleDateString(locale, {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
    default:
      return String(value);
  }
}

/** Reports: the figures of a period for head office (all centres or one) or a centre. */
export function ReportsPage() {
  const { _ } = useLingui();
  const locale = useLocale();
  const user = useStaffUser();
  const headOffice = isHeadOffice(user);
  const ids = useId();
  const [filters, setFilters] = useState<ReportFilters>(() => ({
    report: 'admissions',
    ...lastTwelveMonths(),
    centreId: null,
    course: '',
    lang: locale,
  }));
  const current = { ...filters, lang: locale };
  const report = useReport(current);
  const centres = useCentresAdmin();
  const catalogue = useCatalogue();
  const set = (change: Partial<ReportFilters>) => setFilters((old) => ({ ...old, ...change }));

  return (
    <div className="p-4 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">{_('reports.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{_('reports.intro')}</p>

      <form
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 print:hidden"
        aria-label={_('reports.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div>
          <label htmlFor={`${ids}-report`} className="block text-sm font-medium text-slate-800">
            {_('reports.field.report')}
          </label>
          <select
            id={`${ids}-report`}
            className={controlClass(undefined, 'min-h-11 w-full')}
            value={filters.report}
            onChange={(event) => set({ report: event.target.value as ReportKind })}
          >
            {REPORT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {_(KIND_LABELS[kind])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-from`} className="block text-sm font-medium text-slate-800">
            {_('reports.field.from')}
          </label>
          <input
            id={`${ids}-from`}
            type="date"
            className={controlClass(undefined, 'min-h-11 w-full')}
            value={filters.from}
            onChange={(event) => event.target.value && set({ from: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${ids}-to`} className="block text-sm font-medium text-slate-800">
            {_('reports.field.to')}
          </label>
          <input
            id={`${ids}-to`}
            type="date"
            className={controlClass(undefined, 'min-h-11 w-full')}
            value={filters.to}
            onChange={(event) => event.target.value && set({ to: event.target.value })}
          />
        </div>
        {headOffice && (
          <div>
            <label htmlFor={`${ids}-centre`} className="block text-sm font-medium text-slate-800">
              {_('reports.field.centre')}
            </label>
            <select
              id={`${ids}-centre`}
              className={controlClass(undefined, 'min-h-11 w-full')}
              value={filters.centreId ?? ''}
              onChange={(event) =>
                set({ centreId: event.target.value ? Number(event.target.value) : null })
              }
            >
              <option value="">{_('reports.allCentres')}</option>
              {(centres.data ?? []).map((centre) => (
                <option key={centre.id} value={centre.id}>
                  {centre.name} ({centre.code})
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor={`${ids}-course`} className="block text-sm font-medium text-slate-800">
            {_('reports.field.course')}
          </label>
          <select
            id={`${ids}-course`}
            className={controlClass(undefined, 'min-h-11 w-full')}
            value={filters.course}
            onChange={(event) => set({ course: event.target.value })}
          >
            <option value="">{_('reports.allCourses')}</option>
            {(catalogue.data ?? []).map((course) => (
              <option key={course.code} value={course.code}>
                {shownName(course.name)}
              </option>
            ))}
          </select>
        </div>
      </form>

      {report.isPending && <p className="mt-6 text-slate-700">{_('reports.loading')}</p>}
      {report.isError && (
        <p role="alert" className="mt-6 text-red-700">
          {report.error instanceof Error && report.error.message
            ? report.error.message
            : _('reports.loadFailed')}
        </p>
      )}
      {report.data && (
        <section aria-labelledby={`${ids}-heading`} className="mt-8">
          <h2 id={`${ids}-heading`} className="text-xl font-semibold text-slate-900">
            {report.data.title}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {_('reports.scope', {
              from: report.data.from,
              to: report.data.to,
              centre: report.data.centre
                ? `${report.data.centre.name} (${report.data.centre.code})`
                : _('reports.allCentres'),
            })}{' '}
            {report.data.summariesAt
              ? _('reports.summariesFreshness', {
                  at: formatDateTime(report.data.summariesAt),
                })
              : _('reports.freshness', {
                  at: formatDateTime(report.data.computedAt),
                })}
          </p>
          <p className="mt-3 flex flex-wrap gap-3 print:hidden">
            <a
              className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
              href={reportPath(current, '/export', { format: 'xlsx' })}
              download
            >
              {_('reports.exportExcel')}
            </a>
            <a
              className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50"
              href={reportPath(current, '/export', { format: 'csv' })}
              download
            >
              {_('reports.exportCsv')}
            </a>
            <button
              type="button"
              className="inline-flex min-h-11 items-center rounded-md border border-slate-400 px-4 font-semibold text-slate-800 hover:bg-slate-50"
              onClick={() => window.print()}
            >
              {_('reports.print')}
            </button>
          </p>
          {report.data.tables.map((table) => (
            <ReportTableView
              key={table.key}
              table={table}
              chartSrc={reportPath(current, '/chart', { table: table.key, width: '640' })}
            />
          ))}
        </section>
      )}
    </div>
  );
}

/** One table of a report: the server's chart beside the same numbers as a table. */
function ReportTableView({ table, chartSrc }: { table: ReportTable; chartSrc: string }) {
  const { _ } = useLingui();
  const hasNumbers = table.columns.some(
    (column) => column.type !== 'text' && column.type !== 'month',
  );
  const columns: DataColumn<ReportTable['rows'][number]>[] = table.columns.map((column, index) => ({
    id: column.key,
    header: column.label,
    rowHeader: index === 0,
    className: index === 0 ? 'font-normal whitespace-nowrap' : 'text-right whitespace-nowrap',
    cell: (row) => {
      const value = row[column.key];
      // A change from the previous period carries its sign.
      const sign = column.key === 'change' && typeof value === 'number' && value > 0 ? '+' : '';
      return sign + shown(column.type, value);
    },
  }));
  return (
    <figure className="mt-6 break-inside-avoid rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="font-semibold text-slate-900">{table.title}</figcaption>
      <div className="mt-3 grid gap-4 xl:grid-cols-2">
        {hasNumbers && table.rows.length > 0 && (
          <img
            src={chartSrc}
            alt={_('reports.chartAlt', { title: table.title })}
            className="h-auto w-full max-w-2xl"
            width={640}
            height={320}
          />
        )}
        <div
          className="overflow-x-auto"
          role="region"
          aria-label={_('reports.tableRegion', { title: table.title })}
          tabIndex={0}
        >
          <DataTable
            caption={table.title}
            className="w-full text-left text-sm"
            columns={columns}
            rows={table.rows}
            rowKey={(_row, index) => index}
            empty={<p className="text-slate-700">{_('reports.empty')}</p>}
          />
        </div>
      </div>
    </figure>
  );
}
