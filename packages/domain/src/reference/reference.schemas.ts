import { z } from 'zod';

export const country = z.object({
  CountryId: z.number().int(),
  Code: z.string(),
  LanguageId: z.number().int(),
  Name: z.string(),
});
export type Country = z.infer<typeof country>;

export const countryQuery = z.object({ language: z.string().max(10).optional() });

/** `/v1/Cookie/latest?language=nl-NL` (also accepts `nl`, `en`, `52`, `65`). */
export const cookieLatestQuery = z.object({ language: z.string().max(10).optional() });

export const cookieType = z.object({
  Id: z.number().int(),
  Key: z.string(),
  Short: z.string(),
  Description: z.string(),
  IsEditable: z.boolean(),
});
export const cookieSettings = z.object({
  Id: z.number().int(),
  Version: z.number().int(),
  LanguageId: z.number().int(),
  CookieTypes: z.array(cookieType),
});
export type CookieSettings = z.infer<typeof cookieSettings>;

export const eventTypesQuery = z.object({ language: z.string().max(10).optional() });
export const eventType = z.object({ Id: z.number().int(), Name: z.string() });
