import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

export interface Throttle {
  /** 429 when this address or this account already failed too often. */
  check(request: FastifyRequest, account: string | undefined): Promise<void>;
  /** Counts a failed attempt for the address and the account. */
  fail(request: FastifyRequest, account: string | undefined): Promise<void>;
}

/**
 * Login, pin, reset and password calls answer 429 after repeated failures per address and per
 * account (@fastify/rate-limit's manual limiters: only failures count). With `redisUrl` the counters
 * live in Redis, shared by every process; otherwise in memory.
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
  await app.register(rateLimit, {
    global: false,
    redis,
    skipOnError: true,
    nameSpace: 'meetspace-throttle-',
  });
  const byAddress = app.createRateLimit({
    max: THROTTLE.perAddress.max,
    timeWindow: THROTTLE.perAddress.window,
    keyGenerator: (request) => `ip:${request.ip}`,
  });
  const accountKey = new WeakMap<FastifyRequest, string>();
  const byAccount = app.createRateLimit({
    max: THROTTLE.perAccount.max,
    timeWindow: THROTTLE.perAccount.window,
    keyGenerator: (request) => `account:${accountKey.get(request) ?? ''}`,
  });
  const tooMany = () => new AppError(429, 'Too many attempts: wait a few minutes and try again');
  const exceeded = (status: Awaited<ReturnType<typeof byAddress>>) => !status.isAllowed && status.isExceeded;

  app.decorate('throttle', {
    async check(request, account) {
      if (exceeded(await byAddress(request, { increment: false }))) throw tooMany();
      if (account) {
        accountKey.set(request, account.toLowerCase());
        if (exceeded(await byAccount(request, { increment: false }))) throw tooMany();
      }
    },
    async fail(request, account) {
      await byAddress(request);
      if (account) {
        accountKey.set(request, account.toLowerCase());
        await byAccount(request);
      }
    },
  } satisfies Throttle);
}
