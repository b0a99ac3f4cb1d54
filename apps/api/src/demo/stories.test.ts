import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARTICLE_INTRO_MAX, articleSlug, BLOG_RIGHTS_MOTIVATION_MIN, videoEmbed } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../../../../packages/domain/src/text/text.ts';
import { createTestDatabase, engines } from '../../test/db.ts';
import { useDemoWithUploads } from '../../test/demo.ts';
import { sanitizeStoryBody } from '../stories/index.ts';
import { generateDemoData } from './generate.ts';
import { STORIES } from './stories.ts';
import { COMMENT_TEXTS } from './story-texts.ts';

// Thursday 26 November 2026, 11:00 in Amsterdam.
const NOW = new Date('2026-11-26T10:00:00.000Z');
const TODAY = '2026-11-26';
const OPTIONS = { password: 'Demo-test-2026!', seed: 20261121, now: NOW };

describe.each(engines)('the demo stories on %s', (engine) => {
  const demo = useDemoWithUploads(engine, OPTIONS);
  const db = () => demo.database.db;
  const idOf = async (email: string) =>
    (await db().selectFrom('profiles').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  it('writes 26 stories: published over the last months, two drafts of the booker, one retracted, one to come, one expired', async () => {
    const stories = await db().selectFrom('articles').selectAll().orderBy('id').execute();
    expect(stories).toHaveLength(STORIES.length);
    expect(demo.summary.stories).toBe(26);
    const booker = await idOf('booker@example.com');
    const drafts = stories.filter((s) => s.status === 'Draft');
    expect(drafts.map((s) => s.author_profile_id)).toEqual([booker, booker]);
    expect(stories.filter((s) => s.status === 'Retracted')).toHaveLength(1);
    const published = stories.filter((s) => s.status === 'Published');
    expect(published).toHaveLength(23);
    expect(published.filter((s) => s.publish_from !== null && s.publish_from > TODAY)).toHaveLength(1);
    expect(published.filter((s) => s.expires_at !== null && s.expires_at <= TODAY)).toHaveLength(1);
    const spread = published.map((s) => s.published_at ?? '').sort();
    expect(spread[0] && spread[0] < '2026-07-01').toBe(true);
    expect(spread.at(-1) && (spread.at(-1) as string) < NOW.toISOString()).toBe(true);
    const languages = stories.map((s) => s.language);
    expect(languages.filter((l) => l === 'en').length).toBeGreaterThanOrEqual(11);
    expect(languages.filter((l) => l === 'nl').length).toBeGreaterThanOrEqual(11);
    expect(stories.filter((s) => s.allow_comments === 0).length).toBeGreaterThanOrEqual(2);
    const keys = stories.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const s of stories) {
      expect(s.key).toMatch(/^[A-Za-z0-9]{12}$/);
      expect(s.published_at === null).toBe(s.status === 'Draft');
      expect(s.created_at <= s.updated_at).toBe(true);
      expect(s.short_description.length).toBeLessThanOrEqual(ARTICLE_INTRO_MAX);
      expect(s.title).not.toContain('{location}');
      expect(articleSlug(s.title)).not.toBe('story');
      const tags = JSON.parse(s.tags) as string[];
      expect(tags.length).toBeGreaterThanOrEqual(2);
      expect(s.search_text).toBe(normalizeSearchText([s.title, s.short_description, ...tags].join(' ')));
    }
  });

  it('stores bodies the API sanitizer keeps as they are, and sources whose videos embed', async () => {
    const stories = await db().selectFrom('articles').select(['body_html', 'sources']).execute();
    for (const s of stories) {
      expect(sanitizeStoryBody(s.body_html)).toBe(s.body_html);
      expect(s.body_html).toMatch(/^<(p|h2|ul|ol)>/);
    }
    expect(stories.filter((s) => s.body_html.includes('<a href="https://')).length).toBeGreaterThanOrEqual(3);
    const sources = stories.flatMap(
      (s) => JSON.parse(s.sources) as { Kind: string; Title: string; Url: string }[],
    );
    const videos = sources.filter((s) => s.Kind === 'video');
    expect(videos.length).toBeGreaterThanOrEqual(3);
    expect(new Set(videos.map((v) => videoEmbed(v.Url)?.Provider))).toEqual(new Set(['youtube', 'vimeo']));
    const links = sources.filter((s) => s.Kind === 'link');
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const s of sources) {
      expect(s.Url).toMatch(/^https:\/\//);
      expect(s.Title.length).toBeGreaterThan(0);
    }
  });

  it('shows every story somewhere: the channel by members with blog rights, groups by their members, locations by their manager', async () => {
    const stories = await db().selectFrom('articles').selectAll().execute();
    const links = await db().selectFrom('article_links').selectAll().execute();
    expect(links).toHaveLength(STORIES.reduce((n, s) => n + s.on.length, 0));
    const rights = await db().selectFrom('blog_rights_requests').selectAll().execute();
    const granted = new Set(rights.filter((r) => r.status === 'granted').map((r) => r.profile_id));
    const admin = await idOf('admin@example.com');
    const host = await idOf('host@example.com');
    const groups = await db().selectFrom('network_groups').selectAll().execute();
    const joined = await db()
      .selectFrom('group_memberships')
      .selectAll()
      .where('status', '=', 'Joined')
      .execute();
    const managers = await db()
      .selectFrom('location_managers')
      .selectAll()
      .where('is_active', '=', 1)
      .execute();
    const count = { channel: 0, group: 0, location: 0 };
    for (const s of stories) {
      const own = links.filter((l) => l.article_id === s.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      for (const link of own) {
        count[link.entity as keyof typeof count] += 1;
        if (link.entity === 'channel') {
          expect(link.item_id).toBe(1);
          expect(granted.has(s.author_profile_id) || s.author_profile_id === admin).toBe(true);
        } else if (link.entity === 'group') {
          const group = groups.find((g) => g.id === link.item_id);
          expect(group?.activate_posts).toBe(1);
          expect(group?.status).toBe('published');
          expect(
            joined.some((m) => m.group_id === link.item_id && m.profile_id === s.author_profile_id),
          ).toBe(true);
        } else {
          expect(link.entity).toBe('location');
          expect(s.author_profile_id).toBe(host);
          expect(managers.some((m) => m.location_id === link.item_id && m.profile_id === host)).toBe(true);
        }
      }
      if (s.open_outside_group === 1) expect(own.map((l) => l.entity)).toEqual(['group']);
    }
    expect(count.channel).toBeGreaterThanOrEqual(10);
    expect(count.group).toBeGreaterThanOrEqual(10);
    expect(count.location).toBe(4);
    expect(stories.filter((s) => s.open_outside_group === 1)).toHaveLength(2);
    // A location story names its location.
    const locationNames = await db().selectFrom('locations').select(['id', 'name']).execute();
    for (const link of links.filter((l) => l.entity === 'location')) {
      const story = stories.find((s) => s.id === link.article_id);
      const name = locationNames.find((l) => l.id === link.item_id)?.name ?? '?';
      expect(`${story?.title} ${story?.short_description}`).toContain(name);
    }
  });

  it('records blog rights: the booker and the host granted, three asked with a motivation, one denied with a reason', async () => {
    const rights = await db().selectFrom('blog_rights_requests').selectAll().orderBy('id').execute();
    expect(rights).toHaveLength(9);
    const admin = await idOf('admin@example.com');
    const booker = await idOf('booker@example.com');
    const host = await idOf('host@example.com');
    expect(rights.find((r) => r.profile_id === booker)?.status).toBe('granted');
    expect(rights.find((r) => r.profile_id === host)?.status).toBe('granted');
    expect(new Set(rights.map((r) => r.profile_id)).size).toBe(rights.length);
    expect(rights.filter((r) => r.status === 'pending')).toHaveLength(3);
    expect(rights.filter((r) => r.status === 'denied')).toHaveLength(1);
    for (const r of rights) {
      expect(r.channel_id).toBe(1);
      expect(r.motivation.length).toBeGreaterThanOrEqual(BLOG_RIGHTS_MOTIVATION_MIN);
      expect(r.decided_by).toBe(r.status === 'pending' ? null : admin);
      expect(r.decided_at === null).toBe(r.status === 'pending');
      expect((r.reason ?? '').length > 0).toBe(r.status === 'denied');
      if (r.decided_at) expect(r.requested_at < r.decided_at).toBe(true);
    }
    expect(new Set(rights.filter((r) => r.status === 'pending').map((r) => r.motivation)).size).toBe(3);
  });

  it('writes comments with replies in the story’s language, only where comments are open, by those who may read it', async () => {
    const stories = await db().selectFrom('articles').selectAll().execute();
    const comments = await db().selectFrom('comments').selectAll().orderBy('id').execute();
    expect(comments).toHaveLength(demo.summary.storyComments);
    expect(comments.length).toBeGreaterThanOrEqual(30);
    expect(comments.every((c) => c.item_type === 'article')).toBe(true);
    const replies = comments.filter((c) => c.parent_id !== null);
    expect(replies.length).toBeGreaterThanOrEqual(8);
    const links = await db().selectFrom('article_links').selectAll().execute();
    const joined = await db()
      .selectFrom('group_memberships')
      .selectAll()
      .where('status', '=', 'Joined')
      .execute();
    for (const c of comments) {
      const story = stories.find((s) => s.id === c.item_id);
      expect(story?.status).toBe('Published');
      expect(story?.allow_comments).toBe(1);
      expect(c.created_at > (story?.published_at ?? '')).toBe(true);
      expect(c.created_at < NOW.toISOString()).toBe(true);
      const texts = COMMENT_TEXTS[story?.language as 'nl' | 'en'];
      expect([...texts.comments, ...texts.replies]).toContain(c.body);
      if (c.parent_id !== null) {
        const parent = comments.find((p) => p.id === c.parent_id);
        expect(parent).toMatchObject({ item_id: c.item_id, parent_id: null });
        expect(c.created_at > (parent?.created_at ?? '')).toBe(true);
      } else expect(texts.comments).toContain(c.body);
      const own = links.filter((l) => l.article_id === c.item_id);
      if (own.every((l) => l.entity === 'group'))
        expect(
          own.some((l) => joined.some((m) => m.group_id === l.item_id && m.profile_id === c.profile_id)),
        ).toBe(true);
    }
  });

  it('gives most stories a picture (JPEG and WebP) uploaded by their author, Type Article', async () => {
    const stories = await db().selectFrom('articles').selectAll().execute();
    const images = await db()
      .selectFrom('uploaded_images')
      .selectAll()
      .where('type', '=', 'Article')
      .execute();
    expect(images.length).toBeGreaterThanOrEqual(20);
    expect(stories.filter((s) => s.status === 'Draft').every((s) => s.image_url === null)).toBe(true);
    for (const image of images) {
      const story = stories.find((s) => s.id === image.item_id);
      expect(story).toMatchObject({ author_profile_id: image.profile_id, image_url: image.url });
      const sizes = JSON.parse(image.sizes) as Record<string, string>;
      expect(Object.keys(sizes)).toEqual(['160x120', '320x240', '640x480', '1024x768']);
      for (const url of Object.values(sizes)) {
        const file = join(demo.uploadDir, url.replace(/^\/uploads\//, ''));
        expect(existsSync(file) && existsSync(file.replace(/\.jpg$/, '.webp'))).toBe(true);
      }
    }
  });
});

describe.each(engines)('demo stories determinism on %s', (engine) => {
  it('gives the same stories, links, blog rights and comments for the same seed in two fresh databases', async () => {
    const snapshot = async () => {
      const database = await createTestDatabase(engine);
      const uploadDir = mkdtempSync(join(tmpdir(), 'demo-stories-'));
      try {
        await generateDemoData(database.db, { ...OPTIONS, uploadDir });
        const db = database.db;
        return {
          stories: await db.selectFrom('articles').selectAll().orderBy('id').execute(),
          links: await db.selectFrom('article_links').selectAll().orderBy('id').execute(),
          rights: await db.selectFrom('blog_rights_requests').selectAll().orderBy('id').execute(),
          comments: await db.selectFrom('comments').selectAll().orderBy('id').execute(),
          images: await db.selectFrom('uploaded_images').selectAll().orderBy('id').execute(),
        };
      } finally {
        await database.destroy();
        rmSync(uploadDir, { recursive: true, force: true });
      }
    };
    const first = await snapshot();
    const second = await snapshot();
    expect(first.stories).toHaveLength(STORIES.length);
    expect(second).toEqual(first);
  }, 180_000); // two whole demo generations: on PostgreSQL on a busy two-core machine over a minute
});
