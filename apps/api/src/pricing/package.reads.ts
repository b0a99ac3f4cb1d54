import { centsToEuros, type Locale, type MeetingPackage, type PackageList } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { packageQueries } from './package.queries.ts';

type CatalogueRow = Awaited<ReturnType<typeof packageQueries.catalogue>>['rows'][number];
type ContentRow = Awaited<ReturnType<typeof packageQueries.namedContents>>[number];

/** A package row to the contract, names in the language asked (as the cart's package list picks them). */
function presentMeetingPackage(
  p: CatalogueRow,
  contents: readonly ContentRow[],
  locale: Locale,
): MeetingPackage {
  return {
    Id: p.id,
    LocationId: p.location_id,
    LocationName: p.location_name,
    MeetingtypeId: p.meeting_type_id,
    Name: locale === 'nl' ? p.name_nl : p.name_en,
    Description: locale === 'nl' ? p.description_nl : p.description_en,
    PricePerPerson: centsToEuros(p.price_per_person_cents),
    TaxPercentage: p.tax_percentage,
    Options: contents
      .filter((c) => c.package_id === p.id)
      .map((c) => ({
        OptionId: c.option_id,
        Name: locale === 'nl' ? c.name_nl : c.name_en,
        AmountPerPerson: c.amount_per_person,
      })),
  };
}

async function withContents(db: Kysely<DB>, rows: readonly CatalogueRow[], locale: Locale) {
  const contents =
    rows.length === 0
      ? []
      : await packageQueries.namedContents(
          db,
          rows.map((r) => r.id),
        );
  return rows.map((r) => presentMeetingPackage(r, contents, locale));
}

/** `GET /v1/package`: a page of the active packages of live locations. */
export async function packageCatalogue(
  db: Kysely<DB>,
  query: { locationId?: number; meetingtypeId?: number; page: number; itemsPerPage: number },
  locale: Locale,
): Promise<PackageList> {
  const { rows, total } = await packageQueries.catalogue(db, {
    locationId: query.locationId,
    meetingTypeId: query.meetingtypeId,
    offset: (query.page - 1) * query.itemsPerPage,
    limit: query.itemsPerPage,
  });
  return {
    Results: await withContents(db, rows, locale),
    MorePages: query.page * query.itemsPerPage < total,
    Page: query.page,
    ItemsPerPage: query.itemsPerPage,
    TotalItems: total,
  };
}

/** `GET /v1/package/{id}`: one active package of a live location; undefined when there is none. */
export async function packageDetail(db: Kysely<DB>, id: number, locale: Locale) {
  const { rows } = await packageQueries.catalogue(db, { id, offset: 0, limit: 1 });
  const [found] = await withContents(db, rows, locale);
  return found;
}
