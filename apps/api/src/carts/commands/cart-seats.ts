import { clampOptionAmount, ErrorCode, MeetingType } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../kernel/errors.ts';
import { optionQueries, packageLine, packageQueries, priceHeldSpace } from '../../pricing/index.ts';
import { occupancyConflict, occupancyQueries } from '../../search/index.ts';
import { type CartRow, cartQueries } from '../cart.queries.ts';
import { spaceTaken } from '../cart-guards.ts';

/**
 * New seats for a held cart: within each space's setting range and (for a workspace) the capacity
 * left, re-priced; option amounts re-clamped; a package's contents follow the seats. Runs in the
 * caller's transaction, under the booking lock, on the locked cart.
 */
export async function changeCartSeats(
  trx: Kysely<DB>,
  cart: CartRow,
  seats: number,
  now: Date,
): Promise<void> {
  for (const held of await cartQueries.spaces(trx, cart.id)) {
    const space = await occupancyQueries.bookableSpace(trx, held.space_id, held.setting_id);
    if (!space) throw spaceTaken('This space can no longer be booked');
    if (seats < space.min_seats || seats > space.max_seats) {
      throw AppError.badRequest(`This setting takes ${space.min_seats} to ${space.max_seats} people`, [
        { Field: 'Seats', Code: ErrorCode.OutsideSetting },
      ]);
    }
    if (space.meeting_type_id === MeetingType.Workspace) {
      const occupants = await occupancyQueries.ofSpace(
        trx,
        held.space_id,
        { startDate: held.start_date, endDate: held.end_date },
        now.toISOString(),
        { cartId: cart.id },
      );
      if (occupancyConflict(space, occupants.bookings, occupants.holds, { ...held, seats })) {
        throw new AppError(409, 'Not enough places left for this number of people', [
          { Field: 'Seats', Code: ErrorCode.NoCapacity },
        ]);
      }
    }
    const price = priceHeldSpace(space, seats, held);
    await cartQueries.updateSpacePrice(trx, held.id, {
      seats,
      price_per_seat_cents: price.pricePerSeatCents,
      price_total_cents: price.priceTotalCents,
    });
  }
  const packaged = await packageQueries.optionIds(trx, cart.package_id);
  for (const line of await cartQueries.options(trx, cart.id)) {
    if (packaged.has(line.option_id) && line.price_per_item_cents === 0) continue;
    const option = await optionQueries.byId(trx, line.option_id);
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
      await cartQueries.setOption(trx, cart.id, packageLine(item, seats));
    }
  }
}
