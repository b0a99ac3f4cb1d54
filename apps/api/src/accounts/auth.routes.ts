import { authApi } from '@meetspace/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../kernel/errors.ts';
import { route } from '../kernel/http/endpoint.ts';
import { headerToken } from '../kernel/http/member.ts';
import { presentProfile } from './account.presenter.ts';
import type { ProfileRow } from './account.queries.ts';
import { currentProfile } from './account.reads.ts';
import type { AccountDeps } from './commands/account-deps.ts';
import { exchangeLoginCookie } from './commands/exchange-login-cookie.ts';
import { logIn, wrongCredentials } from './commands/log-in.ts';
import { logInSocially } from './commands/log-in-socially.ts';
import { logInWithPin } from './commands/log-in-with-pin.ts';
import { logOff } from './commands/log-off.ts';
import { registerProfile } from './commands/register-profile.ts';
import { requestPasswordReset } from './commands/request-password-reset.ts';
import { setPassword } from './commands/set-password.ts';
import { type StillHolds, samePassword, startSession } from './commands/start-session.ts';
import { startSocialLogin } from './commands/start-social-login.ts';
import { clearLoginCookies, LOGIN_COOKIE, setLoginCookies } from './login-cookies.ts';
import { passwordLoginLocked } from './login-lockout.ts';

/** Registration, activation, login (password, pin, long-term cookie, social), reset, state and log off. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): AccountDeps => ({ db: app.db, now: app.now(), publicUrl: app.publicUrl });
  const social = () => ({ db: app.db, now: app.now(), socialLogin: app.socialLogin });

  /**
   * Logs a profile in: a profile token in the answer and a fresh long-term cookie. `stillHolds` is
   * checked with the member's row held (see startSession); refused, the call answers `refused`.
   */
  const loggedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    profile: ProfileRow,
    channelId = 1,
    guard?: { stillHolds: StillHolds; refused: () => AppError },
  ) => {
    const session = await startSession(deps(), profile, channelId, guard?.stillHolds);
    if (!session) throw guard?.refused() ?? AppError.unauthorized('Not logged in');
    setLoginCookies(request, reply, session.loginCookie);
    return session.answer;
  };

  route(app, authApi.register, async ({ body }) => presentProfile(await registerProfile(deps(), body)));

  route(app, authApi.login, ({ body, request, reply }) =>
    app.throttle.attempt(
      request,
      { key: `password:${body.email}`, locked: passwordLoginLocked },
      async () => {
        const profile = await logIn(deps(), body);
        return loggedIn(request, reply, profile, body.channelId, {
          stillHolds: samePassword(profile),
          refused: wrongCredentials,
        });
      },
    ),
  );

  // Login sync: the long-term cookie is exchanged for a fresh ProfileToken (and a new cookie).
  for (const endpoint of [authApi.loginSync, authApi.profileFetch]) {
    route(app, endpoint, async ({ request, reply }) => {
      const session = await exchangeLoginCookie(deps(), request.cookies[LOGIN_COOKIE]);
      if (!session) {
        clearLoginCookies(reply);
        throw AppError.unauthorized('Not logged in');
      }
      setLoginCookies(request, reply, session.loginCookie);
      return session.answer;
    });
  }

  route(app, authApi.pinLogin, ({ body, request, reply }) =>
    app.throttle.attempt(request, { key: `pin:${body.Email}` }, async () => {
      const outcome = await logInWithPin(deps(), body);
      if ('mailed' in outcome) return { StatusCode: 1, Message: 'new pin mailed' };
      return loggedIn(request, reply, outcome.profile, body.ChannelId);
    }),
  );

  route(app, authApi.requestReset, ({ body, request }) =>
    app.throttle.attempt(request, { key: `reset:${body.Email}` }, async () => {
      await requestPasswordReset(deps(), body);
      return { StatusCode: 1, Message: 'reset mail sent' };
    }),
  );

  route(app, authApi.setPassword, ({ body, request, reply }) =>
    app.throttle.attempt(request, undefined, async () =>
      loggedIn(request, reply, await setPassword(deps(), body)),
    ),
  );

  route(app, authApi.socialUrl, ({ body }) =>
    startSocialLogin(social(), {
      provider: body.Provider,
      callbackUrl: body.CallbackUrl,
      redirectUrl: body.RedirectUrl,
      machineToken: body.MachineToken,
    }),
  );

  route(app, authApi.socialLogin, ({ body, request, reply }) =>
    app.throttle.attempt(request, undefined, async () => {
      const profile = await logInSocially(social(), { provider: body.Provider, token: body.Token });
      return loggedIn(request, reply, profile, body.ChannelId);
    }),
  );

  route(app, authApi.state, ({ actor }) => currentProfile(app.db, actor));

  route(app, authApi.logoff, async ({ request, reply }) => {
    await logOff(app.db, { token: headerToken(request), loginCookie: request.cookies[LOGIN_COOKIE] });
    clearLoginCookies(reply);
    return true;
  });
};
