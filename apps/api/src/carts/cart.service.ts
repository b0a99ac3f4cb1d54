import { randomBytes } from 'node:crypto';
import {
  type CartUpdateBody,
  ContactType,
  clampOptionAmount,
  daysInclusive,
  eurosToCents,
  HOLD_MINUTES,
  LanguageId,
  localeOfLanguageId,
  MeetingType,
  type PricingType,
  priceSpace,
  ReservationStatus,
  type SelectBody,
  VOUCHER_RESULT_MESSAGES,
  VoucherResult,
  VoucherType,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { policies } from '../kernel/access/policies.ts';
import { AppError, type FieldError } from '../kernel/errors.ts';
import { localToUtcIso } from '../kernel/local-time.ts';
import { withBookingLock } from '../kernel/locks.ts';
import { enqueueMail } from '../kernel/mail/outbox.queries.ts';
import { tokenHash } from '../kernel/tokens.ts';
import { optionLine, priceCart } from '../pricing/booking-pricing.ts';
import { packageQueries } from '../pricing/package.queries.ts';
import { voucherQueries } from '../pricing/voucher.queries.ts';
import { reservationConfirmation } from '../reservations/mails/reservation-confirmation.ts';
import { occupancyConflict, quoteCrc, quoteFitsSearch, searchOfRow, verifyQuote } from '../search/index.ts';
import { type CartRow, type CartUpdate, cartQueries } from './cart.queries.ts';

export interface BookingDeps {
  db: Kysely<DB>;
  quoteSecret: string;
  now: Date;
  /** Fault injection for tests: runs inside the finalize transaction, after every write, before commit. */
  beforeFinalizeCommit?: () => Promise<void> | void;
}

const HOLD_MS = HOLD_MINUTES * 60_000;
const newKey = () => randomBytes(18).toString('base64url');

/** Runs `work` on a freshly read, locked, still open cart (see `cartQueries.lockByKey`). */
export function withCartLock<T>(
  deps: BookingDeps,
  cartKey: string,
  work: (trx: Kysely<DB>, cart: CartRow) => Promise<T>,
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    const cart = await cartQueries.lockByKey(trx, cartKey);
    if (!cart) throw AppError.notFound('Cart not found');
    assertOpen(cart, deps.now);
    return work(trx, cart);
  });
}

const taken = (message: string) => new AppError(409, message, [{ Field: 'Hash', Code: 'space_taken' }]);

/** The space a quote names, with what pricing and the overlap rule need. */
export async function bookableSpace(db: Kysely<DB>, spaceId: number, settingId: number) {
  return db
    .selectFrom('spaces as s')
    .innerJoin('locations as l', 'l.id', 's.location_id')
    .innerJoin('space_settings as ss', (join) =>
      join.onRef('ss.space_id', '=', 's.id').on('ss.setting_id', '=', settingId),
    )
    .select([
      's.id',
      's.location_id',
      's.meeting_type_id',
      's.pricing_type_id',
      's.price_cents',
      's.tax_percentage',
      's.capacity',
      's.is_social_capital',
      's.is_active',
      'l.status',
      'l.time_zone',
      'l.min_hours_before_booking',
      'l.channel_id',
      'ss.min_seats',
      'ss.max_seats',
    ])
    .where('s.id', '=', spaceId)
    .executeTakeFirst();
}

/**
 * `POST /v1/availability/select`: checks the quote (signature, expiry, search, location, space,
 * checksum, price), then holds the space for 20 minutes. The same quote selected again by the same
 * client for the same search returns the same cart (another client gets a 409: the space is held);
 * another quote of that search by the same client replaces that client's earlier hold.
 */
export interface Client {
  /** Stable identity of the caller: `member:<id>` when logged in, else the browser's client cookie. */
  id: string;
  profileId: number | null;
}

export async function selectQuote(deps: BookingDeps, body: SelectBody, client: Client): Promise<CartRow> {
  const { db, now } = deps;
  const check = verifyQuote(deps.quoteSecret, body.Hash, now);
  if (!check.ok) {
    const message =
      check.reason === 'expired' ? 'This offer has expired; please search again' : 'This offer is not valid';
    throw AppError.badRequest(message, [{ Field: 'Hash', Code: check.reason }]);
  }
  const quote = check.quote;
  if (quote.locationId !== body.LocationId) {
    throw AppError.badRequest('The offer is for another location', [
      { Field: 'LocationId', Code: 'mismatch' },
    ]);
  }
  if (body.SpaceId !== undefined && body.SpaceId !== quote.spaceId) {
    throw AppError.badRequest('The offer is for another space', [{ Field: 'SpaceId', Code: 'mismatch' }]);
  }
  if (body.Crc !== undefined && body.Crc !== quoteCrc(quote)) {
    throw AppError.badRequest('The checksum does not match the offer', [{ Field: 'Crc', Code: 'mismatch' }]);
  }
  const search = await db
    .selectFrom('searches')
    .selectAll()
    .where('id', '=', body.SearchId)
    .executeTakeFirst();
  if (!search) throw AppError.notFound('Search not found');
  if (!quoteFitsSearch(quote, searchOfRow(search))) {
    throw AppError.badRequest('The offer belongs to another search', [
      { Field: 'Hash', Code: 'other_search' },
    ]);
  }
  if (quote.startDate === quote.endDate && quote.endMinutes <= quote.startMinutes) {
    throw AppError.badRequest('The offer has no duration', [{ Field: 'Hash', Code: 'empty_period' }]);
  }
  const space = await bookableSpace(db, quote.spaceId, quote.settingId);
  if (!space) throw taken('This space can no longer be booked');
  if (space.is_active !== 1 || space.status !== 'live' || space.location_id !== quote.locationId) {
    throw taken('This space can no longer be booked');
  }
  const price = priceSpace({
    pricingTypeId: space.pricing_type_id as PricingType,
    priceCents: space.price_cents,
    seats: quote.seats,
    startDate: quote.startDate,
    endDate: quote.endDate,
    startMinutes: quote.startMinutes,
    endMinutes: quote.endMinutes,
    isSocialCapital: space.is_social_capital === 1,
  });
  if (price.priceTotalCents !== quote.priceTotalCents) {
    throw AppError.badRequest('The price has changed; please search again', [
      { Field: 'Hash', Code: 'price_changed' },
    ]);
  }
  if (body.PricePerSeat !== undefined && eurosToCents(body.PricePerSeat) !== price.pricePerSeatCents) {
    throw AppError.badRequest('The price per seat does not match the offer', [
      { Field: 'PricePerSeat', Code: 'mismatch' },
    ]);
  }
  if (quote.seats < space.min_seats || quote.seats > space.max_seats) {
    throw taken('This setting no longer fits the number of seats');
  }
  const startsAt = localToUtcIso(quote.startDate, quote.startMinutes, space.time_zone);
  const endsAt = localToUtcIso(quote.endDate, quote.endMinutes, space.time_zone);
  if (
    Date.parse(startsAt) - now.getTime() < space.min_hours_before_booking * 3_600_000 ||
    Date.parse(startsAt) <= now.getTime()
  ) {
    throw new AppError(409, 'This period can no longer be booked', [{ Field: 'Hash', Code: 'too_late' }]);
  }
  const clientKey = tokenHash(`${client.id}|${body.Hash}`);
  const clientIdHash = tokenHash(client.id);
  const nowIso = now.toISOString();

  return withBookingLock(db, async (trx) => {
    const live = await cartQueries.liveOfSearch(trx, search.id, nowIso);
    const same = live.find((c) => c.client_key === clientKey);
    if (same) return same;
    const period = {
      start_date: quote.startDate,
      end_date: quote.endDate,
      start_minutes: quote.startMinutes,
      end_minutes: quote.endMinutes,
      seats: quote.seats,
    };
    // One live hold per client and search: choosing another space gives up the earlier one.
    for (const earlier of live.filter((c) => c.client_id_hash === clientIdHash)) {
      await cartQueries.update(trx, earlier.id, { status: 'deleted' });
    }
    const occupants = await cartQueries.occupantsOfSpace(
      trx,
      quote.spaceId,
      { startDate: quote.startDate, endDate: quote.endDate },
      nowIso,
      -1,
    );
    if (occupancyConflict(space, occupants.bookings, occupants.holds, period)) {
      throw taken('This space was booked by someone else in the meantime');
    }
    return cartQueries.insert(
      trx,
      {
        key: newKey(),
        search_id: search.id,
        location_id: quote.locationId,
        meeting_type_id: quote.meetingTypeId,
        profile_id: client.profileId,
        created_by: client.profileId,
        company_id: null,
        company_name: null,
        name: null,
        seats: quote.seats,
        language_id: search.language_id,
        comment: null,
        terms_accepted_at: null,
        voucher_id: null,
        package_id: null,
        client_key: clientKey,
        client_id_hash: clientIdHash,
        reservation_id: null,
        created_at: nowIso,
        expires_at: new Date(now.getTime() + HOLD_MS).toISOString(),
      },
      [
        {
          space_id: quote.spaceId,
          setting_id: quote.settingId,
          seats: quote.seats,
          start_date: quote.startDate,
          end_date: quote.endDate,
          start_minutes: quote.startMinutes,
          end_minutes: quote.endMinutes,
          starts_at: startsAt,
          ends_at: endsAt,
          price_per_seat_cents: price.pricePerSeatCents,
          price_total_cents: price.priceTotalCents,
          tax_percentage: space.tax_percentage,
        },
      ],
    );
  });
}

/** A cart that can still change: open and its hold alive (else a 409 saying why). */
export function assertOpen(cart: CartRow, now: Date): void {
  if (cart.status === 'finalized') {
    throw new AppError(409, 'This cart is already booked', [{ Field: 'CartKey', Code: 'finalized' }]);
  }
  if (cart.status === 'deleted') {
    throw new AppError(409, 'This cart was released; please search again', [
      { Field: 'CartKey', Code: 'released' },
    ]);
  }
  if (Date.parse(cart.expires_at) <= now.getTime()) {
    throw new AppError(409, 'The 20 minutes to book this space have passed; please search again', [
      { Field: 'CartKey', Code: 'hold_expired' },
    ]);
  }
}

/** `PUT /v1/cart/{key}`: booking info, contacts, invoice address and terms; seats re-priced. */
export async function updateCart(
  deps: BookingDeps,
  cart: CartRow,
  body: CartUpdateBody,
  memberId: number | undefined,
): Promise<void> {
  const { db, now } = deps;
  assertOpen(cart, now);
  const changes: CartUpdate = {};
  if (body.Name !== undefined) changes.name = body.Name ?? null;
  if (body.Comments !== undefined) changes.comment = body.Comments[0]?.Text || null;
  if (body.Tags !== undefined) changes.tags = JSON.stringify([...new Set(body.Tags)]);
  if (body.LanguageId !== undefined) changes.language_id = body.LanguageId;
  else if (body.Language !== undefined) changes.language_id = LanguageId[body.Language];
  if (body.CompanyId !== undefined && body.CompanyId !== null) {
    await policies.company(db, memberId === undefined ? undefined : { profileId: memberId }, body.CompanyId);
  }
  if (body.CompanyId !== undefined) changes.company_id = body.CompanyId ?? null;
  if (body.CompanyName !== undefined) changes.company_name = body.CompanyName ?? null;
  if (body.LastStep !== undefined) changes.last_step = body.LastStep;
  const a = body.InvoiceAddress;
  if (a?.BillingId) {
    // A saved billing address of the member fills the invoice address; fields sent alongside win.
    const saved = await db
      .selectFrom('billing_addresses')
      .selectAll()
      .where('id', '=', a.BillingId)
      .executeTakeFirst();
    if (!saved) throw AppError.notFound('Billing address not found');
    policies.billing(memberId === undefined ? undefined : { profileId: memberId }, saved);
    Object.assign(changes, {
      invoice_company: saved.company,
      invoice_send_to: saved.send_to,
      invoice_email: saved.email,
      invoice_address: saved.address,
      invoice_postal_code: saved.postal_code,
      invoice_city: saved.city,
      invoice_country: saved.country,
      invoice_phone_number: saved.phone_number,
      invoice_po_number: saved.po_number,
    });
  }
  if (a) {
    if (a.BillingId !== undefined) changes.invoice_billing_id = a.BillingId ?? null;
    if (a.Company !== undefined) changes.invoice_company = a.Company ?? null;
    if (a.SendTo !== undefined) changes.invoice_send_to = a.SendTo ?? null;
    if (a.Email !== undefined) changes.invoice_email = a.Email || null;
    if (a.Address !== undefined) changes.invoice_address = a.Address ?? null;
    if (a.PostalCode !== undefined) changes.invoice_postal_code = a.PostalCode ?? null;
    if (a.City !== undefined) changes.invoice_city = a.City ?? null;
    if (a.Country !== undefined) changes.invoice_country = a.Country ?? null;
    if (a.PhoneNumber !== undefined) changes.invoice_phone_number = a.PhoneNumber ?? null;
    if (a.PoNumber !== undefined) changes.invoice_po_number = a.PoNumber ?? null;
  }
  if (body.CartTerms !== undefined) {
    // Accepting records who accepted (0 for a visitor without an account); un-accepting resets to 0.
    changes.terms_accepted_at = body.CartTerms.Accepted ? now.toISOString() : null;
    changes.terms_accepted_by = body.CartTerms.Accepted ? (memberId ?? 0) : 0;
  }

  await withBookingLock(db, async (trx) => {
    const fresh = await cartQueries.lockByKey(trx, cart.key);
    if (!fresh) throw AppError.notFound('Cart not found');
    assertOpen(fresh, now);
    if (body.Seats !== undefined && body.Seats !== fresh.seats) {
      await changeSeats(trx, fresh, Math.max(1, body.Seats), now);
      changes.seats = Math.max(1, body.Seats);
    }
    await cartQueries.update(trx, fresh.id, changes);
    if (body.PackageId !== undefined && (body.PackageId ?? null) !== fresh.package_id) {
      await choosePackage(trx, { ...fresh, ...changes } as CartRow, body.PackageId ?? null);
      // A package voucher belongs to its package: another (or no) package takes it off the cart.
      if (fresh.voucher_id !== null) {
        const voucher = await voucherQueries.byId(trx, fresh.voucher_id);
        if (voucher?.type_id === VoucherType.Package)
          await cartQueries.update(trx, fresh.id, { voucher_id: null });
      }
    }
    if (body.Contacts !== undefined) {
      await cartQueries.replaceContacts(
        trx,
        fresh.id,
        body.Contacts.map((c) => ({
          type_id: c.TypeId,
          name: c.Name,
          email: c.Email ?? null,
          phone: c.Phone ?? null,
          receive_email: c.ReceiveEmail ? 1 : 0,
        })),
      );
    }
  });
}

/** New seats for a held space: within its setting's range and its capacity, re-priced; options re-clamped. */
async function changeSeats(trx: Kysely<DB>, cart: CartRow, seats: number, now: Date): Promise<void> {
  for (const held of await cartQueries.spaces(trx, cart.id)) {
    const space = await bookableSpace(trx, held.space_id, held.setting_id);
    if (!space) throw taken('This space can no longer be booked');
    if (seats < space.min_seats || seats > space.max_seats) {
      throw AppError.badRequest(`This setting takes ${space.min_seats} to ${space.max_seats} people`, [
        { Field: 'Seats', Code: 'outside_setting' },
      ]);
    }
    if (space.meeting_type_id === MeetingType.Workspace) {
      const occupants = await cartQueries.occupantsOfSpace(
        trx,
        held.space_id,
        { startDate: held.start_date, endDate: held.end_date },
        now.toISOString(),
        cart.id,
      );
      if (occupancyConflict(space, occupants.bookings, occupants.holds, { ...held, seats })) {
        throw new AppError(409, 'Not enough places left for this number of people', [
          { Field: 'Seats', Code: 'no_capacity' },
        ]);
      }
    }
    const price = priceSpace({
      pricingTypeId: space.pricing_type_id as PricingType,
      priceCents: space.price_cents,
      seats,
      startDate: held.start_date,
      endDate: held.end_date,
      startMinutes: held.start_minutes,
      endMinutes: held.end_minutes,
      isSocialCapital: space.is_social_capital === 1,
    });
    await cartQueries.updateSpacePrice(trx, held.id, {
      seats,
      price_per_seat_cents: price.pricePerSeatCents,
      price_total_cents: price.priceTotalCents,
    });
  }
  const packaged = new Set(
    cart.package_id === null
      ? []
      : (await packageQueries.contents(trx, cart.package_id)).map((i) => i.option_id),
  );
  for (const line of await cartQueries.options(trx, cart.id)) {
    if (packaged.has(line.option_id) && line.price_per_item_cents === 0) continue;
    const option = await trx
      .selectFrom('options')
      .selectAll()
      .where('id', '=', line.option_id)
      .executeTakeFirst();
    if (!option) continue;
    const amount = clampOptionAmount(line.amount, {
      maxAmount: option.max_amount,
      maxPP: option.max_pp,
      seats,
    });
    await cartQueries.setOption(trx, cart.id, { ...line, amount });
  }
  // A package's contents are per person: they follow the new seats.
  if (cart.package_id !== null) {
    for (const item of await packageQueries.contents(trx, cart.package_id)) {
      await cartQueries.setOption(trx, cart.id, {
        option_id: item.option_id,
        amount: item.amount_per_person * seats,
        price_per_item_cents: 0,
        tax_percentage: item.tax_percentage,
      });
    }
  }
}

/**
 * Chooses a package for a cart, or none: the options of the previous package go, the new
 * package's options come in at no charge (amount per person x seats); the package's own charge is
 * a line of its own (see booking-pricing.ts).
 */
export async function choosePackage(trx: Kysely<DB>, cart: CartRow, packageId: number | null): Promise<void> {
  if (packageId === cart.package_id) return;
  if (packageId !== null) {
    const offered = await packageQueries.isOffered(trx, packageId, {
      locationId: cart.location_id,
      meetingTypeId: cart.meeting_type_id,
    });
    if (!offered) throw AppError.notFound('This package is not offered for this booking');
  }
  const contents = (id: number) => packageQueries.contents(trx, id);
  if (cart.package_id !== null) {
    for (const item of await contents(cart.package_id)) {
      await cartQueries.setOption(trx, cart.id, { ...item, amount: 0, price_per_item_cents: 0 });
    }
  }
  if (packageId !== null) {
    for (const item of await contents(packageId)) {
      await cartQueries.setOption(trx, cart.id, {
        option_id: item.option_id,
        amount: item.amount_per_person * cart.seats,
        price_per_item_cents: 0,
        tax_percentage: item.tax_percentage,
      });
    }
  }
  await cartQueries.update(trx, cart.id, { package_id: packageId });
}

/** `POST /v1/cart/{key}/option`: sets an option's amount, clamped and priced by the server. */
export async function setCartOption(
  deps: BookingDeps,
  cart: CartRow,
  optionId: number,
  requested: number,
): Promise<void> {
  assertOpen(cart, deps.now);
  await withCartLock(deps, cart.key, async (trx, fresh) => {
    const option = await trx
      .selectFrom('options')
      .selectAll()
      .where('id', '=', optionId)
      .where('location_id', '=', fresh.location_id)
      .executeTakeFirst();
    // Taking an option out always works, also one the location no longer offers.
    if (requested <= 0 && option) {
      await cartQueries.setOption(trx, fresh.id, {
        option_id: optionId,
        amount: 0,
        price_per_item_cents: 0,
        tax_percentage: 0,
      });
      return;
    }
    if (option?.is_active !== 1) throw AppError.notFound('This option is not offered at this location');
    await cartQueries.setOption(trx, fresh.id, optionLine(option, requested, fresh.seats));
  });
}

/** `DELETE /v1/cart/{key}`: releases the hold at once. */
export async function releaseCart(deps: BookingDeps, cart: CartRow): Promise<void> {
  if (cart.status === 'finalized') {
    throw new AppError(409, 'This cart is already booked', [{ Field: 'CartKey', Code: 'finalized' }]);
  }
  if (cart.status === 'deleted') return;
  await withBookingLock(deps.db, (trx) => cartQueries.update(trx, cart.id, { status: 'deleted' }));
}

/** Who the confirmation goes to: the member on the cart, else its booker contact. */
async function bookerOf(db: Kysely<DB>, cart: CartRow) {
  if (cart.profile_id) {
    const p = await db
      .selectFrom('profiles')
      .select(['first_name', 'last_name', 'email', 'phone'])
      .where('id', '=', cart.profile_id)
      .executeTakeFirst();
    if (p)
      return {
        name: `${p.first_name} ${p.last_name}`.trim(),
        email: p.email,
        phone: p.phone,
        fromProfile: true,
      };
  }
  const contacts = await cartQueries.contacts(db, cart.id);
  const booker = contacts.find((c) => c.type_id === ContactType.Booker && c.email);
  return booker
    ? { name: booker.name, email: booker.email as string, phone: booker.phone, fromProfile: false }
    : undefined;
}

/**
 * `POST /v2/cart/{key}/finalize`: in one locked transaction, re-checks the cart and its spaces and
 * turns them into a definite reservation with options, contacts, invoice address, terms and tax
 * totals; marks the search as booked; queues the confirmation mail. A finalized cart returns its
 * reservation again. Returns the reservation id.
 */
export async function finalizeCart(deps: BookingDeps, cartKey: string): Promise<number> {
  const { db, now } = deps;
  const cart = await cartQueries.byKey(db, cartKey);
  if (!cart) throw AppError.notFound('Cart not found');
  if (cart.status === 'finalized' && cart.reservation_id) return cart.reservation_id;
  assertOpen(cart, now);
  const booker = await bookerOf(db, cart);
  const problems: FieldError[] = [];
  if (!booker) {
    problems.push({
      Field: 'Contacts',
      Code: 'required',
      Message: 'A booker with a name and an e-mail address is required',
    });
  }
  if (cart.terms_accepted_at === null) {
    problems.push({ Field: 'CartTerms', Code: 'required', Message: 'The booking terms must be accepted' });
  }
  if (!booker || problems.length > 0) throw AppError.badRequest('The booking is not complete', problems);

  const nowIso = now.toISOString();
  return withBookingLock(db, async (trx) => {
    // Always the occupancy lock first, then the cart's: no lock-order cycles with line changes.
    const fresh = await cartQueries.lockByKey(trx, cartKey);
    if (!fresh) throw AppError.notFound('Cart not found');
    if (fresh.status === 'finalized' && fresh.reservation_id) return fresh.reservation_id;
    assertOpen(fresh, now);
    const spaces = await cartQueries.spaces(trx, fresh.id);
    if (spaces.length === 0)
      throw new AppError(409, 'This cart holds no space', [{ Field: 'CartKey', Code: 'empty' }]);
    for (const held of spaces) {
      const space = await bookableSpace(trx, held.space_id, held.setting_id);
      if (!space) throw taken('This space can no longer be booked');
      const occupants = await cartQueries.occupantsOfSpace(
        trx,
        held.space_id,
        { startDate: held.start_date, endDate: held.end_date },
        nowIso,
        fresh.id,
      );
      if (occupancyConflict(space, occupants.bookings, occupants.holds, held)) {
        throw taken('This space was booked by someone else in the meantime');
      }
    }
    const [options, contacts, location, search, terms] = await Promise.all([
      cartQueries.options(trx, fresh.id),
      cartQueries.contacts(trx, fresh.id),
      trx
        .selectFrom('locations')
        .select(['name', 'address', 'postal_code', 'city', 'channel_id', 'time_zone'])
        .where('id', '=', fresh.location_id)
        .executeTakeFirstOrThrow(),
      fresh.search_id === null
        ? undefined
        : trx
            .selectFrom('searches')
            .select(['channel_id'])
            .where('id', '=', fresh.search_id)
            .executeTakeFirst(),
      trx
        .selectFrom('terms')
        .select('id')
        .where('type', '=', 'booking')
        .where('language_id', '=', fresh.language_id)
        .orderBy('version', 'desc')
        .executeTakeFirst(),
    ]);
    const pricing = await priceCart(trx, fresh, spaces, options);
    if (pricing.voucher && pricing.voucherResult !== VoucherResult.Applied) {
      const code = pricing.voucherResult as VoucherResult;
      throw new AppError(409, `The voucher no longer applies: ${VOUCHER_RESULT_MESSAGES[code]}`, [
        { Field: 'VoucherId', Code: `${code}` },
      ]);
    }
    const totals = pricing.totals;
    const first = spaces[0] as (typeof spaces)[number];
    const last = spaces.reduce((a, b) => (b.ends_at > a.ends_at ? b : a), first);
    const reservationKey = newKey();
    const reservation = await trx
      .insertInto('reservations')
      .values({
        key: reservationKey,
        channel_id: search?.channel_id ?? location.channel_id,
        status_id: ReservationStatus.Definite,
        name: fresh.name ?? '',
        profile_id: fresh.profile_id,
        company_id: fresh.company_id,
        location_id: fresh.location_id,
        meeting_type_id: fresh.meeting_type_id,
        language_id: fresh.language_id,
        start_date: first.start_date,
        end_date: last.end_date,
        start_minutes: first.start_minutes,
        end_minutes: first.end_minutes,
        starts_at: first.starts_at,
        total_seats: Math.max(...spaces.map((s) => s.seats)),
        total_excl_cents: totals.totalExclCents,
        total_incl_cents: totals.totalInclCents,
        voucher_id: fresh.voucher_id,
        discount_cents: pricing.discountCents,
        total_paid_cents: pricing.creditCents,
        package_id: pricing.packageCharge?.packageId ?? null,
        package_price_cents: pricing.packageCharge?.priceCents ?? 0,
        package_tax_percentage: pricing.packageCharge?.taxPercentage ?? 0,
        cart_id: fresh.id,
        search_id: fresh.search_id,
        comment: fresh.comment,
        tags: fresh.tags,
        terms_id: terms?.id ?? null,
        terms_accepted_by: fresh.terms_accepted_by,
        cancel_reason_type: null,
        cancel_reason: null,
        cancel_fee_percentage: null,
        cancelled_at: null,
        invoice_billing_id: fresh.invoice_billing_id,
        invoice_company: fresh.invoice_company ?? fresh.company_name,
        invoice_send_to: fresh.invoice_send_to,
        invoice_email: fresh.invoice_email,
        invoice_address: fresh.invoice_address,
        invoice_postal_code: fresh.invoice_postal_code,
        invoice_city: fresh.invoice_city,
        invoice_country: fresh.invoice_country,
        invoice_phone_number: fresh.invoice_phone_number,
        invoice_po_number: fresh.invoice_po_number,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('reservation_spaces')
      .values(
        spaces.map((s) => ({
          reservation_id: reservation.id,
          space_id: s.space_id,
          setting_id: s.setting_id,
          seats: s.seats,
          start_date: s.start_date,
          end_date: s.end_date,
          start_minutes: s.start_minutes,
          end_minutes: s.end_minutes,
          starts_at: s.starts_at,
          ends_at: s.ends_at,
          price_per_seat_cents: s.price_per_seat_cents,
          price_total_cents: s.price_total_cents,
          tax_percentage: s.tax_percentage,
        })),
      )
      .execute();
    if (options.length > 0) {
      await trx
        .insertInto('reservation_options')
        .values(
          options.map((o) => ({
            reservation_id: reservation.id,
            option_id: o.option_id,
            reservation_space_id: null,
            amount: o.amount,
            price_per_item_cents: o.price_per_item_cents,
            price_total_cents: o.price_total_cents,
            tax_percentage: o.tax_percentage,
            start_minutes: null,
          })),
        )
        .execute();
    }
    const people = contacts.map((c) => ({
      reservation_id: reservation.id,
      type_id: c.type_id,
      name: c.name,
      email: c.email,
      phone: c.phone,
      receive_email: c.receive_email,
    }));
    if (!people.some((c) => c.type_id === ContactType.Booker)) {
      people.unshift({
        reservation_id: reservation.id,
        type_id: ContactType.Booker,
        name: booker.name,
        email: booker.email,
        phone: booker.phone,
        receive_email: 1,
      });
    }
    await trx.insertInto('reservation_contacts').values(people).execute();
    if (pricing.voucher) {
      await voucherQueries.recordUse(
        trx,
        {
          voucherId: pricing.voucher.id,
          reservationId: reservation.id,
          profileId: fresh.profile_id,
          seats: fresh.seats,
          // What the voucher was worth: its discount, or what its credit paid.
          amountCents: pricing.discountCents + pricing.creditCents,
        },
        nowIso,
      );
    }
    await cartQueries.update(trx, fresh.id, { status: 'finalized', reservation_id: reservation.id });
    if (fresh.search_id !== null) {
      await trx
        .updateTable('searches')
        .set({ made_reservation: 1 })
        .where('id', '=', fresh.search_id)
        .execute();
    }
    await queueReservationConfirmation(
      trx,
      {
        reservationId: reservation.id,
        reservationKey,
        languageId: fresh.language_id,
        profileId: fresh.profile_id,
        meetingName: fresh.name ?? '',
        location,
        spaces,
        startDate: first.start_date,
        endDate: last.end_date,
        startMinutes: first.start_minutes,
        endMinutes: first.end_minutes,
        startsAtUtc: first.starts_at,
        totalInclCents: totals.totalInclCents,
      },
      booker,
      now,
    );
    await deps.beforeFinalizeCommit?.();
    return reservation.id;
  });
}

/** What the booking confirmation of a new reservation tells (see `queueReservationConfirmation`). */
export interface ConfirmedBooking {
  reservationId: number;
  reservationKey: string;
  languageId: number;
  profileId: number | null;
  meetingName: string;
  location: { name: string; address: string; postal_code: string; city: string };
  spaces: readonly { space_id: number; seats: number }[];
  startDate: string;
  endDate: string;
  startMinutes: number;
  endMinutes: number;
  /** The first day's start as a UTC instant. */
  startsAtUtc: string;
  totalInclCents: number;
}

/**
 * Queues the booking confirmation of a new reservation (with its .ics) to the booker, in the
 * reservation's language, inside the booking's transaction. Finalize and copy both send it.
 */
export async function queueReservationConfirmation(
  trx: Kysely<DB>,
  booking: ConfirmedBooking,
  booker: { name: string; email: string },
  now: Date,
): Promise<void> {
  const names = await trx
    .selectFrom('spaces')
    .select(['id', 'name_nl', 'name_en'])
    .where(
      'id',
      'in',
      booking.spaces.map((s) => s.space_id),
    )
    .execute();
  const locale = localeOfLanguageId(booking.languageId);
  const { location } = booking;
  await enqueueMail(
    trx,
    reservationConfirmation({
      locale,
      languageId: booking.languageId,
      reservationId: booking.reservationId,
      reservationKey: booking.reservationKey,
      bookerName: booker.name,
      bookerEmail: booker.email,
      locationName: location.name,
      locationAddress: `${location.address}, ${location.postal_code} ${location.city}`,
      meetingName: booking.meetingName,
      spaces: booking.spaces.map((s) => {
        const n = names.find((x) => x.id === s.space_id);
        return { name: (locale === 'nl' ? n?.name_nl : n?.name_en) ?? '', seats: s.seats };
      }),
      startDate: booking.startDate,
      endDate: booking.endDate,
      startMinutes: booking.startMinutes,
      endMinutes: booking.endMinutes,
      startsAtUtc: booking.startsAtUtc,
      days: daysInclusive(booking.startDate, booking.endDate),
      totalInclCents: booking.totalInclCents,
      profileId: booking.profileId,
    }),
    now,
  );
}

/** Attaches the logged-in member to a cart (`POST /v1/cart/{key}/profile`), or detaches them. */
export async function setCartProfile(
  deps: BookingDeps,
  cart: CartRow,
  profileId: number | null,
): Promise<void> {
  assertOpen(cart, deps.now);
  await cartQueries.update(deps.db, cart.id, {
    profile_id: profileId,
    created_by: profileId ?? cart.created_by,
    ...(profileId === null && cart.terms_accepted_by !== 0
      ? { terms_accepted_by: 0, terms_accepted_at: null }
      : {}),
  });
}
