import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sets a site cookie the browser keeps for `days`: HttpOnly (unless `readable`: for a cookie the
 * page must see, which then holds nothing secret), SameSite=Lax, path /, Secure over https.
 */
export function setLongCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  days: number,
  { readable = false }: { readable?: boolean } = {},
) {
  reply.setCookie(name, value, {
    path: '/',
    httpOnly: !readable,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: days * 86_400,
  });
}
