import { apiErrorSchema } from '@institute/shared/api-error-schema';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * What the API document (OpenAPI 3.1, made by @fastify/swagger from the routes' schemas) adds to
 * every operation, so that a client can be generated from it and a contract test can hold the
 * answers to it (decision 0062):
 *
 * - an operationId derived from the method and the path alone (operationIdOf), so adding a route
 *   never changes another's id;
 * - the request body: from `schema.body` when Fastify validates it, else from `schema.bodyDoc`, a
 *   description only, for the routes whose service reads the body itself (its own messages) or
 *   reads a multipart form (multipartBody());
 * - the security schemes of a signed-in route (everything under /api/dashboard, and the routes
 *   whose onRequest hook is requireUser());
 * - every error answer the route's hooks and the app's handlers can give (commonErrors), with the
 *   API's one error shape.
 */

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The request body as the document describes it, for a route that reads its body itself
     * (a service's own parse with its own messages, or a multipart form): documentation only,
     * Fastify does not validate it.
     */
    bodyDoc?: z.ZodType;
    /** The content type of a file answer (CSV, PDF, an image) when it is not `produces[0]`. */
    fileAnswer?: string;
    /** Error answers of the route besides its response schema's and commonErrors(). */
    errorAnswers?: number[];
  }
}

export const SECURITY_SCHEMES = {
  /** The httpOnly cookie set at sign-in (the web app). Changes also need Origin or Referer. */
  sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
  /** The token answered at sign-in, sent as `Authorization: Bearer <token>` (API clients). */
  bearerToken: { type: 'http', scheme: 'bearer' },
} as const;

const SIGNED_IN = [{ sessionCookie: [] }, { bearerToken: [] }];
const SESSION_HOOK = Symbol.for('institute.requiresSession');

/** Marks an onRequest hook that refuses a request without a session (401). */
export function requiresSession<T extends object>(hook: T): T {
  Object.defineProperty(hook, SESSION_HOOK, { value: true });
  return hook;
}

const isSessionHook = (hook: unknown): boolean =>
  typeof hook === 'function' && (hook as unknown as Record<symbol, unknown>)[SESSION_HOOK] === true;

/**
 * The operation's id: the method, then each path segment after /api in camel case, a parameter
 * as `By<Name>`: `POST /api/dashboard/accounts/students/:registrationNumber/payments` is
 * `postDashboardAccountsStudentsByRegistrationNumberPayments`. It depends on nothing but the
 * operation's own method and path.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^[:{](\w+)}?$/.exec(segment)?.[1];
      const text = param ? `by-${param}` : segment;
      return text
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((part) => part[0]!.toUpperCase() + part.slice(1))
        .join('');
    });
  return method.toLowerCase() + words.join('');
}

/**
 * A multipart/form-data body: its text fields (as the form sends them: strings) and its file
 * parts (`true`: required).
 */
export function multipartBody(
  fields: Record<string, z.ZodType>,
  files: Record<string, boolean>,
): z.ZodType {
  const shape: Record<string, z.ZodType> = { ...fields };
  for (const [name, required] of Object.entries(files)) {
    const file = z.string().meta({ format: 'binary', description: 'a file part' });
    shape[name] = required ? file : file.optional();
  }
  return z.object(shape);
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface RouteLike {
  method: string | string[];
  url: string;
  onRequest?: unknown;
  config?: { rateLimit?: unknown };
}

/** The error answers a route can give besides its own, by what it takes and which hooks run. */
export function commonErrors(route: RouteLike, schema: FastifySchema, signedIn: boolean) {
  const methods = [route.method].flat();
  const unsafe = methods.some((method) => UNSAFE.has(method));
  const takesBody = schema.body !== undefined || schema.bodyDoc !== undefined;
  const codes = new Set<number>([500, 503]);
  // The request log's and router's own checks: a bad address, a damaged body, unreadable input.
  codes.add(400);
  if (signedIn) codes.add(401).add(403);
  // A state change from another site is refused (plugins/auth.ts) whoever sends it.
  if (unsafe) codes.add(403).add(507);
  if (/[:{]/.test(route.url)) codes.add(404);
  if (unsafe || takesBody) codes.add(413).add(415);
  if (route.config?.rateLimit) codes.add(429);
  return codes;
}

/** The swagger `transform`: the zod schemas as JSON Schema, and the additions above. */
export function openApiTransform(input: Parameters<typeof jsonSchemaTransform>[0]) {
  const route = (input as unknown as { route: RouteLike }).route;
  const schema = input.schema as FastifySchema | undefined;
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  const hooks = [route.onRequest].flat();
  const signedIn = input.url.startsWith('/api/dashboard') || hooks.some(isSessionHook);
  const { bodyDoc, fileAnswer, errorAnswers, produces, ...rest } = schema as FastifySchema & {
    produces?: string[];
  };
  const response: Record<string, unknown> = { ...(rest.response as object | undefined) };
  // A route without a success schema answers a file: `fileAnswer`, else what it `produces`.
  if (!Object.keys(response).some((code) => code.startsWith('2'))) {
    const type = fileAnswer ?? produces?.[0] ?? 'application/octet-stream';
    response[200] = {
      description: 'The file',
      content: { [type]: { schema: z.string().meta({ format: 'binary' }) } },
    };
  }
  for (const code of [...commonErrors(route, schema, signedIn), ...(errorAnswers ?? [])]) {
    response[code] ??= apiErrorSchema;
  }
  const method = [route.method].flat()[0]!;
  const described: FastifySchema = {
    ...rest,
    ...(bodyDoc && !rest.body ? { body: bodyDoc } : {}),
    response,
    operationId: operationIdOf(method, input.url),
    ...(signedIn ? { security: SIGNED_IN } : {}),
  } as FastifySchema;
  return jsonSchemaTransform({ ...input, schema: described });
}

const API_ERROR_REF = { $ref: '#/components/schemas/ApiError' };

/** The swagger `transformObject`: the error shape as one component every error answer names. */
export function openApiTransformObject(input: object) {
  if (!('openapiObject' in input)) throw new Error('The API document is an OpenAPI one');
  const document = input.openapiObject as {
    components?: Record<string, unknown>;
    paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  const errorJson = z.toJSONSchema(apiErrorSchema, { target: 'draft-2020-12' }) as Record<
    string,
    unknown
  >;
  delete errorJson.$schema;
  const errorText = canonical(errorJson);
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const answer of Object.values(operation.responses ?? {}) as {
        content?: Record<string, { schema?: unknown }>;
      }[]) {
        const json = answer.content?.['application/json'];
        if (json?.schema && canonical(json.schema) === errorText) json.schema = API_ERROR_REF;
      }
    }
  }
  return {
    ...document,
    components: {
      ...document.components,
      schemas: {
        ...((document.components?.schemas as object | undefined) ?? {}),
        ApiError: errorJson,
      },
    },
  };
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}
