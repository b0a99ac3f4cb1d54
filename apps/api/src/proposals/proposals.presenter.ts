import {
  AMENITIES,
  catalogueText,
  centsToEuros,
  distanceKm,
  effectiveProposalStatus,
  type Locale,
  localeOfLanguageId,
  type Proposal,
  type ProposalHistoryKind,
  type ProposalStatus,
  type ProposalSummary,
  proposalActions,
  type TenderMeeting,
  type TenderRequestStatus,
  type TenderStatus,
} from '@meetspace/domain';
import type {
  LocationFacts,
  ProposalHistoryRow,
  ProposalOptionRow,
  ProposalRow,
  ProposalSpaceRow,
  TenderRow,
} from './proposals.queries.ts';

/** A catalogue thing's two names. */
interface Named {
  name_nl: string;
  name_en: string;
}

/** What a proposal's summary is made of besides its row. */
export interface SummaryParts {
  tender: TenderRow;
  location: LocationFacts;
  spaces: readonly ProposalSpaceRow[];
  options: readonly ProposalOptionRow[];
  spaceNames: ReadonlyMap<number, Named>;
  optionNames: ReadonlyMap<number, Named>;
  locale: Locale;
  today: string;
}

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/** The option categories a tender stored as JSON. */
function categoriesOf(json: string): number[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

/** The meeting a tender describes. */
export function presentMeeting(t: TenderRow): TenderMeeting {
  return {
    Id: t.id,
    Name: t.name,
    StartDate: t.start_date,
    EndDate: t.end_date,
    StartMinutes: t.start_minutes,
    EndMinutes: t.end_minutes,
    Seats: t.seats,
    MeetingtypeId: t.meeting_type_id,
    SettingId: t.setting_id,
    Description: t.description,
    Budget: t.budget_cents === null ? null : centsToEuros(t.budget_cents),
    OptionCategoryIds: categoriesOf(t.option_categories),
    Language: localeOfLanguageId(t.language_id),
    PlaceName: t.place_name,
    CreatedAt: t.created_at,
  };
}

/** A proposal's status as of today (an open one past its valid-until day is expired). */
export function statusOf(p: Pick<ProposalRow, 'status' | 'valid_until'>, today: string): ProposalStatus {
  return effectiveProposalStatus(p.status as ProposalStatus, p.valid_until, today);
}

/** A proposal in a list or the compare table. */
export function presentSummary(p: ProposalRow, parts: SummaryParts): ProposalSummary {
  const { tender, location, locale } = parts;
  const name = (names: ReadonlyMap<number, Named>, id: number) => {
    const n = names.get(id);
    return n ? catalogueText(locale, n.name_nl, n.name_en) : '';
  };
  const hasPlace = tender.latitude !== null && tender.longitude !== null;
  return {
    Id: p.id,
    Key: p.key,
    TenderId: p.tender_id,
    LocationId: p.location_id,
    LocationName: location.name,
    City: location.city,
    Status: statusOf(p, parts.today),
    Version: p.version,
    ValidUntil: p.valid_until,
    SentAt: p.sent_at,
    Seats: tender.seats,
    StartDate: tender.start_date,
    EndDate: tender.end_date,
    StartMinutes: tender.start_minutes,
    EndMinutes: tender.end_minutes,
    TotalExclTax: centsToEuros(p.total_excl_cents),
    TotalInclTax: centsToEuros(p.total_incl_cents),
    PricePerPerson: round(p.total_incl_cents / 100 / Math.max(1, tender.seats), 2),
    SpaceNames: parts.spaces.map((s) => name(parts.spaceNames, s.space_id)),
    OptionNames: parts.options.map((o) => name(parts.optionNames, o.option_id)),
    Score: location.review_score,
    ReviewCount: location.review_count,
    DistanceKm: hasPlace
      ? round(
          distanceKm(
            { latitude: tender.latitude as number, longitude: tender.longitude as number },
            { latitude: location.latitude, longitude: location.longitude },
          ),
          1,
        )
      : null,
    ReservationId: p.reservation_id,
  };
}

/** What the full proposal adds: the location's page facts, the lines' extras, history and the caller. */
export interface ProposalParts extends SummaryParts {
  spaceInfo: ReadonlyMap<number, Named & { image_url: string | null }>;
  optionInfo: ReadonlyMap<number, Named & { category_id: number }>;
  imageUrl: string | null;
  amenities: readonly string[];
  history: readonly ProposalHistoryRow[];
  names: ReadonlyMap<number, string>;
  isApplicant: boolean;
}

/** The sum of a proposal's manual adjustments, in cents (excl. VAT). */
export function adjustmentCents(
  spaces: readonly Pick<ProposalSpaceRow, 'price_cents' | 'list_price_cents'>[],
  options: readonly Pick<
    ProposalOptionRow,
    'price_per_item_cents' | 'list_price_per_item_cents' | 'amount'
  >[],
): number {
  return (
    spaces.reduce((sum, s) => sum + s.price_cents - s.list_price_cents, 0) +
    options.reduce((sum, o) => sum + (o.price_per_item_cents - o.list_price_per_item_cents) * o.amount, 0)
  );
}

/** The whole proposal, in the language asked. */
export function presentProposal(p: ProposalRow, parts: ProposalParts): Proposal {
  const { locale, location } = parts;
  const summary = presentSummary(p, parts);
  return {
    ...summary,
    Language: localeOfLanguageId(p.language_id),
    Text: p.text,
    Location: {
      Id: location.id,
      Name: location.name,
      Slug: location.slug,
      Address: location.address,
      Postalcode: location.postal_code,
      City: location.city,
      Description: catalogueText(locale, location.description_nl, location.description_en),
      ImageUrl: parts.imageUrl,
      Amenities: AMENITIES.filter((a) => parts.amenities.includes(a)),
      Score: location.review_score,
      ReviewCount: location.review_count,
      Latitude: location.latitude,
      Longitude: location.longitude,
    },
    Tender: presentMeeting(parts.tender),
    Spaces: parts.spaces.map((s) => {
      const info = parts.spaceInfo.get(s.space_id);
      return {
        SpaceId: s.space_id,
        Name: info ? catalogueText(locale, info.name_nl, info.name_en) : '',
        SettingId: s.setting_id,
        Seats: s.seats,
        StartDate: s.start_date,
        EndDate: s.end_date,
        StartMinutes: s.start_minutes,
        EndMinutes: s.end_minutes,
        ListPrice: centsToEuros(s.list_price_cents),
        Price: centsToEuros(s.price_cents),
        Adjustment: centsToEuros(s.price_cents - s.list_price_cents),
        TaxPercentage: s.tax_percentage,
        ImageUrl: info?.image_url ?? null,
      };
    }),
    Options: parts.options.map((o) => {
      const info = parts.optionInfo.get(o.option_id);
      return {
        OptionId: o.option_id,
        Name: info ? catalogueText(locale, info.name_nl, info.name_en) : '',
        CategoryId: info?.category_id ?? 0,
        Amount: o.amount,
        ListPricePerItem: centsToEuros(o.list_price_per_item_cents),
        PricePerItem: centsToEuros(o.price_per_item_cents),
        Total: centsToEuros(o.price_per_item_cents * o.amount),
        Adjustment: centsToEuros((o.price_per_item_cents - o.list_price_per_item_cents) * o.amount),
        TaxPercentage: o.tax_percentage,
      };
    }),
    TaxTotal: centsToEuros(p.total_incl_cents - p.total_excl_cents),
    AdjustmentTotal: centsToEuros(adjustmentCents(parts.spaces, parts.options)),
    CancelReason: p.cancel_reason_type,
    Reason: p.cancel_reason,
    History: parts.history.map((h) => ({
      Kind: h.kind as ProposalHistoryKind,
      Version: h.version,
      Comment: h.comment,
      At: h.created_at,
      ByName: h.profile_id === null ? '' : (parts.names.get(h.profile_id) ?? ''),
    })),
    IsApplicant: parts.isApplicant,
    Actions: parts.isApplicant ? proposalActions(summary.Status) : [],
  };
}

/**
 * Where an asked location stands as of today: as stored, except that a location still waiting when
 * the meeting's first day has passed is closed (the stored row is not rewritten).
 */
export function requestStatusOf(
  row: { status: string },
  tender: Pick<TenderRow, 'start_date'>,
  today: string,
): TenderRequestStatus {
  if (row.status === 'waiting' && tender.start_date < today) return 'closed';
  return row.status as TenderRequestStatus;
}

/**
 * A tender's status as of today: accepted once a proposal was; closed when nothing can come of it
 * any more (the meeting's first day has passed, or every asked location declined, closed or its
 * proposal was rejected or expired); else open.
 */
export function tenderStatusOf(
  tender: Pick<TenderRow, 'status' | 'start_date'>,
  answers: readonly { status: TenderRequestStatus; proposal: ProposalStatus | null }[],
  today: string,
): TenderStatus {
  if (tender.status === 'accepted') return 'accepted';
  if (tender.status === 'closed' || tender.start_date < today) return 'closed';
  const hopeless = (a: (typeof answers)[number]) =>
    a.status === 'declined' || a.status === 'closed' || a.proposal === 'rejected' || a.proposal === 'expired';
  return answers.length > 0 && answers.every(hopeless) ? 'closed' : 'open';
}

/** A member's name as the history and the host's list show it. */
export const fullName = (p: { first_name: string; last_name: string; email: string }) =>
  `${p.first_name} ${p.last_name}`.trim() || p.email;
