import { z } from 'zod';

/** The error body every failed call answers with (spec: the message is read from error.message). */
export const errorBodySchema = z.object({
  error: z.object({
    message: z.string(),
    code: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
