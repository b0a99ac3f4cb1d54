import { z } from 'zod';
import { LOCATION_STATUSES } from '../admin/admin.rules.ts';
import { bodyId, idParam, MAX_ID } from '../common/common.schemas.ts';
import { AMENITIES } from './amenities.ts';

// The host area's contract: a member's own locations and what they edit of them (details,
// amenities, opening hours, closed days, photos, managers) and the change log.

/** `/v1/host/location/{id}`. */
export const hostLocationParams = z.object({ id: idParam });
/** `/v1/host/location/{id}/closedday/{date}`. */
export const hostClosedDayParams = z.object({
  id: idParam,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd'),
});
/** `/v1/host/location/{id}/image/{imageId}`. */
export const hostImageParams = z.object({ id: idParam, imageId: idParam });
/** `/v1/host/location/{id}/manager/{profileId}`. */
export const hostManagerParams = z.object({ id: idParam, profileId: idParam });

export const locationStatus = z.enum(LOCATION_STATUSES);

/** A location in the host's list (any status). */
export const hostLocationSummary = z.object({
  Id: z.number().int(),
  Name: z.string(),
  UrlName: z.string(),
  Status: locationStatus,
  City: z.string(),
  ImageUrl: z.string().nullable(),
  MeetingtypeIds: z.array(z.number().int()),
  /** The licence the location is on (null: none yet). */
  SubscriptionName: z.string().nullable(),
});
export type HostLocationSummary = z.infer<typeof hostLocationSummary>;

export const hostLocationList = z.object({
  Results: z.array(hostLocationSummary),
  MorePages: z.boolean(),
});
export type HostLocationList = z.infer<typeof hostLocationList>;

export const amenity = z.enum(AMENITIES);

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v === '' ? null : v));

/** What a host edits of a location (both languages at once). */
export const hostLocationFields = z.object({
  Name: text(100).min(2),
  DescriptionNl: text(5000),
  DescriptionEn: text(5000),
  /** The route description. */
  DirectionsNl: text(2000),
  DirectionsEn: text(2000),
  Email: z
    .union([z.email().trim().toLowerCase().max(254), z.literal('')])
    .nullable()
    .transform((v) => (v === '' ? null : v)),
  Phone: optionalText(30).refine((v) => v === null || /^[+()0-9 \-.]{6,30}$/.test(v), {
    message: 'A phone number has digits, spaces, +, -, ( and )',
  }),
  Website: z
    .union([z.url({ protocol: /^https?$/ }).max(300), z.literal('')])
    .nullable()
    .transform((v) => (v === '' ? null : v)),
  /** The booking lead time: a booking starts at least this many hours from now. */
  MinHoursBeforeBooking: z.number().int().min(0).max(720),
  Amenities: z.array(amenity).max(AMENITIES.length),
});
export type HostLocationFields = z.infer<typeof hostLocationFields>;
export type HostLocationInput = z.input<typeof hostLocationFields>;

/** One of the member's locations, in both languages, as the details form edits it. */
export const hostLocation = z.object({
  Id: z.number().int(),
  UrlName: z.string(),
  Status: locationStatus,
  Address: z.string(),
  Postalcode: z.string(),
  City: z.string(),
  Name: z.string(),
  DescriptionNl: z.string(),
  DescriptionEn: z.string(),
  DirectionsNl: z.string(),
  DirectionsEn: z.string(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  Website: z.string().nullable(),
  MinHoursBeforeBooking: z.number().int(),
  Amenities: z.array(amenity),
  MeetingtypeIds: z.array(z.number().int()),
});
export type HostLocation = z.infer<typeof hostLocation>;

/** Opening hours of one meeting type on one ISO weekday (1 Monday .. 7 Sunday), minutes from midnight. */
export const hostOpeningHours = z.object({
  MeetingtypeId: z.number().int().min(1).max(3),
  Weekday: z.number().int().min(1).max(7),
  OpenMinutes: z.number().int().min(0).max(1440),
  CloseMinutes: z.number().int().min(0).max(1440),
});
export type HostOpeningHours = z.infer<typeof hostOpeningHours>;

/** A location's whole week (a day without a row is closed for that meeting type). */
export const hostOpeningHoursSet = z.object({ OpeningHours: z.array(hostOpeningHours).max(21) });
export type HostOpeningHoursSet = z.infer<typeof hostOpeningHoursSet>;

export const closedDay = z.object({ Date: z.string(), Reason: z.string() });
export type ClosedDay = z.infer<typeof closedDay>;
export const closedDayList = z.object({ Results: z.array(closedDay), MorePages: z.boolean() });
export type ClosedDayList = z.infer<typeof closedDayList>;
export const closedDayBody = z.object({
  Date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd'),
  Reason: z.string().trim().max(200).default(''),
});

/** A location's photo: the 1024x768 JPEG is `Url` (what public pages show); `Sizes` has every rendition. */
export const hostImage = z.object({
  Id: z.number().int(),
  Url: z.string(),
  AltNl: z.string(),
  AltEn: z.string(),
  Rank: z.number().int(),
  /** `<w>x<h>` to its JPEG and WebP paths; empty for a picture not made by the upload (demo pictures). */
  Sizes: z.record(z.string(), z.object({ Jpeg: z.string(), Webp: z.string() })),
});
export type HostImage = z.infer<typeof hostImage>;
export const hostImageList = z.object({ Results: z.array(hostImage), MorePages: z.boolean() });
export type HostImageList = z.infer<typeof hostImageList>;

/** A photo upload: base64 (the part after the comma of a data URL), JPEG, PNG or WebP. */
export const hostImageUpload = z.object({
  Base64Image: z.string().min(1, 'Image is required'),
  AltNl: z.string().trim().max(200).default(''),
  AltEn: z.string().trim().max(200).default(''),
});
export const hostImageOrder = z.object({
  /** Every photo of the location, first shown first. */
  ImageIds: z.array(bodyId).min(1).max(200),
});

/** An active manager with the address co-managers reach them at. */
export const hostManager = z.object({
  ProfileId: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
});
/** An invitation to an e-mail address without an account yet. */
export const hostManagerInvite = z.object({ Email: z.string(), CreatedAt: z.string() });
export const hostManagerList = z.object({
  Managers: z.array(hostManager),
  Invites: z.array(hostManagerInvite),
});
export type HostManagerList = z.infer<typeof hostManagerList>;
export const hostManagerBody = z.object({ Email: z.email().trim().toLowerCase().max(254) });
/** `added`: an existing member manages the location now; `invited`: a mail asks them to register. */
export const hostManagerResult = hostManagerList.extend({ Outcome: z.enum(['added', 'invited']) });
export type HostManagerResult = z.infer<typeof hostManagerResult>;

/** `GET /v1/host/location/{id}/changes`: newest first, `before` an id to page on. */
export const hostChangesQuery = z.object({
  before: z.coerce.number().int().min(1).max(MAX_ID).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const catalogueChange = z.object({
  Id: z.number().int(),
  ProfileId: z.number().int().nullable(),
  ProfileName: z.string().nullable(),
  SubjectType: z.string(),
  SubjectId: z.number().int().nullable(),
  Action: z.string(),
  Changes: z.array(z.object({ Field: z.string(), From: z.unknown(), To: z.unknown() })),
  CreatedAt: z.string(),
});
export type CatalogueChangeEntry = z.infer<typeof catalogueChange>;
export const catalogueChangeList = z.object({ Results: z.array(catalogueChange), MorePages: z.boolean() });
export type CatalogueChangeList = z.infer<typeof catalogueChangeList>;
