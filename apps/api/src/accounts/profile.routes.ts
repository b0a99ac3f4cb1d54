import { profileApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { publicProfile } from './account.reads.ts';
import { deleteProfile } from './commands/delete-profile.ts';
import { setProfilePicture } from './commands/set-profile-picture.ts';
import { updateProfile } from './commands/update-profile.ts';
import { clearLoginCookies } from './login-cookies.ts';

/** A member's own profile (change, picture, delete) and public profiles. */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  const deps = () => ({ db: app.db, now: app.now(), uploadDir: app.uploadDir });

  route(app, profileApi.publicProfile, ({ params }) => publicProfile(app.db, params.id));
  route(app, profileApi.update, ({ actor, body }) => updateProfile(deps(), actor, body));
  route(app, profileApi.setImage, ({ actor, body }) => setProfilePicture(deps(), actor, body.Image));
  route(app, profileApi.remove, async ({ actor, params, query, reply }) => {
    await deleteProfile(deps(), actor, params.id, query.confirm);
    clearLoginCookies(reply);
    return true;
  });
};
