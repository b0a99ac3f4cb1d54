import autocannon from 'autocannon';
import { KEY } from './servers.ts';

/** One measurement: throughput, latency, failures and answers that came from the answer cache. */
export interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, connection errors and timeouts. */
  failed: number;
  /** Answers with `x-answer-cache: hit` (the server's answer cache; 0 from a server without the header). */
  cacheHits: number;
  requests: number;
}

/** Whether an answer came from the server's answer cache (`x-answer-cache: hit`, any header case). */
export function isCacheHit(headers: Record<string, unknown>): boolean {
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === 'x-answer-cache') return String(value).toLowerCase() === 'hit';
  }
  return false;
}

/**
 * Loads `url` with autocannon for `duration` seconds over `connections` connections; `vary` gives
 * every request its own path (setupRequest), for scenarios where every request is another question.
 */
export async function measure(
  url: string,
  options: { vary?: (() => string) | undefined; connections: number; duration: number },
): Promise<Measurement> {
  const { vary } = options;
  let cacheHits = 0;
  const result = await autocannon({
    url,
    requests: [
      {
        ...(vary ? { setupRequest: (request) => ({ ...request, path: vary() }) } : {}),
        onResponse: (_status, _body, _context, headers) => {
          if (isCacheHit(headers as Record<string, unknown>)) cacheHits += 1;
        },
      },
    ],
    duration: options.duration,
    connections: options.connections,
    // As browsers and the mobile apps do; routes that compress answer gzip, the rest as before.
    headers: { apiToken: KEY, 'accept-encoding': 'gzip, deflate, br' },
    timeout: 30,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cacheHits,
    requests: result.requests.total,
  };
}
