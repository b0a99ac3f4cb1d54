import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBase64 } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { uploadedImageOf } from './index.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

const jpegBase64 = async (width: number, height: number) =>
  (
    await sharp({ create: { width, height, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer()
  ).toString('base64');

const codesOf = (res: { json(): unknown }) =>
  ((res.json() as { Errors: { Field: string; Code: string }[] }).Errors ?? []).map(
    (e) => `${e.Field}:${e.Code}`,
  );

describe.each(engines)('POST /v1/upload/image on %s', (engine) => {
  let t: TestApp;
  let member: Record<string, string>;
  let memberId: number;
  const call = (payload: object, who: object = member) =>
    apiCall(t)('POST', '/v1/upload/image', who, payload);

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    member = await memberHeaders(t, 'booker@example.com', NOW);
    memberId = await profileIdOf(t, 'booker@example.com');
  });
  afterAll(async () => t?.close());

  it('refuses a visitor (401)', async () => {
    expect((await call({ Base64Image: await jpegBase64(1200, 800), Type: 'Event' }, {})).statusCode).toBe(
      401,
    );
  });

  it('takes a JPEG wider than 1024 px for an event, writes the four sizes and records the upload', async () => {
    const res = await call({
      Base64Image: `data:image/jpeg;base64,${await jpegBase64(1200, 800)}`,
      Type: 'Event',
      ItemId: 7,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Width: 1200, Height: 800 });
    expect(body.Url).toMatch(new RegExp(`^/uploads/images/event/${memberId}/[0-9a-f]{16}/1024x768\\.jpg$`));
    expect(Object.keys(body.Sizes).sort()).toEqual(['1024x768', '160x120', '320x240', '640x480']);
    const large = await readFile(join(t.app.uploadDir, body.Url.slice('/uploads/'.length)));
    expect((await sharp(large).metadata()).width).toBe(1024);
    expect((await t.app.inject({ url: body.Sizes['160x120'] })).statusCode).toBe(200);
    expect(await uploadedImageOf(t.database.db, body.Url)).toEqual({
      url: body.Url,
      type: 'Event',
      profileId: memberId,
      itemId: 7,
      width: 1200,
      height: 800,
    });
    expect(await uploadedImageOf(t.database.db, '/uploads/elsewhere.jpg')).toBeUndefined();
  });

  it('refuses an event picture of 1024 px or narrower (image_too_small) and a PNG (invalid_image)', async () => {
    const narrow = await call({ Base64Image: await jpegBase64(800, 600), Type: 'Event' });
    expect(narrow.statusCode).toBe(400);
    expect(codesOf(narrow)).toEqual(['Base64Image:image_too_small']);
    expect(codesOf(await call({ Base64Image: await jpegBase64(1024, 768), Type: 'Event' }))).toEqual([
      'Base64Image:image_too_small',
    ]);
    const png = await call({ Base64Image: await pngBase64(1200, 800), Type: 'Event' });
    expect(png.statusCode).toBe(400);
    expect(codesOf(png)).toEqual(['Base64Image:invalid_image']);
    expect(codesOf(await call({ Base64Image: 'not an image!', Type: 'Event' }))).toEqual([
      'Base64Image:invalid_image',
    ]);
  });

  it('takes a PNG of 600 px or more for articles and groups, with WebP beside the JPEG', async () => {
    const group = await call({ Base64Image: await pngBase64(600, 400), Type: 'Group' });
    expect(group.statusCode, group.body).toBe(200);
    const webp = join(
      t.app.uploadDir,
      group
        .json()
        .Url.slice('/uploads/'.length)
        .replace(/\.jpg$/, '.webp'),
    );
    expect((await sharp(await readFile(webp)).metadata()).format).toBe('webp');
    expect(codesOf(await call({ Base64Image: await pngBase64(599, 400), Type: 'Article' }))).toEqual([
      'Base64Image:image_too_small',
    ]);
    expect((await call({ Base64Image: await jpegBase64(700, 500), Type: 'Article' })).statusCode).toBe(200);
  });
});
