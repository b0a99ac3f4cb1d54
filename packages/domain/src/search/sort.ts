import { CULTURES, DEFAULT_LOCALE } from '../constants/languages.ts';
import type { SearchSort } from '../constants/search.ts';

/** The fields of a search result location that its order depends on. */
export interface SortableLocation {
  Name: string;
  /** Kilometres from the searched point; null without one. */
  Distance: number | null;
  /** Lowest price of an available space; null when there is none. */
  LowestPrice: number | null;
  IsAvailable: boolean;
}

// A fixed culture, so the order does not depend on the machine's default locale.
const nameCollator = new Intl.Collator(CULTURES[DEFAULT_LOCALE], { sensitivity: 'base', numeric: true });

function compareNullsLast(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

function compareBy(sort: SearchSort): (a: SortableLocation, b: SortableLocation) => number {
  if (sort === 'price') return (a, b) => compareNullsLast(a.LowestPrice, b.LowestPrice);
  return (a, b) => compareNullsLast(a.Distance, b.Distance) || nameCollator.compare(a.Name, b.Name);
}

/**
 * A sorted copy of search result locations: available ones first, then by lowest price (none
 * last) for 'price', or by distance (none last) and name for 'location'. Ties keep their order.
 */
export function sortLocations<T extends SortableLocation>(locations: readonly T[], sort: SearchSort): T[] {
  const compare = compareBy(sort);
  return [...locations].sort((a, b) => Number(b.IsAvailable) - Number(a.IsAvailable) || compare(a, b));
}
