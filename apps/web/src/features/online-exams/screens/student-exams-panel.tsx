import type { StudentExam } from '@institute/shared/online-exams';
import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { formatExamTime, scoreText } from '../exam-format';
import { recordLinkOpened, useStudentExams } from '../online-exams-api';
import { FOCUS_RING } from '../../../components/ui/focus-ring';

const ACTION = `inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 ${FOCUS_RING}`;

function ExamAction({
  exam,
  registrationNumber,
}: {
  exam: StudentExam;
  registrationNumber: string;
}) {
  const { _ } = useLingui();
  if (exam.result) {
    return (
      <p className="font-medium text-slate-900">
        <Trans
          id={exam.result.passed ? 'exam.panel.resultPassed' : 'exam.panel.resultFailed'}
          values={{
            score: scoreText(
              exam.result.obtainedMarks,
              exam.result.maximumMarks,
              exam.result.percentageBp,
            ),
            grade: exam.result.grade,
          }}
          components={{
            0: <span className={exam.result.passed ? 'text-green-800' : 'text-red-700'} />,
          }}
        />
      </p>
    );
  }
  if (exam.status === 'upcoming') {
    const time = formatExamTime(exam.startsAt);
    return (
      <p className="text-slate-700">
        {exam.kind === 'link'
          ? _('exam.panel.opensLink', { time })
          : _('exam.panel.opensExam', { time })}
      </p>
    );
  }
  if (exam.status === 'closed') {
    return (
      <p className="text-slate-700">
        {exam.kind === 'link' && exam.startedAt
          ? _('exam.panel.linkOpened', { time: formatExamTime(exam.startedAt) })
          : exam.submittedAt
            ? _('exam.panel.submitted')
            : _('exam.panel.absent')}
      </p>
    );
  }
  if (exam.kind === 'link' && exam.examLink) {
    return (
      <a
        href={exam.examLink}
        target="_blank"
        rel="noopener noreferrer"
        className={ACTION}
        onClick={() => recordLinkOpened(registrationNumber, exam.id)}
      >
        <Trans id="exam.panel.openLink" components={{ 0: <span className="sr-only" /> }} />
      </a>
    );
  }
  return (
    <Link to={`/exam/${exam.id}`} className={ACTION}>
      <Trans
        id={exam.startedAt ? 'exam.panel.resume' : 'exam.panel.start'}
        values={{ title: exam.title }}
        components={{ 0: <span className="sr-only" /> }}
      />
    </Link>
  );
}

/** The student's online exams on their profile: upcoming, open now, and past with the score. */
export function StudentExamsPanel({ registrationNumber }: { registrationNumber: string }) {
  const { _ } = useLingui();
  const exams = useStudentExams(registrationNumber);
  if (exams.isPending) return null;
  if (exams.isError) {
    return (
      <section aria-labelledby="online-exams-heading" className="rounded-lg bg-slate-50 p-4">
        <h2 id="online-exams-heading" className="font-semibold">
          {_('exam.panel.title')}
        </h2>
        <p role="alert" className="mt-1 text-red-700">
          {_('exam.panel.loadFailed')}
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="online-exams-heading" className="rounded-lg bg-slate-50 p-4">
      <h2 id="online-exams-heading" className="font-semibold">
        {_('exam.panel.title')}
      </h2>
      {exams.data.length === 0 ? (
        <p className="mt-1 text-slate-700">{_('exam.panel.none')}</p>
      ) : (
        <ul className="mt-2 grid gap-3">
          {exams.data.map((exam) => (
            <li key={exam.id} className="rounded-md border border-slate-200 bg-white p-3">
              <h3 className="font-medium text-slate-900">{exam.title}</h3>
              <p className="text-sm text-slate-700">
                {_('exam.take.window', {
                  start: formatExamTime(exam.startsAt),
                  end: formatExamTime(exam.endsAt),
                  minutes: exam.durationMinutes,
                })}
              </p>
              {exam.instructions && exam.status !== 'closed' && !exam.result && (
                <p className="mt-1 text-sm whitespace-pre-line text-slate-700">
                  {exam.instructions}
                </p>
              )}
              <div className="mt-2">
                <ExamAction exam={exam} registrationNumber={registrationNumber} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
