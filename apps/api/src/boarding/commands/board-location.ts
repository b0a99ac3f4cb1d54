import {
  type BoardedLocation,
  BoardingErrorCode,
  boardingRequestProblems,
  type CreateLocationBody,
  ErrorCode,
  geocodeDutchAddress,
  MAX_PENDING_LOCATIONS,
  normalizePostalCode,
  normalizeSearchText,
  slugify,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../kernel/access/access.ts';
import { recordCatalogueChange } from '../../kernel/catalogue-changes/catalogue-changes.ts';
import { AppError, type FieldError } from '../../kernel/errors.ts';
import { bumpCatalogueVersion } from '../../search/index.ts';
import { boardingEvents } from '../boarding.events.ts';
import { presentBoardedLocation } from '../boarding.presenter.ts';
import { boardingQueries } from '../boarding.queries.ts';

/** A coordinate the host placed: 0, null or none means "not placed". */
const placed = (value: number | null | undefined): value is number =>
  typeof value === 'number' && value !== 0;

/**
 * Boards a new location (`POST /v1/location`): checks the request against the channel's licences,
 * finds its position when the host did not place the pin, and in one transaction creates it
 * pending (invisible to search and lists until approved) with its meeting types, makes the member
 * its active manager and a host, records the change and emits `location.submitted` (the mails to
 * the administrators and the host are its subscribers').
 */
export async function boardLocation(
  db: Kysely<DB>,
  actor: Actor,
  body: CreateLocationBody,
  now: Date,
): Promise<BoardedLocation> {
  const problems: FieldError[] = [...boardingRequestProblems(body)];
  const location = body.Location;
  const countryCode = location.Country.trim().toUpperCase();

  const channel = await boardingQueries.channelExists(db, body.ChannelId);
  if (!channel) problems.push({ Field: 'ChannelId', Code: ErrorCode.NotFound });
  const country = await boardingQueries.activeCountry(db, countryCode);
  if (!country) problems.push({ Field: 'Location.Country', Code: BoardingErrorCode.CountryUnknown });

  const subscriptions = channel ? await boardingQueries.subscriptions(db, body.ChannelId) : [];
  const subscription = subscriptions.find((s) => s.id === body.PackageId);
  if (!subscription) problems.push({ Field: 'PackageId', Code: BoardingErrorCode.SubscriptionUnknown });
  const meetingTypeIds = [...new Set(body.Meetingtypes)].sort((a, b) => a - b);
  if (subscription) {
    const covered = new Set(
      (await boardingQueries.subscriptionMeetingTypes(db, [subscription.id])).map((t) => t.meeting_type_id),
    );
    if (meetingTypeIds.some((id) => !covered.has(id)))
      problems.push({ Field: 'Meetingtypes', Code: BoardingErrorCode.MeetingTypeNotInSubscription });
  }

  const pin =
    placed(location.Latitude) && placed(location.Longitude)
      ? { latitude: location.Latitude, longitude: location.Longitude, source: 'pin' as const }
      : undefined;
  const position =
    pin ??
    geocodeDutchAddress({ country: countryCode, postalCode: location.PostalCode, city: location.City });
  // Only worth saying when the address itself is right: a wrong postal code is said first.
  if (!position && !problems.some((p) => p.Field.startsWith('Location.')))
    problems.push({ Field: 'Location.Latitude', Code: BoardingErrorCode.PositionUnknown });

  if (problems.length > 0 || !country || !subscription || !position)
    throw AppError.badRequest('The location cannot be boarded as given', problems);

  const name = location.Name.trim();
  const city = location.City.trim();
  const postalCode = normalizePostalCode(location.PostalCode, countryCode);
  const createdAt = now.toISOString();

  const created = await db.transaction().execute(async (trx) => {
    // First: the catalogue version's row serializes catalogue writes, so the slug chosen below is free.
    await bumpCatalogueVersion(trx);
    if (
      actor.role !== 'admin' &&
      (await boardingQueries.pendingManagedBy(trx, actor.profileId)) >= MAX_PENDING_LOCATIONS
    )
      throw new AppError(409, `At most ${MAX_PENDING_LOCATIONS} locations can wait for approval at once`, [
        { Field: 'Location', Code: BoardingErrorCode.TooManyPending },
      ]);
    const base = slugify(
      normalizeSearchText(name).includes(normalizeSearchText(city)) ? name : `${name} ${city}`,
    );
    const taken = await boardingQueries.slugsLike(trx, base);
    let slug = base || 'location';
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    const row = {
      channel_id: body.ChannelId,
      country_id: country.id,
      slug,
      name,
      search_text: normalizeSearchText(`${name} ${city}`),
      address: location.Address.trim(),
      postal_code: postalCode,
      city,
      latitude: position.latitude,
      longitude: position.longitude,
      email: location.Email.trim().toLowerCase(),
      phone: location.PhoneNumber.trim(),
      subscription_id: subscription.id,
      created_at: createdAt,
    };
    const id = await boardingQueries.insertLocation(trx, row, meetingTypeIds, actor.profileId);
    await boardingQueries.makeHost(trx, actor.profileId, createdAt);
    await recordCatalogueChange(
      trx,
      {
        locationId: id,
        profileId: actor.profileId,
        subjectType: 'location',
        subjectId: id,
        action: 'create',
        changes: [
          ...(['name', 'address', 'postal_code', 'city', 'email', 'phone', 'subscription_id'] as const).map(
            (field) => ({ Field: field, From: null, To: row[field] }),
          ),
          { Field: 'meeting_types', From: null, To: meetingTypeIds },
          { Field: 'status', From: null, To: 'pending' },
        ],
      },
      now,
    );
    await boardingEvents.submitted.emit(
      trx,
      {
        subjectId: id,
        actorId: actor.profileId,
        payload: { LocationId: id, Name: name, City: city, PackageId: subscription.id },
      },
      now,
    );
    return { id, slug };
  });

  return presentBoardedLocation({
    id: created.id,
    name,
    slug: created.slug,
    channelId: body.ChannelId,
    packageId: subscription.id,
    meetingTypeIds,
    address: location.Address.trim(),
    postalCode,
    city,
    country: country.code,
    latitude: position.latitude,
    longitude: position.longitude,
    positionSource: position.source,
    createdAt,
  });
}
