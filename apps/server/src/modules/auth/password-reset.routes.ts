import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  channelsSchema,
  NOTIFICATION_MESSAGES,
  resetConfirmAnswerSchema,
  resetConfirmSchema,
  resetRequestSchema,
} from '@institute/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PasswordResetService } from './password-reset.service';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

/** Forgot password (every role): ask for a link or code, then set a new password with it. */
export function passwordResetRoutes(
  resets: PasswordResetService,
  channels: () => { email: boolean; sms: boolean },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/password-reset/channels',
      {
        schema: {
          tags: ['auth'],
          summary: 'Which ways of sending a reset this site has (e-mail, SMS)',
          response: { 200: channelsSchema },
        },
      },
      async () => channels(),
    );

    app.post(
      '/password-reset/request',
      {
        config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
        schema: {
          tags: ['auth'],
          summary: 'Ask for a reset link (e-mail) or code (SMS); the answer is the same either way',
          body: resetRequestSchema,
          response: { 202: z.object({ message: z.string() }), ...errors },
        },
      },
      async (request, reply) => {
        await resets.request(request.body, request.ip);
        reply.header('cache-control', 'no-store');
        return reply.status(202).send({ message: NOTIFICATION_MESSAGES.resetRequested });
      },
    );

    app.post(
      '/password-reset/confirm',
      {
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the link token or the SMS code; every session ends',
          body: resetConfirmSchema,
          response: { 200: resetConfirmAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { signIn } = await resets.confirm(request.body, request.ip);
        reply.header('cache-control', 'no-store');
        return { message: NOTIFICATION_MESSAGES.resetDone, signIn };
      },
    );
  };
}
