import type { Report, ReportTable } from '@institute/shared/reports';

/** Colours of the series: the brand's blue, then contrasting hues readable on white. */
const COLOURS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f'];

/**
 * One table of a report drawn as a bar chart in SVG on the server (Apache ECharts' server-side
 * renderer, decision 0065): the first column along the axis, each number column a series
 * (money in rupees, percentages as percent). The page shows the numbers as a table beside it.
 */
export async function reportChartSvg(
  report: Report,
  table: ReportTable,
  size: { width: number; height: number },
): Promise<string> {
  const echarts = await import('echarts');
  const [axis, ...rest] = table.columns;
  const series = rest.filter((column) => column.type !== 'text');
  const value = (type: string, cell: unknown) =>
    cell === null || cell === undefined
      ? null
      : type === 'paise'
        ? Number(cell) / 100
        : type === 'percent'
          ? Number(cell) / 100
          : Number(cell);
  const chart = echarts.init(null, null, {
    renderer: 'svg',
    ssr: true,
    width: size.width,
    height: size.height,
  });
  try {
    chart.setOption({
      animation: false,
      color: COLOURS,
      title: { text: `${report.title} – ${table.title}`, textStyle: { fontSize: 13 }, left: 0 },
      legend: { top: 24, left: 0, textStyle: { fontSize: 11 } },
      grid: { top: 70, left: 8, right: 8, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        data: table.rows.map((row) => String(row[axis!.key] ?? '')),
        axisLabel: { fontSize: 10, interval: 0, rotate: table.rows.length > 6 ? 45 : 0 },
      },
      yAxis: { type: 'value', axisLabel: { fontSize: 10 } },
      series: series.map((column) => ({
        type: 'bar',
        name: column.label,
        data: table.rows.map((row) => value(column.type, row[column.key])),
      })),
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
