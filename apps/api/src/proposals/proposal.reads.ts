import {
  type Locale,
  localeOfLanguageId,
  type Proposal,
  type ProposalStatus,
  type ProposalSummary,
  type Tender,
  type TenderLocation,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type Actor, requireAccess } from '../kernel/access/access.ts';
import { isSelf } from '../kernel/access/relations.ts';
import { AppError } from '../kernel/errors.ts';
import { amenitiesOfLocation, firstImageByLocation } from '../locations/index.ts';
import { type ProposalDeps, todayOf } from './proposal-deps.ts';
import { proposalAccess } from './proposals.access.ts';
import {
  fullName,
  presentMeeting,
  presentProposal,
  presentSummary,
  requestStatusOf,
  type SummaryParts,
  tenderStatusOf,
} from './proposals.presenter.ts';
import {
  type LocationFacts,
  type ProposalRow,
  proposalQueries,
  type TenderLocationRow,
  type TenderRow,
} from './proposals.queries.ts';

const byId = <T extends { id: number }>(rows: readonly T[]) => new Map(rows.map((r) => [r.id, r]));

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(row);
    map.set(key(row), list);
  }
  return map;
}

/** One page of a list, read with one row more than asked: the rows and whether more follow. */
export function pageOf<T>(rows: readonly T[], size: number): { Results: T[]; more: boolean } {
  return { Results: rows.slice(0, size), more: rows.length > size };
}
export const pageWindow = (page: number, size: number) => ({ offset: (page - 1) * size, limit: size + 1 });

/**
 * What presenting these proposals needs, read in a few queries: their tenders, locations, lines
 * and the names of their spaces and options. `locale` undefined: each in its own language.
 */
export async function summaryPartsOf(
  db: Kysely<DB>,
  proposals: readonly ProposalRow[],
  locale: Locale | undefined,
  today: string,
  known: { tenders?: readonly TenderRow[]; locations?: readonly LocationFacts[] } = {},
): Promise<Map<number, SummaryParts>> {
  const ids = proposals.map((p) => p.id);
  const tenderIds = [...new Set(proposals.map((p) => p.tender_id))];
  const locationIds = [...new Set(proposals.map((p) => p.location_id))];
  const [tenders, locations, spaces, options] = await Promise.all([
    known.tenders ?? proposalQueries.tendersByIds(db, tenderIds),
    known.locations ?? proposalQueries.locations(db, locationIds),
    proposalQueries.proposalSpaces(db, ids),
    proposalQueries.proposalOptions(db, ids),
  ]);
  const [spaceNames, optionNames] = await Promise.all([
    proposalQueries.spaces(db, [...new Set(spaces.map((s) => s.space_id))]).then(byId),
    proposalQueries.options(db, [...new Set(options.map((o) => o.option_id))]).then(byId),
  ]);
  const tenderById = byId(tenders);
  const locationById = byId(locations);
  const spacesOf = groupBy(spaces, (s) => s.proposal_id);
  const optionsOf = groupBy(options, (o) => o.proposal_id);
  const parts = new Map<number, SummaryParts>();
  for (const p of proposals) {
    const tender = tenderById.get(p.tender_id);
    const location = locationById.get(p.location_id);
    if (!tender || !location) continue;
    parts.set(p.id, {
      tender,
      location,
      spaces: spacesOf.get(p.id) ?? [],
      options: optionsOf.get(p.id) ?? [],
      spaceNames,
      optionNames,
      locale: locale ?? localeOfLanguageId(p.language_id),
      today,
    });
  }
  return parts;
}

/** These proposals as summaries (in the order given). */
export async function summariesOf(
  db: Kysely<DB>,
  proposals: readonly ProposalRow[],
  locale: Locale | undefined,
  today: string,
  known: { tenders?: readonly TenderRow[]; locations?: readonly LocationFacts[] } = {},
): Promise<Map<number, ProposalSummary>> {
  const parts = await summaryPartsOf(db, proposals, locale, today, known);
  const result = new Map<number, ProposalSummary>();
  for (const p of proposals) {
    const part = parts.get(p.id);
    if (part) result.set(p.id, presentSummary(p, part));
  }
  return result;
}

/** A whole proposal for a caller: `isApplicant` decides its actions. */
export async function proposalOf(
  db: Kysely<DB>,
  p: ProposalRow,
  viewer: Actor | undefined,
  locale: Locale | undefined,
  today: string,
): Promise<Proposal> {
  const parts = (await summaryPartsOf(db, [p], locale, today)).get(p.id);
  if (!parts) throw new Error(`proposal ${p.id} lost its tender or location`);
  const [spaceInfo, optionInfo, images, amenities, history] = await Promise.all([
    proposalQueries
      .spaces(
        db,
        parts.spaces.map((s) => s.space_id),
      )
      .then(byId),
    proposalQueries
      .options(
        db,
        parts.options.map((o) => o.option_id),
      )
      .then(byId),
    firstImageByLocation(db, [p.location_id]),
    amenitiesOfLocation(db, p.location_id),
    proposalQueries.history(db, p.id),
  ]);
  const people = await proposalQueries.profiles(db, [
    ...new Set(history.flatMap((h) => (h.profile_id === null ? [] : [h.profile_id]))),
  ]);
  return presentProposal(p, {
    ...parts,
    spaceInfo,
    optionInfo,
    imageUrl: images.get(p.location_id) ?? null,
    amenities,
    history,
    names: new Map(people.map((x) => [x.id, fullName(x)])),
    isApplicant: isSelf(viewer, p.profile_id),
  });
}

/** `GET /v2/proposal/{key}`: the applicant, the location's managers and administrators. */
export async function readProposal(
  deps: ProposalDeps,
  actor: Actor,
  key: string,
  locale: Locale | undefined,
): Promise<Proposal> {
  const p = await requireAccess({ db: deps.db }, actor, proposalAccess.read, key);
  return proposalOf(deps.db, p, actor, locale, todayOf(deps.now));
}

/** A proposal just written by the caller's command (by id), in its own language. */
export async function sentProposal(deps: ProposalDeps, actor: Actor, id: number): Promise<Proposal> {
  const p = await proposalQueries.proposal(deps.db, id);
  if (!p) throw AppError.notFound('Proposal not found');
  return proposalOf(deps.db, p, actor, undefined, todayOf(deps.now));
}

/** Tenders with every asked location's answer (in the order given). */
async function presentTenders(
  db: Kysely<DB>,
  tenders: readonly TenderRow[],
  locale: Locale | undefined,
  today: string,
): Promise<Tender[]> {
  const asked = await proposalQueries.tenderLocations(
    db,
    tenders.map((t) => t.id),
  );
  const [locations, proposals] = await Promise.all([
    proposalQueries.locations(db, [...new Set(asked.map((a) => a.location_id))]),
    proposalQueries.proposalsByIds(
      db,
      asked.flatMap((a) => (a.proposal_id === null ? [] : [a.proposal_id])),
    ),
  ]);
  const summaries = new Map<number, ProposalSummary>();
  for (const t of tenders) {
    const own = proposals.filter((p) => p.tender_id === t.id);
    const tenderLocale = locale ?? localeOfLanguageId(t.language_id);
    for (const [id, s] of await summariesOf(db, own, tenderLocale, today, { tenders: [t], locations }))
      summaries.set(id, s);
  }
  const locationById = byId(locations);
  const askedOf = groupBy(asked, (a) => a.tender_id);
  return tenders.map((t) => {
    const locations = (askedOf.get(t.id) ?? []).map((a) =>
      tenderLocationOf(a, t, locationById, summaries, today),
    );
    return {
      ...presentMeeting(t),
      Status: tenderStatusOf(
        t,
        locations.map((l) => ({ status: l.Status, proposal: l.Proposal?.Status ?? null })),
        today,
      ),
      Locations: locations,
    };
  });
}

function tenderLocationOf(
  a: TenderLocationRow,
  tender: TenderRow,
  locations: ReadonlyMap<number, LocationFacts>,
  summaries: ReadonlyMap<number, ProposalSummary>,
  today: string,
): TenderLocation {
  const location = locations.get(a.location_id);
  return {
    LocationId: a.location_id,
    LocationName: location?.name ?? '',
    City: location?.city ?? '',
    Status: requestStatusOf(a, tender, today),
    DeclineReason: a.decline_reason,
    Proposal: a.proposal_id === null ? null : (summaries.get(a.proposal_id) ?? null),
  };
}

/** `GET /v1/tender/{id}`: the applicant's (or an administrator's) compare table. */
export async function readTender(
  deps: ProposalDeps,
  actor: Actor,
  id: number,
  locale: Locale | undefined,
): Promise<Tender> {
  const tender = await requireAccess({ db: deps.db }, actor, proposalAccess.tender, id);
  const [presented] = await presentTenders(deps.db, [tender], locale, todayOf(deps.now));
  return presented as Tender;
}

/** `GET /v1/profile/tender`: the member's tenders, newest first. */
export async function myTenders(
  deps: ProposalDeps,
  actor: Actor,
  q: { page: number; itemsPerPage: number },
): Promise<{ Results: Tender[]; MorePages: boolean }> {
  const rows = await proposalQueries.tendersOf(deps.db, actor.profileId, pageWindow(q.page, q.itemsPerPage));
  const page = pageOf(rows, q.itemsPerPage);
  return {
    Results: await presentTenders(deps.db, page.Results, undefined, todayOf(deps.now)),
    MorePages: page.more,
  };
}

/** `GET /v1/profile/proposal`: the proposals the member received, newest first, by effective status. */
export async function myProposals(
  deps: ProposalDeps,
  actor: Actor,
  q: { page: number; itemsPerPage: number; status?: ProposalStatus },
): Promise<{ Results: ProposalSummary[]; MorePages: boolean }> {
  const today = todayOf(deps.now);
  const rows = await proposalQueries.proposalsOf(
    deps.db,
    actor.profileId,
    { status: q.status, today },
    pageWindow(q.page, q.itemsPerPage),
  );
  const page = pageOf(rows, q.itemsPerPage);
  const summaries = await summariesOf(deps.db, page.Results, undefined, today);
  return {
    Results: page.Results.flatMap((p) => summaries.get(p.id) ?? []),
    MorePages: page.more,
  };
}
