import { z } from 'zod';

const money = z.number();

/** Cents-exact euros: positive, at most two decimals. */
export const amountInEuros = z
  .number()
  .positive()
  .max(1_000_000)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most two decimals');

/** PaymentType: 1 online through the provider, 2 bank transfer against the invoice, 4 credits. */
export const PaymentType = { Online: 1, BankTransfer: 2, Credits: 4 } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];

/** `POST /v1/payment/reservation/{id}` and `/invoice/{id}`: how, and how much (default: all that is open). */
export const paymentBody = z.object({
  PaymentType: z.union([z.literal(1), z.literal(2), z.literal(4)]),
  Amount: amountInEuros.optional(),
});
export type PaymentBody = z.infer<typeof paymentBody>;

/**
 * `POST /v1/reservation/manage/{id}/payment`: a visitor with the manage link pays online (1) or on
 * invoice (2); credits (4) are refused as a field error (a visitor has no wallet).
 */
export const managedPaymentBody = paymentBody.extend({
  PaymentType: z.literal([PaymentType.Online, PaymentType.BankTransfer], {
    error: 'Pay online (1) or on invoice (2)',
  }),
});
export type ManagedPaymentBody = z.infer<typeof managedPaymentBody>;

/** A payment addressed by its key (the `pay/{paymentKey}` page). */
export const paymentKeyParams = z.object({
  id: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** Where a payment stands: the provider's states, as the payer sees them. */
export const paymentStatus = z.enum(['open', 'paid', 'failed', 'canceled', 'expired']);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** How to pay by bank transfer. */
export const bankTransfer = z.object({
  AccountHolder: z.string(),
  Iban: z.string(),
  Bic: z.string(),
  Reference: z.string(),
  DueDate: z.string().nullable(),
});

/** A payment, as the pay page and the reservation's payments submenu show it. */
export const payment = z.object({
  Id: z.number().int(),
  Key: z.string(),
  PaymentType: z.number().int(),
  Status: paymentStatus,
  /** The pay and done pages' result: paid, expired, canceled, open, no-longer-valid, already-paid. */
  Result: z.enum(['paid', 'expired', 'canceled', 'open', 'no-longer-valid', 'already-paid']),
  CanRetry: z.boolean(),
  Amount: money,
  CurrencyIso: z.string(),
  Description: z.string(),
  ReservationId: z.number().int().nullable(),
  InvoiceId: z.number().int().nullable(),
  CreditOrderId: z.number().int().nullable(),
  /** An event registration's payment: its event and registration (else null). */
  EventId: z.number().int().nullable(),
  EventRegistrationId: z.number().int().nullable(),
  LocationName: z.string().nullable(),
  /** Set while an online payment waits at the provider. */
  CheckoutUrl: z.string().nullable(),
  BankTransfer: bankTransfer.nullable(),
  CreatedAt: z.string(),
  PaidAt: z.string().nullable(),
  /** What of it was given back (or is on its way back) through the provider; 0 when nothing. */
  Refunded: money,
});
export type Payment = z.infer<typeof payment>;

/** `POST /v1/payment/{id}/start?language=en`: the site's language the payer comes back to (default: the payment's). */
export const paymentStartQuery = z.object({ language: z.enum(['nl', 'en']).optional() });

/** `POST /v1/payment/{id}/start`: where to send the payer. */
export const paymentStart = z.object({ CheckoutUrl: z.string() });

/** A reservation's payments (its submenu). */
export const paymentList = z.object({ Results: z.array(payment) });
