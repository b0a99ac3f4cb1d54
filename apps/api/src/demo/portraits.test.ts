import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { en, nl } from '@faker-js/faker';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, engines } from '../../test/db.ts';
import { useDemoWithUploads } from '../../test/demo.ts';
import { renderProfileImage } from '../accounts/index.ts';
import type { Database } from '../db/connect.ts';
import { DEMO_BIOS } from './bio-texts.ts';
import { generateDemoData } from './generate.ts';
import { PORTRAIT_VARIANTS, portraitKind, portraitSource, portraitSvg } from './images/portrait-images.ts';

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

// Thursday 26 November 2026, 11:00 in Amsterdam.
const NOW = new Date('2026-11-26T10:00:00.000Z');
const OPTIONS = { password: 'Demo-test-2026!', seed: 20261121, now: NOW };
const FIXED = ['booker@example.com', 'host@example.com', 'admin@example.com'];

describe.each(engines)('the demo members’ pictures and bios on %s', (engine) => {
  const demo = useDemoWithUploads(engine, OPTIONS);
  const db = () => demo.database.db;
  const profiles = () =>
    db()
      .selectFrom('profiles')
      .select(['id', 'email', 'role', 'language_id', 'bio', 'image_url'])
      .where('is_activated', '=', 1)
      .orderBy('id')
      .execute();

  it('gives four in five plain members a profile picture in the four sizes, and the fixed accounts none', async () => {
    const all = await profiles();
    const plain = all.filter((p) => p.role === 'member' && !FIXED.includes(p.email));
    const pictured = plain.filter((p) => p.image_url !== null);
    expect(demo.summary.profilePictures).toBe(pictured.length);
    expect(pictured.length).toBe(plain.length - Math.floor(plain.length / 5));
    for (const p of all.filter((p) => FIXED.includes(p.email) || p.role !== 'member'))
      expect(p.image_url).toBeNull();
    for (const p of pictured) {
      // As PUT /v1/profile/image stores one: /uploads/profiles/<id>/<version>/640x480.jpg.
      expect(p.image_url).toMatch(new RegExp(`^/uploads/profiles/${p.id}/[0-9a-f]{16}/640x480\\.jpg$`));
      const folder = join(
        demo.uploadDir,
        (p.image_url as string).replace(/^\/uploads\//, '').replace(/\/[^/]+$/, ''),
      );
      expect(readdirSync(folder).sort()).toEqual([
        '1024x768.jpg',
        '160x120.jpg',
        '320x240.jpg',
        '640x480.jpg',
      ]);
    }
    const first = pictured[0]?.image_url as string;
    const meta = await sharp(join(demo.uploadDir, first.replace(/^\/uploads\//, ''))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 480]);
    // Which portrait each member got (the pipeline gives the same bytes for the same portrait):
    // many different ones, and none with a beard for a woman's name.
    const variantOf = new Map<string, number>();
    for (let n = 0; n < PORTRAIT_VARIANTS; n++) {
      const rendered = await renderProfileImage((await portraitSource(n)).toString('base64'));
      const small = rendered.find((r) => r.size === '160x120');
      variantOf.set(hashOf(small?.jpeg as Buffer), n);
    }
    const names = new Map(
      (await db().selectFrom('profiles').select(['id', 'first_name']).execute()).map((p) => [
        p.id,
        p.first_name,
      ]),
    );
    const female = new Set([
      ...(nl.person?.first_name?.female ?? []),
      ...(en.person?.first_name?.female ?? []),
    ]);
    const male = new Set([...(nl.person?.first_name?.male ?? []), ...(en.person?.first_name?.male ?? [])]);
    const used: number[] = [];
    for (const p of pictured) {
      const file = join(
        demo.uploadDir,
        (p.image_url as string).replace(/^\/uploads\//, '').replace('640x480', '160x120'),
      );
      const n = variantOf.get(hashOf(readFileSync(file)));
      expect(n, p.image_url as string).toBeDefined();
      used.push(n as number);
      const name = names.get(p.id) as string;
      if (female.has(name) && !male.has(name)) expect(portraitKind(n as number)).not.toBe('male');
      if (male.has(name) && !female.has(name)) expect(portraitKind(n as number)).not.toBe('female');
    }
    expect(new Set(used).size).toBeGreaterThanOrEqual(8);
  });

  it('gives seven in ten plain members a bio in their own language, the booker none', async () => {
    const plain = (await profiles()).filter((p) => p.role === 'member' && p.email !== 'booker@example.com');
    const withBio = plain.filter((p) => p.bio !== null);
    expect(withBio.length).toBeGreaterThanOrEqual(Math.floor(plain.length * 0.6));
    expect(withBio.length).toBeLessThan(plain.length);
    for (const p of withBio) {
      const bios: readonly string[] = DEMO_BIOS[p.language_id === 65 ? 'en' : 'nl'];
      expect(bios).toContain(p.bio);
    }
    expect(new Set(withBio.map((p) => p.bio)).size).toBeGreaterThan(8);
    const booker = (await profiles()).find((p) => p.email === 'booker@example.com');
    expect(booker?.bio).toBeNull();
  });

  it('writes the same pictures under the same paths for the same seed', async () => {
    const other = await createTestDatabase(engine);
    const otherDir = mkdtempSync(join(tmpdir(), 'demo-portraits-'));
    try {
      await generateDemoData(other.db, { ...OPTIONS, uploadDir: otherDir });
      const urls = async (d: Database) =>
        (
          await d.db.selectFrom('profiles').select(['email', 'image_url', 'bio']).orderBy('email').execute()
        ).map((p) => `${p.email} ${p.image_url} ${p.bio}`);
      expect(await urls(other)).toEqual(await urls(demo.database));
      for (const url of (await profiles()).map((p) => p.image_url).filter((u): u is string => u !== null)) {
        expect(existsSync(join(otherDir, url.replace(/^\/uploads\//, '')))).toBe(true);
      }
    } finally {
      await other.destroy();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});

describe('the demo portraits', () => {
  it('are all different, and a beard only for a man’s name', () => {
    const svgs = Array.from({ length: PORTRAIT_VARIANTS }, (_, n) => portraitSvg(n));
    expect(new Set(svgs).size).toBe(PORTRAIT_VARIANTS);
    for (const [n, svg] of svgs.entries()) {
      const beard = svg.includes('opacity="0.9"');
      if (beard) expect(portraitKind(n)).toBe('male');
    }
    expect(svgs.some((svg) => svg.includes('opacity="0.9"'))).toBe(true);
  });
});
