import {
  editableAboutSchema,
  editableFeatureCardSchema,
  editablePlanSchema,
  featureCardInputSchema,
  planInputSchema,
  publicAboutSchema,
  reorderSchema,
  saveAboutSchema,
  saveFeatureCardSchema,
  savePlanSchema,
} from '@institute/shared/content/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthenticatedUser } from '../../lib/access';
import { allowOnly, errors, id, tags, versionQuery, writeErrors } from './content-routes-kit';
import type { PageEditor } from './page-content.service';

/** GET /api/content/about: the About page's text and its three figures (public). */
export function publicAboutRoutes(editor: PageEditor): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/content/about',
      {
        schema: {
          tags,
          summary: "The About page's introduction, sections and three figures",
          response: { 200: publicAboutSchema },
        },
      },
      async (_request, reply) => {
        // Public (pages that read it may be kept), but asked again each time: edits show at once.
        reply.header('cache-control', 'public, no-cache');
        return editor.publicAbout();
      },
    );
  };
}

/**
 * Under /api/dashboard: the editors of the website (site-editor.service.ts says who) edit the
 * feature cards, the duration plans and the About page.
 */
export function pageEditorRoutes(
  editor: PageEditor,
  requireEditor: (user: AuthenticatedUser) => Promise<void>,
): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest of every write: the permission is checked before the body is read or validated.
    const editorsOnly = allowOnly(requireEditor);

    // ---- Feature cards ----

    app.get(
      '/content/features',
      {
        schema: {
          tags,
          summary: 'The feature cards of the home page, in their order (editors)',
          response: { 200: z.array(editableFeatureCardSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return editor.listFeatureCards(request.user!);
      },
    );

    app.post(
      '/content/features',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Add a feature card (icon, title, description) at the end',
          body: featureCardInputSchema,
          response: { 201: editableFeatureCardSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await editor.createFeatureCard(request.user!, request.body, request.ip)),
    );

    app.put(
      '/content/features/order',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Put every feature card in a new order; 409 if one changed since',
          body: reorderSchema,
          response: { 200: z.array(editableFeatureCardSchema), ...writeErrors },
        },
      },
      async (request) => editor.reorderFeatureCards(request.user!, request.body, request.ip),
    );

    app.put(
      '/content/features/:id',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Save a feature card; 409 if someone else saved it since `version`',
          params: z.object({ id }),
          body: saveFeatureCardSchema,
          response: { 200: editableFeatureCardSchema, ...writeErrors },
        },
      },
      async (request) =>
        editor.updateFeatureCard(request.user!, request.params.id, request.body, request.ip),
    );

    app.delete(
      '/content/features/:id',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Remove a feature card at `version`',
          params: z.object({ id }),
          querystring: versionQuery,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        await editor.deleteFeatureCard(
          request.user!,
          request.params.id,
          request.query.version,
          request.ip,
        );
        return reply.status(204).send(null);
      },
    );

    // ---- Duration plans ----

    app.get(
      '/content/plans',
      {
        schema: {
          tags,
          summary: 'The duration plans, in their order, with their prices (editors)',
          response: { 200: z.array(editablePlanSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return editor.listPlans(request.user!);
      },
    );

    app.post(
      '/content/plans',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Add a duration plan (months, label, features, link, price) at the end',
          body: planInputSchema,
          response: { 201: editablePlanSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await editor.createPlan(request.user!, request.body, request.ip)),
    );

    app.put(
      '/content/plans/order',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Put every plan in a new order; 409 if one changed since',
          body: reorderSchema,
          response: { 200: z.array(editablePlanSchema), ...writeErrors },
        },
      },
      async (request) => editor.reorderPlans(request.user!, request.body, request.ip),
    );

    app.put(
      '/content/plans/:id',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Save a duration plan; 409 if someone else saved it since `version`',
          params: z.object({ id }),
          body: savePlanSchema,
          response: { 200: editablePlanSchema, ...writeErrors },
        },
      },
      async (request) =>
        editor.updatePlan(request.user!, request.params.id, request.body, request.ip),
    );

    app.delete(
      '/content/plans/:id',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Remove a duration plan at `version`',
          params: z.object({ id }),
          querystring: versionQuery,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        await editor.deletePlan(
          request.user!,
          request.params.id,
          request.query.version,
          request.ip,
        );
        return reply.status(204).send(null);
      },
    );

    // ---- About page ----

    app.get(
      '/content/about',
      {
        schema: {
          tags,
          summary: 'The About page with its version (editors)',
          response: { 200: editableAboutSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return editor.editableAbout(request.user!);
      },
    );

    app.put(
      '/content/about',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Save the About page; 409 if someone else saved since `version`',
          body: saveAboutSchema,
          response: { 200: editableAboutSchema, ...writeErrors },
        },
      },
      async (request) => editor.saveAbout(request.user!, request.body, request.ip),
    );
  };
}
