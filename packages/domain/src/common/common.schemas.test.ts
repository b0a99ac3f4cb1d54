import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartUpdateBody, selectBody, voucherRevertBody } from '../cart/cart.schemas.ts';
import { bodyId, idParam, MAX_ID, optionalId, optionalIdParam, zeroMeansNone } from './common.schemas.ts';

describe('optional ids: 0 means "none"', () => {
  const body = z.object({ LocationId: optionalId(), WidgetId: optionalId(z.number().int()) });

  it('reads 0 and null in a body as null, and leaves an absent id absent', () => {
    expect(body.parse({ LocationId: 0, WidgetId: 0 })).toEqual({ LocationId: null, WidgetId: null });
    expect(body.parse({ LocationId: null })).toEqual({ LocationId: null });
    expect(body.parse({})).toEqual({});
    expect(body.parse({ LocationId: 322, WidgetId: -100 })).toEqual({ LocationId: 322, WidgetId: -100 });
  });

  it('still refuses what is not an id', () => {
    for (const LocationId of [-1, 1.5, MAX_ID + 1, '7', true])
      expect(body.safeParse({ LocationId }).success, String(LocationId)).toBe(false);
  });

  it('reads ?id=0 in a query as a parameter left out', () => {
    const query = z.object({ countryId: optionalIdParam });
    expect(query.parse({ countryId: '0' })).toEqual({});
    expect(query.parse({ countryId: '152' })).toEqual({ countryId: 152 });
    expect(query.safeParse({ countryId: '-1' }).success).toBe(false);
  });

  it('gives an id with a default its default for 0', () => {
    const channel = z.object({ ChannelId: zeroMeansNone(z.number().int().min(1).default(1), 'absent') });
    expect(channel.parse({ ChannelId: 0 })).toEqual({ ChannelId: 1 });
    expect(channel.parse({ ChannelId: 3 })).toEqual({ ChannelId: 3 });
  });

  it('keeps required ids at 1 or more', () => {
    expect(bodyId.safeParse(0).success).toBe(false);
    expect(idParam.safeParse('0').success).toBe(false);
    expect(voucherRevertBody.safeParse({ VoucherId: 0 }).success).toBe(false);
    expect(selectBody.safeParse({ SearchId: 0, LocationId: 1, Hash: 'h' }).success).toBe(false);
    expect(selectBody.safeParse({ SearchId: 1, LocationId: 0, Hash: 'h' }).success).toBe(false);
  });

  it('applies to the cart bodies a C# or Java client sends (the search body: see the API test)', () => {
    expect(
      selectBody.parse({ SearchId: 1, LocationId: 2, Hash: 'h', SpaceId: 0, CurrencyId: 0 }),
    ).toMatchObject({ SpaceId: null, CurrencyId: null });
    expect(
      cartUpdateBody.parse({ CompanyId: 0, PackageId: 0, LanguageId: 0, InvoiceAddress: { BillingId: 0 } }),
    ).toEqual({ CompanyId: null, PackageId: null, InvoiceAddress: { BillingId: null } });
  });
});
