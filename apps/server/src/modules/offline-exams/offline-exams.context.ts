import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import {
  marksRangeMessage,
  type ExamSession,
  type MarkCell,
  type MarksRow,
  type MarksSheet,
  type SaveMarksInput,
} from '@institute/shared/offline-exams';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { refuseArchived } from '../../lib/archived-student';
import { notFound } from '../../lib/errors';
import { examBeforeAdmissionMessage } from '../grading/results';
import type {
  OfflineExamsRepository,
  SessionRow,
  SessionStudentRow,
} from './offline-exams.repository';

import { instituteDate } from '../../lib/time';
import {
  examNotHeldMessage,
  fullName,
  invalid,
  PUBLISHING_MESSAGES,
  SESSION_NOT_FOUND,
  STUDENT_NOT_FOUND,
  toSummary,
  type ResultRow,
} from './offline-exams.rules';

/** What the parts of offline examination share: access checks, session views, the marks grid. */
export function createOfflineExamsContext(deps: {
  repository: OfflineExamsRepository;
  audit: AuditLog;
}) {
  const { repository } = deps;

  function requireHeadOffice(user: AuthenticatedUser, message: string) {
    if (user.role !== 'head_office') throw forbidden(message);
  }

  async function toSessions(rows: SessionRow[], trx?: Kysely<DB>): Promise<ExamSession[]> {
    const subjects = await repository.sessionSubjects(
      rows.map((row) => row.id),
      trx,
    );
    return rows.map((row) => ({
      id: row.id,
      centreId: row.centre_id,
      centreName: row.centre_name,
      courseCode: row.course_code,
      courseName: row.course_name,
      title: row.title,
      examDate: row.exam_date,
      examTime: row.exam_time,
      venue: row.venue,
      subjects: subjects
        .filter((subject) => subject.session_id === row.id)
        .map((subject) => ({
          id: subject.id,
          name: subject.name,
          maxMarks: subject.max_marks,
          position: subject.position,
        })),
      markedStudents: Number(row.marked_students ?? 0),
      results: {
        status: row.results_status,
        submittedBy: row.results_submitted_by_name,
        submittedAt: row.results_submitted_at,
        publishedBy: row.results_published_by_name,
        publishedAt: row.results_published_at,
        issueDate: row.results_issue_date,
      },
    }));
  }

  /**
   * The session if this user may work on it: its centre's staff or head office. `trx`: a write's
   * transaction, so that its answer is read before its commit.
   */
  async function reachableSession(user: AuthenticatedUser, id: number, trx?: Kysely<DB>) {
    const row = await repository.findSession(id, trx);
    if (!row) throw notFound(SESSION_NOT_FOUND);
    if (user.role === 'teacher') {
      // A teacher: sessions of the centre and course of a batch assigned to them (decision 0069).
      const batches = await repository.teacherBatches(user.id);
      if (!batches.some((b) => b.centre_id === row.centre_id && b.course === row.course_code))
        throw notFound(SESSION_NOT_FOUND);
    } else if (!canReachCentre(user, row.centre_id)) throw forbidden();
    const [session] = await toSessions([row], trx);
    return { row, session: session! };
  }

  async function staffStudent(user: AuthenticatedUser, registrationNumber: string) {
    const student = await repository.findStudent(registrationNumber);
    // Another centre's student: the answer to a number nobody has (issue 32).
    if (!student || !canReachCentre(user, student.centre_id)) throw notFound(STUDENT_NOT_FOUND);
    // Archived: frozen and out of every exam list until restored (decision 0058).
    refuseArchived(student);
    return student;
  }

  function rowsFor(
    session: ExamSession,
    students: SessionStudentRow[],
    marks: Awaited<ReturnType<OfflineExamsRepository['sessionMarks']>>,
    results: ResultRow[],
  ): MarksRow[] {
    return students.map((student) => {
      const cells: MarkCell[] = session.subjects.map((subject) => {
        const mark = marks.find(
          (candidate) => candidate.student_id === student.id && candidate.subject_id === subject.id,
        );
        return {
          subjectId: subject.id,
          marks: mark?.marks ?? null,
          absent: mark?.absent === 1,
        };
      });
      return {
        studentId: student.id,
        registrationNumber: student.registration_number,
        name: fullName(student),
        cells,
        result: toSummary(results.find((result) => result.student_id === student.id)),
        allAbsent: cells.length > 0 && cells.every((cell) => cell.absent),
      };
    });
  }

  /** Why marks of this session cannot be saved now, or null. */
  function marksClosedReason(row: SessionRow): string | null {
    if (row.exam_date > instituteDate()) return examNotHeldMessage(row.exam_date);
    if (row.results_status === 'published') return PUBLISHING_MESSAGES.published;
    return null;
  }

  /**
   * Why this user may not publish the session's results now, or null (decision 0056): the exam
   * must have been held and have results; with the four-eyes rule on, the marks must have been
   * submitted for publishing, and the publisher must be none of the people who entered, changed
   * or submitted them.
   */
  async function publishBlocked(
    user: AuthenticatedUser,
    row: SessionRow,
    markedStudents: number,
    trx?: Kysely<DB>,
  ): Promise<{ fourEyes: boolean; reason: string | null }> {
    const fourEyes = await repository.fourEyes(trx);
    if (row.results_status === 'published') {
      return { fourEyes, reason: PUBLISHING_MESSAGES.alreadyPublished };
    }
    if (row.exam_date > instituteDate()) {
      return { fourEyes, reason: examNotHeldMessage(row.exam_date) };
    }
    if (markedStudents === 0) return { fourEyes, reason: PUBLISHING_MESSAGES.noResults };
    if (!fourEyes) return { fourEyes, reason: null };
    if (row.results_status !== 'submitted') {
      return { fourEyes, reason: PUBLISHING_MESSAGES.notSubmitted };
    }
    const editors = await repository.markEditors(row.id, trx);
    if (row.results_submitted_by === user.id || editors.includes(user.id)) {
      return { fourEyes, reason: PUBLISHING_MESSAGES.selfPublish };
    }
    return { fourEyes, reason: null };
  }

  async function sheet(
    session: ExamSession,
    row: SessionRow,
    user: AuthenticatedUser,
  ): Promise<MarksSheet> {
    const [students, marks, results] = await Promise.all([
      repository.sessionStudents({
        id: row.id,
        centre_id: row.centre_id,
        course_code: row.course_code,
      }),
      repository.sessionMarks(row.id),
      repository.sessionResults([row.id]),
    ]);
    // Students admitted after the exam could not sit it: they are not candidates (unless marks
    // were recorded for them before this rule, so that staff can still clear them).
    const marked = new Set(marks.map((mark) => mark.student_id));
    const taught = user.role === 'teacher' ? await repository.teacherStudentIds(user.id) : null;
    const candidates = students.filter(
      (student) =>
        (student.admission_date <= row.exam_date || marked.has(student.id)) &&
        (taught === null || taught.has(student.id)),
    );
    const closed = marksClosedReason(row);
    const blocked =
      user.role === 'teacher'
        ? // A teacher enters marks; submitting and publishing are the centre's and head office's.
          { fourEyes: await repository.fourEyes(), reason: PUBLISHING_MESSAGES.notYours }
        : await publishBlocked(user, row, session.markedStudents);
    const submitBlocked =
      row.results_status === 'submitted'
        ? PUBLISHING_MESSAGES.alreadySubmitted
        : (closed ?? (session.markedStudents === 0 ? PUBLISHING_MESSAGES.noResults : null));
    return {
      session,
      rows: rowsFor(session, candidates, marks, results),
      publishing: {
        fourEyes: blocked.fourEyes,
        marksClosedReason: closed,
        canSubmit: blocked.fourEyes && submitBlocked === null && user.role !== 'teacher',
        canPublish: blocked.reason === null,
        blockedReason: blocked.reason,
      },
    };
  }

  /** Checks every submitted cell; answers the field errors keyed `<studentId>.<subjectId>`. */
  function checkMarks(
    session: ExamSession,
    students: Map<number, SessionStudentRow>,
    input: SaveMarksInput,
  ) {
    const errors: Record<string, string[]> = {};
    const messages: string[] = [];
    const add = (key: string, message: string, who?: string) => {
      errors[key] = [message];
      messages.push(who ? `${who}: ${message}` : message);
    };
    const accepted: { student: SessionStudentRow; cells: MarkCell[] }[] = [];
    const seen = new Set<number>();
    for (const entry of input.students) {
      const student = students.get(entry.studentId);
      if (!student || seen.has(entry.studentId)) {
        add(
          `students.${entry.studentId}`,
          'This student is not a candidate of this exam session (or is listed twice).',
        );
        continue;
      }
      seen.add(student.id);
      const who = fullName(student);
      const entering = entry.cells.some((cell) => cell.absent || cell.marks !== null);
      if (entering && student.admission_date > session.examDate) {
        const message = examBeforeAdmissionMessage(
          `${who} (${student.registration_number})`,
          student.admission_date,
          session.examDate,
        );
        errors[`students.${student.id}`] = [message];
        messages.push(message);
        continue;
      }
      for (const cell of entry.cells) {
        if (!session.subjects.some((subject) => subject.id === cell.subjectId)) {
          add(`${student.id}.${cell.subjectId}`, 'This subject is not part of the exam.', who);
        }
      }
      const cells = session.subjects.map((subject) => {
        const cell = entry.cells.find((candidate) => candidate.subjectId === subject.id);
        if (!cell || cell.absent) {
          return { subjectId: subject.id, marks: null, absent: cell?.absent ?? false };
        }
        const { marks } = cell;
        if (marks !== null && (!Number.isInteger(marks) || marks < 0 || marks > subject.maxMarks)) {
          add(
            `${student.id}.${subject.id}`,
            marksRangeMessage(subject.name, subject.maxMarks),
            who,
          );
        }
        return { subjectId: subject.id, marks, absent: false };
      });
      const blank = cells.filter((cell) => !cell.absent && cell.marks === null);
      if (blank.length > 0 && blank.length < cells.length) {
        for (const cell of blank) {
          const subject = session.subjects.find((candidate) => candidate.id === cell.subjectId)!;
          add(
            `${student.id}.${subject.id}`,
            `Enter the marks in ${subject.name} or mark the student absent.`,
            who,
          );
        }
      }
      accepted.push({ student, cells });
    }
    if (messages.length > 0) {
      const more = messages.length > 1 ? ` (and ${messages.length - 1} more to correct)` : '';
      throw invalid(`${messages[0]}${more}`, errors);
    }
    return accepted;
  }

  return {
    marksClosedReason,
    publishBlocked,
    requireHeadOffice,
    toSessions,
    reachableSession,
    staffStudent,
    rowsFor,
    sheet,
    checkMarks,
  };
}

export type OfflineExamsContext = ReturnType<typeof createOfflineExamsContext>;
