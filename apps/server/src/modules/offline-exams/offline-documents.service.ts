import { formatPercentage } from '@institute/shared/grading';
import {
  INSTITUTE_NAME,
  type AdmitCard,
  type Marksheet,
  type ResultListItem,
} from '@institute/shared/offline-exams';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { refuseArchived } from '../../lib/archived-student';
import { ERROR_CODES } from '@institute/shared/api-error';
import { AppError, notFound } from '../../lib/errors';
import { studentResults } from '../grading/results';
import type { OfflineExamsRepository } from './offline-exams.repository';

import {
  fileUrl,
  fullName,
  PUBLISHING_MESSAGES,
  STUDENT_NOT_FOUND,
  toSummary,
} from './offline-exams.rules';
import type { OfflineExamsContext } from './offline-exams.context';

/** What offline exams print and show: marksheets, admit cards, a student's results. */
export function createOfflineDocumentsService(deps: {
  repository: OfflineExamsRepository;
  audit: AuditLog;
  context: OfflineExamsContext;
}) {
  const { repository } = deps;
  const { reachableSession, staffStudent } = deps.context;

  return {
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
      // A draft is printed for nobody: a marksheet is what the student is handed (decision 0056).
      if (row.results_status !== 'published' || row.results_issue_date === null) {
        throw new AppError(409, ERROR_CODES.conflict, PUBLISHING_MESSAGES.notPublishedMarksheet);
      }
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
        issueDate: row.results_issue_date,
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
        if (students.length === 0) {
          // An archived student has no admit card: the one message of a frozen student.
          const student = await repository.findStudent(registrationNumber);
          if (student && canReachCentre(user, student.centre_id)) refuseArchived(student);
          throw notFound('This student is not a candidate of this exam.');
        }
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
            courseOption: student.course_option_label ?? null,
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

    /**
     * A student's published results (online and offline), for their profile: staff or the
     * student. Drafts are in the marks grid only (decision 0056).
     */
    async results(user: AuthenticatedUser, registrationNumber: string): Promise<ResultListItem[]> {
      const student = await repository.findStudent(registrationNumber);
      if (user.role === 'student') {
        if (!student || student.user_id !== user.id) throw forbidden();
      } else {
        // Another centre's student: the answer to a number nobody has (issue 32).
        if (!student || !canReachCentre(user, student.centre_id)) {
          throw notFound(STUDENT_NOT_FOUND);
        }
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
