import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db.ts';
import { buildApp } from './app.ts';
import { DEMO_API_KEY, DEMO_WEB_API_KEY, loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp', QUOTE_SECRET: 'x'.repeat(20) };

describe('partner channels (PARTNER_API_KEYS)', () => {
  it('makes the demo key a partner by default, and gives the web app a key of its own', () => {
    const config = loadConfig(base);
    expect(config.apiKeys).toEqual([DEMO_WEB_API_KEY, DEMO_API_KEY]);
    expect(config.partnerApiKeys).toEqual([DEMO_API_KEY]);
  });

  it('never makes the web app’s key (the first API_KEYS entry) a partner’s', () => {
    expect(loadConfig({ ...base, API_KEYS: DEMO_API_KEY }).partnerApiKeys).toEqual([]);
    expect(() => loadConfig({ ...base, API_KEYS: 'web,app', PARTNER_API_KEYS: 'app,web' })).toThrow(
      /PARTNER_API_KEYS: entry 2 is the first API_KEYS entry/,
    );
  });

  it('takes partner keys out of API_KEYS only, and none when set empty', () => {
    expect(
      loadConfig({ ...base, API_KEYS: 'web,app,other', PARTNER_API_KEYS: ' app , other' }).partnerApiKeys,
    ).toEqual(['app', 'other']);
    expect(loadConfig({ ...base, PARTNER_API_KEYS: '' }).partnerApiKeys).toEqual([]);
    const unknown = () => loadConfig({ ...base, API_KEYS: 'web,app', PARTNER_API_KEYS: 'secret-elsewhere' });
    expect(unknown).toThrow(/PARTNER_API_KEYS: entry 1 is not one of API_KEYS/);
    // The message names the entry, never the key.
    expect(unknown).not.toThrow(/secret-elsewhere/);
  });

  it('refuses to build an app whose web key is a partner’s', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      await expect(
        buildApp({
          config: {
            apiKeys: ['web', 'app'],
            partnerApiKeys: ['web'],
            webDist: '/nonexistent',
            logLevel: 'silent',
            quoteSecret: 'q'.repeat(20),
          },
          database,
          logger: false,
          backgroundWork: false,
        }),
      ).rejects.toThrow(/cannot be a partner/);
    } finally {
      await database.destroy();
    }
  });
});

describe('online payments (MOLLIE_API_KEY)', () => {
  it('uses the embedded test provider without a key, and Mollie with a test_ or live_ key', () => {
    expect(loadConfig({ ...base }).mollie).toBeUndefined();
    expect(loadConfig({ ...base, MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz12' }).mollie).toEqual({
      apiKey: 'test_abcdefghijklmnopqrstuvwxyz12',
      apiEndpoint: undefined,
    });
    expect(() => loadConfig({ ...base, MOLLIE_API_KEY: 'sk_abcdefghijklmnopqrstuvwxyz12' })).toThrow(
      /MOLLIE_API_KEY/,
    );
  });
});
