import {
  type BoardedLocation,
  catalogueText,
  centsToEuros,
  type Locale,
  type Subscription,
} from '@meetspace/domain';
import type { boardingQueries } from './boarding.queries.ts';

type SubscriptionRow = Awaited<ReturnType<typeof boardingQueries.subscriptions>>[number];

/** A licence as the contract has it: euros excl. VAT, the description in the page's language. */
export function presentSubscription(
  row: SubscriptionRow,
  meetingTypeIds: readonly number[],
  locale: Locale,
): Subscription {
  return {
    Id: row.id,
    Name: row.name,
    Description: catalogueText(locale, row.description_nl, row.description_en),
    PricePerSeat: centsToEuros(row.price_per_seat_cents),
    MonthlyFee: centsToEuros(row.monthly_fee_cents),
    Meetingtypes: meetingTypeIds.map((MeetingtypeId) => ({ MeetingtypeId })),
  };
}

/** The answer of boarding: the new, pending location. */
export function presentBoardedLocation(location: {
  id: number;
  name: string;
  slug: string;
  channelId: number;
  packageId: number;
  meetingTypeIds: readonly number[];
  address: string;
  postalCode: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  positionSource: BoardedLocation['PositionSource'];
  createdAt: string;
}): BoardedLocation {
  return {
    Id: location.id,
    Status: 'pending',
    Name: location.name,
    UrlName: location.slug,
    ChannelId: location.channelId,
    PackageId: location.packageId,
    Meetingtypes: location.meetingTypeIds.map((MeetingtypeId) => ({ MeetingtypeId })),
    Address: location.address,
    PostalCode: location.postalCode,
    City: location.city,
    Country: location.country,
    Latitude: location.latitude,
    Longitude: location.longitude,
    PositionSource: location.positionSource,
    CreatedAt: location.createdAt,
  };
}
