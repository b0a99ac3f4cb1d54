import { cartApi, VOUCHER_RESULT_MESSAGES, type VoucherResult } from '@meetspace/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { setLongCookie } from '../kernel/http/cookies.ts';
import { route } from '../kernel/http/endpoint.ts';
import { newToken } from '../kernel/tokens.ts';
import { voucherInfo } from '../pricing/index.ts';
import { reservationView } from '../reservations/index.ts';
import { cartOfSearch, cartOptions, cartPackages, cartView, cartViewByKey } from './cart.reads.ts';
import { applyCartVoucher } from './commands/apply-cart-voucher.ts';
import type { CartDeps } from './commands/cart-deps.ts';
import { finalizeCart } from './commands/finalize-cart.ts';
import { releaseCart } from './commands/release-cart.ts';
import { revertCartVoucher } from './commands/revert-cart-voucher.ts';
import { type Client, selectQuote } from './commands/select-quote.ts';
import { setCartOption } from './commands/set-cart-option.ts';
import { setCartProfile } from './commands/set-cart-profile.ts';
import { updateCart } from './commands/update-cart.ts';

/** The cookie that recognises a browser without an account (holds are per client). */
export const CLIENT_COOKIE = 'ms_client';

/** Who selects: a member by their id; a browser without an account by a random cookie of its own. */
async function clientOf(request: FastifyRequest, reply: FastifyReply): Promise<Client> {
  const member = await request.member();
  if (member) return { id: `member:${member.profileId}`, profileId: member.profileId };
  let id = request.cookies[CLIENT_COOKIE];
  if (!id || !/^[A-Za-z0-9_-]{20,64}$/.test(id)) {
    id = newToken();
    setLongCookie(request, reply, CLIENT_COOKIE, id, 30);
  }
  return { id: `client:${id}`, profileId: null };
}

/**
 * The booking sequence after a search: select a quote (a 20-minute hold), fill the cart (booking
 * info, contacts, invoice address, terms, options, package, voucher), finalize it into a
 * reservation. Cart calls are public: the cart's permission decides per cart (an anonymous cart is
 * its key holder's, a member's cart that member's).
 */
export const cartRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): CartDeps => ({ db: app.db, quoteSecret: app.quoteSecret, now: app.now() });
  const view = (key: string) => cartViewByKey(app.db, key, app.now());
  /** A voucher call's answer: the spec's result code and message, and the cart. */
  const voucherResult = async (code: VoucherResult, key: string) => ({
    StatusCode: code,
    Message: VOUCHER_RESULT_MESSAGES[code],
    Cart: await view(key),
  });

  route(app, cartApi.select, async ({ body, request, reply }) => {
    const cart = await selectQuote(deps(), body, await clientOf(request, reply));
    return cartView(app.db, cart, app.now());
  });
  route(app, cartApi.ofSearch, async ({ params, request }) =>
    cartOfSearch(app.db, await request.member(), params.key, app.now()),
  );
  route(app, cartApi.update, async ({ params, body, request }) => {
    await updateCart(deps(), await request.member(), params.key, body);
    return view(params.key);
  });
  route(app, cartApi.release, async ({ params, request }) => {
    await releaseCart(deps(), await request.member(), params.key);
    return true;
  });
  route(app, cartApi.options, async ({ params, request }) =>
    cartOptions(app.db, await request.member(), params.key),
  );
  route(app, cartApi.setOption, async ({ params, body, request }) => {
    await setCartOption(deps(), await request.member(), params.key, body.OptionId, body.Amount);
    return view(params.key);
  });
  route(app, cartApi.removeOption, async ({ params, request }) => {
    await setCartOption(deps(), await request.member(), params.key, params.id, 0);
    return view(params.key);
  });
  route(app, cartApi.attachProfile, async ({ actor, params }) => {
    await setCartProfile(deps(), actor, params.key, true);
    return view(params.key);
  });
  route(app, cartApi.detachProfile, async ({ actor, params }) => {
    await setCartProfile(deps(), actor, params.key, false);
    return view(params.key);
  });
  route(app, cartApi.packages, async ({ params, request }) =>
    cartPackages(app.db, await request.member(), params.key),
  );
  route(app, cartApi.applyVoucher, async ({ params, body, request }) =>
    voucherResult(await applyCartVoucher(deps(), await request.member(), params.key, body.Code), params.key),
  );
  route(app, cartApi.revertVoucher, async ({ params, body, request }) =>
    voucherResult(
      await revertCartVoucher(deps(), await request.member(), params.key, body.VoucherId),
      params.key,
    ),
  );
  route(app, cartApi.voucher, ({ params }) => voucherInfo(app.db, params.id));
  for (const call of [cartApi.finalizeV1, cartApi.finalize]) {
    route(app, call, async ({ params, request }) => {
      const id = await finalizeCart(deps(), await request.member(), params.key);
      const booked = await reservationView(app.db, id, app.now());
      if (!booked) throw new Error(`reservation ${id} vanished`);
      return booked;
    });
  }
};
