import { addDays } from '../kernel/local-time.ts';
import type { PlannedVoucher } from './types.ts';

// Demo vouchers: one that applies for every type, and one per result code whose single
// restriction triggers it (when booker@example.com books a meeting room on a weekday elsewhere).

export type DemoVoucherType = 'package' | 'voucher' | 'credit' | 'rate' | 'action';
export const VOUCHER_TYPE_IDS: Record<DemoVoucherType, number> = {
  package: 1,
  voucher: 2,
  credit: 3,
  rate: 4,
  action: 5,
};

export interface DemoVoucher {
  code: string;
  type: DemoVoucherType;
  description: string;
  /** The voucher status code it gives in the documented situation (1 = applied). */
  expectedResult: number;
}

/** Everything the restrictions point at, as plan indexes. */
export interface VoucherContext {
  today: string;
  nowIso: string;
  location: { index: number; name: string };
  packageRef: { locationIndex: number; packageIndex: number };
  bookerCompany: number;
  otherCompany: number;
  booker: number;
  /** Members other than the booker (at least two). */
  others: [number, number];
}

type Row = PlannedVoucher['row'];
type Restriction = Partial<Row> & Partial<Omit<PlannedVoucher, 'row'>>;

export interface VoucherDefinition extends DemoVoucher {
  name: string;
  restriction: (ctx: VoucherContext) => Restriction;
}

export const VOUCHER_DEFINITIONS: readonly VoucherDefinition[] = [
  {
    code: 'WELKOM10',
    type: 'voucher',
    name: 'Welkomstkorting 10%',
    description: '10% off, no restrictions',
    expectedResult: 1,
    restriction: () => ({ discount_percentage: 10 }),
  },
  {
    code: 'KORTING25',
    type: 'voucher',
    name: 'EUR 25 korting',
    description: 'EUR 25 off, no restrictions',
    expectedResult: 1,
    restriction: () => ({ discount_cents: 2500 }),
  },
  {
    code: 'ACTIE20',
    type: 'action',
    name: 'Actie: 20% korting',
    description: 'Action: 20% off, no restrictions',
    expectedResult: 1,
    restriction: () => ({ discount_percentage: 20 }),
  },
  {
    code: 'TEGOED50',
    type: 'credit',
    name: 'Tegoed EUR 50',
    description: 'Credit of EUR 50',
    expectedResult: 1,
    restriction: () => ({ credit_cents: 5000 }),
  },
  {
    code: 'TARIEF15',
    type: 'rate',
    name: 'Vast tarief EUR 15 per stoel',
    description: 'Fixed rate of EUR 15 per seat',
    expectedResult: 1,
    restriction: () => ({ rate_per_seat_cents: 1500 }),
  },
  {
    code: 'PAKKET-UTRECHT',
    type: 'package',
    name: 'Vergaderpakket Utrecht',
    description: 'The full-day meeting package of the first Utrecht location; applies there (elsewhere -2)',
    expectedResult: 1,
    restriction: (ctx) => ({ locationIndex: ctx.packageRef.locationIndex, packageRef: ctx.packageRef }),
  },
  {
    code: 'ALLEEN-UTRECHT',
    type: 'voucher',
    name: 'Alleen geldig op locatie',
    description: '10% off, only at the first Utrecht location: -2 at any other location',
    expectedResult: -2,
    restriction: (ctx) => ({
      discount_percentage: 10,
      locationIndex: ctx.location.index,
      name: `10% korting bij ${ctx.location.name}`,
    }),
  },
  {
    code: 'ALLEENFLEX',
    type: 'voucher',
    name: 'Alleen voor flexplekken',
    description: '15% off workspaces only: -3 for a meeting room or temporary office',
    expectedResult: -3,
    restriction: () => ({ discount_percentage: 15, meeting_type_id: 2 }),
  },
  {
    code: 'VERLOPEN',
    type: 'voucher',
    name: 'Verlopen actie',
    description: '10% off, but its validity window ended 35 days before generation: -4',
    expectedResult: -4,
    restriction: (ctx) => ({
      discount_percentage: 10,
      valid_from: addDays(ctx.today, -400),
      valid_until: addDays(ctx.today, -35),
    }),
  },
  {
    code: 'ALLEENWEEKEND',
    type: 'voucher',
    name: 'Weekendkorting',
    description: '10% off on Saturday and Sunday only: -5 on a weekday',
    expectedResult: -5,
    restriction: () => ({ discount_percentage: 10, weekday_mask: 0b1100000 }),
  },
  {
    code: 'GROEP10TOT20',
    type: 'voucher',
    name: 'Groepskorting 10-20 personen',
    description: '10% off for 10 to 20 seats: -6 for fewer or more seats',
    expectedResult: -6,
    restriction: () => ({ discount_percentage: 10, min_seats: 10, max_seats: 20 }),
  },
  {
    code: 'UREN4TOT8',
    type: 'voucher',
    name: 'Korting bij 4 tot 8 uur',
    description: '10% off for 4 to 8 hours: -7 for a shorter or longer booking',
    expectedResult: -7,
    restriction: () => ({ discount_percentage: 10, min_duration_minutes: 240, max_duration_minutes: 480 }),
  },
  {
    code: 'BEDRIJF-VOORBEELD',
    type: 'voucher',
    name: 'Bedrijfskorting Voorbeeld Holding',
    description: '10% off for Voorbeeld Holding B.V. only: -9 for the booker (Boeker & Partners B.V.)',
    expectedResult: -9,
    restriction: (ctx) => ({ discount_percentage: 10, companyIndex: ctx.otherCompany }),
  },
  {
    code: 'UITVERKOCHT',
    type: 'action',
    name: 'Actie: eerste 20 stoelen',
    description: '30% off for 20 seats in total, all used up: -10',
    expectedResult: -10,
    restriction: () => ({ discount_percentage: 30, total_seats: 20 }),
  },
  {
    code: 'EENMALIG',
    type: 'voucher',
    name: 'Eenmalig EUR 5 korting',
    description: 'EUR 5 off once per user; booker@example.com used it already: -11',
    expectedResult: -11,
    restriction: () => ({ discount_cents: 500, once_per_user: 1 }),
  },
  {
    code: 'TEGOED-OP',
    type: 'credit',
    name: 'Opgebruikt tegoed',
    description: 'Credit voucher with no credit left: -12',
    expectedResult: -12,
    restriction: () => ({ credit_cents: 0 }),
  },
  {
    code: 'ANDERKANAAL',
    type: 'voucher',
    name: 'Partnerkanaal',
    description: '10% off in channel 2 only: -13 on this site (channel 1)',
    expectedResult: -13,
    restriction: () => ({ discount_percentage: 10, channel_id: 2 }),
  },
  {
    code: 'PERSOONLIJK',
    type: 'voucher',
    name: 'Persoonlijke korting',
    description: '20% off for one other member only: -14 for the booker',
    expectedResult: -14,
    restriction: (ctx) => ({ discount_percentage: 20, profileIndex: ctx.others[0] }),
  },
];

/** The demo vouchers and what they give, for the README and the demo script. */
export const DEMO_VOUCHERS: readonly DemoVoucher[] = VOUCHER_DEFINITIONS.map(
  ({ code, type, description, expectedResult }) => ({
    code,
    type,
    description,
    expectedResult,
  }),
);
