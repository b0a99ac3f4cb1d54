import { LOGIN_HINT_COOKIE } from '@meetspace/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setLongCookie } from '../kernel/http/cookies.ts';
import { LOGIN_COOKIE_DAYS } from './login-cookie.queries.ts';

/** The long-term login cookie ("stay logged in"): HttpOnly, SameSite=Lax, 30 days. */
export const LOGIN_COOKIE = 'ms_login';

/** Gives this browser the long-term login and its readable hint (the web app asks only with the hint). */
export function setLoginCookies(request: FastifyRequest, reply: FastifyReply, value: string): void {
  setLongCookie(request, reply, LOGIN_COOKIE, value, LOGIN_COOKIE_DAYS);
  setLongCookie(request, reply, LOGIN_HINT_COOKIE, '1', LOGIN_COOKIE_DAYS, { readable: true });
}

/** Forgets the long-term login on this browser: the cookie and its readable hint. */
export function clearLoginCookies(reply: FastifyReply): void {
  reply.clearCookie(LOGIN_COOKIE, { path: '/' });
  reply.clearCookie(LOGIN_HINT_COOKIE, { path: '/' });
}
