import { formatPercentage } from '@institute/shared/grading';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../../components/form/select-field';
import { DataTable } from '../../../components/ui/data-table';
import { formatExamTime } from '../exam-format';
import { appearedCsvHref, useAppeared, useExams } from '../online-exams-api';
import { ExamStatusBadge } from './exam-status-badge';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { PageHeading } from '../../../components/ui/page-heading';
import { SECONDARY } from '../../../components/ui/button';

/** Appeared Students: per exam, who appeared (when, score, grade) and who did not. */
export function AppearedStudentsPage() {
  const [params, setParams] = useSearchParams();
  const exams = useExams();
  const examId = Number(params.get('exam')) || null;
  const appeared = useAppeared(examId);
  const rows = appeared.data?.rows ?? [];
  const count = rows.filter((row) => row.appeared).length;

  return (
    <div className="p-4 sm:p-8">
      <PageHeading
        title="Appeared Students"
        intro="Who appeared in an online exam, when, and their score; and who did not."
        actions={
          examId !== null && appeared.data ? (
            <a href={appearedCsvHref(examId)} className={SECONDARY} download>
              Export CSV
            </a>
          ) : undefined
        }
      />
      {exams.isError && <ErrorMessage>Could not load the exams. Please try again.</ErrorMessage>}
      <SelectField
        className="max-w-xl"
        label="Exam"
        placeholder={exams.isPending ? 'Loading exams...' : 'Select exam'}
        value={examId === null ? '' : String(examId)}
        onChange={(event) =>
          setParams(event.target.value ? { exam: event.target.value } : {}, { replace: true })
        }
        options={(exams.data ?? []).map((exam) => ({
          value: String(exam.id),
          label: `${exam.title} (${formatExamTime(exam.startsAt)})`,
        }))}
      />

      <div className="mt-6">
        {examId !== null && appeared.isPending && <LoadingMessage />}
        {appeared.isError && (
          <ErrorMessage>Could not load the students of this exam. Please try again.</ErrorMessage>
        )}
        {appeared.data && (
          <>
            <div className="mb-3 flex flex-wrap items-center gap-3 text-slate-800">
              <ExamStatusBadge status={appeared.data.exam.status} />
              <span>
                {count} of {rows.length} appeared · {rows.length - count} did not appear
              </span>
            </div>
            <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
              <DataTable
                caption={`Students of ${appeared.data.exam.title}`}
                cards={false}
                className="w-full text-left"
                columns={[
                  {
                    id: 'registrationNumber',
                    header: 'Registration Number',
                    className: 'font-mono',
                    sortValue: (row) => row.registrationNumber,
                    cell: (row) => row.registrationNumber,
                  },
                  {
                    id: 'name',
                    header: 'Name',
                    sortValue: (row) => row.name,
                    cell: (row) => row.name,
                  },
                  {
                    id: 'appeared',
                    header: 'Appeared',
                    cell: (row) =>
                      row.appeared ? (
                        <span className="font-semibold text-green-800">Yes</span>
                      ) : (
                        <span className="font-semibold text-red-700">Did not appear</span>
                      ),
                  },
                  {
                    id: 'started',
                    header: 'Started',
                    cell: (row) => (row.startedAt ? formatExamTime(row.startedAt) : '—'),
                  },
                  {
                    id: 'submitted',
                    header: 'Submitted',
                    cell: (row) => (
                      <>
                        {row.submittedAt ? formatExamTime(row.submittedAt) : '—'}
                        {row.submittedBy === 'server' && (
                          <div className="text-slate-600">Automatically at the deadline</div>
                        )}
                      </>
                    ),
                  },
                  {
                    id: 'score',
                    header: 'Score',
                    cell: (row) =>
                      row.obtainedMarks !== null
                        ? `${row.obtainedMarks} / ${row.maximumMarks}`
                        : '—',
                  },
                  {
                    id: 'percentage',
                    header: 'Percentage',
                    sortValue: (row) => row.percentageBp ?? -1,
                    cell: (row) =>
                      row.percentageBp !== null ? formatPercentage(row.percentageBp) : '—',
                  },
                  {
                    id: 'grade',
                    header: 'Grade',
                    className: 'font-semibold',
                    cell: (row) => row.grade ?? '—',
                  },
                ]}
                rows={rows}
                rowKey={(row) => row.studentId}
              />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
