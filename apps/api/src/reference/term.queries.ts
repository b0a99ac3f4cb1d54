import type { TermType } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** A published terms version as the term calls read it. */
export type TermRow = NonNullable<Awaited<ReturnType<typeof termQueries.latest>>>;

/** Published terms (booking, privacy, licence). */
export const termQueries = {
  /**
   * The newest version of a type in a language that is published by `at` (ISO-8601 UTC): of the
   * location when `locationId` is given, else the general one (no location). Versions published
   * later are not there yet; of equal versions the later publication wins.
   */
  latest(db: Kysely<DB>, type: TermType, languageId: number, at: string, locationId: number | null = null) {
    return db
      .selectFrom('terms')
      .select(['id', 'type', 'version', 'title', 'body', 'language_id', 'location_id', 'published_at'])
      .where('type', '=', type)
      .where('language_id', '=', languageId)
      .where('published_at', '<=', at)
      .where((eb) =>
        locationId === null ? eb('location_id', 'is', null) : eb('location_id', '=', locationId),
      )
      .orderBy('version', 'desc')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },
};
