import { ReservationStatus } from '@meetspace/domain';

/** Why a reservation refuses changes, for the sentence the page shows (null: it can be changed). */
export type LockReason = 'cancelled' | 'invoiced' | 'started' | 'soon' | null;

export function lockReason(r: {
  IsLocked: boolean;
  StatusId: number;
  HasInvoice: boolean;
  HoursUntilStart: number;
}): LockReason {
  if (!r.IsLocked) return null;
  if (r.StatusId === ReservationStatus.Cancelled) return 'cancelled';
  if (r.HasInvoice) return 'invoiced';
  // HoursUntilStart is truncated: 0 is "less than an hour to go" (or just begun), below 0 begun.
  if (r.HoursUntilStart < 0) return 'started';
  return 'soon';
}
