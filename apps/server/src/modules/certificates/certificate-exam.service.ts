// The exam that counts for a course's certificate (decision 0057): head office's setting per
// course, and the preview of what a certificate would print that the requisition shows.
import {
  CERTIFICATE_EXAM_MESSAGES as X,
  type CertificateExamRule,
  type CertificatePreview,
  type CourseCertificateExam,
} from '@institute/shared/certificate-exam';
import { APPROVAL_MESSAGES } from '@institute/shared/certificate-approval';
import { courseUnfinishedMessage } from '@institute/shared/course-period';
import { instituteDate } from '../../lib/time';
import type { AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { ERROR_CODES } from '@institute/shared/api-error';
import { countedResult } from '../grading/results';
import { studentReacher } from './certificate-access';
import { noCountedResultMessage, previewResult } from './certificate-exam';
import type { CertificateExamRepository } from './certificate-exam.repository';
import { progressOf, requireHeadOffice } from './certificate-rules';
import type { CertificatesRepository } from './certificates.repository';

export function createCertificateExamService(deps: {
  repository: CertificatesRepository;
  exams: CertificateExamRepository;
  audit: AuditLog;
}) {
  const { repository, exams, audit } = deps;
  const reachableStudent = studentReacher(repository);

  async function courseCertificateExam(
    user: AuthenticatedUser,
    code: string,
  ): Promise<CourseCertificateExam> {
    requireHeadOffice(user);
    const course = await exams.findCourse(code);
    if (!course) throw notFound(X.courseNotFound);
    const [offline, online] = await Promise.all([
      exams.offlineExams(code),
      exams.onlineExams(code),
    ]);
    const list = [
      ...offline.map((row) => ({ kind: 'offline-exam' as const, ...row })),
      ...online.map((row) => ({ kind: 'online-exam' as const, ...row })),
    ];
    const specific =
      course.certificate_exam === 'offline-exam' || course.certificate_exam === 'online-exam';
    const chosen = specific
      ? list.find(
          (row) => row.kind === course.certificate_exam && row.id === course.certificate_exam_id,
        )
      : undefined;
    return {
      courseCode: course.code,
      courseName: course.name,
      kind: course.certificate_exam,
      examId: specific ? course.certificate_exam_id : null,
      examTitle: chosen?.title ?? null,
      exams: list.map((row) => ({
        kind: row.kind,
        id: row.id,
        title: row.title,
        centreName: row.centre_name,
        date: row.kind === 'online-exam' ? instituteDate(row.date) : row.date,
      })),
    };
  }

  return {
    courseCertificateExam,

    /** Head office sets which exam counts for a course's certificate (audited). */
    async saveCourseCertificateExam(
      user: AuthenticatedUser,
      code: string,
      input: CertificateExamRule,
    ): Promise<CourseCertificateExam> {
      requireHeadOffice(user);
      const specific = input.kind === 'offline-exam' || input.kind === 'online-exam';
      const examId = specific ? (input.examId ?? null) : null;
      await exams.transaction(async (trx) => {
        const course = await exams.findCourse(code, trx);
        if (!course) throw notFound(X.courseNotFound);
        if (
          specific &&
          !(await exams.examOfCourse(
            input.kind === 'offline-exam' ? 'offline' : 'online',
            examId!,
            code,
            trx,
          ))
        ) {
          throw new AppError(400, ERROR_CODES.validation, X.examNotOfCourse, {
            examId: [X.examNotOfCourse],
          });
        }
        await exams.saveRule(code, { kind: input.kind, examId }, trx);
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'update',
            entity: 'course_certificate_exam',
            entityId: code,
            changes: {
              kind: [course.certificate_exam, input.kind],
              examId: [course.certificate_exam_id, examId],
            },
          },
          trx,
        );
      });
      return courseCertificateExam(user, code);
    },

    /**
     * What a certificate of the student would print now: the counted result's grade and
     * percentage and the exam it comes from, and whether a request can be sent.
     */
    async preview(
      user: AuthenticatedUser,
      registrationNumber: string,
    ): Promise<CertificatePreview> {
      const student = await reachableStudent(user, registrationNumber.trim().toUpperCase());
      const { rule, result } = await repository.transaction((trx) =>
        countedResult(trx, student.id),
      );
      const progress = progressOf(student);
      // The request's own messages, as it would answer them.
      const blockedReason = !progress.finished
        ? `${courseUnfinishedMessage(progress, student.completion_status)}${result ? '' : ` ${APPROVAL_MESSAGES.needsPassingResultToo}`}`
        : result
          ? null
          : noCountedResultMessage(rule);
      return {
        registrationNumber: student.registration_number,
        studentName: `${student.firstname} ${student.lastname}`.trim(),
        courseName: student.course_name ?? student.course,
        rule,
        result: result ? previewResult(result) : null,
        eligible: blockedReason === null,
        blockedReason,
      };
    },
  };
}

export type CertificateExamService = ReturnType<typeof createCertificateExamService>;
