import { z } from 'zod';

/** A page number (1-based) as a query parameter. */
export const pageParam = z.coerce.number().int().min(1).max(100_000).default(1);

/** Items per page as a query parameter, capped so one call never returns an unbounded list. */
export function itemsPerPageParam(defaultSize: number) {
  return z.coerce.number().int().min(1).max(100).default(defaultSize);
}

/** The largest row id: a positive 32-bit integer (larger ones are a 400, never a database error). */
export const MAX_ID = 2_147_483_647;

/** A required row id in a body: 1 .. MAX_ID (0 is refused: a required id cannot be "none"). */
export const bodyId = z.number().int().min(1).max(MAX_ID);

/** A row id in a path or query: a positive 32-bit integer (larger ones are a 400, never a database error). */
export const idParam = z.coerce.number().int().min(1).max(MAX_ID);

/**
 * The one rule for optional ids: clients written in C# and Java send `0` for an id they do not
 * use, so 0 means "none", like null (a body) or leaving the parameter out (a query).
 */
export function zeroMeansNone<T extends z.ZodType>(schema: T, none: 'null' | 'absent' = 'null') {
  const isNone = (value: unknown) => value === 0 || value === '0' || value === null;
  return z.preprocess((value) => (isNone(value) ? (none === 'null' ? null : undefined) : value), schema);
}

/**
 * An optional id of a request body (`LocationId`): the id, null for "none" (0 or null), or
 * undefined when left out. `schema` narrows it (default: a row id, 1 .. MAX_ID).
 */
export function optionalId<T extends z.ZodType<number, number> = typeof bodyId>(schema?: T) {
  return zeroMeansNone(((schema ?? bodyId) as T).nullish());
}

/** An optional id in a query string (`?countryId=152`): `0` is the same as leaving it out. */
export const optionalIdParam = zeroMeansNone(idParam.optional(), 'absent');

/** A channel filter in a query string (`?channelId=2`): `0` is the same as leaving it out. */
export const channelFilterParam = zeroMeansNone(
  z.coerce.number().int().min(1).max(1_000).optional(),
  'absent',
);

/** How many things a `GET /v2/featured/...` call answers (the spec's `nrOf...`): 1 to 50, default 6. */
export const featuredCountParam = z.coerce.number().int().min(1).max(50).default(6);

/** Path parameters of a call addressed by id (`/v1/reservation/{id}`). */
export const idParams = z.object({ id: idParam });

/** The contract's list envelope: `{ Results, MorePages }`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ Results: z.array(item), MorePages: z.boolean() });
}

/** The contract's JSON error body. */
export const errorResponse = z.object({
  StatusCode: z.number().int(),
  Message: z.string(),
  Errors: z.array(z.object({ Field: z.string(), Code: z.string(), Message: z.string().optional() })),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/**
 * `?language=` of a read that names catalogue texts (options, packages, rooms): the page's
 * language (any form `parseLanguageParam` reads); without it the record's own language.
 */
export const catalogueLanguageQuery = z.object({ language: z.string().max(10).optional() });
