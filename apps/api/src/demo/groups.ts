import type { Insertable, Kysely } from 'kysely';
import { normalizeSearchText } from '../../../../packages/domain/src/text/text.ts';
import type { DB } from '../db/schema.ts';
import type { RenderedImage } from '../kernel/images/images.ts';
import { GROUP_TEXTS, type GroupKey, type GroupLanguage } from './group-texts.ts';
import { renderNetworkImages } from './images/network-images.ts';
import { insertRows } from './insert.ts';
import { loadNetworkPeople, type NetworkMember, type Who, writeNetworkImage } from './network-people.ts';
import { DemoRandom, instantAfter, Stream } from './random.ts';

// The demo's groups of the member network (the groups area's tables, written as its API would write
// them), after the events with their own random stream (`Stream.Groups`), so everything before
// stays as it was. Ten published groups of 3 to 38 members, both join types, the feature toggles
// on and off, one draft; admins (some groups have two), pending requests, invitations, a member who
// left and a declined request. host@example.com admins two groups, booker@example.com admins one,
// is a member of three more, waits for an answer in one and is invited to one. The README lists them.

/** A feature switched off (the others are on). */
type Feature = 'chat' | 'events' | 'memberList' | 'posts' | 'questions';

interface GroupSpec {
  key: GroupKey;
  language: GroupLanguage;
  owner: Who;
  /** More admins besides the owner. */
  admins?: Who[];
  joinType: 'open' | 'request';
  /** Joined members, the admins included. */
  members: number;
  /** The booker's and the host's place in the group, when they have one. */
  booker?: 'admin' | 'member' | 'requested' | 'invited';
  host?: 'member';
  /** Other members who asked to join and wait for an admin. */
  requested?: number;
  /** Other members an admin invited (not answered yet). */
  invited?: number;
  /** Members who left (status None, left_at). */
  left?: number;
  /** Requests an admin declined (status None, never joined). */
  declined?: number;
  off?: Feature[];
  draft?: true;
  /** No picture (the placeholder shows). */
  noPhoto?: true;
  createdDaysAgo: number;
}

/** The demo's groups, in the order they are written (group ids follow it in an empty database). */
export const GROUPS: readonly GroupSpec[] = [
  {
    key: 'hosts',
    language: 'nl',
    owner: 'host',
    admins: [{ nl: 0 }],
    joinType: 'open',
    members: 38,
    booker: 'member',
    left: 1,
    createdDaysAgo: 160,
  },
  {
    key: 'communityManagers',
    language: 'nl',
    owner: { nl: 1 },
    joinType: 'request',
    members: 22,
    booker: 'requested',
    host: 'member',
    requested: 2,
    declined: 1,
    createdDaysAgo: 140,
  },
  {
    key: 'sustainableMeetings',
    language: 'nl',
    owner: 'booker',
    admins: [{ nl: 2 }],
    joinType: 'open',
    members: 14,
    booker: 'admin',
    invited: 1,
    createdDaysAgo: 120,
  },
  {
    key: 'hospitality',
    language: 'en',
    owner: { en: 0 },
    joinType: 'request',
    members: 11,
    booker: 'member',
    requested: 1,
    createdDaysAgo: 110,
  },
  {
    key: 'avTech',
    language: 'nl',
    owner: { nl: 3 },
    joinType: 'open',
    members: 9,
    off: ['memberList'],
    createdDaysAgo: 95,
  },
  {
    key: 'internationals',
    language: 'en',
    owner: { en: 1 },
    admins: [{ en: 2 }],
    joinType: 'open',
    members: 27,
    booker: 'member',
    createdDaysAgo: 130,
  },
  {
    key: 'eventPlanners',
    language: 'nl',
    owner: 'host',
    joinType: 'request',
    members: 17,
    booker: 'invited',
    requested: 1,
    createdDaysAgo: 75,
  },
  {
    key: 'facilities',
    language: 'nl',
    owner: { nl: 4 },
    joinType: 'request',
    members: 6,
    requested: 1,
    off: ['posts', 'chat'],
    createdDaysAgo: 60,
  },
  {
    key: 'startups',
    language: 'en',
    owner: { en: 3 },
    joinType: 'open',
    members: 19,
    host: 'member',
    createdDaysAgo: 85,
  },
  {
    key: 'wellbeing',
    language: 'nl',
    owner: { nl: 5 },
    joinType: 'open',
    members: 3,
    off: ['events', 'chat'],
    noPhoto: true,
    createdDaysAgo: 20,
  },
  {
    key: 'photography',
    language: 'nl',
    owner: { nl: 6 },
    joinType: 'request',
    members: 1,
    draft: true,
    noPhoto: true,
    createdDaysAgo: 3,
  },
];

/** What the demo wrote, for the summary and the tests. */
export interface DemoGroupsSummary {
  groups: number;
  memberships: number;
  images: number;
}

type Membership = Insertable<DB['group_memberships']>;

/**
 * Writes the demo's groups and memberships (inside the demo's transaction; deterministic for a seed
 * and `now`). With an upload folder, each group but the draft and one other gets a picture there
 * (and its `uploaded_images` row, Type Group, uploaded by its owner).
 */
export async function writeDemoGroups(
  trx: Kysely<DB>,
  seed: number,
  now: Date,
  uploadDir?: string,
  pictures?: Promise<readonly RenderedImage[]>,
): Promise<DemoGroupsSummary> {
  const summary: DemoGroupsSummary = { groups: 0, memberships: 0, images: 0 };
  const people = await loadNetworkPeople(trx);
  if (!people) return summary;
  const random = new DemoRandom(seed, Stream.Groups);
  const nowIso = now.toISOString();
  const ago = (days: number) => instantAfter(nowIso, -days);
  const rendered = uploadDir ? await (pictures ?? renderNetworkImages()) : [];

  for (const [index, spec] of GROUPS.entries()) {
    const owner = people.who(spec.owner);
    if (!owner) continue;
    const text = GROUP_TEXTS[spec.key];
    const createdAt = ago(spec.createdDaysAgo + random.float(0, 0.5, 4));
    const publishedAt = spec.draft ? null : instantAfter(createdAt, random.float(0.05, 2, 4));
    const off = new Set(spec.off ?? []);
    const on = (feature: Feature) => (off.has(feature) ? 0 : 1);

    // Who: the owner and the other admins first, then the booker and the host, then drawn members.
    const taken = new Set<number>([owner.id]);
    const admins = [owner];
    for (const w of spec.admins ?? []) {
      const admin = people.who(w);
      if (admin && !taken.has(admin.id)) {
        admins.push(admin);
        taken.add(admin.id);
      }
    }
    const joined: NetworkMember[] = [];
    if (spec.booker === 'member' && !taken.has(people.booker.id)) joined.push(people.booker);
    if (spec.host === 'member' && !taken.has(people.host.id)) joined.push(people.host);
    for (const m of joined) taken.add(m.id);
    const rest = random.shuffle(people.pool.filter((p) => !taken.has(p.id)));
    const draw = (count: number) => rest.splice(0, Math.max(0, count));
    joined.push(...draw(spec.members - admins.length - joined.length));
    const requested = [...(spec.booker === 'requested' ? [people.booker] : []), ...draw(spec.requested ?? 0)];
    const invited = [...(spec.booker === 'invited' ? [people.booker] : []), ...draw(spec.invited ?? 0)];
    const left = draw(spec.left ?? 0);
    const declined = draw(spec.declined ?? 0);
    const memberCount = admins.length + joined.length;

    const group = await trx
      .insertInto('network_groups')
      .values({
        channel_id: 1,
        owner_profile_id: owner.id,
        name: text.name,
        description: text.description,
        photo_url: null,
        join_type: spec.joinType,
        status: spec.draft ? 'draft' : 'published',
        activate_chat: on('chat'),
        activate_events: on('events'),
        activate_member_list: on('memberList'),
        activate_posts: on('posts'),
        activate_questions: on('questions'),
        search_text: normalizeSearchText(`${text.name} ${text.description}`),
        member_count: memberCount,
        created_at: createdAt,
        updated_at: publishedAt ?? createdAt,
        published_at: publishedAt,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    summary.groups += 1;

    // Members join after publication, more of them early on; on request, a day or so after asking.
    const since = publishedAt ?? createdAt;
    const span = (Date.parse(nowIso) - Date.parse(since)) / 86_400_000;
    const moment = (from: number, to: number) => instantAfter(since, span * random.float(from, to, 4) ** 1.5);
    const byRequest = spec.joinType === 'request';
    const rows: Membership[] = admins.map((admin, n) => {
      const at = n === 0 ? createdAt : instantAfter(since, random.float(0.01, 1, 4));
      return membership(group.id, admin, 'admin', 'Joined', { joined_at: at, created_at: at });
    });
    for (const member of joined) {
      const joinedAt = moment(0.02, 0.95);
      const requestedAt = byRequest ? instantAfter(joinedAt, -random.float(0.1, 2, 4)) : null;
      rows.push(
        membership(group.id, member, 'member', 'Joined', {
          requested_at: requestedAt,
          joined_at: joinedAt,
          created_at: requestedAt ?? joinedAt,
        }),
      );
    }
    for (const member of requested) {
      const at = instantAfter(nowIso, -random.float(0.5, 6, 4));
      rows.push(membership(group.id, member, 'member', 'Requested', { requested_at: at, created_at: at }));
    }
    const inviter = spec.booker === 'admin' ? people.booker : owner;
    for (const member of invited) {
      const at = instantAfter(nowIso, -random.float(0.5, 8, 4));
      rows.push(
        membership(group.id, member, 'member', 'Invited', {
          invited_by: inviter.id,
          created_at: at,
        }),
      );
    }
    for (const member of left) {
      const joinedAt = moment(0.02, 0.4);
      const leftAt = moment(0.5, 0.9);
      rows.push(
        membership(group.id, member, 'member', 'None', {
          joined_at: joinedAt,
          left_at: leftAt,
          created_at: joinedAt,
          updated_at: leftAt,
        }),
      );
    }
    for (const member of declined) {
      const at = moment(0.3, 0.7);
      rows.push(
        membership(group.id, member, 'member', 'None', {
          requested_at: at,
          created_at: at,
          updated_at: instantAfter(at, random.float(0.2, 2, 4)),
        }),
      );
    }
    await insertRows(trx, 'group_memberships', rows);
    summary.memberships += rows.length;

    const files = rendered[index % 4];
    if (uploadDir && files && !spec.draft && !spec.noPhoto) {
      const url = await writeNetworkImage(trx, random, uploadDir, files, {
        type: 'Group',
        profileId: owner.id,
        itemId: group.id,
        createdAt,
      });
      await trx.updateTable('network_groups').set({ photo_url: url }).where('id', '=', group.id).execute();
      summary.images += 1;
    }
  }
  return summary;
}

/** One membership row; `updated_at` is the last moment given unless named. */
function membership(
  groupId: number,
  member: NetworkMember,
  role: 'admin' | 'member',
  status: 'Joined' | 'Requested' | 'Invited' | 'None',
  at: {
    created_at: string;
    requested_at?: string | null;
    joined_at?: string;
    left_at?: string;
    updated_at?: string;
    invited_by?: number;
  },
): Membership {
  return {
    group_id: groupId,
    profile_id: member.id,
    role,
    status,
    invited_by: at.invited_by ?? null,
    requested_at: at.requested_at ?? null,
    joined_at: at.joined_at ?? null,
    left_at: at.left_at ?? null,
    created_at: at.created_at,
    updated_at: at.updated_at ?? at.left_at ?? at.joined_at ?? at.requested_at ?? at.created_at,
  };
}
