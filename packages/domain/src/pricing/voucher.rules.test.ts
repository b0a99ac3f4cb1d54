import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VoucherResult, VoucherType } from '../constants/vouchers.ts';
import {
  type BookingLine,
  type CreditRedemption,
  checkCreditRedemption,
  checkVoucher,
  creditLeftCents,
  creditPaymentCents,
  discountLines,
  type VoucherBooking,
  type VoucherTerms,
  voucherDiscountCents,
} from './voucher.rules.ts';

/** A voucher without any restriction: a 10% voucher. */
function terms(overrides: Partial<VoucherTerms> = {}): VoucherTerms {
  return {
    typeId: VoucherType.Voucher,
    channelId: null,
    locationId: null,
    meetingTypeId: null,
    validFrom: null,
    validUntil: null,
    weekdayMask: 0,
    minSeats: null,
    maxSeats: null,
    minDurationMinutes: null,
    maxDurationMinutes: null,
    companyId: null,
    totalSeats: null,
    oncePerUser: false,
    creditCents: null,
    profileId: null,
    discountPercentage: 10,
    discountCents: null,
    ratePerSeatCents: null,
    ...overrides,
  };
}

/** A one-day booking on Wednesday 2026-12-02, 09:00-13:00 (240 minutes), 4 seats, never used before. */
function booking(overrides: Partial<VoucherBooking> = {}): VoucherBooking {
  return {
    channelId: 1,
    locationId: 10,
    meetingTypeId: 1,
    startDate: '2026-12-02',
    endDate: '2026-12-02',
    startMinutes: 540,
    endMinutes: 780,
    seats: 4,
    companyId: 5,
    profileId: 7,
    usage: { seats: 0, amountCents: 0, byThisProfile: 0 },
    ...overrides,
  };
}

const usage = (overrides: Partial<VoucherBooking['usage']>): VoucherBooking['usage'] => ({
  seats: 0,
  amountCents: 0,
  byThisProfile: 0,
  ...overrides,
});

const WEEKEND = 0b1100000;
const WEDNESDAY = 0b0000100;

describe('checkVoucher', () => {
  it('applies a voucher without restrictions', () => {
    expect(checkVoucher(terms(), booking())).toBe(VoucherResult.Applied);
    expect(checkVoucher(terms(), booking())).toBe(1);
  });

  it('-13: the voucher is for another channel', () => {
    expect(checkVoucher(terms({ channelId: 2 }), booking())).toBe(-13);
    expect(checkVoucher(terms({ channelId: 1 }), booking())).toBe(1);
  });

  it('-2: the voucher is for another location', () => {
    expect(checkVoucher(terms({ locationId: 11 }), booking())).toBe(-2);
    expect(checkVoucher(terms({ locationId: 10 }), booking())).toBe(1);
  });

  it('-3: the voucher is for another meeting type', () => {
    expect(checkVoucher(terms({ meetingTypeId: 2 }), booking())).toBe(-3);
    expect(checkVoucher(terms({ meetingTypeId: 1 }), booking())).toBe(1);
  });

  describe('-4: date', () => {
    it('fails before validFrom and applies from validFrom on (inclusive)', () => {
      expect(checkVoucher(terms({ validFrom: '2026-12-03' }), booking())).toBe(-4);
      expect(checkVoucher(terms({ validFrom: '2026-12-02' }), booking())).toBe(1);
      expect(checkVoucher(terms({ validFrom: '2026-12-01' }), booking())).toBe(1);
    });

    it('fails after validUntil and applies up to validUntil (inclusive)', () => {
      expect(checkVoucher(terms({ validUntil: '2026-12-01' }), booking())).toBe(-4);
      expect(checkVoucher(terms({ validUntil: '2026-12-02' }), booking())).toBe(1);
      expect(checkVoucher(terms({ validUntil: '2026-12-03' }), booking())).toBe(1);
    });

    it('needs the whole period of a multi-day booking inside the window', () => {
      const window = { validFrom: '2026-12-02', validUntil: '2026-12-04' };
      expect(checkVoucher(terms(window), booking({ endDate: '2026-12-04' }))).toBe(1);
      expect(checkVoucher(terms(window), booking({ endDate: '2026-12-05' }))).toBe(-4);
      expect(checkVoucher(terms(window), booking({ startDate: '2026-12-01', endDate: '2026-12-03' }))).toBe(
        -4,
      );
    });

    it('compares across month and year boundaries', () => {
      const window = { validFrom: '2026-12-31', validUntil: '2027-01-01' };
      expect(checkVoucher(terms(window), booking({ startDate: '2026-12-31', endDate: '2027-01-01' }))).toBe(
        1,
      );
      expect(checkVoucher(terms(window), booking({ startDate: '2027-01-02', endDate: '2027-01-02' }))).toBe(
        -4,
      );
      expect(checkVoucher(terms(window), booking({ startDate: '2026-11-30', endDate: '2026-11-30' }))).toBe(
        -4,
      );
    });
  });

  describe('-5: weekday mask', () => {
    it('applies every day when the mask is 0', () => {
      expect(checkVoucher(terms({ weekdayMask: 0 }), booking())).toBe(1);
      expect(
        checkVoucher(terms({ weekdayMask: 0 }), booking({ startDate: '2026-12-05', endDate: '2026-12-05' })),
      ).toBe(1);
    });

    it('uses bit (ISO weekday - 1)', () => {
      // 2026-12-02 is a Wednesday: ISO weekday 3, bit 2.
      expect(checkVoucher(terms({ weekdayMask: WEDNESDAY }), booking())).toBe(1);
      expect(checkVoucher(terms({ weekdayMask: 0b0000010 }), booking())).toBe(-5);
      expect(checkVoucher(terms({ weekdayMask: 0b0001000 }), booking())).toBe(-5);
      expect(checkVoucher(terms({ weekdayMask: WEEKEND }), booking())).toBe(-5);
      expect(checkVoucher(terms({ weekdayMask: 0b0011111 }), booking())).toBe(1);
    });

    it('maps Saturday to bit 5 and Sunday to bit 6', () => {
      const saturday = booking({ startDate: '2026-12-05', endDate: '2026-12-05' });
      const sunday = booking({ startDate: '2026-12-06', endDate: '2026-12-06' });
      expect(checkVoucher(terms({ weekdayMask: WEEKEND }), saturday)).toBe(1);
      expect(checkVoucher(terms({ weekdayMask: WEEKEND }), sunday)).toBe(1);
      expect(checkVoucher(terms({ weekdayMask: 0b0100000 }), saturday)).toBe(1);
      expect(checkVoucher(terms({ weekdayMask: 0b0100000 }), sunday)).toBe(-5);
      expect(checkVoucher(terms({ weekdayMask: 0b1000000 }), sunday)).toBe(1);
      expect(checkVoucher(terms({ weekdayMask: 0b0011111 }), saturday)).toBe(-5);
    });

    it('needs every day of a multi-day booking allowed', () => {
      const weekend = booking({ startDate: '2026-12-05', endDate: '2026-12-06' });
      const fridayToSaturday = booking({ startDate: '2026-12-04', endDate: '2026-12-05' });
      const sundayToMonday = booking({ startDate: '2026-12-06', endDate: '2026-12-07' });
      expect(checkVoucher(terms({ weekdayMask: WEEKEND }), weekend)).toBe(1);
      expect(checkVoucher(terms({ weekdayMask: WEEKEND }), fridayToSaturday)).toBe(-5);
      expect(checkVoucher(terms({ weekdayMask: WEEKEND }), sundayToMonday)).toBe(-5);
      const wholeWeek = booking({ startDate: '2026-11-30', endDate: '2026-12-06' });
      expect(checkVoucher(terms({ weekdayMask: 0b1111111 }), wholeWeek)).toBe(1);
      expect(checkVoucher(terms({ weekdayMask: 0b0111111 }), wholeWeek)).toBe(-5);
      expect(checkVoucher(terms({ weekdayMask: 0b1111110 }), wholeWeek)).toBe(-5);
    });
  });

  describe('-6: seats', () => {
    it('fails below minSeats (inclusive bound)', () => {
      expect(checkVoucher(terms({ minSeats: 5 }), booking())).toBe(-6);
      expect(checkVoucher(terms({ minSeats: 4 }), booking())).toBe(1);
    });

    it('fails above maxSeats (inclusive bound)', () => {
      expect(checkVoucher(terms({ maxSeats: 3 }), booking())).toBe(-6);
      expect(checkVoucher(terms({ maxSeats: 4 }), booking())).toBe(1);
    });

    it('accepts a range that contains the seats', () => {
      expect(checkVoucher(terms({ minSeats: 4, maxSeats: 4 }), booking())).toBe(1);
      expect(checkVoucher(terms({ minSeats: 2, maxSeats: 10 }), booking())).toBe(1);
      expect(checkVoucher(terms({ minSeats: 2, maxSeats: 10 }), booking({ seats: 11 }))).toBe(-6);
      expect(checkVoucher(terms({ minSeats: 2, maxSeats: 10 }), booking({ seats: 1 }))).toBe(-6);
    });
  });

  describe('-7: duration (endMinutes - startMinutes)', () => {
    it('fails below minDurationMinutes (inclusive bound)', () => {
      expect(checkVoucher(terms({ minDurationMinutes: 241 }), booking())).toBe(-7);
      expect(checkVoucher(terms({ minDurationMinutes: 240 }), booking())).toBe(1);
    });

    it('fails above maxDurationMinutes (inclusive bound)', () => {
      expect(checkVoucher(terms({ maxDurationMinutes: 239 }), booking())).toBe(-7);
      expect(checkVoucher(terms({ maxDurationMinutes: 240 }), booking())).toBe(1);
    });

    it('measures the duration from the minutes, not from the start time', () => {
      const afternoon = booking({ startMinutes: 780, endMinutes: 1020 });
      expect(checkVoucher(terms({ minDurationMinutes: 240, maxDurationMinutes: 240 }), afternoon)).toBe(1);
      const short = booking({ startMinutes: 780, endMinutes: 840 });
      expect(checkVoucher(terms({ minDurationMinutes: 240 }), short)).toBe(-7);
    });
  });

  it('-9: the voucher is for another company', () => {
    expect(checkVoucher(terms({ companyId: 6 }), booking())).toBe(-9);
    expect(checkVoucher(terms({ companyId: 5 }), booking({ companyId: null }))).toBe(-9);
    expect(checkVoucher(terms({ companyId: 5 }), booking())).toBe(1);
    expect(checkVoucher(terms({ companyId: null }), booking({ companyId: null }))).toBe(1);
  });

  it('-14: the voucher is for another user', () => {
    expect(checkVoucher(terms({ profileId: 8 }), booking())).toBe(-14);
    expect(checkVoucher(terms({ profileId: 7 }), booking({ profileId: null }))).toBe(-14);
    expect(checkVoucher(terms({ profileId: 7 }), booking())).toBe(1);
    expect(checkVoucher(terms({ profileId: null }), booking({ profileId: null }))).toBe(1);
  });

  describe('-11: once per user', () => {
    it('fails when this profile used the voucher before', () => {
      expect(
        checkVoucher(terms({ oncePerUser: true }), booking({ usage: usage({ byThisProfile: 1 }) })),
      ).toBe(-11);
      expect(
        checkVoucher(terms({ oncePerUser: true }), booking({ usage: usage({ byThisProfile: 3 }) })),
      ).toBe(-11);
    });

    it('applies on the first use by this profile, even when others used it', () => {
      expect(checkVoucher(terms({ oncePerUser: true }), booking())).toBe(1);
      expect(
        checkVoucher(
          terms({ oncePerUser: true }),
          booking({ usage: usage({ seats: 20, amountCents: 5000, byThisProfile: 0 }) }),
        ),
      ).toBe(1);
    });

    it('fails for an anonymous booking (profileId null)', () => {
      expect(checkVoucher(terms({ oncePerUser: true }), booking({ profileId: null }))).toBe(-11);
    });

    it('does not limit uses when oncePerUser is false', () => {
      expect(checkVoucher(terms(), booking({ usage: usage({ byThisProfile: 5 }) }))).toBe(1);
      expect(checkVoucher(terms(), booking({ profileId: null }))).toBe(1);
    });
  });

  describe('-10: total seats', () => {
    it('fails when earlier uses plus this booking exceed totalSeats', () => {
      expect(checkVoucher(terms({ totalSeats: 10 }), booking({ usage: usage({ seats: 7 }) }))).toBe(-10);
      expect(checkVoucher(terms({ totalSeats: 3 }), booking())).toBe(-10);
    });

    it('allows exactly totalSeats', () => {
      expect(checkVoucher(terms({ totalSeats: 10 }), booking({ usage: usage({ seats: 6 }) }))).toBe(1);
      expect(checkVoucher(terms({ totalSeats: 4 }), booking())).toBe(1);
      expect(checkVoucher(terms({ totalSeats: 10 }), booking({ usage: usage({ seats: 5 }) }))).toBe(1);
    });
  });

  describe('-12: credit left', () => {
    const credit = (overrides: Partial<VoucherTerms> = {}) =>
      terms({ typeId: VoucherType.Credit, creditCents: 5000, discountPercentage: null, ...overrides });

    it('fails when the credit is used up (or overdrawn, or never set)', () => {
      expect(checkVoucher(credit(), booking({ usage: usage({ amountCents: 5000 }) }))).toBe(-12);
      expect(checkVoucher(credit(), booking({ usage: usage({ amountCents: 6000 }) }))).toBe(-12);
      expect(checkVoucher(credit({ creditCents: 0 }), booking())).toBe(-12);
      expect(checkVoucher(credit({ creditCents: null }), booking())).toBe(-12);
    });

    it('applies with unused or partially used credit', () => {
      expect(checkVoucher(credit(), booking())).toBe(1);
      expect(checkVoucher(credit(), booking({ usage: usage({ amountCents: 1000 }) }))).toBe(1);
      expect(checkVoucher(credit(), booking({ usage: usage({ amountCents: 4999 }) }))).toBe(1);
    });

    it('does not check credit for other voucher types', () => {
      expect(checkVoucher(terms({ creditCents: 0 }), booking({ usage: usage({ amountCents: 99999 }) }))).toBe(
        1,
      );
    });
  });

  describe('order of the checks', () => {
    it('reports -13 for a voucher failing both channel and location', () => {
      expect(checkVoucher(terms({ channelId: 2, locationId: 11 }), booking())).toBe(-13);
    });

    it('reports the first failure in the documented order', () => {
      // Each step fails exactly one check; all steps from i on together must report step i's code.
      const steps: [VoucherResult, Partial<VoucherTerms>][] = [
        [-13, { channelId: 2 }],
        [-2, { locationId: 11 }],
        [-3, { meetingTypeId: 2 }],
        [-4, { validFrom: '2026-12-03' }],
        [-5, { weekdayMask: WEEKEND }],
        [-6, { minSeats: 5 }],
        [-7, { minDurationMinutes: 241 }],
        [-9, { companyId: 6 }],
        [-14, { profileId: 8 }],
        [-11, { oncePerUser: true }],
        [-10, { totalSeats: 3 }],
        [-12, { typeId: VoucherType.Credit, creditCents: 0 }],
      ];
      const used = booking({ usage: usage({ byThisProfile: 1 }) });
      for (const [i, [code, alone]] of steps.entries()) {
        const failing = Object.assign({}, ...steps.slice(i).map(([, overrides]) => overrides));
        expect(checkVoucher(terms(failing), used), `from step ${code}`).toBe(code);
        expect(checkVoucher(terms(alone), used), `only step ${code}`).toBe(code);
      }
    });
  });
});

const LINES: BookingLine[] = [
  { kind: 'space', amountExclCents: 10000, taxPercentage: 21 },
  { kind: 'package', amountExclCents: 3000, taxPercentage: 9 },
  { kind: 'option', amountExclCents: 2000, taxPercentage: 21 },
];
const FOUR_SEATS_ONE_DAY = { seats: 4, days: 1 };

describe('voucherDiscountCents', () => {
  it('package: discounts the package line', () => {
    expect(voucherDiscountCents(terms({ typeId: VoucherType.Package }), LINES, FOUR_SEATS_ONE_DAY)).toBe(
      3000,
    );
    const noPackage = LINES.filter((l) => l.kind !== 'package');
    expect(voucherDiscountCents(terms({ typeId: VoucherType.Package }), noPackage, FOUR_SEATS_ONE_DAY)).toBe(
      0,
    );
  });

  it('voucher: a percentage of all lines', () => {
    expect(voucherDiscountCents(terms({ discountPercentage: 10 }), LINES, FOUR_SEATS_ONE_DAY)).toBe(1500);
    expect(voucherDiscountCents(terms({ discountPercentage: 100 }), LINES, FOUR_SEATS_ONE_DAY)).toBe(15000);
    expect(voucherDiscountCents(terms({ discountPercentage: null }), LINES, FOUR_SEATS_ONE_DAY)).toBe(0);
  });

  it('voucher: rounds a percentage to whole cents', () => {
    const odd: BookingLine[] = [{ kind: 'space', amountExclCents: 999, taxPercentage: 21 }];
    expect(voucherDiscountCents(terms({ discountPercentage: 15 }), odd, FOUR_SEATS_ONE_DAY)).toBe(150);
    expect(voucherDiscountCents(terms({ discountPercentage: 10 }), odd, FOUR_SEATS_ONE_DAY)).toBe(100);
  });

  it('voucher: a fixed amount, preferred over the percentage and capped at the total', () => {
    expect(voucherDiscountCents(terms({ discountCents: 2500 }), LINES, FOUR_SEATS_ONE_DAY)).toBe(2500);
    expect(voucherDiscountCents(terms({ discountCents: 99999 }), LINES, FOUR_SEATS_ONE_DAY)).toBe(15000);
    expect(
      voucherDiscountCents(terms({ discountCents: 0, discountPercentage: 10 }), LINES, FOUR_SEATS_ONE_DAY),
    ).toBe(1500);
  });

  it('credit: no discount, whatever is left of the credit (it pays instead, see creditPaymentCents)', () => {
    const credit = (creditCents: number | null) => terms({ typeId: VoucherType.Credit, creditCents });
    expect(voucherDiscountCents(credit(5000), LINES, FOUR_SEATS_ONE_DAY)).toBe(0);
    expect(voucherDiscountCents(credit(50000), LINES, FOUR_SEATS_ONE_DAY)).toBe(0);
    expect(voucherDiscountCents(credit(null), LINES, FOUR_SEATS_ONE_DAY)).toBe(0);
  });

  it('credit: no discount even with a percentage, amount or rate set on the voucher', () => {
    const v = terms({
      typeId: VoucherType.Credit,
      creditCents: 5000,
      discountPercentage: 50,
      discountCents: 2500,
      ratePerSeatCents: 100,
    });
    expect(voucherDiscountCents(v, LINES, FOUR_SEATS_ONE_DAY)).toBe(0);
  });

  it('rate: the space costs the rate per seat per day instead', () => {
    const rate = (ratePerSeatCents: number) => terms({ typeId: VoucherType.Rate, ratePerSeatCents });
    // 10000 - 1500 x 4 seats x 1 day
    expect(voucherDiscountCents(rate(1500), LINES, FOUR_SEATS_ONE_DAY)).toBe(4000);
    // 10000 - 1000 x 4 seats x 2 days
    expect(voucherDiscountCents(rate(1000), LINES, { ...FOUR_SEATS_ONE_DAY, days: 2 })).toBe(2000);
    // exactly the space price
    expect(voucherDiscountCents(rate(2500), LINES, FOUR_SEATS_ONE_DAY)).toBe(0);
  });

  it('rate: never negative when the rate is above the space price', () => {
    expect(
      voucherDiscountCents(
        terms({ typeId: VoucherType.Rate, ratePerSeatCents: 3000 }),
        LINES,
        FOUR_SEATS_ONE_DAY,
      ),
    ).toBe(0);
  });

  it('rate: nothing without a rate (not a free space)', () => {
    expect(
      voucherDiscountCents(
        terms({ typeId: VoucherType.Rate, ratePerSeatCents: null }),
        LINES,
        FOUR_SEATS_ONE_DAY,
      ),
    ).toBe(0);
  });

  it('action: a percentage of the space only', () => {
    const action = terms({ typeId: VoucherType.Action, discountPercentage: 20 });
    expect(voucherDiscountCents(action, LINES, FOUR_SEATS_ONE_DAY)).toBe(2000);
    const twoSpaces: BookingLine[] = [...LINES, { kind: 'space', amountExclCents: 5000, taxPercentage: 21 }];
    expect(voucherDiscountCents(action, twoSpaces, FOUR_SEATS_ONE_DAY)).toBe(3000);
  });

  it('is 0 on a booking without lines', () => {
    for (const typeId of Object.values(VoucherType)) {
      const v = terms({ typeId, creditCents: 5000, discountCents: 2500, ratePerSeatCents: 100 });
      expect(voucherDiscountCents(v, [], FOUR_SEATS_ONE_DAY)).toBe(0);
    }
  });
});

describe('discountLines', () => {
  const amounts = (lines: readonly BookingLine[]) => lines.map((l) => l.amountExclCents);
  const linesOf = (...spec: [BookingLine['kind'], number, number?][]): BookingLine[] =>
    spec.map(([kind, amountExclCents, taxPercentage = 21]) => ({ kind, amountExclCents, taxPercentage }));

  it('spreads a voucher discount over all lines in proportion to their amounts', () => {
    // 10% of 15000: every line loses 10%.
    expect(amounts(discountLines(LINES, VoucherType.Voucher, 1500))).toEqual([9000, 2700, 1800]);
    expect(amounts(discountLines(LINES, VoucherType.Voucher, 7500))).toEqual([5000, 1500, 1000]);
    expect(amounts(discountLines(LINES, VoucherType.Voucher, 15000))).toEqual([0, 0, 0]);
  });

  it('cuts each line at its own VAT rate: space 11000 @21% and option 1300 @9%, 1230 off', () => {
    const result = discountLines(
      linesOf(['space', 11000, 21], ['option', 1300, 9]),
      VoucherType.Voucher,
      1230,
    );
    // 1230 x 11000 / 12300 = 1100 and 1230 x 1300 / 12300 = 130, exactly.
    expect(result).toEqual(linesOf(['space', 9900, 21], ['option', 1170, 9]));
  });

  it('gives the leftover cent to the earlier line when the fractions tie', () => {
    const equal = linesOf(['space', 100], ['package', 100], ['option', 100]);
    // 33.33 each: floors 33 + 33 + 33 = 99, the leftover cent goes to the first line.
    expect(amounts(discountLines(equal, VoucherType.Voucher, 100))).toEqual([66, 67, 67]);
    // 0.67 each: two leftover cents, to the first two lines.
    expect(amounts(discountLines(equal, VoucherType.Voucher, 2))).toEqual([99, 99, 100]);
    expect(amounts(discountLines(equal, VoucherType.Voucher, 1))).toEqual([99, 100, 100]);
  });

  it('gives the leftover cents to the largest fractions, not to the first or the largest line', () => {
    // 100 x 1000 / 7000 = 14.29, 100 x 2000 / 7000 = 28.57, 100 x 4000 / 7000 = 57.14: floors add up
    // to 99 and the cent goes to the line with fraction .57.
    const three = linesOf(['space', 1000], ['package', 2000], ['option', 4000]);
    expect(amounts(discountLines(three, VoucherType.Voucher, 100))).toEqual([986, 1971, 3943]);
    // 1000 off 15000: 666.67, 200, 133.33 -> the cent to the space (.67).
    expect(amounts(discountLines(LINES, VoucherType.Voucher, 1000))).toEqual([9333, 2800, 1867]);
  });

  it('does not depend on the order of kinds', () => {
    const reversed = [...LINES].reverse();
    expect(amounts(discountLines(reversed, VoucherType.Voucher, 1500))).toEqual([1800, 2700, 9000]);
    expect(amounts(discountLines(reversed, VoucherType.Voucher, 1000))).toEqual([1867, 2800, 9333]);
  });

  it('spreads over several lines of the same kind, skipping the other kinds', () => {
    const spaces = linesOf(['space', 3000, 21], ['option', 1000, 21], ['space', 4000, 9]);
    // 5000 x 3000 / 7000 = 2142.86 and 5000 x 4000 / 7000 = 2857.14: the cent to the first space.
    expect(amounts(discountLines(spaces, VoucherType.Action, 5000))).toEqual([857, 1000, 1143]);
  });

  it('only reduces the kinds of the voucher type', () => {
    expect(amounts(discountLines(LINES, VoucherType.Package, 3000))).toEqual([10000, 0, 2000]);
    expect(amounts(discountLines(LINES, VoucherType.Rate, 4000))).toEqual([6000, 3000, 2000]);
    expect(amounts(discountLines(LINES, VoucherType.Action, 2000))).toEqual([8000, 3000, 2000]);
  });

  it('never reduces a line for a credit voucher (credit pays, it does not discount)', () => {
    expect(discountLines(LINES, VoucherType.Credit, 5000)).toEqual(LINES);
    expect(discountLines(LINES, VoucherType.Credit, 99999)).toEqual(LINES);
  });

  it('caps the discount at the reducible lines and never takes a line below 0', () => {
    expect(amounts(discountLines(LINES, VoucherType.Package, 99999))).toEqual([10000, 0, 2000]);
    expect(amounts(discountLines(LINES, VoucherType.Action, 99999))).toEqual([0, 3000, 2000]);
    expect(amounts(discountLines(LINES, VoucherType.Voucher, 99999))).toEqual([0, 0, 0]);
  });

  it('skips lines of amount 0', () => {
    const withFree = linesOf(['space', 0], ['space', 1000], ['option', 500]);
    expect(amounts(discountLines(withFree, VoucherType.Voucher, 300))).toEqual([0, 800, 400]);
    const allFree = linesOf(['space', 0], ['package', 0], ['option', 0]);
    expect(discountLines(allFree, VoucherType.Voucher, 100)).toEqual(allFree);
  });

  it('keeps kinds and tax, and does not change its input', () => {
    const copy = structuredClone(LINES);
    const result = discountLines(LINES, VoucherType.Voucher, 12000);
    expect(LINES).toEqual(copy);
    expect(result.map(({ kind, taxPercentage }) => ({ kind, taxPercentage }))).toEqual(
      LINES.map(({ kind, taxPercentage }) => ({ kind, taxPercentage })),
    );
    expect(result[0]).not.toBe(LINES[0]);
  });

  it('returns the lines unchanged for a discount of 0', () => {
    for (const typeId of Object.values(VoucherType)) {
      expect(discountLines(LINES, typeId, 0)).toEqual(LINES);
    }
  });

  it('takes min(discount, reducible), keeps lines in [0, original], cuts in proportion (property)', () => {
    const REDUCED: Record<VoucherType, BookingLine['kind'][]> = {
      [VoucherType.Package]: ['package'],
      [VoucherType.Voucher]: ['space', 'package', 'option'],
      [VoucherType.Credit]: [],
      [VoucherType.Rate]: ['space'],
      [VoucherType.Action]: ['space'],
    };
    const line = fc.record({
      kind: fc.constantFrom<BookingLine['kind']>('space', 'package', 'option'),
      amountExclCents: fc.integer({ min: 0, max: 1_000_000 }),
      taxPercentage: fc.constantFrom(0, 9, 21),
    });
    const input = fc
      .record({
        lines: fc.array(line, { maxLength: 12 }),
        typeId: fc.constantFrom(...Object.values(VoucherType)),
      })
      .chain(({ lines, typeId }) => {
        const reducible = lines
          .filter((l) => REDUCED[typeId].includes(l.kind))
          .reduce((n, l) => n + l.amountExclCents, 0);
        return fc.record({
          lines: fc.constant(lines),
          typeId: fc.constant(typeId),
          // Also above the reducible base, to check the cap.
          discount: fc.integer({ min: 0, max: 2 * reducible + 100 }),
        });
      });
    fc.assert(
      fc.property(input, ({ lines, typeId, discount }) => {
        const result = discountLines(lines, typeId, discount);
        const total = (ls: readonly BookingLine[]) => ls.reduce((n, l) => n + l.amountExclCents, 0);
        const base = lines
          .filter((l) => REDUCED[typeId].includes(l.kind))
          .reduce((n, l) => n + l.amountExclCents, 0);
        const taken = Math.min(discount, base);
        expect(result).toHaveLength(lines.length);
        expect(total(result)).toBe(total(lines) - taken);
        for (const [i, after] of result.entries()) {
          const before = lines[i] as BookingLine;
          expect(after.amountExclCents).toBeGreaterThanOrEqual(0);
          expect(after.amountExclCents).toBeLessThanOrEqual(before.amountExclCents);
          expect(after.kind).toBe(before.kind);
          expect(after.taxPercentage).toBe(before.taxPercentage);
          if (!REDUCED[typeId].includes(before.kind)) {
            expect(after).toEqual(before);
          } else if (base > 0) {
            const cut = before.amountExclCents - after.amountExclCents;
            expect(cut).toBeLessThanOrEqual(Math.ceil((taken * before.amountExclCents) / base));
            expect(cut).toBeGreaterThanOrEqual(Math.floor((taken * before.amountExclCents) / base));
          }
        }
      }),
    );
  });
});

describe('creditLeftCents', () => {
  it('subtracts what was used', () => {
    expect(creditLeftCents({ creditCents: 5000 }, 0)).toBe(5000);
    expect(creditLeftCents({ creditCents: 5000 }, 1000)).toBe(4000);
    expect(creditLeftCents({ creditCents: 5000 }, 5000)).toBe(0);
  });

  it('is 0 when overdrawn or when the voucher has no credit', () => {
    expect(creditLeftCents({ creditCents: 5000 }, 6000)).toBe(0);
    expect(creditLeftCents({ creditCents: null }, 0)).toBe(0);
    expect(creditLeftCents({ creditCents: null }, 100)).toBe(0);
  });

  it('is never negative (property)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -1_000_000, max: 1_000_000 })),
        fc.integer({ min: 0, max: 2_000_000 }),
        (creditCents, used) => {
          const left = creditLeftCents({ creditCents }, used);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBe(Math.max(0, (creditCents ?? 0) - used));
        },
      ),
    );
  });
});

describe('creditPaymentCents', () => {
  const credit = (creditCents: number | null) =>
    terms({ typeId: VoucherType.Credit, creditCents, discountPercentage: null });

  it('pays the unused credit when it is less than the total', () => {
    expect(creditPaymentCents(credit(5000), 13310, 0)).toBe(5000);
  });

  it('pays what is left of a partially used credit', () => {
    expect(creditPaymentCents(credit(5000), 13310, 1000)).toBe(4000);
    expect(creditPaymentCents(credit(50000), 13310, 40000)).toBe(10000);
  });

  it('pays at most the total when the credit is larger', () => {
    expect(creditPaymentCents(credit(50000), 13310, 0)).toBe(13310);
    expect(creditPaymentCents(credit(13310), 13310, 0)).toBe(13310);
    expect(creditPaymentCents(credit(50000), 13310, 30000)).toBe(13310);
    expect(creditPaymentCents(credit(5000), 0, 0)).toBe(0);
  });

  it('pays nothing when the credit is used up, overdrawn or never set', () => {
    expect(creditPaymentCents(credit(5000), 13310, 5000)).toBe(0);
    expect(creditPaymentCents(credit(5000), 13310, 9000)).toBe(0);
    expect(creditPaymentCents(credit(0), 13310, 0)).toBe(0);
    expect(creditPaymentCents(credit(null), 13310, 0)).toBe(0);
  });

  it('pays nothing for the other voucher types, even with a credit set', () => {
    expect(creditPaymentCents(terms({ typeId: VoucherType.Voucher, creditCents: 5000 }), 13310, 0)).toBe(0);
    for (const typeId of Object.values(VoucherType).filter((t) => t !== VoucherType.Credit)) {
      expect(creditPaymentCents(terms({ typeId, creditCents: 5000 }), 13310, 0)).toBe(0);
    }
  });

  it('is min(total, credit left) for credit, 0 otherwise, never negative (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(VoucherType)),
        fc.option(fc.integer({ min: -1_000_000, max: 1_000_000 })),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (typeId, creditCents, total, used) => {
          const paid = creditPaymentCents(terms({ typeId, creditCents }), total, used);
          expect(paid).toBeGreaterThanOrEqual(0);
          expect(paid).toBeLessThanOrEqual(total);
          expect(paid).toBe(
            typeId === VoucherType.Credit ? Math.min(total, Math.max(0, (creditCents ?? 0) - used)) : 0,
          );
        },
      ),
    );
  });
});

describe('discountLines ties', () => {
  it('breaks equal remainders by line order, exactly', () => {
    const line = (amount: number): BookingLine => ({
      kind: 'space',
      amountExclCents: amount,
      taxPercentage: 21,
    });
    expect(discountLines([line(4), line(1), line(1)], 2, 2).map((l) => l.amountExclCents)).toEqual([2, 1, 1]);
    expect(
      discountLines([line(2200), line(10000), line(100)], 2, 4100).map((l) => l.amountExclCents),
    ).toEqual([1466, 6667, 67]);
  });
});

describe('checkCreditRedemption', () => {
  const credit = (overrides: Partial<VoucherTerms> = {}) =>
    terms({ typeId: VoucherType.Credit, discountPercentage: null, creditCents: 5000, ...overrides });
  const redemption = (overrides: Partial<CreditRedemption> = {}): CreditRedemption => ({
    channelId: 1,
    today: '2026-11-26',
    companyId: 5,
    profileId: 7,
    usage: { amountCents: 0, byThisProfile: 0 },
    ...overrides,
  });

  it('redeems a credit voucher with credit left and no restriction', () => {
    expect(checkCreditRedemption(credit(), redemption())).toBe(VoucherResult.Applied);
    expect(
      checkCreditRedemption(credit(), redemption({ usage: { amountCents: 4999, byThisProfile: 1 } })),
    ).toBe(VoucherResult.Applied);
  });

  it('gives each failure its code', () => {
    expect(checkCreditRedemption(credit({ channelId: 2 }), redemption())).toBe(VoucherResult.WrongChannel);
    expect(checkCreditRedemption(credit({ validUntil: '2026-11-25' }), redemption())).toBe(
      VoucherResult.WrongDate,
    );
    expect(checkCreditRedemption(credit({ validFrom: '2026-11-27' }), redemption())).toBe(
      VoucherResult.WrongDate,
    );
    expect(checkCreditRedemption(credit({ companyId: 6 }), redemption())).toBe(VoucherResult.WrongCompany);
    expect(checkCreditRedemption(credit({ companyId: 6 }), redemption({ companyId: null }))).toBe(
      VoucherResult.WrongCompany,
    );
    expect(checkCreditRedemption(credit({ profileId: 8 }), redemption())).toBe(VoucherResult.WrongUser);
    expect(
      checkCreditRedemption(
        credit({ oncePerUser: true }),
        redemption({ usage: { amountCents: 10, byThisProfile: 1 } }),
      ),
    ).toBe(VoucherResult.OncePerUser);
    expect(checkCreditRedemption(credit({ creditCents: 0 }), redemption())).toBe(VoucherResult.NoCreditLeft);
    expect(checkCreditRedemption(credit({ creditCents: null }), redemption())).toBe(
      VoucherResult.NoCreditLeft,
    );
    expect(
      checkCreditRedemption(credit(), redemption({ usage: { amountCents: 5000, byThisProfile: 0 } })),
    ).toBe(VoucherResult.NoCreditLeft);
  });

  it('is valid on the first and the last day of its window', () => {
    const window = credit({ validFrom: '2026-11-26', validUntil: '2026-11-26' });
    expect(checkCreditRedemption(window, redemption())).toBe(VoucherResult.Applied);
  });

  it('checks in the cart order: channel before date before company before user before once before credit', () => {
    const all = credit({
      channelId: 2,
      validUntil: '2026-01-01',
      companyId: 6,
      profileId: 8,
      oncePerUser: true,
      creditCents: 0,
    });
    const used = redemption({ usage: { amountCents: 0, byThisProfile: 1 } });
    expect(checkCreditRedemption(all, used)).toBe(-13);
    expect(checkCreditRedemption({ ...all, channelId: null }, used)).toBe(-4);
    expect(checkCreditRedemption({ ...all, channelId: null, validUntil: null }, used)).toBe(-9);
    expect(checkCreditRedemption({ ...all, channelId: null, validUntil: null, companyId: null }, used)).toBe(
      -14,
    );
    expect(
      checkCreditRedemption(
        { ...all, channelId: null, validUntil: null, companyId: null, profileId: null },
        used,
      ),
    ).toBe(-11);
    expect(
      checkCreditRedemption(
        { ...all, channelId: null, validUntil: null, companyId: null, profileId: null, oncePerUser: false },
        used,
      ),
    ).toBe(-12);
  });
});
