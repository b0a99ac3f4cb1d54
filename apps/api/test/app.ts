import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { OidcProviderConfig } from '../src/accounts/social-login.ts';
import { buildApp } from '../src/app.ts';
import { connect, type Engine } from '../src/db/connect.ts';
import { generateDemoData } from '../src/demo/generate.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';

export const TEST_API_KEY = 'test-key';
export const TEST_PASSWORD = 'Test-pass-1!';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** A full app over a fresh database (with the demo data when `demo` is set), without listening. */
export async function createTestApp(
  engine: Engine,
  options: {
    demo?: boolean;
    locations?: number;
    now?: () => Date;
    webDist?: string;
    devOutbox?: boolean;
    redisUrl?: string;
    /** The fan-out's Redis channel prefix (a test's own, so test files sharing one Redis stay apart). */
    redisPrefix?: string;
    /**
     * Another process's view of this test database: the app gets its own connections (and its own
     * catalogue and occupancy copies) to it; closing the app leaves the database to its owner.
     */
    sharing?: TestDatabase;
    oidcProviders?: Record<string, OidcProviderConfig>;
    trustProxy?: boolean | number | string;
    requestTimeoutMs?: number;
    uploadDir?: string;
    /** API keys (of `second-key` and the like) that are partner channels; none by default. */
    partnerApiKeys?: string[];
    /** Online payments through Mollie (a local stand-in of its API in tests). */
    mollie?: { apiKey: string; apiEndpoint?: string };
  } = {},
): Promise<TestApp> {
  const shared = options.sharing;
  const database: TestDatabase = shared
    ? {
        ...connect(shared.url, shared.schema ? { schema: shared.schema } : {}),
        url: shared.url,
        schema: shared.schema,
      }
    : await createTestDatabase(engine);
  if (options.demo)
    await generateDemoData(database.db, { password: TEST_PASSWORD, locations: options.locations });
  const app = await buildApp({
    config: {
      apiKeys: [TEST_API_KEY, 'second-key'],
      webDist: options.webDist ?? '/nonexistent-web-dist',
      logLevel: 'silent',
      quoteSecret: 'test-quote-secret',
      devOutbox: options.devOutbox ?? true,
      redisUrl: options.redisUrl,
      redisPrefix: options.redisPrefix,
      oidcProviders: options.oidcProviders,
      uploadDir: options.uploadDir ?? join(tmpdir(), `meetspace-uploads-${process.pid}`),
      trustProxy: options.trustProxy,
      requestTimeoutMs: options.requestTimeoutMs,
      partnerApiKeys: options.partnerApiKeys,
      mollie: options.mollie,
    },
    database,
    logger: false,
    validateResponses: true,
    backgroundWork: false,
    now: options.now,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}

/** Headers of an anonymous client call. */
export const withKey = { apiToken: TEST_API_KEY };
