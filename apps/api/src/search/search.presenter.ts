import type { Search } from '@meetspace/domain';
import type { SearchRow } from './search.queries.ts';

/** A saved search as the spec's Search entity. */
export function presentSearch(row: SearchRow): Search {
  return {
    Id: row.id,
    Key: row.key,
    ChannelId: row.channel_id,
    CountryId: row.country_id,
    LocationId: row.location_id,
    LanguageId: row.language_id,
    MeetingtypeId: row.meeting_type_id,
    StartDate: row.start_date,
    StartMinutes: row.start_minutes,
    EndDate: row.end_date,
    EndMinutes: row.end_minutes,
    Seats: row.seats,
    SettingId: row.setting_id,
    SpaceId: row.space_id,
    SearchTerm: row.search_term,
    Latitude: row.latitude,
    Longitude: row.longitude,
    VoucherCode: row.voucher_code,
    WidgetId: row.widget_id,
    MachineKey: row.machine_key,
    LastStep: row.last_step,
    MadeReservation: row.made_reservation === 1,
  };
}
