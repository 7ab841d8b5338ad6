import { percentageBasisPoints, gradeFor } from '@institute/shared/grading';
import {
  ONLINE_EXAM_MESSAGES as M,
  START_GRACE_MS,
  type AppearedRow,
  type AttemptResult,
  type AttemptView,
  type BatchStudent,
  type ExamItem,
  type ExamStatus,
  type QuestionForm,
  type QuestionItem,
  type ExamForm,
  type StudentExam,
} from '@institute/shared/online-exams';
import { randomInt } from 'node:crypto';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { getGradingScale, recordResult } from '../../lib/results';
import { nowIso } from '../../lib/time';
import type {
  AttemptRow,
  Db,
  ExamRow,
  OnlineExamsRepository,
  QuestionRow,
} from './online-exams.repository';
import { parseQuestionCsv } from './online-exams.csv';

/** One question as an attempt keeps it (the bank may change afterwards). */
interface SnapshotQuestion {
  id: number;
  question: string;
  options: string[];
  correct: number[];
  marks: number;
}

const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { [field]: [message] });
const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
const MINUTE = 60_000;
const MAX_WINDOW_MS = 7 * 24 * 60 * MINUTE;

function examStatus(exam: ExamRow, now: string): ExamStatus {
  if (exam.cancelled_at) return 'cancelled';
  if (now < exam.starts_at) return 'scheduled';
  return now < exam.ends_at ? 'open' : 'closed';
}

function toQuestion(row: QuestionRow & { used_in_exams?: number | string | null }): QuestionItem {
  return {
    id: row.id,
    courseCode: row.course_code,
    question: row.question,
    options: JSON.parse(row.options) as string[],
    correct: JSON.parse(row.correct) as number[],
    marks: row.marks,
    usedInExams: Number(row.used_in_exams ?? 0),
  };
}

const snapshotOf = (row: QuestionRow): SnapshotQuestion => ({
  id: row.id,
  question: row.question,
  options: JSON.parse(row.options) as string[],
  correct: JSON.parse(row.correct) as number[],
  marks: row.marks,
});

/** A multiple-answer question scores only when exactly the correct options are chosen. */
export function markAnswers(
  questions: SnapshotQuestion[],
  answers: Map<number, number[]>,
): { obtained: number; maximum: number } {
  let obtained = 0;
  let maximum = 0;
  for (const question of questions) {
    maximum += question.marks;
    const chosen = [...new Set(answers.get(question.id) ?? [])].sort((a, b) => a - b);
    const right = [...question.correct].sort((a, b) => a - b);
    if (chosen.length === right.length && chosen.every((value, i) => value === right[i])) {
      obtained += question.marks;
    }
  }
  return { obtained, maximum };
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function chunks<T>(items: T[], size = 400): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function createOnlineExamsService(deps: {
  repository: OnlineExamsRepository;
  audit: AuditLog;
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
    const exam = (await trx
      .selectFrom('online_exams')
      .selectAll()
      .where('id', '=', attempt.exam_id)
      .executeTakeFirstOrThrow()) as ExamRow;
    const questions = JSON.parse(attempt.questions) as SnapshotQuestion[];
    const answers = new Map(
      (await repository.answers(trx, attempt.id)).map((row) => [
        row.question_id,
        JSON.parse(row.selected) as number[],
      ]),
    );
    const { obtained, maximum } = markAnswers(questions, answers);
    const submittedAt = by === 'server' ? attempt.deadline_at : nowIso();
    const updated = await trx
      .updateTable('online_exam_attempts')
      .set({ submitted_at: submittedAt, submitted_by: by, obtained_marks: obtained })
      .where('id', '=', attempt.id)
      .where('submitted_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return; // someone else submitted it just now
    await recordResult(trx, {
      studentId: attempt.student_id,
      centreId: exam.centre_id,
      source: 'online',
      sourceId: exam.id,
      title: exam.title,
      obtainedMarks: obtained,
      maximumMarks: maximum,
      examDate: attempt.started_at.slice(0, 10),
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

  /** Submits every attempt whose deadline has passed (the browser may be long gone). */
  async function finaliseOverdue(): Promise<number> {
    const overdue = await repository.overdueAttempts(nowIso());
    for (const row of overdue) {
      await repository.transaction(async (trx) => {
        const attempt = await repository.findAttempt(trx, row.exam_id, row.student_id);
        if (attempt && !attempt.submitted_at) await finalise(trx, attempt, 'server', null);
      });
    }
    return overdue.length;
  }

  // ---------- Access ----------

  async function reachableExam(user: AuthenticatedUser, id: number) {
    const exam = await repository.findExam(id);
    if (!exam) throw notFound(M.examNotFound);
    if (!canReachCentre(user, exam.centre_id)) throw forbidden();
    return exam;
  }

  /** The student (staff of their centre, head office, or the student themself). */
  async function reachableStudent(user: AuthenticatedUser, registrationNumber: string) {
    const student = await repository.studentByRegistration(registrationNumber);
    if (user.role === 'student') {
      if (!student || student.user_id !== user.id) throw forbidden();
      return student;
    }
    if (!student || student.archived_at) throw notFound('No student with this registration number');
    if (!canReachCentre(user, student.centre_id)) throw forbidden();
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

  function centreFor(user: AuthenticatedUser, centreId: number | undefined): number {
    if (user.role === 'head_office') {
      if (!centreId) throw invalid('centreId', 'Choose the centre');
      return centreId;
    }
    if (centreId && centreId !== user.centreId) throw forbidden();
    return user.centreId!;
  }

  // ---------- Views ----------

  function toExamItems(rows: Awaited<ReturnType<OnlineExamsRepository['listExams']>>) {
    const now = nowIso();
    return rows.map((row): ExamItem => ({
      id: row.id,
      centreId: row.centre_id,
      centreName: row.centre_name,
      courseCode: row.course_code,
      courseName: row.course_name,
      courseOption: row.course_option,
      title: row.title,
      kind: row.kind,
      examLink: row.exam_link,
      instructions: row.instructions,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      durationMinutes: row.duration_minutes,
      selection: row.selection,
      questionCount: row.question_count,
      candidates: Number(row.candidate_count ?? 0),
      appeared: Number(row.appeared_count ?? 0),
      status: examStatus(row, now),
    }));
  }

  async function examItem(id: number): Promise<ExamItem> {
    const rows = await repository.listExams(null, id);
    if (rows.length === 0) throw notFound(M.examNotFound);
    return toExamItems(rows)[0]!;
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

    // ---------- Question bank ----------

    async listQuestions(courseCode: string): Promise<QuestionItem[]> {
      if (!(await repository.course(courseCode))) throw invalid('courseCode', M.courseRequired);
      return (await repository.listQuestions(courseCode)).map(toQuestion);
    },

    async createQuestion(user: AuthenticatedUser, form: QuestionForm): Promise<QuestionItem> {
      if (!(await repository.course(form.courseCode)))
        throw invalid('courseCode', M.courseRequired);
      return repository.transaction(async (trx) => {
        const now = nowIso();
        const row = await trx
          .insertInto('exam_questions')
          .values({
            course_code: form.courseCode,
            question: form.question,
            options: JSON.stringify(form.options),
            correct: JSON.stringify(form.correct),
            marks: form.marks,
            archived_at: null,
            created_by: user.id,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'create',
            entity: 'exam_question',
            entityId: row.id,
            changes: form,
          },
          trx,
        );
        return toQuestion(row);
      });
    },

    async updateQuestion(
      user: AuthenticatedUser,
      id: number,
      form: QuestionForm,
    ): Promise<QuestionItem> {
      const before = await repository.findQuestion(id);
      if (!before) throw notFound(M.questionNotFound);
      if (form.courseCode !== before.course_code) {
        throw invalid(
          'courseCode',
          'A question stays in its course; add it to the other course instead',
        );
      }
      return repository.transaction(async (trx) => {
        // Attempts keep the question as it was when they started: editing never changes a mark given.
        const row = await trx
          .updateTable('exam_questions')
          .set({
            question: form.question,
            options: JSON.stringify(form.options),
            correct: JSON.stringify(form.correct),
            marks: form.marks,
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'update',
            entity: 'exam_question',
            entityId: id,
            changes: { before: toQuestion(before), after: form },
          },
          trx,
        );
        return toQuestion({ ...row, used_in_exams: await repository.questionUses(trx, id) });
      });
    },

    /** Deletes a question, or archives it when an exam uses it. */
    async deleteQuestion(user: AuthenticatedUser, id: number): Promise<{ message: string }> {
      const question = await repository.findQuestion(id);
      if (!question) throw notFound(M.questionNotFound);
      return repository.transaction(async (trx) => {
        const used = await repository.questionUses(trx, id);
        if (used > 0) {
          await trx
            .updateTable('exam_questions')
            .set({ archived_at: nowIso() })
            .where('id', '=', id)
            .execute();
        } else {
          await trx.deleteFrom('exam_questions').where('id', '=', id).execute();
        }
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: used > 0 ? 'archive' : 'delete',
            entity: 'exam_question',
            entityId: id,
          },
          trx,
        );
        return {
          message: used > 0 ? 'Question archived: exams that used it keep it' : 'Question deleted',
        };
      });
    },

    /** Imports the good rows of a CSV in one transaction; the others are reported by row. */
    async importQuestions(user: AuthenticatedUser, courseCode: string, data: Buffer) {
      if (!(await repository.course(courseCode))) throw invalid('courseCode', M.courseRequired);
      const { valid, errors } = parseQuestionCsv(data, courseCode);
      if (valid.length > 0) {
        await repository.transaction(async (trx) => {
          const now = nowIso();
          for (const part of chunks(valid, 100)) {
            await trx
              .insertInto('exam_questions')
              .values(
                part.map((form) => ({
                  course_code: courseCode,
                  question: form.question,
                  options: JSON.stringify(form.options),
                  correct: JSON.stringify(form.correct),
                  marks: form.marks,
                  archived_at: null,
                  created_by: user.id,
                  created_at: now,
                  updated_at: now,
                })),
              )
              .execute();
          }
          await audit(
            {
              userId: user.id,
              centreId: null,
              action: 'import',
              entity: 'exam_question',
              changes: { courseCode, imported: valid.length },
            },
            trx,
          );
        });
      }
      return { imported: valid.length, errors };
    },

    // ---------- Scheduling ----------

    async batch(
      user: AuthenticatedUser,
      query: {
        centreId?: number;
        courseCode: string;
        courseOption?: string;
        admittedFrom?: string;
        admittedTo?: string;
      },
    ): Promise<BatchStudent[]> {
      const centreId = centreFor(user, query.centreId);
      const rows = await repository.batch({ ...query, centreId });
      return rows.map((row) => ({
        id: row.id,
        registrationNumber: row.registration_number,
        name: `${row.firstname} ${row.lastname}`,
        courseOption: row.course_option,
        admissionDate: row.admission_date,
      }));
    },

    async listExams(user: AuthenticatedUser): Promise<ExamItem[]> {
      await finaliseOverdue();
      const rows = await repository.listExams(
        user.role === 'head_office' ? null : (user.centreId ?? -1),
      );
      return toExamItems(rows);
    },

    async scheduleExam(user: AuthenticatedUser, form: ExamForm): Promise<ExamItem> {
      const centreId = centreFor(user, form.centreId);
      if (!(await repository.centre(centreId))) throw invalid('centreId', 'Choose the centre');
      if (!(await repository.course(form.courseCode)))
        throw invalid('courseCode', M.courseRequired);
      const option = form.courseOption || null;
      if (option && !(await repository.courseOption(form.courseCode, option))) {
        throw invalid('courseOption', M.optionNotOfCourse);
      }
      const nowMs = Date.now();
      const startMs = form.startNow ? nowMs : Date.parse(form.startsAt!);
      if (startMs < nowMs - START_GRACE_MS) throw invalid('startsAt', M.startInPast);
      // An exam "starting now" a moment ago opens now: its window is not cut short.
      const startsAt = new Date(Math.max(startMs, Math.min(startMs + START_GRACE_MS, nowMs)));
      const minimumEnd = startsAt.getTime() + form.durationMinutes * MINUTE;
      const endMs = form.endsAt ? Date.parse(form.endsAt) : minimumEnd;
      if (endMs < minimumEnd) throw invalid('endsAt', M.windowTooShort);
      if (endMs - startsAt.getTime() > MAX_WINDOW_MS) throw invalid('endsAt', M.windowTooLong);

      let questionIds: number[] = [];
      let questionCount: number | null = null;
      const selection = form.kind === 'test' ? (form.selection ?? 'fixed') : null;
      if (form.kind === 'test') {
        const bank = await repository.activeQuestions(db, form.courseCode);
        if (bank.length === 0) throw invalid('questionIds', M.bankTooSmall(0));
        if (selection === 'fixed') {
          questionIds = [...new Set(form.questionIds ?? [])];
          const inBank = new Set(bank.map((q) => q.id));
          if (questionIds.some((id) => !inBank.has(id))) {
            throw invalid('questionIds', M.questionsNotOfCourse);
          }
          questionCount = questionIds.length;
        } else {
          questionCount = form.questionCount ?? 0;
          if (questionCount < 1 || questionCount > bank.length) {
            throw invalid('questionCount', `${M.questionCountRange} (${bank.length})`);
          }
        }
      }

      const filter = {
        centreId,
        courseCode: form.courseCode,
        courseOption: option,
        admittedFrom: form.admittedFrom,
        admittedTo: form.admittedTo,
      };
      let students: { id: number }[];
      if (form.studentIds) {
        const ids = [...new Set(form.studentIds)];
        if (ids.length === 0) throw invalid('studentIds', M.batchEmpty);
        students = await repository.batch({ ...filter, admittedFrom: null, admittedTo: null, ids });
        if (students.length !== ids.length) throw invalid('studentIds', M.studentOutside);
      } else {
        students = await repository.batch(filter);
        if (students.length === 0) throw invalid('studentIds', M.batchEmpty);
      }

      const id = await repository.transaction(async (trx) => {
        const now = nowIso();
        const exam = await trx
          .insertInto('online_exams')
          .values({
            centre_id: centreId,
            course_code: form.courseCode,
            course_option: option,
            title: form.title,
            kind: form.kind,
            exam_link: form.kind === 'link' ? form.examLink! : null,
            instructions: form.instructions,
            starts_at: startsAt.toISOString(),
            ends_at: new Date(endMs).toISOString(),
            duration_minutes: form.durationMinutes,
            selection,
            question_count: questionCount,
            cancelled_at: null,
            created_by: user.id,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const part of chunks(
          questionIds.map((questionId, position) => ({
            exam_id: exam.id,
            question_id: questionId,
            position,
          })),
        )) {
          await trx.insertInto('online_exam_questions').values(part).execute();
        }
        for (const part of chunks(students.map((s) => ({ exam_id: exam.id, student_id: s.id })))) {
          await trx.insertInto('online_exam_candidates').values(part).execute();
        }
        await audit(
          {
            userId: user.id,
            centreId,
            action: 'create',
            entity: 'online_exam',
            entityId: exam.id,
            changes: { ...form, startsAt: startsAt.toISOString(), candidates: students.length },
          },
          trx,
        );
        return exam.id;
      });
      return examItem(id);
    },

    async getExam(user: AuthenticatedUser, id: number): Promise<ExamItem> {
      await reachableExam(user, id);
      return examItem(id);
    },

    /** Cancels an exam nobody has appeared in yet. */
    async cancelExam(user: AuthenticatedUser, id: number): Promise<{ message: string }> {
      const exam = await reachableExam(user, id);
      if (exam.cancelled_at) return { message: M.cancelled };
      return repository.transaction(async (trx) => {
        const started = await trx
          .selectFrom('online_exam_attempts')
          .select('id')
          .where('exam_id', '=', id)
          .executeTakeFirst();
        if (started)
          throw conflict(
            'Students have already appeared in this exam: it can no longer be cancelled',
          );
        await trx
          .updateTable('online_exams')
          .set({ cancelled_at: nowIso(), updated_at: nowIso() })
          .where('id', '=', id)
          .execute();
        await audit(
          {
            userId: user.id,
            centreId: exam.centre_id,
            action: 'cancel',
            entity: 'online_exam',
            entityId: id,
          },
          trx,
        );
        return { message: M.cancelled };
      });
    },

    async appeared(
      user: AuthenticatedUser,
      id: number,
    ): Promise<{ exam: ExamItem; rows: AppearedRow[] }> {
      const exam = await reachableExam(user, id);
      await finaliseOverdue();
      const scale = await getGradingScale(db);
      const rows = (await repository.appeared(id)).map((row): AppearedRow => {
        const marked = row.submitted_at !== null && exam.kind === 'test';
        const percentageBp =
          row.percentage_bp ??
          (marked && row.obtained_marks !== null && row.maximum_marks
            ? percentageBasisPoints(row.obtained_marks, row.maximum_marks)
            : null);
        return {
          studentId: row.student_id,
          registrationNumber: row.registration_number,
          name: `${row.firstname} ${row.lastname}`,
          appeared: row.started_at !== null,
          startedAt: row.started_at,
          submittedAt: row.submitted_at,
          submittedBy: row.submitted_by,
          obtainedMarks: marked ? row.obtained_marks : null,
          maximumMarks: marked ? row.maximum_marks : null,
          percentageBp: marked ? percentageBp : null,
          grade: marked
            ? (row.grade ?? (percentageBp === null ? null : gradeFor(percentageBp, scale).grade))
            : null,
        };
      });
      return { exam: await examItem(id), rows };
    },

    // ---------- The student's side ----------

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
          const rows = ids.length
            ? await db.selectFrom('exam_questions').selectAll().where('id', 'in', ids).execute()
            : [];
          const byId = new Map(rows.map((row) => [row.id, row]));
          drawn = ids.map((id) => byId.get(id)).filter((row): row is QuestionRow => !!row);
        }
        const questions = drawn.map(snapshotOf);
        const deadline = new Date(
          Math.min(Date.parse(now) + exam.duration_minutes * MINUTE, Date.parse(exam.ends_at)),
        ).toISOString();
        await repository.transaction(async (trx) => {
          const inserted = await trx
            .insertInto('online_exam_attempts')
            .values({
              exam_id: examId,
              student_id: student.id,
              started_at: now,
              deadline_at: deadline,
              questions: JSON.stringify(questions),
              submitted_at: null,
              submitted_by: null,
              obtained_marks: null,
              maximum_marks: questions.reduce((sum, q) => sum + q.marks, 0),
            })
            // Two tabs starting at once: the first attempt wins, the second reads it.
            .onConflict((oc) => oc.columns(['exam_id', 'student_id']).doNothing())
            .returning('id')
            .executeTakeFirst();
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
      await db
        .insertInto('online_exam_answers')
        .values({
          attempt_id: attempt.id,
          question_id: questionId,
          selected: value,
          saved_at: savedAt,
        })
        .onConflict((oc) =>
          oc
            .columns(['attempt_id', 'question_id'])
            .doUpdateSet({ selected: value, saved_at: savedAt }),
        )
        .execute();
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
      await db
        .insertInto('online_exam_attempts')
        .values({
          exam_id: examId,
          student_id: student.id,
          started_at: now,
          deadline_at: exam.ends_at,
          questions: '[]',
          submitted_at: null,
          submitted_by: null,
          obtained_marks: null,
          maximum_marks: 0,
        })
        .onConflict((oc) => oc.columns(['exam_id', 'student_id']).doNothing())
        .execute();
      return { examLink: exam.exam_link };
    },
  };
}

export type OnlineExamsService = ReturnType<typeof createOnlineExamsService>;
