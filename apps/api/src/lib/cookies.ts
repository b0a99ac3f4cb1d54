import type { FastifyReply, FastifyRequest } from 'fastify';

/** Sets a site cookie the browser keeps for `days`: HttpOnly, SameSite=Lax, path /, Secure over https. */
export function setLongCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  days: number,
) {
  reply.setCookie(name, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: days * 86_400,
  });
}
