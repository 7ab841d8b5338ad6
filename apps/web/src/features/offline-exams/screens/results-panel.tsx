import { useStudentResults } from '../offline-exams-api';
import { DataTable } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/format-date';

/** The student's exam results (online and offline) on their profile. */
export function ResultsPanel({ registrationNumber }: { registrationNumber: string }) {
  const results = useStudentResults(registrationNumber);
  return (
    <section aria-labelledby="results-heading" className="rounded-md bg-white p-4 shadow-sm">
      <h2 id="results-heading" className="text-lg font-bold text-brand-900">
        Results
      </h2>
      {results.isPending && <p className="mt-2 text-slate-700">Loading...</p>}
      {results.isError && (
        <p role="alert" className="mt-2 text-red-700">
          Could not load the results.
        </p>
      )}
      {results.data && results.data.length === 0 && (
        <p className="mt-2 text-slate-700">No exam results yet.</p>
      )}
      {results.data && results.data.length > 0 && (
        // A card per result on a phone (styles.css: table-cards); focusable, so the keyboard can
        // scroll the table if it is ever wider than its panel.
        <div
          className="mt-2 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label="Exam results table"
        >
          <DataTable
            caption="Exam results"
            columns={[
              {
                id: 'exam',
                header: 'Exam',
                rowHeader: true,
                cell: (result) => (
                  <>
                    {result.title}
                    <span className="block text-xs font-normal text-slate-600">
                      {result.source === 'online' ? 'Online exam' : 'Offline exam'}
                    </span>
                  </>
                ),
              },
              { id: 'date', header: 'Date', cell: (result) => formatDate(result.examDate) },
              { id: 'percentage', header: 'Percentage', cell: (result) => result.percentage },
              {
                id: 'grade',
                header: 'Grade',
                className: 'font-semibold',
                cell: (result) => result.grade,
              },
              {
                id: 'result',
                header: 'Result',
                className: (result) =>
                  `font-semibold ${result.passed ? 'text-green-800' : 'text-red-700'}`,
                cell: (result) => (result.passed ? 'Pass' : 'Fail'),
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
