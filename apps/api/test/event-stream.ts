import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Makes an app listen on a free local port; its `/api` base address. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
}

/** An open server-sent-events stream over a real socket, read as text. */
export interface EventStream {
  /** Reads until the stream holds `needle`; all text read so far. */
  until(needle: string): Promise<string>;
  close(): void;
}

/** Opens a stream (expects 200 and `text/event-stream`). */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    async until(needle) {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended without ${needle}: ${text}`);
        text += decoder.decode(value);
      }
      return text;
    },
    close: () => abort.abort(),
  };
}
