import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  ATTENDANCE_MESSAGES as M,
  attendanceRuleSchema,
  attendanceSettingsSchema,
  attendanceSheetSchema,
  attendanceWarningSchema,
  batchAttendanceSchema,
  holidayFormSchema,
  holidaySchema,
  isoDaySchema,
  saveAttendanceRuleSchema,
  saveAttendanceSchema,
  studentAttendanceSchema,
} from '@institute/shared/attendance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentLanguageQuery } from '../../lib/document-labels';
import { answerOnce, idempotencyHeaders } from '../../lib/idempotency';
import type { AttendanceService } from './attendance.service';
import { registerPdf } from './register.pdf';

const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const dayParams = z.object({ id, day: isoDaySchema });
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = { 400: apiErrorSchema, 409: apiErrorSchema, ...errors };
const tags = ['attendance'];

/**
 * Attendance (issue 35 point 4, decision 0070): a batch's daily sheet saved whole, the batch's
 * and a student's percentages, the monthly register (PDF), holidays, the editing window and the
 * minimum attendance per course. Who reaches a batch: the batches module decides.
 */
export function attendanceRoutes(attendance: AttendanceService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/attendance/batches/:id/days/:day',
      {
        // A teacher: their own batches (reachableBatch, decision 0069).
        config: { teachers: true },
        schema: {
          tags,
          summary: "A batch's attendance sheet of a day (present by default until saved)",
          params: dayParams,
          response: { 200: attendanceSheetSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => attendance.sheet(request.user!, request.params.id, request.params.day),
    );

    app.put(
      '/attendance/batches/:id/days/:day',
      {
        // A teacher: their own batches (reachableBatch, decision 0069).
        config: { teachers: true },
        schema: {
          tags,
          summary:
            "Save a batch's whole day in one request: the marks given, present for every other student; saving again replaces the day's marks",
          description:
            'An Idempotency-Key header (decision 0087) makes a save sent again answer as the first one did, without saving twice.',
          params: dayParams,
          headers: idempotencyHeaders,
          body: saveAttendanceSchema,
          response: { 200: attendanceSheetSchema, 422: apiErrorSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        answerOnce(request.server.db, request, reply, request.body, async () => ({
          status: 200,
          body: await attendance.save(
            request.user!,
            request.params.id,
            request.params.day,
            request.body.marks,
          ),
        })),
    );

    app.post(
      '/attendance/batches/:id/days/:day/unlock',
      {
        schema: {
          tags,
          summary: 'Unlock a locked day for another editing window (head office)',
          params: dayParams,
          response: { 200: attendanceSheetSchema, ...writeErrors },
        },
      },
      async (request) => attendance.unlock(request.user!, request.params.id, request.params.day),
    );

    app.get(
      '/attendance/batches/:id',
      {
        // A teacher: their own batches (reachableBatch, decision 0069).
        config: { teachers: true },
        schema: {
          tags,
          summary: "Each student's attendance in the batch (marked class days only)",
          params: z.object({ id }),
          response: { 200: batchAttendanceSchema, ...errors },
        },
      },
      async (request) => attendance.ofBatch(request.user!, request.params.id),
    );

    app.get(
      '/attendance/batches/:id/register.pdf',
      {
        // A teacher: their own batches (reachableBatch, decision 0069).
        config: { teachers: true },
        schema: {
          tags,
          summary:
            "The month's attendance register as PDF, A4 landscape; lang=bilingual: English and Hindi",
          params: z.object({ id }),
          querystring: z
            .object({
              month: z
                .string({ error: M.monthInvalid })
                .regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthInvalid),
            })
            .extend(documentLanguageQuery.shape),
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        const register = await attendance.register(
          request.user!,
          request.params.id,
          request.query.month,
        );
        const pdf = await registerPdf(
          register,
          await request.server.documentLanguage(request.query.lang),
        );
        return reply
          .headers({
            'cache-control': 'private, no-store',
            'content-disposition': `attachment; filename="register-${request.query.month}.pdf"`,
          })
          .type('application/pdf')
          .send(Buffer.from(pdf));
      },
    );

    app.get(
      '/attendance/students/:registrationNumber',
      {
        schema: {
          tags,
          summary: "A student's attendance (marked class days only) and the course's minimum",
          params: z.object({ registrationNumber: z.string().min(1).max(30) }),
          response: { 200: studentAttendanceSchema, ...errors },
        },
      },
      async (request) => attendance.ofStudent(request.user!, request.params.registrationNumber),
    );

    app.get(
      '/attendance/warnings',
      {
        schema: {
          tags,
          summary:
            "Of the students named (comma-separated registration numbers), those below their course's minimum attendance",
          querystring: z.object({
            registrationNumbers: z
              .string()
              .max(10_000)
              .transform((value) => value.split(',').slice(0, 500)),
          }),
          response: { 200: z.array(attendanceWarningSchema), 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => attendance.warnings(request.user!, request.query.registrationNumbers),
    );

    app.get(
      '/attendance/holidays',
      {
        schema: {
          tags,
          summary: "Holidays: the network's and the centre's (head office: all, or one centre's)",
          querystring: z.object({ centreId: id.optional() }),
          response: { 200: z.array(holidaySchema), ...errors },
        },
      },
      async (request) => attendance.holidays(request.user!, request.query.centreId),
    );

    app.post(
      '/attendance/holidays',
      {
        schema: {
          tags,
          summary:
            'Add a holiday: centre staff for their centre, head office for a centre or (no centre) every centre',
          body: holidayFormSchema,
          response: { 201: holidaySchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await attendance.addHoliday(request.user!, request.body)),
    );

    app.delete(
      '/attendance/holidays/:id',
      {
        schema: {
          tags,
          summary: 'Remove a holiday',
          params: z.object({ id }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await attendance.removeHoliday(request.user!, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/attendance/settings',
      {
        schema: {
          tags,
          summary: 'Attendance settings: days a day stays editable, absence alerts',
          response: { 200: attendanceSettingsSchema, ...errors },
        },
      },
      async () => attendance.settings(),
    );

    app.put(
      '/attendance/settings',
      {
        schema: {
          tags,
          summary: 'Change the attendance settings (head office)',
          body: attendanceSettingsSchema,
          response: { 200: attendanceSettingsSchema, ...writeErrors },
        },
      },
      async (request) => attendance.saveSettings(request.user!, request.body),
    );

    app.get(
      '/attendance/rules',
      {
        schema: {
          tags,
          summary: 'The minimum attendance of each course, if any',
          response: { 200: z.array(attendanceRuleSchema), ...errors },
        },
      },
      async () => attendance.rules(),
    );

    app.put(
      '/attendance/rules/:course',
      {
        schema: {
          tags,
          summary: "Set or clear a course's minimum attendance (head office)",
          params: z.object({ course: z.string().min(1).max(20) }),
          body: saveAttendanceRuleSchema,
          response: { 200: attendanceRuleSchema, ...writeErrors },
        },
      },
      async (request) =>
        attendance.saveRule(request.user!, request.params.course, request.body.minimumPercent),
    );
  };
}
