import type { Migration } from 'kysely';
import { chatMigrations } from '../chat/migrations/index.ts';
import { creditsMigrations } from '../credits/migrations/index.ts';
import { eventsMigrations } from '../events/migrations/index.ts';
import { groupsMigrations } from '../groups/migrations/index.ts';
import { hostBookingsMigrations } from '../hostbookings/migrations/index.ts';
import { hostingMigrations } from '../hosting/migrations/index.ts';
import { invoicesMigrations } from '../invoices/migrations/index.ts';
import { kernelMigrations } from '../kernel/migrations/index.ts';
import { notificationsMigrations } from '../notifications/migrations/index.ts';
import { paymentsMigrations } from '../payments/migrations/index.ts';
import { peopleMigrations } from '../people/migrations/index.ts';
import { pricingMigrations } from '../pricing/migrations/index.ts';
import { proposalsMigrations } from '../proposals/migrations/index.ts';
import { questionsMigrations } from '../questions/migrations/index.ts';
import { referenceMigrations } from '../reference/migrations/index.ts';
import { reservationsMigrations } from '../reservations/migrations/index.ts';
import { reviewsMigrations } from '../reviews/migrations/index.ts';
import { statsMigrations } from '../stats/migrations/index.ts';
import { storiesMigrations } from '../stories/migrations/index.ts';
import { uploadsMigrations } from '../uploads/migrations/index.ts';
import { widgetsMigrations } from '../widgets/migrations/index.ts';
import { coreMigrations } from './migrations/index.ts';

/**
 * Every migration set: the core history (`0001-…` to `0020-…`), then one line per area with tables
 * of its own. An area names its migrations `<UTC yyyymmddThhmm>-<what>` in its own `migrations/`
 * folder, so two areas built at once never edit the same list; the runner orders all by name.
 */
const SETS: readonly Record<string, Migration>[] = [
  coreMigrations,
  kernelMigrations,
  pricingMigrations,
  referenceMigrations,
  invoicesMigrations,
  paymentsMigrations,
  creditsMigrations,
  hostBookingsMigrations,
  hostingMigrations,
  widgetsMigrations,
  reservationsMigrations,
  proposalsMigrations,
  uploadsMigrations,
  eventsMigrations,
  groupsMigrations,
  storiesMigrations,
  reviewsMigrations,
  notificationsMigrations,
  statsMigrations,
  questionsMigrations,
  chatMigrations,
  peopleMigrations,
];

/** The names a migration may have: the core's numbered ones, or a UTC timestamp and a word. */
export const MIGRATION_NAME = /^(\d{4}|\d{8}T\d{4})-[a-z0-9-]+$/;

/** The sets merged into one record; a name used twice, or not of the agreed form, is an error. */
export function mergeMigrationSets(sets: readonly Record<string, Migration>[]): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  for (const set of sets) {
    for (const [name, migration] of Object.entries(set)) {
      if (!MIGRATION_NAME.test(name)) throw new Error(`migration name "${name}" is not <timestamp>-<what>`);
      if (name in all) throw new Error(`migration "${name}" is defined twice`);
      all[name] = migration;
    }
  }
  return Object.fromEntries(Object.entries(all).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export const allMigrations = mergeMigrationSets(SETS);
