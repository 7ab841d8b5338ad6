import type { MarksSheet } from '@institute/shared/offline-exams';
import { Link } from 'react-router';
import { admitCardsPrintPath, marksheetPdfUrl, marksheetPrintPath } from '../offline-exams-api';
import { TEXT_LINK } from '../../../components/ui/button';

/** View Marks by exam session: each student's marks, total, percentage, grade and result. */
export function ResultsTable({ sheet }: { sheet: MarksSheet }) {
  const { session } = sheet;
  const maximum = session.subjects.reduce((sum, subject) => sum + subject.maxMarks, 0);
  if (sheet.rows.length === 0) {
    return <p className="rounded-md bg-white p-4 text-slate-700">No candidates in this session.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Results of {session.title}</caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              Student
            </th>
            {session.subjects.map((subject) => (
              <th key={subject.id} scope="col" className="px-3 py-2">
                {subject.name} <span className="font-normal">({subject.maxMarks})</span>
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              Total ({maximum})
            </th>
            <th scope="col" className="px-3 py-2">
              Percentage
            </th>
            <th scope="col" className="px-3 py-2">
              Grade
            </th>
            <th scope="col" className="px-3 py-2">
              Result
            </th>
            <th scope="col" className="px-3 py-2">
              Documents
            </th>
          </tr>
        </thead>
        <tbody>
          {sheet.rows.map((row) => {
            const hasMarks = row.cells.some((cell) => cell.absent || cell.marks !== null);
            return (
              <tr key={row.studentId} className="border-t border-slate-200">
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                  {row.name}
                  <span className="block text-xs font-normal text-slate-600">
                    {row.registrationNumber}
                  </span>
                </th>
                {row.cells.map((cell) => (
                  <td key={cell.subjectId} className="px-3 py-2">
                    {cell.absent ? 'Absent' : (cell.marks ?? '-')}
                  </td>
                ))}
                <td className="px-3 py-2 font-semibold">
                  {row.result ? row.result.obtainedMarks : '-'}
                </td>
                <td className="px-3 py-2">{row.result?.percentage ?? '-'}</td>
                <td className="px-3 py-2 font-semibold">{row.result?.grade ?? '-'}</td>
                <td className="px-3 py-2">
                  {row.result ? (
                    <span className={row.result.passed ? 'text-green-800' : 'text-red-700'}>
                      {row.result.passed ? 'Pass' : 'Fail'}
                    </span>
                  ) : row.allAbsent ? (
                    'Absent'
                  ) : (
                    'Not entered'
                  )}
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-x-3 gap-y-1">
                    {hasMarks && (
                      <>
                        <Link
                          to={marksheetPrintPath(session.id, row.registrationNumber)}
                          className={TEXT_LINK}
                        >
                          Print marksheet<span className="sr-only"> of {row.name}</span>
                        </Link>
                        <a
                          href={marksheetPdfUrl(session.id, row.registrationNumber)}
                          className={TEXT_LINK}
                        >
                          Download PDF<span className="sr-only"> marksheet of {row.name}</span>
                        </a>
                      </>
                    )}
                    <Link
                      to={admitCardsPrintPath(session.id, row.registrationNumber)}
                      className={TEXT_LINK}
                    >
                      Admit card<span className="sr-only"> of {row.name}</span>
                    </Link>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
