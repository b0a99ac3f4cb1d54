import type { DemoRandom } from './random.ts';
import type { PlannedLocation, PlannedReservation } from './types.ts';

// The option lines a demo reservation orders: what people typically add to a booking, capped by
// the option's max amount, max per person and daily stock.

type OptionLine = PlannedReservation['options'][number];

/** Units of stocked options already ordered, per location, option and date. */
export class StockLedger {
  private readonly used = new Map<string, number>();

  /** Takes up to `wanted` units and returns how many were available. */
  take(
    locationIndex: number,
    optionIndex: number,
    date: string,
    wanted: number,
    stock: number | null,
  ): number {
    if (stock === null) return wanted;
    const key = `${locationIndex}:${optionIndex}:${date}`;
    const used = this.used.get(key) ?? 0;
    const granted = Math.max(0, Math.min(wanted, stock - used));
    this.used.set(key, used + granted);
    return granted;
  }
}

/** What gets ordered, per option key: chance and amount wanted for a booking of `seats` seats. */
const WISHES: Record<
  number,
  readonly { key: string; chance: number; amount: (seats: number, minutes: number) => number; at?: number }[]
> = {
  1: [
    { key: 'coffee', chance: 0.8, amount: (seats, minutes) => seats * (minutes >= 240 ? 2 : 1) },
    { key: 'water', chance: 0.3, amount: (seats) => seats },
    { key: 'lunch', chance: 0.5, amount: (seats, minutes) => (minutes >= 240 ? seats : 0), at: 720 },
    { key: 'beamer', chance: 0.5, amount: () => 1 },
    { key: 'flipover', chance: 0.3, amount: () => 1 },
    { key: 'videokit', chance: 0.15, amount: () => 1 },
    { key: 'parking', chance: 0.3, amount: (seats) => Math.ceil(seats / 3) },
    { key: 'drinks', chance: 0.1, amount: (seats) => seats, at: 1020 },
  ],
  2: [
    { key: 'coffee', chance: 0.5, amount: (seats) => seats * 2 },
    { key: 'lunch', chance: 0.3, amount: (seats) => seats, at: 720 },
    { key: 'locker', chance: 0.3, amount: (seats) => seats },
  ],
  3: [
    { key: 'parking', chance: 0.4, amount: (seats) => Math.min(seats, 2) },
    { key: 'printing', chance: 0.3, amount: () => 2 },
  ],
};

/** Option lines for the first space line of a reservation. */
export function planOptionLines(
  random: DemoRandom,
  stock: StockLedger,
  location: PlannedLocation,
  locationIndex: number,
  slot: { date: string; start: number; end: number; seats: number },
  meetingTypeId: number,
): OptionLine[] {
  const lines: OptionLine[] = [];
  for (const wish of WISHES[meetingTypeId] ?? []) {
    const optionIndex = location.options.findIndex((o) => o.key === wish.key);
    const option = location.options[optionIndex];
    if (!option || !random.chance(wish.chance)) continue;
    let amount = wish.amount(slot.seats, slot.end - slot.start);
    if (option.row.max_amount > 0) amount = Math.min(amount, option.row.max_amount);
    if (option.row.max_pp > 0) amount = Math.min(amount, option.row.max_pp * slot.seats);
    amount = stock.take(locationIndex, optionIndex, slot.date, amount, option.row.stock);
    if (amount <= 0) continue;
    const at = wish.at !== undefined && wish.at >= slot.start && wish.at < slot.end ? wish.at : slot.start;
    lines.push({
      optionIndex,
      spaceLine: 0,
      row: {
        amount,
        price_per_item_cents: option.row.price_cents,
        price_total_cents: amount * option.row.price_cents,
        tax_percentage: option.row.tax_percentage,
        start_minutes: at,
      },
    });
  }
  return lines;
}
