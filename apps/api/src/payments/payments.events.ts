import { defineEvent } from '../kernel/events/events.ts';

/** A payment became paid (subject: the payment), written in the transaction that made it paid. */
export interface PaymentPaid {
  AmountCents: number;
  Currency: string;
  /** What it paid: a reservation, an event registration, or neither (a credit order, an invoice). */
  ReservationId: number | null;
  EventId: number | null;
  EventRegistrationId: number | null;
}

/** The payments area's domain events: the events area confirms a registration when its payment is paid. */
export const paymentEvents = {
  paid: defineEvent<PaymentPaid>('payment.paid', 'payment'),
};
