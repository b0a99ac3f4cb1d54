import { z } from 'zod';
import { listOf, pageParam } from '../common/common.schemas.ts';
import { PAGE_SIZES } from '../constants/limits.ts';
import { LOCATION_STATUSES, MODERATION_REASON_MAX, PROFILE_ROLES } from './admin.rules.ts';

const money = z.number();
const searchTerm = z.string().trim().max(100).optional();
const itemsPerPage = z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.default);

/** `GET /v1/admin/location`: locations of every status, by status and a search in name, city or e-mail. */
export const adminLocationQuery = z.object({
  status: z.enum(LOCATION_STATUSES).optional(),
  q: searchTerm,
  page: pageParam,
  itemsPerPage,
});
export type AdminLocationQuery = z.infer<typeof adminLocationQuery>;

/** The licence (subscription) a location pays: per utilized seat and per month, excluding VAT. */
export const adminLicence = z.object({
  Id: z.number().int(),
  Name: z.string(),
  PricePerSeat: money,
  MonthlyFee: money,
});
export type AdminLicence = z.infer<typeof adminLicence>;

/** A manager of a location as the administration sees them. */
export const adminManager = z.object({
  ProfileId: z.number().int(),
  Name: z.string(),
  Email: z.string(),
  LanguageId: z.number().int(),
  IsActive: z.boolean(),
});

/** A location in the administration's list. */
export const adminLocationSummary = z.object({
  Id: z.number().int(),
  Name: z.string(),
  UrlName: z.string(),
  City: z.string(),
  Status: z.enum(LOCATION_STATUSES),
  /** The reason of the last rejection or suspension while the location is rejected or suspended. */
  StatusReason: z.string().nullable(),
  CreatedAt: z.string(),
  Managers: z.array(adminManager),
  Licence: adminLicence.nullable(),
});
export type AdminLocationSummary = z.infer<typeof adminLocationSummary>;

/** `{ Results, MorePages }` plus the total and the count per status (the dashboard's figures). */
export const adminLocationList = listOf(adminLocationSummary).extend({
  Total: z.number().int(),
  CountsByStatus: z.record(z.string(), z.number().int()),
});
export type AdminLocationList = z.infer<typeof adminLocationList>;

/** One entry of a location's change log (who changed what, when). */
export const adminCatalogueChange = z.object({
  Id: z.number().int(),
  ProfileId: z.number().int().nullable(),
  ProfileName: z.string().nullable(),
  SubjectType: z.string(),
  SubjectId: z.number().int().nullable(),
  Action: z.string(),
  Changes: z.array(z.object({ Field: z.string(), From: z.unknown(), To: z.unknown() })),
  CreatedAt: z.string(),
});
export type AdminCatalogueChange = z.infer<typeof adminCatalogueChange>;

/** `GET /v1/admin/location/{id}`: the location in full, its licence, managers and change log. */
export const adminLocationDetail = adminLocationSummary.extend({
  Address: z.string(),
  PostalCode: z.string(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  Website: z.string().nullable(),
  DescriptionNl: z.string(),
  DescriptionEn: z.string(),
  MeetingtypeIds: z.array(z.number().int()),
  SpaceCount: z.number().int(),
  UpdatedAt: z.string(),
  LicenceDescription: z.string().nullable(),
  Changes: z.array(adminCatalogueChange),
});
export type AdminLocationDetail = z.infer<typeof adminLocationDetail>;

/** The body of reject and suspend: why (mailed to the location's managers). */
export const moderationReasonBody = z.object({
  Reason: z.string().trim().min(1).max(MODERATION_REASON_MAX),
});
export type ModerationReasonBody = z.infer<typeof moderationReasonBody>;

/** `GET /v1/admin/profile`: members by a search in name or e-mail and by role. */
export const adminProfileQuery = z.object({
  q: searchTerm,
  role: z.enum(PROFILE_ROLES).optional(),
  page: pageParam,
  itemsPerPage,
});
export type AdminProfileQuery = z.infer<typeof adminProfileQuery>;

/** A member in the administration's list. */
export const adminProfileSummary = z.object({
  Id: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Role: z.enum(PROFILE_ROLES),
  LanguageId: z.number().int(),
  IsActivated: z.boolean(),
  CreatedAt: z.string(),
  ManagedLocations: z.number().int(),
});
export type AdminProfileSummary = z.infer<typeof adminProfileSummary>;
export const adminProfileList = listOf(adminProfileSummary).extend({ Total: z.number().int() });
export type AdminProfileList = z.infer<typeof adminProfileList>;
