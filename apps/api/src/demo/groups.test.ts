import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { groupSlug } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../../../../packages/domain/src/text/text.ts';
import { createTestDatabase, engines } from '../../test/db.ts';
import { useDemoWithUploads } from '../../test/demo.ts';
import { generateDemoData } from './generate.ts';
import { GROUPS } from './groups.ts';

// Thursday 26 November 2026, 11:00 in Amsterdam.
const NOW = new Date('2026-11-26T10:00:00.000Z');
const OPTIONS = { password: 'Demo-test-2026!', seed: 20261121, now: NOW };

describe.each(engines)('the demo groups on %s', (engine) => {
  const demo = useDemoWithUploads(engine, OPTIONS);
  const db = () => demo.database.db;
  const idOf = async (email: string) =>
    (await db().selectFrom('profiles').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  it('writes ten published groups of 3 to 38 members and one draft, of both join types', async () => {
    const groups = await db().selectFrom('network_groups').selectAll().orderBy('id').execute();
    expect(groups).toHaveLength(GROUPS.length);
    expect(demo.summary.groups).toBe(11);
    const published = groups.filter((g) => g.status === 'published');
    expect(published).toHaveLength(10);
    expect(groups.filter((g) => g.status === 'draft')).toHaveLength(1);
    const sizes = published.map((g) => g.member_count);
    expect(Math.min(...sizes)).toBe(3);
    expect(Math.max(...sizes)).toBe(38);
    expect(new Set(published.map((g) => g.join_type))).toEqual(new Set(['open', 'request']));
    for (const g of groups) {
      expect(g.published_at === null).toBe(g.status === 'draft');
      expect(g.channel_id).toBe(1);
      expect(g.deleted_at).toBeNull();
      expect(g.search_text).toBe(normalizeSearchText(`${g.name} ${g.description}`));
      expect(groupSlug(g.name)).not.toBe('group');
      expect(g.description.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(g.created_at < NOW.toISOString()).toBe(true);
    }
    // The toggles: one group without a member list, one without stories, the rest as they default.
    expect(published.filter((g) => g.activate_member_list === 0)).toHaveLength(1);
    expect(published.filter((g) => g.activate_posts === 0)).toHaveLength(1);
    expect(published.filter((g) => g.activate_events === 0)).toHaveLength(1);
    expect(published.filter((g) => g.activate_questions === 1)).toHaveLength(10);
  });

  it('keeps member_count equal to the Joined rows, one row per member, and an admin in every group', async () => {
    const groups = await db().selectFrom('network_groups').selectAll().execute();
    const rows = await db().selectFrom('group_memberships').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(demo.summary.groupMemberships);
    for (const g of groups) {
      const own = rows.filter((r) => r.group_id === g.id);
      const joined = own.filter((r) => r.status === 'Joined');
      expect(joined).toHaveLength(g.member_count);
      expect(new Set(own.map((r) => r.profile_id)).size).toBe(own.length);
      const admins = joined.filter((r) => r.role === 'admin');
      expect(admins.length).toBeGreaterThanOrEqual(1);
      expect(admins.length).toBeLessThanOrEqual(2);
      expect(admins.some((a) => a.profile_id === g.owner_profile_id)).toBe(true);
      expect(own.filter((r) => r.role === 'admin').every((r) => r.status === 'Joined')).toBe(true);
    }
    expect(
      groups.filter((g) => rows.filter((r) => r.group_id === g.id && r.role === 'admin').length === 2),
    ).toHaveLength(3);
    for (const r of rows) {
      expect(r.joined_at !== null).toBe(r.status === 'Joined' || r.left_at !== null);
      expect(r.invited_by !== null).toBe(r.status === 'Invited');
      if (r.status === 'Requested') expect(r.requested_at).not.toBeNull();
      if (r.joined_at && r.requested_at) expect(r.requested_at < r.joined_at).toBe(true);
      if (r.left_at) expect((r.joined_at ?? '') < r.left_at).toBe(true);
      expect(r.updated_at <= NOW.toISOString()).toBe(true);
    }
    // Requests wait only in groups one joins on request; the admin invited by a group's admin.
    const requestGroups = new Set(groups.filter((g) => g.join_type === 'request').map((g) => g.id));
    const requested = rows.filter((r) => r.status === 'Requested');
    expect(requested.length).toBeGreaterThanOrEqual(4);
    expect(requested.every((r) => requestGroups.has(r.group_id))).toBe(true);
    const invited = rows.filter((r) => r.status === 'Invited');
    expect(invited).toHaveLength(2);
    for (const r of invited)
      expect(
        rows.some((a) => a.group_id === r.group_id && a.profile_id === r.invited_by && a.role === 'admin'),
      ).toBe(true);
    expect(rows.filter((r) => r.status === 'None')).toHaveLength(2);
    // Only activated members are in a group.
    const profiles = await db().selectFrom('profiles').select(['id', 'is_activated']).execute();
    const inactive = new Set(profiles.filter((p) => p.is_activated === 0).map((p) => p.id));
    expect(rows.some((r) => inactive.has(r.profile_id))).toBe(false);
  });

  it('gives the booker and the host their places: admin, member, request and invitation', async () => {
    const booker = await idOf('booker@example.com');
    const host = await idOf('host@example.com');
    const rows = await db()
      .selectFrom('group_memberships as m')
      .innerJoin('network_groups as g', 'g.id', 'm.group_id')
      .select(['m.profile_id', 'm.role', 'm.status', 'g.join_type', 'g.name'])
      .where('m.profile_id', 'in', [booker, host])
      .execute();
    const of = (id: number) => rows.filter((r) => r.profile_id === id);
    const bookers = of(booker);
    expect(bookers.filter((r) => r.status === 'Joined' && r.role === 'admin').map((r) => r.name)).toEqual([
      'Duurzaam vergaderen',
    ]);
    expect(bookers.filter((r) => r.status === 'Joined' && r.role === 'member')).toHaveLength(3);
    const request = bookers.filter((r) => r.status === 'Requested');
    expect(request.map((r) => r.join_type)).toEqual(['request']);
    expect(bookers.filter((r) => r.status === 'Invited')).toHaveLength(1);
    const hosts = of(host);
    expect(hosts.filter((r) => r.role === 'admin' && r.status === 'Joined')).toHaveLength(2);
    expect(hosts.filter((r) => r.role === 'member' && r.status === 'Joined').length).toBeGreaterThanOrEqual(
      1,
    );
    const admin = await idOf('admin@example.com');
    expect(
      await db().selectFrom('group_memberships').select('id').where('profile_id', '=', admin).execute(),
    ).toEqual([]);
  });

  it('gives published groups a picture (JPEG and WebP in four sizes) uploaded by their owner, Type Group', async () => {
    const groups = await db().selectFrom('network_groups').selectAll().execute();
    const images = await db().selectFrom('uploaded_images').selectAll().where('type', '=', 'Group').execute();
    expect(images).toHaveLength(9);
    for (const g of groups) {
      const image = images.find((i) => i.item_id === g.id);
      if (!image) {
        expect(g.photo_url).toBeNull();
        continue;
      }
      expect(g.status).toBe('published');
      expect(image).toMatchObject({ profile_id: g.owner_profile_id, url: g.photo_url });
      expect(image.width >= 600 && image.width * 3 === image.height * 4).toBe(true);
      const sizes = JSON.parse(image.sizes) as Record<string, string>;
      expect(Object.keys(sizes)).toEqual(['160x120', '320x240', '640x480', '1024x768']);
      expect(sizes['1024x768']).toBe(g.photo_url);
      expect(g.photo_url).toMatch(new RegExp(`^/uploads/images/group/${g.owner_profile_id}/[0-9a-f]{16}/`));
      for (const url of Object.values(sizes)) {
        expect(existsSync(join(demo.uploadDir, url.replace(/^\/uploads\//, '')))).toBe(true);
        expect(
          existsSync(join(demo.uploadDir, url.replace(/^\/uploads\//, '').replace(/\.jpg$/, '.webp'))),
        ).toBe(true);
      }
    }
  });
});

describe.each(engines)('demo groups determinism on %s', (engine) => {
  it('gives the same groups, memberships and pictures for the same seed in two fresh databases', async () => {
    const snapshot = async () => {
      const database = await createTestDatabase(engine);
      const uploadDir = mkdtempSync(join(tmpdir(), 'demo-groups-'));
      try {
        await generateDemoData(database.db, { ...OPTIONS, uploadDir });
        const db = database.db;
        return {
          groups: await db.selectFrom('network_groups').selectAll().orderBy('id').execute(),
          memberships: await db.selectFrom('group_memberships').selectAll().orderBy('id').execute(),
          images: await db
            .selectFrom('uploaded_images')
            .selectAll()
            .where('type', '=', 'Group')
            .orderBy('id')
            .execute(),
        };
      } finally {
        await database.destroy();
        rmSync(uploadDir, { recursive: true, force: true });
      }
    };
    const first = await snapshot();
    const second = await snapshot();
    expect(first.groups).toHaveLength(GROUPS.length);
    expect(second).toEqual(first);
  }, 180_000); // two whole demo generations: on PostgreSQL on a busy two-core machine over a minute
});
