import { formatPercentage } from '@institute/shared/grading';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../../components/form/select-field';
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
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Students of {appeared.data.exam.title}</caption>
                <thead className="border-b border-slate-300 bg-slate-50 text-slate-700">
                  <tr>
                    {[
                      'Registration Number',
                      'Name',
                      'Appeared',
                      'Started',
                      'Submitted',
                      'Score',
                      'Percentage',
                      'Grade',
                    ].map((heading) => (
                      <th key={heading} scope="col" className="p-3">
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.studentId} className="border-b border-slate-100 align-top">
                      <td className="p-3 font-mono">{row.registrationNumber}</td>
                      <td className="p-3">{row.name}</td>
                      <td className="p-3">
                        {row.appeared ? (
                          <span className="font-semibold text-green-800">Yes</span>
                        ) : (
                          <span className="font-semibold text-red-700">Did not appear</span>
                        )}
                      </td>
                      <td className="p-3">{row.startedAt ? formatExamTime(row.startedAt) : '—'}</td>
                      <td className="p-3">
                        {row.submittedAt ? formatExamTime(row.submittedAt) : '—'}
                        {row.submittedBy === 'server' && (
                          <div className="text-slate-600">Automatically at the deadline</div>
                        )}
                      </td>
                      <td className="p-3">
                        {row.obtainedMarks !== null
                          ? `${row.obtainedMarks} / ${row.maximumMarks}`
                          : '—'}
                      </td>
                      <td className="p-3">
                        {row.percentageBp !== null ? formatPercentage(row.percentageBp) : '—'}
                      </td>
                      <td className="p-3 font-semibold">{row.grade ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
