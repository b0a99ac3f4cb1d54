import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../../../test/db.ts';
import { isAdmin, isSelf, managesLocation } from './relations.ts';

describe('relations', () => {
  it('self and admin', () => {
    expect(isSelf({ profileId: 3 }, 3)).toBe(true);
    expect(isSelf({ profileId: 3 }, 4)).toBe(false);
    expect(isSelf({ profileId: 3 }, null)).toBe(false);
    expect(isSelf(undefined, 3)).toBe(false);
    expect(isAdmin({ profileId: 1, role: 'admin' })).toBe(true);
    expect(isAdmin({ profileId: 1, role: 'host' })).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});

describe.each(engines)('managesLocation on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const now = new Date().toISOString();
    const profile = (email: string) =>
      database.db
        .insertInto('profiles')
        .values({
          email,
          first_name: 'A',
          last_name: 'B',
          password_hash: null,
          language_id: 52,
          company_id: null,
          phone: null,
          bio: null,
          image_url: null,
          terms_id: null,
          agreed_terms_at: null,
          created_at: now,
          updated_at: now,
          calendar_key_hash: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const host = await profile('host@test');
    const former = await profile('former@test');
    const location = await database.db
      .insertInto('locations')
      .values({
        channel_id: 1,
        country_id: 152,
        slug: 'venue',
        name: 'Venue',
        search_text: 'venue utrecht',
        address: 'Street 1',
        postal_code: '1234 AB',
        city: 'Utrecht',
        latitude: 52.09,
        longitude: 5.12,
        email: null,
        phone: null,
        website: null,
        subscription_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('location_managers')
      .values([
        { location_id: location.id, profile_id: host.id, is_active: 1 },
        { location_id: location.id, profile_id: former.id, is_active: 0 },
      ])
      .execute();
    Object.assign(ids, { host: host.id, former: former.id, location: location.id });
  });
  afterAll(async () => database.destroy());
  const ids = { host: 0, former: 0, location: 0 };

  it('is true for an active manager of the location only', async () => {
    expect(await managesLocation(database.db, { profileId: ids.host }, ids.location)).toBe(true);
    expect(await managesLocation(database.db, { profileId: ids.former }, ids.location)).toBe(false);
    expect(await managesLocation(database.db, { profileId: ids.host }, ids.location + 1)).toBe(false);
    expect(await managesLocation(database.db, undefined, ids.location)).toBe(false);
  });
});
