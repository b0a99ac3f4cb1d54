import {
  CHANNEL_ID,
  checkCreditRedemption,
  checkVoucher,
  creditLeftCents,
  ErrorCode,
  VOUCHER_RESULT_MESSAGES,
  VoucherResult,
  VoucherType,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from '../kernel/errors.ts';
import type { BookingFacts } from './booking-facts.ts';
import { packageQueries } from './package.queries.ts';
import { voucherBookingOf } from './price-booking.ts';
import { termsOf, type VoucherRow, voucherQueries } from './voucher.queries.ts';

/** What a voucher code would do to a booking: the spec's result code, the voucher, and a package it brings. */
export interface VoucherOutcome {
  result: VoucherResult;
  voucher: VoucherRow | undefined;
  /** A package voucher's package (offered for this booking's location and meeting type), else null. */
  packageId: number | null;
}

/** 400 for an empty voucher code (before anything is read or locked). */
export function requireVoucherCode(code: string): void {
  if (code.trim() === '') {
    throw AppError.badRequest('voucher code must be entered', [{ Field: 'Code', Code: ErrorCode.Required }]);
  }
}

/**
 * Tries a voucher code on a booking (a cart or a reservation: the one rule for both): an empty code
 * is a 400; an unknown one -1; else the first failing restriction's code, or 1. A package voucher
 * also needs its package to belong to the booking's location (-2) and meeting type (-3).
 */
export async function voucherOutcome(
  db: Kysely<DB>,
  facts: BookingFacts,
  code: string,
): Promise<VoucherOutcome> {
  requireVoucherCode(code);
  const voucher = await voucherQueries.byCode(db, code);
  if (!voucher) return { result: VoucherResult.NotFound, voucher: undefined, packageId: null };
  let result = checkVoucher(termsOf(voucher), await voucherBookingOf(db, facts, voucher));
  let packageId: number | null = null;
  if (result === VoucherResult.Applied && voucher.type_id === VoucherType.Package) {
    const pkg = voucher.package_id === null ? undefined : await packageQueries.byId(db, voucher.package_id);
    if (!pkg || pkg.location_id !== facts.locationId) result = VoucherResult.WrongLocation;
    else if (pkg.meeting_type_id !== facts.meetingTypeId) result = VoucherResult.WrongMeetingType;
    else packageId = pkg.id;
  }
  return { result, voucher, packageId };
}

/** Whether taking a voucher off a booking takes its package too: a package voucher's own package. */
export function voucherBringsPackage(voucher: VoucherRow | undefined, packageId: number | null): boolean {
  return voucher?.type_id === VoucherType.Package && voucher.package_id === packageId;
}

/**
 * The 409 when a booking's voucher no longer applies as it changes (its code and the spec's
 * message); `message` words it for the call.
 */
export function voucherRefused(
  result: VoucherResult | undefined,
  message: (reason: string) => string,
): AppError {
  const code = result as VoucherResult;
  return new AppError(409, message(VOUCHER_RESULT_MESSAGES[code]), [{ Field: 'VoucherId', Code: `${code}` }]);
}

/** What redeeming a code into a wallet would do: the spec's result code (or `not_credit`), the voucher, its credit left. */
export type CreditRedemptionOutcome =
  | { result: typeof VoucherResult.NotFound; voucher: undefined; leftCents: 0 }
  | { result: 'not_credit'; voucher: VoucherRow; leftCents: 0 }
  | { result: VoucherResult; voucher: VoucherRow; leftCents: number };

/**
 * Inside the caller's transaction: holds the voucher's row (so redemptions and bookings of one
 * voucher queue on it and each sees the uses the previous one recorded), then tries the code for a
 * redemption into a member's wallet: unknown -1, another type than credit `not_credit`, else
 * `checkCreditRedemption` on today with the uses so far, and the credit left.
 */
export async function creditRedemptionOutcome(
  trx: Kysely<DB>,
  code: string,
  profileId: number,
  today: string,
): Promise<CreditRedemptionOutcome> {
  requireVoucherCode(code);
  await voucherQueries.lockByCode(trx, code);
  const voucher = await voucherQueries.byCode(trx, code);
  if (!voucher) return { result: VoucherResult.NotFound, voucher: undefined, leftCents: 0 };
  if (voucher.type_id !== VoucherType.Credit) return { result: 'not_credit', voucher, leftCents: 0 };
  const [companyId, usage] = await Promise.all([
    voucherQueries.companyOfProfile(trx, profileId),
    voucherQueries.usage(trx, voucher.id, profileId),
  ]);
  const terms = termsOf(voucher);
  const result = checkCreditRedemption(terms, {
    // The server's channel, as for a booking (every client key of this site is channel 1).
    channelId: CHANNEL_ID,
    today,
    companyId,
    profileId,
    usage,
  });
  return { result, voucher, leftCents: creditLeftCents(terms, usage.amountCents) };
}
