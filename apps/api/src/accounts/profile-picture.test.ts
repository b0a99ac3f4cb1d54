import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@meetspace/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burst, pngBase64, pngClaiming } from '../../test/accounts.ts';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { issueSession, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('profile pictures on %s', (engine) => {
  let t: TestApp;
  let uploadDir: string;
  const member = async (email: string) => {
    const id = await profileIdOf(t, email);
    return { id, headers: { ...withKey, profileToken: await issueSession(t, id, NOW) } };
  };
  const upload = (headers: Record<string, string>, Image: string) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/profile/image', headers, payload: { Image } });
  const imageUrlOf = async (id: number) =>
    (
      await t.database.db
        .selectFrom('profiles')
        .select('image_url')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).image_url;
  const onDisk = (url: string) => join(uploadDir, url.replace(/^\/uploads\//, ''));

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'meetspace-pictures-'));
    t = await createTestApp(engine, { demo: true, locations: 3, now: () => NOW, uploadDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('refuses a picture of more than 40 megapixels with a 400 before decoding it', async () => {
    const { headers } = await member('booker@example.com');
    for (const [width, height] of [
      [20_000, 20_000],
      [8_000, 5_001],
    ] as const) {
      const res = await upload(headers, await pngClaiming(width, height));
      expect(res.statusCode, `${width}x${height}`).toBe(400);
      expect(res.json().Errors).toEqual([{ Field: 'Image', Code: ErrorCode.ImageTooLarge }]);
      expect(res.json().Message).toMatch(/40 megapixels/);
    }
  });

  it('answers a picture that cannot be decoded with a 400, not a 500', async () => {
    const { headers } = await member('booker@example.com');
    const res = await upload(headers, await pngClaiming(1200, 900));
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([{ Field: 'Image', Code: ErrorCode.InvalidImage }]);
  });

  it('stores parallel uploads of one member one after the other: no 500, the files match the profile', async () => {
    const { id, headers } = await member('host@example.com');
    const colours = ['#aa0000', '#00aa00', '#0000aa', '#aaaa00', '#00aaaa', '#aa00aa'];
    const images = await Promise.all(colours.map((c) => pngBase64(400, 300, c)));
    const answers = await burst(images.length, (i) => upload(headers, images[i] as string));
    expect(answers.map((a) => a.statusCode)).toEqual(colours.map(() => 200));
    const url = await imageUrlOf(id);
    expect(url).toMatch(/^\/uploads\/profiles\/\d+\/[0-9a-f]+\/640x480\.jpg$/);
    expect(existsSync(onDisk(url as string))).toBe(true);
    // Only the current picture is kept: one folder, its four sizes.
    const folder = join(uploadDir, 'profiles', String(id));
    const versions = await readdir(folder);
    expect(versions).toEqual([(url as string).split('/')[4]]);
    expect((await readdir(join(folder, versions[0] as string))).sort()).toEqual([
      '1024x768.jpg',
      '160x120.jpg',
      '320x240.jpg',
      '640x480.jpg',
    ]);
    const served = await t.app.inject({ url: url as string });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
  });

  it("removes a member's pictures from disk when the profile is deleted", async () => {
    const { id, headers } = await member('admin@example.com');
    const stored = await upload(headers, await pngBase64(800, 600));
    expect(stored.statusCode).toBe(200);
    const urls = Object.values(stored.json().Images as Record<string, string>);
    expect((await t.app.inject({ url: urls[0] as string })).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/profile/${id}?confirm=true`,
      headers,
    });
    expect(deleted.statusCode).toBe(200);
    for (const url of urls) expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect(existsSync(join(uploadDir, 'profiles', String(id)))).toBe(false);
  });
});
