import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { pageWithTotal } from '../db/paging.ts';
import type { DB } from '../db/schema.ts';
import type { GroupMembershipsTable, NetworkGroupsTable } from './groups.schema.ts';

export type GroupRow = Selectable<NetworkGroupsTable>;
export type MembershipRow = Selectable<GroupMembershipsTable>;

/** A membership with the member's name and picture (the members list, the admins' names). */
export interface MemberRow extends MembershipRow {
  first_name: string;
  last_name: string;
  email: string;
  image_url: string | null;
  language_id: number;
}

/** What the public list filters on (`words` normalized). */
export interface GroupListFilter {
  words: readonly string[];
}

/** Published groups that are not deleted, in the filter. */
function listed(db: Kysely<DB>, f: GroupListFilter) {
  return db
    .selectFrom('network_groups')
    .where('status', '=', 'published')
    .where('deleted_at', 'is', null)
    .$if(f.words.length > 0, (q) =>
      q.where((eb) => eb.and(f.words.map((w) => eb('search_text', 'like', `%${w}%`)))),
    );
}

const memberColumns = [
  'group_memberships.id',
  'group_memberships.group_id',
  'group_memberships.profile_id',
  'group_memberships.role',
  'group_memberships.status',
  'group_memberships.invited_by',
  'group_memberships.requested_at',
  'group_memberships.joined_at',
  'group_memberships.left_at',
  'group_memberships.created_at',
  'group_memberships.updated_at',
  'profiles.first_name',
  'profiles.last_name',
  'profiles.email',
  'profiles.image_url',
  'profiles.language_id',
] as const;

/** The groups area's SQL (groups and memberships; the members' names from `profiles`). */
export const groupQueries = {
  /** A group that is not deleted, or undefined. */
  byId(db: Kysely<DB>, id: number): Promise<GroupRow | undefined> {
    return db
      .selectFrom('network_groups')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  /** The groups among `ids` that are not deleted. */
  byIds(db: Kysely<DB>, ids: readonly number[]): Promise<GroupRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('network_groups')
      .selectAll()
      .where('id', 'in', [...ids])
      .where('deleted_at', 'is', null)
      .execute();
  },

  /**
   * The published groups (not deleted) where the member is Joined and `feature` is on, among
   * `among` when given: whose stories or events the member reads.
   */
  async joinedWithFeature(
    db: Kysely<DB>,
    profileId: number,
    feature: 'activate_posts' | 'activate_events' | 'activate_questions',
    among?: readonly number[],
  ): Promise<number[]> {
    if (among?.length === 0) return [];
    const rows = await db
      .selectFrom('group_memberships as m')
      .innerJoin('network_groups as g', 'g.id', 'm.group_id')
      .select('g.id')
      .where('m.profile_id', '=', profileId)
      .where('m.status', '=', 'Joined')
      .where('g.status', '=', 'published')
      .where('g.deleted_at', 'is', null)
      .where(`g.${feature}`, '=', 1)
      .$if(among !== undefined, (q) => q.where('g.id', 'in', [...(among as number[])]))
      .orderBy('g.id')
      .execute();
    return rows.map((r) => r.id);
  },

  /** The groups (not deleted; among `among` when given) of which the member is a Joined admin. */
  async adminOf(db: Kysely<DB>, profileId: number, among?: readonly number[]): Promise<number[]> {
    if (among?.length === 0) return [];
    const rows = await db
      .selectFrom('group_memberships as m')
      .innerJoin('network_groups as g', 'g.id', 'm.group_id')
      .select('g.id')
      .where('m.profile_id', '=', profileId)
      .where('m.status', '=', 'Joined')
      .where('m.role', '=', 'admin')
      .where('g.deleted_at', 'is', null)
      .$if(among !== undefined, (q) => q.where('g.id', 'in', [...(among as number[])]))
      .execute();
    return rows.map((r) => r.id);
  },

  /** The profile ids of the group's Joined members. */
  async joinedMemberIds(db: Kysely<DB>, groupId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('group_memberships')
      .select('profile_id')
      .where('group_id', '=', groupId)
      .where('status', '=', 'Joined')
      .orderBy('profile_id')
      .execute();
    return rows.map((r) => r.profile_id);
  },

  /** The groups among `among` (not deleted) of which the member is a Joined admin. */
  async adminOfAmong(db: Kysely<DB>, profileId: number, among: readonly number[]): Promise<number[]> {
    if (among.length === 0) return [];
    const rows = await db
      .selectFrom('group_memberships as m')
      .innerJoin('network_groups as g', 'g.id', 'm.group_id')
      .select('g.id')
      .where('m.profile_id', '=', profileId)
      .where('m.status', '=', 'Joined')
      .where('m.role', '=', 'admin')
      .where('g.deleted_at', 'is', null)
      .where('g.id', 'in', [...among])
      .execute();
    return rows.map((r) => r.id);
  },

  /** A group, deleted ones too (subscribers of a group deleted since). */
  byIdWithDeleted(db: Kysely<DB>, id: number): Promise<GroupRow | undefined> {
    return db.selectFrom('network_groups').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async insertGroup(db: Kysely<DB>, row: Insertable<NetworkGroupsTable>): Promise<number> {
    const inserted = await db
      .insertInto('network_groups')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  },

  async updateGroup(db: Kysely<DB>, id: number, changes: Updateable<NetworkGroupsTable>): Promise<void> {
    await db.updateTable('network_groups').set(changes).where('id', '=', id).execute();
  },

  /** Adds `delta` to the group's member count (inside the transaction that changed a membership). */
  async addToMemberCount(db: Kysely<DB>, id: number, delta: number, nowIso: string): Promise<void> {
    if (delta === 0) return;
    await db
      .updateTable('network_groups')
      .set((eb) => ({ member_count: eb('member_count', '+', delta), updated_at: nowIso }))
      .where('id', '=', id)
      .execute();
  },

  /** One page of the public list (by name) and the total. */
  async listPage(
    db: Kysely<DB>,
    filter: GroupListFilter,
    page: number,
    perPage: number,
  ): Promise<{ rows: GroupRow[]; total: number }> {
    return pageWithTotal(
      listed(db, filter),
      // By name without case and accents: search_text starts with the normalized name.
      (q) => q.selectAll().orderBy('search_text').orderBy('id'),
      page,
      perPage,
    );
  },

  /**
   * The member's groups (not deleted): where they are Joined, Requested or Invited (published
   * groups), and the drafts they admin; by name.
   */
  mine(db: Kysely<DB>, profileId: number) {
    return db
      .selectFrom('network_groups')
      .innerJoin('group_memberships', 'group_memberships.group_id', 'network_groups.id')
      .selectAll('network_groups')
      .select(['group_memberships.status as membership_status', 'group_memberships.role as membership_role'])
      .where('group_memberships.profile_id', '=', profileId)
      .where('network_groups.deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('network_groups.status', '=', 'published'),
            eb('group_memberships.status', 'in', ['Joined', 'Requested', 'Invited']),
          ]),
          eb.and([eb('group_memberships.status', '=', 'Joined'), eb('group_memberships.role', '=', 'admin')]),
        ]),
      )
      .orderBy('network_groups.search_text')
      .orderBy('network_groups.id')
      .execute();
  },

  // --- memberships ---------------------------------------------------------------------------

  /** The member's row of the group, or undefined. */
  membership(db: Kysely<DB>, groupId: number, profileId: number): Promise<MembershipRow | undefined> {
    return db
      .selectFrom('group_memberships')
      .selectAll()
      .where('group_id', '=', groupId)
      .where('profile_id', '=', profileId)
      .executeTakeFirst();
  },

  /** The caller's status in each of these groups (a map; no row: None). */
  async statusesOf(
    db: Kysely<DB>,
    groupIds: readonly number[],
    profileId: number,
  ): Promise<Map<number, string>> {
    if (groupIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('group_memberships')
      .select(['group_id', 'status'])
      .where('profile_id', '=', profileId)
      .where('group_id', 'in', [...groupIds])
      .execute();
    return new Map(rows.map((r) => [r.group_id, r.status]));
  },

  /** Whether the member is a Joined admin of the group. */
  async isGroupAdmin(db: Kysely<DB>, groupId: number, profileId: number): Promise<boolean> {
    const row = await db
      .selectFrom('group_memberships')
      .select('id')
      .where('group_id', '=', groupId)
      .where('profile_id', '=', profileId)
      .where('status', '=', 'Joined')
      .where('role', '=', 'admin')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** How many Joined admins the group has. */
  async adminCount(db: Kysely<DB>, groupId: number): Promise<number> {
    const row = await db
      .selectFrom('group_memberships')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('group_id', '=', groupId)
      .where('status', '=', 'Joined')
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async insertMembership(db: Kysely<DB>, row: Insertable<GroupMembershipsTable>): Promise<void> {
    await db.insertInto('group_memberships').values(row).execute();
  },

  async updateMembership(
    db: Kysely<DB>,
    id: number,
    changes: Updateable<GroupMembershipsTable>,
  ): Promise<void> {
    await db.updateTable('group_memberships').set(changes).where('id', '=', id).execute();
  },

  /** The group's members with these statuses, admins first, then by name. */
  members(db: Kysely<DB>, groupId: number, statuses: readonly string[]): Promise<MemberRow[]> {
    return db
      .selectFrom('group_memberships')
      .innerJoin('profiles', 'profiles.id', 'group_memberships.profile_id')
      .select(memberColumns)
      .where('group_memberships.group_id', '=', groupId)
      .where('group_memberships.status', 'in', [...statuses])
      .orderBy(
        sql`case when group_memberships.status = 'Joined' and group_memberships.role = 'admin' then 0 else 1 end`,
      )
      .orderBy(sql`lower(profiles.first_name)`)
      .orderBy(sql`lower(profiles.last_name)`)
      .orderBy('group_memberships.profile_id')
      .execute();
  },

  /** One member of the group with their name, or undefined. */
  member(db: Kysely<DB>, groupId: number, profileId: number): Promise<MemberRow | undefined> {
    return db
      .selectFrom('group_memberships')
      .innerJoin('profiles', 'profiles.id', 'group_memberships.profile_id')
      .select(memberColumns)
      .where('group_memberships.group_id', '=', groupId)
      .where('group_memberships.profile_id', '=', profileId)
      .executeTakeFirst();
  },

  /** The Joined admins of these groups with their names (by name). */
  adminsOf(db: Kysely<DB>, groupIds: readonly number[]): Promise<MemberRow[]> {
    if (groupIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('group_memberships')
      .innerJoin('profiles', 'profiles.id', 'group_memberships.profile_id')
      .select(memberColumns)
      .where('group_memberships.group_id', 'in', [...groupIds])
      .where('group_memberships.status', '=', 'Joined')
      .where('group_memberships.role', '=', 'admin')
      .orderBy(sql`lower(profiles.first_name)`)
      .orderBy(sql`lower(profiles.last_name)`)
      .orderBy('group_memberships.profile_id')
      .execute();
  },

  // --- profiles ------------------------------------------------------------------------------

  profile(db: Kysely<DB>, id: number) {
    return db
      .selectFrom('profiles')
      .select(['id', 'first_name', 'last_name', 'email', 'language_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** The member with this e-mail address (any case), or undefined. */
  profileByEmail(db: Kysely<DB>, email: string) {
    return db
      .selectFrom('profiles')
      .select(['id', 'first_name', 'last_name', 'email', 'language_id'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .orderBy('id')
      .executeTakeFirst();
  },
};
