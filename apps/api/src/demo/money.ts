import { cancellationFeeCents, ReservationStatus } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import {
  creditCancelledReservation,
  draftReservationInvoice,
  issueReservationInvoice,
} from '../invoices/index.ts';

// The demo's money, made by the same commands a real booking goes through (so every invoice's lines
// and totals are what the invoices area would write): each location's invoice settings; a draft at
// booking for every reservation (and a deposit invoice where its location asks one); the past ones
// invoiced the day after they took place, in date order (so the numbers follow the dates); the
// booker's cancelled reservation invoiced first and then credited with its fee invoice.

const DAY = 86_400_000;

/** Every fifth location asks a 30% deposit of bookings made at least 14 days ahead; every seventh refuses pay on invoice. */
export function demoInvoiceSettings(locationId: number) {
  return {
    location_id: locationId,
    allows_pay_on_invoice: locationId % 7 === 3 ? 0 : 1,
    deposit_percentage: locationId % 5 === 0 ? 30 : 0,
    deposit_min_days: 14,
  };
}

interface Step {
  at: number;
  order: number;
  run: () => Promise<void>;
}

/** Writes the demo's invoices after its reservations (inside the demo's transaction). */
export async function writeDemoInvoices(db: Kysely<DB>, bookerId: number, now: Date): Promise<void> {
  const locations = await db.selectFrom('locations').select('id').orderBy('id').execute();
  for (let i = 0; i < locations.length; i += 200) {
    await db
      .insertInto('invoice_settings')
      .values(locations.slice(i, i + 200).map((l) => demoInvoiceSettings(l.id)))
      .execute();
  }
  const reservations = await db
    .selectFrom('reservations')
    .select([
      'id',
      'profile_id',
      'location_id',
      'status_id',
      'starts_at',
      'created_at',
      'cancelled_at',
      'cancel_fee_percentage',
      'total_incl_cents',
    ])
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  // The booker's first future booking made well ahead is at a location that asks a deposit.
  const ahead = reservations.find(
    (r) =>
      r.profile_id === bookerId &&
      r.status_id !== ReservationStatus.Cancelled &&
      Date.parse(r.starts_at) > now.getTime() &&
      Date.parse(r.starts_at) - Date.parse(r.created_at) >= 15 * DAY,
  );
  if (ahead) {
    await db
      .updateTable('invoice_settings')
      .set({ deposit_percentage: 30, deposit_min_days: 14 })
      .where('location_id', '=', ahead.location_id)
      .execute();
  }
  const steps: Step[] = [];
  const at = (iso: string) => Date.parse(iso);
  for (const r of reservations) {
    const booked = new Date(r.created_at);
    const dayAfter = new Date(at(r.starts_at) + DAY);
    if (r.status_id !== ReservationStatus.Cancelled) {
      steps.push({ at: booked.getTime(), order: 0, run: () => draftReservationInvoice(db, r.id, booked) });
      // Past reservations of members are invoiced the day after; guests' stay drafts for the host.
      if (r.profile_id !== null && dayAfter.getTime() <= now.getTime()) {
        steps.push({
          at: dayAfter.getTime(),
          order: 1,
          run: async () => void (await issueReservationInvoice(db, r.id, dayAfter)),
        });
      }
    } else if (r.profile_id === bookerId && r.cancelled_at) {
      // Invoiced (as if paid on invoice) the day after booking, then cancelled: a credit invoice and a fee invoice.
      const issuedAt = new Date(Math.min(at(r.created_at) + DAY, at(r.cancelled_at) - 60_000));
      const cancelledAt = new Date(r.cancelled_at);
      const percentage = r.cancel_fee_percentage ?? 0;
      steps.push({
        at: issuedAt.getTime(),
        order: 1,
        run: async () => {
          await db
            .updateTable('reservations')
            .set({ status_id: ReservationStatus.Definite })
            .where('id', '=', r.id)
            .execute();
          await draftReservationInvoice(db, r.id, booked);
          await issueReservationInvoice(db, r.id, issuedAt);
          await db
            .updateTable('reservations')
            .set({ status_id: ReservationStatus.Cancelled })
            .where('id', '=', r.id)
            .execute();
        },
      });
      steps.push({
        at: cancelledAt.getTime(),
        order: 2,
        run: () =>
          creditCancelledReservation(
            db,
            r.id,
            { percentage, cents: cancellationFeeCents(r.total_incl_cents, percentage) },
            cancelledAt,
          ),
      });
    }
  }
  steps.sort((a, b) => a.at - b.at || a.order - b.order);
  for (const step of steps) await step.run();
}
