import type { ExamItem } from '@institute/shared/online-exams';
import { useLingui } from '@lingui/react';
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
  const { _, i18n } = useLingui();

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: ({ message }) => {
        showToast(_('onlineExams.link.cancelled', { title: cancelling.title, message }), 'success');
        setCancelling(null);
      },
      onError: (error) => {
        setCancelling(null);
        showToast(
          error instanceof ApiRequestError && !error.isNetworkError && error.status < 500
            ? error.message
            : _('onlineExams.link.cancelFailed'),
          'error',
        );
      },
    });
  };

  return (
    <div className="p-4 sm:p-8">
      <PageHeading
        title={_('onlineExams.link.title')}
        intro={_('onlineExams.link.intro')}
        actions={
          <>
            <Link to="/dashboard/QuestionBank" className={SECONDARY}>
              {_('onlineExams.link.questionBank')}
            </Link>
            <button type="button" className={PRIMARY} onClick={() => setScheduling(true)}>
              {_('onlineExams.link.schedule')}
            </button>
          </>
        }
      />
      {exams.isPending && <LoadingMessage />}
      {exams.isError && <ErrorMessage>{_('onlineExams.common.examsFailed')}</ErrorMessage>}
      {exams.data && exams.data.length === 0 && (
        <p className="rounded-md bg-white p-4 text-slate-700">{_('onlineExams.link.none')}</p>
      )}
      {exams.data && exams.data.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <DataTable
            caption={_('onlineExams.link.caption')}
            className="w-full text-left"
            columns={[
              {
                id: 'exam',
                header: _('onlineExams.common.exam'),
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
                        exam.selection === 'random' ? (
                          _('onlineExams.link.testRandom', { count: exam.questionCount })
                        ) : (
                          _('onlineExams.link.test', { count: exam.questionCount })
                        )
                      ) : (
                        <a
                          href={exam.examLink ?? undefined}
                          className={TEXT_LINK}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          {_('onlineExams.link.examLink')}
                        </a>
                      )}
                    </div>
                  </>
                ),
              },
              {
                id: 'window',
                header: _('onlineExams.link.window'),
                cell: (exam) => (
                  <>
                    <div>{formatWindow(exam.startsAt, exam.endsAt, i18n)}</div>
                    <div className="text-slate-600">
                      {_('onlineExams.link.minutes', { minutes: exam.durationMinutes })}
                    </div>
                  </>
                ),
              },
              {
                id: 'students',
                header: _('onlineExams.link.students'),
                cell: (exam) =>
                  _('onlineExams.link.appearedOf', {
                    appeared: exam.appeared,
                    candidates: exam.candidates,
                  }),
              },
              {
                id: 'status',
                header: _('onlineExams.link.status'),
                cell: (exam) => <ExamStatusBadge status={exam.status} />,
              },
              {
                id: 'actions',
                header: _('onlineExams.link.actions'),
                actions: true,
                cell: (exam) => (
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={`/dashboard/AppearedStudents?exam=${exam.id}`}
                      className={SMALL_BUTTON}
                      aria-label={_('onlineExams.link.appearedStudentsOf', { title: exam.title })}
                    >
                      {_('onlineExams.link.appearedStudents')}
                    </Link>
                    {exam.appeared === 0 &&
                      (exam.status === 'scheduled' || exam.status === 'open') && (
                        <button
                          type="button"
                          className={SMALL_BUTTON}
                          aria-label={_('onlineExams.link.cancelOf', { title: exam.title })}
                          onClick={() => setCancelling(exam)}
                        >
                          {_('onlineExams.link.cancel')}
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
        title={_('onlineExams.link.scheduleTitle')}
        className="max-w-2xl"
        onClose={() => setScheduling(false)}
      >
        {scheduling && (
          <ScheduleExamForm
            headOffice={isHeadOffice(user)}
            onScheduled={(exam) => {
              setScheduling(false);
              showToast(
                _('onlineExams.link.scheduled', { title: exam.title, count: exam.candidates }),
                'success',
              );
            }}
          />
        )}
      </Dialog>

      <Dialog
        open={cancelling !== null}
        title={_('onlineExams.link.cancelTitle')}
        onClose={() => {
          if (!cancel.isPending) setCancelling(null);
        }}
      >
        {cancelling && (
          <>
            <p className="text-slate-800">
              {_('onlineExams.link.cancelText', { title: cancelling.title })}
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              <button
                type="button"
                className={PRIMARY}
                disabled={cancel.isPending}
                onClick={confirmCancel}
              >
                {_('onlineExams.link.cancelExam')}
              </button>
              <button type="button" className={SECONDARY} onClick={() => setCancelling(null)}>
                {_('onlineExams.common.keepIt')}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}
