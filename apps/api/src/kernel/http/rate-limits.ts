import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failure throttles of the login, pin, reset and password calls (see registerRateLimits). */
    throttle: Throttle;
  }
}

/** How many failed attempts an address, and an account, may make in the window. */
export const THROTTLE = {
  perAddress: { max: 20, window: 10 * 60_000 },
  perAccount: { max: 5, window: 15 * 60_000 },
} as const;

/** The account an attempt is for: `<way in>:<e-mail address>` (each way in counts apart), and its 429. */
export interface ThrottledAccount {
  key: string;
  /** The answer when this account has used up its attempts (default: "wait a few minutes"). */
  locked?: () => AppError;
}

export interface Throttle {
  /**
   * Runs `work` as one attempt of the caller's address and, when named, of an account. The attempt
   * is reserved before the work (one atomic increment per counter), so a burst of parallel calls
   * cannot all pass; 429 without running `work` when a counter has none left. The attempt is
   * given back unless `work` refuses it (an AppError 4xx): only failures use up the limits.
   */
  attempt<T>(
    request: FastifyRequest,
    account: ThrottledAccount | undefined,
    work: () => Promise<T>,
  ): Promise<T>;
}

/** A counter of attempts per key, each key in its own window, which starts with its first attempt. */
interface Counters {
  /** Adds one attempt; returns the count in the window and the window's id (for `giveBack`). */
  take(key: string, windowMs: number): Promise<{ count: number; window: string }>;
  /** Takes one attempt back, if that window is still the key's current one. */
  giveBack(key: string, window: string): Promise<void>;
}

/**
 * One process's counters. Bounded (the least recently used keys go first), so made-up account
 * names cannot fill the memory.
 */
function memoryCounters(): Counters {
  const windows = new LRUCache<string, { count: number; window: string; endsAt: number }>({ max: 100_000 });
  let opened = 0;
  return {
    async take(key, windowMs) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.endsAt <= now) {
        entry = { count: 0, window: String(++opened), endsAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, window: entry.window };
    },
    async giveBack(key, window) {
      const entry = windows.get(key);
      if (entry?.window === window && entry.count > 0) entry.count -= 1;
    },
  };
}

// A hash per key: n (attempts) and w (the window's id, set when the window opens with the key).
const TAKE = `
local n = redis.call('HINCRBY', KEYS[1], 'n', 1)
if n == 1 then
  redis.call('HSET', KEYS[1], 'w', ARGV[2])
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return {n, redis.call('HGET', KEYS[1], 'w')}`;
const GIVE_BACK = `
if redis.call('HGET', KEYS[1], 'w') == ARGV[1] and tonumber(redis.call('HGET', KEYS[1], 'n')) > 0 then
  redis.call('HINCRBY', KEYS[1], 'n', -1)
end
return 0`;

/** Counters in Redis, shared by every process; each step is one atomic script. */
function redisCounters(redis: Redis, prefix: string): Counters {
  return {
    async take(key, windowMs) {
      const window = randomBytes(8).toString('hex');
      const [count, current] = (await redis.eval(TAKE, 1, prefix + key, windowMs, window)) as [
        number,
        string,
      ];
      return { count, window: current };
    },
    async giveBack(key, window) {
      await redis.eval(GIVE_BACK, 1, prefix + key, window);
    },
  };
}

/**
 * Login, pin, reset and password calls answer 429 after repeated failures per address and per
 * account. With `redisUrl` the counters live in Redis, shared by every process; otherwise in
 * memory. When Redis cannot be reached the calls are not throttled (logged), as before.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl?: string): Promise<void> {
  const redis = redisUrl
    ? new (await import('ioredis')).Redis(redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  const counters = redis ? redisCounters(redis, 'meetspace-throttle:') : memoryCounters();
  const tooMany = () => new AppError(429, 'Too many attempts: wait a few minutes and try again');

  /** Reserves one attempt of a key; undefined when its attempts are used up (nothing is kept then). */
  const reserve = async (key: string, limit: { max: number; window: number }) => {
    try {
      const taken = await counters.take(key, limit.window);
      const giveBack = () =>
        counters.giveBack(key, taken.window).catch((error) => app.log.warn({ err: error }, 'throttle'));
      if (taken.count <= limit.max) return giveBack;
      await giveBack();
      return undefined;
    } catch (error) {
      app.log.warn({ err: error }, 'throttle counters unreachable: not throttled');
      return async () => {};
    }
  };

  app.decorate('throttle', {
    async attempt(request, account, work) {
      const byAddress = await reserve(`ip:${request.ip}`, THROTTLE.perAddress);
      if (!byAddress) throw tooMany();
      const byAccount = account
        ? await reserve(`account:${account.key.toLowerCase()}`, THROTTLE.perAccount)
        : async () => {};
      if (!byAccount) {
        await byAddress();
        throw account?.locked?.() ?? tooMany();
      }
      let failed = false;
      try {
        return await work();
      } catch (error) {
        failed = error instanceof AppError && error.httpStatus >= 400 && error.httpStatus < 500;
        throw error;
      } finally {
        if (!failed) await Promise.all([byAddress(), byAccount()]);
      }
    },
  } satisfies Throttle);
}
