import { z } from 'zod';

/** A page number (1-based) as a query parameter. */
export const pageParam = z.coerce.number().int().min(1).max(100_000).default(1);

/** Items per page as a query parameter, capped so one call never returns an unbounded list. */
export function itemsPerPageParam(defaultSize: number) {
  return z.coerce.number().int().min(1).max(100).default(defaultSize);
}

/** An optional whole-number id in a query string (`?countryId=152`). */
export const optionalIdParam = z.coerce.number().int().min(0).max(2_147_483_647).optional();

/** A row id in a path or query: a positive 32-bit integer (larger ones are a 400, never a database error). */
export const idParam = z.coerce.number().int().min(1).max(2_147_483_647);

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
