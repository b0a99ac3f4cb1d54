import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../../../test/db.ts';
import { up } from './20261125T2030-je-wording.ts';

/** "u" or "uw" as a word, the formal address Dutch texts no longer use ("U-vorm" is a shape). */
const FORMAL = /(?<![\p{L}-])(u|uw|uzelf)(?![\p{L}-])/iu;
const DUTCH = 52;

describe.each(engines)('Dutch reference texts after migrating on %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  /** Every stored Dutch reference text: cookie types, terms, subscription descriptions. */
  async function dutchTexts() {
    const { db } = database;
    const cookies = await db
      .selectFrom('cookie_types as t')
      .innerJoin('cookie_settings as s', 's.id', 't.cookie_setting_id')
      .where('s.language_id', '=', DUTCH)
      .select(['t.short', 't.description'])
      .execute();
    const terms = await db
      .selectFrom('terms')
      .where('language_id', '=', DUTCH)
      .select(['title', 'body'])
      .execute();
    const subscriptions = await db.selectFrom('subscriptions').select('description_nl').execute();
    return { cookies, terms, subscriptions };
  }

  it('has the texts the check runs over', async () => {
    const { cookies, terms, subscriptions } = await dutchTexts();
    expect(cookies).toHaveLength(3);
    expect(terms.length).toBeGreaterThanOrEqual(3);
    expect(subscriptions.length).toBeGreaterThanOrEqual(2);
  });

  it('speaks to the reader as "je", never "u" or "uw"', async () => {
    const { cookies, terms, subscriptions } = await dutchTexts();
    const texts = [
      ...cookies.flatMap((c) => [c.short, c.description]),
      ...terms.flatMap((t) => [t.title, t.body]),
      ...subscriptions.map((s) => s.description_nl),
    ];
    for (const text of texts) expect(text).not.toMatch(FORMAL);
    expect(texts.join('\n')).toMatch(/\bje\b/);
  });

  it('rewrites a text still as released, and leaves an edited one alone', async () => {
    const { db } = database;
    const privacy = () =>
      db
        .selectFrom('terms')
        .where('type', '=', 'privacy')
        .where('language_id', '=', DUTCH)
        .where('version', '=', 1)
        .select(['id', 'body'])
        .executeTakeFirstOrThrow();
    const released =
      'Wij gebruiken uw gegevens alleen om uw reserveringen uit te voeren en u te informeren. U kunt uw profiel altijd verwijderen.';
    const { id } = await privacy();

    await db.updateTable('terms').set({ body: released }).where('id', '=', id).execute();
    await up(db);
    expect((await privacy()).body).toBe(
      'Wij gebruiken je gegevens alleen om je reserveringen uit te voeren en je te informeren. Je kunt je profiel altijd verwijderen.',
    );

    const edited = 'Een tekst die de beheerder zelf schreef; u leest hem ongewijzigd.';
    await db.updateTable('terms').set({ body: edited }).where('id', '=', id).execute();
    await up(db);
    expect((await privacy()).body).toBe(edited);
  });

  it('leaves the English texts as they were', async () => {
    const english = await database.db
      .selectFrom('terms')
      .where('language_id', '=', 65)
      .where('type', '=', 'booking')
      .select('body')
      .executeTakeFirstOrThrow();
    expect(english.body).toContain('1. A reservation is final once you receive the confirmation.');
  });
});
