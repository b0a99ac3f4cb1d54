import { describe, expect, it } from 'vitest';
import {
  CHANNEL_ID,
  CLAIMED_LOCATION_COUNT,
  COUNTRY_CODE_LENGTH,
  COUNTRY_ID_NETHERLANDS,
  CURRENCY,
  DEFAULT_WIDGET_ID,
  WidgetAuthType,
} from './channel.ts';

describe('channel', () => {
  it('has the spec channel, country and widget ids', () => {
    expect(CHANNEL_ID).toBe(1);
    expect(COUNTRY_ID_NETHERLANDS).toBe(152);
    expect(DEFAULT_WIDGET_ID).toBe(-100);
  });

  it('formats money as euro in nl-NL with 2 decimals', () => {
    expect(CURRENCY).toEqual({ id: 1, iso: 'EUR', symbol: '€', locale: 'nl-NL', decimals: 2 });
  });

  it('has the remaining channel constants', () => {
    expect(COUNTRY_CODE_LENGTH).toBe(2);
    expect(CLAIMED_LOCATION_COUNT).toBe(200);
  });

  it('numbers widget auth types 0 (both), 1 (login only), 2 (no login only)', () => {
    expect(WidgetAuthType).toEqual({ LoginOrGuest: 0, LoginOnly: 1, GuestOnly: 2 });
  });
});
