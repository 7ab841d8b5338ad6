import { useLingui } from '@lingui/react';
import { useStudentResults } from '../offline-exams-api';
import { DataTable } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/format-date';

/** The student's exam results (online and offline) on their profile. */
export function ResultsPanel({ registrationNumber }: { registrationNumber: string }) {
  const { _ } = useLingui();
  const results = useStudentResults(registrationNumber);
  return (
    <section aria-labelledby="results-heading" className="rounded-md bg-white p-4 shadow-sm">
      <h2 id="results-heading" className="text-lg font-bold text-brand-900">
        {_('student.results.title')}
      </h2>
      {results.isPending && <p className="mt-2 text-slate-700">{_('ui.loading')}</p>}
      {results.isError && (
        <p role="alert" className="mt-2 text-red-700">
          {_('student.results.loadFailed')}
        </p>
      )}
      {results.data && results.data.length === 0 && (
        <p className="mt-2 text-slate-700">{_('student.results.none')}</p>
      )}
      {results.data && results.data.length > 0 && (
        // A card per result on a phone (styles.css: table-cards); focusable, so the keyboard can
        // scroll the table if it is ever wider than its panel.
        <div
          className="mt-2 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={_('student.results.tableLabel')}
        >
          <DataTable
            caption={_('student.results.caption')}
            columns={[
              {
                id: 'exam',
                header: _('student.results.exam'),
                rowHeader: true,
                cell: (result) => (
                  <>
                    {result.title}
                    <span className="block text-xs font-normal text-slate-600">
                      {result.source === 'online'
                        ? _('student.results.online')
                        : _('student.results.offline')}
                    </span>
                  </>
                ),
              },
              {
                id: 'date',
                header: _('student.results.date'),
                cell: (result) => formatDate(result.examDate),
              },
              {
                id: 'percentage',
                header: _('student.results.percentage'),
                cell: (result) => result.percentage,
              },
              {
                id: 'grade',
                header: _('student.results.grade'),
                className: 'font-semibold',
                cell: (result) => result.grade,
              },
              {
                id: 'result',
                header: _('student.results.result'),
                className: (result) =>
                  `font-semibold ${result.passed ? 'text-green-800' : 'text-red-700'}`,
                cell: (result) =>
                  result.passed ? _('student.results.pass') : _('student.results.fail'),
              },
            ]}
            rows={results.data}
            rowKey={(result) => `${result.source}-${result.sourceId}`}
          />
        </div>
      )}
    </section>
  );
}
