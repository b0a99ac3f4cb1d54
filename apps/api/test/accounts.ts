import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { type TestApp, withKey } from './app.ts';

/** The link key and pin of the newest mail to an address, as the member reads them. */
export async function mailedSecrets(t: TestApp, email: string) {
  const mail = await t.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_email', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const text = mail?.text_body ?? '';
  return {
    mail,
    key: /token=([\w-]+)/.exec(text)?.[1],
    pin: /(?:code|Je code): (\d{6})/.exec(text)?.[1] as string,
  };
}

/** `count` six-digit pins, none of them `right`. */
export function wrongPins(right: string, count: number): string[] {
  const pins: string[] = [];
  for (let n = 0; pins.length < count; n += 1) {
    const pin = String(n).padStart(6, '0');
    if (pin !== right) pins.push(pin);
  }
  return pins;
}

/** Runs `count` calls at once (a burst) and returns their answers in order. */
export function burst<T>(count: number, call: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => call(i)));
}

/** A distinct client address per call of a burst (10.x.y.z). */
export function addressOf(i: number, block = 1): string {
  return `10.${block}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
}

/** A small PNG of one colour, base64, as the web sends it. */
export async function pngBase64(width: number, height: number, background = '#3366aa'): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return png.toString('base64');
}

/**
 * A tiny PNG whose header claims `width` x `height` pixels (a decompression bomb's header): the
 * real 1x1 image's IHDR is rewritten and its checksum recomputed.
 */
export async function pngClaiming(width: number, height: number): Promise<string> {
  const png = Buffer.from(await pngBase64(1, 1), 'base64');
  // Signature (8) + IHDR length (4) + "IHDR" (4) = 16: width and height follow, then the CRC at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png.toString('base64');
}

/**
 * Calls the API under /api with the client key, each call from a new address of `block`
 * (10.block.x.y), so the per-address throttle of one call never answers for another.
 */
export function callsFromNewAddresses(t: () => TestApp, block: number) {
  let calls = 0;
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t().app.inject({
      method,
      url: `/api${url}`,
      headers: { ...withKey, ...headers },
      payload,
      remoteAddress: addressOf(calls++, block),
    });
}

/** The `ms_login=…` pair of an answer's cookies (the long-term login), to send back. */
export function loginCookieOf(res: { headers: Record<string, unknown> }): string {
  return [res.headers['set-cookie']]
    .flat()
    .map(String)
    .find((c) => c.startsWith('ms_login='))
    ?.split(';')[0] as string;
}

/** A member's whole reset: asks for the mail, reads its key and pin, sets `password`; the answer. */
export async function resetPassword(
  t: TestApp,
  call: ReturnType<typeof callsFromNewAddresses>,
  email: string,
  password: string,
) {
  await call('POST', '/v1/login/reset', { Email: email, LocalePrefix: 'en' });
  const { key, pin } = await mailedSecrets(t, email);
  return call('PUT', '/v2/login/password', { Token: key, Pin: pin, Password: password });
}
