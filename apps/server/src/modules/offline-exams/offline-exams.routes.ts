import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  admitCardSchema,
  courseSubjectsInputSchema,
  examSessionInputSchema,
  examSessionSchema,
  marksheetSchema,
  marksSheetSchema,
  resultListItemSchema,
  saveMarksSchema,
  subjectSchema,
} from '@institute/shared/offline-exams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/access';
import { documentLanguageQuery } from '../../lib/document-labels';
import type { FileStorage } from '../../lib/storage';
import { admitCardsPdf, marksheetPdf, cardImage } from './offline-exams.pdf';
import { SUBJECTS_HEAD_OFFICE_ONLY, type OfflineExamsService } from './offline-exams.service';

const BASE = '/offline-exams';
const tags = ['offline exams'];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.coerce.number().int().positive() });
const studentParams = idParams.extend({ registrationNumber: z.string().min(1).max(100) });
const registrationParams = z.object({ registrationNumber: z.string().min(1).max(100) });
const courseSchema = z.object({
  code: z.string(),
  name: z.string(),
  subjects: z.array(subjectSchema),
});
const pdfHeaders = (name: string) => ({
  'cache-control': 'private, no-store',
  'content-disposition': `attachment; filename="${name.replace(/[^\w.-]+/g, '-')}"`,
});

/** Offline examinations under /api/dashboard: staff of the centre and head office. */
export function offlineExamRoutes(
  service: OfflineExamsService,
  storage: FileStorage,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    });

    app.get(
      `${BASE}/courses`,
      {
        schema: {
          tags,
          summary: 'Courses with their subjects and maximum marks',
          response: { 200: z.array(courseSchema), ...errors },
        },
      },
      async () => service.listCourses(),
    );

    app.put(
      `${BASE}/courses/:courseCode/subjects`,
      {
        schema: {
          tags,
          summary:
            'Replace the subjects of a course (head office); exams already created keep theirs',
          params: z.object({ courseCode: z.string().min(1).max(20) }),
          body: courseSubjectsInputSchema,
          response: { 200: courseSchema, 400: apiErrorSchema, ...errors },
        },
        // Head office only: settled before the body is read, even for an unknown course.
        preValidation: async (request) => {
          if (request.user?.role !== 'head_office') throw forbidden(SUBJECTS_HEAD_OFFICE_ONLY);
        },
      },
      async (request) =>
        service.saveSubjects(request.user!, request.params.courseCode, request.body),
    );

    app.get(
      `${BASE}/sessions`,
      {
        // A teacher: the sessions and students of their batches (decision 0069).
        config: { teachers: true },
        schema: {
          tags,
          summary: 'Exam sessions within reach (head office may filter by centre)',
          querystring: z.object({
            centreId: z.coerce.number().int().positive().optional(),
            courseCode: z.string().max(20).optional(),
          }),
          response: { 200: z.array(examSessionSchema), 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => service.listSessions(request.user!, request.query),
    );

    app.post(
      `${BASE}/sessions`,
      {
        schema: {
          tags,
          summary: "Create an exam session of a centre for a course (copies the course's subjects)",
          body: examSessionInputSchema,
          response: { 201: examSessionSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createSession(request.user!, request.body)),
    );

    app.get(
      `${BASE}/sessions/:id`,
      {
        // A teacher: the sessions and students of their batches (decision 0069).
        config: { teachers: true },
        schema: {
          tags,
          summary: 'One exam session',
          params: idParams,
          response: { 200: examSessionSchema, ...errors },
        },
      },
      async (request) => service.getSession(request.user!, request.params.id),
    );

    app.put(
      `${BASE}/sessions/:id`,
      {
        schema: {
          tags,
          summary: 'Edit the title, date, time and venue of an exam session',
          params: idParams,
          body: examSessionInputSchema,
          response: { 200: examSessionSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => service.updateSession(request.user!, request.params.id, request.body),
    );

    app.delete(
      `${BASE}/sessions/:id`,
      {
        schema: {
          tags,
          summary: 'Delete an exam session that has no marks',
          params: idParams,
          response: { 200: z.object({ message: z.string() }), 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => {
        await service.deleteSession(request.user!, request.params.id);
        return { message: 'Exam session deleted' };
      },
    );

    app.get(
      `${BASE}/sessions/:id/marks`,
      {
        // A teacher: the sessions and students of their batches (decision 0069).
        config: { teachers: true },
        schema: {
          tags,
          summary: 'The marks grid: candidates, their marks per subject, and results',
          params: idParams,
          response: { 200: marksSheetSchema, ...errors },
        },
      },
      async (request) => service.getMarks(request.user!, request.params.id),
    );

    app.put(
      `${BASE}/sessions/:id/marks`,
      {
        // A teacher: the sessions and students of their batches (decision 0069).
        config: { teachers: true },
        bodyLimit: 2 * 1024 * 1024,
        schema: {
          tags,
          summary:
            'Save the marks grid in one go (each listed student is replaced): a draft until the results are published; refused before the exam date and once published',
          params: idParams,
          body: saveMarksSchema,
          response: { 200: marksSheetSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => service.saveMarks(request.user!, request.params.id, request.body),
    );

    app.post(
      `${BASE}/sessions/:id/results/submit`,
      {
        schema: {
          tags,
          summary:
            'Submit the marks for publishing (the first person of the four-eyes rule); saving marks again takes it back',
          params: idParams,
          response: { 200: marksSheetSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => service.submitResults(request.user!, request.params.id),
    );

    app.post(
      `${BASE}/sessions/:id/results/publish`,
      {
        schema: {
          tags,
          summary:
            'Publish the results: students see them and are sent their result, once; the marksheets are dated today. Four-eyes rule on: submitted first, and published by someone who did not enter, change or submit the marks',
          params: idParams,
          response: { 200: marksSheetSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => service.publishResults(request.user!, request.params.id),
    );

    app.get(
      `${BASE}/students/:registrationNumber/marksheets`,
      {
        schema: {
          tags,
          summary: "A student's marksheets of every offline exam",
          params: registrationParams,
          response: {
            200: z.object({
              student: z.object({ registrationNumber: z.string(), name: z.string() }),
              marksheets: z.array(marksheetSchema),
            }),
            ...errors,
          },
        },
      },
      async (request) =>
        service.studentMarksheets(request.user!, request.params.registrationNumber),
    );

    app.get(
      `${BASE}/sessions/:id/marksheets/:registrationNumber`,
      {
        schema: {
          tags,
          summary: 'The marksheet of a student in an exam session',
          params: studentParams,
          response: { 200: marksheetSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) =>
        service.marksheet(request.user!, request.params.id, request.params.registrationNumber),
    );

    app.get(
      `${BASE}/sessions/:id/marksheets/:registrationNumber/pdf`,
      {
        schema: {
          tags,
          summary: 'The marksheet as PDF; lang=bilingual: labels in English and Hindi',
          params: studentParams,
          querystring: documentLanguageQuery,
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        const sheet = await service.marksheet(
          request.user!,
          request.params.id,
          request.params.registrationNumber,
        );
        const pdf = await marksheetPdf(
          sheet,
          await request.server.documentLanguage(request.query.lang),
        );
        return reply
          .headers(pdfHeaders(`marksheet-${sheet.student.registrationNumber}.pdf`))
          .type('application/pdf')
          .send(Buffer.from(pdf));
      },
    );

    const admitQuery = z.object({ registrationNumber: z.string().min(1).max(100).optional() });

    app.get(
      `${BASE}/sessions/:id/admit-cards`,
      {
        schema: {
          tags,
          summary: 'Admit cards of an exam session: every candidate or one registration number',
          params: idParams,
          querystring: admitQuery,
          response: { 200: z.array(admitCardSchema), ...errors },
        },
      },
      async (request) =>
        (
          await service.admitCards(
            request.user!,
            request.params.id,
            request.query.registrationNumber,
          )
        ).cards,
    );

    app.get(
      `${BASE}/sessions/:id/admit-cards/pdf`,
      {
        schema: {
          tags,
          summary:
            'Admit cards as one PDF, two cards to an A4 page; lang=bilingual: English and Hindi',
          params: idParams,
          querystring: admitQuery.extend(documentLanguageQuery.shape),
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        const { cards, files } = await service.admitCards(
          request.user!,
          request.params.id,
          request.query.registrationNumber,
        );
        const read = (key: string) => storage.read(key);
        const withImages = [];
        for (const card of cards) {
          const ids = files.get(card.student.registrationNumber);
          withImages.push({
            card,
            images: {
              photo: await cardImage(await service.imageBytes(ids?.photo ?? null, read)),
              signature: await cardImage(await service.imageBytes(ids?.signature ?? null, read)),
            },
          });
        }
        const pdf = await admitCardsPdf(
          withImages,
          await request.server.documentLanguage(request.query.lang),
        );
        const name = request.query.registrationNumber
          ? `admit-card-${request.query.registrationNumber}.pdf`
          : `admit-cards-${request.params.id}.pdf`;
        return reply.headers(pdfHeaders(name)).type('application/pdf').send(Buffer.from(pdf));
      },
    );
  };
}

/** A student's results for their profile: staff of the centre, head office, or the student. */
export function studentResultRoutes(service: OfflineExamsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/student/:registrationNumber/results',
      {
        config: { access: 'staff-or-own-student' },
        schema: {
          tags,
          summary: "A student's exam results (online and offline), newest first",
          params: registrationParams,
          response: { 200: z.array(resultListItemSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return service.results(request.user!, request.params.registrationNumber);
      },
    );
  };
}
