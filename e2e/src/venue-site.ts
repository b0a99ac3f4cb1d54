import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface VenueSite {
  url: string;
  server: Server;
}

/**
 * A venue's own website: plain HTML pages on another port (another origin than the booking site),
 * served from `pages` by path. `pages` is read on every request, so a test may add a page later
 * (a widget's snippet, once the host has made it).
 */
export async function startVenueSite(pages: Record<string, string>): Promise<VenueSite> {
  const server = createServer((request, response) => {
    const body = pages[request.url ?? ''];
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
