import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pngBase64 } from '../../test/accounts.ts';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { issueSession, profileIdOf } from '../../test/booking.ts';

// Every sharp instance the server makes, with what it was made from.
const made = vi.hoisted(() => [] as unknown[]);
vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof import('sharp') }>()).default;
  const counted = (...args: Parameters<typeof real>) => {
    made.push(args[0]);
    return real(...args);
  };
  return { default: Object.assign(counted, real) };
});

// Decoding is the costly step of an upload (a 40-megapixel PNG is 160 MB of pixels): once per upload.
describe('a profile picture upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { demo: true, locations: 3 });
  });
  afterAll(async () => t.close());

  it('decodes the uploaded file once for its four sizes', async () => {
    const id = await profileIdOf(t, 'booker@example.com');
    const image = await pngBase64(1600, 1200);
    const uploaded = Buffer.from(image, 'base64');
    made.length = 0;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile/image',
      headers: { ...withKey, profileToken: await issueSession(t, id, new Date()) },
      payload: { Image: image },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().Images)).toHaveLength(4);
    const fromUpload = made.filter((input) => Buffer.isBuffer(input) && input.equals(uploaded));
    expect(fromUpload).toHaveLength(1);
  });
});
