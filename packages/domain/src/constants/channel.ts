import type { ValueOf } from './enum.ts';

/** The site runs as one channel. */
export const CHANNEL_ID = 1;

/** CountryId of the Netherlands. */
export const COUNTRY_ID_NETHERLANDS = 152;

/** Widget id sent with an availability search that does not come from a widget. */
export const DEFAULT_WIDGET_ID = -100;

/** Currency of prices: euro, shown the Dutch way with 2 decimals. */
export const CURRENCY = { id: 1, iso: 'EUR', symbol: '€', locale: 'nl-NL', decimals: 2 } as const;

/** Country codes are 2 letters; other input is resolved by name. */
export const COUNTRY_CODE_LENGTH = 2;

/** The number of locations the site claims to offer. */
export const CLAIMED_LOCATION_COUNT = 200;

/** Which sign-in choices a booking widget offers (widget AuthType). */
export const WidgetAuthType = { LoginOrGuest: 0, LoginOnly: 1, GuestOnly: 2 } as const;
export type WidgetAuthType = ValueOf<typeof WidgetAuthType>;
