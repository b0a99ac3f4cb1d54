import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type FanOut, localFanOut, redisFanOut } from './fan-out.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const warnings: string[] = [];
const log = {
  warn: (_context: unknown, text: string) => warnings.push(text),
} as unknown as FastifyBaseLogger;

/** The messages a subscriber got, and a promise for the next `n` of them. */
function inbox(fanOut: FanOut, channel: string) {
  const got: unknown[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  fanOut.subscribe(channel, (message) => {
    got.push(message);
    for (const w of waiters.filter((w) => got.length >= w.n)) w.resolve();
  });
  return {
    got,
    atLeast: (n: number) =>
      new Promise<void>((resolve) => (got.length >= n ? resolve() : waiters.push({ n, resolve }))),
  };
}

describe('the fan-out', () => {
  it('in one process hands a message to this channel’s subscribers before publish returns', () => {
    const fanOut = localFanOut();
    const chat = inbox(fanOut, 'chat');
    const other = inbox(fanOut, 'other');
    const stop = fanOut.subscribe('chat', () => {
      throw new Error('a failing subscriber does not stop the others');
    });
    fanOut.publish('chat', { n: 1 });
    expect(chat.got).toEqual([{ n: 1 }]);
    expect(other.got).toEqual([]);
    stop();
    fanOut.publish('chat', { n: 2 });
    expect(chat.got).toEqual([{ n: 1 }, { n: 2 }]);
  });

  describe.skipIf(!redisUrl)('through Redis', () => {
    const opened: FanOut[] = [];
    const open = async (prefix: string) => {
      const fanOut = await redisFanOut(redisUrl as string, prefix, log);
      opened.push(fanOut);
      return fanOut;
    };
    afterAll(async () => {
      for (const fanOut of opened) await fanOut.close();
    });

    it('reaches every process of one prefix (the sender too), in order, and no other prefix', async () => {
      const prefix = `test-${randomBytes(6).toString('hex')}`;
      const [a, b, elsewhere] = [await open(prefix), await open(prefix), await open(`${prefix}-x`)];
      const inA = inbox(a, 'chat');
      const inB = inbox(b, 'chat');
      const inElsewhere = inbox(elsewhere, 'chat');
      await Promise.all([a.ready(), b.ready(), elsewhere.ready()]);
      for (let n = 1; n <= 5; n++) a.publish('chat', { n, text: 'één € 🙂' });
      await Promise.all([inA.atLeast(5), inB.atLeast(5)]);
      const sent = [1, 2, 3, 4, 5].map((n) => ({ n, text: 'één € 🙂' }));
      expect(inA.got).toEqual(sent);
      expect(inB.got).toEqual(sent);
      // The other prefix's own message arrives; the first prefix's never did.
      elsewhere.publish('chat', { own: true });
      await inElsewhere.atLeast(1);
      expect(inElsewhere.got).toEqual([{ own: true }]);
    });

    it('still reaches this process when Redis cannot be reached', async () => {
      const down = await redisFanOut('redis://127.0.0.1:1', 'test-down', log);
      opened.push(down);
      const here = inbox(down, 'chat');
      down.publish('chat', { n: 1 });
      await here.atLeast(1);
      expect(here.got).toEqual([{ n: 1 }]);
      expect(warnings).toContain('fan-out: Redis unreachable, delivered in this process only');
    });
  });
});
