import type { Generated } from 'kysely';

export type PaymentStatusColumn = 'open' | 'paid' | 'failed' | 'canceled' | 'expired';

/** Credits bought into a wallet; they land when its payment is paid. */
export interface CreditOrdersTable {
  id: Generated<number>;
  profile_id: number;
  wallet_address: string;
  credits: number;
  amount_cents: number;
  currency_iso: string;
  status: Generated<'open' | 'paid'>;
  created_at: string;
}

/** A payment of a reservation, an invoice or a credit order: 1 online, 2 bank transfer, 4 credits. */
export interface PaymentsTable {
  id: Generated<number>;
  /** The unguessable key of the `pay/{paymentKey}` link. */
  key: string;
  profile_id: number | null;
  reservation_id: number | null;
  invoice_id: number | null;
  credit_order_id: number | null;
  /** An event registration's payment: its event (the pay page's link back) and registration. */
  event_id: number | null;
  event_registration_id: number | null;
  /** Set when its purpose no longer wants it (registration cancelled, event deleted): no longer valid. */
  void_at: string | null;
  payment_type: number;
  amount_cents: number;
  currency_iso: Generated<string>;
  status: PaymentStatusColumn;
  description: string;
  language_id: number;
  /** `mollie` or `test` for an online payment, else null. */
  provider: string | null;
  checkout_url: string | null;
  bank_reference: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

/** One try of an online payment at the provider (a retry is a new attempt of the same payment). */
export interface PaymentAttemptsTable {
  id: Generated<number>;
  payment_id: number;
  provider: string;
  provider_payment_id: string;
  status: PaymentStatusColumn;
  amount_cents: number;
  checkout_url: string | null;
  created_at: string;
  updated_at: string;
}

/** The embedded test provider's own store: what Mollie would keep on its side. */
export interface TestProviderPaymentsTable {
  id: string;
  amount_cents: number;
  currency_iso: string;
  description: string;
  redirect_url: string;
  webhook_url: string | null;
  status: PaymentStatusColumn;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
}

/** Where a refund stands: to send, being sent (claimed by a job), accepted by the provider, refused for good. */
export type RefundStatusColumn = 'pending' | 'sending' | 'sent' | 'failed';

/** A refund of (part of) one paid attempt of an online payment. */
export interface PaymentRefundsTable {
  id: Generated<number>;
  payment_id: number;
  /** The paid attempt the money goes back through (its provider payment). */
  attempt_id: number;
  amount_cents: number;
  currency_iso: string;
  /** Why: reservation-cancelled, event-deleted, paid-after-cancel, paid-twice. */
  reason: string;
  /** The decision's key (`<reason>:<what>`): asking twice is one request. */
  request_key: string;
  /** `<request_key>:<attempt_id>`: one refund per attempt here and at the provider. */
  idempotency_key: string;
  status: RefundStatusColumn;
  provider_refund_id: string | null;
  tries: Generated<number>;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

/** The embedded test provider's refunds (what Mollie keeps on its side). */
export interface TestProviderRefundsTable {
  id: string;
  payment_id: string;
  amount_cents: number;
  description: string;
  idempotency_key: string;
  created_at: string;
}

/** The payments area's tables (the DB type in db/schema.ts includes them). */
export interface PaymentTables {
  credit_orders: CreditOrdersTable;
  payments: PaymentsTable;
  payment_attempts: PaymentAttemptsTable;
  test_provider_payments: TestProviderPaymentsTable;
  payment_refunds: PaymentRefundsTable;
  test_provider_refunds: TestProviderRefundsTable;
}
