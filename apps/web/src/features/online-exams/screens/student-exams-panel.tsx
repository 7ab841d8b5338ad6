import type { StudentExam } from '@institute/shared/online-exams';
import { Link } from 'react-router';
import { formatExamTime, formatWindow, scoreText } from '../exam-format';
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
  if (exam.result) {
    return (
      <p className="font-medium text-slate-900">
        Score:{' '}
        {scoreText(exam.result.obtainedMarks, exam.result.maximumMarks, exam.result.percentageBp)} ·
        Grade {exam.result.grade}
        <span className={exam.result.passed ? 'text-green-800' : 'text-red-700'}>
          {exam.result.passed ? ' · Passed' : ' · Not passed'}
        </span>
      </p>
    );
  }
  if (exam.status === 'upcoming') {
    return (
      <p className="text-slate-700">
        Opens {formatExamTime(exam.startsAt)}. The {exam.kind === 'link' ? 'link' : 'exam'} becomes
        active then.
      </p>
    );
  }
  if (exam.status === 'closed') {
    return (
      <p className="text-slate-700">
        {exam.kind === 'link' && exam.startedAt
          ? `You opened the exam link on ${formatExamTime(exam.startedAt)}.`
          : exam.submittedAt
            ? 'Submitted.'
            : 'Closed: you did not appear.'}
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
        Open exam link<span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={`/exam/${exam.id}`} className={ACTION}>
      {exam.startedAt ? 'Resume exam' : 'Start exam'}
      <span className="sr-only">: {exam.title}</span>
    </Link>
  );
}

/** The student's online exams on their profile: upcoming, open now, and past with the score. */
export function StudentExamsPanel({ registrationNumber }: { registrationNumber: string }) {
  const exams = useStudentExams(registrationNumber);
  if (exams.isPending) return null;
  if (exams.isError) {
    return (
      <section aria-labelledby="online-exams-heading" className="rounded-lg bg-slate-50 p-4">
        <h2 id="online-exams-heading" className="font-semibold">
          Online exams
        </h2>
        <p role="alert" className="mt-1 text-red-700">
          Could not load your exams. Please reload the page.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="online-exams-heading" className="rounded-lg bg-slate-50 p-4">
      <h2 id="online-exams-heading" className="font-semibold">
        Online exams
      </h2>
      {exams.data.length === 0 ? (
        <p className="mt-1 text-slate-700">No online exam has been scheduled for you yet.</p>
      ) : (
        <ul className="mt-2 grid gap-3">
          {exams.data.map((exam) => (
            <li key={exam.id} className="rounded-md border border-slate-200 bg-white p-3">
              <h3 className="font-medium text-slate-900">{exam.title}</h3>
              <p className="text-sm text-slate-700">
                {formatWindow(exam.startsAt, exam.endsAt)} · {exam.durationMinutes} minutes
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
