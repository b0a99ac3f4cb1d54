import { z } from 'zod';
import { dateParam, minutesParam } from '../availability/availability.schemas.ts';
import {
  bodyId,
  featuredCountParam,
  idParam,
  itemsPerPageParam,
  listOf,
  optionalId,
  optionalIdParam,
  pageParam,
} from '../common/common.schemas.ts';
import { DEFAULT_EVENT_END_MINUTES, DEFAULT_EVENT_START_MINUTES } from '../constants/events.ts';
import {
  EVENT_CURRENCIES,
  EVENT_DESCRIPTION_MAX,
  EVENT_MAX_CAPACITY,
  EVENT_MAX_ORGANIZERS,
  EVENT_MAX_PRICES,
  EVENT_MAX_PROGRAM_ITEMS,
  EVENT_MAX_TAGS,
  EVENT_MESSAGE_AUDIENCES,
  EVENT_MESSAGE_BODY_MAX,
  EVENT_MESSAGE_SUBJECT_MAX,
  EVENT_NAME_MAX,
  EVENT_ONLINE_VALUES,
  EVENT_OWNER_TYPES,
  EVENT_STATUSES,
  EVENT_TAG_MAX,
  EVENTS_PER_PAGE,
  REGISTRATION_STATUSES,
} from './event.constants.ts';

// Events: organisers create them (6 wizard steps), publish them, and manage participants; members
// and anonymous visitors register (free, or paid through the payments area), get a ticket with a
// QR code, and are checked in. Money is euros (or the price's currency) on the wire, integer
// cents inside. Dates are yyyy-MM-dd, times minutes from midnight, in Europe/Amsterdam.

const email = z.email('E-mail address is not valid').trim().toLowerCase().max(254);
const language = z.enum(['nl', 'en']);
const text = (max: number) => z.string().trim().max(max);
const tags = z.array(z.string().trim().min(1).max(EVENT_TAG_MAX)).max(EVENT_MAX_TAGS);
const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), { message: 'Expected an http(s) URL' });

/** One price of an event: from `StartDate` on (null: from the start; an earlier one is early bird). */
export const eventPrice = z.object({
  Currency: z.enum(EVENT_CURRENCIES).default('EUR'),
  /** Incl. VAT, above 0 (a free event has no prices). */
  Price: z.number().gt(0, 'Price must be above 0').max(100_000),
  StartDate: dateParam.nullish(),
  TaxPercentage: z.number().min(0).max(100).default(21),
});
export type EventPrice = z.output<typeof eventPrice>;

/** One item of the program (a day of the event, a time slot, a title). */
export const eventProgramItem = z.object({
  Id: optionalId(),
  Date: dateParam,
  StartMinutes: minutesParam,
  EndMinutes: minutesParam,
  Title: text(150).min(1, 'Title is required'),
  Description: text(2_000).default(''),
  Speaker: text(120).default(''),
});
export type ProgramItemInput = z.output<typeof eventProgramItem>;

/** An organizer as written: added by e-mail (a member with that address may manage the event). */
export const organizerBody = z.object({
  FullName: text(120).min(1, 'Name is required'),
  Email: email,
  Phone: text(40).default(''),
  ReceiveEmail: z.boolean().default(true),
  IsPrimary: z.boolean().default(false),
});
export type OrganizerBody = z.input<typeof organizerBody>;

/** An organizer of an event. */
export const organizer = z.object({
  Id: z.number().int(),
  EventId: z.number().int(),
  ProfileId: z.number().int().nullable(),
  FullName: z.string(),
  Email: z.string(),
  Phone: z.string(),
  IsOwner: z.boolean(),
  ReceiveEmail: z.boolean(),
  IsPrimary: z.boolean(),
});
export type Organizer = z.infer<typeof organizer>;

/**
 * `POST /v1/event` (every field; defaults as the spec's) and `PUT /v1/event/{id}` (only the fields
 * sent change: `eventUpdateBody`). Rules that need more than a field (3 tags, end after start, ticket
 * URL when ticketed, capacity) are `eventFieldErrors` in event.rules.ts, shared with the wizard.
 */
const eventFields = {
  Name: text(EVENT_NAME_MAX).min(3, 'Name is required (3 characters or more)'),
  /** What owns the event: the channel (default), a location or a group (`ItemId`). */
  Type: z.enum(EVENT_OWNER_TYPES).default('Channel'),
  ItemId: optionalId(),
  /** The kind of event (0 other … 20 efficient, as `/v1/global/eventtypes`). */
  EventTypeId: z.number().int().min(0).max(20).default(4),
  LocationId: optionalId(),
  /** A reservation of the organiser at `LocationId` the event takes place in. */
  ReservationId: optionalId(),
  GroupId: optionalId(),
  /** Registration open (toggled on the dashboard). */
  IsActive: z.boolean().default(true),
  /** Listed and featured; a private event is reachable by its link only. */
  IsPublic: z.boolean().default(true),
  StartDate: dateParam,
  StartMinutes: minutesParam.default(DEFAULT_EVENT_START_MINUTES),
  EndDate: dateParam,
  EndMinutes: minutesParam.default(DEFAULT_EVENT_END_MINUTES),
  /** The `Url` answered by `POST /v1/upload/image` (Type Event), or null. */
  Image: z.string().trim().max(300).nullish(),
  /** Null: no limit. */
  MaxCapacity: z.number().int().min(1, 'Capacity must be at least 1').max(EVENT_MAX_CAPACITY).nullish(),
  Prices: z.array(eventPrice).max(EVENT_MAX_PRICES).default([]),
  IsOnline: z.enum(EVENT_ONLINE_VALUES).default('offline'),
  /** Tickets are sold elsewhere (`Url`); there is no registration here. */
  IsTicketLink: z.boolean().default(false),
  /** The ticket shop (required when `IsTicketLink`) or the event's own site. */
  Url: httpUrl.nullish().or(z.literal('').transform(() => null)),
  /** The link to join online (online and hybrid), shown to confirmed participants only. */
  OnlineUrl: httpUrl.nullish().or(z.literal('').transform(() => null)),
  LocationName: text(120).default(''),
  Address: text(200).default(''),
  Postalcode: text(20).default(''),
  City: text(100).default(''),
  State: text(100).default(''),
  Country: text(100).default(''),
  Description: text(EVENT_DESCRIPTION_MAX).default(''),
  Tags: tags.default([]),
  ProgramItems: z.array(eventProgramItem).max(EVENT_MAX_PROGRAM_ITEMS).default([]),
  /** More organizers besides the creator (who is the owner). Create only; later the organizer calls. */
  Organizers: z.array(organizerBody).max(EVENT_MAX_ORGANIZERS).default([]),
  /** Accepted and stored; groups arrive with the network issue. */
  CreateGroup: z.boolean().default(false),
  /** The event's language (its texts); default the organiser's. */
  Language: language.optional(),
  /** Published at once (the wizard's last step); default a draft. */
  IsPublished: z.boolean().default(false),
};
export const eventBody = z.object(eventFields);
export type EventBody = z.input<typeof eventBody>;
export type EventInput = z.output<typeof eventBody>;

/** `PUT /v1/event/{id}`: the fields sent change (publish and unpublish are `IsPublished`). */
export const eventUpdateBody = z
  .object(eventFields)
  .omit({ Organizers: true })
  .partial()
  .extend({
    StartMinutes: minutesParam.optional(),
    EndMinutes: minutesParam.optional(),
    IsOnline: z.enum(EVENT_ONLINE_VALUES).optional(),
    Type: z.enum(EVENT_OWNER_TYPES).optional(),
    IsActive: z.boolean().optional(),
    IsPublic: z.boolean().optional(),
    IsPublished: z.boolean().optional(),
    IsTicketLink: z.boolean().optional(),
    EventTypeId: z.number().int().min(0).max(20).optional(),
    // Without their create defaults: a field not sent stays as it is.
    Prices: z.array(eventPrice).max(EVENT_MAX_PRICES).optional(),
    LocationName: text(120).optional(),
    Address: text(200).optional(),
    Postalcode: text(20).optional(),
    City: text(100).optional(),
    State: text(100).optional(),
    Country: text(100).optional(),
    Description: text(EVENT_DESCRIPTION_MAX).optional(),
    Tags: tags.optional(),
    ProgramItems: z.array(eventProgramItem).max(EVENT_MAX_PROGRAM_ITEMS).optional(),
    CreateGroup: z.boolean().optional(),
  });
export type EventUpdateBody = z.input<typeof eventUpdateBody>;

/** `POST /v1/event` answers the new event's id and slug. */
export const eventCreated = z.object({ Id: z.number().int(), Slug: z.string() });

/** A program item as stored. */
export const eventProgramItemView = eventProgramItem.extend({ Id: z.number().int() });

/** The price that applies today, per currency (early bird until the next price's start). */
export const currentPrice = z.object({
  Currency: z.enum(EVENT_CURRENCIES),
  Price: z.number(),
  TaxPercentage: z.number(),
  /** The day this price ends (the next price starts the day after), or null. */
  ValidUntil: z.string().nullable(),
});

/** An event in a list or a card. */
export const eventSummary = z.object({
  Id: z.number().int(),
  Slug: z.string(),
  Name: z.string(),
  EventTypeId: z.number().int(),
  Status: z.enum(EVENT_STATUSES),
  IsActive: z.boolean(),
  IsPublic: z.boolean(),
  IsOnline: z.enum(EVENT_ONLINE_VALUES),
  IsTicketLink: z.boolean(),
  StartDate: z.string(),
  StartMinutes: z.number().int(),
  EndDate: z.string(),
  EndMinutes: z.number().int(),
  /** The picture's URL (1024 wide JPEG), or null. */
  Image: z.string().nullable(),
  LocationId: z.number().int().nullable(),
  LocationName: z.string(),
  City: z.string(),
  Tags: z.array(z.string()),
  /** Today's price in EUR (else the first currency), null when free. */
  Price: currentPrice.nullable(),
  MaxCapacity: z.number().int().nullable(),
  /** Confirmed and pending registrations (the places taken). */
  ParticipantCount: z.number().int(),
  WaitingListCount: z.number().int(),
  /** Places left (null: no limit). */
  PlacesLeft: z.number().int().nullable(),
  Language: language,
});
export type EventSummary = z.infer<typeof eventSummary>;

/** An event in full (the event page and the management pages). */
export const eventView = eventSummary.extend({
  Type: z.enum(EVENT_OWNER_TYPES),
  ItemId: z.number().int().nullable(),
  ReservationId: z.number().int().nullable(),
  GroupId: z.number().int().nullable(),
  Prices: z.array(
    z.object({
      Currency: z.enum(EVENT_CURRENCIES),
      Price: z.number(),
      StartDate: z.string().nullable(),
      TaxPercentage: z.number(),
    }),
  ),
  CurrentPrices: z.array(currentPrice),
  Url: z.string().nullable(),
  /** Only for the event's organizers and confirmed participants (null otherwise). */
  OnlineUrl: z.string().nullable(),
  LocationCanEdit: z.boolean(),
  Address: z.string(),
  Postalcode: z.string(),
  State: z.string(),
  Country: z.string(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
  Description: z.string(),
  ProgramItems: z.array(eventProgramItemView),
  /** The primary organizer's name (public); the full list is `Organizers` for organizers only. */
  OrganizerName: z.string(),
  Organizers: z.array(organizer),
  CreateGroup: z.boolean(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  PublishedAt: z.string().nullable(),
});
export type EventView = z.infer<typeof eventView>;

/** `GET /v1/event`: the spec's filters, and more for the list page. */
export const eventListQuery = z.object({
  locationId: optionalIdParam,
  q: z.string().trim().max(100).optional(),
  page: pageParam,
  itemsPerPage: itemsPerPageParam(EVENTS_PER_PAGE),
  /** First and last day (default: from today, no end). */
  from: dateParam.optional(),
  to: dateParam.optional(),
  typeId: z.coerce.number().int().min(0).max(20).optional(),
  online: z.enum(EVENT_ONLINE_VALUES).optional(),
  city: z.string().trim().max(100).optional(),
  language: language.optional(),
});
export type EventListQuery = z.input<typeof eventListQuery>;
export const eventList = listOf(eventSummary).extend({ TotalCount: z.number().int() });

/** `?language=` and, for a manage link, the registration key. */
export const eventReadQuery = z.object({ language: language.optional() });

/** `GET /v1/event/{id}/state`: what the caller may do with the event. */
export const eventState = z.object({
  EventId: z.number().int(),
  IsOrganizer: z.boolean(),
  IsOwner: z.boolean(),
  /** Registration is possible here now (active, published, not ticketed elsewhere, not over). */
  CanRegister: z.boolean(),
  /** A new registration would go on the waiting list. */
  IsFull: z.boolean(),
  PlacesLeft: z.number().int().nullable(),
  /** The caller's registration (a member's), or null. */
  Registration: z
    .object({
      Id: z.number().int(),
      Key: z.string(),
      Status: z.enum(REGISTRATION_STATUSES),
      WaitingListPosition: z.number().int().nullable(),
      PaymentKey: z.string().nullable(),
    })
    .nullable(),
});
export type EventState = z.infer<typeof eventState>;

// ---------------------------------------------------------------------------------------------
// Registration

/**
 * `POST /v1/Event/registration`: a member (profileToken) or an anonymous visitor (then `FirstName`,
 * `LastName`, `Email` and `HasAgreedToTerms` are required). At least 3 `Tags` (keywords) and the
 * terms agreed. A paid event answers a `PaymentKey` for `events/{id}/{slug}/pay/{paymentKey}`.
 */
export const registrationBody = z.object({
  EventId: bodyId,
  Organization: text(150).default(''),
  Address: text(200).default(''),
  Postalcode: text(20).default(''),
  City: text(100).default(''),
  Country: text(100).default(''),
  Tags: tags.default([]),
  SpecialInterest: text(1_000).default(''),
  FirstName: text(100).optional(),
  LastName: text(100).optional(),
  Email: email.optional(),
  HasAgreedToTerms: z.boolean().default(false),
  /** The currency paid in (a price must exist in it; default EUR or the event's first). */
  Currency: z.enum(EVENT_CURRENCIES).optional(),
  /** Mails and the ticket in this language (default the member's, else the page's). */
  Language: language.optional(),
});
export type RegistrationBody = z.input<typeof registrationBody>;
export type RegistrationInput = z.output<typeof registrationBody>;

/** A registration as its participant sees it (the answer of register, and the ticket). */
export const registration = z.object({
  Id: z.number().int(),
  EventId: z.number().int(),
  /** The ticket code (the QR code's content) and the key of the visitor's manage link. */
  Key: z.string(),
  Status: z.enum(REGISTRATION_STATUSES),
  WaitingListPosition: z.number().int().nullable(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Organization: z.string(),
  /** What it costs (incl. VAT) and in which currency; 0 when free. */
  Amount: z.number(),
  Currency: z.string(),
  /** The open payment of a pending registration (the pay page's key), else null. */
  PaymentKey: z.string().nullable(),
  PaidAt: z.string().nullable(),
  CheckedInAt: z.string().nullable(),
  CreatedAt: z.string(),
});
export type Registration = z.infer<typeof registration>;

/** `DELETE /v1/Event/registration/{id}`: a visitor proves it with the ticket key. */
export const registrationKeyQuery = z.object({ key: z.string().trim().max(64).optional() });

/** `GET /v1/event/ticket/{key}`: the ticket (the key is the capability). */
export const ticketParams = z.object({ key: z.string().trim().min(8).max(64) });
export const ticket = registration.extend({
  Event: eventSummary,
  /** The QR code of `Key` as an SVG document (for an <img>). */
  QrSvg: z.string(),
  /** The online join link once confirmed (online and hybrid events), else null. */
  OnlineUrl: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticket>;

/** A participant as the organizers see them. */
export const participant = registration.extend({
  ProfileId: z.number().int().nullable(),
  Address: z.string(),
  Postalcode: z.string(),
  City: z.string(),
  Country: z.string(),
  Tags: z.array(z.string()),
  SpecialInterest: z.string(),
  Language: language,
  CancelledAt: z.string().nullable(),
});
export type Participant = z.infer<typeof participant>;

export const participantsQuery = z.object({
  status: z.enum(REGISTRATION_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
});
export const participantList = z.object({
  Results: z.array(participant),
  Confirmed: z.number().int(),
  Pending: z.number().int(),
  WaitingList: z.number().int(),
  Cancelled: z.number().int(),
  CheckedIn: z.number().int(),
  /** Money received (paid registrations), per currency. */
  Revenue: z.array(z.object({ Currency: z.string(), Amount: z.number() })),
});
export type ParticipantList = z.infer<typeof participantList>;

/** `PUT /v1/event/{id}/checkin`: the ticket code, scanned or typed. */
export const eventCheckInBody = z.object({ Code: z.string().trim().min(4).max(64) });
export const eventCheckInResult = z.object({
  RegistrationId: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  CheckedInAt: z.string(),
});

/** `POST /v1/event/{id}/message`: mail the participants (each gets it in their language's frame). */
export const eventMessageBody = z.object({
  Subject: text(EVENT_MESSAGE_SUBJECT_MAX).min(1, 'Subject is required'),
  Body: text(EVENT_MESSAGE_BODY_MAX).min(1, 'Message is required'),
  To: z.enum(EVENT_MESSAGE_AUDIENCES).default('all'),
});
export const eventMessageSent = z.object({ Recipients: z.number().int() });

/** Organizer path parameters. */
export const organizerParams = z.object({ id: idParam, orgId: idParam });

// ---------------------------------------------------------------------------------------------
// The member's events

export const myEventsQuery = z.object({
  page: pageParam,
  itemsPerPage: itemsPerPageParam(20),
  /** `upcoming` (default) or `past`. */
  when: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
  language: language.optional(),
});
/** `GET /v1/profile/event/attending`: the member's registrations with their events. */
export const attendingEvent = z.object({ Event: eventSummary, Registration: registration });
export const attendingList = listOf(attendingEvent);
/** `GET /v1/profile/event/organising`: the events the member organizes (drafts too). */
export const organisingList = listOf(eventSummary);

// ---------------------------------------------------------------------------------------------
// Featured (`GET /v2/featured/...`)

export const featuredQuery = z.object({
  channelId: z.coerce.number().int().min(0).max(1_000).optional(),
  locationId: optionalIdParam,
  /** How many (the spec's nrOf...; any `nrOf*` name is read). */
  nrOf: featuredCountParam,
  language: language.optional(),
});
