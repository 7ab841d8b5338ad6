import { percentageBasisPoints, gradeFor } from '@institute/shared/grading';
import {
  ONLINE_EXAM_MESSAGES as M,
  START_GRACE_MS,
  type AppearedRow,
  type BatchStudent,
  type ExamItem,
  type ExamForm,
} from '@institute/shared/online-exams';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { anyArchived, lockActiveStudents, studentArchived } from '../../lib/archived-student';
import { notFound } from '../../lib/errors';
import { getGradingScale } from '../grading/results';
import { nowIso } from '../../lib/time';
import type { OnlineExamsRepository } from './online-exams.repository';
import { enqueueNotification } from '../notifications/enqueue';

import { chunks, conflict, examStatus, invalid, MAX_WINDOW_MS, MINUTE } from './online-exams.rules';

/** Scheduling exams for a batch of students, the list of exams, cancelling, who appeared. */
export function createExamSchedulingService(deps: {
  repository: OnlineExamsRepository;
  audit: AuditLog;
  /** Submits the attempts past their deadline first, so that lists show them marked. */
  finaliseOverdue: () => Promise<unknown>;
}) {
  const { repository, audit, finaliseOverdue } = deps;
  const { db } = repository;

  async function reachableExam(user: AuthenticatedUser, id: number) {
    const exam = await repository.findExam(id);
    if (!exam) throw notFound(M.examNotFound);
    if (!canReachCentre(user, exam.centre_id)) throw forbidden();
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

  return {
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
        if (students.length !== ids.length) {
          // An archived student chosen: the one message of a frozen student (decision 0058).
          if (await anyArchived(repository.db, ids)) throw studentArchived();
          throw invalid('studentIds', M.studentOutside);
        }
      } else {
        students = await repository.batch(filter);
        if (students.length === 0) throw invalid('studentIds', M.batchEmpty);
      }

      const id = await repository.transaction(async (trx) => {
        // Students chosen by hand and archived since: refused, their rows held until the commit.
        if (form.studentIds) await lockActiveStudents(trx, form.studentIds);
        const now = nowIso();
        const examId = await repository.insertExam(trx, {
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
        });
        const exam = { id: examId };
        for (const part of chunks(
          questionIds.map((questionId, position) => ({
            exam_id: exam.id,
            question_id: questionId,
            position,
          })),
        )) {
          await repository.insertExamQuestions(trx, part);
        }
        for (const part of chunks(students.map((s) => ({ exam_id: exam.id, student_id: s.id })))) {
          await repository.insertCandidates(trx, part);
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
        for (const student of students) {
          await enqueueNotification(trx, {
            kind: 'exam-scheduled',
            to: { studentId: student.id },
            centreId,
            data: {
              examTitle: form.title,
              examId: exam.id,
              opensAt: startsAt.toISOString(),
              closesAt: new Date(endMs).toISOString(),
            },
          });
        }
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
        if (await repository.hasAttempts(trx, id))
          throw conflict(
            'Students have already appeared in this exam: it can no longer be cancelled',
          );
        await repository.cancelExam(trx, id, nowIso());
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
  };
}
