import type { AttemptView } from '@institute/shared/online-exams';
import { Trans, useLingui } from '@lingui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { homeOf, requireUser } from '../../auth/guards';
import { formatExamTime, scoreText } from '../exam-format';
import { fetchAttempt, saveAnswer, startAttempt, submitAttempt } from '../online-exams-api';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { ExamCountdown } from './exam-countdown';
import { ExamQuestion, type SaveState } from './exam-question';
import { FOCUS_RING } from '../../../components/ui/focus-ring';

const PRIMARY = `inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 ${FOCUS_RING}`;
const SECONDARY = `inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50 ${FOCUS_RING}`;
const RETRY_MS = 5000;

interface LoaderData {
  registrationNumber: string;
  examId: number;
}

/** The exam page is the student's own: staff and other accounts go to their home. */
export async function takeExamLoader(args: LoaderFunctionArgs): Promise<LoaderData> {
  const { user } = await requireUser(args);
  if (user.role !== 'student' || !user.registrationNumber) throw redirect(homeOf(user));
  const examId = Number(args.params.examId);
  if (!Number.isInteger(examId) || examId <= 0) throw redirect(homeOf(user));
  return { registrationNumber: user.registrationNumber, examId };
}

/** Answers not yet confirmed by the server, kept in the browser so a reload loses none. */
function pendingStore(key: string) {
  const read = (): Record<string, number[]> => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, number[]>;
    } catch {
      return {};
    }
  };
  return {
    read,
    set(questionId: number, selected: number[] | null) {
      const all = read();
      if (selected === null) delete all[questionId];
      else all[questionId] = selected;
      try {
        if (Object.keys(all).length === 0) localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify(all));
      } catch {
        // storage full or refused: the answer is still sent
      }
    },
  };
}

/** The student takes an online test: countdown, answers saved as they go, submitted at zero. */
export function TakeExamPage() {
  const { _ } = useLingui();
  const { registrationNumber, examId } = useLoaderData() as LoaderData;
  const [view, setView] = useState<AttemptView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [answers, setAnswers] = useState<Record<number, number[]>>({});
  const [saveStates, setSaveStates] = useState<Record<number, SaveState>>({});
  const [offsetMs, setOffsetMs] = useState(0);
  // A Submit that found no connection waits for it, and is sent again when it returns (issue 40
  // point 6): said beside the button, where the student who tapped it is looking.
  const [submitWaiting, setSubmitWaiting] = useState<'offline' | 'retrying' | null>(null);
  const submitting = useRef(false);
  const submitStatusRef = useRef<HTMLParagraphElement>(null);
  const store = useRef(pendingStore(`online-exam:${registrationNumber}:${examId}`));

  const receive = useCallback((next: AttemptView) => {
    setOffsetMs(Date.parse(next.serverNow) - Date.now());
    setView(next);
    const pending = store.current.read();
    const merged: Record<number, number[]> = {};
    const states: Record<number, SaveState> = {};
    for (const question of next.questions) {
      const local = pending[question.id];
      merged[question.id] = local ?? question.selected;
      states[question.id] = local ? 'pending' : question.selected.length ? 'saved' : 'empty';
    }
    setAnswers(merged);
    setSaveStates(states);
  }, []);

  const reload = useCallback(async () => {
    try {
      receive(await fetchAttempt(registrationNumber, examId));
      setLoadError(null);
    } catch (error) {
      setLoadError(messageOf(error, _('exam.take.loadFailed')));
    }
  }, [examId, receive, registrationNumber, _]);

  useEffect(() => {
    let live = true;
    fetchAttempt(registrationNumber, examId).then(
      (next) => {
        if (live) receive(next);
      },
      (error: unknown) => {
        if (live) {
          setLoadError(messageOf(error, _('exam.take.loadFailed')));
        }
      },
    );
    return () => {
      live = false;
    };
  }, [examId, receive, registrationNumber, _]);

  const running = !!view && !!view.exam.startedAt && !view.exam.submittedAt;

  const send = useCallback(
    async (questionId: number, selected: number[]) => {
      setSaveStates((s) => ({ ...s, [questionId]: 'saving' }));
      try {
        await saveAnswer(registrationNumber, examId, questionId, selected);
        // Only the latest choice clears the pending copy.
        const latest = store.current.read()[questionId];
        if (latest && latest.join() === selected.join()) store.current.set(questionId, null);
        setSaveStates((s) => ({
          ...s,
          [questionId]: latest && latest.join() !== selected.join() ? 'pending' : 'saved',
        }));
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409) {
          store.current.set(questionId, null);
          await reload();
          return;
        }
        setSaveStates((s) => ({ ...s, [questionId]: 'pending' }));
      }
    },
    [examId, registrationNumber, reload],
  );

  /** Sends every answer not yet saved (after a dropped connection, or before submitting). */
  const flush = useCallback(async () => {
    const pending = store.current.read();
    for (const [id, selected] of Object.entries(pending)) await send(Number(id), selected);
  }, [send]);

  useEffect(() => {
    if (!running) return;
    void flush();
    const timer = setInterval(() => void flush(), RETRY_MS);
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [running, flush]);

  const choose = (questionId: number, selected: number[]) => {
    setAnswers((current) => ({ ...current, [questionId]: selected }));
    store.current.set(questionId, selected);
    void send(questionId, selected);
  };

  const start = async () => {
    setBusy(true);
    setActionError(null);
    try {
      receive(await startAttempt(registrationNumber, examId));
    } catch (error) {
      setActionError(messageOf(error, _('exam.take.startFailed')));
    } finally {
      setBusy(false);
    }
  };

  const submit = useCallback(async () => {
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    setConfirming(false);
    setActionError(null);
    try {
      await flush();
      receive(await submitAttempt(registrationNumber, examId));
      setSubmitWaiting(null);
    } catch (error) {
      if (error instanceof ApiRequestError && error.isNetworkError) {
        setSubmitWaiting('offline');
        return;
      }
      setSubmitWaiting(null);
      setActionError(messageOf(error, _('exam.take.submitFailed')));
      // The server submits at the deadline anyway; read where things stand.
      setTimeout(() => void reload(), RETRY_MS);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }, [examId, flush, receive, registrationNumber, reload, _]);

  // The message is brought into view: on a phone it wraps below the button, past the screen's edge.
  useEffect(() => {
    if (submitWaiting) submitStatusRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [submitWaiting]);

  useEffect(() => {
    if (submitWaiting !== 'offline') return;
    const retry = () => {
      setSubmitWaiting('retrying');
      void submit();
    };
    window.addEventListener('online', retry);
    // The `online` event may not come (a connection that answers nothing): tried again while
    // the browser believes it has one.
    const timer = setInterval(() => {
      if (navigator.onLine) retry();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [submitWaiting, submit]);

  if (loadError && !view) {
    return (
      <Shell>
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          {loadError}
        </p>
        <BackLink registrationNumber={registrationNumber} />
      </Shell>
    );
  }
  if (!view) {
    return (
      <Shell>
        <p role="status" className="rounded-md bg-white p-4 text-slate-700">
          {_('ui.loading')}
        </p>
      </Shell>
    );
  }

  const { exam } = view;
  const states = Object.values(saveStates);
  const unsaved = states.filter((s) => s === 'pending' || s === 'saving').length;
  const answered = view.questions.filter((q) => (answers[q.id] ?? []).length > 0).length;

  return (
    <Shell>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h1 className="text-2xl font-bold text-brand-900">{exam.title}</h1>
        <p className="mt-1 text-slate-700">
          {_('exam.take.window', {
            start: formatExamTime(exam.startsAt),
            end: formatExamTime(exam.endsAt),
            minutes: exam.durationMinutes,
          })}
        </p>

        {exam.submittedAt && (
          <section aria-labelledby="result-heading" className="mt-4 rounded-lg bg-slate-50 p-4">
            <h2 id="result-heading" className="text-lg font-semibold">
              {_('exam.take.submitted')}
            </h2>
            {exam.result ? (
              <p className="mt-2 text-lg text-slate-900">
                <Trans
                  id={exam.result.passed ? 'exam.take.resultPassed' : 'exam.take.resultFailed'}
                  values={{
                    score: scoreText(
                      exam.result.obtainedMarks,
                      exam.result.maximumMarks,
                      exam.result.percentageBp,
                    ),
                    grade: exam.result.grade,
                  }}
                  components={{
                    0: <strong />,
                    1: <span className={exam.result.passed ? 'text-green-800' : 'text-red-700'} />,
                  }}
                />
              </p>
            ) : (
              <p className="mt-2 text-slate-700">{_('exam.take.scoreSoon')}</p>
            )}
          </section>
        )}

        {!exam.startedAt && exam.kind === 'test' && (
          <div className="mt-4">
            {exam.instructions && (
              <div className="rounded-lg bg-slate-50 p-4">
                <h2 className="font-semibold">{_('exam.take.instructions')}</h2>
                <p className="mt-1 whitespace-pre-line text-slate-800">{exam.instructions}</p>
              </div>
            )}
            <p className="mt-4 text-slate-800">
              {_('exam.take.onceYouStart', { minutes: exam.durationMinutes })}
            </p>
            {exam.status === 'open' ? (
              <button
                type="button"
                className={`${PRIMARY} mt-4`}
                disabled={busy}
                onClick={() => void start()}
              >
                {busy ? _('exam.take.starting') : _('exam.take.start')}
              </button>
            ) : (
              <p className="mt-4 font-medium text-slate-900">
                {exam.status === 'upcoming'
                  ? _('exam.take.notOpenYet')
                  : _('exam.take.closedAbsent')}
              </p>
            )}
          </div>
        )}

        {exam.kind === 'link' && <p className="mt-4 text-slate-800">{_('exam.take.notATest')}</p>}

        {actionError && (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800">
            {actionError}
          </p>
        )}
      </div>

      {running && exam.deadlineAt && (
        <>
          <div className="sticky top-0 z-10 mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
            <ExamCountdown
              deadlineAt={exam.deadlineAt}
              offsetMs={offsetMs}
              onElapsed={() => void submit()}
            />
            <p role="status" className="text-sm text-slate-700">
              {unsaved === 0 ? (
                <Trans
                  id="exam.take.progressSaved"
                  values={{ answered, total: view.questions.length }}
                  components={{ 0: <span className="text-green-800" /> }}
                />
              ) : (
                <Trans
                  id="exam.take.progressUnsaved"
                  values={{ answered, total: view.questions.length, unsaved }}
                  components={{ 0: <span className="text-amber-800" /> }}
                />
              )}
            </p>
          </div>
          <ol className="mt-4 grid gap-4">
            {view.questions.map((question, index) => (
              <ExamQuestion
                key={question.id}
                number={index + 1}
                question={question}
                selected={answers[question.id] ?? []}
                state={saveStates[question.id] ?? 'empty'}
                onChange={(selected) => choose(question.id, selected)}
              />
            ))}
          </ol>
          <div className="mt-6 flex flex-wrap gap-3">
            <button
              type="button"
              className={PRIMARY}
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              {busy ? _('exam.take.submitting') : _('exam.take.submitAnswers')}
            </button>
            <p
              ref={submitStatusRef}
              role="status"
              data-testid="submit-status"
              className="min-w-0 flex-1 basis-60 self-center font-medium text-amber-900 empty:hidden"
            >
              {submitWaiting === 'offline'
                ? _('exam.take.submitWaiting')
                : submitWaiting === 'retrying'
                  ? _('exam.take.submitRetrying')
                  : ''}
            </p>
          </div>
        </>
      )}

      <BackLink registrationNumber={registrationNumber} />

      <Dialog
        open={confirming}
        title={_('exam.take.confirm.title')}
        onClose={() => setConfirming(false)}
      >
        <p className="text-slate-800">
          {_('exam.take.confirm.text', { answered, total: view.questions.length })}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" className={PRIMARY} onClick={() => void submit()}>
            {_('exam.take.confirm.submit')}
          </button>
          <button type="button" className={SECONDARY} onClick={() => setConfirming(false)}>
            {_('exam.take.confirm.keep')}
          </button>
        </div>
      </Dialog>
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 py-6">{children}</div>;
}

function BackLink({ registrationNumber }: { registrationNumber: string }) {
  const { _ } = useLingui();
  return (
    <p className="mt-6">
      <Link
        to={`/dashboard/student/${encodeURIComponent(registrationNumber)}`}
        className={`rounded text-brand-700 underline ${FOCUS_RING}`}
      >
        {_('exam.take.back')}
      </Link>
    </p>
  );
}
