import { base, en, Faker, nl } from '@faker-js/faker';

// Seeded randomness for the demo data. Every area draws from its own stream, so adding a field to
// one area does not reshuffle the others; nothing here reads the clock or Math.random.

/** Independent random streams, one per area of the demo data. */
export const Stream = {
  Locations: 1,
  Catalogue: 2,
  People: 3,
  Vouchers: 4,
  Reservations: 5,
  Moderation: 6,
  HostWeek: 7,
  Proposals: 8,
  Events: 9,
  Groups: 10,
  Stories: 11,
  Reviews: 12,
  /** A year of searches and bookings for the statistics (history.ts); 12 is left for the reviews. */
  History: 13,
  Questions: 14,
  Chats: 15,
  /** The network's people: profiles' network fields, check-ins, click logs (network.ts). */
  Network: 16,
} as const;

/** Seeded helpers on top of a Dutch-first faker. */
export class DemoRandom {
  readonly faker: Faker;

  constructor(seed: number, stream: number) {
    this.faker = new Faker({
      locale: [nl, en, base],
      seed: (seed * 7919 + stream * 104_729) % 2_147_483_647,
    });
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return this.faker.number.int({ min, max });
  }

  /** A float in [min, max] with `digits` decimals. */
  float(min: number, max: number, digits: number): number {
    return this.faker.number.float({ min, max, fractionDigits: digits });
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.faker.number.float({ min: 0, max: 1 }) < p;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return this.faker.helpers.arrayElement(items);
  }

  /** One value, chosen by weight: `[[weight, value], ...]`. */
  weighted<T>(choices: readonly (readonly [number, T])[]): T {
    return this.faker.helpers.weightedArrayElement(choices.map(([weight, value]) => ({ weight, value })));
  }

  /** `count` distinct elements in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.faker.helpers.arrayElements(items, Math.min(count, items.length));
  }

  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[] {
    return this.faker.helpers.shuffle([...items]);
  }

  /** A price in cents around `cents` (±`spread`), rounded to 25 cents. */
  price(cents: number, spread = 0.2): number {
    return Math.max(0, Math.round((cents * this.float(1 - spread, 1 + spread, 3)) / 25) * 25);
  }
}

/** An ISO instant `days` (fractional allowed) after a fixed base instant. */
export function instantAfter(baseIso: string, days: number): string {
  return new Date(Date.parse(baseIso) + Math.round(days * 86_400) * 1000).toISOString();
}
