import { CREDIT_PRICE_CENTS, cancellationFeeCents, ReservationStatus } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import { moveCredits, SystemAccount, walletOf } from '../credits/index.ts';
import type { DB } from '../db/schema.ts';
import {
  creditCancelledReservation,
  draftReservationInvoice,
  issueReservationInvoice,
  runInvoiceRun,
} from '../invoices/index.ts';
import { markPaymentPaid, newPaymentKey } from '../payments/index.ts';

// The demo's money, made by the same commands a real booking goes through (so every invoice's lines
// and totals are what the invoices area would write): each location's invoice settings; a draft at
// booking for every reservation (and a deposit invoice where its location asks one); the past ones
// invoiced the day after they took place, in date order (so the numbers follow the dates); the
// booker's cancelled reservation invoiced first and then credited with its fee invoice. Payments
// too: most members pay online right after booking (the payment makes the invoice, as on the site);
// the booker also has a failed attempt, an abandoned (expired) one, a bank transfer on its way, a
// partial payment with credits, and a wallet with bought and received credits.

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

type PaymentStatus = 'open' | 'paid' | 'failed' | 'canceled' | 'expired';

interface DemoPayment {
  reservationId: number | null;
  invoiceId?: number | null;
  creditOrderId?: number | null;
  profileId: number;
  type: 1 | 2 | 4;
  cents: number;
  status: PaymentStatus;
  description: string;
  languageId: number;
  bankReference?: string | null;
}

/** Writes a payment as the payments area would have it: an online one with its provider attempt; a paid one through markPaymentPaid. */
async function writePayment(db: Kysely<DB>, p: DemoPayment, at: Date): Promise<number> {
  const iso = at.toISOString();
  const row = await db
    .insertInto('payments')
    .values({
      key: newPaymentKey(),
      profile_id: p.profileId,
      reservation_id: p.reservationId,
      invoice_id: p.invoiceId ?? null,
      credit_order_id: p.creditOrderId ?? null,
      payment_type: p.type,
      amount_cents: p.cents,
      status: p.status === 'paid' ? 'open' : p.status,
      description: p.description,
      language_id: p.languageId,
      provider: p.type === 1 ? 'test' : null,
      checkout_url: null,
      bank_reference: p.bankReference ?? null,
      created_at: iso,
      updated_at: iso,
      paid_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (p.type === 1) {
    await db
      .insertInto('payment_attempts')
      .values({
        payment_id: row.id,
        provider: 'test',
        provider_payment_id: `tr_demo${row.id}`,
        status: p.status,
        amount_cents: p.cents,
        checkout_url: null,
        created_at: iso,
        updated_at: iso,
      })
      .execute();
  }
  if (p.status === 'paid') await markPaymentPaid(db, row.id, at);
  return row.id;
}

interface Step {
  at: number;
  order: number;
  run: () => Promise<void>;
}

const at = (iso: string) => Date.parse(iso);
const later = (d: Date | string, ms: number) => new Date((typeof d === 'string' ? at(d) : d.getTime()) + ms);
const MINUTE = 60_000;

interface DemoReservation {
  id: number;
  key: string;
  profile_id: number | null;
  location_id: number;
  location_name: string;
  language_id: number;
  status_id: number;
  starts_at: string;
  created_at: string;
  cancelled_at: string | null;
  cancel_fee_percentage: number | null;
  total_incl_cents: number;
}

function describe(r: DemoReservation): string {
  return r.language_id === 65
    ? `Reservation ${r.key} at ${r.location_name}`
    : `Reservering ${r.key} bij ${r.location_name}`;
}

/** Pays a reservation online in full (the payment issues its invoice, as on the site). */
const payOnline = (
  db: Kysely<DB>,
  r: DemoReservation,
  profileId: number,
  when: Date,
  status: PaymentStatus = 'paid',
) =>
  writePayment(
    db,
    {
      reservationId: r.id,
      profileId,
      type: 1,
      cents: r.total_incl_cents,
      status,
      description: describe(r),
      languageId: r.language_id,
    },
    when,
  );

/** Buys credits into a member's wallet through a paid online payment; answers the wallet's address. */
async function buyCredits(db: Kysely<DB>, profileId: number, credits: number, when: Date): Promise<string> {
  const wallet = await walletOf(db, profileId, when);
  const order = await db
    .insertInto('credit_orders')
    .values({
      profile_id: profileId,
      wallet_address: wallet.address,
      credits,
      amount_cents: credits * CREDIT_PRICE_CENTS,
      currency_iso: 'EUR',
      created_at: when.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writePayment(
    db,
    {
      reservationId: null,
      creditOrderId: order.id,
      profileId,
      type: 1,
      cents: credits * CREDIT_PRICE_CENTS,
      status: 'paid',
      description: `${credits} tegoed`,
      languageId: 52,
    },
    when,
  );
  return wallet.address;
}

/** The demo's money after its reservations (inside the demo's transaction); see the top of this file. */
export async function writeDemoMoney(
  db: Kysely<DB>,
  people: { bookerId: number; hostId: number },
  now: Date,
): Promise<void> {
  const locations = await db.selectFrom('locations').select('id').orderBy('id').execute();
  for (let i = 0; i < locations.length; i += 200) {
    await db
      .insertInto('invoice_settings')
      .values(locations.slice(i, i + 200).map((l) => demoInvoiceSettings(l.id)))
      .execute();
  }
  const reservations: DemoReservation[] = await db
    .selectFrom('reservations as r')
    .innerJoin('locations as l', 'l.id', 'r.location_id')
    .select([
      'r.id',
      'r.key',
      'r.profile_id',
      'r.location_id',
      'l.name as location_name',
      'r.language_id',
      'r.status_id',
      'r.starts_at',
      'r.created_at',
      'r.cancelled_at',
      'r.cancel_fee_percentage',
      'r.total_incl_cents',
    ])
    .orderBy('r.starts_at')
    .orderBy('r.id')
    .execute();
  const { bookerId, hostId } = people;
  const isFuture = (r: DemoReservation) => at(r.starts_at) > now.getTime();
  const booker = reservations.filter(
    (r) => r.profile_id === bookerId && r.status_id !== ReservationStatus.Cancelled,
  );
  const bookerPast = booker.filter((r) => !isFuture(r));
  const bookerFuture = booker.filter(isFuture);
  // The booker's first future booking made well ahead is at a location that asks a deposit.
  const ahead = bookerFuture.find((r) => at(r.starts_at) - at(r.created_at) >= 15 * DAY);
  if (ahead) {
    await db
      .updateTable('invoice_settings')
      .set({ deposit_percentage: 30, deposit_min_days: 14 })
      .where('location_id', '=', ahead.location_id)
      .execute();
  }
  const [creditsPaid, expired] = bookerFuture.filter((r) => r !== ahead);
  const steps: Step[] = [];
  const step = (when: Date, order: number, run: () => Promise<unknown>) =>
    steps.push({ at: when.getTime(), order, run: async () => void (await run()) });

  for (const r of reservations) {
    const booked = new Date(r.created_at);
    const dayAfter = later(r.starts_at, DAY);
    const member = r.profile_id;
    if (r.status_id === ReservationStatus.Cancelled) {
      if (member === bookerId && r.cancelled_at) bookerCancellation(db, r, step);
      continue;
    }
    step(booked, 0, () => draftReservationInvoice(db, r.id, booked));
    if (member === null) {
      // A guest's booking is invoiced the day after, like a member's that was not paid online.
      if (dayAfter.getTime() <= now.getTime()) {
        step(dayAfter, 1, () => issueReservationInvoice(db, r.id, dayAfter));
      }
      continue;
    }
    if (member === bookerId) {
      if (r === bookerPast[0]) {
        step(later(booked, 2 * MINUTE), 1, () =>
          payOnline(db, r, member, later(booked, 2 * MINUTE), 'failed'),
        );
        step(later(booked, 5 * MINUTE), 1, () => payOnline(db, r, member, later(booked, 5 * MINUTE)));
      } else if (r === bookerPast[1]) {
        // Invoiced the day after, and the booker chose to pay it by bank transfer.
        step(dayAfter, 1, async () => {
          const invoice = await issueReservationInvoice(db, r.id, dayAfter);
          await writePayment(
            db,
            {
              reservationId: r.id,
              invoiceId: invoice.id,
              profileId: member,
              type: 2,
              cents: invoice.totalInclCents - invoice.paidCents,
              status: 'open',
              description: describe(r),
              languageId: r.language_id,
              bankReference: invoice.number,
            },
            later(dayAfter, 60 * MINUTE),
          );
        });
      } else if (!isFuture(r)) {
        step(later(booked, 3 * MINUTE), 1, () => payOnline(db, r, member, later(booked, 3 * MINUTE)));
      } else if (r === expired) {
        step(later(booked, 10 * MINUTE), 1, () =>
          payOnline(db, r, member, later(booked, 10 * MINUTE), 'expired'),
        );
      }
      continue;
    }
    // Other members: six in ten pay online right after booking; the rest are invoiced the day after.
    if (r.id % 10 < 6) {
      step(later(booked, 3 * MINUTE), 1, () => payOnline(db, r, member, later(booked, 3 * MINUTE)));
    } else if (dayAfter.getTime() <= now.getTime()) {
      step(dayAfter, 1, () => issueReservationInvoice(db, r.id, dayAfter));
    }
  }

  // Wallets: the booker bought 250 credits and got 40 from the host, and paid 50 of a booking with them.
  const walletDay = later(now, -20 * DAY);
  step(walletDay, 3, async () => {
    const bookerWallet = await buyCredits(db, bookerId, 250, walletDay);
    const hostWallet = await buyCredits(db, hostId, 100, later(walletDay, 60 * MINUTE));
    await moveCredits(
      db,
      {
        from: hostWallet,
        to: bookerWallet,
        cents: 4_000,
        kind: 'transfer',
        description: 'Bedankt voor de workshop!',
        idempotencyKey: null,
      },
      later(walletDay, 2 * DAY),
    );
    if (!creditsPaid) return;
    const when = later(now, -2 * DAY);
    const paymentId = await writePayment(
      db,
      {
        reservationId: creditsPaid.id,
        profileId: bookerId,
        type: 4,
        cents: 5_000,
        status: 'open',
        description: describe(creditsPaid),
        languageId: creditsPaid.language_id,
      },
      when,
    );
    await moveCredits(
      db,
      {
        from: bookerWallet,
        to: SystemAccount.CreditPayments,
        cents: 5_000,
        kind: 'payment',
        description: describe(creditsPaid),
        idempotencyKey: `payment:${paymentId}`,
      },
      when,
    );
    await markPaymentPaid(db, paymentId, when);
  });
  steps.sort((a, b) => a.at - b.at || a.order - b.order);
  for (const s of steps) await s.run();
  // What the server's invoice run would issue on its first round (starting within 24 hours).
  await runInvoiceRun(db, now);
}

/** The booker's cancelled booking: invoiced the day after booking (as if paid on invoice), then credited with its fee invoice. */
function bookerCancellation(
  db: Kysely<DB>,
  r: DemoReservation,
  step: (when: Date, order: number, run: () => Promise<unknown>) => void,
) {
  const booked = new Date(r.created_at);
  const cancelledAt = new Date(r.cancelled_at ?? r.created_at);
  const issuedAt = new Date(Math.min(at(r.created_at) + DAY, cancelledAt.getTime() - MINUTE));
  const percentage = r.cancel_fee_percentage ?? 0;
  // Invoiced while it stood (status 2, its space booked), then back to how the plan cancelled it.
  const setStanding = async (standing: boolean) => {
    const status = standing ? ReservationStatus.Definite : ReservationStatus.Cancelled;
    await db.updateTable('reservations').set({ status_id: status }).where('id', '=', r.id).execute();
    await db
      .updateTable('reservation_spaces')
      .set({ is_cancelled: standing ? 0 : 1 })
      .where('reservation_id', '=', r.id)
      .execute();
  };
  step(issuedAt, 1, async () => {
    await setStanding(true);
    await draftReservationInvoice(db, r.id, booked);
    await issueReservationInvoice(db, r.id, issuedAt);
    await setStanding(false);
  });
  step(cancelledAt, 2, () =>
    creditCancelledReservation(
      db,
      r.id,
      { percentage, cents: cancellationFeeCents(r.total_incl_cents, percentage) },
      cancelledAt,
    ),
  );
}
