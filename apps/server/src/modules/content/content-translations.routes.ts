import {
  TRANSLATION_KINDS,
  coverageAnswerSchema,
  saveTranslationSchema,
  translatableItemSchema,
  translationsAnswerSchema,
} from '@institute/shared/content/translations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthenticatedUser } from '../../lib/access';
import { allowOnly, errors, tags, writeErrors } from './content-routes-kit';
import type { ContentTranslations } from './content-translations.service';

/** Under /api/dashboard: the website's texts in Hindi beside the English (decision 0034). */
export function contentTranslationRoutes(
  translations: ContentTranslations,
  requireEditor: (user: AuthenticatedUser) => Promise<void>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/content/translations',
      {
        schema: {
          tags,
          summary:
            'Every text of the website with its Hindi, and whether the English changed since',
          response: { 200: translationsAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return translations.list(request.user!);
      },
    );

    app.get(
      '/content/translations/coverage',
      {
        schema: {
          tags,
          summary:
            'Translation coverage for head office: per kind its per cent, and every item with its English and Hindi side by side, missing ones first',
          response: { 200: coverageAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return translations.coverage(request.user!);
      },
    );

    app.put(
      '/content/translations/:kind/:itemId',
      {
        onRequest: allowOnly(requireEditor),
        schema: {
          tags,
          summary:
            "Save an item's Hindi texts ('' shows the English); 409 if saved since `version`",
          params: z.object({
            kind: z.enum(TRANSLATION_KINDS),
            itemId: z.coerce
              .number()
              .int()
              .min(0)
              .max(2 ** 31 - 1),
          }),
          body: saveTranslationSchema,
          response: { 200: translatableItemSchema, ...writeErrors },
        },
      },
      async (request) => {
        const { kind, itemId } = request.params;
        return translations.save(request.user!, kind, itemId, request.body, request.ip);
      },
    );
  };
}
