import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, engines } from '../../test/db.ts';
import { migrateToLatest } from './migrate.ts';
import { allMigrations, mergeMigrationSets } from './migration-registry.ts';

describe.each(engines)('migrations on %s', (engine) => {
  it('creates every table, and a second run changes nothing', async () => {
    const database = await createTestDatabase(engine);
    try {
      const again = await migrateToLatest(database.db);
      expect(again.results).toEqual([]);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        database.db,
      );
      expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(allMigrations));
      const tables = await database.db.introspection.getTables();
      const names = tables.map((t) => t.name);
      for (const table of ['locations', 'spaces', 'space_settings', 'vouchers', 'carts', 'reservations']) {
        expect(names).toContain(table);
      }
    } finally {
      await database.destroy();
    }
  });

  it('holds the reference data: channel 1, languages 52/65, the Netherlands as 152', async () => {
    const database = await createTestDatabase(engine);
    try {
      const { db } = database;
      expect(await db.selectFrom('channels').select('id').execute()).toEqual([{ id: 1 }]);
      const languages = await db.selectFrom('languages').select(['id', 'code']).orderBy('id').execute();
      expect(languages).toEqual([
        { id: 52, code: 'nl' },
        { id: 65, code: 'en' },
      ]);
      const nl = await db.selectFrom('countries').selectAll().where('id', '=', 152).executeTakeFirstOrThrow();
      expect(nl).toMatchObject({ code: 'NL', is_active: 1 });
      const rules = await db.selectFrom('cancel_rules').select('percentage').execute();
      expect(rules.length).toBeGreaterThan(0);
    } finally {
      await database.destroy();
    }
  });

  it('assigns ids and stores integer cents exactly', async () => {
    const database = await createTestDatabase(engine);
    try {
      const { db } = database;
      const now = new Date().toISOString();
      const company = await db
        .insertInto('companies')
        .values({ name: 'A', vat_number: null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const second = await db
        .insertInto('companies')
        .values({ name: 'B', vat_number: null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(second.id).toBe(company.id + 1);
      const count = await db
        .selectFrom('companies')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(count.n).toBe(2);
    } finally {
      await database.destroy();
    }
  });
});

describe('the migration registry', () => {
  const noop = { up: async () => {} };
  it('orders every set by name, the core history first', () => {
    const merged = mergeMigrationSets([{ '0002-b': noop, '0001-a': noop }, { '20261125T1700-c': noop }]);
    expect(Object.keys(merged)).toEqual(['0001-a', '0002-b', '20261125T1700-c']);
    expect(Object.keys(allMigrations)[0]).toBe('0001-core');
  });
  it('refuses a name used twice or not of the agreed form', () => {
    expect(() => mergeMigrationSets([{ '20261125T1700-a': noop }, { '20261125T1700-a': noop }])).toThrow(
      /defined twice/,
    );
    expect(() => mergeMigrationSets([{ 'events-table': noop }])).toThrow(/not <timestamp>/);
  });
});
