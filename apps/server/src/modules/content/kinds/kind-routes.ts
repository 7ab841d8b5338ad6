import { reorderSchema } from '@institute/shared/content/pages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@institute/shared/api-error';
import { MEDIA_MESSAGES } from '@institute/shared/content/media';
import { AppError } from '../../../lib/errors';
import { readMultipart } from '../../../lib/multipart';
import { multipartBody } from '../../../lib/openapi';
import { errors, id, tags, uploadErrors, versionQuery, writeErrors } from '../content-routes-kit';
import type { KindItem } from './content-kind';
import type { OptionalPictureKindEditor } from './kind-optional-picture';
import type { PictureKindEditor } from './kind-pictures';
import type { KindEditor } from './kind-service';

/** A new item of a kind with a picture sent without one. */
function missingPicture(field: string): never {
  throw new AppError(400, ERROR_CODES.validation, MEDIA_MESSAGES.image, {
    [field]: [MEDIA_MESSAGES.image],
  });
}

/**
 * The routes of one kind under /api/dashboard/content/<path>, the same for every kind: the list,
 * add, reorder (kinds put in order as a list), save at a version, remove at a version. `editorsOnly`
 * is the onRequest of every write: the permission is settled before the body is read.
 */
export function registerKindRoutes<Item extends KindItem, Input>(
  app: FastifyInstance,
  editor:
    | KindEditor<Item, Input>
    | PictureKindEditor<Item, Input>
    | OptionalPictureKindEditor<Item, Input>,
  editorsOnly: (request: FastifyRequest) => Promise<void>,
): void {
  const server = app.withTypeProvider<ZodTypeProvider>();
  const { kind } = editor;
  const { parent } = kind;
  // One item's routes; a kind with a parent lists, adds and reorders within one parent.
  const itemBase = `/content/${kind.path}`;
  const base = parent ? `/content/${parent.path}/:id/${parent.children}` : itemBase;
  const inParent = parent ? { params: z.object({ id }) } : {};
  const parentOf = (request: FastifyRequest) =>
    parent ? (request.params as { id: number }).id : undefined;
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
        ...inParent,
        response: { 200: z.array(editable), ...listErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return editor.list(request.user!, parentOf(request));
    },
  );

  if ('restore' in editor) {
    const picture = kind.picture!;
    // One picture per item: the item is added with its picture in one multipart form.
    server.post(
      base,
      {
        onRequest,
        schema: {
          tags,
          summary: kind.summaries.create,
          consumes: ['multipart/form-data'],
          bodyDoc: multipartBody(picture.form, { [picture.field]: true }),
          ...inParent,
          response: { 201: editable, ...uploadErrors },
        },
      },
      async (request, reply) => {
        const form = await readMultipart(request, [picture.field], {
          [picture.field]: picture.label,
        });
        const file = form.files[picture.field] ?? missingPicture(picture.field);
        const created = await editor.create(
          request.user!,
          picture.fromForm(form.fields),
          file,
          request.ip,
          { parent: parentOf(request) },
        );
        return reply.status(201).send(created);
      },
    );
  } else {
    server.post(
      base,
      {
        onRequest,
        schema: {
          tags,
          summary: kind.summaries.create,
          ...inParent,
          body: kind.schemas.input,
          response: { 201: editable, ...changeErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await editor.create(request.user!, request.body as Input, request.ip, {
            parent: parentOf(request),
          }),
        ),
    );
  }

  if (kind.reorder && kind.summaries.reorder) {
    server.put(
      `${base}/order`,
      {
        onRequest,
        schema: {
          tags,
          summary: kind.summaries.reorder,
          ...inParent,
          body: kind.schemas.order ?? reorderSchema,
          response: { 200: z.array(editable), ...changeErrors },
        },
      },
      async (request) => {
        const { reorder } = kind;
        const items = reorder?.items ? reorder.items(request.body as never) : undefined;
        return editor.reorder(
          request.user!,
          items ? { items } : (request.body as { items: { id: number; version: number }[] }),
          request.ip,
          parentOf(request),
        );
      },
    );
  }

  server.put(
    `${itemBase}/:id`,
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
    `${itemBase}/:id`,
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

  if ('setPicture' in editor) registerOptionalPictureRoutes(server, editor, onRequest);
}

/** An item's optional picture (decision 0091): given or replaced (multipart), taken away. */
function registerOptionalPictureRoutes<Item extends KindItem, Input>(
  server: FastifyInstance,
  editor: OptionalPictureKindEditor<Item, Input>,
  onRequest: (request: FastifyRequest) => Promise<void>,
): void {
  const { kind } = editor;
  const own = kind.optionalPicture!;
  const path = `/content/${kind.path}/:id/picture`;
  const response = { 200: kind.schemas.editable, ...(kind.routes?.writeErrors ?? writeErrors) };
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    path,
    {
      onRequest,
      schema: {
        tags,
        summary: own.summaries.set,
        consumes: ['multipart/form-data'],
        bodyDoc: multipartBody({ alt: z.string(), version: z.string() }, { image: true }),
        params: z.object({ id }),
        response,
      },
    },
    async (request) => {
      const form = await readMultipart(request, ['image'], { image: 'The picture' });
      const fields = own.form.parse({ alt: '', version: '', ...form.fields });
      const image = form.files.image ?? missingPicture('image');
      return editor.setPicture(
        request.user!,
        request.params.id,
        { ...image, alt: fields.alt },
        fields.version,
        request.ip,
      );
    },
  );
  app.delete(
    path,
    {
      onRequest,
      schema: {
        tags,
        summary: own.summaries.remove,
        params: z.object({ id }),
        querystring: versionQuery,
        response,
      },
    },
    async (request) =>
      editor.setPicture(request.user!, request.params.id, null, request.query.version, request.ip),
  );
}
