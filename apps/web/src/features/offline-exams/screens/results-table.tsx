import type { MarksSheet } from '@institute/shared/offline-exams';
import { Link } from 'react-router';
import { admitCardsPrintPath, marksheetPdfUrl, marksheetPrintPath } from '../offline-exams-api';
import { TEXT_LINK } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';

/** View Marks by exam session: each student's marks, total, percentage, grade and result. */
export function ResultsTable({ sheet }: { sheet: MarksSheet }) {
  const { session } = sheet;
  const maximum = session.subjects.reduce((sum, subject) => sum + subject.maxMarks, 0);
  if (sheet.rows.length === 0) {
    return <p className="rounded-md bg-white p-4 text-slate-700">No candidates in this session.</p>;
  }
  type Row = MarksSheet['rows'][number];
  const columns: DataColumn<Row>[] = [
    {
      id: 'student',
      header: 'Student',
      rowHeader: true,
      className: 'text-slate-900',
      cell: (row) => (
        <>
          {row.name}
          <span className="block text-xs font-normal text-slate-600">{row.registrationNumber}</span>
        </>
      ),
    },
    ...session.subjects.map((subject): DataColumn<Row> => ({
      id: `subject-${subject.id}`,
      header: `${subject.name} (${subject.maxMarks})`,
      headerContent: (
        <>
          {subject.name} <span className="font-normal">({subject.maxMarks})</span>
        </>
      ),
      cell: (row) => {
        const cell = row.cells.find((c) => c.subjectId === subject.id);
        return cell?.absent ? 'Absent' : (cell?.marks ?? '-');
      },
    })),
    {
      id: 'total',
      header: `Total (${maximum})`,
      className: 'font-semibold',
      cell: (row) => (row.result ? row.result.obtainedMarks : '-'),
    },
    { id: 'percentage', header: 'Percentage', cell: (row) => row.result?.percentage ?? '-' },
    {
      id: 'grade',
      header: 'Grade',
      className: 'font-semibold',
      cell: (row) => row.result?.grade ?? '-',
    },
    {
      id: 'result',
      header: 'Result',
      cell: (row) =>
        row.result ? (
          <span className={row.result.passed ? 'text-green-800' : 'text-red-700'}>
            {row.result.passed ? 'Pass' : 'Fail'}
          </span>
        ) : row.allAbsent ? (
          'Absent'
        ) : (
          'Not entered'
        ),
    },
    {
      id: 'documents',
      header: 'Documents',
      actions: true,
      cell: (row) => (
        <div className="flex flex-wrap gap-x-3 gap-y-1">
          {row.cells.some((cell) => cell.absent || cell.marks !== null) && (
            <>
              <Link
                to={marksheetPrintPath(session.id, row.registrationNumber)}
                className={TEXT_LINK}
              >
                Print marksheet<span className="sr-only"> of {row.name}</span>
              </Link>
              <a href={marksheetPdfUrl(session.id, row.registrationNumber)} className={TEXT_LINK}>
                Download PDF<span className="sr-only"> marksheet of {row.name}</span>
              </a>
            </>
          )}
          <Link to={admitCardsPrintPath(session.id, row.registrationNumber)} className={TEXT_LINK}>
            Admit card<span className="sr-only"> of {row.name}</span>
          </Link>
        </div>
      ),
    },
  ];
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <DataTable
        caption={`Results of ${session.title}`}
        cards={false}
        columns={columns}
        rows={sheet.rows}
        rowKey={(row) => row.studentId}
      />
    </div>
  );
}
