import { reorderSchema } from '@institute/shared/content/pages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, id, tags, versionQuery, writeErrors } from '../content-routes-kit';
import type { KindItem } from './content-kind';
import type { KindEditor } from './kind-service';

/**
 * The routes of one kind under /api/dashboard/content/<path>, the same for every kind: the list,
 * add, reorder (kinds put in order as a list), save at a version, remove at a version. `editorsOnly`
 * is the onRequest of every write: the permission is settled before the body is read.
 */
export function registerKindRoutes<Item extends KindItem, Input>(
  app: FastifyInstance,
  editor: KindEditor<Item, Input>,
  editorsOnly: (request: FastifyRequest) => Promise<void>,
): void {
  const server = app.withTypeProvider<ZodTypeProvider>();
  const { kind } = editor;
  const base = `/content/${kind.path}`;
  const onRequest = editorsOnly;
  const editable = kind.schemas.editable;
  const listErrors = kind.routes?.listErrors ?? errors;
  const changeErrors = kind.routes?.writeErrors ?? writeErrors;

  server.get(
    base,
    {
      ...(kind.routes?.guardList ? { onRequest } : {}),
      schema: {
        tags,
        summary: kind.summaries.list,
        response: { 200: z.array(editable), ...listErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return editor.list(request.user!);
    },
  );

  server.post(
    base,
    {
      onRequest,
      schema: {
        tags,
        summary: kind.summaries.create,
        body: kind.schemas.input,
        response: { 201: editable, ...changeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await editor.create(request.user!, request.body as Input, request.ip)),
  );

  if (kind.reorder && kind.summaries.reorder) {
    server.put(
      `${base}/order`,
      {
        onRequest,
        schema: {
          tags,
          summary: kind.summaries.reorder,
          body: kind.schemas.order ?? reorderSchema,
          response: { 200: z.array(editable), ...changeErrors },
        },
      },
      async (request) => editor.reorder(request.user!, request.body, request.ip),
    );
  }

  server.put(
    `${base}/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: kind.summaries.update,
        params: z.object({ id }),
        body: kind.schemas.save,
        response: { 200: editable, ...changeErrors },
      },
    },
    async (request) =>
      editor.update(
        request.user!,
        request.params.id,
        request.body as Input & { version: number },
        request.ip,
      ),
  );

  server.delete(
    `${base}/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: kind.summaries.remove,
        params: z.object({ id }),
        querystring: versionQuery,
        response: { 204: z.null(), ...changeErrors },
      },
    },
    async (request, reply) => {
      await editor.remove(request.user!, request.params.id, request.query.version, request.ip);
      return reply.status(204).send(null);
    },
  );
}
