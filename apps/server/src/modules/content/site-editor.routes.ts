import {
  contentEditorSchema,
  contentHistoryEntrySchema,
  setContentEditorSchema,
  editableSiteSchema,
  publicSiteSchema,
  saveSiteSchema,
} from '@institute/shared/content/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiLocale, sayIn } from '../../lib/request-language';
import type { ContentHistory } from './content-history';
import type { ContentKinds } from './kinds';
import { registerKindRoutes } from './kinds/kind-routes';
import { allowOnly, errors, id, tags, writeErrors } from './content-routes-kit';
import type { SiteEditor } from './site-editor.service';
import type { SiteLogoService } from './site-logo.service';

/** GET /api/content/site: the institute's name, contact details and links (public). */
export function publicSiteRoutes(editor: SiteEditor, logo: SiteLogoService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/content/site',
      {
        schema: {
          tags,
          summary: "The institute's name, contact details, social links and footer text",
          response: { 200: publicSiteSchema },
        },
      },
      async (_request, reply) => {
        // Public (pages that read it may be kept), but asked again each time: edits show at once.
        reply.header('cache-control', 'public, no-cache');
        const [site, picture] = await Promise.all([editor.publicSite(), logo.publicLogo()]);
        return { ...site, logo: picture };
      },
    );
  };
}

/**
 * Under /api/dashboard: head office (and centre staff head office lets) edits the site settings
 * and the notices; head office chooses who else may.
 */
export function siteEditorRoutes(
  editor: SiteEditor,
  history: ContentHistory,
  kinds: Pick<ContentKinds, 'notices'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest of every write: the permission is checked before the body is read or validated.
    const editorsOnly = allowOnly(editor.requireEditor);
    const headOfficeOnly = allowOnly(editor.requireHeadOffice);

    app.get(
      '/content/history',
      {
        schema: {
          tags,
          summary: 'The latest saves of the website, newest first, with who made them',
          response: { 200: z.array(contentHistoryEntrySchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return history.list(request.user!, sayIn(apiLocale(request)));
      },
    );

    app.post(
      '/content/history/:id/undo',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Undo one save, if what it wrote is still there (409 otherwise)',
          params: z.object({ id }),
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        await history.undo(request.user!, request.params.id, request.ip);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/content/access',
      {
        schema: {
          tags,
          summary: 'Whether the signed-in staff member may edit the website',
          response: { 200: z.object({ canEdit: z.boolean() }), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return editor.access(request.user!);
      },
    );

    app.get(
      '/content/editors',
      {
        schema: {
          tags,
          summary: 'Centre staff and whether each may edit the website (head office)',
          response: { 200: z.array(contentEditorSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return editor.listEditors(request.user!);
      },
    );

    app.put(
      '/content/editors/:id',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: 'Let a centre staff member edit the website, or stop them (head office)',
          params: z.object({ id }),
          body: setContentEditorSchema,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        await editor.setEditor(
          request.user!,
          request.params.id,
          request.body.canEditContent,
          request.ip,
        );
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/content/site',
      {
        schema: {
          tags,
          summary: 'The site settings with their version (head office)',
          response: { 200: editableSiteSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return editor.editableSite(request.user!);
      },
    );

    app.put(
      '/content/site',
      {
        onRequest: editorsOnly,
        schema: {
          tags,
          summary: 'Save the site settings; 409 if someone else saved since `version`',
          body: saveSiteSchema,
          response: { 200: editableSiteSchema, ...writeErrors },
        },
      },
      async (request) => editor.saveSite(request.user!, request.body, request.ip),
    );

    // The notices: a declared kind (kinds/notice.kind.ts, decision 0067).
    registerKindRoutes(app, kinds.notices, editorsOnly);
  };
}
