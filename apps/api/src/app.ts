import { accessSync, constants, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { createSocialLogin, type SocialLogin } from './accounts/social-login.ts';
import { AREAS } from './areas.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/connect.ts';
import type { DB } from './db/schema.ts';
import { startInvoiceRun } from './invoices/index.ts';
import { ItemTypeRegistry } from './kernel/access/item-types.ts';
import type { CalendarSource } from './kernel/calendar/calendar-source.ts';
import { errorBody } from './kernel/errors.ts';
import { createEventDispatcher, type EventDispatcher } from './kernel/events/dispatcher.ts';
import { type FanOut, localFanOut, redisFanOut } from './kernel/fan-out.ts';
import { registerApiKeyCheck } from './kernel/http/api-key.ts';
import { badUrlHandler, clientErrorHandler } from './kernel/http/client-errors.ts';
import { registerErrorHandler } from './kernel/http/error-handler.ts';
import { registerMember } from './kernel/http/member.ts';
import { registerOpenApi } from './kernel/http/openapi.ts';
import { registerQueryCaseFolding } from './kernel/http/query-case.ts';
import { registerRateLimits } from './kernel/http/rate-limits.ts';
import { registerSecurityHeaders } from './kernel/http/security-headers.ts';
import { runWhileAppIsUp } from './kernel/jobs/periodic-job.ts';
import { registerDevOutbox } from './kernel/mail/dev-outbox.routes.ts';
import { createOutboxRepository } from './kernel/mail/outbox.queries.ts';
import { createOutboxSender, type MailTransport, smtpTransport } from './kernel/mail/sender.ts';
import { type LocationIndexCache, openLocationIndex } from './locations/index.ts';
import { type CatalogueCache, openCatalogue } from './search/index.ts';
import { registerSite, sitePage } from './site/index.ts';

/** How long a request may take to arrive (headers and body) before it is answered 408. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** What buildApp needs: the config and an open, migrated database. */
export interface AppDeps {
  config: Pick<AppConfig, 'apiKeys' | 'webDist' | 'logLevel' | 'quoteSecret'> &
    Partial<
      Pick<
        AppConfig,
        | 'publicUrl'
        | 'redisUrl'
        | 'redisPrefix'
        | 'smtpUrl'
        | 'mailFrom'
        | 'devOutbox'
        | 'uploadDir'
        | 'oidcProviders'
        | 'trustProxy'
        | 'requestTimeoutMs'
        | 'partnerApiKeys'
        | 'mollie'
      >
    >;
  /** Delivers the outbox (tests pass a stand-in); by default SMTP when `config.smtpUrl` is set. */
  mailTransport?: MailTransport;
  database: Database;
  /** Injected clock for tests; defaults to the real time. */
  now?: () => Date;
  /**
   * Background work (the event dispatcher's and the mail sender's timers); on by default. Events are
   * also dispatched right after each changing call, so tests need no timer.
   */
  backgroundWork?: boolean;
  /** Request logging (pino); off in tests. */
  logger?: boolean;
  /** Where log lines go (tests read them); default standard output. */
  logStream?: { write(line: string): void };
  /**
   * Check every response against its zod schema before sending (tests turn this on, so a response
   * that drifts from the contract fails a test); in production responses are only stringified.
   */
  validateResponses?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database (Kysely); each area reaches it through its own query modules. */
    db: Kysely<DB>;
    now: () => Date;
    quoteSecret: string;
    /** The apiTokens of partner channels (see AppConfig.partnerApiKeys). */
    partnerApiKeys: ReadonlySet<string>;
    catalogue: CatalogueCache;
    /** The live locations' list index (`GET /v1/location`). */
    locationIndex: LocationIndexCache;
    /**
     * Tells this process's catalogue copy and location index to reload at once: a catalogue write
     * calls it after its commit (the version bump in its transaction tells the other processes).
     */
    catalogueChanged: () => void;
    /** The site's public address, for links in mails. */
    publicUrl: string;
    /** Where uploaded images are stored (served at /uploads/). */
    uploadDir: string;
    /** Social login through the configured OpenID Connect providers. */
    socialLogin: SocialLogin;
    /** The outbox sender, when mail delivery is configured. */
    outboxSender?: ReturnType<typeof createOutboxSender>;
    /** Whether responses are checked against their schemas (tests). */
    validatesResponses: boolean;
    /** Whether background work runs (timers; loading the search's copies when the app is ready). */
    backgroundWork: boolean;
    /** Hands domain events to the areas' subscribers (after each changing call, and every few seconds). */
    events: EventDispatcher;
    /** Live events for every process of the app (in memory, or Redis pub/sub with `REDIS_URL`). */
    fanOut: FanOut;
    /** The kinds of item comments can be about, from every area. */
    itemTypes: ItemTypeRegistry;
    /** What the areas add to members' private calendar feeds, from every area. */
    calendarSources: readonly CalendarSource[];
    /** Mollie's credentials when online payments go through Mollie (else the embedded test provider). */
    mollie?: AppConfig['mollie'];
  }
}

/** Creates the folder when missing; a folder that cannot be written is an error at start, not at the first upload. */
function assertWritableFolder(dir: string, setting: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${setting} ${dir} is not a writable folder (${reason})`);
  }
}

const SECRET_PARAMS = /([?&](?:token|key|pin|code|state|password|profiletoken|apitoken)=)[^&#]*/gi;

/** A URL with secret-looking query values and the private calendar key replaced by `***`. */
export function maskSecrets(url: string): string {
  return url.replace(SECRET_PARAMS, '$1***').replace(/^\/calendar\/[^/?#]+/, '/calendar/***');
}

/** Builds the whole HTTP application without listening: API, OpenAPI docs and the web app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: deps.config.logLevel,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
            serializers: {
              // Never a secret in a log line: link keys, pins and tokens in query strings are masked.
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                url: maskSecrets(req.url),
                remoteAddress: req.ip,
              }),
            },
            redact: [
              'req.headers.apitoken',
              'req.headers.token',
              'req.headers.profiletoken',
              'req.headers.cookie',
            ],
          },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Only a configured proxy's X-Forwarded-For counts: otherwise any client could pick its own
    // address (and reset its per-address throttle).
    // (A hop count is accepted at run time; Fastify's types leave numbers out.)
    trustProxy: (deps.config.trustProxy ?? false) as boolean | string,
    // A request (headers and body) must arrive within this time, so a client that sends half a
    // body cannot hold a socket. Node only enforces it when the server is created with it (Fastify
    // sets it afterwards), hence both; Node checks every second.
    requestTimeout: deps.config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    http: {
      requestTimeout: deps.config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: 1_000,
    },
    clientErrorHandler,
    frameworkErrors: badUrlHandler,
    bodyLimit: 12 * 1024 * 1024, // base64 image uploads
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    deps.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data),
  );

  // Mobile clients POST some calls (finalize) with a JSON content type and no body: read that as
  // no body instead of refusing it; everything else goes through Fastify's own safe JSON parser.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return jsonParser(request, text, done);
  });

  app.decorate('db', deps.database.db);
  app.decorate('now', deps.now ?? (() => new Date()));
  app.decorate('quoteSecret', deps.config.quoteSecret);
  const partnerApiKeys = new Set(deps.config.partnerApiKeys ?? []);
  if (partnerApiKeys.has(deps.config.apiKeys[0] ?? '')) {
    throw new Error("The web app's key (the first API key) cannot be a partner channel's");
  }
  app.decorate('partnerApiKeys', partnerApiKeys);
  app.decorate('validatesResponses', deps.validateResponses ?? false);
  app.decorate('backgroundWork', deps.backgroundWork !== false);
  app.decorate('publicUrl', deps.config.publicUrl ?? 'http://localhost:3000');
  app.decorate('mollie', deps.config.mollie);
  app.decorate('socialLogin', createSocialLogin(deps.config.oidcProviders ?? {}));
  app.decorate('uploadDir', resolve(deps.config.uploadDir ?? 'data/uploads'));
  app.decorate('catalogue', openCatalogue(deps.database.db));
  app.decorate('locationIndex', openLocationIndex(deps.database.db));
  app.decorate('catalogueChanged', () => {
    app.catalogue.invalidate();
    app.locationIndex.invalidate();
  });
  app.decorate('itemTypes', new ItemTypeRegistry(AREAS.flatMap((area) => area.itemTypes ?? [])));
  app.decorate(
    'calendarSources',
    AREAS.flatMap((area) => area.calendarSources ?? []),
  );
  const events = createEventDispatcher({
    db: deps.database.db,
    subscribers: AREAS.flatMap((area) => area.subscribers ?? []),
    now: app.now,
    // Read when events are handled: the address may be set after start (a test's own port).
    get publicUrl() {
      return app.publicUrl;
    },
    secret: deps.config.quoteSecret,
    log: app.log,
  });
  app.decorate('events', events);
  const fanOut = deps.config.redisUrl
    ? await redisFanOut(deps.config.redisUrl, deps.config.redisPrefix ?? 'meetspace', app.log)
    : localFanOut();
  app.decorate('fanOut', fanOut);
  // The areas subscribe as they register; the app serves once Redis has confirmed them.
  app.addHook('onReady', async () => fanOut.ready());
  app.addHook('onClose', async () => fanOut.close());
  // Each changing call dispatches its events before it answers (`route()` in kernel/http/endpoint.ts).
  if (deps.backgroundWork !== false) {
    app.addHook('onReady', async () => events.start());
    // The invoice run: drafts of reservations starting within 24 hours are issued (every minute).
    runWhileAppIsUp(app, () => startInvoiceRun(deps.database.db, app.now, app.log));
  }
  app.addHook('onClose', async () => events.stop());

  registerSecurityHeaders(app);

  await app.register(fastifyCookie);
  registerErrorHandler(app);
  registerApiKeyCheck(app, deps.config.apiKeys);
  registerMember(app);
  await registerRateLimits(app, deps.config.redisUrl);
  registerQueryCaseFolding(app);
  await registerOpenApi(app);

  app.get('/api/health', { schema: { hide: true } }, async () => ({ Status: 'ok' }));
  for (const area of AREAS) {
    if (area.routes) await app.register(area.routes, { prefix: '/api' });
    if (area.rootRoutes) await app.register(area.rootRoutes);
  }
  if (deps.config.devOutbox) registerDevOutbox(app);
  assertWritableFolder(app.uploadDir, 'UPLOAD_DIR');
  await app.register(fastifyStatic, {
    root: app.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '365d',
    immutable: true,
  });
  const transport =
    deps.mailTransport ??
    (deps.config.smtpUrl
      ? smtpTransport(deps.config.smtpUrl, deps.config.mailFrom ?? 'no-reply@localhost')
      : undefined);
  if (transport) {
    const sender = createOutboxSender({
      outbox: createOutboxRepository(deps.database.db),
      transport,
      log: app.log,
    });
    app.decorate('outboxSender', sender);
    if (deps.backgroundWork !== false) app.addHook('onReady', async () => sender.start());
    app.addHook('onClose', async () => sender.stop());
  }
  await registerSite(app, {
    webDist: deps.config.webDist,
    webApiKey: deps.config.apiKeys[0] ?? '',
    page: sitePage(deps.database.db),
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$)/i.test(request.url);
    if (isPage) return app.sendSitePage(request, reply);
    return reply.status(404).send(errorBody(404, `No call ${request.method} ${request.url.split('?')[0]}`));
  });
  return app;
}
