import { describe, expect, it } from 'vitest';
import { boardingRequestProblems, isDutchPostalCode, normalizePostalCode } from './boarding.rules.ts';
import { createLocationBody } from './boarding.schemas.ts';
import { dutchCityNamed, dutchCityOfPostalCode, geocodeDutchAddress } from './dutch-cities.ts';

describe('Dutch postal codes', () => {
  it.each(['1234 AB', '1234AB', '3511 bd', ' 9711ab '])('accepts %s', (code) => {
    expect(isDutchPostalCode(code)).toBe(true);
  });
  it.each(['0123 AB', '123 AB', '12345', '1234 A', '1234 SS', 'AB 1234', ''])('refuses %s', (code) => {
    expect(isDutchPostalCode(code)).toBe(false);
  });
  it('is stored as four digits, a space and two capitals in the Netherlands only', () => {
    expect(normalizePostalCode('3511bd', 'NL')).toBe('3511 BD');
    expect(normalizePostalCode(' 10115 ', 'DE')).toBe('10115');
    expect(normalizePostalCode('wrong', 'nl')).toBe('wrong');
  });
});

describe('boardingRequestProblems', () => {
  const request = (postalCode: string, country: string, agreed: boolean) => ({
    Location: { PostalCode: postalCode, Country: country },
    AgreedToLicense: agreed,
  });
  it('finds nothing wrong with a Dutch code and agreement', () => {
    expect(boardingRequestProblems(request('3511 BD', 'NL', true))).toEqual([]);
  });
  it('refuses a malformed Dutch code, only in the Netherlands', () => {
    expect(boardingRequestProblems(request('35 BD', 'NL', true))).toEqual([
      { Field: 'Location.PostalCode', Code: 'postal_code_format' },
    ]);
    expect(boardingRequestProblems(request('B-1000', 'BE', true))).toEqual([]);
  });
  it('requires agreement to the licence terms', () => {
    expect(boardingRequestProblems(request('3511 BD', 'NL', false))).toEqual([
      { Field: 'AgreedToLicense', Code: 'license_not_agreed' },
    ]);
  });
});

describe('the offline geocoder', () => {
  it('finds the city of a postal code by its 4-digit prefix', () => {
    expect(dutchCityOfPostalCode('3511 BD')?.name).toBe('Utrecht');
    expect(dutchCityOfPostalCode('1109AA')?.name).toBe('Amsterdam');
    expect(dutchCityOfPostalCode('1110 AA')).toBeUndefined();
    expect(dutchCityOfPostalCode('abc')).toBeUndefined();
  });
  it('finds a city by its name, accents, case and aliases aside', () => {
    expect(dutchCityNamed('den haag')?.name).toBe('Den Haag');
    expect(dutchCityNamed('The Hague')?.name).toBe('Den Haag');
    expect(dutchCityNamed("'S-HERTOGENBOSCH")?.name).toBe("'s-Hertogenbosch");
    expect(dutchCityNamed('Den Bosch')?.name).toBe("'s-Hertogenbosch");
    expect(dutchCityNamed('Atlantis')).toBeUndefined();
  });
  it('prefers the postal code, falls back on the city, and knows only the Netherlands', () => {
    expect(geocodeDutchAddress({ country: 'NL', postalCode: '3511 BD', city: 'Groningen' })).toEqual({
      latitude: 52.0907,
      longitude: 5.1214,
      source: 'postal-code',
    });
    expect(geocodeDutchAddress({ country: 'nl', postalCode: '9999 ZZ', city: 'Groningen' })?.source).toBe(
      'city',
    );
    expect(geocodeDutchAddress({ country: 'NL', postalCode: '4401 AA', city: 'Yerseke' })).toBeUndefined();
    expect(geocodeDutchAddress({ country: 'BE', postalCode: '3511', city: 'Utrecht' })).toBeUndefined();
  });
});

describe('createLocationBody', () => {
  const valid = {
    ChannelId: 1,
    Location: {
      Name: 'De Werkplaats',
      Address: 'Oudegracht 1',
      PostalCode: '3511 AA',
      City: 'Utrecht',
      Country: 'NL',
      Email: 'info@example.nl',
      PhoneNumber: '030 123 4567',
    },
    PackageId: 2,
    Meetingtypes: [1, 2],
    AgreedToLicense: true,
  };
  it('accepts a request without a position', () => {
    expect(createLocationBody.safeParse(valid).success).toBe(true);
  });
  it('requires the fields and a valid e-mail address', () => {
    const result = createLocationBody.safeParse({
      ...valid,
      Location: { ...valid.Location, Name: ' ', Email: 'not-an-address' },
      Meetingtypes: [],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['Location.Name', 'Location.Email', 'Meetingtypes']));
  });
});
