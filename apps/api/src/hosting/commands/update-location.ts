import { type HostLocation, type HostLocationFields, normalizeSearchText } from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { changedFields } from '../../kernel/catalogue-changes/catalogue-changes.ts';
import { AppError } from '../../kernel/errors.ts';
import { changeCatalogue } from '../catalogue-write.ts';
import { hostLocationAccess } from '../hosting.access.ts';
import type { HostDeps } from '../hosting.deps.ts';
import { orderedAmenities } from '../hosting.presenter.ts';
import { hostingQueries } from '../hosting.queries.ts';
import { hostLocationOf } from '../hosting.reads.ts';

const FIELDS = [
  'Name',
  'DescriptionNl',
  'DescriptionEn',
  'DirectionsNl',
  'DirectionsEn',
  'Email',
  'Phone',
  'Website',
  'MinHoursBeforeBooking',
  'Amenities',
] as const satisfies readonly (keyof HostLocation & keyof HostLocationFields)[];

/**
 * `PUT /v1/host/location/{id}`: the name (its search text follows; the URL name stays, so links
 * keep working), both languages' texts, contact details, lead time and amenities. What changed goes
 * into the change log; a save that changes nothing records nothing.
 */
export async function updateHostLocation(
  deps: HostDeps,
  actor: Actor,
  id: number,
  body: HostLocationFields,
): Promise<HostLocation> {
  await requireAccess({ db: deps.db }, actor, hostLocationAccess.manage, id);
  const amenities = orderedAmenities(body.Amenities);
  return changeCatalogue(deps, id, async (trx) => {
    const row = await hostingQueries.location(trx, id);
    if (!row) throw AppError.notFound('Location not found');
    const before = await hostLocationOf(trx, row);
    const after = { ...body, Amenities: amenities };
    const changes = changedFields(before, after, FIELDS);
    if (changes.length > 0) {
      await hostingQueries.updateLocation(trx, id, {
        name: body.Name,
        search_text: normalizeSearchText(`${body.Name} ${row.city}`),
        description_nl: body.DescriptionNl,
        description_en: body.DescriptionEn,
        directions_nl: body.DirectionsNl,
        directions_en: body.DirectionsEn,
        email: body.Email,
        phone: body.Phone,
        website: body.Website,
        min_hours_before_booking: body.MinHoursBeforeBooking,
        updated_at: deps.now.toISOString(),
      });
      if (changes.some((c) => c.Field === 'Amenities')) await hostingQueries.setAmenities(trx, id, amenities);
    }
    const updated = await hostingQueries.location(trx, id);
    return {
      result: await hostLocationOf(trx, updated ?? row),
      changes: [
        { profileId: actor.profileId, subjectType: 'location', subjectId: id, action: 'update', changes },
      ],
    };
  });
}
