import { CANCEL_RULES } from '../db/migrations/0004-reference-data.ts';
import { addDays, addHoursIso, localDate, localToUtcIso } from '../kernel/local-time.ts';
import { reservationTotals, spaceLinePrice } from './pricing.ts';
import { type DemoRandom, instantAfter } from './random.ts';
import { planOptionLines, type StockLedger } from './reservation-lines.ts';
import type { Slot } from './slots.ts';
import type { PlannedLocation, PlannedPeople, PlannedReservation } from './types.ts';

// One demo reservation from a booked slot: lines, totals, invoice address, contacts, cancellation.

const TIME_ZONE = 'Europe/Amsterdam';
const MEETING_NAMES = [
  'Teamoverleg',
  'Kwartaalmeeting',
  'Strategiesessie',
  'Heidag',
  'Klantpresentatie',
  'Training timemanagement',
  'Sollicitatiegesprekken',
  'Workshop design thinking',
  'Board meeting',
  'Kick-off project Noord',
];
const WORK_NAMES = ['Flexdag', 'Geconcentreerd werken', 'Projectweek', 'Werkdag op locatie'];

export interface ReservationContext {
  locations: PlannedLocation[];
  people: PlannedPeople;
  today: string;
  nowIso: string;
  /** Its own stream for the host's week (`host-week.ts`), so the other bookings stay as they were. */
  hostWeek?: DemoRandom;
}

export interface Booking {
  locationIndex: number;
  meetingTypeId: number;
  slot: Slot;
  profileIndex: number | null;
  cancelled: boolean;
}

function cancelFeePercentage(hoursBefore: number, seats: number): number {
  const matching = CANCEL_RULES.filter((r) => seats >= r.min_seats && hoursBefore < r.hours_before_start);
  return Math.max(0, ...matching.map((r) => r.percentage));
}

/** The reservation rows of a booking (its key chosen by the caller). */
export function buildReservation(
  random: DemoRandom,
  ctx: ReservationContext,
  booking: Booking,
  key: string,
  stock: StockLedger,
): PlannedReservation {
  const { slot, locationIndex, meetingTypeId } = booking;
  const location = ctx.locations[locationIndex] as PlannedLocation;
  const space = location.spaces[slot.spaceIndex] as PlannedLocation['spaces'][number];
  const profile = booking.profileIndex === null ? null : ctx.people.profiles[booking.profileIndex];
  const startsAt = localToUtcIso(slot.date, slot.start, TIME_ZONE);
  const endsAt = localToUtcIso(slot.date, slot.end, TIME_ZONE);
  const price = spaceLinePrice(
    space.row.pricing_type_id,
    space.row.price_cents,
    slot.seats,
    slot.end - slot.start,
  );
  const spaceRow = {
    start_date: slot.date,
    end_date: slot.date,
    start_minutes: slot.start,
    end_minutes: slot.end,
    starts_at: startsAt,
    ends_at: endsAt,
    setting_id: slot.settingId,
    seats: slot.seats,
    price_per_seat_cents: price.perSeatCents,
    price_total_cents: price.totalCents,
    tax_percentage: space.row.tax_percentage,
  };
  const options = planOptionLines(random, stock, location, locationIndex, slot, meetingTypeId);
  const totals = reservationTotals([spaceRow, ...options.map((o) => o.row)]);

  const latest = new Date(Math.min(Date.parse(startsAt), Date.parse(ctx.nowIso))).toISOString();
  const createdAt = instantAfter(latest, -random.float(1, 45, 4));
  const cancelledAt = booking.cancelled
    ? instantAfter(
        createdAt,
        random.float(0.2, 0.9, 3) * ((Date.parse(latest) - Date.parse(createdAt)) / 86_400_000),
      )
    : null;
  const cancelFee = cancelledAt
    ? cancelFeePercentage((Date.parse(startsAt) - Date.parse(cancelledAt)) / 3_600_000, slot.seats)
    : null;
  const isPast = endsAt <= ctx.nowIso;
  const billing = profile?.billingAddresses[0] ?? null;
  const hasInvoice = !booking.cancelled && isPast && billing !== null && random.chance(0.7);
  const isLocked = !booking.cancelled && (hasInvoice || startsAt < addHoursIso(ctx.nowIso, 24));
  const languageId = profile?.row.language_id ?? random.pick([52, 65]);
  const booker = profile
    ? {
        name: `${profile.row.first_name} ${profile.row.last_name}`,
        email: profile.row.email,
        phone: profile.row.phone,
      }
    : {
        name: random.faker.person.fullName(),
        email: random.faker.internet.email({ provider: 'example.nl' }).toLowerCase(),
        phone: random.faker.phone.number({ style: 'national' }),
      };

  return {
    locationIndex,
    profileIndex: booking.profileIndex,
    companyIndex: profile?.companyIndex ?? null,
    billingIndex: billing ? 0 : null,
    row: {
      key,
      channel_id: 1,
      status_id: booking.cancelled ? 3 : 2,
      package_price_cents: 0,
      package_tax_percentage: 0,
      name: random.pick(meetingTypeId === 1 ? MEETING_NAMES : WORK_NAMES),
      meeting_type_id: meetingTypeId,
      language_id: languageId,
      start_date: slot.date,
      end_date: slot.date,
      start_minutes: slot.start,
      end_minutes: slot.end,
      starts_at: startsAt,
      total_seats: slot.seats,
      currency_id: 1,
      total_excl_cents: totals.exclCents,
      total_incl_cents: totals.inclCents,
      // Paid through the demo's money step (demo/money.ts), by the payments area's own command.
      total_paid_cents: 0,
      voucher_id: null,
      discount_cents: 0,
      package_id: null,
      cart_id: null,
      search_id: null,
      comment: random.chance(0.2)
        ? random.pick([
            'Graag de zaal een kwartier eerder open.',
            'Eén deelnemer komt in een rolstoel.',
            'Lunch graag vegetarisch.',
          ])
        : null,
      tags: '[]',
      terms_accepted_by: 0,
      // Invoiced by the demo's money step (demo/money.ts), through the invoices area's commands.
      has_invoice: 0,
      cancel_reason_type: booking.cancelled ? random.int(1, 6) : null,
      cancel_reason: booking.cancelled
        ? random.pick([null, 'Andere datum gekozen', 'Te weinig aanmeldingen'])
        : null,
      cancel_fee_percentage: cancelFee,
      cancelled_at: cancelledAt,
      created_at: createdAt,
      updated_at: cancelledAt ?? createdAt,
      series_id: null,
      tender_id: null,
      proposal_key: null,
      // Up to tomorrow the day-before reminders went out before the demo's clock; later ones are the job's.
      reminded_at: slot.date <= addDays(localDate(new Date(ctx.nowIso), TIME_ZONE), 1) ? ctx.nowIso : null,
      invoice_company: billing?.row.company ?? null,
      invoice_send_to: billing?.row.send_to ?? null,
      invoice_email: billing?.row.email ?? null,
      invoice_address: billing?.row.address ?? null,
      invoice_postal_code: billing?.row.postal_code ?? null,
      invoice_city: billing?.row.city ?? null,
      invoice_country: billing?.row.country ?? null,
      invoice_phone_number: billing?.row.phone_number ?? null,
      invoice_po_number: billing?.row.po_number ?? null,
    },
    spaces: [
      {
        spaceIndex: slot.spaceIndex,
        row: { ...spaceRow, is_cancelled: booking.cancelled ? 1 : 0, is_locked: isLocked ? 1 : 0 },
      },
    ],
    options,
    contacts: [
      { type_id: 1, ...booker, receive_email: 1 },
      ...(random.chance(0.2)
        ? [
            {
              type_id: 2,
              name: random.faker.person.fullName(),
              email: null,
              phone: random.faker.phone.number({ style: 'national' }),
              receive_email: 0,
            },
          ]
        : []),
    ],
  };
}
