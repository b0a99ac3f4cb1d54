import { describe, expect, it } from 'vitest';
import { locationListQuery } from '../location/location.schemas.ts';
import { loginBody, profileStateQuery, profileUpdateBody, registerBody } from '../profile/auth.schemas.ts';
import { billingInput } from '../profile/billing.schemas.ts';
import { cancelBody, profileReservationQuery } from '../reservation/reservation.schemas.ts';
import { reservationEditBody } from '../reservation/reservation-edit.schemas.ts';
import {
  reservationOptionsBody,
  reservationSpacesBody,
  reservationVoucherRevertBody,
} from '../reservation/reservation-lines.schemas.ts';
import { spaceListQuery } from '../space/space.schemas.ts';

// Clients written in C# and Java send 0 for an id they do not use (issue 13): every optional id of a
// request reads 0 as "none"; a required id (OptionId, Id) still refuses it.
describe('optional ids: 0 means none', () => {
  it('in account bodies and queries', () => {
    const register = registerBody.parse({
      FirstName: 'A',
      LastName: 'B',
      Email: 'a@example.org',
      LanguageId: 0,
      TermsId: 0,
      HasAgreedToTerms: true,
      ChannelId: 0,
    });
    expect(register).toMatchObject({ ChannelId: 1 });
    expect(register.LanguageId).toBeUndefined();
    expect(register.TermsId).toBeUndefined();
    expect(loginBody.parse({ email: 'a@example.org', password: 'x', channelId: 0 }).channelId).toBe(1);
    expect(profileStateQuery.parse({ channelId: '0' }).channelId).toBeUndefined();
    expect(profileUpdateBody.parse({ LanguageId: 0 }).LanguageId).toBeUndefined();
    const billing = billingInput.parse({
      CompanyId: 0,
      Company: 'Acme',
      Address: 'a',
      PostalCode: 'b',
      City: 'c',
      Country: 'NL',
    });
    expect(billing.CompanyId).toBeNull();
  });

  it('in reservation bodies and queries', () => {
    expect(reservationEditBody.parse({ LanguageId: 0 }).LanguageId).toBeUndefined();
    const options = reservationOptionsBody.parse({
      Options: [{ OptionId: 3, Amount: 2, ReservationSpaceId: 0 }],
    });
    expect(options.Options[0]?.ReservationSpaceId).toBeNull();
    expect(reservationOptionsBody.safeParse({ Options: [{ OptionId: 0, Amount: 2 }] }).success).toBe(false);
    const spaces = reservationSpacesBody.parse({ Spaces: [{ Id: 5, SettingId: 0 }] });
    expect(spaces.Spaces[0]?.SettingId).toBeUndefined();
    expect(reservationSpacesBody.safeParse({ Spaces: [{ Id: 0 }] }).success).toBe(false);
    expect(reservationVoucherRevertBody.parse({ VoucherId: 0 })?.VoucherId).toBeUndefined();
    expect(cancelBody.parse({ ReasonType: 1, CancelRuleId: 0 }).CancelRuleId).toBeNull();
    const list = profileReservationQuery.parse({ locationId: '0', meetingtypeId: '0', channelId: '0' });
    expect(list).toMatchObject({ locationId: undefined, meetingtypeId: undefined, channelId: undefined });
  });

  it('in location and space lists', () => {
    expect(locationListQuery.parse({ meetingtypeId: '0' }).meetingtypeId).toBeUndefined();
    expect(spaceListQuery.parse({ locationId: '5', meetingtypeId: '0' }).meetingtypeId).toBeUndefined();
  });
});
