import { centsToEuros, ErrorCode, type ReservationSpacesBody } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError, type FieldError } from '../../kernel/errors.ts';
import { withBookingLock } from '../../kernel/locks.ts';
import { changedFields, type RevisionChange } from '../../kernel/revisions.ts';
import { priceHeldSpace } from '../../pricing/index.ts';
import { type BookableSpace, occupancyConflict, occupancyQueries } from '../../search/index.ts';
import { recomputeReservationTotals } from '../recompute-totals.ts';
import { reservationAccess } from '../reservation.access.ts';
import type { ReservationRow } from '../reservation.queries.ts';
import { assertChangeable, lockReservation } from '../reservation-guards.ts';
import { type ReservationSpaceRow, reservationLineQueries } from '../reservation-lines.queries.ts';
import { reclampOptions, recordLinesRevision, writePackage } from './line-changes.ts';
import type { ReservationDeps } from './reservation-deps.ts';

/** One entry of the call as it will be written: the booked space, its new seats and setting, its lock. */
interface SpacePlan {
  index: number;
  held: ReservationSpaceRow;
  seats: number;
  settingId: number;
  /** The space in its new setting, when seats or setting change. */
  space: BookableSpace | undefined;
  isLocked: boolean;
}

/** Checks every entry against the booked spaces and the settings' ranges (400 with every problem). */
async function planSpaces(
  trx: Kysely<DB>,
  spaces: readonly ReservationSpaceRow[],
  body: ReservationSpacesBody,
): Promise<SpacePlan[]> {
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  const plans: SpacePlan[] = [];
  for (const [i, entry] of body.Spaces.entries()) {
    const field = (name: string) => `Spaces[${i}].${name}`;
    const held = spaces.find((s) => s.id === entry.Id && s.is_cancelled === 0);
    if (!held) {
      errors.push({
        Field: field('Id'),
        Code: ErrorCode.Unknown,
        Message: 'Not a booked space of this reservation',
      });
      continue;
    }
    if (seen.has(held.id)) {
      errors.push({ Field: field('Id'), Code: ErrorCode.Duplicate, Message: 'This space is listed twice' });
      continue;
    }
    seen.add(held.id);
    const seats = entry.Seats ?? held.seats;
    const settingId = entry.SettingId ?? held.setting_id;
    const relayout = seats !== held.seats || settingId !== held.setting_id;
    const space = relayout ? await occupancyQueries.bookableSpace(trx, held.space_id, settingId) : undefined;
    if (relayout && !space) {
      errors.push({
        Field: field('SettingId'),
        Code: ErrorCode.UnknownSetting,
        Message: 'This space has no such setting',
      });
      continue;
    }
    if (space && (seats < space.min_seats || seats > space.max_seats)) {
      errors.push({
        Field: field('Seats'),
        Code: ErrorCode.OutsideSetting,
        Message: `This setting takes ${space.min_seats} to ${space.max_seats} people`,
      });
      continue;
    }
    plans.push({ index: i, held, seats, settingId, space, isLocked: entry.IsLocked ?? held.is_locked === 1 });
  }
  if (errors.length > 0) throw AppError.badRequest('Some spaces cannot be changed this way', errors);
  for (const p of plans) {
    if (p.space && p.held.is_locked === 1 && body.Spaces[p.index]?.IsLocked !== false) {
      throw new AppError(409, 'This space is locked: unlock it to change its seats or setting', [
        { Field: `Spaces[${p.index}].Id`, Code: ErrorCode.SpaceLocked },
      ]);
    }
  }
  return plans;
}

/**
 * Writes one planned space: a new layout is re-checked against what else is booked (the
 * reservation's own other bookings of the space with their new seats too) and new seats are
 * re-priced. Returns the revision changes (none: nothing written).
 */
async function writeSpace(
  trx: Kysely<DB>,
  r: ReservationRow,
  plan: SpacePlan,
  others: {
    spaces: readonly ReservationSpaceRow[];
    seatsOfSpace: ReadonlyMap<number, number>;
    nowIso: string;
  },
): Promise<RevisionChange[]> {
  const { index, held, seats, settingId, space, isLocked } = plan;
  const update: {
    seats?: number;
    setting_id?: number;
    price_per_seat_cents?: number;
    price_total_cents?: number;
    is_locked?: number;
  } = {};
  if (space) {
    const occupants = await occupancyQueries.ofSpace(
      trx,
      held.space_id,
      { startDate: held.start_date, endDate: held.end_date },
      others.nowIso,
      { reservationId: r.id },
    );
    const siblings = others.spaces
      .filter((s) => s.id !== held.id && s.space_id === held.space_id && s.is_cancelled === 0)
      .map((s) => ({ ...s, seats: others.seatsOfSpace.get(s.id) ?? s.seats }));
    const conflict = occupancyConflict(space, [...occupants.bookings, ...siblings], occupants.holds, {
      ...held,
      seats,
    });
    if (conflict) {
      throw new AppError(409, 'Not enough places left in this space for this number of people', [
        { Field: `Spaces[${index}].Seats`, Code: conflict },
      ]);
    }
    update.setting_id = settingId;
    if (seats !== held.seats) {
      const price = priceHeldSpace(space, seats, held);
      Object.assign(update, {
        seats,
        price_per_seat_cents: price.pricePerSeatCents,
        price_total_cents: price.priceTotalCents,
      });
    }
  }
  update.is_locked = isLocked ? 1 : 0;
  const before = {
    Seats: held.seats,
    SettingId: held.setting_id,
    IsLocked: held.is_locked === 1,
    PriceTotal: centsToEuros(held.price_total_cents),
  };
  const after = {
    Seats: update.seats ?? held.seats,
    SettingId: update.setting_id ?? held.setting_id,
    IsLocked: isLocked,
    PriceTotal: centsToEuros(update.price_total_cents ?? held.price_total_cents),
  };
  const changes = changedFields(before, after, ['Seats', 'SettingId', 'IsLocked', 'PriceTotal']);
  if (changes.length === 0) return [];
  await reservationLineQueries.updateSpace(trx, held.id, update);
  return changes.map((c) => ({ ...c, Field: `Spaces[Id=${held.id}].${c.Field}` }));
}

/**
 * `PUT /v2/reservation/{id}/spaces`: new seats and/or another setting of booked spaces, within the
 * setting's range and (for a workspace) the capacity left, re-checked under the booking lock with
 * the engine's rule; new seats are re-priced from the catalogue. `IsLocked` locks or unlocks a
 * space; a locked space refuses seat and setting changes (409 `space_locked`) unless the same entry
 * unlocks it. When the reservation's seats change, the package and option amounts follow (as in a
 * cart). Refused when the reservation is locked.
 */
export async function changeReservationSpaces(
  deps: ReservationDeps,
  actor: Actor,
  reservationId: number,
  body: ReservationSpacesBody,
): Promise<void> {
  const { location_id } = await requireAccess(
    { db: deps.db },
    actor,
    reservationAccess.update,
    reservationId,
  );
  await withBookingLock(deps.db, [location_id], async (trx) => {
    const before = await lockReservation(trx, reservationId);
    assertChangeable(before, deps.now);
    const spaces = await reservationLineQueries.spaces(trx, before.id);
    const plans = await planSpaces(trx, spaces, body);
    const seatsOfSpace = new Map(spaces.filter((s) => s.is_cancelled === 0).map((s) => [s.id, s.seats]));
    for (const p of plans) seatsOfSpace.set(p.held.id, p.seats);
    const others = { spaces, seatsOfSpace, nowIso: deps.now.toISOString() };
    const changes: RevisionChange[] = [];
    for (const plan of plans) changes.push(...(await writeSpace(trx, before, plan, others)));
    if (changes.length === 0) return;
    let r = before;
    const totalSeats = Math.max(...seatsOfSpace.values());
    if (totalSeats !== r.total_seats) {
      if (r.package_id !== null) r = await writePackage(trx, r, r.package_id, totalSeats);
      changes.push(...(await reclampOptions(trx, r, seatsOfSpace, totalSeats)));
    }
    const { after } = await recomputeReservationTotals(trx, r.id, deps.now);
    await recordLinesRevision(trx, { actor, action: 'spaces', before, after }, changes, deps.now);
  });
}
