import { z } from 'zod';
import { emptyToUndefined, idInput } from './form-input';

/** Pages of a list: what a request asks for and what the answer says about it. */

/** The page asked for, 1 when absent. */
export const pageInput = z.preprocess(emptyToUndefined, idInput('page').default(1));

/** The page size asked for, `fallback` when absent, at most `max` (`message` past it). */
export const limitInput = (fallback: number, max: number, message: string) =>
  z
    .preprocess(emptyToUndefined, idInput('limit').default(fallback))
    .refine((v) => v <= max, message);

/** The `meta` of a paged answer. */
export const pageMetaSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
