import { useStudentResults } from '../offline-exams-api';
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
          <table className="table-cards min-w-full text-sm">
            <thead className="text-left text-slate-700">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Exam
                </th>
                <th scope="col" className="py-1 pr-3">
                  Date
                </th>
                <th scope="col" className="py-1 pr-3">
                  Percentage
                </th>
                <th scope="col" className="py-1 pr-3">
                  Grade
                </th>
                <th scope="col" className="py-1 pr-3">
                  Result
                </th>
              </tr>
            </thead>
            <tbody>
              {results.data.map((result) => (
                <tr
                  key={`${result.source}-${result.sourceId}`}
                  className="border-t border-slate-200"
                >
                  <th scope="row" className="py-1 pr-3 text-left font-medium">
                    {result.title}
                    <span className="block text-xs font-normal text-slate-600">
                      {result.source === 'online' ? 'Online exam' : 'Offline exam'}
                    </span>
                  </th>
                  <td data-label="Date" className="py-1 pr-3">
                    {formatDate(result.examDate)}
                  </td>
                  <td data-label="Percentage" className="py-1 pr-3">
                    {result.percentage}
                  </td>
                  <td data-label="Grade" className="py-1 pr-3 font-semibold">
                    {result.grade}
                  </td>
                  <td
                    data-label="Result"
                    className={`py-1 pr-3 font-semibold ${result.passed ? 'text-green-800' : 'text-red-700'}`}
                  >
                    {result.passed ? 'Pass' : 'Fail'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
