import type { PublicCountryConfig } from '@shangwe/domain';
import { z } from 'zod';

export const countryQuerySchema = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Choose a country by its two-letter code such as KE')
    .optional(),
});
export type CountryQuery = z.infer<typeof countryQuerySchema>;

/** GET /api/config: the public part of a country's configuration (never API keys). */
export const configResponseSchema = z.object({
  data: z.custom<PublicCountryConfig>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { code?: unknown }).code === 'string',
    'data must be a country configuration',
  ),
});
export type ConfigResponse = z.infer<typeof configResponseSchema>;

/** GET /api/geo: the visitor's country (spec 02 §7: countryCode, country). */
export const geoResponseSchema = z.object({ countryCode: z.string(), country: z.string() });
export type GeoResponse = z.infer<typeof geoResponseSchema>;

/** GET /api/userinfo (spec 01 §7 user info, spec 02 §7 `isSaf`). */
export const userInfoResponseSchema = z.object({
  language: z.string(),
  country: z.string(),
  geo: geoResponseSchema,
  isSaf: z.boolean(),
});
export type UserInfoResponse = z.infer<typeof userInfoResponseSchema>;
