import {
  LOGIN_HINT_COOKIE,
  loginBody,
  loginResult,
  pinBody,
  profileState,
  registerBody,
  resetBody,
  setPasswordBody,
  socialLoginBody,
  socialUrlBody,
  socialUrlResult,
  statusResult,
} from '@meetspace/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionQueries } from '../kernel/access/session.queries.ts';
import { AppError } from '../kernel/errors.ts';
import { setLongCookie } from '../kernel/http/cookies.ts';
import { errorResponses } from '../kernel/http/error-responses.ts';
import { headerToken, requireMember } from '../kernel/http/member.ts';
import { LOGIN_COOKIE_DAYS, type ProfileRow } from './account.queries.ts';
import {
  type AccountDeps,
  login,
  loginAnswer,
  pinLogin,
  presentProfile,
  register,
  requestReset,
  setPassword,
} from './account.service.ts';

/** The long-term login cookie ("stay logged in"): HttpOnly, SameSite=Lax, 30 days. */
export const LOGIN_COOKIE = 'ms_login';

/** Forgets the long-term login on this browser: the cookie and its readable hint. */
export function clearLoginCookies(reply: FastifyReply): void {
  reply.clearCookie(LOGIN_COOKIE, { path: '/' });
  reply.clearCookie(LOGIN_HINT_COOKIE, { path: '/' });
}

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['Auth and profile'];

/** Registration, activation, login (password, pin, long-term cookie), reset, state and log off. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): AccountDeps => ({ db: app.repos.db, now: app.now(), publicUrl: app.publicUrl });

  /** Logs a profile in: a profile token in the answer and a fresh long-term cookie. */
  const loggedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    profile: ProfileRow,
    channelId = 1,
  ) => {
    const cookie = await app.repos.accounts.issueLoginCookie(profile.id, app.now());
    setLongCookie(request, reply, LOGIN_COOKIE, cookie, LOGIN_COOKIE_DAYS);
    setLongCookie(request, reply, LOGIN_HINT_COOKIE, '1', LOGIN_COOKIE_DAYS, { readable: true });
    return loginAnswer(deps(), profile, channelId);
  };

  /** Runs a throttled call: 429 when already failed too often; failures (4xx) count. */
  const throttled = async <T>(
    request: FastifyRequest,
    account: string | undefined,
    work: () => Promise<T>,
  ) => {
    await app.throttle.check(request, account);
    try {
      return await work();
    } catch (error) {
      if (
        error instanceof AppError &&
        error.httpStatus >= 400 &&
        error.httpStatus < 500 &&
        error.httpStatus !== 429
      ) {
        await app.throttle.fail(request, account);
      }
      throw error;
    }
  };

  app.post(
    '/v2/profile',
    {
      schema: {
        tags,
        summary: 'Registers a profile (not activated; an activation mail with a link and a pin goes out)',
        body: registerBody,
        response: { 200: profileState, ...errors },
      },
    },
    async (request) => presentProfile(await register(deps(), request.body)),
  );

  app.post(
    '/v1/login',
    {
      schema: {
        tags,
        summary: 'Logs in with e-mail and password: ProfileToken (404 incorrect, 403 not activated)',
        body: loginBody,
        response: { 200: loginResult, ...errors },
      },
    },
    async (request, reply) =>
      throttled(request, request.body.email, async () =>
        loggedIn(request, reply, await login(deps(), request.body), request.body.channelId),
      ),
  );

  // Login sync: the long-term cookie is exchanged for a fresh ProfileToken (and a new cookie).
  for (const url of ['/v2/login', '/v1/profile/fetch']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary:
            'Exchanges the long-term login cookie for the member and a fresh ProfileToken (401 without a valid cookie)',
          response: { 200: loginResult, ...errors },
        },
      },
      async (request, reply) => {
        const cookie = request.cookies[LOGIN_COOKIE];
        const accounts = app.repos.accounts;
        const profileId = cookie ? await accounts.takeLoginCookie(cookie, app.now()) : undefined;
        const profile = profileId === undefined ? undefined : await accounts.byId(profileId);
        if (profile?.is_activated !== 1) {
          clearLoginCookies(reply);
          throw AppError.unauthorized('Not logged in');
        }
        return loggedIn(request, reply, profile);
      },
    );
  }

  app.post(
    '/v1/login/pin',
    {
      schema: {
        tags,
        summary: 'Without Pin: mails a login pin. With Pin: logs in (400 wrong or expired pin)',
        body: pinBody,
        response: { 200: z.union([loginResult, statusResult]), ...errors },
      },
    },
    async (request, reply) =>
      throttled(request, request.body.Email, async () => {
        const outcome = await pinLogin(deps(), request.body);
        if ('mailed' in outcome) return { StatusCode: 1, Message: 'new pin mailed' };
        return loggedIn(request, reply, outcome.profile, request.body.ChannelId);
      }),
  );

  app.post(
    '/v1/login/reset',
    {
      schema: {
        tags,
        summary: "Mails a link to set a new password, into the page of LocalePrefix's language",
        body: resetBody,
        response: { 200: statusResult, ...errors },
      },
    },
    async (request) =>
      throttled(request, request.body.Email, async () => {
        await requestReset(deps(), request.body);
        return { StatusCode: 1, Message: 'reset mail sent' };
      }),
  );

  app.put(
    '/v2/login/password',
    {
      schema: {
        tags,
        summary:
          'Sets the password with the mailed link key and pin, activates, logs in (codes -1, -2, 400, 404, 429, 501)',
        body: setPasswordBody,
        response: { 200: loginResult, ...errors },
      },
    },
    async (request, reply) =>
      throttled(request, undefined, async () =>
        loggedIn(request, reply, await setPassword(deps(), request.body)),
      ),
  );

  app.post(
    '/v1/oauth/request/social/url',
    {
      schema: {
        tags,
        summary:
          'The URL to log in at a social (OpenID Connect) provider; 400 when that provider is not configured',
        body: socialUrlBody,
        response: { 200: socialUrlResult, ...errors },
      },
    },
    async (request) => ({
      Provider: request.body.Provider.toLowerCase(),
      Url: await app.socialLogin.authorizationUrl(
        app.repos.db,
        {
          provider: request.body.Provider,
          callbackUrl: request.body.CallbackUrl,
          redirectUrl: request.body.RedirectUrl,
          machineToken: request.body.MachineToken,
        },
        app.now(),
      ),
    }),
  );

  app.post(
    '/v1/oauth/login',
    {
      schema: {
        tags,
        summary:
          'Completes a social login: Token is the URL the provider sent the visitor back to (code and state)',
        body: socialLoginBody,
        response: { 200: loginResult, ...errors },
      },
    },
    async (request, reply) =>
      throttled(request, undefined, async () => {
        const token = request.body.Token;
        let callback: URL;
        try {
          callback = new URL(
            token.startsWith('http') ? token : `http://callback.invalid/?${token.replace(/^\?/, '')}`,
          );
        } catch {
          throw AppError.badRequest('Token is not the callback URL', [{ Field: 'Token', Code: 'invalid' }]);
        }
        const profile = await app.socialLogin.login(
          app.repos.db,
          { provider: request.body.Provider, callback },
          app.now(),
        );
        return loggedIn(request, reply, profile, request.body.ChannelId);
      }),
  );

  app.get(
    '/v1/profile/state',
    {
      schema: {
        tags,
        summary: 'The logged-in member (the whole body); 401 when the token is missing, unknown or expired',
        querystring: z.object({ channelId: z.coerce.number().int().optional() }),
        response: { 200: profileState, ...errors },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const profile = await app.repos.accounts.byId(member.profileId);
      if (!profile) throw AppError.unauthorized('The profileToken is unknown or expired');
      return presentProfile(profile);
    },
  );

  app.delete(
    '/v1/logoff',
    {
      schema: {
        tags,
        summary: 'Logs off: the profile token and the long-term cookie stop working',
        response: { 200: z.boolean(), ...errors },
      },
    },
    async (request, reply) => {
      const token = headerToken(request);
      if (token) await sessionQueries.revoke(app.repos.db, token);
      const cookie = request.cookies[LOGIN_COOKIE];
      if (cookie) await app.repos.accounts.dropLoginCookie(cookie);
      clearLoginCookies(reply);
      return true;
    },
  );
};
