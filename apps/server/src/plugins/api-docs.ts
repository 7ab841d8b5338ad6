import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Fastify from 'fastify';

export interface ApiDocsOptions {
  /** Where the pages are: Swagger UI at the prefix, the document at <prefix>/json and /yaml. */
  routePrefix: string;
  /** The pages' content security policy (Swagger UI loads its scripts from <prefix>/static). */
  staticCSP: string;
}

/** Headers of the inner answer that belong to its own connection, not to the one passed on. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
]);
/** The request headers Swagger UI's answers depend on (conditional requests, the document). */
const PASSED_ON = ['accept', 'if-modified-since', 'if-none-match', 'range'] as const;

/**
 * The API's documentation (Swagger UI, and the OpenAPI document this app's `@fastify/swagger`
 * makes of its route schemas), made on the first request for it. Swagger UI and the packages it
 * loads (its own file server, a YAML library) made every start about 50 ms longer, for pages a
 * developer opens now and then. A Fastify instance of its own serves them from this app's
 * document, once every route is known; its answers are passed on as they are, under this app's
 * hooks (security headers, compression, the request log).
 */
export function registerApiDocs(app: FastifyInstance, options: ApiDocsOptions): void {
  let docs: Promise<FastifyInstance> | null = null;
  const docsApp = () =>
    (docs ??= (async () => {
      const [{ default: fastifySwagger }, { default: fastifySwaggerUi }] = await Promise.all([
        import('@fastify/swagger'),
        import('@fastify/swagger-ui'),
      ]);
      const instance = Fastify({ logger: false });
      await instance.register(fastifySwagger, {
        mode: 'static',
        // An OpenAPI 3.1 document: static mode serves it as it is, though its types name 3.0
        // and 2.0 only.
        specification: { document: app.swagger() as never },
      });
      await instance.register(fastifySwaggerUi, options);
      await instance.ready();
      return instance;
    })().catch((error: unknown) => {
      docs = null;
      throw error;
    }));

  app.addHook('onClose', async () => {
    const instance = await docs?.catch(() => null);
    await instance?.close();
  });

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const instance = await docsApp();
    const headers: Record<string, string> = {};
    for (const name of PASSED_ON) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await instance.inject({ method: 'GET', url: request.url, headers });
    reply.status(answer.statusCode);
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !CONNECTION_HEADERS.has(name)) reply.header(name, value);
    }
    // A redirect or a 304 has no body (and no content type to make up for one).
    return answer.rawPayload.length > 0 ? reply.send(answer.rawPayload) : reply.send();
  };
  for (const url of [options.routePrefix, `${options.routePrefix}/*`]) {
    app.get(url, { schema: { hide: true } }, forward);
  }
}
