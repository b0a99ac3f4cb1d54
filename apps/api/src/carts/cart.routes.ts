import { cartApi, VOUCHER_RESULT_MESSAGES, type VoucherResult } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { platformToday } from '../kernel/local-time.ts';
import { featuredVouchers, voucherInfo } from '../pricing/index.ts';
import { reservationView } from '../reservations/index.ts';
import { cartOfSearch, cartOptions, cartPackages, cartView, cartViewByKey } from './cart.reads.ts';
import { cartCallerOf, selectingClient } from './cart-client.ts';
import { applyCartVoucher } from './commands/apply-cart-voucher.ts';
import type { CartDeps } from './commands/cart-deps.ts';
import { finalizeCart } from './commands/finalize-cart.ts';
import { releaseCart } from './commands/release-cart.ts';
import { revertCartVoucher } from './commands/revert-cart-voucher.ts';
import { selectQuote } from './commands/select-quote.ts';
import { setCartOption } from './commands/set-cart-option.ts';
import { setCartProfile } from './commands/set-cart-profile.ts';
import { updateCart } from './commands/update-cart.ts';
import { partnerChannelOf } from './partner-channel.ts';

/**
 * The booking sequence after a search: select a quote (a 20-minute hold), fill the cart (booking
 * info, contacts, invoice address, terms, options, package, voucher), finalize it into a
 * reservation. Cart calls are public: the cart's permission decides per cart (an anonymous cart is
 * the client's that selected it, by its `ms_client` cookie; a member's cart that member's).
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
    const cart = await selectQuote(deps(), body, await selectingClient(request, reply));
    return cartView(app.db, cart, app.now());
  });
  route(app, cartApi.ofSearch, async ({ params, request }) =>
    cartOfSearch(app.db, await cartCallerOf(request), params.key, app.now()),
  );
  route(app, cartApi.update, async ({ params, body, request }) => {
    await updateCart(deps(), await cartCallerOf(request), params.key, body);
    return view(params.key);
  });
  route(app, cartApi.release, async ({ params, request }) => {
    await releaseCart(deps(), await cartCallerOf(request), params.key);
    return true;
  });
  route(app, cartApi.options, async ({ params, request }) =>
    cartOptions(app.db, await cartCallerOf(request), params.key),
  );
  route(app, cartApi.setOption, async ({ params, body, request }) => {
    await setCartOption(deps(), await cartCallerOf(request), params.key, body.OptionId, body.Amount);
    return view(params.key);
  });
  route(app, cartApi.removeOption, async ({ params, request }) => {
    await setCartOption(deps(), await cartCallerOf(request), params.key, params.id, 0);
    return view(params.key);
  });
  route(app, cartApi.attachProfile, async ({ actor, params, request }) => {
    await setCartProfile(deps(), { ...(await cartCallerOf(request)), actor }, params.key, true);
    return view(params.key);
  });
  route(app, cartApi.detachProfile, async ({ actor, params, request }) => {
    await setCartProfile(deps(), { ...(await cartCallerOf(request)), actor }, params.key, false);
    return view(params.key);
  });
  route(app, cartApi.packages, async ({ params, request }) =>
    cartPackages(app.db, await cartCallerOf(request), params.key),
  );
  route(app, cartApi.applyVoucher, async ({ params, body, request }) =>
    voucherResult(
      await applyCartVoucher(deps(), await cartCallerOf(request), params.key, body.Code),
      params.key,
    ),
  );
  route(app, cartApi.revertVoucher, async ({ params, body, request }) =>
    voucherResult(
      await revertCartVoucher(deps(), await cartCallerOf(request), params.key, body.VoucherId),
      params.key,
    ),
  );
  route(app, cartApi.voucher, ({ params }) => voucherInfo(app.db, params.id));
  route(app, cartApi.featuredVouchers, ({ query }) =>
    featuredVouchers(app.db, query, platformToday(app.now())),
  );
  for (const call of [cartApi.finalizeV1, cartApi.finalize]) {
    route(app, call, async ({ params, request }) => {
      const partner = partnerChannelOf(request, app.partnerApiKeys);
      const id = await finalizeCart(deps(), await cartCallerOf(request), params.key, partner);
      const booked = await reservationView(app.db, id, app.now());
      if (!booked) throw new Error(`reservation ${id} vanished`);
      return booked;
    });
  }
};
