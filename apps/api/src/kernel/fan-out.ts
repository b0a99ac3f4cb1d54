import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { SetMap } from './set-map.ts';

type Handler = (message: unknown) => void;

/**
 * Messages that every process of the app receives, the sender included: the live chat events
 * today. In one process they are handed over in memory, at once; with `REDIS_URL` they go through
 * a Redis pub/sub channel, so a member whose stream is held by another process behind the load
 * balancer gets them too (architecture guide, section 4).
 */
export interface FanOut {
  publish(channel: string, message: unknown): void;
  /** Calls `handler` with every message of `channel`; returns how to stop. */
  subscribe(channel: string, handler: Handler): () => void;
  /** Resolves once the subscriptions made so far are confirmed (given up after a few seconds). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

class Handlers {
  private readonly byChannel = new SetMap<string, Handler>();
  add(channel: string, handler: Handler): () => void {
    return this.byChannel.add(channel, handler);
  }
  has(channel: string): boolean {
    return this.byChannel.get(channel).size > 0;
  }
  deliver(channel: string, message: unknown, log?: FastifyBaseLogger): void {
    for (const handler of this.byChannel.get(channel)) {
      try {
        handler(message);
      } catch (error) {
        log?.warn({ err: error, channel }, 'fan-out handler failed');
      }
    }
  }
}

/** One process: a message reaches this process's subscribers before `publish` returns. */
export function localFanOut(): FanOut {
  const handlers = new Handlers();
  return {
    publish: (channel, message) => handlers.deliver(channel, message),
    subscribe: (channel, handler) => handlers.add(channel, handler),
    ready: async () => {},
    close: async () => {},
  };
}

/** How long the start waits for Redis to confirm a subscription before it goes on without it. */
const SUBSCRIBE_WAIT_MS = 2_000;

/**
 * Several processes through Redis pub/sub: one connection publishes, one listens (a subscribed
 * Redis connection can do nothing else), channels named `<prefix>:<channel>`, so deployments (or
 * test runs) sharing one Redis stay apart. Messages are JSON. When Redis cannot be reached a
 * message still reaches this process's own subscribers (logged), as with one process; ioredis
 * reconnects and subscribes again by itself.
 */
export async function redisFanOut(url: string, prefix: string, log: FastifyBaseLogger): Promise<FanOut> {
  const { Redis: RedisClient } = await import('ioredis');
  const publisher: Redis = new RedisClient(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  const listener = publisher.duplicate();
  for (const connection of [publisher, listener]) {
    // Said once per outage, not at every reconnection attempt.
    let down = false;
    connection.on('error', (error) => {
      if (!down) log.warn({ err: error }, 'fan-out: Redis unreachable');
      down = true;
    });
    connection.on('ready', () => {
      down = false;
    });
  }
  const handlers = new Handlers();
  const named = (channel: string) => `${prefix}:${channel}`;
  listener.on('message', (name: string, text: string) => {
    if (!name.startsWith(`${prefix}:`)) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      log.warn({ channel: name }, 'fan-out: a message that is not JSON, dropped');
      return;
    }
    handlers.deliver(name.slice(prefix.length + 1), message, log);
  });
  const subscribing = new Set<Promise<unknown>>();
  return {
    publish(channel, message) {
      publisher.publish(named(channel), JSON.stringify(message)).catch((error) => {
        log.warn({ err: error, channel }, 'fan-out: Redis unreachable, delivered in this process only');
        handlers.deliver(channel, message, log);
      });
    },
    subscribe(channel, handler) {
      if (!handlers.has(channel)) {
        const done = listener
          .subscribe(named(channel))
          .catch((error) => log.warn({ err: error, channel }, 'fan-out: subscribe failed'))
          .finally(() => subscribing.delete(done));
        subscribing.add(done);
      }
      return handlers.add(channel, handler);
    },
    async ready() {
      await Promise.race([
        Promise.all(subscribing),
        new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref()),
      ]);
    },
    async close() {
      listener.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
