import { ReservationStatus } from '@meetspace/domain';

/** Which ways to pay a reservation's payments submenu offers (none when nothing is open). */
export interface PaymentActions {
  online: boolean;
  credits: boolean;
  /** On invoice (bank transfer): only while the reservation has no invoice yet. */
  invoice: boolean;
}

export function paymentActions(r: {
  StatusId: number;
  TotalOpen: number;
  HasInvoice: boolean;
}): PaymentActions {
  const open = r.TotalOpen > 0 && r.StatusId !== ReservationStatus.Cancelled;
  return { online: open, credits: open, invoice: open && !r.HasInvoice };
}

/**
 * The amount field of a partial payment: empty is everything open (undefined), else the amount
 * typed, which must not exceed what is open; `parse` reads the typed text ("12,50").
 */
export function partialAmount(
  text: string,
  open: number,
  parse: (text: string) => number | null,
): { amount?: number; error?: 'invalid' | 'tooHigh' } {
  if (text.trim() === '') return {};
  const amount = parse(text);
  if (amount === null) return { error: 'invalid' };
  if (Math.round(amount * 100) > Math.round(open * 100)) return { error: 'tooHigh' };
  return { amount };
}
