import type { Insertable, Kysely } from 'kysely';
import { normalizeSearchText } from '../../../../packages/domain/src/text/text.ts';
import type { DB } from '../db/schema.ts';
import type { RenderedImage } from '../kernel/images/images.ts';
import { addDays, localDate } from '../kernel/local-time.ts';
import { sanitizeStoryBody } from '../stories/index.ts';
import { GROUP_TEXTS, type GroupKey } from './group-texts.ts';
import { renderNetworkImages } from './images/network-images.ts';
import { insertReturningIds, insertRows } from './insert.ts';
import { loadNetworkPeople, type NetworkMember, type Who, writeNetworkImage } from './network-people.ts';
import { DemoRandom, instantAfter, Stream } from './random.ts';
import {
  BLOG_RIGHTS_TEXTS,
  COMMENT_TEXTS,
  STORY_TEXTS,
  type StoryKey,
  type StoryLanguage,
} from './story-texts.ts';

// The demo's stories (the stories area's tables, written as its API would write them), after the
// groups with their own random stream (`Stream.Stories`): blog rights (granted, pending, one
// denied), stories on the channel (public, by members with blog rights and the administrator), in
// groups (by their members; two open outside the group), on the host's locations (by the host who
// manages them), mostly published over the last months, two drafts of the booker, one retracted,
// one published from a day to come, one expired; and comments with replies on them, in the story's
// language. The README lists them.

const TIME_ZONE = 'Europe/Amsterdam';
const KEY_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The channel: the network's public stories page. */
const CHANNEL = 1;

/** Where a story is shown: the channel, a demo group, or the host's n-th live location. */
type Place = 'channel' | { group: GroupKey } | { location: number };

interface StorySpec {
  key: StoryKey;
  language: StoryLanguage;
  /** A fixed account or member, or a member of the story's first group drawn at random. */
  author: Who | 'groupMember';
  on: Place[];
  status?: 'Draft' | 'Retracted';
  /** Days ago it was published (a draft: written). */
  daysAgo: number;
  /** Shown from this many days after today (a Published story still to come). */
  publishFromInDays?: number;
  /** Shown until this many days before today (expired). */
  expiredDaysAgo?: number;
  allowComments?: false;
  openOutsideGroup?: true;
  noPicture?: true;
  /** Comment threads (each may get a reply). */
  comments: number;
}

/** The demo's stories, in the order they are written (ids follow it in an empty database). */
export const STORIES: readonly StorySpec[] = [
  {
    key: 'welcome',
    language: 'en',
    author: 'admin',
    on: ['channel'],
    daysAgo: 150,
    allowComments: false,
    comments: 0,
  },
  { key: 'meetingRoomWelcome', language: 'nl', author: 'host', on: ['channel'], daysAgo: 95, comments: 3 },
  { key: 'coworkingLessons', language: 'en', author: { en: 4 }, on: ['channel'], daysAgo: 80, comments: 2 },
  {
    key: 'summerDiscount',
    language: 'en',
    author: { en: 4 },
    on: ['channel'],
    daysAgo: 70,
    status: 'Retracted',
    comments: 0,
  },
  {
    key: 'coffeeFirst',
    language: 'nl',
    author: 'booker',
    on: ['channel', { group: 'sustainableMeetings' }],
    daysAgo: 60,
    comments: 2,
  },
  {
    key: 'temporaryEntrance',
    language: 'nl',
    author: 'host',
    on: [{ location: 2 }],
    daysAgo: 50,
    expiredDaysAgo: 10,
    comments: 0,
  },
  {
    key: 'communityBreakfast',
    language: 'nl',
    author: { nl: 1 },
    on: [{ group: 'communityManagers' }],
    daysAgo: 50,
    openOutsideGroup: true,
    comments: 2,
  },
  { key: 'hybridMeetings', language: 'en', author: { en: 7 }, on: ['channel'], daysAgo: 45, comments: 3 },
  {
    key: 'plasticFree',
    language: 'en',
    author: 'host',
    on: [{ location: 1 }, 'channel'],
    daysAgo: 40,
    comments: 2,
  },
  {
    key: 'footprint',
    language: 'nl',
    author: { nl: 2 },
    on: [{ group: 'sustainableMeetings' }],
    daysAgo: 40,
    comments: 1,
  },
  {
    key: 'roundTable',
    language: 'nl',
    author: { nl: 0 },
    on: [{ group: 'hosts' }],
    daysAgo: 35,
    comments: 3,
  },
  { key: 'hostCraft', language: 'nl', author: { nl: 7 }, on: ['channel'], daysAgo: 30, comments: 2 },
  {
    key: 'plantBasedLunch',
    language: 'en',
    author: { en: 0 },
    on: [{ group: 'hospitality' }],
    daysAgo: 28,
    comments: 2,
  },
  { key: 'gardenRoom', language: 'nl', author: 'host', on: [{ location: 0 }], daysAgo: 25, comments: 1 },
  {
    key: 'dutchWorkCulture',
    language: 'en',
    author: 'groupMember',
    on: [{ group: 'internationals' }],
    daysAgo: 22,
    comments: 3,
  },
  { key: 'focusRooms', language: 'en', author: { en: 4 }, on: ['channel'], daysAgo: 20, comments: 1 },
  {
    key: 'pitchRecap',
    language: 'en',
    author: { en: 3 },
    on: [{ group: 'startups' }],
    daysAgo: 18,
    comments: 2,
  },
  {
    key: 'hybridSetup',
    language: 'nl',
    author: { nl: 3 },
    on: [{ group: 'avTech' }],
    daysAgo: 15,
    openOutsideGroup: true,
    comments: 2,
  },
  { key: 'dayInTheLife', language: 'nl', author: 'host', on: ['channel'], daysAgo: 12, comments: 2 },
  {
    key: 'movingBreaks',
    language: 'nl',
    author: { nl: 5 },
    on: [{ group: 'wellbeing' }],
    daysAgo: 10,
    allowComments: false,
    noPicture: true,
    comments: 0,
  },
  { key: 'internationalTeam', language: 'en', author: 'booker', on: ['channel'], daysAgo: 8, comments: 1 },
  {
    key: 'seasonCalendar',
    language: 'nl',
    author: 'host',
    on: [{ group: 'eventPlanners' }],
    daysAgo: 5,
    comments: 1,
  },
  {
    key: 'accessibleVenues',
    language: 'en',
    author: { en: 7 },
    on: ['channel'],
    daysAgo: 4,
    noPicture: true,
    comments: 0,
  },
  {
    key: 'newOpeningHours',
    language: 'en',
    author: 'host',
    on: [{ location: 3 }],
    daysAgo: 2,
    publishFromInDays: 7,
    comments: 0,
  },
  {
    key: 'greenVenues',
    language: 'nl',
    author: 'booker',
    on: ['channel'],
    daysAgo: 6,
    status: 'Draft',
    noPicture: true,
    comments: 0,
  },
  {
    key: 'nextMeetupAgenda',
    language: 'nl',
    author: 'booker',
    on: [{ group: 'sustainableMeetings' }],
    daysAgo: 1,
    status: 'Draft',
    noPicture: true,
    comments: 0,
  },
];

/** Blog rights on the channel: granted, asked for (pending) and denied. */
export const BLOG_RIGHTS: readonly { who: Who; status: 'granted' | 'pending' | 'denied'; daysAgo: number }[] =
  [
    { who: 'host', status: 'granted', daysAgo: 170 },
    { who: 'booker', status: 'granted', daysAgo: 130 },
    { who: { en: 4 }, status: 'granted', daysAgo: 125 },
    { who: { en: 7 }, status: 'granted', daysAgo: 100 },
    { who: { nl: 7 }, status: 'granted', daysAgo: 90 },
    { who: { nl: 9 }, status: 'pending', daysAgo: 6 },
    { who: { en: 5 }, status: 'pending', daysAgo: 3 },
    { who: { nl: 10 }, status: 'pending', daysAgo: 1 },
    { who: { en: 6 }, status: 'denied', daysAgo: 40 },
  ];

/** What the demo wrote, for the summary and the tests. */
export interface DemoStoriesSummary {
  stories: number;
  links: number;
  comments: number;
  blogRights: number;
  images: number;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Writes the demo's blog rights, stories, their links, pictures and comments (inside the demo's
 * transaction, after the groups; deterministic for a seed and `now`). With an upload folder, most
 * stories get a picture there (and its `uploaded_images` row, Type Article, uploaded by the author).
 */
export async function writeDemoStories(
  trx: Kysely<DB>,
  seed: number,
  now: Date,
  uploadDir?: string,
  pictures?: Promise<readonly RenderedImage[]>,
): Promise<DemoStoriesSummary> {
  const summary: DemoStoriesSummary = { stories: 0, links: 0, comments: 0, blogRights: 0, images: 0 };
  const people = await loadNetworkPeople(trx);
  if (!people) return summary;
  const random = new DemoRandom(seed, Stream.Stories);
  const nowIso = now.toISOString();
  const today = localDate(now, TIME_ZONE);
  const ago = (days: number) => instantAfter(nowIso, -days);

  // Blog rights: one request per member (the newest row is their status), decided by the administrator.
  const rights: Insertable<DB['blog_rights_requests']>[] = [];
  for (const right of BLOG_RIGHTS) {
    const member = people.who(right.who);
    if (!member) continue;
    const requestedAt = ago(right.daysAgo + random.float(0, 0.5, 4));
    const decidedAt = right.status === 'pending' ? null : instantAfter(requestedAt, random.float(0.1, 2, 4));
    const language: StoryLanguage = member.language_id === 65 ? 'en' : 'nl';
    // The n-th text of its kind in the member's language.
    const nth = (texts: readonly string[]) =>
      texts[
        rights.filter(
          (r) => r.status === right.status && (r.motivation ? texts.includes(r.motivation) : false),
        ).length % texts.length
      ] as string;
    const motivation =
      right.status === 'denied'
        ? BLOG_RIGHTS_TEXTS.denied.motivation
        : right.status === 'pending'
          ? nth(BLOG_RIGHTS_TEXTS.pending[language])
          : right.who === 'booker' || right.who === 'host'
            ? BLOG_RIGHTS_TEXTS.granted[right.who]
            : nth(BLOG_RIGHTS_TEXTS.granted[language]);
    rights.push({
      channel_id: CHANNEL,
      profile_id: member.id,
      status: right.status,
      motivation,
      reason: right.status === 'denied' ? BLOG_RIGHTS_TEXTS.denied.reason : null,
      decided_by: decidedAt ? people.admin.id : null,
      requested_at: requestedAt,
      decided_at: decidedAt,
    });
  }
  await insertRows(trx, 'blog_rights_requests', rights);
  summary.blogRights = rights.length;

  // The groups (by name) and who has joined them; the host's live locations by id.
  const groups = await trx
    .selectFrom('network_groups')
    .select(['id', 'name'])
    .where('deleted_at', 'is', null)
    .execute();
  const memberships = await trx
    .selectFrom('group_memberships')
    .select(['group_id', 'profile_id'])
    .where('status', '=', 'Joined')
    .orderBy('id')
    .execute();
  const groupId = (key: GroupKey) => groups.find((g) => g.name === GROUP_TEXTS[key].name)?.id;
  const joinedOf = (id: number) =>
    people.pool
      .concat([people.booker, people.host])
      .filter((p) => memberships.some((m) => m.group_id === id && m.profile_id === p.id))
      .sort((x, y) => x.id - y.id);
  const hostLocations = await trx
    .selectFrom('locations as l')
    .innerJoin('location_managers as m', 'm.location_id', 'l.id')
    .select(['l.id', 'l.name'])
    .where('l.status', '=', 'live')
    .where('m.profile_id', '=', people.host.id)
    .where('m.is_active', '=', 1)
    .orderBy('l.id')
    .execute();
  const rendered = uploadDir ? await (pictures ?? renderNetworkImages()) : [];

  const usedKeys = new Set<string>();
  const storyKey = () => {
    let key = random.faker.string.fromCharacters(KEY_CHARACTERS, 12);
    while (usedKeys.has(key)) key = random.faker.string.fromCharacters(KEY_CHARACTERS, 12);
    usedKeys.add(key);
    return key;
  };

  for (const [index, spec] of STORIES.entries()) {
    // Where: every place must exist (a demo with fewer host locations skips what does not fit).
    const targets: { entity: 'channel' | 'group' | 'location'; id: number; name: string }[] = [];
    for (const place of spec.on) {
      if (place === 'channel') targets.push({ entity: 'channel', id: CHANNEL, name: '' });
      else if ('group' in place) {
        const id = groupId(place.group);
        if (id !== undefined) targets.push({ entity: 'group', id, name: GROUP_TEXTS[place.group].name });
      } else {
        const location = hostLocations[place.location];
        if (location) targets.push({ entity: 'location', id: location.id, name: location.name });
      }
    }
    if (targets.length !== spec.on.length) continue;
    const firstGroup = targets.find((t) => t.entity === 'group');
    const groupMembers = firstGroup ? joinedOf(firstGroup.id) : [];
    const others = groupMembers.filter((m) => m.id !== people.booker.id && m.id !== people.host.id);
    const author: NetworkMember | undefined =
      spec.author !== 'groupMember'
        ? people.who(spec.author)
        : others.length > 0
          ? random.pick(others)
          : undefined;
    if (!author) continue;

    const location = targets.find((t) => t.entity === 'location');
    const fill = (text: string, isHtml: boolean) =>
      location ? text.replaceAll('{location}', isHtml ? escapeText(location.name) : location.name) : text;
    const text = STORY_TEXTS[spec.key];
    const title = fill(text.title, false);
    const intro = fill(text.intro, false);
    const tags = [...text.tags];
    const sources = 'sources' in text ? text.sources : [];
    const isDraft = spec.status === 'Draft';
    const moment = ago(spec.daysAgo + random.float(0, 0.4, 4));
    const createdAt = isDraft ? moment : instantAfter(moment, -random.float(0.1, 3, 4));
    const publishedAt = isDraft ? null : moment;
    const updatedAt =
      spec.status === 'Retracted'
        ? instantAfter(moment, random.float(10, 20, 4))
        : isDraft
          ? instantAfter(moment, random.float(0.01, 0.5, 4))
          : moment;
    const article = await trx
      .insertInto('articles')
      .values({
        key: storyKey(),
        channel_id: CHANNEL,
        author_profile_id: author.id,
        title,
        short_description: intro,
        body_html: sanitizeStoryBody(fill(text.body, true)),
        image_url: null,
        tags: JSON.stringify(tags),
        status: spec.status ?? 'Published',
        publish_from: spec.publishFromInDays === undefined ? null : addDays(today, spec.publishFromInDays),
        expires_at: spec.expiredDaysAgo === undefined ? null : addDays(today, -spec.expiredDaysAgo),
        allow_comments: spec.allowComments === false ? 0 : 1,
        open_outside_group: spec.openOutsideGroup ? 1 : 0,
        sources: JSON.stringify(sources),
        language: spec.language,
        search_text: normalizeSearchText([title, intro, ...tags].join(' ')),
        created_at: createdAt,
        updated_at: updatedAt,
        published_at: publishedAt,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    summary.stories += 1;
    await insertRows(
      trx,
      'article_links',
      targets.map((t) => ({
        article_id: article.id,
        entity: t.entity,
        item_id: t.id,
        created_at: createdAt,
      })),
    );
    summary.links += targets.length;

    const files = rendered[4 + (index % 4)];
    if (uploadDir && files && !spec.noPicture) {
      const url = await writeNetworkImage(trx, random, uploadDir, files, {
        type: 'Article',
        profileId: author.id,
        itemId: article.id,
        createdAt,
      });
      await trx.updateTable('articles').set({ image_url: url }).where('id', '=', article.id).execute();
      summary.images += 1;
    }

    // Comments: by the group's members on a group-only story, else by any member; a reply now and
    // then, sometimes by the author. All between publication and now, replies after their thread.
    if (!publishedAt || spec.comments === 0 || spec.allowComments === false) continue;
    const readers = (targets.every((t) => t.entity === 'group') ? groupMembers : people.pool).filter(
      (m) => m.id !== author.id,
    );
    const texts = COMMENT_TEXTS[spec.language];
    const commenters = random.sample(readers, spec.comments * 2);
    const span = (Date.parse(nowIso) - Date.parse(publishedAt)) / 86_400_000;
    const starts = Array.from({ length: spec.comments }, () =>
      instantAfter(publishedAt, span * random.float(0.02, 0.7, 4)),
    ).sort();
    for (const [n, start] of starts.entries()) {
      const commenter = commenters[n];
      if (!commenter) continue;
      const [threadId] = await insertReturningIds(trx, 'comments', [
        comment(article.id, null, commenter.id, random.pick(texts.comments), start),
      ]);
      summary.comments += 1;
      if (threadId === undefined || !random.chance(0.55)) continue;
      const replier = random.chance(0.5) ? author : (commenters[spec.comments + n] ?? author);
      const at = instantAfter(
        start,
        (span - (Date.parse(start) - Date.parse(publishedAt)) / 86_400_000) * random.float(0.05, 0.6, 4),
      );
      await insertRows(trx, 'comments', [
        comment(article.id, threadId, replier.id, random.pick(texts.replies), at),
      ]);
      summary.comments += 1;
    }
  }
  return summary;
}

function comment(
  articleId: number,
  parentId: number | null,
  profileId: number,
  body: string,
  at: string,
): Insertable<DB['comments']> {
  return {
    item_type: 'article',
    item_id: articleId,
    parent_id: parentId,
    profile_id: profileId,
    body,
    created_at: at,
    updated_at: at,
    deleted_at: null,
  };
}
