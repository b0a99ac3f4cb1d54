import type { Term } from '@meetspace/domain';
import type { TermRow } from './term.queries.ts';

/** A terms row as the contract's term: an explicit whitelist of its fields. */
export function presentTerm(row: TermRow): Term {
  return {
    Id: row.id,
    Type: row.type,
    Version: row.version,
    Title: row.title,
    Body: row.body,
    LanguageId: row.language_id,
    LocationId: row.location_id,
    PublishedAt: row.published_at,
  };
}
