import { isIP } from 'node:net';
import { type ApproximatePosition, COUNTRY_ID_NETHERLANDS } from '@meetspace/domain';
import { AppError } from '../kernel/errors.ts';

/** The geographic centre of the Netherlands (near Lunteren), good for "near me" within about 150 km. */
const NETHERLANDS_CENTRE = { Latitude: 52.1326, Longitude: 5.2913 } as const;

/**
 * `GET /v1/global/position`: where the visitor roughly is, for "near me" without the browser's
 * permission. No IP-to-country table is shipped (a usable one is tens of MB and goes stale
 * monthly), and every location is in the Netherlands, so every address, public or private, gets the
 * centre of the Netherlands with a 150 km accuracy and `Source: "Default"`. An `ip` that is not an
 * IPv4 or IPv6 address is a 400.
 */
export function approximatePosition(ip: string | undefined): ApproximatePosition {
  if (ip !== undefined && isIP(ip) === 0) {
    throw AppError.badRequest('Not an IP address', [
      { Field: 'ip', Code: 'invalid_value', Message: 'An IPv4 or IPv6 address' },
    ]);
  }
  return {
    ...NETHERLANDS_CENTRE,
    CountryId: COUNTRY_ID_NETHERLANDS,
    CountryCode: 'NL',
    AccuracyKm: 150,
    Source: 'Default',
  };
}
