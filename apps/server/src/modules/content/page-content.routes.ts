import {
  editableAboutSchema,
  publicAboutSchema,
  saveAboutSchema,
} from '@institute/shared/content/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthenticatedUser } from '../../lib/access';
import { allowOnly, errors, tags, writeErrors } from './content-routes-kit';
import type { ContentKinds } from './kinds';
import { registerKindRoutes } from './kinds/kind-routes';
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
  kinds: Pick<ContentKinds, 'featureCards' | 'plans'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest of every write: the permission is checked before the body is read or validated.
    const editorsOnly = allowOnly(requireEditor);

    // The feature cards and the duration plans: declared kinds (kinds/, decision 0067).
    registerKindRoutes(app, kinds.featureCards, editorsOnly);
    registerKindRoutes(app, kinds.plans, editorsOnly);

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
