import { z } from 'zod';

export const countryQuerySchema = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter code such as KE')
    .optional(),
});
export type CountryQuery = z.infer<typeof countryQuerySchema>;
