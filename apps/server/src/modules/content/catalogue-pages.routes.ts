import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthenticatedUser } from '../../lib/access';
import { allowOnly } from './content-routes-kit';
import type { ContentKinds } from './kinds';
import { registerKindRoutes } from './kinds/kind-routes';

/**
 * Under /api/dashboard: the editors of the website (site-editor.service.ts says who) edit the
 * catalogue pages and the course cards of every 'Our Courses' page, two declared kinds
 * (kinds/course-page.kind.ts, kinds/course-card.kind.ts: decisions 0067, 0091).
 */
export function cataloguePagesRoutes(
  requireEditor: (user: AuthenticatedUser) => Promise<void>,
  kinds: Pick<ContentKinds, 'coursePages' | 'courseCards'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: the permission is checked before the body is read or validated.
    const editorsOnly = allowOnly(requireEditor);
    registerKindRoutes(app, kinds.coursePages, editorsOnly);
    // A page's courses: listed, added and ordered within their page, each with its own picture.
    registerKindRoutes(app, kinds.courseCards, editorsOnly);
  };
}
