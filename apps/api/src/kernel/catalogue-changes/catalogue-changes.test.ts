import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../../../test/db.ts';
import { catalogueChangesOf, changedFields, recordCatalogueChange } from './catalogue-changes.ts';

describe.each(engines)('the catalogue change log on %s', (engine) => {
  let database: TestDatabase;
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.destroy());

  it('keeps who changed what, newest first, per location, and pages by id', async () => {
    const { db } = database;
    const before = { Name: 'Oud', Capacity: 8 };
    const after = { Name: 'Nieuw', Capacity: 8 };
    await recordCatalogueChange(
      db,
      { locationId: 1, profileId: null, subjectType: 'space', subjectId: 5, action: 'create', changes: [] },
      at(1),
    );
    await recordCatalogueChange(
      db,
      {
        locationId: 1,
        profileId: null,
        subjectType: 'space',
        subjectId: 5,
        action: 'update',
        changes: changedFields(before, after, ['Name', 'Capacity']),
      },
      at(2),
    );
    // An update that changed nothing is not worth a line.
    await recordCatalogueChange(
      db,
      { locationId: 1, profileId: null, subjectType: 'space', subjectId: 5, action: 'update', changes: [] },
      at(3),
    );
    await recordCatalogueChange(
      db,
      {
        locationId: 2,
        profileId: null,
        subjectType: 'location',
        subjectId: 2,
        action: 'approve',
        changes: [],
      },
      at(4),
    );

    const changes = await catalogueChangesOf(db, 1, { limit: 10 });
    expect(changes.map((c) => c.Action)).toEqual(['update', 'create']);
    expect(changes[0]).toMatchObject({
      SubjectType: 'space',
      SubjectId: 5,
      ProfileName: null,
      Changes: [{ Field: 'Name', From: 'Oud', To: 'Nieuw' }],
      CreatedAt: at(2).toISOString(),
    });
    const older = await catalogueChangesOf(db, 1, { limit: 10, before: changes[0]?.Id });
    expect(older.map((c) => c.Action)).toEqual(['create']);
  });
});
