import {
  documentLanguageSchema,
  saveDocumentLanguageSchema,
} from '@institute/shared/document-language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/access';
import { allowOnly, errors, writeErrors } from './content-routes-kit';
import type { DocumentLanguageService } from './document-language.service';

const tags = ['documents'];

/**
 * Under /api/dashboard: the default language of the printed documents (decision 0035). Every
 * staff member reads it (their screens' PDF links follow it); head office changes it.
 */
export function documentLanguageRoutes(service: DocumentLanguageService): FastifyPluginAsyncZod {
  return async (app) => {
    const headOfficeOnly = allowOnly((user) => {
      if (user.role !== 'head_office') throw forbidden();
    });

    app.get(
      '/documents/language',
      {
        schema: {
          tags,
          summary: "The printed documents' default language ('en' or 'bilingual') and its version",
          response: { 200: documentLanguageSchema, ...errors },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return service.setting();
      },
    );

    app.put(
      '/documents/language',
      {
        onRequest: headOfficeOnly,
        schema: {
          tags,
          summary: "Head office sets the printed documents' default language; 409 if changed since",
          body: saveDocumentLanguageSchema,
          response: { 200: documentLanguageSchema, ...writeErrors },
        },
      },
      async (request) => service.save(request.user!, request.body, request.ip),
    );
  };
}
