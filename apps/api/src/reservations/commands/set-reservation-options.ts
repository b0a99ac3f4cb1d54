import { ErrorCode, type ReservationOptionsBody } from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError, type FieldError } from '../../kernel/errors.ts';
import { withBookingLock } from '../../kernel/locks.ts';
import type { RevisionChange } from '../../kernel/revisions.ts';
import { type OptionLine, optionLine, optionQueries, packageQueries } from '../../pricing/index.ts';
import { recomputeReservationTotals } from '../recompute-totals.ts';
import { reservationAccess } from '../reservation.access.ts';
import { assertChangeable, lockReservation } from '../reservation-guards.ts';
import { type LineKey, reservationLineQueries } from '../reservation-lines.queries.ts';
import { isPackageLine, lineLabel, recordLinesRevision, sameLine } from './line-changes.ts';
import type { ReservationDeps } from './reservation-deps.ts';

const notOffered = (field: string): FieldError => ({
  Field: field,
  Code: ErrorCode.NotOffered,
  Message: 'Not an option of this location',
});

/**
 * `PUT /v2/reservation/{id}/options`: sets the amount of each listed line (amount 0 removes it),
 * priced and clamped by the server as a cart's options are (`optionLine`); the seats of a line for
 * one booked space are that space's, else the reservation's. A line whose amount does not change
 * keeps its price (a line sent unchanged is left alone). Lines that came with the package change
 * with the package only (400 `in_package`). Every problem of the list is reported at once (400,
 * `Options[i].Field`); nothing is written then. Refused when the reservation is locked.
 */
export async function setReservationOptions(
  deps: ReservationDeps,
  actor: Actor,
  reservationId: number,
  body: ReservationOptionsBody,
): Promise<void> {
  const { location_id } = await requireAccess(
    { db: deps.db },
    actor,
    reservationAccess.update,
    reservationId,
  );
  await withBookingLock(deps.db, [location_id], async (trx) => {
    const r = await lockReservation(trx, reservationId);
    assertChangeable(r, deps.now);
    const ids = [...new Set(body.Options.map((o) => o.OptionId))];
    const [lines, spaces, offered, packaged] = await Promise.all([
      reservationLineQueries.options(trx, r.id),
      reservationLineQueries.spaces(trx, r.id),
      optionQueries.manyOfLocation(trx, ids, r.location_id),
      packageQueries.optionIds(trx, r.package_id),
    ]);
    const errors: FieldError[] = [];
    const plan: { key: LineKey; from: number; line: OptionLine | null }[] = [];
    const seen = new Set<string>();
    body.Options.forEach((entry, i) => {
      const field = (name: string) => `Options[${i}].${name}`;
      const key: LineKey = {
        optionId: entry.OptionId,
        spaceId: entry.ReservationSpaceId ?? null,
        startMinutes: entry.StartMinutes ?? null,
      };
      const id = JSON.stringify(key);
      if (seen.has(id)) {
        errors.push({
          Field: `Options[${i}]`,
          Code: ErrorCode.Duplicate,
          Message: 'This line is listed twice',
        });
        return;
      }
      seen.add(id);
      const current = lines.find((l) => sameLine(l, key));
      const option = offered.find((o) => o.id === entry.OptionId);
      // A line sent as it is stays as it is (also a package line, or one of a discontinued option).
      if (current && entry.Amount === current.amount) return;
      if (current && isPackageLine(current, packaged)) {
        errors.push({
          Field: field('OptionId'),
          Code: ErrorCode.InPackage,
          Message: 'This option comes with the package: it changes with the package',
        });
        return;
      }
      // Taking a line out always works, also of an option the location no longer offers.
      if (entry.Amount <= 0) {
        if (current) plan.push({ key, from: current.amount, line: null });
        else if (!option) errors.push(notOffered(field('OptionId')));
        return;
      }
      if (option?.is_active !== 1) {
        errors.push(notOffered(field('OptionId')));
        return;
      }
      let seats = r.total_seats;
      if (key.spaceId !== null) {
        const space = spaces.find((s) => s.id === key.spaceId && s.is_cancelled === 0);
        if (!space) {
          errors.push({
            Field: field('ReservationSpaceId'),
            Code: ErrorCode.Unknown,
            Message: 'Not a booked space of this reservation',
          });
          return;
        }
        seats = space.seats;
      }
      if (
        key.startMinutes !== null &&
        (key.startMinutes < r.start_minutes || key.startMinutes > r.end_minutes)
      ) {
        errors.push({
          Field: field('StartMinutes'),
          Code: ErrorCode.OutsideReservation,
          Message: `Choose a time between ${r.start_minutes} and ${r.end_minutes}`,
        });
        return;
      }
      const line = optionLine(option, entry.Amount, seats);
      plan.push({ key, from: current?.amount ?? 0, line: line.amount > 0 ? line : null });
    });
    if (errors.length > 0) throw AppError.badRequest('Some options cannot be set', errors);
    const changes: RevisionChange[] = [];
    for (const { key, from, line } of plan) {
      const to = line?.amount ?? 0;
      if (to === from) continue;
      await reservationLineQueries.writeOption(trx, r.id, key, line);
      changes.push({ Field: `${lineLabel(key)}.Amount`, From: from, To: to });
    }
    if (changes.length === 0) return;
    const { after } = await recomputeReservationTotals(trx, r.id, deps.now);
    await recordLinesRevision(trx, { actor, action: 'options', before: r, after }, changes, deps.now);
  });
}
