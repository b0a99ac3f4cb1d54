import {
  type CookieSettings,
  type Country,
  DEFAULT_TERM_LOCALE,
  EVENT_TYPES,
  type Locale,
  type Term,
  type TermType,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from '../kernel/errors.ts';
import { parseLanguageParam } from '../kernel/http/language-param.ts';
import { isLiveLocation } from '../locations/index.ts';
import { presentCookieSettings, presentCountry, presentTerm } from './reference.presenter.ts';
import { referenceQueries } from './reference.queries.ts';
import { termQueries } from './term.queries.ts';

/** `GET /v1/country/active`: the countries open for booking, named in the language. */
export async function listCountries(db: Kysely<DB>, locale: Locale): Promise<Country[]> {
  const rows = await referenceQueries.activeCountries(db);
  return rows.map((row) => presentCountry(row, locale));
}

/** `GET /v1/Cookie/latest`: the newest cookie-settings version in a language. */
export async function latestCookieSettings(db: Kysely<DB>, languageId: number): Promise<CookieSettings> {
  const found = await referenceQueries.latestCookieSettings(db, languageId);
  if (!found) throw AppError.notFound('No cookie settings for this language');
  return presentCookieSettings(found);
}

/** `GET /v1/global/eventtypes`: the event types, named in the language. */
export function listEventTypes(locale: Locale): { Id: number; Name: string }[] {
  return EVENT_TYPES.map((t) => ({ Id: t.Id, Name: t[locale] }));
}

const NO_TERMS: Record<TermType, string> = {
  booking: 'No booking terms in this language',
  privacy: 'No privacy terms in this language',
  license: 'No licence terms in this language',
  event: 'No event terms in this language',
};

/**
 * The newest published version of a type in a language (default Dutch): the live location's own
 * first when one is given (an unknown or pending location is 404), else the general one; 404 when
 * none is published.
 */
export async function latestTerm(
  db: Kysely<DB>,
  now: Date,
  type: TermType,
  language: string | undefined,
  locationId?: number,
): Promise<{ term: Term; locale: Locale }> {
  const { locale, languageId } = parseLanguageParam(language, DEFAULT_TERM_LOCALE);
  const at = now.toISOString();
  if (locationId !== undefined && locationId > 0 && !(await isLiveLocation(db, locationId)))
    throw AppError.notFound('Location not found');
  const own = locationId ? await termQueries.latest(db, type, languageId, at, locationId) : undefined;
  const found = own ?? (await termQueries.latest(db, type, languageId, at));
  if (!found) throw AppError.notFound(NO_TERMS[type]);
  return { term: presentTerm(found), locale };
}
