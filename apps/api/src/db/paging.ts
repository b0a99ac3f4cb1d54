import type { SelectQueryBuilder } from 'kysely';

/**
 * One page of a list and the list's total, in one round: `base` is the filtered list (from, joins,
 * where), `select` adds the columns and the order of its rows; the total counts `base`.
 */
export async function pageWithTotal<D, TB extends keyof D, O>(
  base: SelectQueryBuilder<D, TB, object>,
  select: (query: SelectQueryBuilder<D, TB, object>) => SelectQueryBuilder<D, TB, O>,
  page: number,
  perPage: number,
): Promise<{ rows: O[]; total: number }> {
  const [rows, count] = await Promise.all([
    select(base)
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as O[], total: Number((count as { n: number | string }).n) };
}
