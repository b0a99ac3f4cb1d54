import type { FastifyReply, FastifyRequest } from 'fastify';
import { setLongCookie } from '../kernel/http/cookies.ts';
import { newToken } from '../kernel/tokens.ts';
import { clientIdHashOf } from '../pricing/index.ts';
import type { CartCaller } from './cart.access.ts';

/** The cookie that recognises a browser (or an API client that keeps cookies) without an account. */
export const CLIENT_COOKIE = 'ms_client';

const COOKIE_FORMAT = /^[A-Za-z0-9_-]{20,64}$/;

/** Who selects: holds are per client. */
export interface Client {
  /** Stable identity of the caller: `member:<id>` when logged in, else the browser's client cookie. */
  id: string;
  profileId: number | null;
}

/** A client's identity as carts store it (`carts.client_id_hash`): never the cookie itself. */
export const clientIdHash = clientIdHashOf;

/** The browser's client cookie, when it has a well-formed one. */
function clientCookie(request: FastifyRequest): string | undefined {
  const id = request.cookies[CLIENT_COOKIE];
  return id && COOKIE_FORMAT.test(id) ? id : undefined;
}

/** Who selects: a member by their id; a browser without an account by a random cookie of its own (set when missing). */
export async function selectingClient(request: FastifyRequest, reply: FastifyReply): Promise<Client> {
  const member = await request.member();
  if (member) return { id: `member:${member.profileId}`, profileId: member.profileId };
  let id = clientCookie(request);
  if (!id) {
    id = newToken();
    setLongCookie(request, reply, CLIENT_COOKIE, id, 30);
  }
  return { id: `client:${id}`, profileId: null };
}

/**
 * Who calls on a cart: the logged-in member, if any, and every client identity the call carries
 * (the member's and the browser's cookie), so a visitor who selected and then logged in is still
 * the client that made the cart.
 */
export async function cartCallerOf(request: FastifyRequest): Promise<CartCaller> {
  const member = await request.member();
  const cookie = clientCookie(request);
  const ids = [member && `member:${member.profileId}`, cookie && `client:${cookie}`].filter(
    (id): id is string => typeof id === 'string',
  );
  return { actor: member, clientIdHashes: ids.map(clientIdHash) };
}
