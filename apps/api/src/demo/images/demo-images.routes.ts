import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { demoImageFormat, parseDemoImageRequest, renderDemoImage } from './demo-images.ts';

const CACHE_CONTROL = 'public, max-age=86400';

interface CachedImage {
  bytes: Buffer;
  etag: string;
}

/**
 * `GET /images/{locations|spaces}/{n}.jpg[?w=160|320|640|1024]`: the demo data's pictures, drawn on
 * first request and kept in memory; no API key, not in the API docs.
 */
export const demoImageRoutes: FastifyPluginAsync = async (app) => {
  const cache = new Map<string, Promise<CachedImage>>();
  app.get('/images/:kind/:file', { schema: { hide: true } }, async (request, reply) => {
    const { kind, file } = request.params as { kind: string; file: string };
    const wanted = parseDemoImageRequest(kind, file, request.query);
    if (!wanted) return reply.callNotFound();
    const format = demoImageFormat(request.headers.accept);
    const key = `${wanted.kind}/${wanted.n}/${wanted.width}/${format}`;
    let pending = cache.get(key);
    if (!pending) {
      // Concurrent first requests share one render; a failed render is not kept.
      pending = renderDemoImage(wanted, format).then((bytes) => ({
        bytes,
        etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`,
      }));
      pending.catch(() => cache.delete(key));
      cache.set(key, pending);
    }
    const image = await pending;
    reply.header('Cache-Control', CACHE_CONTROL).header('ETag', image.etag).header('Vary', 'Accept');
    if (etagMatches(request.headers['if-none-match'], image.etag)) return reply.status(304).send();
    return reply.type(`image/${format}`).send(image.bytes);
  });
};

/** Whether an If-None-Match header names the ETag (weak comparison, `*` matches). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
