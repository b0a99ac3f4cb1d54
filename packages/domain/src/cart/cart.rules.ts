/**
 * How many voucher codes may be tried: every apply whose code does not apply counts, per cart and
 * per client (a browser by its cookie, a member by their account), within a fixed window; past
 * either limit the call answers 429. Enough for a person who mistypes, far too few to guess codes.
 */
export const VOUCHER_TRIES = {
  windowMinutes: 60,
  perCart: 10,
  perClient: 30,
} as const;

/** The start of the fixed voucher-try window `now` falls in (ISO, UTC). */
export function voucherTryWindowStart(now: Date): string {
  const ms = VOUCHER_TRIES.windowMinutes * 60_000;
  return new Date(Math.floor(now.getTime() / ms) * ms).toISOString();
}
