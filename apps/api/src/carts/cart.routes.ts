import {
  cart,
  cartKeyParams,
  cartOption,
  cartOptionBody,
  cartOptionParams,
  cartPackage,
  cartUpdateBody,
  centsToEuros,
  idParams,
  reservation,
  searchKeyParams,
  selectBody,
  VOUCHER_RESULT_MESSAGES,
  voucherApplyBody,
  voucherInfo,
  voucherResultBody,
  voucherRevertBody,
} from '@meetspace/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policies } from '../kernel/access/policies.ts';
import { AppError } from '../kernel/errors.ts';
import { setLongCookie } from '../kernel/http/cookies.ts';
import { errorResponses } from '../kernel/http/error-responses.ts';
import { requireMember } from '../kernel/http/member.ts';
import { newToken } from '../kernel/tokens.ts';
import { voucherQueries } from '../pricing/voucher.queries.ts';
import { cartOptionList, cartPackageList, cartView, reservationView } from './booking-view.ts';
import { type CartRow, cartQueries } from './cart.queries.ts';
import {
  type BookingDeps,
  type Client,
  finalizeCart,
  releaseCart,
  selectQuote,
  setCartOption,
  setCartProfile,
  updateCart,
} from './cart.service.ts';
import { applyVoucher, revertVoucher } from './voucher.service.ts';

/** The cookie that recognises a browser without an account (holds are per client). */
export const CLIENT_COOKIE = 'ms_client';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['Carts and vouchers'];

/**
 * The booking sequence after a search: select a quote (a 20-minute hold), fill the cart (booking
 * info, contacts, invoice address, terms, options), finalize it into a reservation.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): BookingDeps => ({ db: app.repos.db, quoteSecret: app.quoteSecret, now: app.now() });

  /**
   * The cart of a key. Whoever holds the random CartKey may use an anonymous cart; a cart that
   * belongs to a member needs that member's token (401 without one, 403 for someone else).
   */
  const cartOf = async (request: FastifyRequest, key: string): Promise<CartRow> => {
    const found = await cartQueries.byKey(app.repos.db, key);
    if (!found) throw AppError.notFound('Cart not found');
    policies.cart(await request.member(), found);
    return found;
  };
  const view = async (key: string) => {
    const row = await cartQueries.byKey(app.repos.db, key);
    if (!row) throw AppError.notFound('Cart not found');
    return cartView(app.repos.db, row, app.now());
  };

  app.post(
    '/v1/availability/select',
    {
      schema: {
        tags,
        summary: 'Holds the space of a search-result quote (Hash) for 20 minutes; returns the cart',
        body: selectBody,
        response: { 200: cart, ...errors },
      },
    },
    async (request, reply) => {
      const member = await request.member();
      let client: Client;
      if (member) client = { id: `member:${member.profileId}`, profileId: member.profileId };
      else {
        // A browser without an account is recognised by a random cookie of its own.
        let id = request.cookies[CLIENT_COOKIE];
        if (!id || !/^[A-Za-z0-9_-]{20,64}$/.test(id)) {
          id = newToken();
          setLongCookie(request, reply, CLIENT_COOKIE, id, 30);
        }
        client = { id: `client:${id}`, profileId: null };
      }
      const row = await selectQuote(deps(), request.body, client);
      return cartView(app.repos.db, row, app.now());
    },
  );

  app.get(
    '/v1/cart/search/:key',
    {
      schema: {
        tags,
        summary: 'The cart of a saved search (its newest one that was not released)',
        params: searchKeyParams,
        response: { 200: cart, ...errors },
      },
    },
    async (request) => {
      const search = await app.repos.searches.findByKey(request.params.key);
      if (!search) throw AppError.notFound('Search not found');
      const row = await cartQueries.latestOfSearch(app.repos.db, search.id);
      if (!row) throw AppError.notFound('This search has no cart');
      await cartOf(request, row.key);
      return cartView(app.repos.db, row, app.now());
    },
  );

  app.put(
    '/v1/cart/:key',
    {
      schema: {
        tags,
        summary: 'Saves booking info, contacts, invoice address and terms of a cart',
        params: cartKeyParams,
        body: cartUpdateBody,
        response: { 200: cart, ...errors },
      },
    },
    async (request) => {
      const row = await cartOf(request, request.params.key);
      const member = await request.member();
      await updateCart(deps(), row, request.body, member?.profileId);
      return view(row.key);
    },
  );

  app.delete(
    '/v1/cart/:key',
    {
      schema: {
        tags,
        summary: 'Deletes a cart and releases its hold',
        params: cartKeyParams,
        response: { 200: z.boolean(), ...errors },
      },
    },
    async (request) => {
      const row = await cartOf(request, request.params.key);
      await releaseCart(deps(), row);
      return true;
    },
  );

  app.get(
    '/v1/cart/:key/option',
    {
      schema: {
        tags,
        summary:
          "The location's options with the cart's amounts (category, price, VAT, MaxAmount, MaxPP, Rank)",
        params: cartKeyParams,
        response: { 200: z.array(cartOption), ...errors },
      },
    },
    async (request) => cartOptionList(app.repos.db, await cartOf(request, request.params.key)),
  );

  app.post(
    '/v1/cart/:key/option',
    {
      schema: {
        tags,
        summary:
          'Sets the amount of an option (clamped by MaxAmount and seats x MaxPP; priced by the server)',
        params: cartKeyParams,
        body: cartOptionBody,
        response: { 200: cart, ...errors },
      },
    },
    async (request) => {
      const row = await cartOf(request, request.params.key);
      await setCartOption(deps(), row, request.body.OptionId, request.body.Amount);
      return view(row.key);
    },
  );

  app.delete(
    '/v1/cart/:key/option/:id',
    {
      schema: {
        tags,
        summary: 'Removes an option from a cart',
        params: cartOptionParams,
        response: { 200: cart, ...errors },
      },
    },
    async (request) => {
      const row = await cartOf(request, request.params.key);
      await setCartOption(deps(), row, request.params.id, 0);
      return view(row.key);
    },
  );

  app.post(
    '/v1/cart/:key/profile',
    {
      schema: {
        tags,
        summary: 'Attaches the logged-in member to a cart (needs profileToken)',
        params: cartKeyParams,
        response: { 200: cart, ...errors },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const row = await cartOf(request, request.params.key);
      await setCartProfile(deps(), row, member.profileId);
      return view(row.key);
    },
  );

  app.delete(
    '/v1/cart/:key/profile',
    {
      schema: {
        tags,
        summary: 'Detaches the member from a cart (needs their profileToken)',
        params: cartKeyParams,
        response: { 200: cart, ...errors },
      },
    },
    async (request) => {
      await requireMember(request);
      const row = await cartOf(request, request.params.key);
      await setCartProfile(deps(), row, null);
      return view(row.key);
    },
  );

  app.get(
    '/v1/cart/:key/package',
    {
      schema: {
        tags,
        summary: "The location's packages for this booking; choose one with PUT /v1/cart/{key} { PackageId }",
        params: cartKeyParams,
        response: { 200: z.array(cartPackage), ...errors },
      },
    },
    async (request) => cartPackageList(app.repos.db, await cartOf(request, request.params.key)),
  );

  app.put(
    '/v1/voucher/cart/:key/apply',
    {
      schema: {
        tags,
        summary:
          'Applies a voucher code: StatusCode 1, or the failure code (-1 .. -14) with the cart unchanged',
        params: cartKeyParams,
        body: voucherApplyBody,
        response: { 200: voucherResultBody, ...errors },
      },
    },
    async (request) => {
      const row = await cartOf(request, request.params.key);
      const code = await applyVoucher(deps(), row, request.body.Code);
      return { StatusCode: code, Message: VOUCHER_RESULT_MESSAGES[code], Cart: await view(row.key) };
    },
  );

  app.put(
    '/v1/voucher/cart/:key/revert',
    {
      schema: {
        tags,
        summary: 'Removes a voucher from a cart: StatusCode 2',
        params: cartKeyParams,
        body: voucherRevertBody,
        response: { 200: voucherResultBody, ...errors },
      },
    },
    async (request) => {
      const row = await cartOf(request, request.params.key);
      const code = await revertVoucher(deps(), row, request.body.VoucherId);
      return { StatusCode: code, Message: VOUCHER_RESULT_MESSAGES[code], Cart: await view(row.key) };
    },
  );

  app.get(
    '/v1/voucher/:id',
    {
      schema: {
        tags,
        summary: 'What a voucher is (type, restrictions, value), without its code',
        params: idParams,
        response: { 200: voucherInfo, ...errors },
      },
    },
    async (request) => {
      const v = await voucherQueries.byId(app.repos.db, request.params.id);
      if (!v) throw AppError.notFound('Voucher not found');
      return {
        Id: v.id,
        Name: v.name,
        TypeId: v.type_id,
        LocationId: v.location_id,
        MeetingtypeId: v.meeting_type_id,
        ValidFrom: v.valid_from,
        ValidUntil: v.valid_until,
        DiscountPercentage: v.discount_percentage,
        Discount: v.discount_cents === null ? null : centsToEuros(v.discount_cents),
        RatePerSeat: v.rate_per_seat_cents === null ? null : centsToEuros(v.rate_per_seat_cents),
        PackageId: v.package_id,
        MinSeats: v.min_seats,
        MaxSeats: v.max_seats,
      };
    },
  );

  const finalize = async (request: FastifyRequest, key: string) => {
    await cartOf(request, key);
    const id = await finalizeCart(deps(), key);
    const booked = await reservationView(app.repos.db, id, app.now());
    if (!booked) throw new Error(`reservation ${id} vanished`);
    return booked;
  };
  for (const version of ['v1', 'v2']) {
    app.post(
      `/${version}/cart/:key/finalize`,
      {
        schema: {
          tags,
          summary: 'Turns the cart into a definite reservation (again: the same reservation)',
          params: cartKeyParams,
          response: { 200: reservation, ...errors },
        },
      },
      async (request) => finalize(request, request.params.key),
    );
  }
};
