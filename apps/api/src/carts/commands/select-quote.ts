import { randomBytes } from 'node:crypto';
import { ErrorCode, eurosToCents, HOLD_MINUTES, type SelectBody } from '@meetspace/domain';
import { AppError } from '../../kernel/errors.ts';
import { localToUtcIso } from '../../kernel/local-time.ts';
import { withBookingLock } from '../../kernel/locks.ts';
import { tokenHash } from '../../kernel/tokens.ts';
import { priceHeldSpace } from '../../pricing/index.ts';
import {
  occupancyConflict,
  occupancyQueries,
  quoteCrc,
  quoteFitsSearch,
  searchOfRow,
  verifyQuote,
} from '../../search/index.ts';
import { type CartRow, cartQueries } from '../cart.queries.ts';
import { type Client, clientIdHash } from '../cart-client.ts';
import { spaceTaken } from '../cart-guards.ts';
import type { CartDeps } from './cart-deps.ts';

const HOLD_MS = HOLD_MINUTES * 60_000;

/**
 * `POST /v1/availability/select`: checks the quote (signature, expiry, search, location, space,
 * checksum, price), then holds the space for 20 minutes. The same quote selected again by the same
 * client for the same search returns the same cart (another client gets a 409: the space is held);
 * another quote of that search by the same client replaces that client's earlier hold.
 */
export async function selectQuote(deps: CartDeps, body: SelectBody, client: Client): Promise<CartRow> {
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
      { Field: 'LocationId', Code: ErrorCode.Mismatch },
    ]);
  }
  if (body.SpaceId != null && body.SpaceId !== quote.spaceId) {
    throw AppError.badRequest('The offer is for another space', [
      { Field: 'SpaceId', Code: ErrorCode.Mismatch },
    ]);
  }
  if (body.Crc !== undefined && body.Crc !== quoteCrc(quote)) {
    throw AppError.badRequest('The checksum does not match the offer', [
      { Field: 'Crc', Code: ErrorCode.Mismatch },
    ]);
  }
  const search = await cartQueries.searchById(db, body.SearchId);
  if (!search) throw AppError.notFound('Search not found');
  if (!quoteFitsSearch(quote, searchOfRow(search))) {
    throw AppError.badRequest('The offer belongs to another search', [
      { Field: 'Hash', Code: ErrorCode.OtherSearch },
    ]);
  }
  if (quote.startDate === quote.endDate && quote.endMinutes <= quote.startMinutes) {
    throw AppError.badRequest('The offer has no duration', [{ Field: 'Hash', Code: ErrorCode.EmptyPeriod }]);
  }
  const space = await occupancyQueries.bookableSpace(db, quote.spaceId, quote.settingId);
  if (!space) throw spaceTaken('This space can no longer be booked');
  if (space.is_active !== 1 || space.status !== 'live' || space.location_id !== quote.locationId) {
    throw spaceTaken('This space can no longer be booked');
  }
  const period = {
    start_date: quote.startDate,
    end_date: quote.endDate,
    start_minutes: quote.startMinutes,
    end_minutes: quote.endMinutes,
    seats: quote.seats,
  };
  const price = priceHeldSpace(space, quote.seats, period);
  if (price.priceTotalCents !== quote.priceTotalCents) {
    throw AppError.badRequest('The price has changed; please search again', [
      { Field: 'Hash', Code: ErrorCode.PriceChanged },
    ]);
  }
  if (body.PricePerSeat !== undefined && eurosToCents(body.PricePerSeat) !== price.pricePerSeatCents) {
    throw AppError.badRequest('The price per seat does not match the offer', [
      { Field: 'PricePerSeat', Code: ErrorCode.Mismatch },
    ]);
  }
  if (quote.seats < space.min_seats || quote.seats > space.max_seats) {
    throw spaceTaken('This setting no longer fits the number of seats');
  }
  const startsAt = localToUtcIso(quote.startDate, quote.startMinutes, space.time_zone);
  const endsAt = localToUtcIso(quote.endDate, quote.endMinutes, space.time_zone);
  if (
    Date.parse(startsAt) - now.getTime() < space.min_hours_before_booking * 3_600_000 ||
    Date.parse(startsAt) <= now.getTime()
  ) {
    throw new AppError(409, 'This period can no longer be booked', [
      { Field: 'Hash', Code: ErrorCode.TooLate },
    ]);
  }
  const clientKey = tokenHash(`${client.id}|${body.Hash}`);
  const clientHash = clientIdHash(client.id);
  const nowIso = now.toISOString();

  return withBookingLock(db, [quote.locationId], async (trx, scope) => {
    const live = await cartQueries.liveOfSearch(trx, search.id, nowIso);
    const same = live.find((c) => c.client_key === clientKey);
    if (same) return same;
    // One live hold per client and search: choosing another space gives up the earlier one (maybe
    // at another location, whose lock is not ours: only if it is still open, as freeing space there
    // cannot overbook it).
    for (const earlier of live.filter((c) => c.client_id_hash === clientHash)) {
      if (await cartQueries.deleteIfOpen(trx, earlier.id)) scope.changed(earlier.location_id);
    }
    const occupants = await occupancyQueries.ofSpace(
      trx,
      quote.spaceId,
      { startDate: quote.startDate, endDate: quote.endDate },
      nowIso,
    );
    if (occupancyConflict(space, occupants.bookings, occupants.holds, period)) {
      throw spaceTaken('This space was booked by someone else in the meantime');
    }
    return cartQueries.insert(
      trx,
      {
        key: randomBytes(18).toString('base64url'),
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
        client_id_hash: clientHash,
        reservation_id: null,
        created_at: nowIso,
        expires_at: new Date(now.getTime() + HOLD_MS).toISOString(),
      },
      [
        {
          space_id: quote.spaceId,
          setting_id: quote.settingId,
          ...period,
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
