// The pricing area's public face: the totals kernel (a booking's prices, its package's charge, its
// voucher's outcome), option lines, the option list carts and reservations show, and the queries
// of vouchers, packages and options that carts and reservations run in their transactions.
export { type BookingFacts, bookingDays, cartFacts, reservationFacts } from './booking-facts.ts';
export { optionQueries } from './option.queries.ts';
export { type OptionLine, optionLine, packageLine } from './option-line.ts';
export { packageQueries } from './package.queries.ts';
export { packageCatalogue, packageDetail } from './package.reads.ts';
export {
  type BookingPricing,
  type PackageCharge,
  packageCharge,
  priceBooking,
  priceCart,
  priceLines,
  storedPackageCharge,
} from './price-booking.ts';
export { presentTotals } from './pricing.presenter.ts';
export { featuredVouchers, optionDetail, optionList, voucherInfo } from './pricing.reads.ts';
export { priceHeldSpace } from './space-price.ts';
export { voucherQueries } from './voucher.queries.ts';
export {
  type CreditRedemptionOutcome,
  creditRedemptionOutcome,
  requireVoucherCode,
  voucherBringsPackage,
  voucherOutcome,
  voucherRefused,
} from './voucher-outcome.ts';
export { clientIdHashOf, countVoucherTry, type VoucherTryScopes } from './voucher-throttle.ts';
