import type { Migration } from 'kysely';
import * as payments from './20261126T0301-payments.ts';
import * as eventPayments from './20261126T1400-event-payments.ts';
import * as refunds from './20261127T1900-payment-refunds.ts';

/** The payments area's migrations (named `<UTC yyyymmddThhmm>-<what>`, so two branches never collide). */
export const paymentsMigrations: Record<string, Migration> = {
  '20261126T0301-payments': payments,
  '20261126T1400-event-payments': eventPayments,
  '20261127T1900-payment-refunds': refunds,
};
