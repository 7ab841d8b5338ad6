import { formatPercentage } from '@institute/shared/grading';
import { useLingui } from '@lingui/react';
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
  const { _ } = useLingui();

  return (
    <div className="p-4 sm:p-8">
      <PageHeading
        title={_('onlineExams.appeared.title')}
        intro={_('onlineExams.appeared.intro')}
        actions={
          examId !== null && appeared.data ? (
            <a href={appearedCsvHref(examId)} className={SECONDARY} download>
              {_('onlineExams.appeared.exportCsv')}
            </a>
          ) : undefined
        }
      />
      {exams.isError && <ErrorMessage>{_('onlineExams.common.examsFailed')}</ErrorMessage>}
      <SelectField
        className="max-w-xl"
        label={_('onlineExams.common.exam')}
        placeholder={
          exams.isPending
            ? _('onlineExams.appeared.loadingExams')
            : _('onlineExams.appeared.selectExam')
        }
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
        {appeared.isError && <ErrorMessage>{_('onlineExams.appeared.loadFailed')}</ErrorMessage>}
        {appeared.data && (
          <>
            <div className="mb-3 flex flex-wrap items-center gap-3 text-slate-800">
              <ExamStatusBadge status={appeared.data.exam.status} />
              <span>
                {_('onlineExams.appeared.counts', {
                  count,
                  total: rows.length,
                  absent: rows.length - count,
                })}
              </span>
            </div>
            <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
              <DataTable
                caption={_('onlineExams.appeared.caption', { title: appeared.data.exam.title })}
                className="w-full text-left"
                columns={[
                  {
                    id: 'registrationNumber',
                    header: _('onlineExams.appeared.registrationNumber'),
                    className: 'font-mono',
                    sortValue: (row) => row.registrationNumber,
                    cell: (row) => row.registrationNumber,
                  },
                  {
                    id: 'name',
                    header: _('onlineExams.appeared.name'),
                    sortValue: (row) => row.name,
                    cell: (row) => row.name,
                  },
                  {
                    id: 'appeared',
                    header: _('onlineExams.appeared.appeared'),
                    cell: (row) =>
                      row.appeared ? (
                        <span className="font-semibold text-green-800">
                          {_('onlineExams.appeared.yes')}
                        </span>
                      ) : (
                        <span className="font-semibold text-red-700">
                          {_('onlineExams.appeared.didNotAppear')}
                        </span>
                      ),
                  },
                  {
                    id: 'started',
                    header: _('onlineExams.appeared.started'),
                    cell: (row) => (row.startedAt ? formatExamTime(row.startedAt) : '—'),
                  },
                  {
                    id: 'submitted',
                    header: _('onlineExams.appeared.submitted'),
                    cell: (row) => (
                      <>
                        {row.submittedAt ? formatExamTime(row.submittedAt) : '—'}
                        {row.submittedBy === 'server' && (
                          <div className="text-slate-600">
                            {_('onlineExams.appeared.automatically')}
                          </div>
                        )}
                      </>
                    ),
                  },
                  {
                    id: 'score',
                    header: _('onlineExams.appeared.score'),
                    cell: (row) =>
                      row.obtainedMarks !== null
                        ? `${row.obtainedMarks} / ${row.maximumMarks}`
                        : '—',
                  },
                  {
                    id: 'percentage',
                    header: _('onlineExams.common.percentage'),
                    sortValue: (row) => row.percentageBp ?? -1,
                    cell: (row) =>
                      row.percentageBp !== null ? formatPercentage(row.percentageBp) : '—',
                  },
                  {
                    id: 'grade',
                    header: _('onlineExams.common.grade'),
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
