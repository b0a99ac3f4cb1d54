import {
  idParams,
  LanguageId,
  profileDeleteQuery,
  profilePublic,
  profileState,
  profileUpdateBody,
} from '@meetspace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policies } from '../kernel/access/policies.ts';
import { AppError } from '../kernel/errors.ts';
import { errorResponses } from '../kernel/http/error-responses.ts';
import { requireMember } from '../kernel/http/member.ts';
import { presentProfile } from './account.service.ts';
import { clearLoginCookies } from './auth.routes.ts';
import { storeProfileImage } from './profile-image.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['Auth and profile'];

/** A member's own profile (change, picture, delete) and public profiles. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownProfile = async (profileId: number) => {
    const profile = await app.repos.accounts.byId(profileId);
    if (!profile) throw AppError.unauthorized('The profileToken is unknown or expired');
    return profile;
  };

  app.get(
    '/v1/profile/:id/public',
    {
      schema: {
        tags,
        summary: 'What anyone may see of a member',
        params: idParams,
        response: { 200: profilePublic, ...errors },
      },
    },
    async (request) => {
      const row = await app.repos.accounts.publicProfile(request.params.id);
      if (!row) throw AppError.notFound('Profile not found');
      return {
        Id: row.id,
        FirstName: row.first_name,
        LastName: row.last_name,
        FullName: `${row.first_name} ${row.last_name}`.trim(),
        Bio: row.bio,
        ImageUrl: row.image_url,
        CompanyName: row.company ?? null,
      };
    },
  );

  app.put(
    '/v1/profile',
    {
      schema: {
        tags,
        summary: "Changes the member's own profile",
        body: profileUpdateBody,
        response: { 200: profileState, ...errors },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const b = request.body;
      await app.repos.accounts.update(member.profileId, {
        ...(b.FirstName !== undefined ? { first_name: b.FirstName } : {}),
        ...(b.LastName !== undefined ? { last_name: b.LastName } : {}),
        ...(b.Phone !== undefined ? { phone: b.Phone || null } : {}),
        ...(b.Bio !== undefined ? { bio: b.Bio || null } : {}),
        ...(b.LanguageId !== undefined
          ? { language_id: b.LanguageId }
          : b.Language !== undefined
            ? { language_id: LanguageId[b.Language] }
            : {}),
        updated_at: app.now().toISOString(),
      });
      return presentProfile(await ownProfile(member.profileId));
    },
  );

  app.put(
    '/v1/profile/image',
    {
      schema: {
        tags,
        summary:
          'Sets the profile picture: base64 (the part after the comma of a data URL), JPEG or PNG; stored in four sizes',
        body: z.object({ Image: z.string().min(1, 'Image is required') }),
        response: {
          200: profileState.extend({ Images: z.record(z.string(), z.string()) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const stored = await storeProfileImage(app.uploadDir, member.profileId, request.body.Image);
      await app.repos.accounts.update(member.profileId, {
        image_url: stored.imageUrl,
        updated_at: app.now().toISOString(),
      });
      return { ...presentProfile(await ownProfile(member.profileId)), Images: stored.images };
    },
  );

  app.delete(
    '/v1/profile/:id',
    {
      schema: {
        tags,
        summary: 'Deletes your own profile (needs ?confirm=true, the confirmation checkbox)',
        params: idParams,
        querystring: profileDeleteQuery,
        response: { 200: z.boolean(), ...errors },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      policies.profile(member, request.params.id);
      if (!request.query.confirm) {
        throw AppError.badRequest('Confirm that the profile may be deleted', [
          { Field: 'confirm', Code: 'required' },
        ]);
      }
      await app.repos.accounts.removeKeepingBookings(member.profileId);
      clearLoginCookies(reply);
      return true;
    },
  );
};
