import { type MarksSheet, type SaveMarksInput } from '@institute/shared/offline-exams';
import { type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { anyArchived, lockActiveStudents, studentArchived } from '../../lib/archived-student';
import { recordResult, removeResult } from '../grading/results';
import { nowIso } from '../../lib/time';
import type { OfflineExamsRepository } from './offline-exams.repository';

import type { OfflineExamsContext } from './offline-exams.context';

/** The marks grid of an exam session: read it, save it (results recorded through grading). */
export function createOfflineMarksService(deps: {
  repository: OfflineExamsRepository;
  audit: AuditLog;
  context: OfflineExamsContext;
}) {
  const { repository, audit } = deps;
  const { reachableSession, sheet, checkMarks } = deps.context;

  return {
    async getMarks(user: AuthenticatedUser, id: number): Promise<MarksSheet> {
      const { row, session } = await reachableSession(user, id);
      return sheet(session, row);
    },

    /**
     * Saves the grid in one transaction: each submitted student's marks are replaced, and their
     * result is recorded (or removed when they have no marks, or were absent in every subject).
     */
    async saveMarks(user: AuthenticatedUser, id: number, input: SaveMarksInput) {
      const { row, session } = await reachableSession(user, id);
      const students = await repository.sessionStudents({
        id: row.id,
        centre_id: row.centre_id,
        course_code: row.course_code,
      });
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
      return sheet(session, row);
    },
  };
}
