import {
  ONLINE_EXAM_MESSAGES as M,
  type AttemptResult,
  type AttemptView,
  type StudentExam,
} from '@institute/shared/online-exams';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { eachItem, errorKind, type ItemErrorLog } from '../../lib/each-item';
import { refuseArchived } from '../../lib/archived-student';
import { notFound } from '../../lib/errors';
import { recordResult } from '../grading/results';
import { instituteDate, nowIso } from '../../lib/time';
import type {
  AttemptRow,
  Db,
  ExamRow,
  OnlineExamsRepository,
  QuestionRow,
} from './online-exams.repository';

import {
  conflict,
  invalid,
  markAnswers,
  MINUTE,
  shuffled,
  snapshotOf,
  type SnapshotQuestion,
} from './online-exams.rules';

/** The student's side of online exams: starting, answering and submitting attempts, marking. */
export function createExamAttemptsService(deps: {
  repository: OnlineExamsRepository;
  audit: AuditLog;
  /** Where the deadline job's failures are written (ids only). */
  log?: ItemErrorLog;
}) {
  const { repository, audit } = deps;
  const { db } = repository;

  // ---------- Marking ----------

  /** Submits and marks an attempt once; the result goes to the shared results. */
  async function finalise(
    trx: Db,
    attempt: AttemptRow,
    by: 'student' | 'server',
    userId: number | null,
  ) {
    const exam = await repository.examById(trx, attempt.exam_id);
    const questions = JSON.parse(attempt.questions) as SnapshotQuestion[];
    const answers = new Map(
      (await repository.answers(trx, attempt.id)).map((row) => [
        row.question_id,
        JSON.parse(row.selected) as number[],
      ]),
    );
    const { obtained, maximum } = markAnswers(questions, answers);
    const submittedAt = by === 'server' ? attempt.deadline_at : nowIso();
    const submitted = await repository.submitAttempt(trx, attempt.id, {
      submitted_at: submittedAt,
      submitted_by: by,
      obtained_marks: obtained,
    });
    if (!submitted) return; // someone else submitted it just now
    await recordResult(trx, {
      studentId: attempt.student_id,
      centreId: exam.centre_id,
      source: 'online',
      sourceId: exam.id,
      title: exam.title,
      obtainedMarks: obtained,
      maximumMarks: maximum,
      // The day the attempt started, in the institute's time zone (as the admission date).
      examDate: instituteDate(attempt.started_at),
      recordedBy: null,
    });
    await audit(
      {
        userId,
        centreId: exam.centre_id,
        action: by === 'server' ? 'submit_at_deadline' : 'submit',
        entity: 'online_exam_attempt',
        entityId: attempt.id,
        changes: { examId: exam.id, obtained, maximum },
      },
      trx,
    );
  }

  /**
   * Submits every attempt whose deadline has passed (the browser may be long gone), each in its
   * own transaction and try/catch: an attempt that cannot be submitted is logged (its id) and
   * counted, and the others are still submitted.
   */
  async function finaliseOverdue(): Promise<{ submitted: number; failed: number }> {
    const overdue = await repository.overdueAttempts(nowIso());
    const failed = await eachItem(
      overdue,
      async (row) => {
        await repository.transaction(async (trx) => {
          const attempt = await repository.findAttempt(trx, row.exam_id, row.student_id);
          if (attempt && !attempt.submitted_at) await finalise(trx, attempt, 'server', null);
        });
      },
      (row, error) =>
        deps.log?.error(
          { attemptId: row.id, examId: row.exam_id, error: errorKind(error) },
          'an overdue online exam attempt could not be submitted',
        ),
    );
    return { submitted: overdue.length - failed, failed };
  }

  /** The student (staff of their centre, head office, or the student themself). */
  async function reachableStudent(user: AuthenticatedUser, registrationNumber: string) {
    const student = await repository.studentByRegistration(registrationNumber);
    if (user.role === 'student') {
      if (!student || student.user_id !== user.id) throw forbidden();
    } else if (!student || !canReachCentre(user, student.centre_id)) {
      // Another centre's student: the answer to a number nobody has (issue 32).
      throw notFound('No student with this registration number');
    }
    // Archived (a session opened before, say): frozen, with the one message (decision 0058).
    refuseArchived(student);
    return student;
  }

  /** Only the student takes their exam: staff may look, never answer. */
  async function ownStudent(user: AuthenticatedUser, registrationNumber: string) {
    if (user.role !== 'student') throw forbidden(M.onlyStudent);
    return reachableStudent(user, registrationNumber);
  }

  async function candidateExam(examId: number, studentId: number) {
    const exam = await repository.findExam(examId);
    if (!exam || exam.cancelled_at || !(await repository.isCandidate(examId, studentId))) {
      throw notFound(M.examNotFound);
    }
    return exam;
  }

  async function studentExamView(
    exam: ExamRow,
    attempt: AttemptRow | undefined,
    studentId: number,
  ): Promise<StudentExam> {
    const now = nowIso();
    const status = now < exam.starts_at ? 'upcoming' : now < exam.ends_at ? 'open' : 'closed';
    let result: AttemptResult | null = null;
    if (attempt?.submitted_at) {
      const row = await repository.result(exam.id, studentId);
      if (row) {
        result = {
          obtainedMarks: row.obtained_marks,
          maximumMarks: row.maximum_marks,
          percentageBp: row.percentage_bp,
          grade: row.grade,
          passed: row.passed === 1,
        };
      }
    }
    return {
      id: exam.id,
      title: exam.title,
      kind: exam.kind,
      instructions: exam.instructions,
      startsAt: exam.starts_at,
      endsAt: exam.ends_at,
      durationMinutes: exam.duration_minutes,
      status,
      examLink: status === 'open' && exam.kind === 'link' ? exam.exam_link : null,
      startedAt: attempt?.started_at ?? null,
      deadlineAt: exam.kind === 'test' ? (attempt?.deadline_at ?? null) : null,
      submittedAt: attempt?.submitted_at ?? null,
      result,
    };
  }

  async function attemptView(exam: ExamRow, studentId: number): Promise<AttemptView> {
    const attempt = await repository.findAttempt(db, exam.id, studentId);
    const view = await studentExamView(exam, attempt, studentId);
    let questions: AttemptView['questions'] = [];
    if (attempt && !attempt.submitted_at) {
      const answers = new Map(
        (await repository.answers(db, attempt.id)).map((row) => [
          row.question_id,
          JSON.parse(row.selected) as number[],
        ]),
      );
      // Never the correct answers: only whether to choose one or several.
      questions = (JSON.parse(attempt.questions) as SnapshotQuestion[]).map((q) => ({
        id: q.id,
        question: q.question,
        options: q.options,
        marks: q.marks,
        multiple: q.correct.length > 1,
        selected: answers.get(q.id) ?? [],
      }));
    }
    return { exam: view, serverNow: nowIso(), questions };
  }

  /** The open attempt, finalised first when its time is up. */
  async function openAttempt(examId: number, studentId: number): Promise<AttemptRow> {
    const attempt = await repository.findAttempt(db, examId, studentId);
    if (!attempt || attempt.maximum_marks === 0) throw conflict(M.notStarted);
    if (attempt.submitted_at) throw conflict(M.alreadySubmitted);
    if (nowIso() >= attempt.deadline_at) {
      await repository.transaction(async (trx) => {
        const fresh = await repository.findAttempt(trx, examId, studentId);
        if (fresh && !fresh.submitted_at) await finalise(trx, fresh, 'server', null);
      });
      throw conflict(M.timeUp);
    }
    return attempt;
  }

  return {
    finaliseOverdue,

    async studentExams(
      user: AuthenticatedUser,
      registrationNumber: string,
    ): Promise<StudentExam[]> {
      const student = await reachableStudent(user, registrationNumber);
      await finaliseOverdue();
      const rows = await repository.studentExams(student.id);
      return Promise.all(
        rows.map(async (row) =>
          studentExamView(
            row,
            row.started_at
              ? ((await repository.findAttempt(db, row.id, student.id)) as AttemptRow)
              : undefined,
            student.id,
          ),
        ),
      );
    },

    async getAttempt(
      user: AuthenticatedUser,
      registrationNumber: string,
      examId: number,
    ): Promise<AttemptView> {
      const student = await reachableStudent(user, registrationNumber);
      const exam = await candidateExam(examId, student.id);
      await finaliseOverdue();
      const view = await attemptView(exam, student.id);
      // Staff may see where the student stands, never the questions of a running attempt.
      return user.role === 'student' ? view : { ...view, questions: [] };
    },

    async startAttempt(
      user: AuthenticatedUser,
      registrationNumber: string,
      examId: number,
    ): Promise<AttemptView> {
      const student = await ownStudent(user, registrationNumber);
      const exam = await candidateExam(examId, student.id);
      if (exam.kind !== 'test') throw conflict(M.notATest);
      const now = nowIso();
      const existing = await repository.findAttempt(db, examId, student.id);
      if (!existing) {
        if (now < exam.starts_at) throw conflict(M.notOpenYet);
        if (now >= exam.ends_at) throw conflict(M.windowClosed);
        let drawn: QuestionRow[];
        if (exam.selection === 'random') {
          drawn = shuffled(await repository.activeQuestions(db, exam.course_code)).slice(
            0,
            exam.question_count ?? 0,
          );
        } else {
          const ids = await repository.examQuestionIds(db, examId);
          const rows = await repository.questionsById(ids);
          const byId = new Map(rows.map((row) => [row.id, row]));
          drawn = ids.map((id) => byId.get(id)).filter((row): row is QuestionRow => !!row);
        }
        const questions = drawn.map(snapshotOf);
        const deadline = new Date(
          Math.min(Date.parse(now) + exam.duration_minutes * MINUTE, Date.parse(exam.ends_at)),
        ).toISOString();
        await repository.transaction(async (trx) => {
          // Two tabs starting at once: the first attempt wins, the second reads it.
          const inserted = await repository.insertAttemptIfNone(trx, {
            exam_id: examId,
            student_id: student.id,
            started_at: now,
            deadline_at: deadline,
            questions: JSON.stringify(questions),
            submitted_at: null,
            submitted_by: null,
            obtained_marks: null,
            maximum_marks: questions.reduce((sum, q) => sum + q.marks, 0),
          });
          if (inserted) {
            await audit(
              {
                userId: user.id,
                centreId: exam.centre_id,
                action: 'start',
                entity: 'online_exam_attempt',
                entityId: inserted.id,
                changes: { examId },
              },
              trx,
            );
          }
        });
      }
      await finaliseOverdue();
      return attemptView(exam, student.id);
    },

    async saveAnswer(
      user: AuthenticatedUser,
      registrationNumber: string,
      examId: number,
      questionId: number,
      selected: number[],
    ): Promise<{ savedAt: string }> {
      const student = await ownStudent(user, registrationNumber);
      await candidateExam(examId, student.id);
      const attempt = await openAttempt(examId, student.id);
      const question = (JSON.parse(attempt.questions) as SnapshotQuestion[]).find(
        (q) => q.id === questionId,
      );
      if (!question) throw notFound(M.notInAttempt);
      const choice = [...new Set(selected)].sort((a, b) => a - b);
      if (choice.some((index) => index >= question.options.length))
        throw invalid('selected', M.optionOutOfRange);
      if (question.correct.length === 1 && choice.length > 1)
        throw invalid('selected', 'Choose one option');
      const savedAt = nowIso();
      const value = JSON.stringify(choice);
      await repository.saveAnswer(attempt.id, questionId, value, savedAt);
      return { savedAt };
    },

    async submitAttempt(
      user: AuthenticatedUser,
      registrationNumber: string,
      examId: number,
    ): Promise<AttemptView> {
      const student = await ownStudent(user, registrationNumber);
      const exam = await candidateExam(examId, student.id);
      const attempt = await repository.findAttempt(db, examId, student.id);
      if (!attempt || attempt.maximum_marks === 0) throw conflict(M.notStarted);
      if (!attempt.submitted_at) {
        await repository.transaction(async (trx) => {
          const fresh = await repository.findAttempt(trx, examId, student.id);
          if (!fresh || fresh.submitted_at) return;
          const late = nowIso() >= fresh.deadline_at;
          await finalise(trx, fresh, late ? 'server' : 'student', late ? null : user.id);
        });
      }
      return attemptView(exam, student.id);
    },

    /** A link exam: records that the student opened the link, and gives it while the window is open. */
    async openLink(
      user: AuthenticatedUser,
      registrationNumber: string,
      examId: number,
    ): Promise<{ examLink: string }> {
      const student = await ownStudent(user, registrationNumber);
      const exam = await candidateExam(examId, student.id);
      if (exam.kind !== 'link' || !exam.exam_link)
        throw conflict('This exam is taken here, not at a link');
      const now = nowIso();
      if (now < exam.starts_at) throw conflict(M.notOpenYet);
      if (now >= exam.ends_at) throw conflict(M.windowClosed);
      await repository.insertAttemptIfNone(db, {
        exam_id: examId,
        student_id: student.id,
        started_at: now,
        deadline_at: exam.ends_at,
        questions: '[]',
        submitted_at: null,
        submitted_by: null,
        obtained_marks: null,
        maximum_marks: 0,
      });
      return { examLink: exam.exam_link };
    },
  };
}

export type ExamAttemptsService = ReturnType<typeof createExamAttemptsService>;
