import type { TestApp } from '../../test/app.ts';
import { profileIdOf } from '../../test/booking.ts';

/** The first live location host@example.com manages that offers meeting rooms. */
export async function hostMeetingRoomLocation(t: TestApp): Promise<number> {
  const hostId = await profileIdOf(t, 'host@example.com');
  const row = await t.database.db
    .selectFrom('location_managers as m')
    .innerJoin('locations as l', 'l.id', 'm.location_id')
    .innerJoin('location_meeting_types as mt', 'mt.location_id', 'l.id')
    .select('l.id')
    .where('m.profile_id', '=', hostId)
    .where('m.is_active', '=', 1)
    .where('l.status', '=', 'live')
    .where('mt.meeting_type_id', '=', 1)
    .orderBy('l.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A meeting room as a host enters it: 25 euros per person, two settings, 12 seats. */
export const NEW_ROOM = {
  MeetingtypeId: 1,
  NameNl: 'De Nieuwe Zaal',
  NameEn: 'The New Room',
  DescriptionNl: 'Licht en rustig',
  DescriptionEn: 'Light and quiet',
  Capacity: 12,
  PricingTypeId: 1,
  Price: 25.5,
  TaxPercentage: 21,
  MinDurationMinutes: 60,
  IsActive: true,
  Rank: 0,
  IsSocialCapital: false,
  Settings: [
    { SettingId: 10, MinSeats: 2, MaxSeats: 12 },
    { SettingId: 9, MinSeats: 4, MaxSeats: 10 },
  ],
};
