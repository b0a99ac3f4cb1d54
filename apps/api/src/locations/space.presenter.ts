import { catalogueText, type Locale, type SpaceListItem, spaceSettingName } from '@meetspace/domain';
import type { SpaceRow, SpaceSettingRow } from './space.queries.ts';

/** Integer cents as euros (2 decimals at most). */
const euros = (cents: number) => Math.round(cents) / 100;

/** A space row with its settings as the contract's space; texts and setting names in the locale. */
export function presentSpace(row: SpaceRow, settings: SpaceSettingRow[], locale: Locale): SpaceListItem {
  return {
    Id: row.id,
    SpaceId: row.id,
    LocationId: row.location_id,
    MeetingtypeId: row.meeting_type_id,
    Name: catalogueText(locale, row.name_nl, row.name_en),
    Description: catalogueText(locale, row.description_nl, row.description_en),
    PricingTypeId: row.pricing_type_id,
    Price: euros(row.price_cents),
    TaxPercentage: row.tax_percentage,
    MinDuration: row.min_duration_minutes,
    Capacity: row.capacity,
    IsSocialCapital: row.is_social_capital === 1,
    ImageUrl: row.image_url,
    Settings: settings.map((s) => ({
      SettingId: s.setting_id,
      Name: spaceSettingName(s.setting_id, locale) ?? '',
      MinSeats: s.min_seats,
      MaxSeats: s.max_seats,
    })),
  };
}
