import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { CHAT_HEARTBEAT_MS, CHAT_TICKET_SECONDS, type ChatStreamEvent } from '@meetspace/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../kernel/errors.ts';
import type { ChatHub } from './chat-hub.ts';

/** The stream tickets' key, derived from the server's secret (so it differs from the quotes' key). */
function ticketKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'meetspace', 'chat-stream-ticket', 32));
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', ticketKey(secret)).update(payload).digest('base64url');

/**
 * A ticket that opens the member's stream until it expires: `<profileId>.<expiry s>.<HMAC>`.
 * Nothing is stored; it only opens a stream (reads), and a stream outlives it.
 */
export function issueTicket(secret: string, profileId: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + CHAT_TICKET_SECONDS;
  const payload = `${profileId}.${expires}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The member a ticket opens the stream for, or undefined (forged, malformed or expired). */
export function ticketHolder(secret: string, ticket: string, now: Date): number | undefined {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match) return undefined;
  const [, id, expires, signature] = match;
  const expected = Buffer.from(sign(secret, `${id}.${expires}`));
  const given = Buffer.from(signature as string);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (Number(expires) * 1000 < now.getTime()) return undefined;
  return Number(id);
}

/** One event in the text/event-stream format. */
export function sseFrame(event: ChatStreamEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * Opens the member's stream on this request: the response is taken from Fastify (`hijack`) and
 * written raw: a `ready` event, then the hub's events, a heartbeat comment every 25 s; the hub
 * forgets the stream when the browser goes (close) or the app closes.
 */
export function openStream(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: ChatHub,
  profileId: number,
  heartbeatMs = CHAT_HEARTBEAT_MS,
): FastifyReply {
  if (!profileId) throw AppError.unauthorized();
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
  });
  // The browser waits this long before reconnecting by itself.
  raw.write(`retry: 3000\nevent: ready\ndata: {"ProfileId":${profileId}}\n\n`);
  let closed = false;
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), heartbeatMs);
  heartbeat.unref();
  const remove = hub.add(profileId, {
    send: (event) => {
      if (!closed) raw.write(sseFrame(event));
    },
    end: () => finish(),
  });
  function finish() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    remove();
    raw.end();
  }
  request.raw.on('close', finish);
  raw.on('close', finish);
  return reply;
}
