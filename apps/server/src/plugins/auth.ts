import { LANGUAGE_COOKIE, type UiLocale } from '@institute/shared/i18n';
import fastifyCookie from '@fastify/cookie';
import type { Role } from '@institute/shared/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@institute/shared/auth';
import { ERROR_CODES } from '@institute/shared/api-error';
import { AppError } from '../lib/errors';
import { forbidden, isStaff, unauthenticated, type AuthenticatedUser } from '../lib/access';
import type { Client } from '../lib/client';
import { sessionIdOf } from '../lib/session-id';
import { requiresSession } from '../lib/openapi';

/** What the plugin needs of the auth module (handed in by the composition root). */
export interface SessionResolver {
  resolveSession(sessionId: string): Promise<AuthenticatedUser | null>;
}

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set for every /api request. */
    user: AuthenticatedUser | null;
    /** How the request proved its session. */
    authVia: 'cookie' | 'bearer' | null;
  }
  interface FastifyContextConfig {
    /** On a /api/dashboard route: who besides staff may call it. */
    access?: 'staff' | 'staff-or-own-student';
    /**
     * On a /api/dashboard route: a teacher may call it too (decision 0069); the route then lets
     * them reach only what concerns the batches assigned to them. Without it a teacher gets 403.
     */
    teachers?: boolean;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function clientOf(request: FastifyRequest): Client {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/**
 * Resolves the session of every API request (the httpOnly cookie set at sign-in, or an
 * `Authorization: Bearer` token), and refuses cookie-authenticated state changes that come from
 * another site.
 */
export async function registerAuth(app: FastifyInstance, auth: SessionResolver): Promise<void> {
  await app.register(fastifyCookie);
  app.decorateRequest('user', null);
  app.decorateRequest('authVia', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    // What the payment gateway calls, or sends the payer back to from its own site (a cross-site
    // form post): trusted by the gateway's signatures only, never by a session (decision 0071).
    if (request.url.startsWith(GATEWAY_ROUTES)) return;
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const cookie = request.cookies[SESSION_COOKIE];
    const token = bearer ?? cookie;
    if (UNSAFE_METHODS.has(request.method)) refuseCrossSite(request, !bearer && !!cookie);
    if (!token) return;
    request.user = await auth.resolveSession(sessionIdOf(token));
    request.authVia = request.user ? (bearer ? 'bearer' : 'cookie') : null;
  });
}

/** The payment gateway's routes (modules/payments gatewayRoutes). */
const GATEWAY_ROUTES = '/api/payments/';

/**
 * Browsers send Origin with cross-site requests: a foreign one is always refused. A state change
 * that relies on the session cookie must also prove it comes from our own pages (Origin, or at
 * least Referer); API clients with a Bearer token send neither and are not affected.
 */
function refuseCrossSite(request: FastifyRequest, cookieAuthenticated: boolean): void {
  const own = originOf(`${request.protocol}://${request.host}`);
  const origin =
    request.headers.origin === undefined ? undefined : originOf(request.headers.origin);
  if (request.headers.origin !== undefined && origin !== own) {
    throw forbidden('Cross-site request refused.');
  }
  if (cookieAuthenticated && (origin ?? originOf(request.headers.referer)) !== own) {
    throw forbidden('Cross-site request refused.');
  }
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}

/** Remembers the interface language on this device for a year (issue 18). */
export function setLanguageCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  locale: UiLocale,
): void {
  reply.setCookie(LANGUAGE_COOKIE, locale, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: 365 * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * onRequest hook of a route: a signed-in user of one of the roles (any role when none given).
 * Run before the body is read or validated, so a stranger gets 401 whatever they send.
 */
export function requireUser(...roles: Role[]) {
  return requiresSession(async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    if (roles.length > 0 && !roles.includes(request.user.role)) throw forbidden();
  });
}

/**
 * preValidation hook for everything under /api/dashboard: registration numbers in the path or the
 * query are matched in their canonical form (upper case, as they are issued), so 'rv2026000001'
 * reaches the same record as 'RV2026000001'.
 */
export async function canonicalRegistrationNumber(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query]) {
    const values = part as Record<string, unknown> | undefined;
    if (values && typeof values.registrationNumber === 'string') {
      values.registrationNumber = values.registrationNumber.trim().toUpperCase();
    }
  }
}

/**
 * onRequest hook for everything under /api/dashboard: staff only, unless the route allows a student
 * to reach their own record (the route itself then checks that it is theirs).
 */
export async function dashboardGuard(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  // A password someone else set (decision 0060): only signing out, /api/me and changing it.
  if (request.user.mustChangePassword) {
    throw new AppError(
      403,
      ERROR_CODES.passwordChangeRequired,
      AUTH_MESSAGES.passwordChangeRequired,
    );
  }
  if (isStaff(request.user)) return;
  // A teacher reaches only the routes that let teachers in (their batches, decision 0069).
  if (request.user.role === 'teacher') {
    if (request.routeOptions.config.teachers === true) return;
    throw forbidden();
  }
  const access = request.routeOptions.config.access ?? 'staff';
  if (access === 'staff-or-own-student' && request.user.role === 'student') return;
  throw forbidden();
}
