import type { MarksSheet } from '@institute/shared/offline-exams';
import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { admitCardsPrintPath, marksheetPdfUrl, marksheetPrintPath } from '../offline-exams-api';
import { TEXT_LINK } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';

/** View Marks by exam session: each student's marks, total, percentage, grade and result. */
export function ResultsTable({ sheet }: { sheet: MarksSheet }) {
  const { session } = sheet;
  const { _ } = useLingui();
  const maximum = session.subjects.reduce((sum, subject) => sum + subject.maxMarks, 0);
  if (sheet.rows.length === 0) {
    return <p className="rounded-md bg-white p-4 text-slate-700">{_('exams.results.none')}</p>;
  }
  type Row = MarksSheet['rows'][number];
  const columns: DataColumn<Row>[] = [
    {
      id: 'student',
      header: _('exams.common.student'),
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
        return cell?.absent ? _('exams.common.absent') : (cell?.marks ?? '-');
      },
    })),
    {
      id: 'total',
      header: _('exams.results.total', { max: maximum }),
      className: 'font-semibold',
      cell: (row) => (row.result ? row.result.obtainedMarks : '-'),
    },
    {
      id: 'percentage',
      header: _('exams.common.percentage'),
      cell: (row) => row.result?.percentage ?? '-',
    },
    {
      id: 'grade',
      header: _('exams.common.grade'),
      className: 'font-semibold',
      cell: (row) => row.result?.grade ?? '-',
    },
    {
      id: 'result',
      header: _('exams.common.result'),
      cell: (row) =>
        row.result ? (
          <span className={row.result.passed ? 'text-green-800' : 'text-red-700'}>
            {row.result.passed ? _('exams.common.pass') : _('exams.common.fail')}
          </span>
        ) : row.allAbsent ? (
          _('exams.common.absent')
        ) : (
          _('exams.results.notEntered')
        ),
    },
    {
      id: 'documents',
      header: _('exams.results.documents'),
      actions: true,
      cell: (row) => (
        <div className="flex flex-wrap gap-x-3 gap-y-1">
          {/* A marksheet is printed once the results are published (decision 0056). */}
          {session.results.status === 'published' &&
            row.cells.some((cell) => cell.absent || cell.marks !== null) && (
              <>
                <Link
                  to={marksheetPrintPath(session.id, row.registrationNumber)}
                  className={TEXT_LINK}
                >
                  <Trans
                    id="exams.results.printMarksheetOf"
                    values={{ name: row.name }}
                    components={{ 0: <span className="sr-only" /> }}
                  />
                </Link>
                <a href={marksheetPdfUrl(session.id, row.registrationNumber)} className={TEXT_LINK}>
                  <Trans
                    id="exams.results.downloadPdfOf"
                    values={{ name: row.name }}
                    components={{ 0: <span className="sr-only" /> }}
                  />
                </a>
              </>
            )}
          <Link to={admitCardsPrintPath(session.id, row.registrationNumber)} className={TEXT_LINK}>
            <Trans
              id="exams.results.admitCardOf"
              values={{ name: row.name }}
              components={{ 0: <span className="sr-only" /> }}
            />
          </Link>
        </div>
      ),
    },
  ];
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <DataTable
        caption={_('exams.results.caption', { title: session.title })}
        columns={columns}
        rows={sheet.rows}
        rowKey={(row) => row.studentId}
      />
    </div>
  );
}
