import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  ONLINE_EXAM_MESSAGES,
  answerBodySchema,
  answerSavedSchema,
  appearedSchema,
  attemptViewSchema,
  batchQuerySchema,
  batchStudentSchema,
  examFormSchema,
  examItemSchema,
  questionFormSchema,
  questionImportReportSchema,
  questionItemSchema,
  studentExamSchema,
} from '@institute/shared/online-exams';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, unauthenticated } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { APPEARED_HEADER, appearedLine, questionTemplate } from './online-exams.csv';
import type { OnlineExamsService } from './online-exams.service';
import { multipartBody } from '../../lib/openapi';

const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const idParams = z.object({ id });
const studentParams = z.object({ registrationNumber: z.string().min(1).max(100) });
const examParams = studentParams.extend({ examId: id });
const answerParams = examParams.extend({ questionId: id });
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = { 400: apiErrorSchema, 409: apiErrorSchema, ...errors };
const tags = ['online exams'];
const message = z.object({ message: z.string() });

/** onRequest: head office only, answered before the body is read. */
async function headOfficeOnly(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (request.user.role !== 'head_office') throw forbidden(ONLINE_EXAM_MESSAGES.headOfficeBank);
}

/** onRequest: only the student themself takes their exam (staff may look, never answer). */
async function ownStudentOnly(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (request.user.role !== 'student') throw forbidden(ONLINE_EXAM_MESSAGES.onlyStudent);
  const { registrationNumber } = request.params as { registrationNumber?: string };
  if (request.user.registrationNumber?.toUpperCase() !== registrationNumber?.toUpperCase()) {
    throw forbidden();
  }
}

/** Staff: the question bank, scheduling, Appeared Students. */
export function onlineExamStaffRoutes(exams: OnlineExamsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/online-exams/questions',
      {
        schema: {
          tags,
          summary: "A course's question bank (the correct answers for head office only)",
          querystring: z.object({ courseCode: z.string().min(1).max(20) }),
          response: { 200: z.array(questionItemSchema), 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => exams.listQuestions(request.user!, request.query.courseCode),
    );

    app.post(
      '/online-exams/questions',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Add a question to a course (head office)',
          body: questionFormSchema,
          response: { 201: questionItemSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await exams.createQuestion(request.user!, request.body)),
    );

    app.put(
      '/online-exams/questions/:id',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Edit a question (head office); attempts keep the version they were given',
          params: idParams,
          body: questionFormSchema,
          response: { 200: questionItemSchema, ...writeErrors },
        },
      },
      async (request) => exams.updateQuestion(request.user!, request.params.id, request.body),
    );

    app.delete(
      '/online-exams/questions/:id',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Delete a question (archived when an exam uses it; head office)',
          params: idParams,
          response: { 200: message, ...errors },
        },
      },
      async (request) => exams.deleteQuestion(request.user!, request.params.id),
    );

    app.get(
      '/online-exams/questions/template.csv',
      {
        schema: {
          tags,
          summary: 'The CSV template of the question bank import',
          fileAnswer: 'text/csv',
        },
      },
      async (_request, reply) =>
        reply
          .header('content-disposition', 'attachment; filename="questions-template.csv"')
          .type('text/csv; charset=utf-8')
          .send(questionTemplate()),
    );

    app.post(
      '/online-exams/questions/import',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Import questions from CSV into a course (head office); errors reported by row',
          description: 'multipart/form-data: courseCode and file (CSV, see the template).',
          consumes: ['multipart/form-data'],
          bodyDoc: multipartBody({ courseCode: z.string() }, { file: true }),
          response: { 200: questionImportReportSchema, 413: apiErrorSchema, ...writeErrors },
        },
      },
      async (request) => {
        const form = await readMultipart(request, ['file'], { file: 'The file' });
        const file = form.files.file;
        if (!file) {
          throw new AppError(400, 'VALIDATION_ERROR', 'Choose a CSV file', {
            file: ['Choose a CSV file'],
          });
        }
        return exams.importQuestions(request.user!, form.fields.courseCode ?? '', file.data);
      },
    );

    app.get(
      '/online-exams/batch',
      {
        schema: {
          tags,
          summary: "The centre's students of a course (option, admission dates): the batch",
          querystring: batchQuerySchema,
          response: { 200: z.array(batchStudentSchema), 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => exams.batch(request.user!, request.query),
    );

    app.get(
      '/online-exams',
      {
        schema: {
          tags,
          summary: 'Online exams (staff: their centre), newest first',
          response: { 200: z.array(examItemSchema), ...errors },
        },
      },
      async (request) => exams.listExams(request.user!),
    );

    app.post(
      '/online-exams',
      {
        schema: {
          tags,
          summary: 'Schedule an online exam (a link, or a test from the question bank)',
          body: examFormSchema,
          response: { 201: examItemSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await exams.scheduleExam(request.user!, request.body)),
    );

    app.get(
      '/online-exams/:id',
      {
        schema: {
          tags,
          summary: 'One online exam',
          params: idParams,
          response: { 200: examItemSchema, ...errors },
        },
      },
      async (request) => exams.getExam(request.user!, request.params.id),
    );

    app.delete(
      '/online-exams/:id',
      {
        schema: {
          tags,
          summary: 'Cancel an online exam nobody has appeared in',
          params: idParams,
          response: { 200: message, ...writeErrors },
        },
      },
      async (request) => exams.cancelExam(request.user!, request.params.id),
    );

    app.get(
      '/online-exams/:id/appeared',
      {
        schema: {
          tags,
          summary: 'Appeared Students: who appeared (when, score, grade) and who did not',
          params: idParams,
          response: { 200: appearedSchema, ...errors },
        },
      },
      async (request) => exams.appeared(request.user!, request.params.id),
    );

    app.get(
      '/online-exams/:id/appeared.csv',
      {
        schema: { tags, summary: 'Appeared Students as CSV', params: idParams },
      },
      async (request, reply) => {
        const { exam, rows } = await exams.appeared(request.user!, request.params.id);
        const body = `\uFEFF${APPEARED_HEADER.join(',')}\r\n${rows.map(appearedLine).join('')}`;
        return reply
          .header(
            'content-disposition',
            `attachment; filename="appeared-students-exam-${exam.id}.csv"`,
          )
          .type('text/csv; charset=utf-8')
          .send(body);
      },
    );
  };
}

/** The student's exams under /api/dashboard/student/:registrationNumber. */
export function studentExamRoutes(exams: OnlineExamsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const config = { access: 'staff-or-own-student' as const };

    app.get(
      '/student/:registrationNumber/exams',
      {
        config,
        schema: {
          tags,
          summary: "The student's online exams: upcoming, open and past, with their scores",
          params: studentParams,
          response: { 200: z.array(studentExamSchema), ...errors },
        },
      },
      async (request) => exams.studentExams(request.user!, request.params.registrationNumber),
    );

    app.get(
      '/student/:registrationNumber/exams/:examId',
      {
        config,
        schema: {
          tags,
          summary: 'One exam of the student, with the running attempt (never the answers key)',
          params: examParams,
          response: { 200: attemptViewSchema, ...errors },
        },
      },
      async (request) =>
        exams.getAttempt(request.user!, request.params.registrationNumber, request.params.examId),
    );

    app.post(
      '/student/:registrationNumber/exams/:examId/start',
      {
        config,
        onRequest: ownStudentOnly,
        schema: {
          tags,
          summary: 'Start (or resume) the test inside its window',
          params: examParams,
          response: { 200: attemptViewSchema, ...writeErrors },
        },
      },
      async (request) =>
        exams.startAttempt(request.user!, request.params.registrationNumber, request.params.examId),
    );

    app.put(
      '/student/:registrationNumber/exams/:examId/answers/:questionId',
      {
        config,
        onRequest: ownStudentOnly,
        schema: {
          tags,
          summary: 'Save the answer to one question (idempotent; refused after the deadline)',
          params: answerParams,
          body: answerBodySchema,
          response: { 200: answerSavedSchema, ...writeErrors },
        },
      },
      async (request) =>
        exams.saveAnswer(
          request.user!,
          request.params.registrationNumber,
          request.params.examId,
          request.params.questionId,
          request.body.selected,
        ),
    );

    app.post(
      '/student/:registrationNumber/exams/:examId/submit',
      {
        config,
        onRequest: ownStudentOnly,
        schema: {
          tags,
          summary: 'Submit the test: it is marked at once',
          params: examParams,
          response: { 200: attemptViewSchema, ...writeErrors },
        },
      },
      async (request) =>
        exams.submitAttempt(
          request.user!,
          request.params.registrationNumber,
          request.params.examId,
        ),
    );

    app.post(
      '/student/:registrationNumber/exams/:examId/open-link',
      {
        config,
        onRequest: ownStudentOnly,
        schema: {
          tags,
          summary: 'A link exam: records that the student opened it and answers the link',
          params: examParams,
          response: { 200: z.object({ examLink: z.string() }), ...writeErrors },
        },
      },
      async (request) =>
        exams.openLink(request.user!, request.params.registrationNumber, request.params.examId),
    );
  };
}
