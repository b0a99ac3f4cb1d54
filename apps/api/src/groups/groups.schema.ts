import type { Generated } from 'kysely';

// The groups area's tables. A group is `network_groups` (the word `groups` is reserved in SQL).

/** A group of the member network: a draft (its admins only) or published; deleted: gone. */
export interface NetworkGroupsTable {
  id: Generated<number>;
  channel_id: number;
  /** The creator (its first admin). */
  owner_profile_id: number;
  name: string;
  description: string;
  /** The picture's URL (from `uploaded_images`, Type Group), or null. */
  photo_url: string | null;
  /** open | request */
  join_type: string;
  /** draft | published */
  status: string;
  /** The feature toggles (0/1). */
  activate_chat: number;
  activate_events: number;
  activate_member_list: number;
  activate_posts: number;
  activate_questions: number;
  /** Name and description, lower case without accents, for `q`. */
  search_text: string;
  /** Members with status Joined (kept with every change of membership, in the same transaction). */
  member_count: number;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  deleted_at: string | null;
}

/** One member's relation to one group (one row per pair; its status says what it is now). */
export interface GroupMembershipsTable {
  id: Generated<number>;
  group_id: number;
  profile_id: number;
  /** admin | member */
  role: string;
  /** Requested | Invited | Joined | None (left, declined or removed) */
  status: string;
  /** The admin who invited them (status Invited), or null. */
  invited_by: number | null;
  requested_at: string | null;
  joined_at: string | null;
  left_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The groups area's tables (the DB type in db/schema.ts includes them). */
export interface GroupAreaTables {
  network_groups: NetworkGroupsTable;
  group_memberships: GroupMembershipsTable;
}
