import {
  adminLoginSchema,
  AUTH_MESSAGES,
  changePasswordSchema,
  loginAnswerSchema,
  loginSchema,
  messageAnswerSchema,
  registerSchema,
  sessionUserSchema,
} from '@institute/shared/auth';
import { apiErrorSchema } from '@institute/shared/api-error-schema';
import { notificationPreferencesSchema } from '@institute/shared/notifications';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../lib/access';
import { browserLocale, chosenLocale } from '../../lib/request-language';
import {
  clearSessionCookie,
  clientOf,
  requireUser,
  setLanguageCookie,
  setSessionCookie,
} from '../../plugins/auth';
import { UI_LOCALES } from '@institute/shared/i18n';
import { SignInWait, type AuthService, type Client, type StartedSession } from './auth.service';
import { DEVICE_COOKIE, DEVICE_LIFETIME_MS } from './known-devices';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  429: apiErrorSchema,
};

/** The client of a sign-in: its address and the known-device cookie it sent. */
const signInClient = (request: FastifyRequest): Client => ({
  ...clientOf(request),
  deviceCookie: request.cookies[DEVICE_COOKIE],
});

/** A sign-in, answered with Retry-After when the client must wait. */
async function signingIn(
  request: FastifyRequest,
  reply: FastifyReply,
  start: () => Promise<StartedSession>,
) {
  let session: StartedSession;
  try {
    session = await start();
  } catch (error) {
    if (error instanceof SignInWait) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
  const answer = answerSession(request, reply, session);
  // Sent only to the sign-in calls (path /api), never readable by scripts.
  reply.setCookie(DEVICE_COOKIE, session.deviceCookie, {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: DEVICE_LIFETIME_MS / 1000,
  });
  return answer;
}

function answerSession(request: FastifyRequest, reply: FastifyReply, session: StartedSession) {
  setSessionCookie(request, reply, session.token, session.expiresAt);
  // The language the person chose on another device follows them here (issue 18); without one,
  // the language of the page they signed in on (the web app names it in Accept-Language), so a
  // sign-in at /hi/login goes on in Hindi.
  const language = session.language ?? (chosenLocale(request) ? undefined : browserLocale(request));
  if (language) setLanguageCookie(request, reply, language);
  reply.header('cache-control', 'no-store');
  return {
    token: session.token,
    name: session.user.name,
    message: AUTH_MESSAGES.loginSuccessful,
    user: session.user,
  };
}

/** Sign-up, sign-in (students and registered users; staff), sign-out, who am I, password change. */
export function authRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/register',
      {
        // Generous: a whole class may sign up from one centre's address.
        config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
        schema: {
          tags: ['auth'],
          summary: 'Create a registered user account',
          body: registerSchema,
          response: { 201: messageAnswerSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        await auth.register(request.body, clientOf(request));
        return reply.status(201).send({ message: AUTH_MESSAGES.signUpSuccessful });
      },
    );

    app.post(
      '/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in a student (with registration number) or a registered user',
          description:
            'Sets an httpOnly session cookie; the token in the answer also works as a Bearer token.',
          body: loginSchema,
          response: { 200: loginAnswerSchema, ...errors },
        },
      },
      async (request, reply) =>
        signingIn(request, reply, () => auth.login(request.body, signInClient(request))),
    );

    app.post(
      '/admin/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in centre staff or head office',
          body: adminLoginSchema,
          response: { 200: loginAnswerSchema, ...errors },
        },
      },
      async (request, reply) =>
        signingIn(request, reply, () => auth.adminLogin(request.body, signInClient(request))),
    );

    app.post(
      '/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign out: revokes the session and clears the cookie',
          response: { 200: messageAnswerSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => {
        if (request.user) await auth.logout(request.user, clientOf(request));
        clearSessionCookie(reply);
        return { message: 'Signed out' };
      },
    );

    app.get(
      '/me',
      {
        onRequest: requireUser(),
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user',
          response: { 200: z.object({ user: sessionUserSchema }), 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        if (!request.user) throw unauthenticated();
        reply.header('cache-control', 'no-store');
        const { id, name, email, role, centreId, registrationNumber, mustChangePassword } =
          request.user;
        return {
          user: {
            id,
            name,
            email,
            role,
            centreId,
            registrationNumber,
            ...(mustChangePassword ? { mustChangePassword } : {}),
          },
        };
      },
    );

    app.post(
      '/account/password',
      {
        onRequest: requireUser(),
        schema: {
          tags: ['auth'],
          summary: 'Change the password; every other session of the account is signed out',
          body: changePasswordSchema,
          response: { 200: messageAnswerSchema, ...errors },
        },
      },
      async (request) => {
        await auth.changePassword(request.user!, request.body, clientOf(request));
        return { message: 'Password changed. Other sessions were signed out.' };
      },
    );

    app.post(
      '/language',
      {
        schema: {
          tags: ['auth'],
          summary: 'Choose the interface language (remembered by a cookie, and for my account)',
          body: z.object({ locale: z.enum(UI_LOCALES, { error: 'Choose English or Hindi' }) }),
          response: { 204: z.null(), 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => {
        setLanguageCookie(request, reply, request.body.locale);
        if (request.user) await auth.saveLanguage(request.user, request.body.locale);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/account/notification-preferences',
      {
        onRequest: requireUser(),
        schema: {
          tags: ['auth'],
          summary: 'The language of my messages and whether I receive reminders',
          response: { 200: notificationPreferencesSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return auth.notificationPreferences(request.user!);
      },
    );

    app.put(
      '/account/notification-preferences',
      {
        onRequest: requireUser(),
        schema: {
          tags: ['auth'],
          summary: 'Choose the language of my messages and whether I receive reminders',
          body: notificationPreferencesSchema,
          response: { 200: notificationPreferencesSchema, ...errors },
        },
      },
      async (request) => auth.saveNotificationPreferences(request.user!, request.body),
    );
  };
}
