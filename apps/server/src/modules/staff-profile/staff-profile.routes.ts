import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  postFormSchema,
  profileFormSchema,
  profilePostSchema,
  STAFF_PROFILE_MESSAGES,
  staffProfileSchema,
} from '@institute/shared/staff-profile';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../lib/access';
import type { StaffProfileService } from './staff-profile.service';

const postParams = z.object({
  postId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['staff-profile'];

/** The signed-in staff member's own profile (the educator profile). */
export function staffProfileRoutes(profiles: StaffProfileService): FastifyPluginAsyncZod {
  const centreStaffOnly = async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    profiles.postingCentre(request.user);
  };

  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/profile',
      {
        schema: {
          tags,
          summary: 'My profile: about, posts, people I might know, colleagues active lately',
          response: { 200: staffProfileSchema, ...errors },
        },
      },
      async (request) => profiles.get(request.user!),
    );

    app.put(
      '/profile',
      {
        schema: {
          tags,
          summary: 'Edit my phone and short bio',
          body: profileFormSchema,
          response: { 200: staffProfileSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => profiles.update(request.user!, request.body),
    );

    app.post(
      '/profile/posts',
      {
        onRequest: centreStaffOnly,
        schema: {
          tags,
          summary: "Publish a short post to my centre's colleagues (centre staff)",
          body: postFormSchema,
          response: { 201: profilePostSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await profiles.addPost(request.user!, request.body.body)),
    );

    app.delete(
      '/profile/posts/:postId',
      {
        onRequest: centreStaffOnly,
        schema: {
          tags,
          summary: 'Delete one of my posts',
          params: postParams,
          response: { 200: z.object({ message: z.string() }), ...errors },
        },
      },
      async (request) => {
        await profiles.deletePost(request.user!, request.params.postId);
        return { message: STAFF_PROFILE_MESSAGES.deleted };
      },
    );
  };
}
