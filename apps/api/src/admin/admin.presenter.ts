import type {
  AdminLocationDetail,
  AdminLocationSummary,
  AdminProfileSummary,
  Locale,
  LocationStatus,
  ProfileRole,
} from '@meetspace/domain';
import type { RevisionChange } from '../kernel/revisions.ts';
import type {
  AdminLocationRow,
  AdminManagerRow,
  AdminModerationRow,
  AdminProfileRow,
} from './admin.queries.ts';

const euros = (cents: number) => Math.round(cents) / 100;

/** The reason of a rejection or suspension, from its change list (`{ Field: 'Reason', To }`). */
export function reasonOf(moderation: AdminModerationRow | undefined): string | null {
  if (!moderation) return null;
  const changes = JSON.parse(moderation.changes) as RevisionChange[];
  const reason = changes.find((c) => c.Field === 'Reason')?.To;
  return typeof reason === 'string' ? reason : null;
}

/** A location in the administration's list: status, city, managers and licence. */
export function presentAdminLocation(
  row: AdminLocationRow,
  managers: readonly AdminManagerRow[],
  lastModeration: AdminModerationRow | undefined,
): AdminLocationSummary {
  const status = row.status as LocationStatus;
  return {
    Id: row.id,
    Name: row.name,
    UrlName: row.slug,
    City: row.city,
    Status: status,
    StatusReason: status === 'rejected' || status === 'suspended' ? reasonOf(lastModeration) : null,
    CreatedAt: row.created_at,
    Managers: managers.map((m) => ({
      ProfileId: m.id,
      Name: `${m.first_name} ${m.last_name}`.trim(),
      Email: m.email,
      LanguageId: m.language_id,
      IsActive: m.is_active === 1,
    })),
    Licence:
      row.licence_id === null
        ? null
        : {
            Id: row.licence_id,
            Name: row.licence_name ?? '',
            PricePerSeat: euros(row.price_per_seat_cents ?? 0),
            MonthlyFee: euros(row.monthly_fee_cents ?? 0),
          },
  };
}

/** One location in full for the administration. */
export function presentAdminLocationDetail(
  row: AdminLocationRow,
  managers: readonly AdminManagerRow[],
  lastModeration: AdminModerationRow | undefined,
  facts: { meetingTypeIds: number[]; spaceCount: number },
  changes: AdminLocationDetail['Changes'],
  locale: Locale,
): AdminLocationDetail {
  return {
    ...presentAdminLocation(row, managers, lastModeration),
    Address: row.address,
    PostalCode: row.postal_code,
    Email: row.email,
    Phone: row.phone,
    Website: row.website,
    DescriptionNl: row.description_nl,
    DescriptionEn: row.description_en,
    MeetingtypeIds: facts.meetingTypeIds,
    SpaceCount: facts.spaceCount,
    UpdatedAt: row.updated_at,
    LicenceDescription:
      row.licence_id === null
        ? null
        : ((locale === 'en' ? row.licence_description_en : row.licence_description_nl) ?? null),
    Changes: changes,
  };
}

/** A member in the administration's list. */
export function presentAdminProfile(row: AdminProfileRow): AdminProfileSummary {
  return {
    Id: row.id,
    FirstName: row.first_name,
    LastName: row.last_name,
    Email: row.email,
    Role: row.role as ProfileRole,
    LanguageId: row.language_id,
    IsActivated: row.is_activated === 1,
    CreatedAt: row.created_at,
    ManagedLocations: Number(row.managed ?? 0),
  };
}
