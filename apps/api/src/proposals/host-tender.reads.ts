import {
  AvailabilityWarning,
  catalogueText,
  centsToEuros,
  type HostTenderDetail,
  type HostTenderRequest,
  type Locale,
  localeOfLanguageId,
  type TenderRequestStatus,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { hostLocationAccess } from '../hosting/index.ts';
import { type Actor, requireAccess } from '../kernel/access/access.ts';
import { optionLine, optionQueries } from '../pricing/index.ts';
import {
  type EvaluatedSpaceInPeriod,
  evaluateSpacesInPeriod,
  type SpaceInPeriod,
} from '../reservations/index.ts';
import { pageOf, pageWindow, proposalOf, summariesOf } from './proposal.reads.ts';
import { type ProposalDeps, type ProposalPeriodDeps, todayOf } from './proposal-deps.ts';
import { proposalAccess, type TenderAtLocation } from './proposals.access.ts';
import { fullName, presentMeeting, requestStatusOf } from './proposals.presenter.ts';
import { proposalQueries, type TenderLocationRow, type TenderRow } from './proposals.queries.ts';

/** A tender's period, as reservations store one. */
export const periodOf = (t: TenderRow) => ({
  start_date: t.start_date,
  end_date: t.end_date,
  start_minutes: t.start_minutes,
  end_minutes: t.end_minutes,
});

/**
 * Whether spaces of a location are free for the tender's period (as a booking would decide: the
 * search's evaluation, bookings and live holds, the 24-hour notice) and what they cost then.
 */
export function evaluateForTender<L extends SpaceInPeriod>(
  deps: ProposalPeriodDeps,
  tender: TenderRow,
  locationId: number,
  lines: readonly L[],
): Promise<EvaluatedSpaceInPeriod<L>[]> {
  return evaluateSpacesInPeriod(
    deps,
    {
      location_id: locationId,
      meeting_type_id: tender.meeting_type_id,
      language_id: tender.language_id,
      profile_id: tender.profile_id,
    },
    periodOf(tender),
    lines,
  );
}

/** Tender requests as their host sees them (in the order given). */
async function presentRequests(
  db: Kysely<DB>,
  rows: readonly TenderLocationRow[],
  today: string,
): Promise<HostTenderRequest[]> {
  const tenders = await proposalQueries.tendersByIds(db, [...new Set(rows.map((r) => r.tender_id))]);
  const [locations, people, proposals] = await Promise.all([
    proposalQueries.locations(db, [...new Set(rows.map((r) => r.location_id))]),
    proposalQueries.profiles(db, [...new Set(tenders.map((t) => t.profile_id))]),
    proposalQueries.proposalsByIds(
      db,
      rows.flatMap((r) => (r.proposal_id === null ? [] : [r.proposal_id])),
    ),
  ]);
  const summaries = await summariesOf(db, proposals, undefined, today, { tenders, locations });
  const tenderById = new Map(tenders.map((t) => [t.id, t]));
  const locationById = new Map(locations.map((l) => [l.id, l]));
  const personById = new Map(people.map((p) => [p.id, p]));
  return rows.flatMap((r) => {
    const tender = tenderById.get(r.tender_id);
    if (!tender) return [];
    const applicant = personById.get(tender.profile_id);
    return [
      {
        ...presentMeeting(tender),
        TenderId: tender.id,
        LocationId: r.location_id,
        LocationName: locationById.get(r.location_id)?.name ?? '',
        Status: requestStatusOf(r, tender, today),
        ApplicantName: applicant ? fullName(applicant) : '',
        CompanyName: applicant?.company_name ?? null,
        ReceivedAt: r.created_at,
        DeclineReason: r.decline_reason,
        Proposal: r.proposal_id === null ? null : (summaries.get(r.proposal_id) ?? null),
      },
    ];
  });
}

/**
 * `GET /v1/host/tender`: the tenders sent to the locations the member actively manages (a member
 * who manages none gets an empty list), or to one of them (`locationId`: 403 unless they manage
 * it), newest first, by status.
 */
export async function hostRequests(
  deps: ProposalDeps,
  actor: Actor,
  q: { status: TenderRequestStatus | 'all'; locationId?: number; page: number; itemsPerPage: number },
): Promise<{ Results: HostTenderRequest[]; MorePages: boolean }> {
  const { db } = deps;
  const locationIds =
    q.locationId === undefined
      ? await proposalQueries.managedLocationIds(db, actor.profileId)
      : [(await requireAccess({ db }, actor, hostLocationAccess.manage, q.locationId)).id];
  const today = todayOf(deps.now);
  const rows = await proposalQueries.requestsAt(
    db,
    locationIds,
    { status: q.status, today },
    pageWindow(q.page, q.itemsPerPage),
  );
  const page = pageOf(rows, q.itemsPerPage);
  return { Results: await presentRequests(db, page.Results, today), MorePages: page.more };
}

/** The setting a candidate space proposes: the tender's when offered, else the first whose range fits the seats. */
function defaultSetting(
  settings: readonly { setting_id: number; min_seats: number; max_seats: number }[],
  tender: TenderRow,
): number | undefined {
  if (tender.setting_id !== null && settings.some((s) => s.setting_id === tender.setting_id))
    return tender.setting_id;
  const fits = settings.find((s) => s.min_seats <= tender.seats && tender.seats <= s.max_seats);
  return (fits ?? settings[0])?.setting_id;
}

/** The location's active spaces of the tender's meeting type: settings, free or not, list price. */
async function candidateSpaces(
  deps: ProposalPeriodDeps,
  tender: TenderRow,
  locationId: number,
  locale: Locale,
): Promise<HostTenderDetail['Spaces']> {
  const spaces = await proposalQueries.activeSpacesOf(deps.db, locationId, tender.meeting_type_id);
  const settings = await proposalQueries.settingsOf(
    deps.db,
    spaces.map((s) => s.id),
  );
  const lines = spaces.flatMap((s) => {
    const own = settings.filter((x) => x.space_id === s.id);
    const settingId = defaultSetting(own, tender);
    return settingId === undefined
      ? []
      : [{ ...periodOf(tender), space_id: s.id, setting_id: settingId, seats: tender.seats, space: s, own }];
  });
  const evaluated = await evaluateForTender(deps, tender, locationId, lines);
  const candidates = evaluated.map((e) => ({
    SpaceId: e.line.space_id,
    Name: catalogueText(locale, e.line.space.name_nl, e.line.space.name_en),
    Capacity: e.line.space.capacity,
    Settings: e.line.own.map((x) => ({
      SettingId: x.setting_id,
      MinSeats: x.min_seats,
      MaxSeats: x.max_seats,
    })),
    SettingId: e.line.setting_id,
    Available: e.warnings.length === 0,
    Warnings: e.gone && e.warnings.length === 0 ? [AvailabilityWarning.SpaceUnavailable] : e.warnings,
    ListPrice: e.gone || e.warnings.length > 0 ? 0 : centsToEuros(e.price_total_cents),
    TaxPercentage: e.gone ? e.line.space.tax_percentage : e.space.tax_percentage,
  }));
  // Free spaces first; otherwise in the location's order.
  return [...candidates.filter((c) => c.Available), ...candidates.filter((c) => !c.Available)];
}

/** The location's active options, priced for the tender's seats. */
async function candidateOptions(
  db: Kysely<DB>,
  tender: TenderRow,
  locationId: number,
  locale: Locale,
): Promise<HostTenderDetail['Options']> {
  const options = await optionQueries.activeOfLocation(db, locationId);
  return options.map((o) => ({
    OptionId: o.id,
    Name: catalogueText(locale, o.name_nl, o.name_en),
    CategoryId: o.category_id,
    SuggestedAmount: optionLine(o, tender.seats, tender.seats).amount,
    ListPricePerItem: centsToEuros(o.price_cents),
    TaxPercentage: o.tax_percentage,
  }));
}

/** The host's view of one tender at one of their locations (after the access check). */
export async function hostTenderDetailOf(
  deps: ProposalPeriodDeps,
  actor: Actor,
  asked: TenderLocationRow,
  locale: Locale | undefined,
): Promise<HostTenderDetail> {
  const { db } = deps;
  const today = todayOf(deps.now);
  const tender = await proposalQueries.tender(db, asked.tender_id);
  if (!tender) throw new Error(`tender ${asked.tender_id} is gone`);
  // Without a language asked, the host's own.
  const member = locale === undefined ? await proposalQueries.profile(db, actor.profileId) : undefined;
  const language = locale ?? localeOfLanguageId(member?.language_id ?? 0);
  const [[request], spaces, options, proposal] = await Promise.all([
    presentRequests(db, [asked], today),
    candidateSpaces(deps, tender, asked.location_id, language),
    candidateOptions(db, tender, asked.location_id, language),
    asked.proposal_id === null ? undefined : proposalQueries.proposal(db, asked.proposal_id),
  ]);
  return {
    Request: request as HostTenderRequest,
    Spaces: spaces,
    Options: options,
    Proposal: proposal ? await proposalOf(db, proposal, actor, language, today) : null,
  };
}

/** `GET /v1/host/tender/{tenderId}/location/{locationId}`: the location's active managers. */
export async function readHostTender(
  deps: ProposalPeriodDeps,
  actor: Actor,
  id: TenderAtLocation,
  locale: Locale | undefined,
): Promise<HostTenderDetail> {
  const asked = await requireAccess({ db: deps.db }, actor, proposalAccess.answer, id);
  return hostTenderDetailOf(deps, actor, asked, locale);
}
