import type { ProposalStatus, TenderRequestStatus } from '@meetspace/domain';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type {
  ProposalHistoryTable,
  ProposalOptionsTable,
  ProposalSpacesTable,
  ProposalsTable,
  TenderLocationsTable,
  TendersTable,
} from './proposals.schema.ts';

export type TenderRow = Selectable<TendersTable>;
export type TenderLocationRow = Selectable<TenderLocationsTable>;
export type ProposalRow = Selectable<ProposalsTable>;
export type ProposalSpaceRow = Selectable<ProposalSpacesTable>;
export type ProposalOptionRow = Selectable<ProposalOptionsTable>;
export type ProposalHistoryRow = Selectable<ProposalHistoryTable>;

/** The location columns a proposal or a tender shows. */
export type LocationFacts = Awaited<ReturnType<typeof proposalQueries.locations>>[number];

/** The effective-status filter (`effectiveProposalStatus` in SQL) over `proposals` as `p`. */
function byEffectiveStatus(status: ProposalStatus, today: string) {
  return (
    // biome-ignore lint/suspicious/noExplicitAny: the expression builder of whichever query joins `proposals as p`
    eb: any,
  ) => {
    const pending = eb('p.status', 'in', ['open', 'changeRequested']);
    if (status === 'expired')
      return eb.or([eb('p.status', '=', 'expired'), eb.and([pending, eb('p.valid_until', '<', today)])]);
    if (status === 'open' || status === 'changeRequested')
      return eb.and([eb('p.status', '=', status), eb('p.valid_until', '>=', today)]);
    return eb('p.status', '=', status);
  };
}

/** The proposals area's SQL: tenders, their locations, proposals with their lines and history. */
export const proposalQueries = {
  // -------------------------------------------------------------------------------------------
  // Tenders

  async insertTender(db: Kysely<DB>, row: Insertable<TendersTable>): Promise<number> {
    const inserted = await db.insertInto('tenders').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  },

  insertTenderLocations(db: Kysely<DB>, rows: Insertable<TenderLocationsTable>[]) {
    return db.insertInto('tender_locations').values(rows).execute();
  },

  tender(db: Kysely<DB>, id: number): Promise<TenderRow | undefined> {
    return db.selectFrom('tenders').selectAll().where('id', '=', id).executeTakeFirst();
  },

  tendersByIds(db: Kysely<DB>, ids: readonly number[]): Promise<TenderRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('tenders').selectAll().where('id', 'in', ids).execute();
  },

  /** A member's tenders, newest first; one more than asked tells whether more pages follow. */
  tendersOf(db: Kysely<DB>, profileId: number, page: { offset: number; limit: number }) {
    return db
      .selectFrom('tenders')
      .selectAll()
      .where('profile_id', '=', profileId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  },

  updateTender(db: Kysely<DB>, id: number, changes: Partial<Pick<TenderRow, 'status' | 'updated_at'>>) {
    return db.updateTable('tenders').set(changes).where('id', '=', id).execute();
  },

  /** The asked locations of these tenders, in the order they were asked. */
  tenderLocations(db: Kysely<DB>, tenderIds: readonly number[]): Promise<TenderLocationRow[]> {
    if (tenderIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('tender_locations')
      .selectAll()
      .where('tender_id', 'in', tenderIds)
      .orderBy('id')
      .execute();
  },

  tenderLocation(
    db: Kysely<DB>,
    tenderId: number,
    locationId: number,
  ): Promise<TenderLocationRow | undefined> {
    return db
      .selectFrom('tender_locations')
      .selectAll()
      .where('tender_id', '=', tenderId)
      .where('location_id', '=', locationId)
      .executeTakeFirst();
  },

  /**
   * Holds a tender location's row for the rest of the transaction (a no-op write): two managers
   * answering at once queue. Returns the row as it is then.
   */
  async lockTenderLocation(db: Kysely<DB>, id: number): Promise<TenderLocationRow | undefined> {
    await db
      .updateTable('tender_locations')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', id)
      .execute();
    return db.selectFrom('tender_locations').selectAll().where('id', '=', id).executeTakeFirst();
  },

  updateTenderLocation(
    db: Kysely<DB>,
    id: number,
    changes: Partial<Pick<TenderLocationRow, 'status' | 'decline_reason' | 'proposal_id' | 'updated_at'>>,
  ) {
    return db.updateTable('tender_locations').set(changes).where('id', '=', id).execute();
  },

  /**
   * Declines a waiting tender location (a conditional update: two hosts cannot both answer);
   * returns whether it was still waiting.
   */
  async declineWaiting(db: Kysely<DB>, id: number, reason: string, nowIso: string): Promise<boolean> {
    const result = await db
      .updateTable('tender_locations')
      .set({ status: 'declined', decline_reason: reason, updated_at: nowIso })
      .where('id', '=', id)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Closes the tender's locations still waiting (another location's proposal was accepted). */
  closeWaiting(db: Kysely<DB>, tenderId: number, nowIso: string) {
    return db
      .updateTable('tender_locations')
      .set({ status: 'closed', updated_at: nowIso })
      .where('tender_id', '=', tenderId)
      .where('status', '=', 'waiting')
      .execute();
  },

  /**
   * The tender requests at these locations, newest first, by status as read ('all': any); one page.
   */
  requestsAt(
    db: Kysely<DB>,
    locationIds: readonly number[],
    filter: { status: TenderRequestStatus | 'all'; today: string },
    page: { offset: number; limit: number },
  ) {
    if (locationIds.length === 0) return Promise.resolve([]);
    const { status, today } = filter;
    let q = db
      .selectFrom('tender_locations as tl')
      .innerJoin('tenders as t', 't.id', 'tl.tender_id')
      .selectAll('tl')
      .where('tl.location_id', 'in', locationIds);
    // As `requestStatusOf` reads them: a waiting one whose first day has passed is closed.
    if (status === 'waiting') q = q.where('tl.status', '=', 'waiting').where('t.start_date', '>=', today);
    else if (status === 'closed')
      q = q.where((eb) =>
        eb.or([
          eb('tl.status', '=', 'closed'),
          eb.and([eb('tl.status', '=', 'waiting'), eb('t.start_date', '<', today)]),
        ]),
      );
    else if (status !== 'all') q = q.where('tl.status', '=', status);
    return q
      .orderBy('t.created_at', 'desc')
      .orderBy('tl.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  },

  // -------------------------------------------------------------------------------------------
  // Locations, people

  /** Whether each location exists and is live: the live ones among the ids. */
  async liveLocationIds(db: Kysely<DB>, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .selectFrom('locations')
      .select('id')
      .where('id', 'in', ids)
      .where('status', '=', 'live')
      .execute();
    return new Set(rows.map((r) => r.id));
  },

  locations(db: Kysely<DB>, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('locations')
      .select([
        'id',
        'channel_id',
        'name',
        'slug',
        'address',
        'postal_code',
        'city',
        'latitude',
        'longitude',
        'description_nl',
        'description_en',
        'review_score',
        'review_count',
      ])
      .where('id', 'in', ids)
      .execute();
  },

  /** The locations a member actively manages (ids). */
  async managedLocationIds(db: Kysely<DB>, profileId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('location_managers')
      .select('location_id')
      .where('profile_id', '=', profileId)
      .where('is_active', '=', 1)
      .orderBy('location_id')
      .execute();
    return rows.map((r) => r.location_id);
  },

  profile(db: Kysely<DB>, id: number) {
    return db
      .selectFrom('profiles')
      .select(['id', 'email', 'first_name', 'last_name', 'phone', 'language_id', 'company_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  profiles(db: Kysely<DB>, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('profiles as p')
      .leftJoin('companies as c', 'c.id', 'p.company_id')
      .select(['p.id', 'p.email', 'p.first_name', 'p.last_name', 'c.name as company_name'])
      .where('p.id', 'in', ids)
      .execute();
  },

  /** The member's most recent saved billing address (the invoice address of an accepted proposal). */
  savedBilling(db: Kysely<DB>, profileId: number) {
    return db
      .selectFrom('billing_addresses')
      .selectAll()
      .where('profile_id', '=', profileId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  },

  /** The current booking terms in a language (what accepting a proposal agrees to). */
  async bookingTermsId(db: Kysely<DB>, languageId: number): Promise<number | null> {
    const row = await db
      .selectFrom('terms')
      .select('id')
      .where('type', '=', 'booking')
      .where('language_id', '=', languageId)
      .orderBy('version', 'desc')
      .executeTakeFirst();
    return row?.id ?? null;
  },

  // -------------------------------------------------------------------------------------------
  // Catalogue

  /** Spaces by id, with their names and image (any status). */
  spaces(db: Kysely<DB>, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('spaces')
      .select([
        'id',
        'location_id',
        'name_nl',
        'name_en',
        'image_url',
        'capacity',
        'is_active',
        'tax_percentage',
      ])
      .where('id', 'in', ids)
      .execute();
  },

  /** A location's active spaces of a meeting type, by rank. */
  activeSpacesOf(db: Kysely<DB>, locationId: number, meetingTypeId: number) {
    return db
      .selectFrom('spaces')
      .select(['id', 'name_nl', 'name_en', 'capacity', 'tax_percentage'])
      .where('location_id', '=', locationId)
      .where('meeting_type_id', '=', meetingTypeId)
      .where('is_active', '=', 1)
      .orderBy('rank')
      .orderBy('id')
      .execute();
  },

  settingsOf(db: Kysely<DB>, spaceIds: readonly number[]) {
    if (spaceIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('space_settings')
      .select(['space_id', 'setting_id', 'min_seats', 'max_seats'])
      .where('space_id', 'in', spaceIds)
      .orderBy('space_id')
      .orderBy('setting_id')
      .execute();
  },

  /** Options by id, with their names and category (any status). */
  options(db: Kysely<DB>, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('options')
      .select([
        'id',
        'location_id',
        'category_id',
        'name_nl',
        'name_en',
        'is_active',
        'price_cents',
        'tax_percentage',
      ])
      .where('id', 'in', ids)
      .execute();
  },

  // -------------------------------------------------------------------------------------------
  // Proposals

  async insertProposal(db: Kysely<DB>, row: Insertable<ProposalsTable>): Promise<number> {
    const inserted = await db.insertInto('proposals').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  },

  proposal(db: Kysely<DB>, id: number): Promise<ProposalRow | undefined> {
    return db.selectFrom('proposals').selectAll().where('id', '=', id).executeTakeFirst();
  },

  proposalByKey(db: Kysely<DB>, key: string): Promise<ProposalRow | undefined> {
    return db.selectFrom('proposals').selectAll().where('key', '=', key).executeTakeFirst();
  },

  proposalsByIds(db: Kysely<DB>, ids: readonly number[]): Promise<ProposalRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('proposals').selectAll().where('id', 'in', ids).execute();
  },

  /** The proposals a member received, newest first, optionally by effective status; one page. */
  proposalsOf(
    db: Kysely<DB>,
    profileId: number,
    filter: { status?: ProposalStatus; today: string },
    page: { offset: number; limit: number },
  ): Promise<ProposalRow[]> {
    let q = db.selectFrom('proposals as p').selectAll('p').where('p.profile_id', '=', profileId);
    if (filter.status) q = q.where(byEffectiveStatus(filter.status, filter.today));
    return q
      .orderBy('p.sent_at', 'desc')
      .orderBy('p.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  },

  updateProposal(
    db: Kysely<DB>,
    id: number,
    changes: Partial<Omit<ProposalRow, 'id' | 'key' | 'tender_id' | 'location_id' | 'profile_id'>>,
  ) {
    return db.updateTable('proposals').set(changes).where('id', '=', id).execute();
  },

  /**
   * Moves a proposal from one of `from` to `status` while it is still valid on `today` (a
   * conditional update: of two parallel decisions only one finds it so); whether it did.
   */
  async moveProposal(
    db: Kysely<DB>,
    id: number,
    from: readonly ProposalStatus[],
    today: string,
    changes: Partial<Omit<ProposalRow, 'id' | 'key' | 'tender_id' | 'location_id' | 'profile_id'>>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('proposals')
      .set(changes)
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .where('valid_until', '>=', today)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** The tender's other proposals still open or waiting for a new version. */
  pendingOthers(db: Kysely<DB>, tenderId: number, exceptId: number): Promise<ProposalRow[]> {
    return db
      .selectFrom('proposals')
      .selectAll()
      .where('tender_id', '=', tenderId)
      .where('id', '!=', exceptId)
      .where('status', 'in', ['open', 'changeRequested'])
      .orderBy('id')
      .execute();
  },

  proposalSpaces(db: Kysely<DB>, proposalIds: readonly number[]): Promise<ProposalSpaceRow[]> {
    if (proposalIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('proposal_spaces')
      .selectAll()
      .where('proposal_id', 'in', proposalIds)
      .orderBy('id')
      .execute();
  },

  proposalOptions(db: Kysely<DB>, proposalIds: readonly number[]): Promise<ProposalOptionRow[]> {
    if (proposalIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('proposal_options')
      .selectAll()
      .where('proposal_id', 'in', proposalIds)
      .orderBy('id')
      .execute();
  },

  /** Replaces a proposal's lines with a new version's. */
  async replaceLines(
    db: Kysely<DB>,
    proposalId: number,
    spaces: Omit<Insertable<ProposalSpacesTable>, 'proposal_id'>[],
    options: Omit<Insertable<ProposalOptionsTable>, 'proposal_id'>[],
  ): Promise<void> {
    await db.deleteFrom('proposal_spaces').where('proposal_id', '=', proposalId).execute();
    await db.deleteFrom('proposal_options').where('proposal_id', '=', proposalId).execute();
    if (spaces.length > 0)
      await db
        .insertInto('proposal_spaces')
        .values(spaces.map((s) => ({ ...s, proposal_id: proposalId })))
        .execute();
    if (options.length > 0)
      await db
        .insertInto('proposal_options')
        .values(options.map((o) => ({ ...o, proposal_id: proposalId })))
        .execute();
  },

  insertHistory(db: Kysely<DB>, row: Insertable<ProposalHistoryTable>) {
    return db.insertInto('proposal_history').values(row).execute();
  },

  history(db: Kysely<DB>, proposalId: number): Promise<ProposalHistoryRow[]> {
    return db
      .selectFrom('proposal_history')
      .selectAll()
      .where('proposal_id', '=', proposalId)
      .orderBy('id')
      .execute();
  },

  /** The applicant's last `viewed` entry of a proposal (views are logged at most every 10 minutes). */
  lastView(db: Kysely<DB>, proposalId: number, profileId: number) {
    return db
      .selectFrom('proposal_history')
      .select('created_at')
      .where('proposal_id', '=', proposalId)
      .where('kind', '=', 'viewed')
      .where('profile_id', '=', profileId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  },
};
