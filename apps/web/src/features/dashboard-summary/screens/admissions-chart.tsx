import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatLocale } from '../../../lib/format-locale';

/** 'Nov 2026' (Hindi: 'नव॰ 2026') from '2026-11', in the page's language; the text itself if not a month. */
export function monthLabel(month: string, withYear = true): string {
  const date = new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return date.toLocaleDateString(formatLocale(), {
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}

const WIDTH = 600;
const HEIGHT = 200;
const TOP = 20;
const BOTTOM = 28;

/** Admissions per month as bars (an SVG drawn here), with the same figures as a table. */
export function AdmissionsChart({ months }: { months: { month: string; count: number }[] }) {
  const titleId = useId();
  const { _ } = useLingui();
  const number = (value: number) => value.toLocaleString(formatLocale());
  const monthColumns: DataColumn<{ month: string; count: number }>[] = [
    {
      id: 'month',
      header: _('home.chart.month'),
      rowHeader: true,
      className: 'font-normal',
      cell: (m) => monthLabel(m.month),
    },
    { id: 'count', header: _('home.chart.admissions'), cell: (m) => number(m.count) },
  ];
  const max = Math.max(1, ...months.map((m) => m.count));
  const slot = WIDTH / Math.max(1, months.length);
  const barWidth = slot * 0.6;
  const plot = HEIGHT - TOP - BOTTOM;
  const total = months.reduce((sum, m) => sum + m.count, 0);
  const summary = _('home.chart.summary', {
    from: monthLabel(months[0]?.month ?? ''),
    to: monthLabel(months.at(-1)?.month ?? ''),
    total: number(total),
    max: number(max),
  });
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption id={titleId} className="font-semibold text-slate-900">
        {_('home.chart.title')}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-summary`}
        className="mt-3 h-auto w-full"
      >
        <line
          x1="0"
          x2={WIDTH}
          y1={HEIGHT - BOTTOM}
          y2={HEIGHT - BOTTOM}
          className="stroke-slate-300"
        />
        {months.map((m, index) => {
          const height = (m.count / max) * plot;
          const x = index * slot + (slot - barWidth) / 2;
          const y = HEIGHT - BOTTOM - height;
          return (
            <g key={m.month}>
              <rect
                x={x}
                y={y}
                width={barWidth}
                height={Math.max(height, m.count > 0 ? 2 : 0)}
                rx="3"
                className="fill-brand-600"
              >
                <title>{`${monthLabel(m.month)}: ${number(m.count)}`}</title>
              </rect>
              {m.count > 0 && (
                <text
                  x={x + barWidth / 2}
                  y={y - 5}
                  textAnchor="middle"
                  className="fill-slate-700 text-[13px]"
                >
                  {number(m.count)}
                </text>
              )}
              <text
                x={x + barWidth / 2}
                y={HEIGHT - 8}
                textAnchor="middle"
                className="fill-slate-600 text-[13px]"
              >
                {monthLabel(m.month, false)}
              </text>
            </g>
          );
        })}
      </svg>
      <p id={`${titleId}-summary`} className="sr-only">
        {summary}
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">
          {_('home.chart.showTable')}
        </summary>
        <DataTable
          caption={_('home.chart.caption')}
          className="mt-2 w-full text-left"
          columns={monthColumns}
          rows={months}
          rowKey={(m) => m.month}
        />
      </details>
    </figure>
  );
}
