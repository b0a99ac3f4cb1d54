import { z } from 'zod';
import { optionalIdParam } from '../common/common.schemas.ts';

/** The kinds of terms the API publishes (`/v1/term/{type}/latest`). */
export const TERM_TYPES = ['booking', 'privacy', 'license', 'event'] as const;
export const termType = z.enum(TERM_TYPES);
export type TermType = z.infer<typeof termType>;

/** `language` as clients send it (nl-NL, en-US, nl, en, 52, 65; default Dutch); resolved by the API. */
const languageParam = z.string().max(10).optional();

/** `GET /v1/term/booking/latest`, `/v1/term/license/latest`, `/v1/term/event/latest` and `/v1/term/license/latest/pdf`. */
export const termLatestQuery = z.object({ language: languageParam });

/**
 * `GET /v1/term/privacy/latest`: with `locationId` (a live location) that location's own privacy
 * terms when it has them, else the general ones; `0` or none means the general ones.
 */
export const privacyTermLatestQuery = z.object({ language: languageParam, locationId: optionalIdParam });

/**
 * One published version of a terms text. `Body` is plain text: lines separated by `\n`, blocks
 * by a blank line; never HTML. `LocationId` is null for the general terms; `PublishedAt` is an
 * ISO-8601 UTC instant.
 */
export const term = z.object({
  Id: z.number().int(),
  Type: termType,
  Version: z.number().int(),
  Title: z.string(),
  Body: z.string(),
  LanguageId: z.number().int(),
  LocationId: z.number().int().nullable(),
  PublishedAt: z.string(),
});
export type Term = z.infer<typeof term>;
