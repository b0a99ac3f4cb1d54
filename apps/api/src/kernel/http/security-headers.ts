import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchRoute } from '@meetspace/domain';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers (helmet) on every response, with a strict Content Security Policy. With these
 * options helmet's headers are the same for every request, so helmet runs once at start-up on a
 * recording response and each reply gets the recorded headers in one call: running the middleware
 * per request (setHeader per header, re-validated by Node) cost about a twentieth of a search.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = recordHeaders(helmet(helmetOptions(false)));
  // The widget's booking page is made to be framed by the venues' own websites: any site may frame
  // it (no X-Frame-Options); every other page only by this site.
  const frameable = recordHeaders(helmet(helmetOptions(true)));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(FRAMEABLE_PAGE.test(request.url) && isFrameablePage(request.url) ? frameable : headers);
    done();
  });
}

/** A quick test before the route table is asked: the widget page is `/{locale}/widget/{key}`. */
const FRAMEABLE_PAGE = /^\/[a-z]{2}\/widget\/[^/?#]+\/?(?:[?#]|$)/i;

function isFrameablePage(url: string): boolean {
  return matchRoute(url)?.name === 'widget-embed';
}

function helmetOptions(frameableBySites: boolean): HelmetOptions {
  return {
    xFrameOptions: !frameableBySites,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: frameableBySites ? ['*'] : ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  };
}

/** The headers a connect-style middleware sets, run once on a stand-in request and response. */
function recordHeaders(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return res;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let finished = false;
  middleware(
    { headers: {}, method: 'GET', url: '/' } as IncomingMessage,
    res as unknown as ServerResponse,
    (error) => {
      if (error) throw error;
      finished = true;
    },
  );
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}
