import { describe, expect, it } from 'vitest';
import {
  isWholeCents,
  optionInputErrors,
  packageInputErrors,
  spaceInputErrors,
  voucherInputErrors,
} from './offerings.rules.ts';
import { optionInput, packageInput, spaceInput, voucherInput } from './offerings.schemas.ts';

const room = spaceInput.parse({
  MeetingtypeId: 1,
  NameNl: 'Zaal',
  Capacity: 10,
  PricingTypeId: 1,
  Price: 20,
  TaxPercentage: 21,
  Settings: [{ SettingId: 10, MinSeats: 1, MaxSeats: 10 }],
});

describe('space rules', () => {
  it('accept a room the location offers, with settings within its capacity', () => {
    expect(spaceInputErrors(room, [1, 2])).toEqual([]);
  });
  it('allow max seats equal to the capacity and min equal to max', () => {
    expect(
      spaceInputErrors({ ...room, Settings: [{ SettingId: 9, MinSeats: 10, MaxSeats: 10 }] }, [1]),
    ).toEqual([]);
  });
  it('refuse a meeting type the location does not offer', () => {
    expect(spaceInputErrors(room, [2])).toEqual([
      { Field: 'MeetingtypeId', Code: 'meeting_type_not_offered' },
    ]);
  });
  it('refuse setting 18 (unused), above capacity, min above max and twice the same setting', () => {
    const errors = spaceInputErrors(
      {
        ...room,
        Settings: [
          { SettingId: 18, MinSeats: 1, MaxSeats: 2 },
          { SettingId: 10, MinSeats: 5, MaxSeats: 11 },
          { SettingId: 10, MinSeats: 4, MaxSeats: 3 },
        ],
      },
      [1],
    );
    expect(errors).toEqual([
      { Field: 'Settings[0].SettingId', Code: 'unknown_setting' },
      { Field: 'Settings[1].MaxSeats', Code: 'above_capacity' },
      { Field: 'Settings[2].SettingId', Code: 'duplicate' },
      { Field: 'Settings[2].MinSeats', Code: 'min_above_max' },
    ]);
  });
  it.each([0, 9, 21])('accept the Dutch VAT rate %d', (rate) => {
    expect(spaceInputErrors({ ...room, TaxPercentage: rate }, [1])).toEqual([]);
  });
  it.each([6, 19, 20, -1])('refuse VAT rate %d', (rate) => {
    expect(spaceInputErrors({ ...room, TaxPercentage: rate }, [1])).toEqual([
      { Field: 'TaxPercentage', Code: 'vat_rate_not_allowed' },
    ]);
  });
  it('give social capital only to a free workspace', () => {
    const workspace = { ...room, MeetingtypeId: 2, IsSocialCapital: true };
    expect(spaceInputErrors({ ...workspace, Price: 0 }, [1, 2])).toEqual([]);
    expect(spaceInputErrors(workspace, [1, 2])).toEqual([{ Field: 'Price', Code: 'social_capital_is_free' }]);
    expect(spaceInputErrors({ ...room, IsSocialCapital: true, Price: 0 }, [1])).toEqual([
      { Field: 'IsSocialCapital', Code: 'social_capital_workspace_only' },
    ]);
  });
});

describe('whole cents', () => {
  it.each([
    [0.1 + 0.2, true],
    [19.99, true],
    [12.345, false],
    [1e-3, false],
  ])('%d is whole cents: %s', (euros, whole) => {
    expect(isWholeCents(euros)).toBe(whole);
  });
});

describe('option, package and voucher rules', () => {
  it('refuse an unknown option category', () => {
    const option = optionInput.parse({ CategoryId: 5, NameNl: 'X', Price: 1, TaxPercentage: 9 });
    expect(optionInputErrors(option)).toEqual([{ Field: 'CategoryId', Code: 'unknown_option_category' }]);
    expect(optionInputErrors({ ...option, CategoryId: 4 })).toEqual([]);
  });
  it("refuse a package with another location's option", () => {
    const pkg = packageInput.parse({
      MeetingtypeId: 1,
      NameNl: 'Dag',
      PricePerPerson: 40,
      TaxPercentage: 9,
      Options: [
        { OptionId: 3, AmountPerPerson: 1 },
        { OptionId: 4, AmountPerPerson: 1 },
      ],
    });
    expect(packageInputErrors(pkg, [1], new Set([3]))).toEqual([
      { Field: 'Options[1].OptionId', Code: 'not_of_location' },
    ]);
  });
  it.each([
    [{ TypeId: 1 }, 'PackageId'],
    [{ TypeId: 2 }, 'DiscountPercentage'],
    [{ TypeId: 3 }, 'Credit'],
    [{ TypeId: 4 }, 'RatePerSeat'],
    [{ TypeId: 5 }, 'DiscountPercentage'],
  ])('ask each voucher type for its value: %j needs %s', (type, field) => {
    const voucher = voucherInput.parse({ Code: 'ABC', Name: 'Test', ...type });
    expect(voucherInputErrors(voucher, [1], new Set())).toEqual([
      { Field: field, Code: 'voucher_value_required' },
    ]);
  });
  it('refuse an unknown voucher type and a package of another location', () => {
    const voucher = voucherInput.parse({ Code: 'ABC', Name: 'Test', TypeId: 1, PackageId: 7 });
    expect(voucherInputErrors(voucher, [1], new Set([8]))).toEqual([
      { Field: 'PackageId', Code: 'not_of_location' },
    ]);
    expect(voucherInputErrors({ ...voucher, TypeId: 6 }, [1], new Set([7]))).toEqual([
      { Field: 'TypeId', Code: 'unknown_voucher_type' },
    ]);
  });
});
