import { z } from 'zod';
import { dateParam, minutesParam } from '../availability/availability.schemas.ts';
import {
  bodyId,
  idParam,
  itemsPerPageParam,
  listOf,
  pageParam,
  zeroMeansNone,
} from '../common/common.schemas.ts';
import {
  PROPOSAL_HISTORY_KINDS,
  PROPOSAL_MAX_OPTIONS,
  PROPOSAL_MAX_SPACES,
  PROPOSAL_STATUSES,
  PROPOSAL_TEXT_MAX,
  TENDER_REQUEST_STATUSES,
  TENDER_STATUSES,
} from './proposal.constants.ts';

// Tenders (requests for proposal) and proposals. A member describes a meeting and asks 1 to 5
// locations at once; each location's host answers with a proposal (spaces, options, prices, a
// personal text, valid until a date); the applicant compares them and accepts one (a reservation
// with the proposal's prices), requests changes (a new version follows) or rejects it.
// Money is euros on the wire (integer cents inside).

const euros = z.number().min(0).max(10_000_000);
const language = z.enum(['nl', 'en']);

// ---------------------------------------------------------------------------------------------
// Tender (applicant)

/** `POST /v1/Tender`: the meeting and the 1 to 5 locations asked. */
export const tenderBody = z.object({
  LocationIds: z.array(bodyId).max(50),
  StartDate: dateParam,
  EndDate: dateParam,
  StartMinutes: minutesParam,
  EndMinutes: minutesParam,
  Seats: z.number().int().min(1).max(10_000),
  MeetingtypeId: z.number().int().min(1).max(3).default(1),
  SettingId: zeroMeansNone(z.number().int().min(1).max(30).nullish()),
  Description: z.string().trim().max(PROPOSAL_TEXT_MAX).default(''),
  /** The budget for the whole meeting in euros excl. VAT (null: none given). */
  Budget: zeroMeansNone(euros.nullish()),
  /** The meeting's name (optional; becomes the reservation's). */
  Name: z.string().trim().max(120).default(''),
  /** Option categories wanted: 1 food and beverage, 2 audiovisual, 3 parking, 4 other. */
  OptionCategoryIds: z.array(z.number().int().min(1).max(4)).max(4).default([]),
  /** The language proposals are written in (default: the applicant's). */
  Language: language.optional(),
  /** Where the meeting should be near (optional): the compare table's distances. */
  PlaceName: z.string().trim().max(120).nullish(),
  Latitude: z.number().min(-90).max(90).nullish(),
  Longitude: z.number().min(-180).max(180).nullish(),
});
export type TenderBody = z.input<typeof tenderBody>;
export type TenderInput = z.output<typeof tenderBody>;

/** `POST /v1/Tender` answers the new tender's id. */
export const tenderCreated = z.object({ Id: z.number().int() });

/** The meeting a tender describes (both sides show it). */
export const tenderMeeting = z.object({
  Id: z.number().int(),
  Name: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  StartMinutes: z.number().int(),
  EndMinutes: z.number().int(),
  Seats: z.number().int(),
  MeetingtypeId: z.number().int(),
  SettingId: z.number().int().nullable(),
  Description: z.string(),
  Budget: z.number().nullable(),
  OptionCategoryIds: z.array(z.number().int()),
  Language: language,
  PlaceName: z.string().nullable(),
  CreatedAt: z.string(),
});
export type TenderMeeting = z.infer<typeof tenderMeeting>;

/** A proposal in a list or the compare table: what sets it apart from the others. */
export const proposalSummary = z.object({
  Id: z.number().int(),
  Key: z.string(),
  TenderId: z.number().int(),
  LocationId: z.number().int(),
  LocationName: z.string(),
  City: z.string(),
  Status: z.enum(PROPOSAL_STATUSES),
  Version: z.number().int(),
  /** The last day it can be accepted (yyyy-MM-dd). */
  ValidUntil: z.string(),
  SentAt: z.string(),
  Seats: z.number().int(),
  StartDate: z.string(),
  EndDate: z.string(),
  StartMinutes: z.number().int(),
  EndMinutes: z.number().int(),
  TotalExclTax: z.number(),
  TotalInclTax: z.number(),
  /** Total incl. VAT divided by the seats asked. */
  PricePerPerson: z.number(),
  SpaceNames: z.array(z.string()),
  OptionNames: z.array(z.string()),
  /** The location's review score (0..5, as on the location page) and count. */
  Score: z.number(),
  ReviewCount: z.number().int(),
  /** From the tender's place, in km (null when the tender names none). */
  DistanceKm: z.number().nullable(),
  /** The reservation made by accepting it. */
  ReservationId: z.number().int().nullable(),
});
export type ProposalSummary = z.infer<typeof proposalSummary>;

/** One asked location of a tender, and its answer. */
export const tenderLocation = z.object({
  LocationId: z.number().int(),
  LocationName: z.string(),
  City: z.string(),
  Status: z.enum(TENDER_REQUEST_STATUSES),
  DeclineReason: z.string().nullable(),
  Proposal: proposalSummary.nullable(),
});
export type TenderLocation = z.infer<typeof tenderLocation>;

/** A tender as its applicant sees it: the meeting and every asked location's answer. */
export const tender = tenderMeeting.extend({
  Status: z.enum(TENDER_STATUSES),
  Locations: z.array(tenderLocation),
});
export type Tender = z.infer<typeof tender>;

/** `GET /v1/profile/tender`, `GET /v1/profile/proposal`: paging. */
export const tenderListQuery = z.object({ page: pageParam, itemsPerPage: itemsPerPageParam(20) });
export const tenderList = listOf(tender);
export const proposalListQuery = z.object({
  page: pageParam,
  itemsPerPage: itemsPerPageParam(20),
  status: z.enum(PROPOSAL_STATUSES).optional(),
});
export const proposalList = listOf(proposalSummary);

// ---------------------------------------------------------------------------------------------
// Proposal (both sides)

/** One space a proposal offers, for the tender's period. */
export const proposalSpace = z.object({
  SpaceId: z.number().int(),
  Name: z.string(),
  SettingId: z.number().int(),
  Seats: z.number().int(),
  StartDate: z.string(),
  EndDate: z.string(),
  StartMinutes: z.number().int(),
  EndMinutes: z.number().int(),
  /** What the booking's pricing rules charge, excl. VAT. */
  ListPrice: z.number(),
  /** What the proposal charges, excl. VAT. */
  Price: z.number(),
  /** Price - ListPrice: a manual adjustment by the host (0 when none). */
  Adjustment: z.number(),
  TaxPercentage: z.number(),
  ImageUrl: z.string().nullable(),
});
export type ProposalSpace = z.infer<typeof proposalSpace>;

/** One option a proposal includes. */
export const proposalOption = z.object({
  OptionId: z.number().int(),
  Name: z.string(),
  CategoryId: z.number().int(),
  Amount: z.number().int(),
  ListPricePerItem: z.number(),
  PricePerItem: z.number(),
  Total: z.number(),
  /** (PricePerItem - ListPricePerItem) * Amount. */
  Adjustment: z.number(),
  TaxPercentage: z.number(),
});
export type ProposalOption = z.infer<typeof proposalOption>;

/** One entry of a proposal's history. */
export const proposalHistoryEntry = z.object({
  Kind: z.enum(PROPOSAL_HISTORY_KINDS),
  Version: z.number().int(),
  Comment: z.string().nullable(),
  At: z.string(),
  ByName: z.string(),
});

/** The location as the proposal page's "about us" and amenities show it. */
export const proposalLocation = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Slug: z.string(),
  Address: z.string(),
  Postalcode: z.string(),
  City: z.string(),
  Description: z.string(),
  ImageUrl: z.string().nullable(),
  /** Amenity keys (the hosting area's list). */
  Amenities: z.array(z.string()),
  Score: z.number(),
  ReviewCount: z.number().int(),
  Latitude: z.number(),
  Longitude: z.number(),
});

/** `GET /v2/proposal/{key}`: the whole proposal, in the language asked. */
export const proposal = proposalSummary.extend({
  Language: language,
  /** The host's personal text. */
  Text: z.string(),
  Location: proposalLocation,
  Tender: tenderMeeting,
  Spaces: z.array(proposalSpace),
  Options: z.array(proposalOption),
  TaxTotal: z.number(),
  /** The sum of the manual adjustments, excl. VAT (0 when none). */
  AdjustmentTotal: z.number(),
  CancelReason: z.number().int().nullable(),
  Reason: z.string().nullable(),
  History: z.array(proposalHistoryEntry),
  /** Whether the caller is its applicant (the only one who may act). */
  IsApplicant: z.boolean(),
  /** The actions open to the caller now. */
  Actions: z.array(z.enum(['accept', 'change', 'cancel'])),
});
export type Proposal = z.infer<typeof proposal>;

/** Path of the proposal calls: `{id}` is the proposal's key. */
export const proposalKeyParams = z.object({ id: z.string().min(8).max(64) });
export const proposalLanguageQuery = z.object({ language: z.string().max(10).optional() });

/** `PUT /v2/proposal/{id}/accept` (an optional remark for the host). */
export const acceptProposalBody = z.object({ Comment: z.string().trim().max(PROPOSAL_TEXT_MAX).optional() });
/** `PUT /v2/proposal/{id}/change`. */
export const changeProposalBody = z.object({
  Comment: z.string().trim().min(1, 'Describe the changes').max(PROPOSAL_TEXT_MAX),
});
/** `PUT /v2/proposal/{id}/cancel`: why the applicant rejects it (CancelReason as a reservation's; 6 other needs a Reason). */
export const cancelProposalBody = z
  .object({
    CancelReason: z.number().int().min(0).max(6).default(0),
    Reason: z.string().trim().max(PROPOSAL_TEXT_MAX).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.CancelReason === 6 && !b.Reason) {
      ctx.addIssue({ code: 'custom', path: ['Reason'], message: 'Describe the reason' });
    }
  });
export type CancelProposalBody = z.input<typeof cancelProposalBody>;

/** What an applicant's action answers: the proposal's new state and (accepted) its reservation. */
export const proposalActionResult = z.object({
  Key: z.string(),
  Status: z.enum(PROPOSAL_STATUSES),
  ReservationId: z.number().int().nullable(),
});

/** `POST /v1/log/proposal/{id}/view`. */
export const proposalViewLogged = z.object({ Logged: z.boolean() });

// ---------------------------------------------------------------------------------------------
// Host side

export const hostTenderQuery = z.object({
  status: z.enum([...TENDER_REQUEST_STATUSES, 'all']).default('all'),
  locationId: zeroMeansNone(idParam.optional(), 'absent'),
  page: pageParam,
  itemsPerPage: itemsPerPageParam(20),
});

/** A tender as a location's host sees it in their list. */
export const hostTenderRequest = tenderMeeting.extend({
  TenderId: z.number().int(),
  LocationId: z.number().int(),
  LocationName: z.string(),
  Status: z.enum(TENDER_REQUEST_STATUSES),
  ApplicantName: z.string(),
  CompanyName: z.string().nullable(),
  ReceivedAt: z.string(),
  DeclineReason: z.string().nullable(),
  Proposal: proposalSummary.nullable(),
});
export type HostTenderRequest = z.infer<typeof hostTenderRequest>;
export const hostTenderList = listOf(hostTenderRequest);

export const hostTenderParams = z.object({ tenderId: idParam, locationId: idParam });

/** A space of the location that could serve the tender: its settings, whether free then, its list price. */
export const tenderCandidateSpace = z.object({
  SpaceId: z.number().int(),
  Name: z.string(),
  Capacity: z.number().int(),
  Settings: z.array(
    z.object({ SettingId: z.number().int(), MinSeats: z.number().int(), MaxSeats: z.number().int() }),
  ),
  /** The setting proposed by default (the tender's when offered, else the first that fits). */
  SettingId: z.number().int(),
  /** Free for the tender's period with the tender's seats (else `Warnings` says why). */
  Available: z.boolean(),
  Warnings: z.array(z.string()),
  /** The booking's pricing rules for the tender's period and seats, excl. VAT (0 when unavailable). */
  ListPrice: z.number(),
  TaxPercentage: z.number(),
});

/** An option of the location, priced for the tender's seats. */
export const tenderCandidateOption = z.object({
  OptionId: z.number().int(),
  Name: z.string(),
  CategoryId: z.number().int(),
  /** The amount a booking would default to (per person options: the seats). */
  SuggestedAmount: z.number().int(),
  ListPricePerItem: z.number(),
  TaxPercentage: z.number(),
});

/** `GET /v1/host/tender/{tenderId}/location/{locationId}`: what the host needs to answer. */
export const hostTenderDetail = z.object({
  Request: hostTenderRequest,
  Spaces: z.array(tenderCandidateSpace),
  Options: z.array(tenderCandidateOption),
  /** The current proposal (after a change request: its comment is in History). */
  Proposal: proposal.nullable(),
});
export type HostTenderDetail = z.infer<typeof hostTenderDetail>;

/** `POST /v1/host/tender/{tenderId}/location/{locationId}/proposal`: send (or a new version). */
export const sendProposalBody = z.object({
  Spaces: z
    .array(
      z.object({
        SpaceId: bodyId,
        SettingId: z.number().int().min(1).max(30),
        Seats: z.number().int().min(1).max(10_000),
        /** The total excl. VAT asked for this space; null: the list price. */
        Price: euros.nullish(),
      }),
    )
    .min(1)
    .max(PROPOSAL_MAX_SPACES),
  Options: z
    .array(
      z.object({
        OptionId: bodyId,
        Amount: z.number().int().min(1).max(100_000),
        /** The price per item excl. VAT; null: the list price. */
        PricePerItem: euros.nullish(),
      }),
    )
    .max(PROPOSAL_MAX_OPTIONS)
    .default([]),
  Text: z.string().trim().max(PROPOSAL_TEXT_MAX).default(''),
  ValidUntil: dateParam,
});
export type SendProposalBody = z.input<typeof sendProposalBody>;

/** `PUT /v1/host/tender/{tenderId}/location/{locationId}/decline`. */
export const declineTenderBody = z.object({
  Reason: z.string().trim().min(1, 'Give a reason').max(PROPOSAL_TEXT_MAX),
});
