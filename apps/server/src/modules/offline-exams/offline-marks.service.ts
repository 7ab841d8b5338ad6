import { type MarksSheet, type SaveMarksInput } from '@institute/shared/offline-exams';
import { type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { anyArchived, lockActiveStudents, studentArchived } from '../../lib/archived-student';
import { ERROR_CODES } from '@institute/shared/api-error';
import { publishResults, recordResult, removeResult } from '../grading/results';
import { AppError } from '../../lib/errors';
import { forbidden } from '../../lib/access';
import { instituteDate, nowIso } from '../../lib/time';
import { examNotHeldMessage, invalid, PUBLISHING_MESSAGES } from './offline-exams.rules';
import type { OfflineExamsRepository } from './offline-exams.repository';

import type { OfflineExamsContext } from './offline-exams.context';

/** The marks grid of an exam session: read it, save it (results recorded through grading). */
export function createOfflineMarksService(deps: {
  repository: OfflineExamsRepository;
  audit: AuditLog;
  context: OfflineExamsContext;
}) {
  const { repository, audit } = deps;
  const { reachableSession, sheet, checkMarks, publishBlocked } = deps.context;
  const conflict = (message: string) => new AppError(409, ERROR_CODES.conflict, message);

  return {
    async getMarks(user: AuthenticatedUser, id: number): Promise<MarksSheet> {
      const { row, session } = await reachableSession(user, id);
      return sheet(session, row, user);
    },

    /**
     * Saves the grid in one transaction: each submitted student's marks are replaced, and their
     * result is recorded (or removed when they have no marks, or were absent in every subject).
     */
    async saveMarks(user: AuthenticatedUser, id: number, input: SaveMarksInput) {
      const { row, session } = await reachableSession(user, id);
      // Marks are entered after the exam: not for a session dated after today (the institute's).
      if (row.exam_date > instituteDate()) {
        const message = examNotHeldMessage(row.exam_date);
        throw invalid(message, { examDate: [message] });
      }
      if (row.results_status === 'published') throw conflict(PUBLISHING_MESSAGES.published);
      const roster = await repository.sessionStudents({
        id: row.id,
        centre_id: row.centre_id,
        course_code: row.course_code,
      });
      // A teacher enters marks of the students of their batches only (decision 0069).
      const taught = user.role === 'teacher' ? await repository.teacherStudentIds(user.id) : null;
      const students = taught ? roster.filter((student) => taught.has(student.id)) : roster;
      // Marks for an archived student (out of the roster): the one message of a frozen student.
      const rostered = new Set(students.map((student) => student.id));
      const others = input.students
        .map((entry) => entry.studentId)
        .filter((id) => !rostered.has(id));
      if (await anyArchived(repository.db, others)) throw studentArchived();
      const accepted = checkMarks(
        session,
        new Map(students.map((student) => [student.id, student])),
        input,
      );
      const maximum = session.subjects.reduce((sum, subject) => sum + subject.maxMarks, 0);
      const now = nowIso();
      await repository.transaction(async (trx) => {
        if (accepted.length === 0) return;
        // Archived since the roster was read: refused, the students' rows held until the commit.
        await lockActiveStudents(
          trx,
          accepted.map((entry) => entry.student.id),
        );
        // Back to a draft (changed marks are submitted again); refused once published. The
        // conditional update also orders this save with a publishing at the same moment.
        const open = await repository.moveResults(trx, row.id, ['draft', 'submitted'], {
          results_status: 'draft',
          results_submitted_by: null,
          results_submitted_at: null,
        });
        if (!open) throw conflict(PUBLISHING_MESSAGES.published);
        await repository.deleteStudentMarks(
          trx,
          row.id,
          accepted.map((entry) => entry.student.id),
        );
        const marks = accepted.flatMap(({ student, cells }) =>
          cells
            .filter((cell) => cell.absent || cell.marks !== null)
            .map((cell) => ({
              session_id: row.id,
              student_id: student.id,
              subject_id: cell.subjectId,
              marks: cell.absent ? null : cell.marks,
              absent: cell.absent ? 1 : 0,
              updated_at: now,
              updated_by: user.id,
            })),
        );
        for (let start = 0; start < marks.length; start += 500) {
          await repository.insertMarks(trx, marks.slice(start, start + 500));
        }
        const summary: Record<string, string> = {};
        for (const { student, cells } of accepted) {
          const entered = cells.filter((cell) => cell.absent || cell.marks !== null);
          const key = { studentId: student.id, source: 'offline' as const, sourceId: row.id };
          if (entered.length === 0 || cells.every((cell) => cell.absent)) {
            await removeResult(trx, key);
            summary[student.registration_number] = entered.length === 0 ? 'no marks' : 'absent';
            continue;
          }
          const obtained = cells.reduce((sum, cell) => sum + (cell.marks ?? 0), 0);
          const result = await recordResult(trx, {
            studentId: student.id,
            centreId: row.centre_id,
            source: 'offline',
            sourceId: row.id,
            title: row.title,
            obtainedMarks: obtained,
            maximumMarks: maximum,
            examDate: row.exam_date,
            recordedBy: user.id,
            draft: true,
          });
          summary[student.registration_number] = `${obtained}/${maximum} ${result.grade}`;
        }
        await audit(
          {
            userId: user.id,
            centreId: row.centre_id,
            action: 'save_marks',
            entity: 'exam_session',
            entityId: row.id,
            changes: summary,
          },
          trx,
        );
      });
      const after = await reachableSession(user, id);
      return sheet(after.session, after.row, user);
    },

    /** The first person of the four-eyes rule: the marks are complete, ready to publish. */
    async submitResults(user: AuthenticatedUser, id: number) {
      const { row, session } = await reachableSession(user, id);
      if (row.exam_date > instituteDate()) throw conflict(examNotHeldMessage(row.exam_date));
      if (session.markedStudents === 0) throw conflict(PUBLISHING_MESSAGES.noResults);
      await repository.transaction(async (trx) => {
        const moved = await repository.moveResults(trx, row.id, ['draft'], {
          results_status: 'submitted',
          results_submitted_by: user.id,
          results_submitted_at: nowIso(),
        });
        if (!moved) {
          const current = await repository.findSession(row.id, trx);
          throw conflict(
            current?.results_status === 'published'
              ? PUBLISHING_MESSAGES.alreadyPublished
              : PUBLISHING_MESSAGES.alreadySubmitted,
          );
        }
        await audit(
          {
            userId: user.id,
            centreId: row.centre_id,
            action: 'submit_results',
            entity: 'exam_session',
            entityId: row.id,
            changes: { resultsStatus: ['draft', 'submitted'] },
          },
          trx,
        );
      });
      const after = await reachableSession(user, id);
      return sheet(after.session, after.row, user);
    },

    /**
     * Publishes the session's results: students see them, each is sent the result message, and
     * the marksheets' date of issue is today. Once: a conditional update decides, so of fifty
     * requests at the same moment one publishes and the others are told it is done.
     */
    async publishResults(user: AuthenticatedUser, id: number) {
      const { row, session } = await reachableSession(user, id);
      const { fourEyes, reason } = await publishBlocked(user, row, session.markedStudents);
      if (reason === PUBLISHING_MESSAGES.selfPublish) throw forbidden(reason);
      if (reason !== null) throw conflict(reason);
      const now = nowIso();
      const today = instituteDate();
      await repository.transaction(async (trx) => {
        const moved = await repository.moveResults(
          trx,
          row.id,
          fourEyes ? ['submitted'] : ['draft', 'submitted'],
          {
            results_status: 'published',
            results_published_by: user.id,
            results_published_at: now,
            results_issue_date: today < row.exam_date ? row.exam_date : today,
          },
        );
        if (!moved) {
          const current = await repository.findSession(row.id, trx);
          throw conflict(
            current?.results_status === 'published'
              ? PUBLISHING_MESSAGES.alreadyPublished
              : PUBLISHING_MESSAGES.notSubmitted,
          );
        }
        // A save of marks puts a submitted session back to a draft (its conditional update), so
        // a session moved here still has the marks that were checked and submitted.
        const published = await publishResults(trx, {
          source: 'offline',
          sourceId: row.id,
          at: now,
        });
        await audit(
          {
            userId: user.id,
            centreId: row.centre_id,
            action: 'publish_results',
            entity: 'exam_session',
            entityId: row.id,
            changes: { resultsStatus: [row.results_status, 'published'], results: published },
          },
          trx,
        );
      });
      const after = await reachableSession(user, id);
      return sheet(after.session, after.row, user);
    },
  };
}
