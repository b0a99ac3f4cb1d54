import type { Payment } from '@meetspace/domain';

/** An open online payment of reservation 42, for tests of the screens that show payments. */
export const openPayment: Payment = {
  Id: 1,
  Key: 'pay-key-123',
  PaymentType: 1,
  Status: 'open',
  Result: 'open',
  CanRetry: true,
  Amount: 121,
  CurrencyIso: 'EUR',
  Description: 'Reservation 42',
  ReservationId: 42,
  InvoiceId: null,
  CreditOrderId: null,
  EventId: null,
  EventRegistrationId: null,
  LocationName: 'Utrecht Centraal',
  CheckoutUrl: null,
  BankTransfer: null,
  CreatedAt: '2026-11-20T10:00:00Z',
  PaidAt: null,
  Refunded: 0,
};
