import type { ExamItem } from '@institute/shared/online-exams';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { formatWindow } from '../exam-format';
import { useCancelExam, useExams } from '../online-exams-api';
import { ApiRequestError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { ExamStatusBadge } from './exam-status-badge';
import { ScheduleExamForm } from './schedule-exam-form';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { PageHeading } from '../../../components/ui/page-heading';
import { PRIMARY, SECONDARY, TEXT_LINK } from '../../../components/ui/button';
import { SMALL_BUTTON } from '../../../components/ui/button';

/** Exam Link: the centre's online exams, and scheduling a new one. */
export function ExamLinkPage() {
  const user = useStaffUser();
  const exams = useExams();
  const cancel = useCancelExam();
  const [scheduling, setScheduling] = useState(false);
  const [cancelling, setCancelling] = useState<ExamItem | null>(null);

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: ({ message }) => {
        showToast(`${cancelling.title}: ${message}.`, 'success');
        setCancelling(null);
      },
      onError: (error) => {
        setCancelling(null);
        showToast(
          error instanceof ApiRequestError && !error.isNetworkError && error.status < 500
            ? error.message
            : 'Could not cancel the exam. Please try again.',
          'error',
        );
      },
    });
  };

  return (
    <div className="p-4 sm:p-8">
      <PageHeading
        title="Exam Link"
        intro="Schedule online exams for a batch of students: our own test from the question bank, or a link to an exam elsewhere."
        actions={
          <>
            <Link to="/dashboard/QuestionBank" className={SECONDARY}>
              Question bank
            </Link>
            <button type="button" className={PRIMARY} onClick={() => setScheduling(true)}>
              Schedule exam
            </button>
          </>
        }
      />
      {exams.isPending && <LoadingMessage />}
      {exams.isError && <ErrorMessage>Could not load the exams. Please try again.</ErrorMessage>}
      {exams.data && exams.data.length === 0 && (
        <p className="rounded-md bg-white p-4 text-slate-700">No online exam scheduled yet.</p>
      )}
      {exams.data && exams.data.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <DataTable
            caption="Online exams"
            cards={false}
            className="w-full text-left"
            columns={[
              {
                id: 'exam',
                header: 'Exam',
                cell: (exam) => (
                  <>
                    <div className="font-medium text-slate-900">{exam.title}</div>
                    <div className="text-slate-600">
                      {exam.courseName}
                      {exam.courseOption ? ` · ${exam.courseOption}` : ''}
                      {isHeadOffice(user) ? ` · ${exam.centreName}` : ''}
                    </div>
                    <div className="text-slate-600">
                      {exam.kind === 'test' ? (
                        `Online test: ${exam.questionCount} question${exam.questionCount === 1 ? '' : 's'}${exam.selection === 'random' ? ' drawn at random' : ''}`
                      ) : (
                        <a
                          href={exam.examLink ?? undefined}
                          className={TEXT_LINK}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          Exam link
                        </a>
                      )}
                    </div>
                  </>
                ),
              },
              {
                id: 'window',
                header: 'Window',
                cell: (exam) => (
                  <>
                    <div>{formatWindow(exam.startsAt, exam.endsAt)}</div>
                    <div className="text-slate-600">{exam.durationMinutes} minutes</div>
                  </>
                ),
              },
              {
                id: 'students',
                header: 'Students',
                cell: (exam) => `${exam.appeared} of ${exam.candidates} appeared`,
              },
              {
                id: 'status',
                header: 'Status',
                cell: (exam) => <ExamStatusBadge status={exam.status} />,
              },
              {
                id: 'actions',
                header: 'Actions',
                actions: true,
                cell: (exam) => (
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={`/dashboard/AppearedStudents?exam=${exam.id}`}
                      className={SMALL_BUTTON}
                      aria-label={`Appeared students of ${exam.title}`}
                    >
                      Appeared students
                    </Link>
                    {exam.appeared === 0 &&
                      (exam.status === 'scheduled' || exam.status === 'open') && (
                        <button
                          type="button"
                          className={SMALL_BUTTON}
                          aria-label={`Cancel ${exam.title}`}
                          onClick={() => setCancelling(exam)}
                        >
                          Cancel
                        </button>
                      )}
                  </div>
                ),
              },
            ]}
            rows={exams.data}
            rowKey={(exam) => exam.id}
          />
        </div>
      )}

      <Dialog
        open={scheduling}
        title="Schedule online exam"
        className="max-w-2xl"
        onClose={() => setScheduling(false)}
      >
        {scheduling && (
          <ScheduleExamForm
            headOffice={isHeadOffice(user)}
            onScheduled={(exam) => {
              setScheduling(false);
              showToast(
                `${exam.title} was scheduled for ${exam.candidates} student${exam.candidates === 1 ? '' : 's'}.`,
                'success',
              );
            }}
          />
        )}
      </Dialog>

      <Dialog
        open={cancelling !== null}
        title="Cancel exam?"
        onClose={() => {
          if (!cancel.isPending) setCancelling(null);
        }}
      >
        {cancelling && (
          <>
            <p className="text-slate-800">
              {cancelling.title} will no longer be shown to its students.
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              <button
                type="button"
                className={PRIMARY}
                disabled={cancel.isPending}
                onClick={confirmCancel}
              >
                Cancel exam
              </button>
              <button type="button" className={SECONDARY} onClick={() => setCancelling(null)}>
                Keep it
              </button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}
