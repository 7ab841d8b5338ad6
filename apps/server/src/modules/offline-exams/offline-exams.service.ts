import { ERROR_CODES } from '@institute/shared/api-error';
import {
  type CourseSubjectsInput,
  type ExamSession,
  type Subject,
} from '@institute/shared/offline-exams';
import type { z } from 'zod';
import type { examSessionInputSchema } from '@institute/shared/offline-exams';
import { forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { examBeforeAdmissionMessage } from '../grading/results';
import { instituteDate, nowIso } from '../../lib/time';
import type { OfflineExamsRepository } from './offline-exams.repository';

type SessionInput = z.output<typeof examSessionInputSchema>;

import {
  fullName,
  invalid,
  PUBLISHING_MESSAGES,
  SUBJECTS_HEAD_OFFICE_ONLY,
} from './offline-exams.rules';
import { createOfflineDocumentsService } from './offline-documents.service';
import { createOfflineMarksService } from './offline-marks.service';
import { createOfflineExamsContext } from './offline-exams.context';

export { SUBJECTS_HEAD_OFFICE_ONLY } from './offline-exams.rules';

/**
 * Offline examinations: subjects and exam sessions here; the marks grid is
 * offline-marks.service.ts, marksheets, admit cards and results offline-documents.service.ts.
 */
export function createOfflineExamsService(deps: {
  repository: OfflineExamsRepository;
  audit: AuditLog;
}) {
  const context = createOfflineExamsContext(deps);
  const parts = { ...deps, context };
  const { repository, audit } = deps;
  const { requireHeadOffice, toSessions, reachableSession } = context;

  return {
    async listCourses() {
      const [courses, subjects] = await Promise.all([
        repository.listCourses(),
        repository.listSubjects(),
      ]);
      return courses.map((course) => ({
        code: course.code,
        name: course.name,
        subjects: subjects
          .filter((subject) => subject.course_code === course.code)
          .map((subject): Subject => ({
            id: subject.id,
            courseCode: subject.course_code,
            name: subject.name,
            maxMarks: subject.max_marks,
            position: subject.position,
          })),
      }));
    },

    async saveSubjects(user: AuthenticatedUser, courseCode: string, input: CourseSubjectsInput) {
      requireHeadOffice(user, SUBJECTS_HEAD_OFFICE_ONLY);
      const course = await repository.findCourse(courseCode);
      if (!course) throw notFound('This course was not found.');
      const before = await repository.listSubjects(courseCode);
      await repository.transaction(async (trx) => {
        await repository.replaceSubjects(trx, courseCode, input.subjects, user.id, nowIso());
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'update',
            entity: 'course_subjects',
            entityId: courseCode,
            changes: {
              subjects: [
                before.map((subject) => `${subject.name} (${subject.max_marks})`),
                input.subjects.map((subject) => `${subject.name} (${subject.maxMarks})`),
              ],
            },
          },
          trx,
        );
      });
      return (await this.listCourses()).find((candidate) => candidate.code === courseCode)!;
    },

    async listSessions(
      user: AuthenticatedUser,
      filter: { centreId?: number; courseCode?: string },
    ): Promise<ExamSession[]> {
      let centreId = filter.centreId;
      if (user.role === 'teacher') {
        // The sessions of the centres and courses of the teacher's batches (decision 0069).
        const batches = await repository.teacherBatches(user.id);
        const sessions = await repository.listSessions({
          ...filter,
          centreId: user.centreId ?? -1,
        });
        return toSessions(
          sessions.filter((s) =>
            batches.some((b) => b.centre_id === s.centre_id && b.course === s.course_code),
          ),
        );
      }
      if (user.role !== 'head_office') {
        if (user.centreId === null) throw forbidden('Your account has no centre.');
        if (centreId !== undefined && centreId !== user.centreId) throw forbidden();
        centreId = user.centreId;
      }
      return toSessions(await repository.listSessions({ ...filter, centreId }));
    },

    async getSession(user: AuthenticatedUser, id: number) {
      return (await reachableSession(user, id)).session;
    },

    async createSession(user: AuthenticatedUser, input: SessionInput): Promise<ExamSession> {
      let centreId: number;
      if (user.role === 'head_office') {
        if (input.centreId === undefined) {
          throw invalid('Choose the centre.', { centreId: ['Choose the centre.'] });
        }
        centreId = input.centreId;
      } else {
        if (user.centreId === null) throw forbidden('Your account has no centre.');
        if (input.centreId !== undefined && input.centreId !== user.centreId) throw forbidden();
        centreId = user.centreId;
      }
      const centre = await repository.findCentre(centreId);
      if (!centre) throw invalid('Choose the centre.', { centreId: ['Choose the centre.'] });
      if (centre.status !== 'active') {
        throw invalid('This centre is suspended.', { centreId: ['This centre is suspended.'] });
      }
      const course = await repository.findCourse(input.courseCode);
      if (!course) throw invalid('Choose the course.', { courseCode: ['Choose the course.'] });
      const subjects = await repository.listSubjects(course.code);
      if (subjects.length === 0) {
        const message = 'This course has no subjects yet: head office adds them first.';
        throw invalid(message, { courseCode: [message] });
      }
      const now = nowIso();
      // The answer is read inside the transaction: a database lost after the commit must not turn
      // a created session into an error (sent again, it would be created twice).
      return repository.transaction(async (trx) => {
        const sessionId = await repository.insertSession(
          trx,
          {
            centre_id: centreId,
            course_code: course.code,
            title: input.title,
            exam_date: input.examDate,
            exam_time: input.examTime,
            venue: input.venue,
          },
          subjects.map((subject) => ({
            name: subject.name,
            max_marks: subject.max_marks,
            position: subject.position,
          })),
          user.id,
          now,
        );
        await audit(
          {
            userId: user.id,
            centreId,
            action: 'create',
            entity: 'exam_session',
            entityId: sessionId,
            changes: { title: input.title, course: course.code, examDate: input.examDate },
          },
          trx,
        );
        return (await reachableSession(user, sessionId, trx)).session;
      });
    },

    async updateSession(user: AuthenticatedUser, id: number, input: SessionInput) {
      const { row, session } = await reachableSession(user, id);
      if (input.courseCode !== row.course_code) {
        const message = 'The course of an exam session cannot change: create a new session.';
        throw invalid(message, { courseCode: [message] });
      }
      if (input.examDate !== row.exam_date && row.results_status === 'published') {
        throw invalid(PUBLISHING_MESSAGES.datePublished, {
          examDate: [PUBLISHING_MESSAGES.datePublished],
        });
      }
      if (
        input.examDate !== row.exam_date &&
        session.markedStudents > 0 &&
        input.examDate > instituteDate()
      ) {
        throw invalid(PUBLISHING_MESSAGES.dateAfterToday, {
          examDate: [PUBLISHING_MESSAGES.dateAfterToday],
        });
      }
      if (input.examDate !== row.exam_date && session.markedStudents > 0) {
        const [students, marks] = await Promise.all([
          repository.sessionStudents({
            id: row.id,
            centre_id: row.centre_id,
            course_code: row.course_code,
          }),
          repository.sessionMarks(row.id),
        ]);
        const marked = new Set(marks.map((mark) => mark.student_id));
        const late = students.find(
          (student) => marked.has(student.id) && student.admission_date > input.examDate,
        );
        if (late) {
          const message = examBeforeAdmissionMessage(
            `${fullName(late)} (${late.registration_number})`,
            late.admission_date,
            input.examDate,
          );
          throw invalid(message, { examDate: [message] });
        }
      }
      const values = {
        title: input.title,
        exam_date: input.examDate,
        exam_time: input.examTime,
        venue: input.venue,
      };
      const changes = Object.fromEntries(
        (Object.keys(values) as (keyof typeof values)[])
          .filter((key) => values[key] !== row[key])
          .map((key) => [key, [row[key], values[key]]]),
      );
      return repository.transaction(async (trx) => {
        await repository.updateSession(trx, id, values, nowIso());
        await audit(
          {
            userId: user.id,
            centreId: row.centre_id,
            action: 'update',
            entity: 'exam_session',
            entityId: id,
            changes,
          },
          trx,
        );
        return (await reachableSession(user, id, trx)).session;
      });
    },

    async deleteSession(user: AuthenticatedUser, id: number) {
      const { row, session } = await reachableSession(user, id);
      if (session.markedStudents > 0) {
        throw new AppError(
          409,
          ERROR_CODES.conflict,
          'This exam session has marks: remove the marks first (save every row empty).',
        );
      }
      await repository.transaction(async (trx) => {
        await repository.deleteSession(trx, id);
        await audit(
          {
            userId: user.id,
            centreId: row.centre_id,
            action: 'delete',
            entity: 'exam_session',
            entityId: id,
            changes: { title: row.title },
          },
          trx,
        );
      });
    },
    ...createOfflineMarksService(parts),
    ...createOfflineDocumentsService(parts),
  };
}

export type OfflineExamsService = ReturnType<typeof createOfflineExamsService>;
