import {
  catalogueText,
  daysInclusive,
  type Locale,
  localeOfLanguageId,
  minutesToTime,
  ReservationStatus,
  type Totals,
  taxCents,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { packageQueries, priceLines, storedPackageCharge, voucherQueries } from '../pricing/index.ts';
import { type ReservationRow, reservationQueries } from './reservation.queries.ts';
import { type Booker, bookerOf } from './reservation.reads.ts';
import { reservationLineQueries } from './reservation-lines.queries.ts';

/** One priced line of a reservation as an invoice prints it (in the reservation's language). */
export interface BillLine {
  kind: 'space' | 'package' | 'option';
  description: string;
  /** quantity × unitPriceCents = amountExclCents exactly (else quantity 1). */
  quantity: number;
  unitPriceCents: number;
  /** Before the voucher's discount. */
  amountExclCents: number;
  /** After the voucher's discount (what the reservation's totals add up). */
  chargedExclCents: number;
  taxPercentage: number;
  /** The VAT of the charged amount (rounded per line, as the reservation's totals are). */
  chargedTaxCents: number;
}

/** A reservation's money as an invoice takes it over: its lines and the totals they add up to. */
export interface ReservationBill {
  reservation: ReservationRow;
  locale: Locale;
  lines: BillLine[];
  discountCents: number;
  /** Exactly the reservation's totals (`priceLines`, the kernel the reservation's view uses). */
  totals: Totals;
}

/** A quantity and unit price that multiply to the amount exactly: the first count that divides it, else 1 × amount. */
function split(amount: number, counts: readonly number[]): { quantity: number; unit: number } {
  for (const n of counts) if (n > 1 && amount % n === 0) return { quantity: n, unit: amount / n };
  return { quantity: 1, unit: amount };
}

const dayOf = (date: string) => date.slice(0, 10).split('-').reverse().join('-');

/**
 * A reservation's lines priced as its totals are (live spaces, the package line, options, the
 * voucher's discount spread over the lines it reduces; a cancelled one as it was booked), with
 * descriptions in its language. The invoices area copies them; undefined when it does not exist.
 */
export async function reservationBillOf(
  db: Kysely<DB>,
  reservationId: number,
): Promise<ReservationBill | undefined> {
  const r = await reservationQueries.byId(db, reservationId);
  if (!r) return undefined;
  const locale = localeOfLanguageId(r.language_id);
  const [spaces, options, voucher, pkg] = await Promise.all([
    reservationLineQueries.spaces(db, r.id),
    reservationLineQueries.optionsWithCatalogue(db, r.id),
    r.voucher_id === null ? undefined : voucherQueries.byId(db, r.voucher_id),
    r.package_id === null ? undefined : packageQueries.byId(db, r.package_id),
  ]);
  const cancelled = r.status_id === ReservationStatus.Cancelled;
  const live = spaces.filter((s) => cancelled || s.is_cancelled === 0);
  const charge = storedPackageCharge(r);
  const priced = priceLines(
    live,
    charge,
    options,
    voucher && { row: voucher, discountCents: r.discount_cents },
  );
  const names = await reservationQueries.spaceNames(
    db,
    live.map((s) => s.space_id),
    locale,
  );
  const people = locale === 'nl' ? 'personen' : 'people';
  const descriptions: { description: string; counts: number[] }[] = [
    ...live.map((s) => {
      const days =
        s.start_date.slice(0, 10) === s.end_date.slice(0, 10)
          ? dayOf(s.start_date)
          : `${dayOf(s.start_date)} – ${dayOf(s.end_date)}`;
      return {
        description: `${names.get(s.space_id) ?? ''}, ${s.seats} ${people}, ${days} ${minutesToTime(s.start_minutes)}–${minutesToTime(s.end_minutes)}`,
        // Seats × days where the price divides so (per-person prices), else per seat, else one.
        counts: [s.seats * daysInclusive(s.start_date.slice(0, 10), s.end_date.slice(0, 10)), s.seats],
      };
    }),
    ...(charge
      ? [
          {
            description: `${locale === 'nl' ? 'Arrangement' : 'Package'}: ${pkg ? catalogueText(locale, pkg.name_nl, pkg.name_en) : charge.packageId}`,
            counts: [
              r.total_seats * daysInclusive(r.start_date.slice(0, 10), r.end_date.slice(0, 10)),
              r.total_seats,
            ],
          },
        ]
      : []),
    ...options.map((o) => ({ description: catalogueText(locale, o.name_nl, o.name_en), counts: [o.amount] })),
  ];
  const lines = priced.lines.map((line, i): BillLine => {
    const charged = priced.charged[i]?.amountExclCents ?? line.amountExclCents;
    const { quantity, unit } = split(line.amountExclCents, descriptions[i]?.counts ?? []);
    return {
      kind: line.kind as BillLine['kind'],
      description: descriptions[i]?.description ?? '',
      quantity,
      unitPriceCents: unit,
      amountExclCents: line.amountExclCents,
      chargedExclCents: charged,
      taxPercentage: line.taxPercentage,
      chargedTaxCents: taxCents(charged, line.taxPercentage),
    };
  });
  return { reservation: r, locale, lines, discountCents: priced.discountCents, totals: priced.totals };
}

/** Marks a reservation as invoiced (`has_invoice`): from now on it is locked (see isReservationLocked). */
export async function markReservationInvoiced(
  trx: Kysely<DB>,
  reservationId: number,
  now: Date,
): Promise<void> {
  await reservationQueries.touch(trx, reservationId, { has_invoice: 1 }, now.toISOString());
}

/** Whom a reservation's mails go to (its booker contact, else its member); undefined when nobody. */
export async function reservationBookerOf(db: Kysely<DB>, r: ReservationRow): Promise<Booker | undefined> {
  return bookerOf(db, { profileId: r.profile_id, contacts: await reservationQueries.contacts(db, r.id) });
}
