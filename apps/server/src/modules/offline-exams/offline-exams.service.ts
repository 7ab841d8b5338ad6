import { ERROR_CODES } from '@institute/shared/api-error';
import { formatPercentage } from '@institute/shared/grading';
import {
  INSTITUTE_NAME,
  marksRangeMessage,
  type AdmitCard,
  type CourseSubjectsInput,
  type ExamSession,
  type MarkCell,
  type Marksheet,
  type MarksRow,
  type MarksSheet,
  type ResultListItem,
  type SaveMarksInput,
  type Subject,
  type StudentResultSummary,
} from '@institute/shared/offline-exams';
import type { z } from 'zod';
import type { examSessionInputSchema } from '@institute/shared/offline-exams';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import {
  examBeforeAdmissionMessage,
  recordResult,
  removeResult,
  studentResults,
} from '../../lib/results';
import { nowIso } from '../../lib/time';
import type {
  OfflineExamsRepository,
  SessionRow,
  SessionStudentRow,
} from './offline-exams.repository';

type SessionInput = z.output<typeof examSessionInputSchema>;

export const SUBJECTS_HEAD_OFFICE_ONLY = 'Only head office can change the subjects of a course.';
const SESSION_NOT_FOUND = 'This exam session was not found.';
const STUDENT_NOT_FOUND = 'No student with this registration number.';

const invalid = (message: string, fieldErrors: Record<string, string[]>) =>
  new AppError(400, ERROR_CODES.validation, message, fieldErrors);

const fullName = (student: { firstname: string; lastname: string }) =>
  `${student.firstname} ${student.lastname}`.trim();

/** The link the dashboard (and the student) use for a stored photo or signature. */
const fileUrl = (registrationNumber: string, kind: 'photo' | 'signature', fileId: number | null) =>
  fileId === null
    ? null
    : `/api/dashboard/AddStudent/${encodeURIComponent(registrationNumber)}/files/${kind}?v=${fileId}`;

type ResultRow = Awaited<ReturnType<OfflineExamsRepository['sessionResults']>>[number];

const toSummary = (row: ResultRow | undefined): StudentResultSummary | null =>
  row
    ? {
        obtainedMarks: row.obtained_marks,
        maximumMarks: row.maximum_marks,
        percentage: formatPercentage(row.percentage_bp),
        grade: row.grade,
        passed: row.passed === 1,
      }
    : null;

/** Offline examinations: subjects, exam sessions, the marks grid, marksheets and admit cards. */
export function createOfflineExamsService(deps: {
  repository: OfflineExamsRepository;
  audit: AuditLog;
}) {
  const { repository, audit } = deps;

  function requireHeadOffice(user: AuthenticatedUser, message: string) {
    if (user.role !== 'head_office') throw forbidden(message);
  }

  async function toSessions(rows: SessionRow[]): Promise<ExamSession[]> {
    const subjects = await repository.sessionSubjects(rows.map((row) => row.id));
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
    }));
  }

  /** The session if this user may work on it: its centre's staff or head office. */
  async function reachableSession(user: AuthenticatedUser, id: number) {
    const row = await repository.findSession(id);
    if (!row) throw notFound(SESSION_NOT_FOUND);
    if (!canReachCentre(user, row.centre_id)) throw forbidden();
    const [session] = await toSessions([row]);
    return { row, session: session! };
  }

  async function staffStudent(user: AuthenticatedUser, registrationNumber: string) {
    const student = await repository.findStudent(registrationNumber);
    if (!student) throw notFound(STUDENT_NOT_FOUND);
    if (!canReachCentre(user, student.centre_id)) throw forbidden();
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

  async function sheet(session: ExamSession, row: SessionRow): Promise<MarksSheet> {
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
    const candidates = students.filter(
      (student) => student.admission_date <= row.exam_date || marked.has(student.id),
    );
    return { session, rows: rowsFor(session, candidates, marks, results) };
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
      const id = await repository.transaction(async (trx) => {
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
        return sessionId;
      });
      return (await reachableSession(user, id)).session;
    },

    async updateSession(user: AuthenticatedUser, id: number, input: SessionInput) {
      const { row, session } = await reachableSession(user, id);
      if (input.courseCode !== row.course_code) {
        const message = 'The course of an exam session cannot change: create a new session.';
        throw invalid(message, { courseCode: [message] });
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
      await repository.transaction(async (trx) => {
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
      });
      return (await reachableSession(user, id)).session;
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
      const accepted = checkMarks(
        session,
        new Map(students.map((student) => [student.id, student])),
        input,
      );
      const maximum = session.subjects.reduce((sum, subject) => sum + subject.maxMarks, 0);
      const now = nowIso();
      await repository.transaction(async (trx) => {
        if (accepted.length === 0) return;
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

    /** View Marks for one student: every offline exam they have marks in. */
    async studentMarksheets(user: AuthenticatedUser, registrationNumber: string) {
      const student = await staffStudent(user, registrationNumber);
      const ids = (await repository.studentSessionIds(student.id)).map((row) => row.session_id);
      const sheets: Marksheet[] = [];
      for (const id of ids) sheets.push(await this.marksheet(user, id, registrationNumber));
      sheets.sort((a, b) => b.session.examDate.localeCompare(a.session.examDate));
      return {
        student: { registrationNumber: student.registration_number, name: fullName(student) },
        marksheets: sheets,
      };
    },

    async marksheet(
      user: AuthenticatedUser,
      sessionId: number,
      registrationNumber: string,
    ): Promise<Marksheet> {
      const { row, session } = await reachableSession(user, sessionId);
      const student = await staffStudent(user, registrationNumber);
      const [marks, results] = await Promise.all([
        repository.sessionMarks(row.id),
        repository.sessionResults([row.id], student.id),
      ]);
      const own = marks.filter((mark) => mark.student_id === student.id);
      if (own.length === 0) throw notFound('This student has no marks in this exam.');
      return {
        institute: INSTITUTE_NAME,
        session,
        student: {
          registrationNumber: student.registration_number,
          name: fullName(student),
          fatherName: student.fathername,
          courseOption: student.course_option_label,
        },
        lines: session.subjects.map((subject) => {
          const mark = own.find((candidate) => candidate.subject_id === subject.id);
          return {
            subject: subject.name,
            maxMarks: subject.maxMarks,
            marks: mark?.marks ?? null,
            absent: mark?.absent === 1,
          };
        }),
        result: toSummary(results[0]),
      };
    },

    /** Admit cards of a session: every candidate, or the one registration number given. */
    async admitCards(
      user: AuthenticatedUser,
      sessionId: number,
      registrationNumber?: string,
    ): Promise<{
      cards: AdmitCard[];
      files: Map<string, { photo: number | null; signature: number | null }>;
    }> {
      const { row, session } = await reachableSession(user, sessionId);
      let students = (
        await repository.sessionStudents({
          id: row.id,
          centre_id: row.centre_id,
          course_code: row.course_code,
        })
      ).filter((student) => student.admission_date <= row.exam_date);
      if (registrationNumber) {
        students = students.filter(
          (student) => student.registration_number === registrationNumber.toUpperCase(),
        );
        if (students.length === 0) throw notFound('This student is not a candidate of this exam.');
      }
      if (students.length === 0) throw notFound('This exam session has no candidates yet.');
      const files = new Map<string, { photo: number | null; signature: number | null }>();
      const cards = students.map((student): AdmitCard => {
        files.set(student.registration_number, {
          photo: student.photo_file_id,
          signature: student.signature_file_id,
        });
        return {
          institute: INSTITUTE_NAME,
          session,
          centreAddress: row.centre_address,
          student: {
            registrationNumber: student.registration_number,
            name: fullName(student),
            fatherName: student.fathername,
            dob: student.dob,
            photoUrl: fileUrl(student.registration_number, 'photo', student.photo_file_id),
            signatureUrl: fileUrl(
              student.registration_number,
              'signature',
              student.signature_file_id,
            ),
          },
        };
      });
      return { cards, files };
    },

    /** A student's results (online and offline), for their profile: staff or the student. */
    async results(user: AuthenticatedUser, registrationNumber: string): Promise<ResultListItem[]> {
      const student = await repository.findStudent(registrationNumber);
      if (user.role === 'student') {
        if (!student || student.user_id !== user.id) throw forbidden();
      } else {
        if (!student) throw notFound(STUDENT_NOT_FOUND);
        if (!canReachCentre(user, student.centre_id)) throw forbidden();
      }
      const rows = await studentResults(repository.db, student.id);
      return rows.map((result) => ({
        source: result.source,
        sourceId: result.source_id,
        title: result.title,
        examDate: result.exam_date,
        obtainedMarks: result.obtained_marks,
        maximumMarks: result.maximum_marks,
        percentage: formatPercentage(result.percentage_bp),
        grade: result.grade,
        passed: result.passed === 1,
      }));
    },

    /** A stored image's bytes (photo or signature) for a PDF. */
    async imageBytes(fileId: number | null, read: (key: string) => Promise<Buffer>) {
      if (fileId === null) return null;
      const file = await repository.findFile(fileId);
      if (!file || !file.content_type.startsWith('image/')) return null;
      return read(file.storage_key).catch(() => null);
    },
  };
}

export type OfflineExamsService = ReturnType<typeof createOfflineExamsService>;
