import type { Migration } from 'kysely';
import * as payments from './20261126T0301-payments.ts';

/** The payments area's migrations (named `<UTC yyyymmddThhmm>-<what>`, so two branches never collide). */
export const paymentsMigrations: Record<string, Migration> = {
  '20261126T0301-payments': payments,
};
