import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { GroupMembershipsTable, NetworkGroupsTable } from './groups.schema.ts';

export type GroupRow = Selectable<NetworkGroupsTable>;
export type MembershipRow = Selectable<GroupMembershipsTable>;

/** A membership with the member's name and picture (the members list, the admins). */
export interface MemberRow extends MembershipRow {
  first_name: string;
  last_name: string;
  email: string;
  image_url: string | null;
}

/** Published groups that are not deleted, matching every word. */
function listed(db: Kysely<DB>, words: readonly string[]) {
  return db
    .selectFrom('network_groups')
    .where('status', '=', 'published')
    .where('deleted_at', 'is', null)
    .$if(words.length > 0, (q) =>
      q.where((eb) => eb.and(words.map((w) => eb('search_text', 'like', `%${w}%`)))),
    );
}

const withMember = (db: Kysely<DB>) =>
  db
    .selectFrom('group_memberships as m')
    .innerJoin('profiles as p', 'p.id', 'm.profile_id')
    .selectAll('m')
    .select(['p.first_name', 'p.last_name', 'p.email', 'p.image_url']);

/** The groups area's SQL (its only SQL). */
export const groupQueries = {
  /** The group when it is not deleted. */
  byId(db: Kysely<DB>, id: number): Promise<GroupRow | undefined> {
    return db
      .selectFrom('network_groups')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  async insert(db: Kysely<DB>, row: Insertable<NetworkGroupsTable>): Promise<number> {
    const inserted = await db.insertInto('network_groups').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  },

  async update(db: Kysely<DB>, id: number, changes: Updateable<NetworkGroupsTable>): Promise<void> {
    await db.updateTable('network_groups').set(changes).where('id', '=', id).execute();
  },

  /** Holds the group's row for the rest of the transaction (membership changes queue per group). */
  async lock(db: Kysely<DB>, id: number): Promise<void> {
    await sql`update network_groups set updated_at = updated_at where id = ${id}`.execute(db);
  },

  /** One page of the published groups by name, and the total. */
  async listPage(db: Kysely<DB>, words: readonly string[], page: number, size: number) {
    const [rows, total] = await Promise.all([
      listed(db, words)
        .selectAll()
        .orderBy('name')
        .orderBy('id')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      listed(db, words)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  },

  /** The member's relations to the given groups, by group id. */
  async membershipsOf(db: Kysely<DB>, profileId: number, groupIds: readonly number[]) {
    if (groupIds.length === 0) return new Map<number, MembershipRow>();
    const rows = await db
      .selectFrom('group_memberships')
      .selectAll()
      .where('profile_id', '=', profileId)
      .where('group_id', 'in', [...groupIds])
      .execute();
    return new Map(rows.map((r) => [r.group_id, r]));
  },

  membership(db: Kysely<DB>, groupId: number, profileId: number): Promise<MembershipRow | undefined> {
    return db
      .selectFrom('group_memberships')
      .selectAll()
      .where('group_id', '=', groupId)
      .where('profile_id', '=', profileId)
      .executeTakeFirst();
  },

  /** The member's groups (not deleted) with a live relation: joined, requested or invited. */
  myGroups(db: Kysely<DB>, profileId: number) {
    return db
      .selectFrom('group_memberships as m')
      .innerJoin('network_groups as g', 'g.id', 'm.group_id')
      .selectAll('g')
      .select(['m.status as membership_status', 'm.role as membership_role'])
      .where('m.profile_id', '=', profileId)
      .where('m.status', 'in', ['Joined', 'Requested', 'Invited'])
      .where('g.deleted_at', 'is', null)
      .orderBy('g.name')
      .orderBy('g.id')
      .execute();
  },

  /** Members (and, with `all`, requests and invitations): admins first, then by name. */
  members(db: Kysely<DB>, groupId: number, all: boolean): Promise<MemberRow[]> {
    return withMember(db)
      .where('m.group_id', '=', groupId)
      .where('m.status', 'in', all ? ['Joined', 'Requested', 'Invited'] : ['Joined'])
      .orderBy(sql`case when m.status = 'Joined' then 0 else 1 end`)
      .orderBy(sql`case when m.role = 'admin' then 0 else 1 end`)
      .orderBy('p.first_name')
      .orderBy('p.last_name')
      .orderBy('m.id')
      .execute();
  },

  /** The joined admins of the groups, by group id. */
  async adminsOf(db: Kysely<DB>, groupIds: readonly number[]): Promise<Map<number, MemberRow[]>> {
    const byGroup = new Map<number, MemberRow[]>();
    if (groupIds.length === 0) return byGroup;
    const rows = await withMember(db)
      .where('m.group_id', 'in', [...groupIds])
      .where('m.status', '=', 'Joined')
      .where('m.role', '=', 'admin')
      .orderBy('m.id')
      .execute();
    for (const r of rows) byGroup.set(r.group_id, [...(byGroup.get(r.group_id) ?? []), r]);
    return byGroup;
  },

  async joinedAdminCount(db: Kysely<DB>, groupId: number): Promise<number> {
    const row = await db
      .selectFrom('group_memberships')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('group_id', '=', groupId)
      .where('status', '=', 'Joined')
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async insertMembership(db: Kysely<DB>, row: Insertable<GroupMembershipsTable>): Promise<void> {
    await db.insertInto('group_memberships').values(row).execute();
  },

  async updateMembership(db: Kysely<DB>, id: number, changes: Updateable<GroupMembershipsTable>): Promise<void> {
    await db.updateTable('group_memberships').set(changes).where('id', '=', id).execute();
  },

  /** Recounts the joined members into `member_count` (in the transaction of the change). */
  async recount(db: Kysely<DB>, groupId: number, now: string): Promise<void> {
    await sql`update network_groups set member_count = (select count(*) from group_memberships where group_id = ${groupId} and status = 'Joined'), updated_at = ${now} where id = ${groupId}`.execute(
      db,
    );
  },

  profile(db: Kysely<DB>, profileId: number) {
    return db
      .selectFrom('profiles')
      .select(['id', 'first_name', 'last_name', 'email', 'language_id'])
      .where('id', '=', profileId)
      .executeTakeFirst();
  },

  profileByEmail(db: Kysely<DB>, email: string) {
    return db
      .selectFrom('profiles')
      .select(['id', 'first_name', 'last_name', 'email', 'language_id'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  },
};
